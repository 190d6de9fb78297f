#!/usr/bin/env python3
"""bench/spider/summarize.py — Spider dev figures from evaluate.sh's per-question predictions.

    python3 bench/spider/summarize.py SPIDER_DIR dev_predictions.jsonl MODEL_FILE > summary.json

Exact-set-match and hardness come from our evaluator (spider_eval.py, see EVAL.md), on Spider's
own gold SQL; execution accuracy and latency from the predictions (evaluate.sql).  Questions on
a database that was loaded without contents (wta_1: "exec" is null) are scored by exact-set-match
only: the "with_contents" figures leave them out, and "execution_accuracy_all" counts them as
not correct.  A dev question with no prediction at all counts as wrong everywhere.  The
per-question verdicts are written beside the predictions (dev_verdicts.jsonl).
"""
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile


def main():
    spider, pred_path, model = sys.argv[1:4]
    dev = json.load(open(os.path.join(spider, "dev.json"), encoding="utf-8"))
    preds = {}
    for line in open(pred_path, encoding="utf-8"):
        if line.strip():
            p = json.loads(line)
            preds[p["dev_index"]] = p
    pairs = []
    for i, e in enumerate(dev):
        idx = e.get("dev_index", i)
        p = preds.get(idx)
        pairs.append({"db_id": e["db_id"], "gold": e["query"],
                      "pred": (p or {}).get("pred") or ""})
    here = os.path.dirname(os.path.abspath(__file__))
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
        for p in pairs:
            f.write(json.dumps(p) + "\n")
        tmp = f.name
    out = subprocess.run([sys.executable, os.path.join(here, "spider_eval.py"), "--jsonl", tmp,
                          "--tables", os.path.join(spider, "tables.json")],
                         capture_output=True, text=True, check=True).stdout
    os.unlink(tmp)
    verdicts = [json.loads(l) for l in out.splitlines() if l.strip()]
    levels = ["easy", "medium", "hard", "extra"]
    by = {h: [0, 0] for h in levels}
    asked = {h: [0, 0] for h in levels}      # exact, n over the questions asked
    rows = {h: [0, 0, 0] for h in levels}    # exact, exec, n over those asked on databases with rows
    exact = exec_ok = n_asked = n_rows = gold_fails = 0
    ms = []
    with open(os.path.join(os.path.dirname(pred_path), "dev_verdicts.jsonl"), "w") as vf:
        for i, (e, v) in enumerate(zip(dev, verdicts)):
            idx = e.get("dev_index", i)
            p = preds.get(idx)
            h = v["hardness"]
            by[h][0] += v["exact"]
            by[h][1] += 1
            exact += v["exact"]
            if p is not None:
                n_asked += 1
                asked[h][0] += v["exact"]
                asked[h][1] += 1
                if p.get("ms") is not None and p.get("pred") is not None:
                    ms.append(float(p["ms"]))
            if p is not None and p.get("exec") is not None:
                n_rows += 1
                exec_ok += bool(p.get("exec"))
                gold_fails += (p.get("error") or "").startswith("gold:")
                rows[h][0] += v["exact"]
                rows[h][1] += bool(p.get("exec"))
                rows[h][2] += 1
            vf.write(json.dumps({"dev_index": idx, "db_id": e["db_id"], "hardness": h,
                                 "exact": v["exact"], "exec": p.get("exec") if p else None,
                                 "pred_error": v.get("pred_error")}) + "\n")
    ms.sort()
    pct = lambda a, b: round(100.0 * a / b, 1) if b else None
    summary = {
        "model_file": os.path.basename(model),
        "model_sha256": hashlib.sha256(open(model, "rb").read()).hexdigest()[:16],
        "model_bytes": os.path.getsize(model),
        "evaluator": "bench/spider/spider_eval.py (exact set match, Spider's definition)",
        "dev_questions": len(dev),
        "asked": n_asked,
        "exact_match_all": pct(exact, len(dev)),
        "exact_match_by_hardness_all": {h: pct(*by[h]) for h in levels},
        "hardness_counts": {h: by[h][1] for h in levels},
        "asked_exact_match": pct(sum(asked[h][0] for h in levels), n_asked),
        "with_contents": n_rows,
        "with_contents_exact_match": pct(sum(rows[h][0] for h in levels), n_rows),
        "with_contents_execution_accuracy": pct(exec_ok, n_rows),
        "with_contents_by_hardness": {h: {"n": rows[h][2], "exact": pct(rows[h][0], rows[h][2]),
                                          "exec": pct(rows[h][1], rows[h][2])} for h in levels},
        "execution_accuracy_all": pct(exec_ok, len(dev)),
        "gold_fails_on_postgres": gold_fails,
        "execution_accuracy_where_gold_runs": pct(exec_ok, n_rows - gold_fails),
        "nl2sql_ms_p50": round(statistics.median(ms), 1) if ms else None,
        "nl2sql_ms_p95": round(ms[int(0.95 * (len(ms) - 1))], 1) if ms else None,
    }
    json.dump(summary, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
