#!/bin/sh
# bench/model_geoquery/export.sh OUT_DIR — turn GeoQuery train/dev (../shared/data/geoquery) into
# the input of bench/model_geoquery.c: one TSV line per question with its gold action sequence
# (dtfixup_sql_to_actions, PostgreSQL's own parser) and its value links (dtfixup_link, the
# database's values).  Runs in a throwaway cluster under the shared install lock (COMMON.md).
set -eu
cd "$(dirname "$0")/../.."
out=$(mkdir -p "$1" && cd "$1" && pwd)
data=$(cd "${DTFIXUP_DATA:-../shared/data}/geoquery" 2>/dev/null && pwd) || { echo "SKIP bench/model_geoquery/export.sh: no data at ${DTFIXUP_DATA:-../shared/data}/geoquery (set DTFIXUP_DATA or pass the folder)"; exit 0; }
make -s >/dev/null
exec flock /tmp/dtfixup_pg.lock sh -c 'make -s install >/dev/null && pg_virtualenv -t sh bench/model_geoquery/export_in_cluster.sh "$0" "$1"' "$data" "$out"
