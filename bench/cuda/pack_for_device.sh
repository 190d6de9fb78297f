#!/bin/sh
# bench/cuda/pack_for_device.sh — run HERE (Debian 12 with PostgreSQL 15, OpenBLAS, pgTAP and
# nvcc): builds the extension, the CUDA module, the unit tests and the GPU benchmark driver,
# and packs them with everything a bare GPU machine lacks into .devrun/payload.tar.xz, which
# bench/cuda/device_suite.sh unpacks and runs there (see bench/cuda/README.md):
#   - PostgreSQL 15's server tree with dtfixup installed into it (at its own paths, below
#     pg/: PostgreSQL finds share/ and lib/ relative to its bin/), pgTAP, pg_prove's Perl
#     modules, and every non-system library the programs load (libs/);
#   - the unit-test binaries, dtfixup.so, cuda/dtfixup_cuda.so, rat_bench_device and
#     train_speed (unit/);
#   - the Spider folder (spider/: dev questions, schemas, the dev databases).
# To keep the payload small (55 MB), the general model goes as its first parser alone (dtfixup_general.ckpt, 20 MB; the three other members stay here): tests that
# need the four installed parsers answer differently there (device_suite.sh says which).
#   sh bench/cuda/pack_for_device.sh [SPIDER_DIR]       (default ../shared/data/spider)
set -eu
cd "$(dirname "$0")/../.."
SPIDER=${1:-${DTFIXUP_DATA:-../shared/data}/spider}
[ -f "$SPIDER/dev.json" ] || { echo "pack_for_device: no Spider data at $SPIDER" >&2; exit 1; }
make -s -j"$(nproc)" USE_CUDA=1 WERROR=1
make -s -j"$(nproc)" WERROR=1 unittest-build bench-cuda
stage=$(mktemp -d /tmp/dtfixup_devpack.XXXXXX)
trap 'rm -rf "$stage"' EXIT
bindir=$(pg_config --bindir)
pkglib=$(pg_config --pkglibdir)
share=$(pg_config --sharedir)
mkdir -p "$stage/pg$bindir" "$stage/pg$pkglib" "$stage/pg$share"
cp -a "$bindir"/. "$stage/pg$bindir"/
(cd "$pkglib" && tar cf - --exclude=./bitcode --exclude='./llvmjit*' --exclude='./*.a' --exclude='./dtfixup*' .) |
	(cd "$stage/pg$pkglib" && tar xf -)
(cd "$share" && tar cf - --exclude=./man --exclude='./extension/dtfixup*' .) | (cd "$stage/pg$share" && tar xf -)
make -s install USE_CUDA=1 DESTDIR="$stage/pg" >/dev/null
rm -f "$stage/pg$share/extension"/dtfixup_general.[0-9].ckpt
# pg_prove and the pure-Perl modules it needs beyond perl-base
mkdir -p "$stage/perl5/TAP/Parser/SourceHandler" "$stage/bin"
cp /usr/bin/pg_prove "$stage/bin/"
perlshare=$(perl -MConfig -e 'print $Config{privlib}')
cp -a "$perlshare/App" "$perlshare/TAP" "$stage/perl5/"
cp /usr/share/perl5/TAP/Parser/SourceHandler/pgTAP.pm "$stage/perl5/TAP/Parser/SourceHandler/"
mkdir -p "$stage/unit/bin"
for f in test/unit/bin/test_*; do [ -x "$f" ] && cp "$f" "$stage/unit/bin/"; done
cp dtfixup.so cuda/dtfixup_cuda.so bench/cuda/bin/rat_bench_device "$stage/unit/"
NO_RUN=1 BIN="$stage/unit/train_speed" sh bench/train_speed/run.sh >/dev/null
# without their debug sections the test binaries are a fifth of their size (nm -D, which
# test_nn_cuda runs on dtfixup.so, reads the dynamic symbols, which stay)
strip "$stage/unit/bin"/* "$stage/unit/rat_bench_device" "$stage/unit/train_speed"
strip --strip-unneeded "$stage/unit"/*.so
# the non-system libraries of all of these (the C library, libstdc++ and CUDA's own are the
# machine's)
mkdir -p "$stage/libs"
for f in "$stage/pg$bindir"/* "$stage/pg$pkglib"/*.so "$stage/unit/bin"/* "$stage/unit"/*.so \
	"$stage/unit/rat_bench_device" "$stage/unit/train_speed" \
	"$stage/pg$pkglib/pgxs/src/test/regress/pg_regress"; do
	ldd "$f" 2>/dev/null || true
done | awk '/=> \// {print $3}' | sort -u | while read -r lib; do
	case "$(basename "$lib")" in
		libc.so*|libm.so*|libdl.so*|libpthread.so*|librt.so*|ld-linux*|libgcc_s.so*|libstdc++.so*|\
		libresolv.so*|libcuda.so*|libcublas*|libcudart*|libnvidia*) ;;
		*) cp -L "$lib" "$stage/libs/" ;;
	esac
done
mkdir -p "$stage/spider"
cp -a "$SPIDER"/. "$stage/spider/"
mkdir -p .devrun
tar -C "$stage" -cf - . | xz -T"$(nproc)" -6 > .devrun/payload.tar.xz
du -h .devrun/payload.tar.xz
