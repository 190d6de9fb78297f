#!/usr/bin/env python3
"""bench/scale/recall.py — adds the large-catalog figures to a summary.json of summarize.py:
retrieval recall (mean over questions of gold tables kept / gold tables) and how many
predictions read a table of another schema (counted wrong by ask.sql).  Prints one line.

    python3 bench/scale/recall.py predictions.jsonl summary.json
"""
import json
import sys


def main():
    preds = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8") if l.strip()]
    summary = json.load(open(sys.argv[2], encoding="utf-8"))
    recalls = [p["recall"] for p in preds if p.get("recall") is not None]
    summary["k_other_schemas"] = preds[0]["k"] if preds else None
    summary["retrieval_recall"] = round(100.0 * sum(recalls) / len(recalls), 1) if recalls else None
    summary["retrieval_all_gold_tables_kept"] = round(
        100.0 * sum(1 for r in recalls if r >= 1.0) / len(recalls), 1) if recalls else None
    summary["predictions_reading_another_schema"] = sum(1 for p in preds if p.get("own_schema") is False)
    json.dump(summary, open(sys.argv[2], "w", encoding="utf-8"), indent=1)
    print("k=%s exact %s%% (by hardness %s) exec %s%% recall %s%% all-kept %s%% other-schema %d p50 %s ms p95 %s ms"
          % (summary["k_other_schemas"], summary["exact_match_all"],
             summary["exact_match_by_hardness_all"], summary["execution_accuracy_all"],
             summary["retrieval_recall"], summary["retrieval_all_gold_tables_kept"],
             summary["predictions_reading_another_schema"], summary["nl2sql_ms_p50"],
             summary["nl2sql_ms_p95"]))


if __name__ == "__main__":
    main()
