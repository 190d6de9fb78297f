#!/bin/sh
# bench/join_keys/run.sh [DATA_DIR] [census.py options]
# The gold-join census (census.py): on a throwaway cluster (pg_virtualenv) with the extension
# installed, every gold query of Spider dev, Spider train and GeoQuery mapped onto the
# grammar and its joins sorted by the rule of dtfixup.join_on_keys.  Options go to census.py,
# e.g. --spider-answers FILE --geo-answers FILE to sort the joins of a bench's answers too.
# Holds the shared install lock while it installs and runs.
set -eu
cd "$(dirname "$0")/../.."
data=${1:-${DTFIXUP_DATA:-../shared/data}}
[ $# -gt 0 ] && shift
data=$(cd "$data" && pwd)
make -s >/dev/null
exec flock /tmp/dtfixup_pg.lock sh -c 'make -s install >/dev/null && pg_virtualenv -t /usr/bin/python3 bench/join_keys/census.py "$0" "$@"' "$data" "$@"
