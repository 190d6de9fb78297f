#!/bin/sh
# bench/geoquery/ablation.sh — the depth ablation (paper Table 5 and Figure 2 in spirit):
#   N in {2, 4, 8, 16, 24} x {dtfixup, standard} x 3 seeds, plus ffn=swishrnn and
#   attention=relation_conv (DT-Fixup) at one depth (ABLATION_VARIANT_DEPTH, default 8),
# each trained on geoquery/train.jsonl with geoquery/dev.jsonl as the validation table (so
# every epoch's greedy validation accuracy lands in dtfixup.training_log), then evaluated on
# dev.jsonl with dtfixup_evaluate (beam 5, as nl2sql answers).
#   sh bench/geoquery/ablation.sh [DATA_DIR] [EXTRA_OPTIONS_JSON]
# "standard" is the usual recipe: Xavier init, layer norm, learning-rate warm-up
# (ABLATION_WARMUP steps, default 100).  DEPTHS, SEEDS and VARIANTS ("swishrnn relconv", or
# "" for none) select what runs; EXTRA_OPTIONS_JSON is merged into every run's options.
#
# Results, written as each model finishes (an interrupted run keeps what it finished, and a
# rerun skips every model already in final.csv):
#   RESULTS_DIR/ablation.csv   per epoch: model, layers, recipe, seed, epoch, loss, val_exact, val_exec
#   RESULTS_DIR/final.csv      per model: model, layers, recipe, seed, train_seconds, exact, exec
# then bench/geoquery/summarize_ablation.py prints the table (mean ± std over seeds) and,
# when python3 has matplotlib, draws ablation.png (validation curves, mean over seeds).
# Long: about 2 to 15 minutes per model on 2 CPU cores, by depth.
set -eu
cd "$(dirname "$0")/../.."
DATA=$(cd "${1:-${DTFIXUP_DATA:-../shared/data}}" 2>/dev/null && pwd) || { echo "SKIP bench/geoquery/ablation.sh: no data at ${1:-${DTFIXUP_DATA:-../shared/data}} (set DTFIXUP_DATA or pass the folder)"; exit 0; }
EXTRA=${2:-'{}'}
DEPTHS=${DEPTHS:-2 4 8 16 24}
SEEDS=${SEEDS:-1 2 3}
VARIANTS=${VARIANTS-swishrnn relconv}
VARIANT_DEPTH=${ABLATION_VARIANT_DEPTH:-8}
WARMUP=${ABLATION_WARMUP:-100}
RESULTS_DIR=$(mkdir -p "${RESULTS_DIR:-bench/geoquery/results/ablation}" && cd "${RESULTS_DIR:-bench/geoquery/results/ablation}" && pwd)
REPO=$(pwd)
[ -f "$RESULTS_DIR/final.csv" ] || echo "model,layers,recipe,seed,train_seconds,exact,exec" > "$RESULTS_DIR/final.csv"
[ -f "$RESULTS_DIR/ablation.csv" ] || echo "model,layers,recipe,seed,epoch,loss,val_exact,val_exec" > "$RESULTS_DIR/ablation.csv"

# the run list: model name and options, one per line
RUNS=$(mktemp /tmp/dtfixup_ablation.XXXXXX)
trap 'rm -f "$RUNS"' EXIT
for seed in $SEEDS; do
	for n in $DEPTHS; do
		echo "n${n}_dtfixup_s${seed} {\"layers\": $n, \"init\": \"dtfixup\", \"seed\": $seed}"
		echo "n${n}_standard_s${seed} {\"layers\": $n, \"init\": \"xavier\", \"layer_norm\": true, \"warmup_steps\": $WARMUP, \"seed\": $seed}"
	done
	for v in $VARIANTS; do
		case $v in
			swishrnn) echo "n${VARIANT_DEPTH}_swishrnn_s${seed} {\"layers\": $VARIANT_DEPTH, \"ffn\": \"swishrnn\", \"seed\": $seed}" ;;
			relconv) echo "n${VARIANT_DEPTH}_relconv_s${seed} {\"layers\": $VARIANT_DEPTH, \"attention\": \"relation_conv\", \"seed\": $seed}" ;;
			*) echo "unknown variant $v" >&2; exit 1 ;;
		esac
	done
done > "$RUNS"

export DATA EXTRA RESULTS_DIR REPO RUNS
pg_virtualenv -t sh bench/geoquery/ablation_cluster.sh
/usr/bin/python3 bench/geoquery/summarize_ablation.py "$RESULTS_DIR"
