#!/bin/sh
# bench/confidence/run.sh — how sure the general model's answers are, and how well that is
# calibrated (bench/README.md, "How sure an answer is"):
#   sh bench/confidence/run.sh [DATA_DIR]
# collect.sh asks Spider dev (827) and GeoQuery (598, zero-shot) with dtfixup_explain and
# records each answer's features and whether it is right; fit.py fits the logistic map,
# cross-validated by database, and prints the risk-coverage tables, the expected
# calibration error, the threshold for dtfixup.min_confidence and the coefficients for
# src/answer/answer_confidence.c.  The report goes to bench/confidence/results/report.txt.
# FINETUNED=1 also fine-tunes on GeoQuery folds (finetuned.sh, FOLDS) and rates those
# answers with the same map.  Needs the extension installed in `pg_config`'s PostgreSQL.
set -eu
cd "$(dirname "$0")/../.."
DATA=${1:-${DTFIXUP_DATA:-../shared/data}}
R=bench/confidence/results
sh bench/confidence/collect.sh "$DATA"
[ -s "$R/answers.jsonl" ] || exit 0
FT=""
if [ "${FINETUNED:-0}" = 1 ]; then
	sh bench/confidence/finetuned.sh "$DATA"
	FT="--fine-tuned $R/finetuned.jsonl"
fi
python3 bench/confidence/fit.py "$R/answers.jsonl" $FT | tee "$R/report.txt"
