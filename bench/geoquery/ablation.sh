#!/bin/sh
# bench/geoquery/ablation.sh — the depth ablation (paper Table 2/5 and Figure 2 in spirit):
#   N in {2, 4, 8, 16, 24} x {dtfixup, standard} x 3 seeds, plus ffn=swishrnn and
#   attention=relation_conv (DT-Fixup) at one depth (ABLATION_VARIANT_DEPTH, default 8),
# each trained on geoquery/train.jsonl with geoquery/dev.jsonl as the validation table, so
# every epoch's validation exact match and execution accuracy land in dtfixup.training_log.
#   sh bench/geoquery/ablation.sh [DATA_DIR] [EXTRA_OPTIONS_JSON]
# "standard" is the usual recipe: Xavier init, layer norm, learning-rate warm-up
# (ABLATION_WARMUP steps, default 100).  Writes bench/geoquery/results/ablation.csv
# (model, layers, recipe, seed, epoch, loss, val_exact, val_exec) and, when python3 has
# matplotlib, ablation.png (validation curves, mean over seeds).  Long: hours on 2 CPU
# cores with the defaults; use EXTRA_OPTIONS_JSON (e.g. '{"epochs": 10}') and DEPTHS /
# SEEDS to shorten it.
set -eu
cd "$(dirname "$0")/../.."
DATA=$(cd "${1:-../shared/data}" && pwd)
EXTRA=${2:-'{}'}
DEPTHS=${DEPTHS:-2 4 8 16 24}
SEEDS=${SEEDS:-1 2 3}
VARIANT_DEPTH=${ABLATION_VARIANT_DEPTH:-8}
WARMUP=${ABLATION_WARMUP:-100}
RESULTS_DIR=$(mkdir -p "${RESULTS_DIR:-bench/geoquery/results}" && cd "${RESULTS_DIR:-bench/geoquery/results}" && pwd)
REPO=$(pwd)
export DATA EXTRA DEPTHS SEEDS VARIANT_DEPTH WARMUP RESULTS_DIR REPO
pg_virtualenv -t sh -ec '
	createdb geo
	psql -X -q -v ON_ERROR_STOP=1 -d geo -f "$DATA/geoquery/geography.sql" >/dev/null
	psql -X -q -v ON_ERROR_STOP=1 -d geo -c "CREATE EXTENSION dtfixup" -c "CREATE SCHEMA training"
	psql -X -q -v ON_ERROR_STOP=1 -d geo -v file="$DATA/geoquery/train.jsonl" -v tab=training.q_train -f "$REPO/bench/geoquery/load_jsonl.sql"
	psql -X -q -v ON_ERROR_STOP=1 -d geo -v file="$DATA/geoquery/dev.jsonl" -v tab=training.q_dev -f "$REPO/bench/geoquery/load_jsonl.sql"
	train() {	# model options_json
		echo "== $1 $2"
		printf "%s\n" "SET search_path = public, dtfixup;" \
			"CALL dtfixup_finetune(:'\''m'\'', '\''training.q_train'\'', options => :'\''o'\''::jsonb || :'\''x'\''::jsonb);" |
			psql -X -q -v ON_ERROR_STOP=0 -d geo -v m="$1" -v o="$2" -v x="$EXTRA" 2>&1 | sed -n "s/^\(NOTICE\|ERROR\):  //p"
	}
	for n in $DEPTHS; do
		for seed in $SEEDS; do
			train "n${n}_dtfixup_s${seed}" "{\"layers\": $n, \"init\": \"dtfixup\", \"seed\": $seed, \"validation\": \"training.q_dev\"}"
			train "n${n}_standard_s${seed}" "{\"layers\": $n, \"init\": \"xavier\", \"layer_norm\": true, \"warmup_steps\": $WARMUP, \"seed\": $seed, \"validation\": \"training.q_dev\"}"
		done
	done
	for seed in $SEEDS; do
		train "n${VARIANT_DEPTH}_swishrnn_s${seed}" "{\"layers\": $VARIANT_DEPTH, \"ffn\": \"swishrnn\", \"seed\": $seed, \"validation\": \"training.q_dev\"}"
		train "n${VARIANT_DEPTH}_relconv_s${seed}" "{\"layers\": $VARIANT_DEPTH, \"attention\": \"relation_conv\", \"seed\": $seed, \"validation\": \"training.q_dev\"}"
	done
	psql -X -q -v ON_ERROR_STOP=1 -d geo -c "\copy (SELECT l.model, (m.config->>'\''layers'\'')::int AS layers,
		split_part(l.model, '\''_'\'', 2) AS recipe, (m.config->>'\''seed'\'')::int AS seed, l.epoch, l.loss,
		(l.metrics->'\''validation'\''->>'\''exact_match'\'')::float8 AS val_exact,
		(l.metrics->'\''validation'\''->>'\''execution_accuracy'\'')::float8 AS val_exec
		FROM dtfixup.training_log l JOIN dtfixup.models m ON m.name = l.model ORDER BY l.model, l.epoch)
		TO '\''$RESULTS_DIR/ablation.csv'\'' WITH (FORMAT csv, HEADER)"
'
if /usr/bin/python3 -c "import matplotlib" 2>/dev/null; then
	/usr/bin/python3 bench/geoquery/plot_ablation.py "$RESULTS_DIR/ablation.csv" "$RESULTS_DIR/ablation.png"
else
	echo "matplotlib not installed (apt-get install python3-matplotlib): no plot" >&2
fi
