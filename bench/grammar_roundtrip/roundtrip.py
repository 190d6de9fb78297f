#!/usr/bin/python3
"""Grammar round-trip benchmark.

For every gold query: does it parse into the dtfixup grammar (dtfixup_sql_to_actions), and
does the SQL rebuilt from its action sequence (dtfixup_actions_to_sql of that JSON) return
the same rows as the gold SQL (same multiset; same order when the gold query ends in
ORDER BY)?  Runs against the cluster named by PGHOST/PGPORT/PGUSER (run.sh makes a
throwaway one with pg_virtualenv), creating one database per data set / Spider database.

Only psql is used (no driver): each database gets one psql session that fills a temporary
table with the gold queries, runs a PL/pgSQL function over them and \\copy's the results
out as CSV.  Question text is never used; gold SQL is passed as a quoted literal.
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

ROUNDTRIP_FUNCTION = r"""
CREATE FUNCTION pg_temp.roundtrip(gold text, ordered boolean,
    OUT parsed boolean, OUT state text, OUT message text, OUT rt_sql text,
    OUT same_sql boolean, OUT equivalent boolean, OUT exec_state text, OUT exec_message text,
    OUT gold_rows_md5 text, OUT gold_row_count integer)
LANGUAGE plpgsql AS $fn$
DECLARE
    j jsonb;
    agg text := CASE WHEN ordered THEN 'array_agg(x::text)' ELSE 'array_agg(x::text ORDER BY x::text)' END;
    gold_rows text;
    rt_rows text;
BEGIN
    BEGIN
        j := dtfixup_sql_to_actions(gold);
        rt_sql := dtfixup_actions_to_sql(j);
        same_sql := rt_sql = j->>'sql';
        parsed := true;
    EXCEPTION WHEN others THEN
        parsed := false;
        GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, message = MESSAGE_TEXT;
        RETURN;
    END;
    BEGIN
        EXECUTE format('SELECT %s FROM (%s) x', agg, gold) INTO gold_rows;
        EXECUTE format('SELECT count(*) FROM (%s) x', gold) INTO gold_row_count;
        gold_rows_md5 := md5(coalesce(gold_rows, ''));
    EXCEPTION WHEN others THEN
        GET STACKED DIAGNOSTICS exec_state = RETURNED_SQLSTATE, exec_message = MESSAGE_TEXT;
        exec_message := 'gold: ' || exec_message;
        RETURN;
    END;
    BEGIN
        EXECUTE format('SELECT %s FROM (%s) x', agg, rt_sql) INTO rt_rows;
        equivalent := gold_rows IS NOT DISTINCT FROM rt_rows;
    EXCEPTION WHEN others THEN
        equivalent := false;
        GET STACKED DIAGNOSTICS exec_state = RETURNED_SQLSTATE, exec_message = MESSAGE_TEXT;
        exec_message := 'round trip: ' || exec_message;
    END;
END
$fn$;
"""


def psql(db, sql=None, file=None, check=True):
    cmd = ["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", db]
    if file:
        cmd += ["-f", file]
    r = subprocess.run(cmd, input=sql, text=True, capture_output=True)
    if check and r.returncode != 0:
        sys.exit("psql failed on %s: %s" % (db, r.stderr))
    return r.stdout


def create_database(db, script):
    subprocess.run(["dropdb", "--if-exists", db], check=True, capture_output=True)
    subprocess.run(["createdb", db], check=True)
    psql(db, file=script)
    psql(db, sql="CREATE EXTENSION dtfixup;")


def literal(s):
    return "'" + s.replace("'", "''") + "'"


def strip_nested(sql):
    """The query text with string literals and parenthesised parts removed."""
    sql = re.sub(r"'(?:[^']|'')*'", "''", sql)
    prev = None
    while prev != sql:
        prev = sql
        sql = re.sub(r"\([^()]*\)", "", sql)
    return sql


def top_level_order_by(sql):
    return re.search(r"\border\s+by\b", strip_nested(sql), re.I) is not None


def double_quoted_literals_to_single(sql):
    """Spider writes some string literals as "..."; PostgreSQL reads those as identifiers.
    Outside single-quoted strings, "x" becomes 'x' (inner single quotes doubled), as
    shared/data/spider/README.md describes for dev_pg_exec.jsonl."""
    out, i, n = [], 0, len(sql)
    while i < n:
        c = sql[i]
        if c == "'":
            j = i + 1
            while j < n:
                if sql[j] == "'" and j + 1 < n and sql[j + 1] == "'":
                    j += 2
                elif sql[j] == "'":
                    break
                else:
                    j += 1
            out.append(sql[i:j + 1])
            i = j + 1
        elif c == '"':
            j = sql.find('"', i + 1)
            if j < 0:
                out.append(sql[i:])
                break
            out.append("'" + sql[i + 1:j].replace("'", "''") + "'")
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def run_queries(db, items):
    """items: list of (key, gold sql). Returns {key: result dict}."""
    buf = io.StringIO()
    buf.write("SET client_min_messages = warning;\nSET statement_timeout = '20s';\n")
    buf.write(ROUNDTRIP_FUNCTION)
    buf.write("CREATE TEMP TABLE gold(id int, key text, sql text, ordered boolean);\n")
    for i, (key, sql) in enumerate(items):
        buf.write("INSERT INTO gold VALUES (%d, %s, %s, %s);\n"
                  % (i, literal(key), literal(sql), "true" if top_level_order_by(sql) else "false"))
    buf.write("\\copy (SELECT g.key, r.* FROM gold g, LATERAL pg_temp.roundtrip(g.sql, g.ordered) r ORDER BY g.id) "
              "TO STDOUT WITH (FORMAT csv, HEADER)\n")
    out = psql(db, sql=buf.getvalue())
    rows = list(csv.DictReader(io.StringIO(out)))
    return {r["key"]: r for r in rows}


TRAIN_FUNCTION = r"""
CREATE FUNCTION pg_temp.parse_only(gold text, db name,
    OUT parsed boolean, OUT state text, OUT message text, OUT rt_runs boolean, OUT rt_message text)
