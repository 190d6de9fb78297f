#!/usr/bin/env python3
"""bench/spider/implicit_columns.py — Spider dev questions with the column they ask for left
unsaid, as people often ask: "List the names of all singers" -> "List all singers".

    python3 bench/spider/implicit_columns.py SPIDER_DIR OUT_VARIANT.json OUT_ORIGINAL.json

A question that opens by asking for the name or title of something ("What are the names
of ...", "Show the title of ...", "Find the full name of ...") loses those words:
    What is/are the name(s)/title(s) of X ...            -> Which is/are X ...
    List/Show/Find/Give/Return/Display/Get (me) [all] [the] name(s)/title(s) of X ...
                                                         -> List/... (me) [all] X ...
Other questions are left out.  OUT_VARIANT.json holds the rewritten questions,
OUT_ORIGINAL.json the same questions as written (both in dev.json's form, with dev_index),
so bench/spider/evaluate.sh (DEV_JSON=...) scores the same queries both ways.  The gold
SQL is unchanged: the parser must supply the name column itself.  An evaluation set built
from the 827 dev questions by rule here, never trained on.
"""
import json
import os
import re
import sys

WHAT = re.compile(r"^What (is|are) (?:the )?(?:full )?(?:names?|titles?) (?:of|for) ", re.I)
VERB = re.compile(r"^(List|Show|Find|Give|Return|Display|Get|Tell)( me)?( all)? (?:the )?"
                  r"(?:full )?(?:names?|titles?) (?:of|for) ", re.I)


def rewrite(question):
    m = WHAT.match(question)
    if m:
        return "Which " + m.group(1) + " " + question[m.end():]
    m = VERB.match(question)
    if m:
        return m.group(1) + (m.group(2) or "") + (m.group(3) or "") + " " + question[m.end():]
    return None


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__.strip().split("\n")[2].strip())
    with open(os.path.join(sys.argv[1], "dev.json")) as f:
        dev = json.load(f)
    variant, original = [], []
    for i, ex in enumerate(dev):
        new = rewrite(ex["question"])
        if new is None:
            continue
        ex = dict(ex, dev_index=ex.get("dev_index", i))
        original.append(ex)
        variant.append(dict(ex, question=new))
    for path, rows in ((sys.argv[2], variant), (sys.argv[3], original)):
        with open(path, "w") as f:
            json.dump(rows, f, indent=1)
    print(f"{len(variant)} of {len(dev)} dev questions rewritten")


if __name__ == "__main__":
    main()
