#!/usr/bin/python3
"""Gold-join census: on which column pairs do the gold queries join their tables?

For every gold query of Spider dev (827, on the PostgreSQL dev databases the Spider bench
uses: database_pg/, wta_1 from schemas_pg.sql), Spider train (7000, on schemas_pg.sql) and
GeoQuery (train + dev, 598, on geography.sql): parse it into the grammar with
dtfixup_sql_to_actions (the form training teaches), read the joins off the SQL rendered
from the actions, and sort every join equality by the rule the decoder applies with
dtfixup.join_on_keys (docs/grammar.md, "Joins on keys"; src/sql/sql_join_keys.c):

  fk        a declared foreign key pair (either direction, one component of a composite key)
  sibling   two columns that reference the same column
  name      the two tables are linked by no foreign key, and the names match: <table>_id /
            <table><key> naming the other table's primary key, or one name and type class
            (where the schema declares keys, one side's primary key or a name ending as a
            key's does, dormid, zip_code; a column equated with itself only if so named or
            naming a row); never an amount with cents (numeric(9,2), money)
  forbidden none of these: the decoder could not write this join
and counts the queries with an ON clause that is not made of column equalities under AND /
OR alone (the decoder could not write that ON either).

Joins are the ON equalities of table joins (`JOIN table AS tK ON ...`) and, for comma joins
(GeoQuery's gold uses them), WHERE equalities between columns of two table instances of the
same FROM.  The rule is mirrored here in Python (allowed_kind) to classify gold SQL that
PostgreSQL parses; the C code is what the decoder runs.

Runs against the cluster named by PGHOST/PGPORT/PGUSER, creating databases jk_*
(bench/join_keys/run.sh makes a throwaway one):
  python3 bench/join_keys/census.py DATA_DIR [--show N] [--json FILE]
      [--spider-answers dev_predictions.jsonl] [--geo-answers kfold_zeroshot.json]
The answer files are a Spider bench's and a GeoQuery k-fold's (PER_EXAMPLE=1): their ON
joins are sorted the same way (how many answers joined where the rule would refuse).
"""
import argparse
import collections
import csv
import io
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'grammar_roundtrip'))
from roundtrip import double_quoted_literals_to_single  # noqa: E402

IDENT = r'(?:"[^"]+"|[A-Za-z_][A-Za-z0-9_$]*)'
TABLE_REF = re.compile(r'(' + IDENT + r')\.(' + IDENT + r') AS t(\d+)\b')
ON_CLAUSE = re.compile(r'\bJOIN (' + IDENT + r')\.(' + IDENT + r') AS t(\d+) ON (.*?)'
                       r'(?= (?:LEFT )?JOIN | WHERE | GROUP BY | HAVING | ORDER BY | LIMIT |\)| UNION | INTERSECT | EXCEPT |$)')
EQUALITY = re.compile(r't(\d+)\.(' + IDENT + r') = t(\d+)\.(' + IDENT + r')')

SQL_FUNCTION = r"""
CREATE FUNCTION pg_temp.parse(gold text, sch name, OUT sql text, OUT message text)
LANGUAGE plpgsql AS $fn$
BEGIN
    sql := dtfixup_sql_to_actions(gold, ARRAY[sch])->>'sql';
EXCEPTION WHEN others THEN
    GET STACKED DIAGNOSTICS message = MESSAGE_TEXT;
END $fn$;
"""

CATALOG_QUERY = r"""
\copy (SELECT n.nspname, c.relname, a.attname, t.typcategory, pg_catalog.format_type(a.atttypid, a.atttypmod), EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conrelid = c.oid AND k.contype = 'p' AND a.attnum = ANY (k.conkey)) FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_type t ON t.oid = a.atttypid WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r','v','m','p','f') AND n.nspname NOT IN ('pg_catalog','information_schema','pg_toast')) TO STDOUT WITH CSV
\echo ====
\copy (SELECT n.nspname, c.relname, a.attname, rn.nspname, rc.relname, ra.attname FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_class rc ON rc.oid = k.confrelid JOIN pg_namespace rn ON rn.oid = rc.relnamespace CROSS JOIN LATERAL unnest(k.conkey, k.confkey) AS u(att, ratt) JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.att JOIN pg_attribute ra ON ra.attrelid = k.confrelid AND ra.attnum = u.ratt WHERE k.contype = 'f') TO STDOUT WITH CSV
"""


