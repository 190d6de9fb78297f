#!/usr/bin/env python3
"""bench/word_vectors/corpus.py WORDNET_DIR GCIDE_DICT_DZ [SPIDER_DIR] > corpus.txt

Plain English text for word vectors, one unit per line, from what Debian installs:
- WordNet 3.0 (wordnet-base): each synset as its lemmas, then its gloss and examples, so
  that a synset's words share their context;
- GCIDE (dict-gcide, the 1913 Webster and its supplements): each entry as its headword,
  then its definition, without pronunciations, etymologies, citations and source tags;
- with SPIDER_DIR, Spider's training questions and every schema's table and column names
  (training data only: no dev question goes in).
"""
import gzip
import json
import os
import re
import sys


def wordnet(folder):
    for pos in ("noun", "verb", "adj", "adv"):
        with open(os.path.join(folder, "data." + pos), encoding="latin-1") as f:
            for line in f:
                if line.startswith("  "):          # the licence header
                    continue
                head, _, gloss = line.partition(" | ")
                fields = head.split()
                n_words = int(fields[3], 16)
                lemmas = [re.sub(r"\(.*\)$", "", fields[4 + 2 * i]).replace("_", " ")
                          for i in range(n_words)]
                yield " , ".join(lemmas) + " : " + gloss.strip()


HEADWORD = re.compile(r"^(\S[^\\\n]*?) \\[^\\]*\\")
MARKUP = [
    (r"\[1913 Webster\]|\[PJC\]|\[WordNet 1\.5\]|\[Webster 1913 Suppl\.\]", " "),
    (r"\\[^\\]*\\", " "),                                    # pronunciations
    (r"\[(Etym|L\.|F\.|Gr\.|AS\.|OE\.)[^\]]*\]", " "),       # etymologies
    (r"--[A-Z][A-Za-z. ]*\.", " "),                          # citations
    (r"[{}]", ""),
    (r"\[~?[a-z=^'`]+\]", ""),                               # accented letters
]


def gcide(path):
    text = gzip.open(path, "rt", encoding="utf-8", errors="replace").read()
    for block in text.split("\n\n"):
        lines = block.strip().split("\n")
        m = HEADWORD.match(lines[0])
        if m is None:
            continue
        body = " ".join(line.strip() for line in lines[1:])
        for pattern, repl in MARKUP:
            body = re.sub(pattern, repl, body)
        if body.strip():
            yield m.group(1) + " : " + body


def spider(folder):
    with open(os.path.join(folder, "train_spider_core.json")) as f:
        for ex in json.load(f):
            yield ex["question"]
    with open(os.path.join(folder, "tables.json")) as f:
        for db in json.load(f):
            yield from db["table_names"]
            for _, name in db["column_names"]:
                yield name


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__.strip().split("\n")[0])
    sources = [wordnet(sys.argv[1]), gcide(sys.argv[2])]
    if len(sys.argv) == 4:
        sources.append(spider(sys.argv[3]))
    for source in sources:
        for line in source:
            sys.stdout.write(line + "\n")


if __name__ == "__main__":
    main()
