#!/bin/sh
# cuda/emu/run_emulated_tests.sh — runs the unit tests that need the CUDA backend against the
# backend's own kernel sources executed on the host (see README.md here): test_nn_cuda (every
# op against the CPU reference) and test_parser_cuda (the parser trained and decoding on the
# CUDA backend against the CPU one), on a machine without a GPU.
# Usage (repository root): sh cuda/emu/run_emulated_tests.sh [test_name ...]
# (default: both; each prints its own "unit: N passed, N failed, N skipped" line).
set -eu
cd "$(dirname "$0")/../.."
out=cuda/emu/build
CXX=${CXX:-g++}
tests=${*:-test_nn_cuda test_parser_cuda}
mkdir -p "$out"
for f in cuda/*.cu cuda/*.cuh cuda/*.h; do
	base=$(basename "$f")
	case "$base" in *.cu) base="${base%.cu}.cc" ;; esac
	python3 cuda/emu/rewrite_launches.py "$f" "$out/$base"
done
objs=""
for f in "$out"/*.cc cuda/emu/emu_runtime.cc; do
	o="$out/$(basename "${f%.cc}").o"
	$CXX -std=c++20 -O2 -g -fPIC -pthread -Wall -Wno-unused-parameter -Wno-unused-variable \
		-Wno-sign-compare -Wno-unused-function -Icuda/emu -I"$out" -Isrc -c "$f" -o "$o" &
	objs="$objs $o"
done
wait
$CXX -shared -pthread -o "$out/dtfixup_cuda.so" $objs -lopenblas
${CC:-gcc} -shared -fPIC -o "$out/libcuda.so.1" cuda/emu/libcuda.c
status=0
for t in $tests; do
	make -s WERROR=1 "test/unit/bin/$t" >/dev/null
	LD_LIBRARY_PATH="$out${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" DTFIXUP_CUDA_MODULE="$out/dtfixup_cuda.so" \
		"test/unit/bin/$t" || status=1
done
exit $status
