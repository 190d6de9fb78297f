#!/usr/bin/env python3
"""bench/citus/summarize.py RESULTS.jsonl — accuracy, nl2sql p50 and value-linking cost per
setup (one server, Citus cluster), side by side, as a Markdown table and a JSON line."""
import json
import statistics
import sys

rows = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8") if l.strip()]
setups = []
for r in rows:
    if r["setup"] not in setups:
        setups.append(r["setup"])
summary = {}
for s in setups:
    rs = [r for r in rows if r["setup"] == s]
    lk = [r["lookups"] or {} for r in rs]
    summary[s] = {
        "questions": len(rs),
        "exec_correct": sum(1 for r in rs if r["exec"]),
        "accuracy": round(100.0 * sum(1 for r in rs if r["exec"]) / len(rs), 1),
        "nl2sql_p50_ms": round(statistics.median(r["ms"] for r in rs), 1),
        "nl2sql_mean_ms": round(statistics.mean(r["ms"] for r in rs), 1),
        "errors": sum(1 for r in rs if r["error"]),
        "gold_errors": sum(1 for r in rs if r["gold_error"]),
        "link_p50_ms": round(statistics.median(r["link_ms"] for r in rs), 1),
        "lookups_mean": round(statistics.mean(l.get("scans", 0) + l.get("probes", 0) for l in lk), 2),
        "rows_read_mean": round(statistics.mean(l.get("rows_read", 0) for l in lk), 1),
        "mcv_columns_mean": round(statistics.mean(l.get("mcv_columns", 0) for l in lk), 2),
    }
same_sql = None
if len(setups) == 2:
    a = {(r["db"], r["dev_index"]): r["pred"] for r in rows if r["setup"] == setups[0]}
    b = {(r["db"], r["dev_index"]): r["pred"] for r in rows if r["setup"] == setups[1]}
    same_sql = sum(1 for k in a if a[k] == b.get(k))
keys = ["questions", "exec_correct", "accuracy", "nl2sql_p50_ms", "nl2sql_mean_ms", "errors",
        "gold_errors", "link_p50_ms", "lookups_mean", "rows_read_mean", "mcv_columns_mean"]
print("| | " + " | ".join(setups) + " |")
print("| --- | " + " | ".join("---" for _ in setups) + " |")
for k in keys:
    print(f"| {k} | " + " | ".join(str(summary[s][k]) for s in setups) + " |")
if same_sql is not None:
    print(f"\nsame SQL on both: {same_sql} of {summary[setups[0]]['questions']}")
print(json.dumps({"summary": summary, "same_sql": same_sql}))
