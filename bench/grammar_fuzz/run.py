#!/usr/bin/python3
"""Grammar fuzz check: do random legal action sequences render to SQL PostgreSQL accepts?

A random decoder (src/sql/sql_random.c, via bench/grammar_fuzz/random_sql) emits only
actions the transition system's frontier allows; each resulting query goes through EXPLAIN
(parse analysis and planning, no execution) on the database it was drawn for.  Prints the
share accepted and a histogram of PostgreSQL's errors.  Runs against the cluster named by
PGHOST/PGPORT/PGUSER (run.sh makes a throwaway one with pg_virtualenv).
"""
import argparse
import collections
import csv
import io
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "grammar_roundtrip"))
from roundtrip import create_database, literal, psql  # noqa: E402

SCHEMA_QUERY = r"""
\copy (SELECT t->>'schema', t->>'name', c->>'name', c->>'type_class', c->>'primary_key' FROM jsonb_array_elements(dtfixup_schema_graph()->'tables') WITH ORDINALITY AS x(t, i), jsonb_array_elements(t->'columns') WITH ORDINALITY AS y(c, j) ORDER BY i, j) TO STDOUT
"""

VALUES_QUERY = r"""
DO $$
DECLARE r record;
BEGIN
  CREATE TEMP TABLE fuzz_values(v text);
  FOR r IN SELECT t->>'schema' AS s, t->>'name' AS n, c->>'name' AS c
           FROM jsonb_array_elements(dtfixup_schema_graph()->'tables') t, jsonb_array_elements(t->'columns') c
           WHERE c->>'type_class' = 'text' LOOP
    EXECUTE format('INSERT INTO fuzz_values SELECT DISTINCT %I::text FROM %I.%I WHERE %I IS NOT NULL LIMIT 3', r.c, r.s, r.n, r.c);
  END LOOP;
END $$;
\copy (SELECT DISTINCT v FROM fuzz_values WHERE v !~ '[\t\n\r\\]' AND length(v) < 60 ORDER BY v) TO STDOUT
"""

CHECK_FUNCTION = r"""
CREATE FUNCTION pg_temp.accepts(q text, OUT state text, OUT message text) LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE 'EXPLAIN ' || q;
EXCEPTION WHEN others THEN
  GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, message = MESSAGE_TEXT;
END $fn$;
"""


def check_queries(db, queries):
    buf = io.StringIO()
    buf.write("SET client_min_messages = warning;\n" + CHECK_FUNCTION)
    buf.write("CREATE TEMP TABLE fuzz(id int, q text);\n")
    for i, q in enumerate(queries):
        buf.write("INSERT INTO fuzz VALUES (%d, %s);\n" % (i, literal(q)))
    buf.write("\\copy (SELECT f.id, a.* FROM fuzz f, LATERAL pg_temp.accepts(f.q) a ORDER BY f.id) "
              "TO STDOUT WITH (FORMAT csv)\n")
    return list(csv.reader(io.StringIO(psql(db, sql=buf.getvalue()))))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.normpath(os.path.join(here, "..", ".."))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", default=os.path.join(repo, "..", "shared", "data"))
    ap.add_argument("--bin", default=os.path.join(repo, "bench", "out", "random_sql"))
    ap.add_argument("--geo-count", type=int, default=2000)
    ap.add_argument("--spider-count", type=int, default=200, help="queries per Spider database")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    out_dir = os.path.dirname(args.bin)

    targets = [("bench_geo", os.path.join(args.data, "geoquery", "geography.sql"), args.geo_count)]
    spider_dir = os.path.join(args.data, "spider", "database_pg")
    for f in sorted(os.listdir(spider_dir)):
        if f.endswith(".sql"):
            targets.append(("bench_" + f[:-4], os.path.join(spider_dir, f), args.spider_count))

    total = collections.Counter()
    runtime = collections.Counter()
    errors = collections.Counter()
    examples = {}
    for db, script, count in targets:
        create_database(db, script)
        schema = os.path.join(out_dir, db + ".schema.tsv")
        values = os.path.join(out_dir, db + ".values.txt")
        with open(schema, "w") as f:
            f.write(psql(db, sql=SCHEMA_QUERY))
        with open(values, "w") as f:
            f.write(psql(db, sql=VALUES_QUERY))
        gen = subprocess.run([args.bin, schema, values, str(count), str(args.seed)],
                             capture_output=True, text=True, check=True)
        queries = gen.stdout.splitlines()
        rows = check_queries(db, queries)
        group = "geoquery" if db == "bench_geo" else "spider"
        for (i, state, message) in rows:
            total[(group, state == "")] += 1
            if state.startswith("22"):
                runtime[group] += 1
            if state:
                key = "%s %s" % (state, message.split('"')[0][:70])
                errors[key] += 1
                examples.setdefault(key, (db, queries[int(i)], message))
    for group in ("geoquery", "spider"):
        ok, bad = total[(group, True)], total[(group, False)]
        data = runtime[group]
        n = ok + bad
        print("== %s: %d random legal queries; EXPLAIN succeeds on %d = %.2f%%; data errors while planning "
              "(class 22: overflow or division by zero in constant folding, a copied string that is not a "
              "valid date): %d; other errors: %d = %.2f%%"
              % (group, n, ok, 100.0 * ok / max(n, 1), data, bad - data, 100.0 * (bad - data) / max(n, 1)))
    if errors:
        print("errors (SQLSTATE message: count), with one example each:")
        for k, c in errors.most_common():
            db, q, m = examples[k]
            print("  %5d  %s\n         %s: %s\n         %s" % (c, k, db, m, q[:400]))


if __name__ == "__main__":
    main()
