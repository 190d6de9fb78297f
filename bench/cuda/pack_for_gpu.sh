#!/bin/sh
# bench/cuda/pack_for_gpu.sh — builds here (Debian 12 with nvcc, OpenBLAS) everything a GPU
# machine needs to run the CUDA unit test and the benchmark, into bench/cuda/bin/:
#   dtfixup_cuda.so, test_nn_cuda, rat_bench_device, dtfixup.so (for the nm check),
#   lib/ (libopenblas and its Fortran runtime: the GPU image has neither), run_tests.sh.
# It is for a GPU machine that has the CUDA libraries (and PyTorch, for the comparison) but
# no OpenBLAS or PostgreSQL: copy bench/cuda/bin there and run it from the repository root
# (see README.md).
set -eu
cd "$(dirname "$0")/../.."
make -s USE_CUDA=1 WERROR=1 >/dev/null
make -s WERROR=1 test/unit/bin/test_nn_cuda bench-cuda >/dev/null
out=bench/cuda/bin
mkdir -p "$out/lib"
cp cuda/dtfixup_cuda.so dtfixup.so test/unit/bin/test_nn_cuda "$out/"
# the non-system libraries the two programs need (OpenBLAS, gfortran, quadmath)
for lib in $(ldd "$out/test_nn_cuda" "$out/rat_bench_device" | awk '/=> \// {print $3}' | sort -u); do
	case "$(basename "$lib")" in
		libc.so*|libm.so*|libdl.so*|libpthread.so*|ld-linux*|libgcc_s.so*|libstdc++.so*) ;;
		*) cp -L "$lib" "$out/lib/" ;;
	esac
done
cat > "$out/run_tests.sh" <<'EOS'
#!/bin/sh
# Runs the CUDA unit test from the repository root on the GPU machine (see README.md).
set -u
here=bench/cuda/bin
export LD_LIBRARY_PATH="$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export DTFIXUP_CUDA_MODULE="$here/dtfixup_cuda.so"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
cp "$here/dtfixup.so" ./dtfixup.so 2>/dev/null || true
"$here/test_nn_cuda"
EOS
chmod +x "$out/run_tests.sh"
du -sh "$out"
ls -la "$out" "$out/lib"