LANGUAGE plpgsql AS $fn$
DECLARE
    rt text;
BEGIN
    PERFORM set_config('search_path', quote_ident(db), true);
    BEGIN
        rt := dtfixup_actions_to_sql(dtfixup_sql_to_actions(gold, ARRAY[db]), ARRAY[db]);
        parsed := true;
    EXCEPTION WHEN others THEN
        parsed := false;
        GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, message = MESSAGE_TEXT;
        RETURN;
    END;
    BEGIN
        EXECUTE 'EXPLAIN ' || rt;
        rt_runs := true;
    EXCEPTION WHEN others THEN
        rt_runs := false;
        GET STACKED DIAGNOSTICS rt_message = MESSAGE_TEXT;
    END;
END
$fn$;
"""


def run_spider_train(data, out):
    """Spider train (reconstructed) on schemas_pg.sql: empty tables, one schema per database, so
    only parsing and whether the rebuilt SQL is accepted (EXPLAIN) are measured."""
    sp = os.path.join(data, "spider")
    with open(os.path.join(sp, "train_spider_core.json")) as f:
        train = json.load(f)
    with open(os.path.join(sp, "train_pg_exec.jsonl")) as f:
        runs = [json.loads(line)["runs"] for line in f]
    create_database("bench_spider_train", os.path.join(sp, "schemas_pg.sql"))
    items = [(i, ex["db_id"].lower(), double_quoted_literals_to_single(ex["query"]).strip().rstrip(";").strip())
             for i, ex in enumerate(train) if runs[i]]
    buf = io.StringIO()
    buf.write("SET client_min_messages = warning;\n" + TRAIN_FUNCTION)
    buf.write("CREATE TEMP TABLE gold(id int, db name, sql text);\n")
    for i, db, q in items:
        buf.write("INSERT INTO gold VALUES (%d, %s, %s);\n" % (i, literal(db), literal(q)))
    buf.write("\\copy (SELECT g.id, g.db, g.sql, r.* FROM gold g, LATERAL pg_temp.parse_only(g.sql, g.db) r "
              "ORDER BY g.id) TO STDOUT WITH (FORMAT csv, HEADER)\n")
    rows = list(csv.DictReader(io.StringIO(psql("bench_spider_train", sql=buf.getvalue()))))
    details = os.path.join(out, "grammar_roundtrip_spider_train.jsonl")
    with open(details, "w") as f:
        for r in rows:
            f.write(json.dumps(r) + "\n")
    n = len(rows)
    parsed = sum(1 for r in rows if r["parsed"] == "t")
    accepted = sum(1 for r in rows if r["rt_runs"] == "t")
    print("== Spider train (reconstruction, %d examples; %d whose gold runs on schemas_pg.sql, empty tables)"
          % (len(train), n))
    print("   parse into the grammar:        %4d / %d = %6.2f%%" % (parsed, n, 100.0 * parsed / n))
    print("   rebuilt SQL accepted (EXPLAIN): %4d / %d" % (accepted, parsed))
    hist = collections.Counter(construct_of(r) for r in rows if r["parsed"] != "t")
    if hist:
        print("   outside the grammar (construct: count):")
        for c, k in hist.most_common():
            print("     %4d  %s" % (k, c))


def construct_of(r):
    m = re.match(r"(.*) is outside the dtfixup SQL grammar", r["message"] or "")
    if m:
        c = m.group(1)
        if c.startswith("the structure of the gold query"):
            return "grammar constraint (replay)"
        return c
    return "%s: %s" % (r["state"], r["message"])


def summarize(name, results, details):
    n = len(results)
    parsed = sum(1 for r in results if r["parsed"] == "t")
    gold_failed = sum(1 for r in results if r["parsed"] == "t" and (r["exec_message"] or "").startswith("gold:"))
    equivalent = sum(1 for r in results if r["equivalent"] == "t")
    same_sql = sum(1 for r in results if r["same_sql"] == "t")
    hist = collections.Counter(construct_of(r) for r in results if r["parsed"] != "t")
    print("== %s: %d gold queries" % (name, n))
    print("   parse into the grammar:        %4d / %d = %6.2f%%" % (parsed, n, 100.0 * parsed / n))
    print("   round trip execution-equal:    %4d / %d = %6.2f%%" % (equivalent, n, 100.0 * equivalent / n))
    print("   (of those parsed: %d equal = %.2f%%; gold failed to execute here: %d; "
          "JSON round trip gave the same SQL: %d / %d)"
          % (equivalent, 100.0 * equivalent / max(parsed, 1), gold_failed, same_sql, parsed))
    nonempty = [r for r in results if r["gold_row_count"] not in ("", "0", None)]
    print("   (gold results: %d non-empty, %d distinct row sets: the comparison is not trivially true)"
          % (len(nonempty), len(set(r["gold_rows_md5"] for r in nonempty))))
    if hist:
        print("   outside the grammar (construct: count):")
        for c, k in hist.most_common():
            print("     %4d  %s" % (k, c))
    mism = [r for r in results if r["parsed"] == "t" and r["equivalent"] != "t"]
    if mism:
        print("   parsed but not execution-equal: %d (see %s)" % (len(mism), details))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.normpath(os.path.join(here, "..", ".."))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", default=os.path.join(repo, "..", "shared", "data"),
                    help="data folder holding geoquery/ and spider/ (default ../shared/data)")
    ap.add_argument("--out", default=os.path.join(repo, "bench", "out"), help="where per-query details go")
    ap.add_argument("--only", choices=["geoquery", "spider"], help="run one data set")
    ap.add_argument("--spider-train", action="store_true",
                    help="also parse Spider train (reconstruction) against schemas_pg.sql")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)

    if args.only in (None, "geoquery"):
        geo = os.path.join(args.data, "geoquery")
        create_database("bench_geo", os.path.join(geo, "geography.sql"))
        items = []
        for split in ("train", "dev"):
            with open(os.path.join(geo, split + ".jsonl")) as f:
                for i, line in enumerate(f):
                    items.append(("%s:%d" % (split, i), json.loads(line)["sql"]))
        res = run_queries("bench_geo", items)
        results = [dict(res[k], key=k, gold=s) for k, s in items]
        details = os.path.join(args.out, "grammar_roundtrip_geoquery.jsonl")
        with open(details, "w") as f:
            for r in results:
                f.write(json.dumps(r) + "\n")
        summarize("GeoQuery train + dev", results, details)

    if args.only in (None, "spider"):
        sp = os.path.join(args.data, "spider")
        with open(os.path.join(sp, "dev.json")) as f:
            dev = json.load(f)
        runs = {}
        with open(os.path.join(sp, "dev_pg_exec.jsonl")) as f:
            for line in f:
                e = json.loads(line)
                runs[e["dev_index"]] = e["runs_with_double_quote_literals_fixed"]
        by_db = collections.defaultdict(list)
        skipped = collections.Counter()
        for ex in dev:
            db_file = os.path.join(sp, "database_pg", ex["db_id"].lower() + ".sql")
            if not os.path.exists(db_file):
                skipped["no PostgreSQL database"] += 1
            elif not runs.get(ex["dev_index"], False):
                skipped["gold does not run on PostgreSQL"] += 1
            else:
                # a trailing ';' would break wrapping the query as a subquery for the comparison
                gold = double_quoted_literals_to_single(ex["query"]).strip().rstrip(";").strip()
                by_db[ex["db_id"].lower()].append(("%d" % ex["dev_index"], gold))
        results = []
        for db in sorted(by_db):
            create_database("bench_" + db, os.path.join(sp, "database_pg", db + ".sql"))
            res = run_queries("bench_" + db, by_db[db])
            results += [dict(res[k], key=k, db=db, gold=s) for k, s in by_db[db]]
        details = os.path.join(args.out, "grammar_roundtrip_spider.jsonl")
        with open(details, "w") as f:
            for r in results:
                f.write(json.dumps(r) + "\n")
        print("Spider dev: %d examples in dev.json; left out: %s" % (len(dev), dict(skipped)))
        summarize("Spider dev, gold queries that run on PostgreSQL (double-quoted literals fixed)", results, details)

    if args.spider_train:
        run_spider_train(args.data, args.out)


if __name__ == "__main__":
    main()
