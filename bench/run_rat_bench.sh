#!/bin/sh
# bench/run_rat_bench.sh — the relation-aware stack in C (bench/rat_bench) and in PyTorch
# (bench/rat_bench_torch.py) side by side on this machine: d=256, 8 heads, d_ff=1024,
# n=64 items, 51 relation ids, batch 16, N in {8, 24} layers, 1 and 2 threads.
# Each configuration runs REPEAT times (default 2), alternating C and PyTorch, and keeps
# each side's best (the machine may be shared).  Usage: sh bench/run_rat_bench.sh
set -eu
cd "$(dirname "$0")/.."
REPEAT=${REPEAT:-2}
LAYERS=${LAYERS:-"8 24"}
THREADS=${THREADS:-"1 2"}
make -s bench >/dev/null

field() { # field NAME < output  -> the value of NAME=... on the last line
	tail -n 1 | tr ' ' '\n' | sed -n "s/^$1=//p"
}

printf '%-7s %-8s %12s %12s %7s %12s %12s %7s %10s\n' layers threads "C ex/s" "torch ex/s" ratio \
	"C b1 ms" "torch b1 ms" ratio "C %peak"
for t in $THREADS; do
	for l in $LAYERS; do
		steps=5; [ "$l" -gt 8 ] && steps=3
		args="--layers $l --batch 16 --n 64 --relations 51 --threads $t --steps $steps"
		best_c=0; best_t=0; fwd_c=1e9; fwd_t=1e9; share=0
		r=0
		while [ $r -lt "$REPEAT" ]; do
			out_c=$(OPENBLAS_NUM_THREADS=$t bench/rat_bench $args)
			out_t=$(OPENBLAS_NUM_THREADS=$t OMP_NUM_THREADS=$t /usr/bin/python3 bench/rat_bench_torch.py $args)
			ec=$(echo "$out_c" | field train_examples_per_s); fc=$(echo "$out_c" | field forward_b1_ms)
			et=$(echo "$out_t" | field train_examples_per_s); ft=$(echo "$out_t" | field forward_b1_ms)
			sc=$(echo "$out_c" | sed -n 's/.*share_of_sgemm_peak=\([0-9.]*\).*/\1/p')
			best_c=$(awk -v a="$best_c" -v b="$ec" 'BEGIN{print (b>a)?b:a}')
			best_t=$(awk -v a="$best_t" -v b="$et" 'BEGIN{print (b>a)?b:a}')
			fwd_c=$(awk -v a="$fwd_c" -v b="$fc" 'BEGIN{print (b<a)?b:a}')
			fwd_t=$(awk -v a="$fwd_t" -v b="$ft" 'BEGIN{print (b<a)?b:a}')
			share=$(awk -v a="$share" -v b="$sc" 'BEGIN{print (b>a)?b:a}')
			r=$((r + 1))
		done
		awk -v l="$l" -v t="$t" -v c="$best_c" -v p="$best_t" -v fc="$fwd_c" -v ft="$fwd_t" -v s="$share" \
			'BEGIN{printf "%-7s %-8s %12.2f %12.2f %7.2f %12.2f %12.2f %7.2f %9.0f%%\n", l, t, c, p, c/p, fc, ft, fc/ft, 100*s}'
	done
done
