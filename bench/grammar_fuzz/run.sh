#!/bin/sh
# bench/grammar_fuzz/run.sh [DATA_DIR] [run.py options]
# Builds the random decoder, installs dtfixup and checks random legal queries with EXPLAIN
# on GeoQuery and the Spider dev databases in a throwaway cluster (pg_virtualenv), holding
# the shared install lock (COMMON.md) throughout.
set -eu
cd "$(dirname "$0")/../.."
data=${1:-${DTFIXUP_DATA:-../shared/data}}
[ $# -gt 0 ] && shift
data=$(cd "$data" && pwd)
mkdir -p bench/out
cc -O2 -std=gnu11 -Isrc -Wall -Wextra -Wno-unused-parameter -Wno-sign-compare -Wno-missing-field-initializers \
	-o bench/out/random_sql bench/grammar_fuzz/random_sql.c \
	src/common/*.c src/schema/*.c src/sql/*.c src/text/*.c -lm
make -s >/dev/null
exec flock /tmp/dtfixup_pg.lock sh -c 'make -s install >/dev/null && pg_virtualenv -t /usr/bin/python3 bench/grammar_fuzz/run.py --data "$0" "$@"' "$data" "$@"
