-- Loads the fixture database that later regression tests read (test/fixture/fixture.sql:
-- seven tables of US geography, and the training questions in schema fixture_training).
\set ECHO none
\set QUIET on
\o /dev/null
\i test/fixture/fixture.sql
\o
\set QUIET off
\set ECHO all
SET client_min_messages = notice;
SELECT extname, extversion, nspname AS schema
FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE extname = 'dtfixup';
SELECT count(*) AS fixture_tables FROM pg_tables WHERE schemaname = 'public';
SELECT count(*) AS training_questions FROM fixture_training.questions;
