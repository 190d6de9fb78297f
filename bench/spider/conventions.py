#!/usr/bin/env python3
"""bench/spider/conventions.py — training rows for how analysts ask for money and quantities.

    python3 bench/spider/conventions.py SPIDER_DIR [OUT.csv]

Spider's training questions name the column they add up ("the total amount of payments")
and almost never ask for a sum through a table's children ("which customer has paid the
most", "how many units of each product"), so the general model reads "the most" over a
child table as count(*) and "how many copies" as a count.  This synthesizes (question, SQL)
rows of those shapes over Spider's training schemas, from their names, types and foreign
keys alone (the schemas have no rows):

- for a child table that refers to a parent by a foreign key onto the parent's primary key,
  a money or quantity column of the child and a name column of the parent: the total of each
  parent, the parent with the highest and with the lowest total, the parents ordered by it;
- for a table with a money or quantity column: the total over all its rows.

Money and quantity columns are found as src/schema/measures.c finds them on a live catalog
(docs/schema-linking.md, "Measures"): a number column that is no key, whose name words begin
or end with a money word (price, cost, amount, ...) or a quantity word (quantity, stock, ...),
and none of id, no, number, code, key, rate, percent, pct, ratio; but "total" is no money
word here (Spider's totals are as often points and enrolments), and a stem of fewer than five
letters must be the whole word or end it ("fee" is not "feet").  Each shape is asked with
the column's own words and with the measure words analysts use instead (money, spending,
units), which link to the column through the measure links, so the parser learns to read
those links.  Every row is right by construction; the wording is a template's.

The databases Spider copies from sample databases we are judged on (chinook_1, store_1,
sakila_1) are left out.  Prints CSV rows (db, question, sql) as prepare.py writes them.
"""
import csv
import json
import os
import re
import sys

MONEY_WORDS = ("price", "cost", "amount", "payment", "paid", "fee", "revenue", "salary", "wage",
               "outlay", "msrp", "charge", "budget", "income", "balance", "advance", "fare",
               "earning", "spent", "value")
QUANTITY_WORDS = ("qty", "quantity", "units", "stock", "slots", "copies", "sold", "sales")
NOT_MEASURE_WORDS = ("id", "no", "number", "code", "key", "rate", "percent", "pct", "ratio")
LEFT_OUT_DBS = ("chinook_1", "store_1", "sakila_1")


def name_words(name):
    return [w for w in re.split(r"_|\s+|(?<=[a-z])(?=[A-Z])", name.lower()) if w]


def measure_kind(name):
    words = name_words(name)
    if any(w in NOT_MEASURE_WORDS for w in words):
        return None
    for kind, vocabulary in (("money", MONEY_WORDS), ("quantity", QUANTITY_WORDS)):
        if any(word_says(w, v) for w in words for v in vocabulary):
            return kind
    return None


def word_says(word, stem):
    """A name word says a measure word: the word itself or its plural, a compound that ends
    with it (membercost), or a longer form of a stem of five letters or more (payments)."""
    return word in (stem, stem + "s") or word.endswith(stem) or \
        (len(stem) >= 5 and word.startswith(stem))


def plural(phrase):
    if phrase.endswith(("s", "ed", "people")):
        return phrase
    if phrase.endswith(("x", "ch", "sh")):
        return phrase + "es"
    if phrase.endswith("y") and not phrase.endswith(("ay", "ey", "oy", "uy")):
        return phrase[:-1] + "ies"
    return phrase + "s"


def singular(phrase):
    """A table's words as one row of it: "accounts" -> "account"."""
    if " " not in phrase and phrase.endswith("s") and not phrase.endswith("ss"):
        return phrase[:-3] + "y" if phrase.endswith("ies") else phrase[:-1]
    return phrase


