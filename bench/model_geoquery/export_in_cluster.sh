#!/bin/sh
# Called by export.sh inside pg_virtualenv: $1 = GeoQuery data dir, $2 = output dir.
set -eu
data=$1
out=$2
createdb geo_export
psql -q -v ON_ERROR_STOP=1 -d geo_export -f "$data/geography.sql" >/dev/null
psql -q -v ON_ERROR_STOP=1 -d geo_export <<SQL
CREATE EXTENSION dtfixup;
SET search_path = public, dtfixup;
CREATE TABLE q (split text, n serial, j jsonb);
\copy q(j) FROM '$data/train.jsonl' WITH (FORMAT csv, QUOTE E'\x01', DELIMITER E'\x02')
UPDATE q SET split = 'train' WHERE split IS NULL;
\copy q(j) FROM '$data/dev.jsonl' WITH (FORMAT csv, QUOTE E'\x01', DELIMITER E'\x02')
UPDATE q SET split = 'dev' WHERE split IS NULL;
-- gold SQL -> actions; a query outside the grammar gets NULL (counted by the driver)
CREATE FUNCTION pg_temp.actions(sql text) RETURNS jsonb LANGUAGE plpgsql AS \$\$
BEGIN RETURN dtfixup_sql_to_actions(sql)->'actions';
EXCEPTION WHEN others THEN RETURN NULL; END \$\$;
CREATE TABLE e AS
SELECT split, n, j->>'question' AS question, j->>'sql' AS sql, pg_temp.actions(j->>'sql') AS actions,
       dtfixup_link(j->>'question')->'links' AS links
FROM q;
\copy (SELECT split, question, coalesce((SELECT string_agg(CASE a->>'action' WHEN 'ApplyRule' THEN a->>'rule' WHEN 'Reduce' THEN ';' WHEN 'SelectTable' THEN 'T:' || split_part(a->>'table', '.', 2) WHEN 'SelectColumn' THEN 'C:' || (a->>'instance') || ':' || coalesce(a->>'column', '#' || (a->>'column_index')) WHEN 'Value' THEN 'V:' || (a->>'type') || ':' || (a->>'value') END, chr(31) ORDER BY o) FROM jsonb_array_elements(actions) WITH ORDINALITY x(a, o)), '-'), coalesce((SELECT string_agg((l->>'token_start') || ':' || (l->>'token_end') || ':' || (l->>'table') || ':' || (l->>'column') || ':' || (l->>'value'), chr(31)) FROM jsonb_array_elements(links) l WHERE l->>'kind' = 'value'), '-'), sql FROM e ORDER BY n) TO '$out/geoquery.tsv' WITH (FORMAT text)
SQL
wc -l "$out/geoquery.tsv"
