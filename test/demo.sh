#!/bin/sh
# test/demo.sh — THE main job (README.md, first command).  Run as root on Debian 12:
#   sh test/demo.sh [GEOQUERY_DIR]
# Installs dependencies, builds and installs dtfixup, starts a throwaway PostgreSQL cluster,
# loads the GeoQuery database (from GEOQUERY_DIR, default ../shared/data/geoquery, which must
# hold geography.sql), and shows what the parser sees: the schema graph, and how a question
# links to it.  The cluster is dropped at the end.
set -eu
cd "$(dirname "$0")/.."
GEO_DIR=${1:-../shared/data/geoquery}
if [ ! -f "$GEO_DIR/geography.sql" ]; then
	echo "dtfixup demo: $GEO_DIR/geography.sql not found; pass the folder holding GeoQuery's geography.sql" >&2
	exit 1
fi
GEO_SQL=$(cd "$GEO_DIR" && pwd)/geography.sql
export GEO_SQL
QUESTION=${DTFIXUP_QUESTION:-which states have cities named springfield}
export QUESTION
sh test/install_deps.sh
make -s -j"$(nproc)" >/dev/null
make -s install >/dev/null
pg_virtualenv -t sh -ec '
	createdb geo
	psql -q -v ON_ERROR_STOP=1 -d geo -f "$GEO_SQL" >/dev/null
	psql -v ON_ERROR_STOP=1 -d geo -v question="$QUESTION" <<"SQL"
\pset pager off
CREATE EXTENSION dtfixup;
SET search_path = public, dtfixup;
\echo
\echo == The schema graph of database geo (tables, keys, relations between schema items)
SELECT jsonb_pretty(dtfixup_schema_graph());
\echo
\echo == How the question links to the schema and to stored values
\echo :question
SELECT jsonb_pretty(dtfixup_link(:'\''question'\''));
SQL
'
