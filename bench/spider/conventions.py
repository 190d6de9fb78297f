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
and none of id, no, number, code, key, rate, percent, pct, ratio, nor a bound (low, high,
min, max, ...); but "total" is no money
word here (Spider's totals are as often points and enrolments), and a stem of fewer than five
letters must be the whole word or end it ("fee" is not "feet").  Each shape is asked with
the column's own words and, where the schema has no other column of its kind, as analysts
ask it, with a measure word ("revenue", "money", "units") and without naming the child table
("Which customer brought in the most money?", "How many units does each product have?"):
those words link to the column through the measure links, so the parser learns to read
them.  Every row is right by construction; the wording is a template's.

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
BOUND_WORDS = ("low", "high", "min", "max", "minimum", "maximum", "lower", "upper")
LEFT_OUT_DBS = ("chinook_1", "store_1", "sakila_1")


def name_words(name):
    return [w for w in re.split(r"_|\s+|(?<=[a-z])(?=[A-Z])", name.lower()) if w]


def measure_kind(name):
    words = name_words(name)
    if any(w in NOT_MEASURE_WORDS or w in BOUND_WORDS for w in words):
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


# How analysts ask for a total of each kind through a table's children, without naming the
# child table: (question, SQL shape), {each} the total per parent row, {ranked} the parents
# ordered by it.
ANALYST_TOTALS = {
    "money": [
        ("How much revenue has each {one} brought in?", "{each}"),
        ("What is the total revenue of each {one}?", "{each}"),
        ("Which {one} brought in the most money?", "{ranked} DESC LIMIT 1"),
        ("Which {one} made the least money?", "{ranked} ASC LIMIT 1"),
        ("Top 3 {many} by revenue.", "{ranked} DESC LIMIT 3"),
    ],
    "quantity": [
        ("How many units does each {one} have?", "{each}"),
        ("How many {words} does each {one} have in total?", "{each}"),
        ("Which {one} has the most units?", "{ranked} DESC LIMIT 1"),
        ("Which {one} has the fewest units?", "{ranked} ASC LIMIT 1"),
        ("Top 3 {many} by units.", "{ranked} DESC LIMIT 3"),
    ],
}
# ... and for the total over a whole table
ANALYST_GRAND_TOTAL = {
    "money": "How much money do all {many} come to?",
    "quantity": "How many units are there across all {many}?",
}


def analyst_words(schema, column):
    """Whether a question may name the column by an analyst's word of its kind ("revenue",
    "units"): only where the schema has no other column of that kind, since such a word
    links to every one of them and would not say which."""
    return schema.kind_count(measure_kind(schema.columns[column][1])) == 1


def parent_rows(schema):
    """Totals of a child table's measure per row of its parent, asked with the column's words
    and, where they say which column, as analysts ask them without naming the child table."""
    rows = []
    for child, fk, parent, pk in schema.parent_links():
        label = schema.label(parent)
        one, many = schema.table_words[parent], plural(schema.table_words[parent])
        for m in schema.measures:
            if schema.columns[m][0] != child:
                continue
            col, words = schema.columns[m][1], schema.column_words[m]
            joined = (f"FROM {schema.tables[parent]} AS T1 JOIN {schema.tables[child]} AS T2 "
                      f"ON T1.{pk} = T2.{fk} GROUP BY T1.{pk}")
            each = f"SELECT T1.{label}, sum(T2.{col}) {joined}"
            ranked = f"SELECT T1.{label} {joined} ORDER BY sum(T2.{col})"
            rows += [
                (f"What is the total {words} for each {one}?", each),
                (f"Which {one} has the highest total {words}?", ranked + " DESC LIMIT 1"),
                (f"Which {one} has the lowest total {words}?", ranked + " ASC LIMIT 1"),
                (f"List the {many} from the highest total {words} to the lowest.", ranked + " DESC"),
            ]
            if not analyst_words(schema, m):
                continue
            for question, shape in ANALYST_TOTALS[measure_kind(col)]:
                rows.append((question.format(one=one, many=many, words=words),
                             shape.format(each=each, ranked=ranked)))
    return rows


def total_rows(schema):
    """The total of a measure over a table, with its words and, where they say which, an
    analyst's."""
    rows = []
    for m in schema.measures:
        table = schema.tables[schema.columns[m][0]]
        many = plural(schema.table_words[schema.columns[m][0]])
        col, words = schema.columns[m][1], schema.column_words[m]
        total = f"SELECT sum({col}) FROM {table}"
        rows.append((f"What is the total {words} of all {many}?", total))
        if analyst_words(schema, m):
            rows.append((ANALYST_GRAND_TOTAL[measure_kind(col)].format(many=many), total))
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
