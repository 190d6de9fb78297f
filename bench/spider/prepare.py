#!/usr/bin/env python3
"""bench/spider/prepare.py — Spider's questions as CSV files that psql's \\copy loads.

    python3 bench/spider/prepare.py SPIDER_DIR OUT_DIR [--dev DEV_JSON] [--synonyms] [--implicit]
                                    [--renamed-names] [--conventions]

SPIDER_DIR holds train_spider_core.json and dev.json (Spider, Yu et al. 2018, CC BY-SA 4.0).
Writes OUT_DIR/train.csv (db, question, sql) and OUT_DIR/dev.csv (dev_index, db, question, sql),
and for each dev database that SPIDER_DIR/database_pg/ has no file for (wta_1), its schema alone
(empty tables, from schemas_pg.sql, moved to schema public like the database_pg/ files) as
OUT_DIR/schema_only/<db_id>.sql: its questions can then be asked and scored by exact-set-match,
which needs no rows; evaluate.sh does not score their execution.

--dev DEV_JSON reads the dev questions from another file of dev.json's form (the synonym
variant of synonyms.py).  --synonyms adds to train.csv, after the 7000 rows, a copy of each
training question whose schema words the lexicon has synonyms for, those words replaced
(synonyms.py; training data only).  --implicit adds a copy of each training question that
asks for the name or title of something with those words left out ("List the names of all
singers" -> "List all singers"; implicit_columns.py's rule, training data only), so the
parser learns which column a question that names none asks for.  --renamed-names adds the
same copies once more on copies of their schemas ("<db>_tn", OUT_DIR/renamed_schemas.sql)
whose name and title columns say their table (singer.name -> singer_name, as GeoQuery's
state.state_name), the gold SQL renamed to match; rows whose query reads two tables with
such a column are left out.  --conventions adds rows that ask for totals of money and
quantity columns through a table's children (conventions.py; synthesized, training data only),
each three times.

The only change to the SQL: SQLite reads a double-quoted token as a string when no column has
that name, PostgreSQL always reads it as an identifier, so each double-quoted string literal
("Paris") becomes a single-quoted one ('Paris', quotes inside doubled).  Schema names are the
db_ids in lower case, as PostgreSQL folds them (schemas_pg.sql creates them so).
"""
import csv
import re
import json
import os
import sys


def single_quote_literals(sql):
    """Turn "..." string literals into '...' ones; '...' literals are copied as they are."""
    out = []
    i, n = 0, len(sql)
    while i < n:
        ch = sql[i]
        if ch in ("'", '"'):
            j = i + 1
            body = []
            while j < n:
                if sql[j] == ch and j + 1 < n and sql[j + 1] == ch:   # doubled quote
                    body.append(ch)
                    j += 2
                    continue
                if sql[j] == ch:
                    break
                body.append(sql[j])
                j += 1
            text = "".join(body)
            out.append("'" + text.replace("'", "''") + "'")
            i = j + 1
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def write(path, header, rows):
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(rows)


def schema_block(schemas_sql, db):
    """The DDL of one db_id from schemas_pg.sql, its schema qualifier removed (tables in public)."""
    lines, keep = [], False
    for line in schemas_sql.splitlines():
        if re.fullmatch(r"-- [A-Za-z0-9_]+", line):
            keep = line[3:].lower() == db
            continue
        if keep and not line.startswith("CREATE SCHEMA "):
            lines.append(line)
    if not lines:
        sys.exit(f"prepare.py: schemas_pg.sql has no schema {db}")
    return re.sub(r"\b" + re.escape(db) + r"\.", "", "\n".join(lines)) + "\n"


def write_schema_only(src, out, dev):
    """schema_only/<db>.sql for the dev databases without contents in database_pg/."""
    have = {f[:-4] for f in os.listdir(os.path.join(src, "database_pg")) if f.endswith(".sql")}
    missing = sorted({e["db_id"].lower() for e in dev} - have)
    if not missing:
        return
    schemas_sql = open(os.path.join(src, "schemas_pg.sql"), encoding="utf-8").read()
    os.makedirs(os.path.join(out, "schema_only"), exist_ok=True)
    for db in missing:
        with open(os.path.join(out, "schema_only", db + ".sql"), "w", encoding="utf-8") as f:
            f.write(schema_block(schemas_sql, db))


def synonym_rows(src, train):
    """Copies of the training questions with schema words said through the lexicon."""
    import synonyms
    th = synonyms.Thesaurus("/usr/share/wordnet")
    tables = synonyms.tables_by_db(src)
    rows = []
    for e in train:
        db = e["db_id"].lower()
        new = synonyms.rewrite(e["question"], e["query"], synonyms.schema_words(tables[db]),
                               th.lexicon)
        if new is not None:
            rows.append((db, new, single_quote_literals(e["query"])))
    print(f"prepare.py: {len(rows)} synonym copies of training questions", file=sys.stderr)
    return rows


def implicit_rows(train):
    """Copies of the training questions with the name or title they ask for left unsaid."""
    import implicit_columns
    rows = []
    for e in train:
        new = implicit_columns.rewrite(e["question"])
        if new is not None:
            rows.append((e["db_id"].lower(), new, single_quote_literals(e["query"])))
    print(f"prepare.py: {len(rows)} copies of training questions without their column", file=sys.stderr)
    return rows


NAME_COLUMNS = ("name", "title")
# the synthesized rows are few (about 2% of the rows once): each is taught this many times
CONVENTION_COPIES = 3
RENAMED_SUFFIX = "_tn"


