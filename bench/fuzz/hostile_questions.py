#!/usr/bin/env python3
"""bench/fuzz/hostile_questions.py — N random and hostile questions as CSV (one column).

    python3 bench/fuzz/hostile_questions.py N SEED GEOQUERY_TRAIN_JSONL > questions.csv

Kinds (in turn): SQL injection attempts, DDL/DML words, control bytes, mixed scripts and
unusual Unicode, inputs at and past the length limits (8192 bytes, 512 tokens), word salad of
GeoQuery's own words, and real questions with hostile text spliced in.  Invalid UTF-8 cannot
travel inside a PostgreSQL text value (the server refuses it before dtfixup sees it), so it is
tested separately by bench/fuzz/run.sh through convert_from on raw bytes.
"""
import csv
import json
import random
import sys

INJECTIONS = [
    "'; DROP TABLE state; --", "\" OR 1=1 --", "texas'); DELETE FROM city; --",
    "1; UPDATE state SET population = 0", "$$; DROP SCHEMA public CASCADE; $$",
    "' UNION SELECT usename, passwd FROM pg_shadow --", "pg_sleep(10)", "'; COPY state TO PROGRAM 'id'; --",
    "\\'; TRUNCATE river; --", "E'\\x27'; DROP TABLE lake; --", "ohio' /* comment */ OR 'a'='a",
    "); SELECT pg_terminate_backend(pg_backend_pid()); --", "'; SET ROLE postgres; --",
    "lo_import('/etc/passwd')", "'; CREATE EXTENSION plpython3u; --", "'||(SELECT current_user)||'",
]
WORDS_DDL = ["drop", "delete", "insert", "update", "truncate", "alter", "grant", "revoke", "create",
             "copy", "vacuum", "table", "database", "from", "into", "values", "set", "where", "commit",
             "rollback", "begin", "execute", "prepare", "listen", "notify", "security", "definer"]
UNICODE = ["\u00e9t\u00e9", "\u4e2d\u56fd", "\u0645\u0631\u062d\u0628\u0627", "\U0001F600", "\u202e",
           "\u200b", "\ufeff", "\u0301", "\u2028", "\uffff", "\U0010FFFF", "\u00ad", "\u0000"]


def control_text(rng):
    return "".join(chr(rng.choice([1, 2, 7, 8, 9, 10, 11, 12, 13, 27, 127])) if rng.random() < 0.3
                   else rng.choice("abcdef xyz'\";\\%_") for _ in range(rng.randint(1, 80)))


def main():
    n, seed, train = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    rng = random.Random(seed)
    questions = [json.loads(l)["question"] for l in open(train, encoding="utf-8") if l.strip()]
    vocab = sorted({w for q in questions for w in q.split()})
    out = csv.writer(sys.stdout)
    out.writerow(["question"])
    for i in range(n):
        kind = i % 8
        if kind == 0:
            q = rng.choice(questions) + " " + rng.choice(INJECTIONS)
        elif kind == 1:
            q = " ".join(rng.choice(WORDS_DDL + vocab) for _ in range(rng.randint(1, 15)))
        elif kind == 2:
            q = control_text(rng)
        elif kind == 3:
            q = " ".join(rng.choice(UNICODE + vocab) for _ in range(rng.randint(1, 12)))
        elif kind == 4:
            # at and past the limits: bytes (8192) and tokens (512)
            target = rng.choice([8191, 8192, 8193, 20000, 100000])
            q = (rng.choice(questions) + " ") * (target // 20 + 1)
            q = q[:target]
        elif kind == 5:
            q = " ".join(rng.choice(vocab) for _ in range(rng.choice([1, 2, 5, 30, 511, 512, 513, 600])))
        elif kind == 6:
            q = rng.choice(INJECTIONS)
        else:
            words = rng.choice(questions).split()
            words.insert(rng.randint(0, len(words)), rng.choice(INJECTIONS + WORDS_DDL))
            q = " ".join(words)
        q = q.replace("\u0000", "")          # a text value cannot hold NUL
        out.writerow([q])


if __name__ == "__main__":
    main()