def psql(db, script, stdin_text=None):
    r = subprocess.run(['psql', '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', db, '-f', '-'],
                       input=script, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit('psql %s failed: %s' % (db, r.stderr[-2000:]))
    return r.stdout


def createdb(db, files):
    subprocess.run(['dropdb', '--if-exists', db], check=True)
    subprocess.run(['createdb', db], check=True)
    for f in files:
        subprocess.run(['psql', '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', db, '-f', f],
                       check=True, stdout=subprocess.DEVNULL)
    psql(db, 'CREATE EXTENSION dtfixup;')


def dev_file(spider, db_id):
    """database_pg/<db_id>.sql, its name compared without case (cre_doc_template_mgt.sql);
    None when there is none (wta_1)."""
    folder = os.path.join(spider, 'database_pg')
    for f in os.listdir(folder):
        if f.lower() == db_id.lower() + '.sql':
            return os.path.join(folder, f)
    return None


def unquote(name):
    return name[1:-1].replace('""', '"') if name.startswith('"') else name


class Catalog:
    """Columns, primary keys and foreign key pairs of one database."""

    def __init__(self, db):
        out = psql(db, CATALOG_QUERY)
        cols, fks = out.split('====\n')
        self.type = {}
        self.pk = set()
        self.cents = set()       # amounts with a declared scale: numeric(9,2), money
        for sch, tab, col, cat, typ, pk in csv.reader(io.StringIO(cols)):
            self.type[(sch, tab, col)] = {'N': 'number', 'S': 'text', 'D': 'time', 'B': 'boolean'}.get(cat, 'other')
            if pk == 't':
                self.pk.add((sch, tab, col))
            m = re.match(r'numeric\(\d+,(\d+)\)', typ)
            if typ.startswith('money') or (m and int(m.group(1)) > 0):
                self.cents.add((sch, tab, col))
        self.fk = set()          # (referencing column, referenced column)
        self.linked = set()      # (table, table), both orders
        self.keyed = set()       # schemas that declare a foreign key (one Spider database each)
        for sch, tab, col, rsch, rtab, rcol in csv.reader(io.StringIO(fks)):
            self.fk.add(((sch, tab, col), (rsch, rtab, rcol)))
            self.keyed.add(sch)
            self.linked.add(((sch, tab), (rsch, rtab)))
            self.linked.add(((rsch, rtab), (sch, tab)))

    def refs(self, c):
        return {r for a, r in self.fk if a == c}

    def names_key(self, a, b):
        """b names a's table's primary key a: <table>_id, <table>_<key>, <table><key>."""
        if a not in self.pk:
            return False
        tab = a[1].lower()
        stems = {tab, tab[:-1] if tab.endswith('s') else tab, tab[:-2] if tab.endswith('es') else tab}
        key = a[2].lower()
        name = b[2].lower()
        return any(name in (s + '_id', s + 'id', s + '_' + key, s + key) or name.endswith('_' + s + '_id')
                   for s in stems)

    def allowed_kind(self, a, b):
        if a == b and a in self.pk and sum(p[:2] == a[:2] for p in self.pk) == 1:
            return 'forbidden'   # one row twice
        if (a, b) in self.fk or (b, a) in self.fk:
            return 'fk'
        if self.refs(a) & self.refs(b):
            return 'sibling'
        if ((a[0], a[1]), (b[0], b[1])) in self.linked:
            return 'forbidden'
        ta, tb = self.type.get(a), self.type.get(b)
        if ta != tb or ta in (None, 'other'):
            return 'forbidden'
        if a in self.cents or b in self.cents:
            return 'forbidden'
        if self.names_key(a, b) or self.names_key(b, a):
            return 'name'
        n = a[2].lower()
        if n != b[2].lower() or n == 'id':
            return 'forbidden'
        # a schema that declares keys: a shared name relates two tables where it is one
        # side's primary key; two copies of one table, only on a column naming some row
        keyish = n.endswith(('id', 'code', 'key', 'no', 'num', 'number', 'nbr')) and n not in (
            'id', 'code', 'key', 'no', 'num', 'number', 'nbr')
        if a[0] in self.keyed and a not in self.pk and b not in self.pk and not keyish:
            return 'forbidden'
        if a == b and not keyish and not self.refs(a) and not any(
                p[2].lower() == n and p[:2] != a[:2] for p in self.pk):
            return 'forbidden'
        return 'name'


def predictions(path, geo):
    """(id, db_id, predicted sql) of a bench's answer file."""
    if geo:
        d = json.load(open(path))
        return [('%d.%d' % (f['fold'], i), 'geo', e.get('predicted') or '')
                for f in d['folds'] for i, e in enumerate(f['per_example'])]
    out = []
    for line in open(path):
        e = json.loads(line)
        out.append((str(e['dev_index']), e['db_id'], e.get('pred') or ''))
    return out


def on_shapes(sql):
    """For each ON clause of a table join: True when it is column equalities under AND/OR
    alone (what the decoder may write with dtfixup.join_on_keys), else False."""
    out = []
    for m in ON_CLAUSE.finditer(sql):
        rest = EQUALITY.sub('', m.group(4))
        out.append(re.sub(r'\b(AND|OR)\b|[()\s]', '', rest) == '')
    return out


def joins_of(sql):
    """(kind, column a, column b) of every join equality of the rendered SQL."""
    inst = {}
    for sch, tab, k in TABLE_REF.findall(sql):
        inst[k] = (unquote(sch), unquote(tab))
    out = []
    on_spans = []
    for m in ON_CLAUSE.finditer(sql):
        on_spans.append(m.span(4))
        for ka, ca, kb, cb in EQUALITY.findall(m.group(4)):
            if ka not in inst or kb not in inst:
                continue
            # the decoder equates a column of the instance being joined with an earlier one
            where = 'on' if (ka == m.group(3)) != (kb == m.group(3)) else 'on-not-the-joined-table'
            out.append((where, inst[ka] + (unquote(ca),), inst[kb] + (unquote(cb),)))
    for m in EQUALITY.finditer(sql):
        if any(s <= m.start() < e for s, e in on_spans):
            continue
        ka, ca, kb, cb = m.groups()
        if ka in inst and kb in inst and ka != kb:
            out.append(('where', inst[ka] + (unquote(ca),), inst[kb] + (unquote(cb),)))
    return out


def parse_all(db, items):
    """items: (id, schema, gold); returns {id: (rendered sql or None, message)}.  Spider's
    double-quoted string literals become single-quoted first (as the round-trip bench does)."""
    items = [(i, sch, double_quoted_literals_to_single(gold).strip().rstrip(';').strip())
             for i, sch, gold in items]
    lines = [SQL_FUNCTION, 'CREATE TEMP TABLE g (id text, sch name, gold text);',
             '\\copy g FROM STDIN WITH CSV']
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator='\n')
    for it in items:
        w.writerow(it)
    lines.append(buf.getvalue() + '\\.')
    lines.append("\\copy (SELECT id, (p).sql, (p).message FROM (SELECT id, pg_temp.parse(gold, sch) p FROM g) x) TO STDOUT WITH CSV")
    out = psql(db, '\n'.join(lines) + '\n')
    return {i: (s or None, m) for i, s, m in csv.reader(io.StringIO(out))}


