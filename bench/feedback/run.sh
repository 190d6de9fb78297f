#!/bin/sh
# bench/feedback/run.sh — learning from the users, measured on GeoQuery (README.md beside it).
#   sh bench/feedback/run.sh [LEARN_OPTIONS_JSON]
# Data: $DTFIXUP_DATA (default ../shared/data, relative to the repository root) must hold
# geoquery/geography.sql, train.jsonl and dev.jsonl; without them the bench prints SKIP and
# exits 0.  Needs the extension built and installed (make install); runs in a throwaway
# cluster (pg_virtualenv), all SQL in one session.  PAIRS (default 100000): synthetic pairs
# stored for the look-up timing.  Results: bench/feedback/results/results.json (RESULTS_DIR).
set -eu
cd "$(dirname "$0")/../.."
DATA=${DTFIXUP_DATA:-../shared/data}
for f in geography.sql train.jsonl dev.jsonl; do
	if [ ! -f "$DATA/geoquery/$f" ]; then
		echo "SKIP bench/feedback: $DATA/geoquery/$f not found (set DTFIXUP_DATA to the data folder)"
		exit 0
	fi
done
DATA=$(cd "$DATA" && pwd)
LEARN_OPTIONS=${1:-'{}'}
PAIRS=${PAIRS:-100000}
RESULTS_DIR=${RESULTS_DIR:-bench/feedback/results}
mkdir -p "$RESULTS_DIR"
RESULTS_DIR=$(cd "$RESULTS_DIR" && pwd)
chmod 777 "$RESULTS_DIR"
REPO=$(pwd)
export DATA REPO RESULTS_DIR LEARN_OPTIONS PAIRS
. bench/cluster_env.sh
pg_virtualenv -t sh -ec '
	createdb geo
	psql -X -q -v ON_ERROR_STOP=1 -d geo -f "$DATA/geoquery/geography.sql" >/dev/null
	psql -X -q -d geo -v data="$DATA" -v repo="$REPO" -v results="$RESULTS_DIR" \
		-v learn_opts="$LEARN_OPTIONS" -v pairs="$PAIRS" -f "$REPO/bench/feedback/bench.sql"
'
cat "$RESULTS_DIR/results.json"
