#!/bin/sh
# bench/grammar_roundtrip/run.sh [DATA_DIR] [--only geoquery|spider]
# Builds and installs dtfixup, then runs the grammar round-trip benchmark on a throwaway
# cluster (pg_virtualenv), holding the shared install lock (see COMMON.md) throughout.
# DATA_DIR defaults to ../shared/data relative to the repository root.
set -eu
cd "$(dirname "$0")/../.."
data=${1:-${DTFIXUP_DATA:-../shared/data}}
[ $# -gt 0 ] && shift
data=$(cd "$data" && pwd)
make -s >/dev/null
exec flock /tmp/dtfixup_pg.lock sh -c 'make -s install >/dev/null && pg_virtualenv -t /usr/bin/python3 bench/grammar_roundtrip/roundtrip.py --data "$0" "$@"' "$data" "$@"
