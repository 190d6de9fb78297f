"""Checks dtfixup_link value links against GeoQuery gold SQL (see run.sh)."""
import json
import re
import sys

COMPARISON = re.compile(r"(\w+?)alias\d+\.(\w+)\s*(?:=|<>)\s*'([^']*)'")


def gold_columns(sql, value):
    """(table, column) pairs the gold SQL compares value with."""
    return {(t.lower(), c.lower()) for t, c, v in COMPARISON.findall(sql) if v == value}


def main(questions_path, links_path, split, elapsed_ms):
    questions = [json.loads(line) for line in open(questions_path)]
    results = {}
    for line in open(links_path):
        qid, doc = line.rstrip("\n").split("\x02", 1)
        results[int(qid)] = json.loads(doc)
    ok = 0
    failures = []
    n_links = 0
    for i, q in enumerate(questions, start=1):
        links = results[i]["links"]
        found = {(l["table"], l["column"], l["value"].lower())
                 for l in links if l["kind"] == "value"}
        n_links += sum(1 for l in links if l["kind"] == "value")
        missing = []
        for value in q["variables"].values():
            for table, column in sorted(gold_columns(q["sql"], value)):
                if (table, column, value.lower()) not in found:
                    missing.append(f"{table}.{column}={value!r}")
        if missing:
            failures.append((q["question"], missing))
        else:
            ok += 1
    n = len(questions)
    print(f"{split}: {ok}/{n} questions = {100.0 * ok / n:.1f}% with every gold value linked "
          f"to its gold column(s); {n_links / n:.1f} value links per question")
    print(f"{split}: {n} dtfixup_link calls (one psql session, including its start and reading the split) "
          f"in {elapsed_ms} ms = {int(elapsed_ms) / n:.1f} ms per question")
    for question, missing in failures:
        print(f"  missed in {question!r}: {', '.join(missing)}")


if __name__ == "__main__":
    main(*sys.argv[1:5])
