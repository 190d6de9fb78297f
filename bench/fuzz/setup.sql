-- bench/fuzz/setup.sql: the restricted role, the questions (psql variable :csv), the results
-- table and a checksum of GeoQuery's data (run.sh).
\set ON_ERROR_STOP 1
CREATE EXTENSION dtfixup;
CREATE ROLE fuzz_reader LOGIN;
GRANT SELECT ON ALL TABLES IN SCHEMA public TO fuzz_reader;
CREATE SCHEMA fuzz;
CREATE TABLE fuzz.questions (id serial PRIMARY KEY, question text);
\set copy_cmd '\\copy fuzz.questions (question) FROM ' :'csv' ' WITH (FORMAT csv, HEADER)'
:copy_cmd
CREATE TABLE fuzz.results (id int, what text, sqlstate text, answer text, safe boolean);
GRANT USAGE ON SCHEMA fuzz TO fuzz_reader;
GRANT SELECT ON fuzz.questions TO fuzz_reader;
GRANT INSERT ON fuzz.results TO fuzz_reader;
CREATE FUNCTION fuzz.data_md5() RETURNS text LANGUAGE sql AS $$
  SELECT md5(string_agg(t, '|' ORDER BY t)) FROM (
    SELECT 's' || s::text AS t FROM public.state s UNION ALL SELECT 'c' || c::text FROM public.city c
    UNION ALL SELECT 'r' || r::text FROM public.river r UNION ALL SELECT 'b' || b::text FROM public.border_info b
    UNION ALL SELECT 'h' || h::text FROM public.highlow h UNION ALL SELECT 'l' || l::text FROM public.lake l
    UNION ALL SELECT 'm' || m::text FROM public.mountain m) x $$;
