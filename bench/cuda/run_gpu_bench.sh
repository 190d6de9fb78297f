#!/bin/sh
# bench/cuda/run_gpu_bench.sh — on a GPU machine: our CUDA backend against PyTorch CUDA
# eager (strict float32 on both) and against our CPU backend, for the neural-engine shapes
# (d=256, 8 heads, d_ff=1024, n=64 items, 51 relation ids, batch 16, N in {8, 24} layers):
# training examples/s and batch-1 forward latency.  Each configuration runs REPEAT times
# (default 3), keeping each side's best.  See bench/cuda/README.md.
#   Usage (repository root): sh bench/cuda/run_gpu_bench.sh
#   Env: LAYERS ("8 24"), REPEAT (3), CPU_THREADS (threads of the CPU backend, default all
#        cores), BIN (directory of rat_bench_device, default bench/cuda/bin), PYTHON (python3)
set -eu
cd "$(dirname "$0")/../.."
REPEAT=${REPEAT:-3}
LAYERS=${LAYERS:-"8 24"}
BIN=${BIN:-bench/cuda/bin}
PYTHON=${PYTHON:-python3}
CPU_THREADS=${CPU_THREADS:-$(nproc)}
[ -x "$BIN/rat_bench_device" ] || { echo "run_gpu_bench: $BIN/rat_bench_device missing (make bench-cuda)" >&2; exit 1; }

field() { # field NAME < output -> the value of NAME=... on the last line
	tail -n 1 | tr ' ' '\n' | sed -n "s/^$1=//p"
}
best() { awk -v a="$1" -v b="$2" -v m="$3" 'BEGIN{ if (m == "max") print (b > a) ? b : a; else print (b < a) ? b : a }'; }

printf '%-7s %12s %12s %12s %9s %9s %11s %11s %11s\n' layers "cuda ex/s" "torch ex/s" "cpu ex/s" \
	"vs torch" "vs cpu" "cuda b1 ms" "torch b1 ms" "cpu b1 ms"
for l in $LAYERS; do
	args="--layers $l --batch 16 --n 64 --relations 51"
	eg=0; et=0; ec=0; fg=1e9; ft=1e9; fc=1e9
	r=0
	while [ "$r" -lt "$REPEAT" ]; do
		og=$("$BIN/rat_bench_device" --device cuda $args --steps 20)
		ot=$("$PYTHON" bench/cuda/rat_bench_torch_cuda.py $args --steps 20)
		eg=$(best "$eg" "$(echo "$og" | field train_examples_per_s)" max)
		fg=$(best "$fg" "$(echo "$og" | field forward_b1_ms)" min)
		et=$(best "$et" "$(echo "$ot" | field train_examples_per_s)" max)
		ft=$(best "$ft" "$(echo "$ot" | field forward_b1_ms)" min)
		if [ "$r" = 0 ]; then	# the CPU is slow: once is enough
			oc=$(OPENBLAS_NUM_THREADS=$CPU_THREADS "$BIN/rat_bench_device" --device cpu \
				--threads "$CPU_THREADS" $args --steps 2)
			ec=$(echo "$oc" | field train_examples_per_s)
			fc=$(echo "$oc" | field forward_b1_ms)
		fi
		r=$((r + 1))
	done
	awk -v l="$l" -v g="$eg" -v t="$et" -v c="$ec" -v fg="$fg" -v ft="$ft" -v fc="$fc" \
		'BEGIN{printf "%-7s %12.1f %12.1f %12.1f %8.2fx %8.1fx %11.3f %11.3f %11.3f\n", l, g, t, c, g/t, g/c, fg, ft, fc}'
done
echo "(cuda = bench/cuda/bin/rat_bench_device --device cuda; torch = PyTorch CUDA eager, TF32 off;"
echo " cpu = the same program on the OpenBLAS backend with $CPU_THREADS threads)"
