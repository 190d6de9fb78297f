#!/usr/bin/env python3
"""bench/spider/candidates.py — what the beam's other candidates could add, from a
CANDIDATES=1 run of evaluate.sh.

    python3 bench/spider/candidates.py SPIDER_DIR dev_predictions.jsonl

Each prediction of such a run holds every beam candidate of dtfixup_explain with its
execution verdict, its row count and its error if it failed to run (evaluate.sql).  This
scores every candidate by exact-set-match (spider_eval.py) and prints:
  - the answer's exact match and the oracle (some candidate is right), and the rank of the
    right candidate when the answer is wrong;
  - what execution-guided choice would change: the answer replaced, when it returns no row
    or fails to run, by the first candidate in beam order that returns rows and does not
    fail the value check (the rule README "How an answer is chosen" would gain), with the
    questions it turns right and wrong.
Questions asked on a database without contents (no row counts) keep their answer.
"""
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spider_eval  # noqa: E402


def score_candidates(spider, pred_path):
    schemas = spider_eval.load_schemas(os.path.join(spider, "tables.json"))
    with open(os.path.join(spider, "dev.json"), encoding="utf-8") as f:
        dev = {e.get("dev_index", i): e for i, e in enumerate(json.load(f))}
    preds = []
    for line in open(pred_path, encoding="utf-8"):
        if not line.strip():
            continue
        p = json.loads(line)
        e = dev[p["dev_index"]]
        schema = schemas[e["db_id"]]
        for c in p.get("candidates") or []:
            c["exact"] = spider_eval.evaluate_pair(schema, e["query"], c["sql"])["exact"]
        p["candidates"] = p.get("candidates") or []
        preds.append(p)
    return preds


def answer(p):
    cs = p["candidates"]
    return next((c for c in cs if c.get("chosen")), cs[0] if cs else None)


def returns_nothing(c):
    return c.get("run_error") is not None or c.get("rows") == 0


def execution_guided(p):
    """The answer, or when it returns no row, the first candidate that returns some."""
    a = answer(p)
    if a is None or a.get("rows") is None or not returns_nothing(a):
        return a
    for c in p["candidates"]:
        if c.get("value_check") not in ("failed", "constant_answer") and not returns_nothing(c):
            return c
    return a


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: candidates.py SPIDER_DIR dev_predictions.jsonl")
    preds = score_candidates(sys.argv[1], sys.argv[2])
    n = len(preds)
    pct = lambda k: "%d (%.1f%%)" % (k, 100.0 * k / n)
    right = sum(bool(answer(p) and answer(p)["exact"]) for p in preds)
    oracle = sum(any(c["exact"] for c in p["candidates"]) for p in preds)
    ranks = collections.Counter(
        next(c["rank"] for c in p["candidates"] if c["exact"])
        for p in preds if answer(p) and not answer(p)["exact"] and any(c["exact"] for c in p["candidates"]))
    print("questions %d; the answer exact %s; some candidate exact %s" % (n, pct(right), pct(oracle)))
    print("rank of the right candidate when the answer is wrong: %s" %
          ", ".join("%d: %d" % kv for kv in sorted(ranks.items())))
    empty = [p for p in preds if answer(p) and answer(p).get("rows") is not None and returns_nothing(answer(p))]
    print("answers that return no row or fail to run: %d, of which exact %d" %
          (len(empty), sum(answer(p)["exact"] for p in empty)))
    changed = [p for p in preds if execution_guided(p) is not answer(p)]
    gained = [p for p in changed if execution_guided(p)["exact"] and not answer(p)["exact"]]
    lost = [p for p in changed if answer(p)["exact"] and not execution_guided(p)["exact"]]
    exec_gain = sum(bool(execution_guided(p).get("exec")) - bool(answer(p).get("exec")) for p in changed)
    print("execution-guided choice: %d answers changed; exact +%d -%d; execution %+d" %
          (len(changed), len(gained), len(lost), exec_gain))
    for tag, rows in (("turned right", gained), ("turned wrong", lost)):
        for p in rows:
            print("  %s [%d] %s\n    was: %s\n    now: %s" % (tag, p["dev_index"], p["question"],
                                                          answer(p)["sql"], execution_guided(p)["sql"]))


if __name__ == "__main__":
    main()