def census(name, db, items, catalog, show, report):
    parsed = parse_all(db, items)
    kinds = collections.Counter()
    queries = collections.Counter()
    forbidden = []
    messages = collections.Counter()
    for qid, sch, gold in items:
        sql, msg = parsed[qid]
        if sql is None:
            queries['not parsed'] += 1
            messages[re.sub(r'"[^"]*"', '"…"', msg or '')[:70]] += 1
            continue
        queries['parsed'] += 1
        js = joins_of(sql)
        if js:
            queries['with joins'] += 1
        if not all(on_shapes(sql)):
            queries['with an ON that is not column equalities under AND/OR'] += 1
        bad = False
        for where, a, b in js:
            k = catalog.allowed_kind(a, b) if where != 'on-not-the-joined-table' else 'forbidden'
            kinds[(where, k)] += 1
            if k == 'forbidden':
                bad = True
                forbidden.append((qid, where, a, b, gold))
        if bad:
            queries['with a forbidden join'] += 1
            if any(w != 'where' and (w != 'on' or catalog.allowed_kind(a, b) == 'forbidden') for w, a, b in js):
                queries['with a forbidden ON join'] += 1
    report[name] = {'queries': dict(queries), 'equalities': {'%s/%s' % k: v for k, v in sorted(kinds.items())},
                    'forbidden': [{'id': q, 'where': w, 'a': '.'.join(a), 'b': '.'.join(b), 'gold': g}
                                  for q, w, a, b, g in forbidden]}
    print('== %s: %s' % (name, dict(queries)))
    print('   equalities: %s' % report[name]['equalities'])
    if show:
        print('   not parsed, by message: %s' % messages.most_common(8))
    pairs = collections.Counter(('.'.join(a[1:]), '.'.join(b[1:])) for _, _, a, b, _ in forbidden)
    for (a, b), n in pairs.most_common(show):
        print('   forbidden %3d  %s = %s' % (n, a, b))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('data')
    ap.add_argument('--show', type=int, default=15)
    ap.add_argument('--json', default=None, help='write the full report here')
    ap.add_argument('--spider-answers', default=None,
                    help="a Spider bench's dev_predictions.jsonl: classify the joins of its answers too")
    ap.add_argument('--geo-answers', default=None,
                    help="a GeoQuery bench's kfold_*.json (PER_EXAMPLE=1): the same")
    ap.add_argument('--json-answers', default=None,
                    help='write the ids of the answers with a forbidden ON join to PREFIX.spider / PREFIX.geoquery')
    ap.add_argument('--answers-only', action='store_true',
                    help='skip the gold census (the jk_* databases of an earlier run must exist)')
    args = ap.parse_args()
    if args.answers_only:
        answers(args, os.path.join(args.data, 'spider'))
        return
    spider = os.path.join(args.data, 'spider')
    geo = os.path.join(args.data, 'geoquery')
    report = {}

    # Spider train and wta_1 (dev): tables.json's schemas, one PostgreSQL schema per db_id
    createdb('jk_spider_schemas', [os.path.join(spider, 'schemas_pg.sql')])
    schemas = Catalog('jk_spider_schemas')
    train = json.load(open(os.path.join(spider, 'train_spider_core.json')))
    items = [(str(i), ex['db_id'].lower(), ex['query']) for i, ex in enumerate(train)]
    census('spider_train', 'jk_spider_schemas', items, schemas, args.show, report)

    # Spider dev on the bench's databases
    dev = json.load(open(os.path.join(spider, 'dev.json')))
    by_db = collections.defaultdict(list)
    for ex in dev:
        by_db[ex['db_id']].append(ex)
    total = {}
    for db_id in sorted(by_db):
        f = dev_file(spider, db_id)
        items = [(str(ex['dev_index']), 'public' if f else db_id.lower(), ex['query'])
                 for ex in by_db[db_id]]
        if f:
            db = 'jk_dev_' + db_id.lower()
            createdb(db, [f])
            cat = Catalog(db)
        else:
            db, cat = 'jk_spider_schemas', schemas
        census('spider_dev/' + db_id, db, items, cat, 0, total)
    merged = {'queries': collections.Counter(), 'equalities': collections.Counter(), 'forbidden': []}
    for r in total.values():
        merged['queries'].update(r['queries'])
        merged['equalities'].update(r['equalities'])
        merged['forbidden'].extend(r['forbidden'])
    report['spider_dev'] = {'queries': dict(merged['queries']), 'equalities': dict(merged['equalities']),
                            'forbidden': merged['forbidden']}
    print('== spider_dev (all): %s' % report['spider_dev']['queries'])
    print('   equalities: %s' % report['spider_dev']['equalities'])
    pairs = collections.Counter((f['a'].split('.', 1)[1], f['b'].split('.', 1)[1]) for f in merged['forbidden'])
    for (a, b), n in pairs.most_common(args.show):
        print('   forbidden %3d  %s = %s' % (n, a, b))

    # GeoQuery
    createdb('jk_geo', [os.path.join(geo, 'geography.sql')])
    items = []
    for part in ('train', 'dev'):
        for i, line in enumerate(open(os.path.join(geo, part + '.jsonl'))):
            items.append(('%s%d' % (part, i), 'public', json.loads(line)['sql']))
    census('geoquery', 'jk_geo', items, Catalog('jk_geo'), args.show, report)
    if args.json:
        json.dump(report, open(args.json, 'w'), indent=1)
    answers(args, spider)


