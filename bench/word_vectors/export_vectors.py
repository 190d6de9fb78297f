#!/usr/bin/env python3
"""bench/word_vectors/export_vectors.py VECTORS.bin OUT

A fastText model (skipgram or cbow, trained on the parser's word keys: stem_corpus) to the
file of dtfixup_finetune's option word_vectors (src/pg/train/word_vectors_file.h): every
word of its vocabulary with its whole vector (fasttext print-word-vectors: the mean of the
word's row and its n-gram rows), then its n-gram bucket rows, bucket 0 first.  fastText
hashes a word's n-grams of "<word>" with 32-bit FNV-1a modulo its bucket count, as the
parser's text_subword_buckets does, so a model trained with -bucket equal to the parser's
hash_buckets (20000) and -minn 3 -maxn 5 gives rows the parser can take as they are.
"""
import struct
import subprocess
import sys

FASTTEXT_MAGIC = 793712314


def read_bin(path):
    """(dim, words, bucket count, bucket rows as a list of byte strings) of a fastText .bin"""
    with open(path, "rb") as f:
        magic, version = struct.unpack("<ii", f.read(8))
        if magic != FASTTEXT_MAGIC or version != 12:
            sys.exit(f"{path}: not a fastText model of format version 12")
        args = struct.unpack("<12id", f.read(12 * 4 + 8))
        dim, bucket, minn, maxn = args[0], args[8], args[9], args[10]
        if (minn, maxn) != (3, 5):
            sys.exit(f"{path}: trained with -minn {minn} -maxn {maxn}; the parser hashes 3- to 5-grams")
        size, nwords, _nlabels, _ntokens, prune = struct.unpack("<iiiqq", f.read(28))
        if prune > 0:                                   # -1: not pruned
            sys.exit(f"{path}: a pruned (quantized) model; export the unpruned one")
        words = []
        for _ in range(size):
            word = bytearray()
            while (c := f.read(1)) != b"\0":
                word += c
            f.read(9)                                   # count (int64), entry type (int8)
            words.append(word.decode("utf-8", errors="replace"))
        if f.read(1) != b"\0":
            sys.exit(f"{path}: a quantized model; export the unquantized one")
        rows, cols = struct.unpack("<qq", f.read(16))
        if rows != nwords + bucket or cols != dim:
            sys.exit(f"{path}: an input matrix of {rows} x {cols}, not {nwords + bucket} x {dim}")
        f.seek(4 * dim * nwords, 1)
        buckets = [f.read(4 * dim) for _ in range(bucket)]
    return dim, words[:nwords], bucket, buckets


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().split("\n")[0])
    dim, words, bucket, buckets = read_bin(sys.argv[1])
    vectors = subprocess.run(["fasttext", "print-word-vectors", sys.argv[1]],
                             input="\n".join(words) + "\n", capture_output=True, text=True,
                             check=True).stdout.strip().split("\n")
    if len(vectors) != len(words):
        sys.exit("fasttext print-word-vectors gave %d vectors for %d words" % (len(vectors), len(words)))
    vectors = [v for v in vectors if not v.startswith("</s> ")]   # fastText's end-of-line token
    with open(sys.argv[2], "w") as out:
        out.write(f"dtfixup-word-vectors {len(vectors)} {bucket} {dim}\n")
        for line in vectors:
            out.write(" ".join(line.split()) + "\n")      # word and numbers, single spaces
        fmt = "<%df" % dim
        for row in buckets:
            out.write(" ".join("%.6g" % x for x in struct.unpack(fmt, row)) + "\n")


if __name__ == "__main__":
    main()
