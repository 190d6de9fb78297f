#!/bin/sh
# bench/confidence/collect.sh — the general model's answers to Spider dev (827 questions, 20
# databases) and GeoQuery (598 questions, train + dev, asked zero-shot), each with its
# confidence and features (dtfixup_explain) and whether it is right
# (bench/confidence/collect.sql), one JSON line per question, into OUT (default
# bench/confidence/results/answers.jsonl).
#   sh bench/confidence/collect.sh [DATA_DIR]
# Needs the extension installed in `pg_config`'s PostgreSQL; runs in a throwaway cluster of
# its own (test/own_cluster.sh), with dtfixup.value_link_time_budget = 0 (answers that do
# not depend on time) and dtfixup.min_confidence = 0 (nothing refused).  About 6 minutes on
# two cores.
set -eu
cd "$(dirname "$0")/../.."
DATA=$(cd "${1:-${DTFIXUP_DATA:-../shared/data}}" 2>/dev/null && pwd) || { echo "SKIP bench/confidence/collect.sh: no data at ${1:-${DTFIXUP_DATA:-../shared/data}}"; exit 0; }
OUT=${OUT:-bench/confidence/results/answers.jsonl}
mkdir -p "$(dirname "$OUT")"
OUT=$(cd "$(dirname "$OUT")" && pwd)/$(basename "$OUT")
REPO=$(pwd)
. test/own_cluster.sh
own_cluster_dir confidence
trap own_cluster_remove EXIT
python3 bench/spider/prepare.py "$DATA/spider" "$W/spider" 2>/dev/null
# each dev database's questions (n, question, gold) in a file of its own
python3 - "$W/spider" <<'PY'
import csv, os, sys
out = sys.argv[1]
by_db = {}
with open(os.path.join(out, "dev.csv"), newline="") as f:
    for row in csv.DictReader(f):
        by_db.setdefault(row["db"], []).append((row["dev_index"], row["question"], row["sql"]))
for db, rows in by_db.items():
    with open(os.path.join(out, f"q_{db}.csv"), "w", newline="") as f:
        csv.writer(f).writerows(rows)
PY
cp bench/confidence/collect.sql bench/geoquery/load_jsonl.sql "$W/"
cp "$DATA/geoquery/train.jsonl" "$DATA/geoquery/dev.jsonl" "$W/"
chmod -R a+rX "$W"
own_cluster_create "${PORT:-5503}"
own_cluster_start
psql_pg() { as_pg "$BIN/psql" -X -q -h "$W" -p "$P" -U postgres -v ON_ERROR_STOP=1 "$@"; }
: > "$W/answers.jsonl"
chmod 666 "$W/answers.jsonl"

# new_database DB FILE: DB from FILE with the extension, answers that do not depend on time
new_database() {
	as_pg "$BIN/createdb" -h "$W" -p "$P" -U postgres "$1"
	psql_pg -d "$1" -f "$2" >/dev/null
	psql_pg -d "$1" -c "CREATE EXTENSION dtfixup" \
		-c "ALTER DATABASE $1 SET dtfixup.value_link_time_budget = 0" \
		-c "ALTER DATABASE $1 SET dtfixup.min_confidence = 0" >/dev/null
}

# The questions are kept in schema bench_q, off the search_path: the parser reads (and links
# values of) every table on it.
# Spider dev: one database per dev database (wta_1 has no rows: its schema alone, scored by
# exact match)
for f in "$DATA"/spider/database_pg/*.sql "$W"/spider/schema_only/*.sql; do
	[ -f "$f" ] || continue
	db=$(basename "$f" .sql)
	contents=$(case "$f" in */schema_only/*) echo false ;; *) echo true ;; esac)
	new_database "$db" "$f"
	psql_pg -d "$db" -c "CREATE SCHEMA bench_q" -c "CREATE TABLE bench_q.dev_q (n int, question text, gold text)" \
		-c "\\copy bench_q.dev_q FROM '$W/spider/q_$db.csv' WITH (FORMAT csv)" >/dev/null
	psql_pg -d "$db" -v tab=bench_q.dev_q -v set=spider -v db="$db" -v contents="$contents" \
		-f "$W/collect.sql" >> "$W/answers.jsonl"
	echo "spider $db: $(grep -c "\"db\": \"$db\"" "$W/answers.jsonl") questions" >&2
done

# GeoQuery: train + dev (598), asked zero-shot
new_database geo "$DATA/geoquery/geography.sql"
psql_pg -d geo -c "CREATE SCHEMA bench_q" >/dev/null
psql_pg -d geo -v file="$W/train.jsonl" -v tab=bench_q.q_train -f "$W/load_jsonl.sql" >/dev/null
psql_pg -d geo -v file="$W/dev.jsonl" -v tab=bench_q.q_dev -f "$W/load_jsonl.sql" >/dev/null
psql_pg -d geo -c "CREATE TABLE bench_q.geo_q AS SELECT row_number() OVER (ORDER BY src, id)::int AS n, question, sql AS gold
	FROM (SELECT 0 AS src, id, question, sql FROM bench_q.q_train UNION ALL SELECT 1, id, question, sql FROM bench_q.q_dev) q
	WHERE sql IS NOT NULL" >/dev/null
psql_pg -d geo -v tab=bench_q.geo_q -v set=geoquery -v db=geo -v contents=true -f "$W/collect.sql" >> "$W/answers.jsonl"
echo "geoquery: $(grep -c '"set": "geoquery"' "$W/answers.jsonl") questions" >&2
cp "$W/answers.jsonl" "$OUT"
echo "$OUT: $(wc -l < "$OUT") answers"
