#!/bin/sh
# bench/confidence/finetuned.sh — how the confidence holds for a model fine-tuned on the
# database's own questions: GeoQuery's 598 questions (train + dev) in bench/geoquery/kfold.sh's
# folds (the same seeded shuffle, K=5); for each fold of FOLDS (default "0") a model is
# fine-tuned from the general model on the other folds ('{"epochs": 30, "init_from":
# "general"}', kfold.sh's fine-tuned figure) and asked the fold's questions with
# dtfixup_explain (bench/confidence/collect.sql), one JSON line per question, into OUT
# (default bench/confidence/results/finetuned.jsonl).  Then
#   python3 bench/confidence/fit.py ANSWERS.jsonl --fine-tuned OUT
# rates them with the map fitted on the general model's answers.
#   sh bench/confidence/finetuned.sh [DATA_DIR]
# Needs the extension installed in `pg_config`'s PostgreSQL; a throwaway cluster of its own.
# About 10-15 minutes per fold on two cores.
set -eu
cd "$(dirname "$0")/../.."
DATA=$(cd "${1:-${DTFIXUP_DATA:-../shared/data}}" 2>/dev/null && pwd) || { echo "SKIP bench/confidence/finetuned.sh: no data at ${1:-${DTFIXUP_DATA:-../shared/data}}"; exit 0; }
OUT=${OUT:-bench/confidence/results/finetuned.jsonl}
FOLDS=${FOLDS:-0}
K=5
mkdir -p "$(dirname "$OUT")"
OUT=$(cd "$(dirname "$OUT")" && pwd)/$(basename "$OUT")
. test/own_cluster.sh
own_cluster_dir confidence_ft
trap own_cluster_remove EXIT
cp bench/confidence/collect.sql bench/geoquery/load_jsonl.sql "$DATA/geoquery/train.jsonl" "$DATA/geoquery/dev.jsonl" "$W/"
chmod -R a+rX "$W"
own_cluster_create "${PORT:-5503}"
own_cluster_start
psql_pg() { as_pg "$BIN/psql" -X -q -h "$W" -p "$P" -U postgres -v ON_ERROR_STOP=1 "$@"; }
: > "$W/answers.jsonl"
chmod 666 "$W/answers.jsonl"
as_pg "$BIN/createdb" -h "$W" -p "$P" -U postgres geo
psql_pg -d geo -f "$DATA/geoquery/geography.sql" >/dev/null
psql_pg -d geo -c "CREATE EXTENSION dtfixup" -c "CREATE SCHEMA training" \
	-c "ALTER DATABASE geo SET dtfixup.value_link_time_budget = 0" \
	-c "ALTER DATABASE geo SET dtfixup.min_confidence = 0" >/dev/null
psql_pg -d geo -v file="$W/train.jsonl" -v tab=training.q_train -f "$W/load_jsonl.sql" >/dev/null
psql_pg -d geo -v file="$W/dev.jsonl" -v tab=training.q_dev -f "$W/load_jsonl.sql" >/dev/null
# kfold.sh's folds
psql_pg -d geo -c "CREATE TABLE training.all_q AS
	SELECT row_number() OVER (ORDER BY md5('fold' || question || coalesce(sql, ''))) AS n, question, sql
	FROM (SELECT question, sql FROM training.q_train UNION ALL SELECT question, sql FROM training.q_dev) q" >/dev/null
for k in $FOLDS; do
	psql_pg -d geo -c "CREATE TABLE training.fold_train AS SELECT question, sql FROM training.all_q WHERE n % $K <> $k" \
		-c "CREATE TABLE training.fold_test AS SELECT n::int AS n, question, sql AS gold FROM training.all_q WHERE n % $K = $k AND sql IS NOT NULL" \
		-c "CALL dtfixup_finetune('fold$k', 'training.fold_train', options => '{\"epochs\": 30, \"init_from\": \"general\"}')" >/dev/null
	psql_pg -d geo -v tab=training.fold_test -v set=geoquery_finetuned -v db="geo_fold$k" -v contents=true \
		-v model="fold$k" -f "$W/collect.sql" >> "$W/answers.jsonl"
	psql_pg -d geo -c "DROP TABLE training.fold_train, training.fold_test" -c "SELECT dtfixup_drop_model('fold$k')" >/dev/null
	echo "fold $k: $(grep -c "\"db\": \"geo_fold$k\"" "$W/answers.jsonl") questions" >&2
done
cp "$W/answers.jsonl" "$OUT"
echo "$OUT: $(wc -l < "$OUT") answers"
