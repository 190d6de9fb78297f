#!/bin/sh
# bench/fuzz/run.sh — hostile questions at scale through nl2sql and nl2sql_execute, as a
# restricted role (SELECT on GeoQuery's tables, nothing else).
#   sh bench/fuzz/run.sh [GEOQUERY_DIR]
# N (default 10000) questions from hostile_questions.py (SEED, default 1).  Counts: answers,
# errors by SQLSTATE, server crashes (the postmaster's start time and a restart check),
# data changes (an md5 of every GeoQuery table before and after), unsafe answers (an nl2sql
# answer that is not one SELECT statement, or that PostgreSQL refuses to EXPLAIN read-only as
# the restricted role).  Plus invalid UTF-8: the server refuses it before dtfixup sees it.
# Needs the extension installed; throwaway cluster (pg_virtualenv).  Results:
# RESULTS_DIR (default bench/fuzz/results)/fuzz.json.
set -eu
cd "$(dirname "$0")/../.."
export PGOPTIONS="${PGOPTIONS:-} -c dtfixup.min_confidence=0"	# answers are measured, never refused for their confidence
GEO=$(cd "${1:-${DTFIXUP_DATA:-../shared/data}/geoquery}" 2>/dev/null && pwd) || { echo "SKIP bench/fuzz/run.sh: no data at ${1:-${DTFIXUP_DATA:-../shared/data}/geoquery} (set DTFIXUP_DATA or pass the folder)"; exit 0; }
N=${N:-10000}
SEED=${SEED:-1}
RESULTS_DIR=${RESULTS_DIR:-bench/fuzz/results}
mkdir -p "$RESULTS_DIR"
RESULTS_DIR=$(cd "$RESULTS_DIR" && pwd)
WORK=$(mktemp -d /tmp/dtfixup_fuzz.XXXXXX)
chmod 755 "$WORK"
trap 'rm -rf "$WORK"' EXIT
python3 bench/fuzz/hostile_questions.py "$N" "$SEED" "$GEO/train.jsonl" > "$WORK/questions.csv"
chmod 644 "$WORK/questions.csv"
REPO=$(pwd)
export GEO WORK REPO
pg_virtualenv -t sh -ec '
	createdb geo
	psql -X -q -v ON_ERROR_STOP=1 -d geo -f "$GEO/geography.sql" >/dev/null
	psql -X -q -d geo -v csv="$WORK/questions.csv" -f "$REPO/bench/fuzz/setup.sql"
	psql -X -Atq -d geo -c "SELECT fuzz.data_md5()" > "$WORK/md5_before"
	psql -X -Atq -d geo -c "SELECT pg_postmaster_start_time()" > "$WORK/start_before"
	psql -X -q -d geo -f "$REPO/bench/fuzz/ask.sql" > "$WORK/run.out" 2>&1 ||
		echo "session ended: $?" >> "$WORK/run.out"
	psql -X -Atq -d geo -c "SELECT fuzz.data_md5()" > "$WORK/md5_after"
	psql -X -Atq -d geo -c "SELECT pg_postmaster_start_time()" > "$WORK/start_after"
	psql -X -Atq -d geo -f "$REPO/bench/fuzz/summary.sql" > "$WORK/summary.json"
'
cat "$WORK/run.out"
crashed=no
[ "$(cat "$WORK/start_before")" = "$(cat "$WORK/start_after")" ] || crashed=yes
grep -q "session ended" "$WORK/run.out" && crashed=yes
changed=no
[ "$(cat "$WORK/md5_before")" = "$(cat "$WORK/md5_after")" ] || changed=yes
jq -c --arg crashed "$crashed" --arg changed "$changed" '. + {server_crashed: $crashed, data_changed: $changed}' \
	"$WORK/summary.json" | tee "$RESULTS_DIR/fuzz.json"