class Schema:
    """One db of tables.json: tables, columns, keys, as names the SQL and questions use."""

    def __init__(self, entry):
        self.db = entry["db_id"].lower()
        self.tables = entry["table_names_original"]
        self.table_words = [singular(w) for w in entry["table_names"]]
        self.columns = entry["column_names_original"]
        self.column_words = [words for _, words in entry["column_names"]]
        self.types = entry["column_types"]
        self.primary = set(entry["primary_keys"])
        self.foreign = [tuple(pair) for pair in entry["foreign_keys"]]
        keys = {c for pair in self.foreign for c in pair} | self.primary
        self.measures = [i for i, (t, name) in enumerate(self.columns)
                         if t >= 0 and self.types[i] == "number" and i not in keys
                         and measure_kind(name)]

    def label(self, table):
        """The column that names a row of the table: name or title, else one <x>_name or
        <x>_title that is no part of a person's name; None when there is none."""
        text = [name for i, (t, name) in enumerate(self.columns) if t == table and self.types[i] == "text"]
        for name in text:
            if name.lower() in ("name", "title"):
                return name
        named = [name for name in text if name.lower().endswith(("_name", "_title"))
                 and name.lower().split("_")[0] not in ("first", "middle", "last", "user", "nick")]
        return named[0] if len(named) == 1 else None

    def kind_count(self, kind):
        return sum(1 for m in self.measures if measure_kind(self.columns[m][1]) == kind)

    def parent_links(self):
        """(child table, child column, parent table, parent column) of each foreign key onto
        a one-column primary key, the parent having a name column, the two tables apart."""
        for child_col, parent_col in self.foreign:
            child, parent = self.columns[child_col][0], self.columns[parent_col][0]
            if child != parent and parent_col in self.primary and self.label(parent):
                yield child, self.columns[child_col][1], parent, self.columns[parent_col][1]


def measure_phrases(schema, column):
    """The ways a question names a measure column: its own words, then an analyst's word."""
    words = schema.column_words[column]
    kind = measure_kind(schema.columns[column][1])
    # the analyst's word links to every column of its kind: it says which only where one is
    if schema.kind_count(kind) > 1:
        return [words]
    return [words, "money" if kind == "money" else "units"]


def parent_rows(schema):
    rows = []
    for child, fk, parent, pk in schema.parent_links():
        label = schema.label(parent)
        parent_words, child_words = schema.table_words[parent], schema.table_words[child]
        for m in schema.measures:
            if schema.columns[m][0] != child:
                continue
            col = schema.columns[m][1]
            joined = (f"FROM {schema.tables[parent]} AS T1 JOIN {schema.tables[child]} AS T2 "
                      f"ON T1.{pk} = T2.{fk} GROUP BY T1.{pk}")
            each = f"SELECT T1.{label}, sum(T2.{col}) {joined}"
            ranked = f"SELECT T1.{label} {joined} ORDER BY sum(T2.{col})"
            for phrase in measure_phrases(schema, m):
                if phrase in ("money", "units"):
                    most, least = (f"the {w} {phrase} in {plural(child_words)}" for w in ("most", "least"))
                    total = f"{phrase} in {plural(child_words)}"
                else:
                    most, least = (f"the {w} total {phrase}" for w in ("highest", "lowest"))
                    total = phrase
                rows += [
                    (f"What is the total {total} for each {parent_words}?", each),
                    (f"Which {parent_words} accounts for {most}?", ranked + " DESC LIMIT 1"),
                    (f"Which {parent_words} accounts for {least}?", ranked + " ASC LIMIT 1"),
                    (f"List the {plural(parent_words)} from the highest total {total} to the lowest.",
                     ranked + " DESC"),
                ]
            if measure_kind(col) == "quantity":
                rows.append((f"How many {schema.column_words[m]} does each {parent_words} have in total?", each))
    return rows


def total_rows(schema):
    rows = []
    for m in schema.measures:
        table = schema.tables[schema.columns[m][0]]
        table_words = schema.table_words[schema.columns[m][0]]
        col = schema.columns[m][1]
        for phrase in measure_phrases(schema, m):
            what = f"{phrase} of all {plural(table_words)}"
            rows.append((f"What is the total {what}?", f"SELECT sum({col}) FROM {table}"))
    return rows


def rows(spider_dir):
    """(db, question, sql) of every synthesized row, over Spider's training schemas."""
    entries = {e["db_id"]: e for e in json.load(open(os.path.join(spider_dir, "tables.json"), encoding="utf-8"))}
    train = json.load(open(os.path.join(spider_dir, "train_spider_core.json"), encoding="utf-8"))
    out = []
    for db in sorted({e["db_id"] for e in train}):
        if db.lower() in LEFT_OUT_DBS:
            continue
        schema = Schema(entries[db])
        out += [(schema.db, q, sql) for q, sql in parent_rows(schema) + total_rows(schema)]
    return out


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: conventions.py SPIDER_DIR [OUT.csv]")
    made = rows(sys.argv[1])
    f = open(sys.argv[2], "w", newline="", encoding="utf-8") if len(sys.argv) == 3 else sys.stdout
    w = csv.writer(f)
    w.writerow(["db", "question", "sql"])
    w.writerows(made)
    print(f"conventions.py: {len(made)} rows", file=sys.stderr)


if __name__ == "__main__":
    main()