def answers(args, spider):
    """The joins of a bench's answers, by kind: how many a rule would have refused."""
    sets = []
    if args.spider_answers:
        sets.append(('spider answers', predictions(args.spider_answers, False)))
    if args.geo_answers:
        sets.append(('geoquery answers', predictions(args.geo_answers, True)))
    catalogs = {}
    for name, preds in sets:
        kinds = collections.Counter()
        bad = []
        for qid, db_id, sql in preds:
            if db_id not in catalogs:
                if db_id == 'geo':
                    catalogs[db_id] = Catalog('jk_geo')
                elif dev_file(spider, db_id):
                    catalogs[db_id] = Catalog('jk_dev_' + db_id.lower())
                else:
                    catalogs[db_id] = Catalog('jk_spider_schemas')
            for where, a, b in joins_of(sql):
                if db_id != 'geo' and not dev_file(spider, db_id):
                    # the bench moves a schema-only database to schema public (prepare.py)
                    a, b = (db_id.lower(),) + a[1:], (db_id.lower(),) + b[1:]
                k = catalogs[db_id].allowed_kind(a, b)
                kinds[(where, k)] += 1
                if k == 'forbidden' and where == 'on':
                    bad.append((qid, '.'.join(a[1:]), '.'.join(b[1:])))
        if args.json_answers:
            with open(args.json_answers + '.' + name.split()[0], 'w') as f:
                json.dump(sorted({q for q, _, _ in bad}), f)
        print('== %s: %s' % (name, {'%s/%s' % k: v for k, v in sorted(kinds.items())}))
        print('   answers with a forbidden ON join: %d' % len({q for q, _, _ in bad}))
        for (a, b), n in collections.Counter((a, b) for _, a, b in bad).most_common(args.show):
            print('   forbidden %3d  %s = %s' % (n, a, b))


if __name__ == '__main__':
    main()
