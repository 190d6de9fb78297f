#!/usr/bin/env python3
"""bench/spider/crosscheck_official.py — our exact-set-match figures against Spider's official
evaluator, on the same predictions.

    /usr/bin/python3 bench/spider/crosscheck_official.py OFFICIAL_DIR SPIDER_DIR RESULTS_DIR

OFFICIAL_DIR holds a copy of the official evaluation.py and process_sql.py (taoyds/spider; they
are not part of this repository: fetch them yourself; they need nltk, e.g. Debian's
python3-nltk).  Empty SQLite databases are built there from tables.json (the official code
reads table and column names from SQLite files).  RESULTS_DIR holds evaluate.sh's
dev_predictions.jsonl and dev_verdicts.jsonl.  The official parser does not read our
renderer's schema prefix, '<>' or NULLS LAST, so predictions are given to it with 'public.'
and NULLS LAST removed and '<>' written '!='; predictions it still cannot parse count as wrong
for it, as in its own command line.  Prints both figures and their agreement where the official parser reads the
prediction, and each prediction on which the two disagree.
"""
import copy
import json
import os
import re
import sqlite3
import sys


def build_sqlite(tables_json, out_dir):
    for db in json.load(open(tables_json)):
        d = os.path.join(out_dir, db["db_id"])
        os.makedirs(d, exist_ok=True)
        path = os.path.join(d, db["db_id"] + ".sqlite")
        if os.path.exists(path):
            continue
        con = sqlite3.connect(path)
        for ti, t in enumerate(db["table_names_original"]):
            if t.lower() == "sqlite_sequence":
                continue            # SQLite makes that one itself
            cols = [c for (tj, c) in db["column_names_original"] if tj == ti]
            con.execute('CREATE TABLE "%s" (%s)' % (t, ", ".join('"%s"' % c.replace('"', '""') for c in cols)))
        con.commit()
        con.close()


def main():
    official, spider, results = sys.argv[1:4]
    sys.path.insert(0, official)
    import evaluation as ev                     # the official script, from OFFICIAL_DIR
    from process_sql import Schema, get_schema, get_sql
    dbs = os.path.join(official, "database_from_tables_json")
    build_sqlite(os.path.join(spider, "tables.json"), dbs)
    kmaps = ev.build_foreign_key_map_from_json(os.path.join(spider, "tables.json"))
    empty = {"except": None, "from": {"conds": [], "table_units": []}, "groupBy": [], "having": [],
             "intersect": None, "limit": None, "orderBy": [], "select": [False, []], "union": None,
             "where": []}
    dev = json.load(open(os.path.join(spider, "dev.json")))
    preds = {}
    for line in open(os.path.join(results, "dev_predictions.jsonl")):
        p = json.loads(line)
        preds[p["dev_index"]] = p
    ours = [json.loads(l) for l in open(os.path.join(results, "dev_verdicts.jsonl"))]
    schemas = {}
    n_off = n_read = agree = 0
    disagree = []
    for i, (e, mine) in enumerate(zip(dev, ours)):
        db = e["db_id"]
        if db not in schemas:
            schemas[db] = Schema(get_schema(os.path.join(dbs, db, db + ".sqlite")))
        schema = schemas[db]
        pred = (preds.get(e.get("dev_index", i)) or {}).get("pred") or ""
        pred = re.sub(r"\bpublic\.", "", pred).replace("<>", "!=").replace(" NULLS LAST", "")
        g_sql = get_sql(schema, e["query"])
        try:
            p_sql = get_sql(schema, pred)
            read = True
        except Exception:
            p_sql, read = copy.deepcopy(empty), False
        kmap = kmaps[db]
        g_sql = ev.rebuild_sql_col(ev.build_valid_col_units(g_sql["from"]["table_units"], schema),
                                   ev.rebuild_sql_val(g_sql), kmap)
        p_sql = ev.rebuild_sql_col(ev.build_valid_col_units(p_sql["from"]["table_units"], schema),
                                   ev.rebuild_sql_val(p_sql), kmap)
        exact = bool(ev.Evaluator().eval_exact_match(p_sql, g_sql))
        n_off += exact
        if read:
            n_read += 1
            agree += exact == mine["exact"]
            if exact != mine["exact"]:
                disagree.append({"dev_index": e.get("dev_index", i), "db_id": db,
                                 "gold": e["query"], "pred": pred, "ours": mine["exact"],
                                 "official": exact})
    n_ours = sum(1 for v in ours if v["exact"])
    print(json.dumps({"questions": len(dev),
                      "exact_match_ours": round(100.0 * n_ours / len(dev), 1),
                      "exact_match_official": round(100.0 * n_off / len(dev), 1),
                      "official_read": n_read, "agree_where_official_reads": agree,
                      "disagreements": disagree}, indent=1))


if __name__ == "__main__":
    main()
