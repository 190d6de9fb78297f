#!/bin/sh
# bench/model_geoquery/execute.sh [PREDICTIONS_TSV] — execution accuracy of the predictions
# model_geoquery wrote (question, predicted SQL, gold SQL per line): both run on GeoQuery in
# a throwaway cluster; a prediction is correct when it returns the same multiset of rows.
# Needs no extension (the SQL is plain PostgreSQL); uses the shared lock for pg_virtualenv.
set -eu
cd "$(dirname "$0")/../.."
pred=$(cd "$(dirname "${1:-/tmp/geo_export/dev_predictions.tsv}")" && pwd)/$(basename "${1:-/tmp/geo_export/dev_predictions.tsv}")
data=$(cd "${DTFIXUP_DATA:-../shared/data}/geoquery" 2>/dev/null && pwd) || { echo "SKIP bench/model_geoquery/execute.sh: no data at ${DTFIXUP_DATA:-../shared/data}/geoquery (set DTFIXUP_DATA or pass the folder)"; exit 0; }
exec flock /tmp/dtfixup_pg.lock pg_virtualenv -t sh -c '
createdb geo_exec
psql -q -v ON_ERROR_STOP=1 -d geo_exec -f "$0/geography.sql" >/dev/null
psql -q -v ON_ERROR_STOP=1 -d geo_exec <<SQL
CREATE TABLE p (question text, predicted text, gold text);
\copy p FROM '"'"'$1'"'"' WITH (FORMAT csv, DELIMITER E'"'"'\t'"'"', QUOTE E'"'"'\x01'"'"')
CREATE FUNCTION rows_of(q text) RETURNS text LANGUAGE plpgsql AS \$\$
DECLARE x text;
BEGIN
  IF q IS NULL OR q = '"''"' THEN RETURN NULL; END IF;
  EXECUTE format('"'"'SELECT coalesce(array_agg(t::text ORDER BY t::text), '"''"'{}'"''"') FROM (%s) t'"'"', q) INTO x;
  RETURN x;
EXCEPTION WHEN others THEN RETURN '"'"'ERROR: '"'"' || SQLERRM;
END \$\$;
SELECT count(*) FILTER (WHERE rows_of(predicted) = rows_of(gold)) AS correct,
       count(*) FILTER (WHERE rows_of(predicted) LIKE '"'"'ERROR:%'"'"') AS errors,
       count(*) AS total,
       round(100.0 * count(*) FILTER (WHERE rows_of(predicted) = rows_of(gold)) / count(*), 1) AS execution_accuracy
FROM p;
SQL
' "$data" "$pred"
