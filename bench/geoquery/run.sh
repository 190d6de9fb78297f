#!/bin/sh
# bench/geoquery/run.sh — GeoQuery accuracy, training time and nl2sql latency, in-database.
#   sh bench/geoquery/run.sh [DATA_DIR] [OPTIONS_JSON]
# DATA_DIR defaults to ../shared/data (relative to the repository root); OPTIONS_JSON to '{}'
# (the shipped defaults).  Needs the extension built and installed (make install); runs in
# a throwaway cluster (pg_virtualenv; as root, or as a user who may use it), all SQL in ONE
# session (so one backend loads the library once and keeps it).
#
# What it measures (SPLITS="question standard" by default):
#   question: CALL dtfixup_finetune on geoquery/train.jsonl, wall-clock time, then
#             dtfixup_evaluate on geoquery/dev.jsonl (exact match, execution accuracy);
#   standard: the same with standard_split/train.jsonl and standard_split/dev.jsonl;
#   latency:  nl2sql over geoquery/dev.jsonl's questions, beam 5, warm backend, p50/p95/max,
#             with the first model of SPLITS.
# ZERO_SHOT=1 also evaluates the installed general model, untrained on GeoQuery, on the question
# split's train and dev questions (zeroshot.json).
# Results: NOTICEs (one per epoch) on stderr, a summary on stdout, JSON in RESULTS_DIR
# (default bench/geoquery/results): <split>.json and latency.json, and each trained model as
# geo_<split>.ckpt (dtfixup_export_model bytes; sh test/demo.sh imports one with
# DTFIXUP_DEMO_MODEL=...).
set -eu
cd "$(dirname "$0")/../.."
DATA=$(cd "${1:-${DTFIXUP_DATA:-../shared/data}}" 2>/dev/null && pwd) || { echo "SKIP bench/geoquery/run.sh: no data at ${1:-${DTFIXUP_DATA:-../shared/data}} (set DTFIXUP_DATA or pass the folder)"; exit 0; }
OPTIONS=${2:-'{}'}
SPLITS=${SPLITS:-question standard}
RESULTS_DIR=${RESULTS_DIR:-bench/geoquery/results}
mkdir -p "$RESULTS_DIR"
RESULTS_DIR=$(cd "$RESULTS_DIR" && pwd)
REPO=$(pwd)
SCRIPT=$(mktemp /tmp/dtfixup_geo_bench.XXXXXX.sql)
chmod 644 "$SCRIPT"
trap 'rm -f "$SCRIPT"' EXIT

line() { printf '%s\n' "$*"; }
{
	line "\set ON_ERROR_STOP 1"
	line "\pset tuples_only on"
	line "\pset format unaligned"
	line "CREATE EXTENSION dtfixup;"
	line "LOAD 'dtfixup';"
	# optional: tell a caller that the library is loaded (lets it release an install lock)
	[ -n "${DTFIXUP_LOADED_MARKER:-}" ] && line "\! touch $DTFIXUP_LOADED_MARKER"
	line "CREATE SCHEMA training;"
	for pair in "geoquery/train.jsonl training.q_train" "geoquery/dev.jsonl training.q_dev" \
		"geoquery/standard_split/train.jsonl training.s_train" "geoquery/standard_split/dev.jsonl training.s_dev"; do
		set -- $pair
		line "\set file '$DATA/$1'"
		line "\set tab $2"
		line "\i $REPO/bench/geoquery/load_jsonl.sql"
	done
	line "SET search_path = public, dtfixup;"
	line "\set opts '$OPTIONS'"
	first=""
	for split in $SPLITS; do
		case $split in
			question) tr=training.q_train; dv=training.q_dev ;;
			standard) tr=training.s_train; dv=training.s_dev ;;
			*) echo "unknown split $split" >&2; exit 1 ;;
		esac
		model=geo_$split
		first=${first:-$model}
		cat <<SQL
\echo == $split split: training $model on $tr
SELECT clock_timestamp() AS t0 \gset
CALL dtfixup_finetune('$model', '$tr', options => :'opts');
SELECT round(extract(epoch FROM clock_timestamp() - :'t0'::timestamptz)::numeric, 1) AS train_s \gset
\echo == $split split: evaluating on $dv
SELECT jsonb_build_object('split', '$split', 'model', '$model', 'train_seconds', :train_s,
                          'options', :'opts'::jsonb,
                          'config', (SELECT config FROM dtfixup.models WHERE name = '$model'),
                          'evaluation', dtfixup_evaluate('$model', '$dv')) \g $RESULTS_DIR/$split.json
SELECT encode(dtfixup_export_model('$model'), 'hex') \g $RESULTS_DIR/$model.hex
SQL
	done
	if [ "${ZERO_SHOT:-0}" = 1 ]; then
		# the installed general model, never trained on GeoQuery: every question is held out
		cat <<SQL
\echo == zero-shot: the installed general model on the question split's train and dev
SELECT jsonb_build_object('model', 'general',
                          'train', (SELECT jsonb_build_object('examples', e->'examples', 'exact', e->'exact', 'exec', e->'exec') FROM dtfixup_evaluate('general', 'training.q_train') e),
                          'dev', (SELECT jsonb_build_object('examples', e->'examples', 'exact', e->'exact', 'exec', e->'exec') FROM dtfixup_evaluate('general', 'training.q_dev') e)) \g $RESULTS_DIR/zeroshot.json
SQL
	fi
	line "\set model $first"
	line "\echo == nl2sql latency, model $first, beam 5, dev questions"
	line "\o $RESULTS_DIR/latency.json"
	line "\i $REPO/bench/geoquery/latency.sql"
	line "\o"
} > "$SCRIPT"

export SCRIPT DATA
. bench/cluster_env.sh
pg_virtualenv -t sh -ec '
	createdb geo
	psql -X -q -v ON_ERROR_STOP=1 -d geo -f "$DATA/geoquery/geography.sql" >/dev/null
	psql -X -q -d geo -f "$SCRIPT"
'
# the trained models as checkpoint files (for dtfixup_import_model, or DTFIXUP_DEMO_MODEL)
for split in $SPLITS; do
	perl -ne 'chomp; print pack("H*", $_)' "$RESULTS_DIR/geo_$split.hex" > "$RESULTS_DIR/geo_$split.ckpt"
	rm -f "$RESULTS_DIR/geo_$split.hex"
done
for split in $SPLITS; do
	jq -r '"\(.split) split: trained in \(.train_seconds) s; dev exact match \(.evaluation.exact)/\(.evaluation.examples) = \(.evaluation.exact_match), execution accuracy \(.evaluation.exec)/\(.evaluation.examples) = \(.evaluation.execution_accuracy)"' "$RESULTS_DIR/$split.json"
done
jq -c . "$RESULTS_DIR/latency.json"
