#!/bin/sh
# bench/load/memory.sh — what one backend's memory is after nl2sql, shared vs private.
#   sh bench/load/memory.sh [GEOQUERY_DIR]
# SESSIONS (default 8) sessions each ask QUESTIONS (default 5) GeoQuery dev questions with
# nl2sql, then stay connected; meanwhile every such backend's /proc/PID/smaps_rollup is read:
# Private_Clean + Private_Dirty (memory no other process shares), Pss (proportional share),
# Rss, and Shared_Clean (pages shared with other processes: the page cache of a mapped model
# file).  Runs twice: with the installed general model, then with the same checkpoint
# imported as a stored model (MODEL_FILE, default models/dtfixup_general.ckpt), so that
# both ways of loading a model are measured.  Needs the extension installed; throwaway
# cluster (pg_virtualenv).  Prints one JSON line per run (values in MB: min / median / max
# over the backends) and writes them to RESULTS_DIR (default bench/load/results)/memory.json.
set -eu
cd "$(dirname "$0")/../.."
export PGOPTIONS="${PGOPTIONS:-} -c dtfixup.min_confidence=0"	# answers are measured, never refused for their confidence
GEO=$(cd "${1:-${DTFIXUP_DATA:-../shared/data}/geoquery}" 2>/dev/null && pwd) || { echo "SKIP bench/load/memory.sh: no data at ${1:-${DTFIXUP_DATA:-../shared/data}/geoquery} (set DTFIXUP_DATA or pass the folder)"; exit 0; }
SESSIONS=${SESSIONS:-8}
QUESTIONS=${QUESTIONS:-5}
MODEL_FILE=$(cd "$(dirname "${MODEL_FILE:-models/dtfixup_general.ckpt}")" && pwd)/$(basename "${MODEL_FILE:-models/dtfixup_general.ckpt}")
RESULTS_DIR=${RESULTS_DIR:-bench/load/results}
mkdir -p "$RESULTS_DIR"
RESULTS_DIR=$(cd "$RESULTS_DIR" && pwd)
WORK=$(mktemp -d /tmp/dtfixup_mem.XXXXXX)
chmod 755 "$WORK"
trap 'rm -rf "$WORK"' EXIT
jq -r '.question' "$GEO/dev.jsonl" | head -n "$QUESTIONS" | sed "s/'/''/g" > "$WORK/questions"
cp "$MODEL_FILE" "$WORK/model.ckpt"
chmod 644 "$WORK/model.ckpt"
export GEO WORK SESSIONS
pg_virtualenv -t -o max_connections=$((SESSIONS + 10)) sh -ec '
	createdb geo
	psql -X -q -v ON_ERROR_STOP=1 -d geo -f "$GEO/geography.sql" >/dev/null
	psql -X -q -v ON_ERROR_STOP=1 -d geo -c "CREATE EXTENSION dtfixup"
	psql -X -q -v ON_ERROR_STOP=1 -d geo -c "SELECT dtfixup_import_model('"'"'stored'"'"', pg_read_binary_file('"'"'$WORK/model.ckpt'"'"'))" >/dev/null
	for model in general stored; do
		i=0
		while [ $i -lt "$SESSIONS" ]; do
			{
				echo "SET application_name = '"'"'dtfixup_mem'"'"';"
				while IFS= read -r q; do echo "SELECT nl2sql('"'"'$q'"'"', '"'"'$model'"'"') IS NOT NULL AS answered;"; done < "$WORK/questions"
				echo "SELECT pg_sleep(30);"
			} | psql -X -q -d geo >/dev/null 2>"$WORK/err.$model.$i" &
			i=$((i + 1))
		done
		# wait until every session asked its questions and sleeps
		n=0
		while [ "$(psql -X -Atq -d geo -c "SELECT count(*) FROM pg_stat_activity WHERE application_name = '"'"'dtfixup_mem'"'"' AND query LIKE '"'"'SELECT pg_sleep%'"'"'")" -lt "$SESSIONS" ] && [ $n -lt 600 ]; do
			sleep 0.5; n=$((n + 1))
		done
		for pid in $(psql -X -Atq -d geo -c "SELECT pid FROM pg_stat_activity WHERE application_name = '"'"'dtfixup_mem'"'"'"); do
			awk "/^Private_(Clean|Dirty)/ {p += \$2} /^Pss:/ {s = \$2} /^Rss:/ {r = \$2} /^Shared_Clean/ {c = \$2} END {print p, s, r, c}" /proc/$pid/smaps_rollup
		done > "$WORK/kb.$model"
		psql -X -Atq -d geo -c "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '"'"'dtfixup_mem'"'"'" >/dev/null
		wait || true
		cat "$WORK"/err.$model.* | grep -v "terminating connection\|server closed\|connection to server\|before or while\|probably means" || true
	done
'
stat_mb() {  # stat_mb FILE COLUMN: {"min": .., "median": .., "max": ..} in MB
	sort -n -k"$2" "$1" | awk -v c="$2" '{a[NR] = $c} END {if (NR) printf "{\"min\": %.1f, \"median\": %.1f, \"max\": %.1f}", a[1] / 1024, a[int((NR + 1) / 2)] / 1024, a[NR] / 1024; else printf "null"}'
}
: > "$RESULTS_DIR/memory.json"
for model in general stored; do
	line="{\"model\": \"$model\", \"sessions\": $(wc -l < "$WORK/kb.$model"), \"questions_each\": $QUESTIONS, \"private_mb\": $(stat_mb "$WORK/kb.$model" 1), \"pss_mb\": $(stat_mb "$WORK/kb.$model" 2), \"rss_mb\": $(stat_mb "$WORK/kb.$model" 3), \"shared_clean_mb\": $(stat_mb "$WORK/kb.$model" 4)}"
	echo "$line" | tee -a "$RESULTS_DIR/memory.json"
done
