#!/bin/sh
# bench/train_speed/run.sh [CONFIG_JSON] — build bench/train_speed.c with the extension's
# compiler flags (PostgreSQL's CFLAGS; src/nn/ at -O3 as the Makefile builds it) and run it
# (pure C, no server).  BIN=path builds into / runs that binary instead (to keep builds of
# two commits side by side: BIN=/tmp/ts_a NO_RUN=1 sh bench/train_speed/run.sh).
set -eu
cd "$(dirname "$0")/../.."
: "${BIN:=bench/train_speed/train_speed}"
: "${OPENBLAS_NUM_THREADS:=1}"
export OPENBLAS_NUM_THREADS
pgcflags=$(pg_config --cflags)
obj=$(mktemp -d)
trap 'rm -rf "$obj"' EXIT
for f in src/common/*.c src/text/*.c src/schema/*.c src/sql/*.c src/nn/*.c src/model/*.c bench/train_speed.c; do
	case "$f" in src/nn/*) opt="-O3 -fno-math-errno" ;; *) opt="-O2 -fno-math-errno" ;; esac
	echo "gcc $pgcflags $opt -std=gnu11 -Isrc -Ibench -w -c -o $obj/$(echo "$f" | tr / _).o $f"
done | xargs -P 2 -I{} sh -c '{}'
gcc -o "$BIN" "$obj"/*.o -lopenblas -lm -ldl -lpthread
[ -n "${NO_RUN:-}" ] && exit 0
exec "$BIN" "$@"
