#!/usr/bin/env python3
"""bench/realdb/summarize.py — the figures of a bench/realdb/run.sh run.

    python3 bench/realdb/summarize.py [--out SUMMARY.json] DB.jsonl ...
    python3 bench/realdb/summarize.py --compare BEFORE_DIR AFTER_DIR

Reads the per-question results that bench/realdb/evaluate.sql wrote (one JSON object per
line) and prints, per database and over all of them: execution accuracy over every question
and over the questions whose gold query is inside dtfixup's grammar, exact match, nl2sql's
p50 and p95 latency; what the default dtfixup.min_confidence would keep (answers at or above
it, and how many of those are right); then execution accuracy per kind of question (the
"kinds" tags).
--out writes the same figures as JSON.  --compare reads the <db>.jsonl files of two run
folders and lists the questions whose execution verdict changed.
"""
import argparse
import json
import os
import sys


def read_rows(paths):
    rows = []
    for path in paths:
        with open(path, encoding='utf-8') as f:
            rows.extend(json.loads(line) for line in f if line.strip())
    return rows


def percentile(values, p):
    """The p-th percentile, linear between closest ranks (PostgreSQL's percentile_cont)."""
    if not values:
        return None
    v = sorted(values)
    pos = (len(v) - 1) * p
    lo = int(pos)
    hi = min(lo + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (pos - lo)


def figures(rows):
    n = len(rows)
    inside = [r for r in rows if r['in_grammar']]
    ms = [r['ms'] for r in rows]
    return {
        'questions': n,
        'exec': sum(r['exec'] for r in rows),
        'exec_pct': round(100.0 * sum(r['exec'] for r in rows) / n, 1) if n else None,
        'in_grammar': len(inside),
        'exec_in_grammar': sum(r['exec'] for r in inside),
        'exec_in_grammar_pct': (round(100.0 * sum(r['exec'] for r in inside) / len(inside), 1)
                                if inside else None),
        'exact': sum(r['exact'] for r in rows),
        'exact_pct': round(100.0 * sum(r['exact'] for r in rows) / n, 1) if n else None,
        'p50_ms': round(percentile(ms, 0.5), 1) if ms else None,
        'p95_ms': round(percentile(ms, 0.95), 1) if ms else None,
        'errors': sum(1 for r in rows if r.get('error')),
        'kept': len(kept(rows)),
        'kept_exec': sum(r['exec'] for r in kept(rows)),
    }


def kept(rows):
    """The answers the default dtfixup.min_confidence keeps (run.sh scores every answer)."""
    return [r for r in rows if r.get('confidence') is not None and r.get('threshold') is not None
            and r['confidence'] >= r['threshold']]


def line(name, f):
    return ('%-14s %4d  %5.1f%% (%3d)  %4d  %5s (%3d)  %5.1f%%  %7.1f  %7.1f' % (
        name, f['questions'], f['exec_pct'], f['exec'], f['in_grammar'],
        '%.1f%%' % f['exec_in_grammar_pct'] if f['exec_in_grammar_pct'] is not None else '-',
        f['exec_in_grammar'], f['exact_pct'], f['p50_ms'], f['p95_ms']))


def summarize(paths, out):
    rows = read_rows(paths)
    dbs = []
    for r in rows:
        if r['db'] not in dbs:
            dbs.append(r['db'])
    summary = {'databases': {}, 'all': figures(rows), 'kinds': {}}
    print('%-14s %4s  %-12s  %4s  %-11s  %6s  %7s  %7s' % (
        'database', 'n', 'exec', 'gram', 'exec(gram)', 'exact', 'p50 ms', 'p95 ms'))
    for db in dbs:
        f = figures([r for r in rows if r['db'] == db])
        summary['databases'][db] = f
        print(line(db, f))
    print(line('all', summary['all']))
    a = summary['all']
    if rows and rows[0].get('threshold') is not None:
        print('\nat the default dtfixup.min_confidence (%s): %d of %d answered (%.1f%%), %d of them right'
              ' (%s); the others refused' % (
                  rows[0]['threshold'], a['kept'], a['questions'], 100.0 * a['kept'] / a['questions'],
                  a['kept_exec'], '%.1f%%' % (100.0 * a['kept_exec'] / a['kept']) if a['kept'] else '-'))
    kinds = sorted({k for r in rows for k in r['kinds']})
    print('\nper kind (all databases): n, execution match, inside the grammar, execution match there')
    for k in kinds:
        f = figures([r for r in rows if k in r['kinds']])
        summary['kinds'][k] = f
        print('  %-10s %4d  %5.1f%%  %4d  %s' % (
            k, f['questions'], f['exec_pct'], f['in_grammar'],
            '%.1f%%' % f['exec_in_grammar_pct'] if f['exec_in_grammar_pct'] is not None else '-'))
    if out:
        with open(out, 'w', encoding='utf-8') as f:
            json.dump(summary, f, indent=1)


def compare(before_dir, after_dir):
    def load(d):
        files = [os.path.join(d, f) for f in sorted(os.listdir(d))
                 if f.endswith('.jsonl')]
        return {r['id']: r for r in read_rows(files)}
    before, after = load(before_dir), load(after_dir)
    fixed = [i for i in after if i in before and after[i]['exec'] and not before[i]['exec']]
    broken = [i for i in after if i in before and before[i]['exec'] and not after[i]['exec']]
    for label, ids in (('fixed', fixed), ('broken', broken)):
        print('%s: %d' % (label, len(ids)))
        for i in ids:
            print('  %s  %s\n    before: %s\n    after:  %s' % (
                i, after[i]['question'], before[i]['pred'], after[i]['pred']))


def main():
    ap = argparse.ArgumentParser(description='figures of a bench/realdb run')
    ap.add_argument('files', nargs='*')
    ap.add_argument('--out')
    ap.add_argument('--compare', nargs=2, metavar=('BEFORE_DIR', 'AFTER_DIR'))
    args = ap.parse_args()
    if args.compare:
        compare(*args.compare)
    elif args.files:
        summarize(args.files, args.out)
    else:
        ap.error('give the result files, or --compare with two folders')
        sys.exit(2)


if __name__ == '__main__':
    main()
