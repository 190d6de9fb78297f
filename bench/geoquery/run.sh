#!/bin/sh
# bench/geoquery/run.sh — GeoQuery accuracy, training time and nl2sql latency, in-database.
#   sh bench/geoquery/run.sh [DATA_DIR] [OPTIONS_JSON]
# DATA_DIR defaults to ../shared/data (relative to the repository root); OPTIONS_JSON to '{}'
# (the shipped defaults).  Needs the extension built and installed (make install) and runs
# in a throwaway cluster (pg_virtualenv; run as root, or as a user who may use it).
#
# What it measures:
#   1. CALL dtfixup_finetune on geoquery/train.jsonl (question split), wall-clock time;
#   2. dtfixup_evaluate on geoquery/dev.jsonl (exact match, execution accuracy);
#   3. a second model on standard_split/train.jsonl, evaluated on standard_split/dev.jsonl
#      (skipped when SPLITS=question);
#   4. nl2sql latency over the dev questions, beam 5, one warm backend, p50/p95/max.
# Results: printed, and written as JSON to bench/geoquery/results/ (RESULTS_DIR).
set -eu
cd "$(dirname "$0")/../.."
DATA=${1:-../shared/data}
OPTIONS=${2:-'{}'}
SPLITS=${SPLITS:-question standard}
RESULTS_DIR=${RESULTS_DIR:-bench/geoquery/results}
DATA=$(cd "$DATA" && pwd)
mkdir -p "$RESULTS_DIR"
RESULTS_DIR=$(cd "$RESULTS_DIR" && pwd)
REPO=$(pwd)
export DATA OPTIONS SPLITS RESULTS_DIR REPO
pg_virtualenv -t sh -ec '
	createdb geo
	psql -X -q -v ON_ERROR_STOP=1 -d geo -f "$DATA/geoquery/geography.sql" >/dev/null
	psql -X -q -v ON_ERROR_STOP=1 -d geo -c "CREATE EXTENSION dtfixup" -c "CREATE SCHEMA training"
	load() { psql -X -q -v ON_ERROR_STOP=1 -d geo -v file="$1" -v tab="$2" -f "$REPO/bench/geoquery/load_jsonl.sql"; }
	load "$DATA/geoquery/train.jsonl" training.q_train
	load "$DATA/geoquery/dev.jsonl" training.q_dev
	load "$DATA/geoquery/standard_split/train.jsonl" training.s_train
	load "$DATA/geoquery/standard_split/dev.jsonl" training.s_dev
	for split in $SPLITS; do
		case $split in
			question) tr=training.q_train; dv=training.q_dev; model=geo_question ;;
			standard) tr=training.s_train; dv=training.s_dev; model=geo_standard ;;
		esac
		echo "== $split split: training $model on $tr, options $OPTIONS"
		start=$(date +%s.%N)
		printf "%s\n" "SET search_path = public, dtfixup;" \
			"CALL dtfixup_finetune(:'\''model'\'', :'\''tr'\'', options => :'\''opts'\'');" |
			psql -X -q -v ON_ERROR_STOP=1 -d geo -v model="$model" -v tr="$tr" -v opts="$OPTIONS" 2>&1 |
			sed -n "s/^NOTICE:  //p"
		end=$(date +%s.%N)
		train_s=$(awk "BEGIN { printf \"%.1f\", $end - $start }")
		printf "%s\n" "SET search_path = public, dtfixup;" \
			"SELECT jsonb_build_object('\''split'\'', :'\''split'\'', '\''model'\'', :'\''model'\'', '\''train_seconds'\'', :train_s::numeric,
			   '\''options'\'', :'\''opts'\''::jsonb, '\''config'\'', (SELECT config FROM dtfixup.models WHERE name = :'\''model'\''),
			   '\''evaluation'\'', dtfixup_evaluate(:'\''model'\'', :'\''dv'\''))" |
			psql -X -At -v ON_ERROR_STOP=1 -d geo -v model="$model" -v dv="$dv" -v split="$split" \
				-v train_s="$train_s" -v opts="$OPTIONS" > "$RESULTS_DIR/$split.json"
		jq -r "\"\(.split) split: train \(.train_seconds) s; dev exact match \(.evaluation.exact)/\(.evaluation.examples) = \(.evaluation.exact_match), execution accuracy \(.evaluation.exec)/\(.evaluation.examples) = \(.evaluation.execution_accuracy)\"" "$RESULTS_DIR/$split.json"
	done
	model=$(for s in $SPLITS; do case $s in question) echo geo_question;; standard) echo geo_standard;; esac; done | head -n 1)
	echo "== nl2sql latency, model $model, beam 5, dev questions"
	psql -X -At -v ON_ERROR_STOP=1 -d geo -v model="$model" -f "$REPO/bench/geoquery/latency.sql" > "$RESULTS_DIR/latency.json"
	cat "$RESULTS_DIR/latency.json"
'
