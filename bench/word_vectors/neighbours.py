#!/usr/bin/env python3
"""bench/word_vectors/neighbours.py VECTORS_VEC WORDNET_DIR STEM_TOOL K MIN_COSINE > pairs.tsv

Distributional neighbours of WordNet's words, from fastText vectors trained on the parser's
stems (run.sh's corpus: WordNet glosses, GCIDE, Spider's training questions and names).
Each WordNet word (a single word of three letters or more) is read as its stem; two stems
are neighbours when each is among the other's K nearest (cosine, over the stems of WordNet
words only, so that misspellings and name fragments are not candidates) and their cosine is
at least MIN_COSINE.  Printed: one line per WordNet word and neighbouring word,
"word<TAB>neighbour<TAB>cosine", where the neighbour is every WordNet word of that stem
(the linker stems a relative again, so any of them names it).
"""
import os
import re
import subprocess
import sys

import numpy as np

WORD = re.compile(r'^[a-z]{3,}$')


def wordnet_words(folder):
    words = set()
    for pos in ('noun', 'verb', 'adj', 'adv'):
        with open(os.path.join(folder, 'index.' + pos), encoding='latin-1') as f:
            for line in f:
                if not line.startswith(' ') and WORD.match(line.split()[0]):
                    words.add(line.split()[0])
    return sorted(words)


def stems_of(tool, words):
    out = subprocess.run([tool], input='\n'.join(words) + '\n', capture_output=True,
                         text=True, check=True).stdout.split('\n')
    return [s.strip() for s in out[:len(words)]]


def load_vectors(path, wanted):
    keys, rows = [], []
    with open(path) as f:
        next(f)
        for line in f:
            parts = line.rstrip().split(' ')
            if parts[0] in wanted:
                keys.append(parts[0])
                rows.append(np.array(parts[1:], dtype=np.float32))
    m = np.vstack(rows)
    m /= np.linalg.norm(m, axis=1, keepdims=True) + 1e-9
    return keys, m


def main():
    vec_path, wordnet, tool, k, min_cos = sys.argv[1:6]
    k, min_cos = int(k), float(min_cos)
    words = wordnet_words(wordnet)
    by_stem = {}
    for word, stem in zip(words, stems_of(tool, words)):
        if stem and ' ' not in stem:
            by_stem.setdefault(stem, []).append(word)
    keys, m = load_vectors(vec_path, by_stem)
    top = np.zeros((len(keys), k), dtype=np.int64)
    cos = np.zeros((len(keys), k), dtype=np.float32)
    for start in range(0, len(keys), 2048):
        sims = m[start:start + 2048] @ m.T
        for r in range(sims.shape[0]):
            sims[r, start + r] = -2.0
        order = np.argpartition(-sims, k, axis=1)[:, :k]
        vals = np.take_along_axis(sims, order, axis=1)
        top[start:start + sims.shape[0]] = order
        cos[start:start + sims.shape[0]] = vals
    near = [set(row) for row in top]
    for i, key in enumerate(keys):
        for j, c in zip(top[i], cos[i]):
            if c >= min_cos and i in near[j]:
                for word in by_stem[key]:
                    for other in by_stem[keys[j]]:
                        print('%s\t%s\t%.3f' % (word, other, c))


if __name__ == '__main__':
    main()
