#!/bin/sh
# bench/run_rat_bench.sh — the relation-aware stack in C (bench/rat_bench) and in PyTorch
# (bench/rat_bench_torch.py) side by side on this machine: d=256, 8 heads, d_ff=1024,
# n=64 items, 51 relation ids, batch 16, N in {8, 24} layers, 1 and 2 threads.
# Each configuration runs REPEAT times (default 2), alternating C and PyTorch, and keeps
# each side's best (the machine may be shared).  Two tables: wall-clock figures, and the same
# from process CPU time (for 1 thread, what a run takes without the other tenants of a shared
# machine; with 2 threads CPU time adds both threads up, so only the wall-clock table counts).
# Usage: sh bench/run_rat_bench.sh   (REPEAT=3 LAYERS="8 24" THREADS="1 2" to change)
set -eu
cd "$(dirname "$0")/.."
REPEAT=${REPEAT:-2}
LAYERS=${LAYERS:-"8 24"}
THREADS=${THREADS:-"1 2"}
make -s bench >/dev/null

field() { # field NAME < output  -> the value of NAME=...
	tr ' ' '\n' | sed -n "s/^$1=//p" | tail -n 1
}
max() { awk -v a="$1" -v b="$2" 'BEGIN{print (b>a)?b:a}'; }
min() { awk -v a="$1" -v b="$2" 'BEGIN{print (b<a)?b:a}'; }
row() {
	awk -v l="$1" -v t="$2" -v c="$3" -v p="$4" -v fc="$5" -v ft="$6" -v s="$7" \
		'BEGIN{printf "%-7s %-8s %12.2f %12.2f %7.2f %12.2f %12.2f %7.2f %9s\n", l, t, c, p, c/p, fc, ft, fc/ft, s}'
}
header() {
	printf '%-7s %-8s %12s %12s %7s %12s %12s %7s %10s\n' layers threads "C ex/s" "torch ex/s" ratio \
		"C b1 ms" "torch b1 ms" ratio "C %peak"
}
WALL=$(mktemp); CPU=$(mktemp)
trap 'rm -f "$WALL" "$CPU"' EXIT

for t in $THREADS; do
	for l in $LAYERS; do
		steps=5; [ "$l" -gt 8 ] && steps=3
		args="--layers $l --batch 16 --n 64 --relations 51 --threads $t --steps $steps"
		best_c=0; best_t=0; fwd_c=1e9; fwd_t=1e9; share=0
		cbest_c=0; cbest_t=0; cfwd_c=1e9; cfwd_t=1e9
		r=0
		while [ $r -lt "$REPEAT" ]; do
			out_c=$(OPENBLAS_NUM_THREADS=$t bench/rat_bench $args)
			out_t=$(OPENBLAS_NUM_THREADS=$t OMP_NUM_THREADS=$t /usr/bin/python3 bench/rat_bench_torch.py $args)
			ec=$(echo "$out_c" | field train_examples_per_s); fc=$(echo "$out_c" | field forward_b1_ms)
			et=$(echo "$out_t" | field train_examples_per_s); ft=$(echo "$out_t" | field forward_b1_ms)
			sc=$(echo "$out_c" | sed -n 's/.*share_of_sgemm_peak=\([0-9.]*\).*/\1/p')
			best_c=$(max "$best_c" "$ec"); best_t=$(max "$best_t" "$et")
			fwd_c=$(min "$fwd_c" "$fc"); fwd_t=$(min "$fwd_t" "$ft")
			share=$(max "$share" "$sc")
			cbest_c=$(max "$cbest_c" "$(echo "$out_c" | field train_examples_per_cpu_s)")
			cbest_t=$(max "$cbest_t" "$(echo "$out_t" | field train_examples_per_cpu_s)")
			cfwd_c=$(min "$cfwd_c" "$(echo "$out_c" | field forward_b1_cpu_ms)")
			cfwd_t=$(min "$cfwd_t" "$(echo "$out_t" | field forward_b1_cpu_ms)")
			r=$((r + 1))
		done
		row "$l" "$t" "$best_c" "$best_t" "$fwd_c" "$fwd_t" "$(awk -v s="$share" 'BEGIN{printf "%.0f%%", 100*s}')" >> "$WALL"
		row "$l" "$t" "$cbest_c" "$cbest_t" "$cfwd_c" "$cfwd_t" "-" >> "$CPU"
	done
done
echo "wall clock (uptime load: $(cut -d' ' -f1-3 /proc/loadavg))"
header; cat "$WALL"
echo
echo "process CPU time (1-thread rows: the run alone; 2-thread rows sum both threads)"
header; cat "$CPU"