def schema_blocks(src):
    """schemas_pg.sql's block of each schema ("-- db" ... up to the blank line), by db."""
    text = open(os.path.join(src, "schemas_pg.sql"), encoding="utf-8").read()
    blocks = {}
    for block in text.split("\n\n"):
        m = re.search(r"^CREATE SCHEMA (\w+);", block, re.M)
        if m:
            blocks[m.group(1)] = block[block.index("CREATE SCHEMA"):]
    return blocks


def name_tables(block):
    """The tables of a schema block (simple names) that have a column "name" or "title"."""
    found = {}
    for m in re.finditer(r"^CREATE TABLE \w+\.(\w+) \((.*?)^\);", block, re.M | re.S):
        cols = [c.strip().split()[0] for c in m.group(2).split(",\n")]
        for c in cols:
            if c in NAME_COLUMNS:
                found.setdefault(m.group(1), []).append(c)
    return found


def sql_tables(sql):
    return {t.lower() for t in re.findall(r"\b(?:FROM|JOIN)\s+(\w+)", sql, re.I)}


def rename_outside_quotes(sql, column, new):
    parts = re.split(r"('(?:[^']|'')*')", sql)
    for i in range(0, len(parts), 2):
        parts[i] = re.sub(r"\b%s\b" % column, new, parts[i], flags=re.I)
    return "".join(parts)


def renamed_rows(src, out, train):
    """Copies of the implicit-column questions on a copy of their schema whose name or title
    columns say their table ("singer.name" -> "singer.singer_name"), as GeoQuery's
    state.state_name does: the question's word then links the column it asks for, partially,
    and the parser cannot learn that the name asked for is a column the question does not
    link.  Writes OUT_DIR/renamed_schemas.sql (the schema copies, "<db>_tn")."""
    import implicit_columns
    blocks = schema_blocks(src)
    named_by_db = {db: name_tables(block) for db, block in blocks.items()}
    rows, used = [], set()
    for e in train:
        new = implicit_columns.rewrite(e["question"])
        db = e["db_id"].lower()
        if new is None or db not in blocks:
            continue
        named = named_by_db[db]
        sql = single_quote_literals(e["query"])
        tables = sql_tables(sql)
        renames = {}
        for column in NAME_COLUMNS:
            owners = [t for t in tables if column in named.get(t, [])]
            if len(owners) > 1:
                renames = None
                break
            if owners and re.search(r"\b%s\b" % column, sql, re.I):
                renames[column] = owners[0] + "_" + column
        if not renames:
            continue
        for column, new_name in renames.items():
            sql = rename_outside_quotes(sql, column, new_name)
        rows.append((db + RENAMED_SUFFIX, new, sql))
        used.add(db)
    with open(os.path.join(out, "renamed_schemas.sql"), "w", encoding="utf-8") as f:
        for db in sorted(used):
            block = blocks[db].replace("CREATE SCHEMA %s;" % db, "CREATE SCHEMA %s%s;" % (db, RENAMED_SUFFIX))
            block = re.sub(r"\b%s\." % re.escape(db), db + RENAMED_SUFFIX + ".", block)
            f.write(block.rstrip() + "\n")
            for table, cols in sorted(named_by_db[db].items()):
                for c in cols:
                    f.write("ALTER TABLE %s%s.%s RENAME COLUMN %s TO %s_%s;\n" % (db, RENAMED_SUFFIX, table, c, table, c))
            f.write("\n")
    print(f"prepare.py: {len(rows)} copies of training questions without their column, on "
          f"{len(used)} schemas with name columns that say their table", file=sys.stderr)
    return rows


def main():
    args = sys.argv[1:]
    synonyms = "--synonyms" in args
    implicit = "--implicit" in args
    renamed = "--renamed-names" in args
    conventions = "--conventions" in args
    args = [a for a in args if a not in ("--synonyms", "--implicit", "--renamed-names", "--conventions")]
    dev_json = None
    if "--dev" in args:
        k = args.index("--dev")
        dev_json = args[k + 1]
        del args[k:k + 2]
    if len(args) != 2:
        sys.exit("usage: prepare.py SPIDER_DIR OUT_DIR [--dev DEV_JSON] [--synonyms] [--implicit] "
                 "[--renamed-names] [--conventions]")
    src, out = args
    os.makedirs(out, exist_ok=True)
    train = json.load(open(os.path.join(src, "train_spider_core.json"), encoding="utf-8"))
    rows = [(e["db_id"].lower(), e["question"], single_quote_literals(e["query"])) for e in train]
    if synonyms:
        rows += synonym_rows(src, train)
    if implicit:
        rows += implicit_rows(train)
    if renamed:
        rows += renamed_rows(src, out, train)
    if conventions:
        import conventions as conventions_module
        made = conventions_module.rows(src)
        print(f"prepare.py: {len(made)} synthesized rows of totals of money and quantities, "
              f"each {CONVENTION_COPIES} times", file=sys.stderr)
        rows += made * CONVENTION_COPIES
    write(os.path.join(out, "train.csv"), ["db", "question", "sql"], rows)
    dev = json.load(open(dev_json or os.path.join(src, "dev.json"), encoding="utf-8"))
    write(os.path.join(out, "dev.csv"), ["dev_index", "db", "question", "sql"],
          [(e.get("dev_index", i), e["db_id"].lower(), e["question"],
            single_quote_literals(e["query"])) for i, e in enumerate(dev)])
    if os.path.isdir(os.path.join(src, "database_pg")):
        write_schema_only(src, out, dev)
    print(f"prepare.py: {len(train)} training and {len(dev)} dev questions", file=sys.stderr)


if __name__ == "__main__":
    main()
