#!/bin/sh
# bench/feedback/run.sh — learning from the users, measured on GeoQuery (README.md beside it).
#   sh bench/feedback/run.sh [LEARN_OPTIONS_JSON]
# Data: $DTFIXUP_DATA (default ../shared/data, relative to the repository root) must hold
# geoquery/geography.sql, train.jsonl and dev.jsonl; without them the bench prints SKIP and
# exits 0.  Needs the extension built and installed (make install); runs in a throwaway
# cluster (pg_virtualenv), all SQL in one session.  PAIRS (default 100000): synthetic pairs
# stored for the look-up timing.  K (default 5; 0: none): folds of kfold.sql, the held-out
# accuracy from stored pairs alone over train + dev, in the same cluster afterwards.
# STREAM=0: kfold.sql alone.  LEARN_K=1: then kfold_learn.sql, the same folds with a model
# learned by dtfixup_learn from each fold's corrections (about 2 minutes a fold on 2 cores).
# Results: bench/feedback/results/results.json, kfold.json, kfold_learn.json (RESULTS_DIR).
# BUILT=1: use this tree's built dtfixup.so and install script (make, no make install): the
# objects are created by the script with the library's path, not by CREATE EXTENSION, for a
# machine whose installed extension is shared (the general model is still read from the
# installed dtfixup_general.ckpt).
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
K=${K:-5}
STREAM=${STREAM:-1}
LEARN_K=${LEARN_K:-0}
RESULTS_DIR=${RESULTS_DIR:-bench/feedback/results}
mkdir -p "$RESULTS_DIR"
RESULTS_DIR=$(cd "$RESULTS_DIR" && pwd)
chmod 777 "$RESULTS_DIR"
REPO=$(pwd)
INSTALL_VAR=""
if [ "${BUILT:-0}" = 1 ]; then
	SCRIPT=$(mktemp /tmp/dtfixup_feedback_install.XXXXXX.sql)
	trap 'rm -f "$SCRIPT"' EXIT
	# outside an extension script: no \quit guard, no configuration-table dumps
	sed -e '/^\\echo Use "CREATE EXTENSION/d' -e '/pg_extension_config_dump/d' \
		-e 's/@extschema@/public/g' -e "s|MODULE_PATHNAME|$REPO/dtfixup|g" \
		sql/dtfixup--*.sql > "$SCRIPT"
	chmod 644 "$SCRIPT"
	INSTALL_VAR="-v install_script=$SCRIPT"
fi
export DATA REPO RESULTS_DIR LEARN_OPTIONS PAIRS INSTALL_VAR K STREAM LEARN_K
. bench/cluster_env.sh
pg_virtualenv -t sh -ec '
	createdb geo
	if [ "$STREAM" = 1 ]; then
		psql -X -q -v ON_ERROR_STOP=1 -d geo -f "$DATA/geoquery/geography.sql" >/dev/null
		psql -X -q -d geo -v data="$DATA" -v repo="$REPO" -v results="$RESULTS_DIR" \
			-v learn_opts="$LEARN_OPTIONS" -v pairs="$PAIRS" $INSTALL_VAR -f "$REPO/bench/feedback/bench.sql"
	fi
	if [ "$K" -gt 0 ]; then
		createdb geo_kfold
		psql -X -q -v ON_ERROR_STOP=1 -d geo_kfold -f "$DATA/geoquery/geography.sql" >/dev/null
		psql -X -q -d geo_kfold -v data="$DATA" -v repo="$REPO" -v results="$RESULTS_DIR" \
			-v k="$K" $INSTALL_VAR -f "$REPO/bench/feedback/kfold.sql"
		if [ "$LEARN_K" = 1 ]; then
			psql -X -q -d geo_kfold -v data="$DATA" -v repo="$REPO" -v results="$RESULTS_DIR" \
				-v k="$K" -f "$REPO/bench/feedback/kfold_learn.sql"
		fi
	fi
'
if [ "$STREAM" = 1 ]; then cat "$RESULTS_DIR/results.json"; fi
if [ "$K" -gt 0 ]; then cat "$RESULTS_DIR/kfold.json"; fi
if [ "$K" -gt 0 ] && [ "$LEARN_K" = 1 ]; then cat "$RESULTS_DIR/kfold_learn.json"; fi
