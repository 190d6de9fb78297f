#!/bin/sh
# bench/realdb/run.sh [OUT_DIR] — the general model, out of the box, on real databases of our
# own (bench/realdb/README.md): each database of bench/realdb/<db>/ (<db>.sql, its load
# script, and questions.jsonl, an analyst's questions with gold SQL) is loaded into a
# throwaway cluster of its own (the binaries of `pg_config --bindir` and the dtfixup
# installed there, test/own_cluster.sh), ANALYZEd, given `CREATE EXTENSION dtfixup`, and
# every question is asked with nl2sql under the default settings, but two: stored-value links
# without a time limit (dtfixup.value_link_time_budget = 0, so that answers do not depend on
# timing) and no refusing (dtfixup.min_confidence = 0, so that every answer is scored; each
# answer's confidence is recorded and the summary says what the default threshold keeps).
# Per question (bench/realdb/evaluate.sql): the SQL, execution match against the gold query
# (bench/realdb/compare.sql, checked first by test_compare.sql),
# exact match (dtfixup_exact_match), whether the gold query is inside the grammar
# (dtfixup_sql_to_actions accepts it), nl2sql's time.  Writes OUT_DIR/<db>.jsonl and
# OUT_DIR/summary.json (default OUT_DIR: bench/out/realdb) and prints per database and per
# kind of question: execution accuracy over all questions and over those inside the
# grammar, exact match, p50/p95 latency (bench/realdb/summarize.py).
#
# Hooks for studies that reuse it (after adapting a model to the database, after feedback):
#   REALDB_DBS="pubs clubdata"   only these databases (default: every folder with questions)
#   REALDB_SETUP_SQL='...'       SQL run in each database after CREATE EXTENSION, before the
#                                questions (psql variable :db holds the database's name), e.g.
#                                a CALL that adapts or trains a model on that database
#   REALDB_MODEL=name            the model asked (default: the general model)
#   REALDB_SETTINGS='-c n=v ...' more settings for the asking sessions (PGOPTIONS' form)
# Compare two runs question by question: python3 bench/realdb/summarize.py --compare A B.
# Run as root (the cluster then belongs to postgres) or as a user that may run initdb.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${1:-$HERE/../out/realdb}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
. "$HERE/../../test/own_cluster.sh"
if [ -z "${REALDB_DBS:-}" ]; then
	REALDB_DBS=$(for d in "$HERE"/*/questions.jsonl; do basename "$(dirname "$d")"; done)
fi
own_cluster_dir realdb
trap own_cluster_remove EXIT
own_cluster_create 56470
own_cluster_start
cp "$HERE/evaluate.sql" "$HERE/compare.sql" "$HERE/test_compare.sql" "$W/"
printf '%s\n' "${REALDB_SETUP_SQL:-}" > "$W/setup.sql"
chmod 644 "$W/evaluate.sql" "$W/compare.sql" "$W/test_compare.sql" "$W/setup.sql"
psql_db() { db=$1; shift; as_pg "$BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$W" -p "$P" -U postgres -d "$db" "$@"; }
# the comparison's own checks first (test_compare.sql): a broken comparison stops the run
psql_db postgres -f "$W/test_compare.sql"

for db in $REALDB_DBS; do
	[ -f "$HERE/$db/$db.sql" ] && [ -f "$HERE/$db/questions.jsonl" ] || {
		echo "bench/realdb/run.sh: no $db/$db.sql or $db/questions.jsonl" >&2; exit 2; }
	cp "$HERE/$db/$db.sql" "$W/$db.sql"
	cp "$HERE/$db/questions.jsonl" "$W/$db.jsonl"
	chmod 644 "$W/$db.sql" "$W/$db.jsonl"
	as_pg "$BIN/createdb" -h "$W" -p "$P" -U postgres "$db"
	psql_db "$db" -f "$W/$db.sql" >/dev/null
	psql_db "$db" -c "ANALYZE" -c "CREATE EXTENSION dtfixup" >/dev/null
	psql_db "$db" -v db="$db" -f "$W/setup.sql" >/dev/null
	t0=$(date +%s)
	PGOPTIONS="-c dtfixup.value_link_time_budget=0 -c dtfixup.min_confidence=0 ${REALDB_SETTINGS:-}" \
		psql_db "$db" -v jsonl="$W/$db.jsonl" -v db="$db" -v model="${REALDB_MODEL:-}" \
		-f "$W/evaluate.sql" > "$OUT/$db.jsonl"
	echo "$db: $(wc -l < "$OUT/$db.jsonl") questions asked in $(( $(date +%s) - t0 )) s"
done
python3 "$HERE/summarize.py" --out "$OUT/summary.json" \
	$(for db in $REALDB_DBS; do echo "$OUT/$db.jsonl"; done)
