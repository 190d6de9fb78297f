#!/bin/sh
# cuda/emu/run_emulated_tests.sh — runs test/unit/test_nn_cuda against the CUDA backend's own
# kernel sources executed on the host (see README.md here): every GPU test of that file then
# compares the kernels with the CPU reference on a machine without a GPU.
# Usage (repository root): sh cuda/emu/run_emulated_tests.sh
set -eu
cd "$(dirname "$0")/../.."
out=cuda/emu/build
CXX=${CXX:-g++}
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
make -s WERROR=1 test/unit/bin/test_nn_cuda >/dev/null
LD_LIBRARY_PATH="$out${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" DTFIXUP_CUDA_MODULE="$out/dtfixup_cuda.so" \
	test/unit/bin/test_nn_cuda
