#!/bin/sh
# bench/load/run.sh — many sessions asking nl2sql at once (pgbench), as a new user would.
#   sh bench/load/run.sh [GEOQUERY_DIR]
# CLIENTS (default 32) sessions ask GeoQuery dev questions with nl2sql for LOAD_SECONDS (default 60)
# against the GeoQuery database with the installed general model (MODEL, default unset =
# general; a stored model can be imported from MODEL_FILE).  Prints pgbench's throughput and
# failures, per-call latency p50 / p95 / max (from pgbench's per-transaction log), whether the
# server restarted, and each backend's private memory (Private_Clean + Private_Dirty of
# /proc/PID/smaps_rollup) sampled at the end of the run.  Needs the extension installed;
# throwaway cluster (pg_virtualenv).  Results: RESULTS_DIR (default bench/load/results)/load.json.
set -eu
cd "$(dirname "$0")/../.."
export PGOPTIONS="${PGOPTIONS:-} -c dtfixup.min_confidence=0"	# answers are measured, never refused for their confidence
GEO=$(cd "${1:-${DTFIXUP_DATA:-../shared/data}/geoquery}" 2>/dev/null && pwd) || { echo "SKIP bench/load/run.sh: no data at ${1:-${DTFIXUP_DATA:-../shared/data}/geoquery} (set DTFIXUP_DATA or pass the folder)"; exit 0; }
CLIENTS=${CLIENTS:-32}
SECONDS_=${LOAD_SECONDS:-60}
RESULTS_DIR=${RESULTS_DIR:-bench/load/results}
mkdir -p "$RESULTS_DIR"
RESULTS_DIR=$(cd "$RESULTS_DIR" && pwd)
WORK=$(mktemp -d /tmp/dtfixup_load.XXXXXX)
chmod 755 "$WORK"
trap 'rm -rf "$WORK"' EXIT
# one pgbench script per dev question; pgbench picks one at random per transaction
n=0
jq -r '.question' "$GEO/dev.jsonl" | while IFS= read -r q; do
	n=$((n + 1))
	esc=$(printf '%s' "$q" | sed "s/'/''/g")
	printf "SELECT nl2sql('%s');\n" "$esc" > "$WORK/q$n.sql"
done
export GEO WORK CLIENTS SECONDS_ RESULTS_DIR
pg_virtualenv -t -o max_connections=$((CLIENTS + 10)) sh -ec '
	createdb geo
	psql -X -q -v ON_ERROR_STOP=1 -d geo -f "$GEO/geography.sql" >/dev/null
	psql -X -q -v ON_ERROR_STOP=1 -d geo -c "CREATE EXTENSION dtfixup"
	start_pid=$(psql -X -Atq -d geo -c "SELECT pid FROM pg_stat_activity WHERE backend_type = '"'"'checkpointer'"'"'")
	scripts=""
	for f in "$WORK"/q*.sql; do scripts="$scripts -f $f"; done
	( sleep $((SECONDS_ - 3))
	  for pid in $(psql -X -Atq -d geo -c "SELECT pid FROM pg_stat_activity WHERE query LIKE '"'"'SELECT nl2sql%'"'"'"); do
		awk "/^Private_(Clean|Dirty)/ {s += \$2} END {print s}" /proc/$pid/smaps_rollup 2>/dev/null
	  done > "$WORK/private_kb" ) &
	cd "$WORK"
	pgbench -n -c "$CLIENTS" -j 2 -T "$SECONDS_" -l --failures-detailed $scripts geo > "$WORK/pgbench.out" 2>&1 || true
	wait
	end_pid=$(psql -X -Atq -d geo -c "SELECT pid FROM pg_stat_activity WHERE backend_type = '"'"'checkpointer'"'"'")
	[ "$start_pid" = "$end_pid" ] && echo no > "$WORK/restarted" || echo yes > "$WORK/restarted"
'
sed -n "1,/^SQL script 1:/p" "$WORK/pgbench.out" | grep -v "^SQL script 1:"
cat "$WORK"/pgbench_log.* | awk '{print $3 / 1000.0}' | sort -n > "$WORK/lat_ms"
total=$(wc -l < "$WORK/lat_ms")
p() { awk -v q="$1" -v n="$total" 'NR == int(q * (n - 1)) + 1 {print; exit}' "$WORK/lat_ms"; }
tps=$(sed -nE 's/^tps = ([0-9.]+).*/\1/p' "$WORK/pgbench.out")
failed=$(sed -nE 's/^number of failed transactions: ([0-9]+).*/\1/p' "$WORK/pgbench.out")
mem=$(sort -n "$WORK/private_kb" | awk '{a[NR] = $1} END {if (NR) printf "{\"backends\": %d, \"min_mb\": %.1f, \"median_mb\": %.1f, \"max_mb\": %.1f}", NR, a[1] / 1024, a[int((NR + 1) / 2)] / 1024, a[NR] / 1024; else print "null"}')
cat > "$RESULTS_DIR/load.json" <<JSON
{"clients": $CLIENTS, "seconds": $SECONDS_, "calls": $total, "tps": ${tps:-0}, "failed": ${failed:-null},
 "latency_ms": {"p50": $(p 0.5), "p95": $(p 0.95), "max": $(tail -n 1 "$WORK/lat_ms")},
 "server_restarted": "$(cat "$WORK/restarted")", "private_memory_per_backend": $mem}
JSON
cat "$RESULTS_DIR/load.json"
