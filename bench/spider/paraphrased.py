#!/usr/bin/env python3
"""bench/spider/paraphrased.py — the hand-reworded Spider dev questions as a dev.json file.

    python3 bench/spider/paraphrased.py SPIDER_DIR OUT.json [--set 1|2|3] [--original]

bench/spider/paraphrases.txt holds 288 Spider dev questions reworded by hand the way a person
asks (set 1: 62, every schema word replaced; set 2: 51, written later on other questions,
one or two words replaced; set 3: 175, written without WordNet at hand: jargon,
abbreviations, colloquial forms, reordered clauses, columns left implicit, other question
forms, words that WordNet lacks or does not pair with the schema's, unlike the WordNet
variant of synonyms.py).  Each line keeps its dev question's gold query, so the file
OUT.json is evaluated like dev.json (DEV_JSON=OUT.json sh bench/spider/evaluate.sh ...).
--original writes the same questions as Spider words them, for a side-by-side baseline.
An evaluation set: never train on it.
"""
import argparse
import json
import os


def read_lines(path):
    rows = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            if line.startswith('#') or not line.strip():
                continue
            which, index, question = line.rstrip('\n').split('|', 2)
            rows.append((which, int(index), question))
    return rows


def main():
    ap = argparse.ArgumentParser(description='the hand-reworded Spider dev questions')
    ap.add_argument('spider_dir')
    ap.add_argument('out_json')
    ap.add_argument('--set', choices=('1', '2', '3'), help='one set only (default: both)')
    ap.add_argument('--original', action='store_true', help="Spider's own wording")
    args = ap.parse_args()
    with open(os.path.join(args.spider_dir, 'dev.json'), encoding='utf-8') as f:
        dev = json.load(f)
    here = os.path.dirname(os.path.abspath(__file__))
    out = []
    for which, index, question in read_lines(os.path.join(here, 'paraphrases.txt')):
        if args.set is not None and which != args.set:
            continue
        entry = dict(dev[index])
        if not args.original:
            entry['question'] = question
            entry['question_toks'] = question.split()
        out.append(entry)
    with open(args.out_json, 'w', encoding='utf-8') as f:
        json.dump(out, f)
    print('paraphrased.py: %d questions -> %s' % (len(out), args.out_json))


if __name__ == '__main__':
    main()
