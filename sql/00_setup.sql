-- Loads the GeoQuery database that later regression tests read (the \i below: the data
-- folder beside the repository).
\set ECHO none
\set QUIET on
\o /dev/null
\i ../shared/data/geoquery/geography.sql
\o
\set QUIET off
\set ECHO all
SET client_min_messages = notice;
SELECT extname, extversion, nspname AS schema
FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE extname = 'dtfixup';
SELECT count(*) AS geo_tables FROM pg_tables WHERE schemaname = 'public';
