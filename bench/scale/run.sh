#!/bin/sh
# bench/scale/run.sh — Spider dev on a large catalog: all 166 Spider schemas in one database
# (load.sh: 875 tables, the 19 dev databases with their contents), every dev question asked
# with its own schema first on the search_path and K others after it, K = 0, 20 and 165, by
# the installed general model.  Per K: exact-set-match by hardness (bench/spider/spider_eval.py
# through summarize.py; a prediction naming another schema's table counts as wrong), execution
# accuracy, retrieval recall (gold tables kept / gold tables) and nl2sql p50/p95.
#   sh bench/scale/run.sh [SPIDER_DIR]       (default $DTFIXUP_DATA/spider, ../shared/data/spider)
# Needs the extension built and installed; runs in a throwaway cluster (pg_virtualenv).
# Results: bench/scale/results/k<K>/{predictions.jsonl,summary.json}.  KS="0 20" picks K values.
set -eu
cd "$(dirname "$0")/../.."
SPIDER=${1:-${DTFIXUP_DATA:-../shared/data}/spider}
if [ ! -f "$SPIDER/schemas_pg.sql" ]; then
	echo "SKIP bench/scale: no Spider data at $SPIDER (set DTFIXUP_DATA or pass the folder)"
	exit 0
fi
SPIDER=$(cd "$SPIDER" && pwd)
REPO=$(pwd)
RESULTS=${RESULTS_DIR:-bench/scale/results}
mkdir -p "$RESULTS"
RESULTS=$(cd "$RESULTS" && pwd)
WORK=$(mktemp -d /tmp/dtfixup_scale.XXXXXX)
chmod 755 "$WORK"
trap 'rm -rf "$WORK"' EXIT
python3 bench/spider/prepare.py "$SPIDER" "$WORK" 2>/dev/null
chmod -R a+rX "$WORK"
KS=${KS:-0 20 165}
export SPIDER WORK REPO RESULTS KS
. bench/cluster_env.sh
pg_virtualenv -t sh -ec '
	sh "$REPO/bench/scale/load.sh" scale "$SPIDER"
	for k in $KS; do
		mkdir -p "$RESULTS/k$k"
		psql -X -q -d scale -v csv="$WORK/dev.csv" -v k="$k" -f "$REPO/bench/scale/ask.sql" \
			> "$RESULTS/k$k/predictions.jsonl"
		echo "k=$k: $(wc -l < "$RESULTS/k$k/predictions.jsonl") questions asked" >&2
	done
'
MODEL=$(pg_config --sharedir)/extension/dtfixup_general.ckpt
for k in $KS; do
	python3 bench/spider/summarize.py "$SPIDER" "$RESULTS/k$k/predictions.jsonl" "$MODEL" \
		> "$RESULTS/k$k/summary.json"
	python3 bench/scale/recall.py "$RESULTS/k$k/predictions.jsonl" "$RESULTS/k$k/summary.json"
done
