#!/usr/bin/env python3
"""bench/word_vectors/fit_map.py ROWS.tsv VECTORS.bin VECTORS.vec THRESHOLD PAIRS_OUT

Two ways to give words the model never saw a trained row, from word vectors trained on
dictionary text (fastText), both measured here:
1. a linear map from the vectors to the model's rows, fitted by ridge regression on the
   words the model knows; printed: R^2 and mean cosine on a held-out fifth of those words;
2. the row of the nearest known word: every word of the vectors' vocabulary that the model
   does not know (letters only, 3 or more) with its nearest known word by cosine, written
   to PAIRS_OUT as "word known cosine" when the cosine is at least THRESHOLD.
Needs numpy (Debian's python3-numpy) and fasttext on the PATH.
"""
import re
import subprocess
import sys

import numpy as np


def model_rows(path):
    words, rows = [], []
    with open(path) as f:
        for line in f:
            fields = line.split()
            words.append(fields[0])
            rows.append([float(x) for x in fields[1:]])
    return words[2:], np.array(rows[2:])          # ids 0 and 1: <pad>, <unk>


def vectors(binary, words):
    """fastText's vector of each word (from its sub-words when out of its vocabulary)."""
    out = subprocess.run(["fasttext", "print-word-vectors", binary], input="\n".join(words) + "\n",
                         capture_output=True, text=True, check=True).stdout
    return np.array([[float(x) for x in line.split()[1:]] for line in out.strip().split("\n")])


def unit(m):
    return m / np.maximum(np.linalg.norm(m, axis=1, keepdims=True), 1e-12)


def ridge(x, y, lam):
    xa = np.hstack([x, np.ones((len(x), 1))])
    reg = lam * np.eye(xa.shape[1])
    reg[-1, -1] = 0.0                              # the bias is not shrunk
    return np.linalg.solve(xa.T @ xa + reg, xa.T @ y)


def linear_map_report(x, y):
    order = np.random.default_rng(0).permutation(len(y))
    test, train = order[:len(y) // 5], order[len(y) // 5:]
    for lam in (0.1, 1.0, 10.0, 100.0):
        m = ridge(x[train], y[train], lam)
        pred = np.hstack([x[test], np.ones((len(test), 1))]) @ m
        r2 = 1 - ((pred - y[test]) ** 2).sum() / ((y[test] - y[train].mean(0)) ** 2).sum()
        cos = (unit(pred) * unit(y[test])).sum(1).mean()
        print(f"linear map, ridge {lam:g}: held-out R^2 {r2:.3f}, mean cosine {cos:.3f} "
              f"({len(train)} words fitted, {len(test)} held out)")


def main():
    if len(sys.argv) != 6:
        sys.exit(__doc__.strip().split("\n")[0])
    rows_path, binary, vec_path, threshold, pairs_path = sys.argv[1:]
    known, y = model_rows(rows_path)
    x = vectors(binary, known)
    linear_map_report(x, y)
    with open(vec_path) as f:
        next(f)
        known_set = set(known)
        new = [w for w in (line.split(" ", 1)[0] for line in f)
               if w not in known_set and re.fullmatch(r"[a-z]{3,}", w)]
    sim = unit(vectors(binary, new)) @ unit(x).T
    best, cos = sim.argmax(1), sim.max(1)
    kept = 0
    with open(pairs_path, "w") as out:
        for i in np.argsort(-cos):
            if cos[i] >= float(threshold):
                out.write(f"{new[i]} {known[best[i]]} {cos[i]:.3f}\n")
                kept += 1
    print(f"nearest known word: {kept} of {len(new)} new words at cosine >= {threshold}")


if __name__ == "__main__":
    main()
