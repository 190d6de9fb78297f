#!/usr/bin/env python3
"""bench/realdb/adapt_summary.py REALDB_DIR OUT RUN... — the runs of bench/realdb/adapt.sh
compared: per run, execution and exact match over all questions and over the questions that
are not among the 20 corrections (the first by md5(id), each database's share of 20), and
adapt's time per database (from OUT/<run>.log)."""
import hashlib
import json
import os
import sys


def main():
    realdb, out, runs = sys.argv[1], sys.argv[2], sys.argv[3:]
    dbs = sorted(d for d in os.listdir(realdb)
                 if os.path.isfile(os.path.join(realdb, d, 'questions.jsonl')))
    questions = {}
    for db in dbs:
        with open(os.path.join(realdb, db, 'questions.jsonl')) as f:
            questions[db] = [json.loads(l) for l in f if l.strip()]
    total = sum(len(q) for q in questions.values())
    corrections = set()
    for db in dbs:
        k = int(round(20.0 * len(questions[db]) / total + 1e-9))
        ranked = sorted(questions[db], key=lambda q: hashlib.md5(q['id'].encode()).hexdigest())
        corrections.update(q['id'] for q in ranked[:k])
    print('corrections: %d questions; held out: %d of %d' % (len(corrections), total - len(corrections), total))
    print('%-9s %-14s %6s %6s %6s   %s' % ('run', 'questions', 'n', 'exec', 'exact', 'adapt seconds per database'))
    for run in runs:
        rows = []
        for db in dbs:
            path = os.path.join(out, run, db + '.jsonl')
            if os.path.exists(path):
                with open(path) as f:
                    rows += [json.loads(l) for l in f if l.strip()]
        seconds = []
        log = os.path.join(out, run + '.log')
        if os.path.exists(log):
            with open(log) as f:
                seconds = [l.split()[1] + '=' + l.split()[2] for l in f if l.startswith('adapt_seconds')]
        for label, sel in (('all', rows), ('held-out', [r for r in rows if r['id'] not in corrections])):
            n = len(sel)
            ex = sum(1 for r in sel if r.get('exec'))
            em = sum(1 for r in sel if r.get('exact'))
            print('%-9s %-14s %6d %5.1f%% %5.1f%%   %s' % (run, label, n, 100.0 * ex / max(n, 1),
                                                       100.0 * em / max(n, 1), ' '.join(seconds)))


if __name__ == '__main__':
    main()
