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
-- What the tests see must not depend on how fast this machine is: sessions of the regression
-- database read stored values with no time limit (80_value_time sets one where it tests it)
DO $$ BEGIN
    EXECUTE format('ALTER DATABASE %I SET dtfixup.value_link_time_budget = 0', current_database());
END $$;
-- nor on how sure a model trained inside a test is: nl2sql never refuses an answer there
-- (82_confidence sets a threshold where it tests refusing)
DO $$ BEGIN
    EXECUTE format('ALTER DATABASE %I SET dtfixup.min_confidence = 0', current_database());
END $$;
SELECT extname, extversion, nspname AS schema
FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE extname = 'dtfixup';
SELECT count(*) AS fixture_tables FROM pg_tables WHERE schemaname = 'public';
SELECT count(*) AS training_questions FROM fixture_training.questions;
