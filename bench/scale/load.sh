#!/bin/sh
# bench/scale/load.sh — one database holding all 166 Spider schemas (Spider's schemas_pg.sql,
# empty tables), the 19 dev databases among them with their contents (database_pg/<db>.sql,
# each moved from public into its own schema), and the extension.
#   sh bench/scale/load.sh DBNAME [SPIDER_DIR]
# Runs against the cluster of PGHOST/PGPORT (bench/scale/run.sh starts a throwaway one).
set -eu
DB=$1
SPIDER=${2:-${DTFIXUP_DATA:-../shared/data}/spider}
createdb "$DB"
psql -X -q -v ON_ERROR_STOP=1 -d "$DB" -f "$SPIDER/schemas_pg.sql" >/dev/null
for f in "$SPIDER"/database_pg/*.sql; do
	db=$(basename "$f" .sql)
	# the dump creates its tables in public: load it into an empty public, then rename that
	# schema to the db_id in place of the empty copy from schemas_pg.sql
	psql -X -q -v ON_ERROR_STOP=1 -d "$DB" \
		-c "ALTER SCHEMA public RENAME TO public_kept" -c "CREATE SCHEMA public" >/dev/null
	psql -X -q -v ON_ERROR_STOP=1 -d "$DB" -f "$f" >/dev/null 2>&1
	psql -X -q -v ON_ERROR_STOP=1 -d "$DB" \
		-c "DROP SCHEMA \"$db\" CASCADE" -c "ALTER SCHEMA public RENAME TO \"$db\"" \
		-c "ALTER SCHEMA public_kept RENAME TO public" >/dev/null 2>&1
done
psql -X -q -v ON_ERROR_STOP=1 -d "$DB" -c "CREATE EXTENSION dtfixup" -c "ANALYZE" >/dev/null
