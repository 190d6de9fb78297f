#!/bin/sh
# bench/geoquery/kfold.sh — k-fold cross-validation over GeoQuery's question-split train + dev
# (549 + 49 = 598 questions): a 49-question dev set is too small to choose between settings.
#   sh bench/geoquery/kfold.sh [DATA_DIR] [OPTIONS_JSON]
# K (default 5) folds of a seeded shuffle (the same folds for every OPTIONS_JSON); for each fold
# a model is trained on the other K-1 folds with OPTIONS_JSON (e.g. '{}' from scratch, or
# '{"init_from": "general"}' from the installed general model) and scored on the fold with
# dtfixup_evaluate (beam 5, value check).  ZERO_SHOT=1 scores the installed general model on
# every fold without training.  Needs the extension installed; runs in a throwaway cluster.
# BASE_MODEL=FILE imports a model file as model "base" first: '{"init_from": "base"}' starts
# from it, and with ZERO_SHOT=1 it is the model scored (to compare candidates for the
# general model before installing one).  FOLDS="0 2" runs those folds only (default: all K).
# Results: RESULTS_DIR (default bench/geoquery/results)/kfold_<LABEL>.json with per-fold and
# mean/std execution accuracy and exact match; LABEL defaults to a hash of the options.
# AVERAGE_LAST=N scores the mean of each fold's last N epoch checkpoints
# (dtfixup_average_checkpoints) instead of its last epoch.
# PER_EXAMPLE=1 keeps each fold's per-question results (question, gold, predicted SQL, right or
# not) in the file, for error analysis; by default they are left out.
set -eu
cd "$(dirname "$0")/../.."
DATA=$(cd "${1:-${DTFIXUP_DATA:-../shared/data}}" 2>/dev/null && pwd) || { echo "SKIP bench/geoquery/kfold.sh: no data at ${1:-${DTFIXUP_DATA:-../shared/data}} (set DTFIXUP_DATA or pass the folder)"; exit 0; }
OPTIONS=${2:-'{}'}
K=${K:-5}
RESULTS_DIR=${RESULTS_DIR:-bench/geoquery/results}
mkdir -p "$RESULTS_DIR"
RESULTS_DIR=$(cd "$RESULTS_DIR" && pwd)
LABEL=${LABEL:-$( [ "${ZERO_SHOT:-0}" = 1 ] && echo zeroshot || printf '%s' "$OPTIONS" | md5sum | cut -c1-8)}
REPO=$(pwd)
SCRIPT=$(mktemp /tmp/dtfixup_kfold.XXXXXX.sql)
chmod 644 "$SCRIPT"
BASE_COPY=""
if [ -n "${BASE_MODEL:-}" ]; then
	[ -s "$BASE_MODEL" ] || { echo "no model file at $BASE_MODEL" >&2; exit 1; }
	BASE_COPY=$(mktemp /tmp/dtfixup_kfold_base.XXXXXX)
	cp "$BASE_MODEL" "$BASE_COPY" && chmod 644 "$BASE_COPY"
fi
trap 'rm -f "$SCRIPT" $BASE_COPY' EXIT
FOLDS=${FOLDS:-$(seq 0 $((K - 1)))}
SCORED=$([ -n "$BASE_COPY" ] && echo base || echo general)
DROP_PER_EXAMPLE=$([ "${PER_EXAMPLE:-0}" = 1 ] && echo "" || echo "- 'per_example'")
{
	cat <<SQL
\\set ON_ERROR_STOP 1
\\pset tuples_only on
\\pset format unaligned
CREATE EXTENSION dtfixup;
CREATE SCHEMA training;
SQL
	[ -z "$BASE_COPY" ] || echo "SELECT dtfixup_import_model('base', pg_read_binary_file('$BASE_COPY'));"
	cat <<SQL
\\set file '$DATA/geoquery/train.jsonl'
\\set tab training.q_train
\\i $REPO/bench/geoquery/load_jsonl.sql
\\set file '$DATA/geoquery/dev.jsonl'
\\set tab training.q_dev
\\i $REPO/bench/geoquery/load_jsonl.sql
-- train + dev, each question in one fold of a seeded shuffle
CREATE TABLE training.all_q AS
SELECT row_number() OVER (ORDER BY md5('fold' || question || coalesce(sql, ''))) AS n, question, sql
FROM (SELECT question, sql FROM training.q_train UNION ALL SELECT question, sql FROM training.q_dev) q;
CREATE TABLE training.folds (fold int, result jsonb);
SQL
	for k in $FOLDS; do
		[ "$k" -ge 0 ] && [ "$k" -lt "$K" ] || { echo "fold $k is not one of 0..$((K - 1))" >&2; exit 2; }
		cat <<SQL
\\echo == fold $k of $K
DROP TABLE IF EXISTS training.fold_train, training.fold_test;
CREATE TABLE training.fold_train AS SELECT question, sql FROM training.all_q WHERE n % $K <> $k;
CREATE TABLE training.fold_test AS SELECT question, sql FROM training.all_q WHERE n % $K = $k;
SQL
		if [ "${ZERO_SHOT:-0}" = 1 ]; then
			echo "INSERT INTO training.folds SELECT $k, dtfixup_evaluate('$SCORED', 'training.fold_test') $DROP_PER_EXAMPLE;"
		else
			cat <<SQL
SELECT clock_timestamp() AS t0 \\gset
CALL dtfixup_finetune('fold$k', 'training.fold_train', options => '$OPTIONS');
SQL
			SCORE_MODEL=fold$k
			if [ -n "${AVERAGE_LAST:-}" ]; then
				SCORE_MODEL=fold${k}_mean
				echo "SELECT dtfixup_average_checkpoints('$SCORE_MODEL', 'fold$k', $AVERAGE_LAST);"
			fi
			cat <<SQL
INSERT INTO training.folds SELECT $k, (dtfixup_evaluate('$SCORE_MODEL', 'training.fold_test') $DROP_PER_EXAMPLE)
    || jsonb_build_object('train_seconds', round(extract(epoch FROM clock_timestamp() - :'t0'::timestamptz)::numeric, 1));
SELECT dtfixup_drop_model('fold$k');
SQL
			[ -z "${AVERAGE_LAST:-}" ] || echo "SELECT dtfixup_drop_model('$SCORE_MODEL');"
		fi
	done
	cat <<SQL
SELECT jsonb_build_object('options', '$OPTIONS'::jsonb, 'zero_shot', ${ZERO_SHOT:-0} = 1, 'k', $K,
    'average_last', ${AVERAGE_LAST:-0},
    'questions', (SELECT count(*) FROM training.all_q),
    'execution_accuracy_mean', round(avg((result->>'execution_accuracy')::numeric), 4),
    'execution_accuracy_std', round(stddev_samp((result->>'execution_accuracy')::numeric), 4),
    'exact_match_mean', round(avg((result->>'exact_match')::numeric), 4),
    'folds', jsonb_agg(result || jsonb_build_object('fold', fold) ORDER BY fold))
FROM training.folds \\g $RESULTS_DIR/kfold_$LABEL.json
SQL
} > "$SCRIPT"
export SCRIPT DATA
. bench/cluster_env.sh
pg_virtualenv -t sh -ec '
	createdb geo
	psql -X -q -v ON_ERROR_STOP=1 -d geo -f "$DATA/geoquery/geography.sql" >/dev/null
	psql -X -q -d geo -f "$SCRIPT"
'
jq -c '{options, zero_shot, k, questions, execution_accuracy_mean, execution_accuracy_std, exact_match_mean}' "$RESULTS_DIR/kfold_$LABEL.json"
