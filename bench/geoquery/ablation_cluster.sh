#!/bin/sh
# bench/geoquery/ablation_cluster.sh — the part of ablation.sh that runs inside its
# throwaway cluster: load GeoQuery, then train and evaluate every model of $RUNS (lines
# "model options_json"), appending to $RESULTS_DIR/final.csv and ablation.csv as each
# model finishes.  Environment: DATA, EXTRA, RESULTS_DIR, REPO, RUNS (set by ablation.sh).
set -eu
createdb geo
psql -X -q -v ON_ERROR_STOP=1 -d geo -f "$DATA/geoquery/geography.sql" >/dev/null
psql -X -q -v ON_ERROR_STOP=1 -d geo -c "CREATE EXTENSION dtfixup" -c "CREATE SCHEMA training"
psql -X -q -v ON_ERROR_STOP=1 -d geo -v file="$DATA/geoquery/train.jsonl" -v tab=training.q_train \
	-f "$REPO/bench/geoquery/load_jsonl.sql"
psql -X -q -v ON_ERROR_STOP=1 -d geo -v file="$DATA/geoquery/dev.jsonl" -v tab=training.q_dev \
	-f "$REPO/bench/geoquery/load_jsonl.sql"

while read -r model opts; do
	if grep -q "^$model," "$RESULTS_DIR/final.csv"; then
		echo "== $model: in final.csv already, skipped"
		continue
	fi
	echo "== $model $opts"
	# NOTICEs (one per epoch, stderr) live to the terminal; the query rows (stdout, tagged
	# F for final.csv and C for ablation.csv) to a file, appended once the model is done
	out=$(mktemp /tmp/dtfixup_ablation_rows.XXXXXX)
	{ psql -X -q -At -F, -v ON_ERROR_STOP=1 -d geo -v m="$model" -v o="$opts" -v x="$EXTRA" <<'SQL' > "$out"; } 2>&1 |
SET search_path = public, dtfixup;
SELECT clock_timestamp() AS t0 \gset
CALL dtfixup_finetune(:'m', 'training.q_train',
                      options => :'o'::jsonb || '{"validation": "training.q_dev"}'::jsonb || :'x'::jsonb);
SELECT round(extract(epoch FROM clock_timestamp() - :'t0'::timestamptz)::numeric, 1) AS train_s \gset
SELECT dtfixup_evaluate(:'m', 'training.q_dev') AS e \gset
SELECT 'F', :'m', (config->>'layers')::int, split_part(:'m', '_', 2), (config->>'seed')::int, :train_s,
       (:'e'::jsonb->>'exact_match')::float8, (:'e'::jsonb->>'execution_accuracy')::float8
FROM dtfixup.models WHERE name = :'m';
SELECT 'C', l.model, (m.config->>'layers')::int, split_part(l.model, '_', 2), (m.config->>'seed')::int,
       l.epoch, l.loss, (l.metrics->'validation'->>'exact_match')::float8,
       (l.metrics->'validation'->>'execution_accuracy')::float8
FROM dtfixup.training_log l JOIN dtfixup.models m ON m.name = l.model
WHERE l.model = :'m' ORDER BY l.epoch;
SELECT dtfixup_drop_model(:'m');
SQL
		sed -n 's/^\(psql:[^ ]* \)\{0,1\}\(NOTICE\|ERROR\):  /  /p'
	sed -n 's/^C,//p' "$out" >> "$RESULTS_DIR/ablation.csv"
	sed -n 's/^F,//p' "$out" >> "$RESULTS_DIR/final.csv"
	rm -f "$out"
done < "$RUNS"
