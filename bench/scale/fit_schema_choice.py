#!/usr/bin/env python3
"""bench/scale/fit_schema_choice.py — retrieval's schema choice (src/schema/retrieval.c,
question_schema) replayed in Python on the links of many questions, to measure and fit it
without running the parser.

    psql -d scale -v csv=questions.csv -f bench/scale/links.sql > links.jsonl   (load.sh's db)
    psql -d scale -At -c "SELECT n.nspname, c.relname FROM pg_class c JOIN pg_namespace n
        ON n.oid = c.relnamespace WHERE c.relkind = 'r' AND n.nspname NOT LIKE 'pg\\_%'
        AND n.nspname NOT IN ('information_schema', 'public', 'dtfixup')" > tables.txt
    python3 bench/scale/fit_schema_choice.py tables.txt links.jsonl [--search]

questions.csv: split, idx, db, question (Spider's train questions as split 'train', dev as
'dev').  Prints, per split and per order of the schemas (the question's own schema first, as
ask.sql at K = 165; or a pseudo-random order with it anywhere), how often the choice is the
question's schema: with the hand weights, and with the query-word rule
(retrieval_link_is_query_word).  --search: a coordinate search over the six name-link
weights and a factor on query-word links, on the train questions only (objective: accuracy
with the own schema first + half of it in random order); value links are left out of train
questions, whose schemas are empty (load.sh loads contents for the dev schemas only, so a
train question's value links all point to other schemas).
"""
import collections
import hashlib
import json
import math
import re
import sys

STOP = None  # filled from src/text/stopwords.c
QUERY_WORDS = set('''all alphabetical ascending average avg biggest count counts descending
different distinct each fewer find first give greatest higher highest largest larger last least
less list lower lowest many max maximum mean min minimum more most much number numbers order
ordered return show smaller smallest sort sorted sum times top total'''.split())
CLASSES = ['TE', 'TP', 'TL', 'CE', 'CP', 'CL', 'VE', 'VL']
HAND = [3.0, 1.0, 1.5, 2.0, 0.5, 0.75, 2.0, 1.0]


def stopwords():
    src = open(__file__.rsplit('/bench/', 1)[0] + '/src/text/stopwords.c').read()
    return set(re.findall(r'"([a-z]+)"', src))


def link_class(k, m):
    c = k[0].upper()
    if m in ('lexicon', 'comment'):
        return CLASSES.index(c + 'L')
    if m == 'exact':
        return CLASSES.index(c + 'E')
    return CLASSES.index('VL' if c == 'V' else c + 'P')


def is_query_word(k, m, s, e, name):
    """retrieval_link_is_query_word, on the name split at '_'"""
    if k == 'value' or m not in ('exact', 'partial'):
        return False
    words = [w for w in re.split(r'_+', name.lower()) if w and w not in STOP]
    nq = sum(w in QUERY_WORDS or w.isdigit() for w in words)
    if not words or nq == 0:
        return False
    return nq == len(words) if m == 'exact' else (e - s) <= nq


def order_of(q, mode):
    if mode == 'first':
        return q['order']
    return sorted(q['order'], key=lambda s: hashlib.md5(
        ('%s:%d:%s' % (q['split'], q['idx'], s)).encode()).hexdigest())


def spans(q, tables, mode, values):
    """(gold run, number of runs, [(run, classes (+8: query word), specificity)])"""
    order = order_of(q, mode)
    pos = {s: i for i, s in enumerate(order)}
    first_with = {}
    for s in order:
        for t in tables[s]:
            first_with.setdefault(t, s)
    sp = collections.defaultdict(set)
    for l in q['links']:
        if l['k'] not in ('table', 'column', 'value') or l['sc'] not in pos:
            continue
        if l['k'] == 'table' and first_with.get(l['t']) != l['sc']:
            continue            # shadowed by an earlier schema's table of that name
        if l['k'] == 'value' and not values:
            continue
        c = link_class(l['k'], l['m'])
        qw = is_query_word(l['k'], l['m'], l['s'], l['e'], l['c'] if l['k'] == 'column' else l['t'])
        sp[(pos[l['sc']], l['s'], l['e'])].add(c + (8 if qw else 0))
    df = collections.Counter((s, e) for (_, s, e) in sp)
    n = len(order)
    return (pos[q['db']], n, sorted((run, tuple(cs), math.log((n + 1.0) / (df[(s, e)] + 0.5)))
                                    for (run, s, e), cs in sp.items()))


def choice(P, W, qf):
    gold, n, items = P
    cov = collections.defaultdict(float)
    for run, cs, idf in items:
        cov[run] += idf * max(W[c] if c < 8 else W[c - 8] * qf for c in cs)
    best, bv = 0, cov.get(0, 0.0)
    for r in range(1, n):
        if cov.get(r, 0.0) > bv:
            best, bv = r, cov[r]
    return best


def rate(PS, W, qf):
    return sum(choice(P, W, qf) == P[0] for P in PS) / max(1, len(PS))


def search(TF, TR):
    W6, qf = HAND[:6], 1.0

    def full(w):
        return w + [w[3], w[3] / 2]     # values as column names: exact = CE, lexicon = CE / 2

    def obj(w, f):
        a, b = rate(TF, full(w), f), rate(TR, full(w), f)
        return a + 0.5 * b, a, b
    best = obj(W6, qf)
    for _ in range(3):
        improved = False
        for j in range(7):
            for f in (0.0, 0.5, 0.7, 0.85, 1.2, 1.4, 2.0):
                if j < 6:
                    cand, cf = list(W6), qf
                    cand[j] *= f
                else:
                    cand, cf = W6, f
                o = obj(cand, cf)
                if o[0] > best[0] + 0.0007:
                    best, W6, qf, improved = o, list(cand), cf, True
                    print('  weights %s query-word factor %s: first %.4f random %.4f'
                          % ([round(x, 3) for x in W6], cf, o[1], o[2]), flush=True)
        if not improved:
            break
    return full(W6), qf


def main():
    global STOP
    STOP = stopwords()
    tables = collections.defaultdict(set)
    for line in open(sys.argv[1]):
        s, t = line.rstrip('\n').split('|')[:2]
        tables[s].add(t)
    qs = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
    PS = {}
    for split in sorted(set(q['split'] for q in qs)):
        for mode in ('first', 'random'):
            PS[(split, mode)] = [spans(q, tables, mode, split != 'train') for q in qs if q['split'] == split]
    for (split, mode), P in sorted(PS.items()):
        print('%s (%d), own schema %s: hand %.4f, query-word rule %.4f'
              % (split, len(P), 'first' if mode == 'first' else 'anywhere',
                 rate(P, HAND, 1.0), rate(P, HAND, 0.0)))
    if '--search' in sys.argv and ('train', 'first') in PS:
        W, qf = search(PS[('train', 'first')], PS[('train', 'random')])
        for (split, mode), P in sorted(PS.items()):
            print('searched weights: %s %s %.4f' % (split, mode, rate(P, W, qf)))


if __name__ == '__main__':
    main()
