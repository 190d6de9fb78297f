#!/bin/sh
# bench/scale/synthetic.sh — nl2sql on a synthetic catalog of SCHEMAS x 5 tables (default
# 2,000 schemas: 10,000 tables, bench/scale/synthetic_catalog.sql), every schema on the
# search_path, by the installed general model.  Reports, per backend:
#   - the first nl2sql of a session (reads the schema graph and indexes most-common values),
#   - nl2sql p50/p95 over the later calls of the session (QUESTIONS asked ROUNDS times),
#   - private memory of the backend after them (/proc/<pid>/smaps: Private_Dirty of its heap,
#     stack and anonymous mappings, which is its own; the dirty pages of file mappings, such
#     as the general model's float32 cache file that the first backend writes and every
#     other one then shares, and Private_Clean apart) and the bytes of its dtfixup memory
#     contexts,
#   - when a 2 s statement_timeout ends long calls (one schema of 400 tables read whole by
#     the encoder, dtfixup.retrieval_max_tables raised; three calls in one statement, so the
#     timeout falls inside the second), measured in the server, three times.
#   SCHEMAS=2000 ROUNDS=5 sh bench/scale/synthetic.sh
# Needs the extension built and installed; runs in a throwaway cluster (pg_virtualenv).
# Creating 10,000 tables takes a few minutes.
set -eu
cd "$(dirname "$0")/../.."
SCHEMAS=${SCHEMAS:-2000}
ROUNDS=${ROUNDS:-5}
if [ -z "${DT_SYNTHETIC_CLUSTER:-}" ]; then
	export SCHEMAS ROUNDS DT_SYNTHETIC_CLUSTER=1
	. bench/cluster_env.sh
	exec pg_virtualenv -t -o max_locks_per_transaction=256 sh bench/scale/synthetic.sh
fi
DB=synthetic
createdb "$DB"
psql -X -q -d "$DB" -c "CREATE EXTENSION dtfixup"
start=$(date +%s)
psql -X -q -d "$DB" -v schemas="$SCHEMAS" -f bench/scale/synthetic_catalog.sql >/dev/null
psql -X -q -d "$DB" -c "ANALYZE"
echo "catalog: $SCHEMAS schemas of 5 tables, built and analysed in $(( $(date +%s) - start )) s"
psql -X -Atq -d "$DB" -v rounds="$ROUNDS" <<'SQL'
\set ON_ERROR_STOP 1
SELECT set_config('search_path', string_agg(quote_ident(nspname), ',' ORDER BY nspname) || ',public', false) IS NULL AS unset
  FROM pg_namespace WHERE nspname LIKE 'syn\_%' \gset
CREATE TEMP TABLE q (question text);
INSERT INTO q VALUES ('How many singers are there?'), ('Which concerts are large?'),
  ('List the names of all airlines.'), ('What is the name of the largest museum?'),
  ('How many players does each team have?'), ('Show the kind of the customer named Customer 7 1.');
CREATE TEMP TABLE timing (first boolean, ms double precision);
CREATE FUNCTION pg_temp.ask(question text) RETURNS double precision LANGUAGE plpgsql AS $f$
DECLARE t0 timestamptz := clock_timestamp();
BEGIN
  PERFORM nl2sql(question);
  RETURN extract(epoch FROM clock_timestamp() - t0) * 1000;
END $f$;
INSERT INTO timing SELECT true, pg_temp.ask('How many singers are there?');
-- each later call a statement (and transaction) of its own, as an application asks
SELECT format('INSERT INTO timing SELECT false, pg_temp.ask(%L)', question)
  FROM q, generate_series(1, :rounds) \gexec
SELECT format('first nl2sql of a session: %s ms', round(ms)) FROM timing WHERE first;
SELECT format('later nl2sql: p50 %s ms, p95 %s ms over %s calls',
              round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)),
              round(percentile_cont(0.95) WITHIN GROUP (ORDER BY ms)), count(*))
  FROM timing WHERE NOT first;
SELECT format('dtfixup memory contexts (schema graph, value index): %s kB; all contexts: %s kB',
              (SELECT sum(total_bytes) / 1024 FROM pg_backend_memory_contexts WHERE name LIKE 'dtfixup%'),
              (SELECT sum(total_bytes) / 1024 FROM pg_backend_memory_contexts));
SELECT pg_backend_pid() AS pid \gset
\setenv BENCH_PID :pid
\! awk '/^[0-9a-f]+-[0-9a-f]+ / {own = ($6 == "" || $6 == "[heap]" || $6 == "[stack]"); file = ($6 ~ /^\//)} /^Private_Dirty/ {if (own) o += $2; else if (file) f += $2; d += $2} /^Private_Clean/ {c += $2} END {printf "private memory of the backend: %d kB its own (Private_Dirty of its heap, stack and anonymous mappings); %d kB Private_Dirty in all, of which %d kB in file mappings (the model cache file this backend wrote, shared memory segments, libraries); %d kB Private_Clean (file pages no other backend has mapped yet)\n", o, d, f, c}' /proc/$BENCH_PID/smaps
SQL
psql -X -q -d "$DB" -c "CREATE SCHEMA wide" -c "DO \$\$ BEGIN FOR i IN 1..400 LOOP EXECUTE format('CREATE TABLE wide.%I (id int, name text, kind text, size int, created date, owner_id int)', 'item_' || i); END LOOP; END \$\$"
psql -X -Atq -d "$DB" <<'SQL'
CREATE FUNCTION pg_temp.run_ms(sql text) RETURNS int LANGUAGE plpgsql AS $f$
DECLARE t0 timestamptz := statement_timestamp();
BEGIN
  BEGIN EXECUTE sql; EXCEPTION WHEN query_canceled THEN NULL; END;
  RETURN round(extract(epoch FROM clock_timestamp() - t0) * 1000);
END $f$;
SET search_path = wide, public;
SET dtfixup.retrieval_max_tables = 400;
SET dtfixup.retrieval_max_columns = 100000;
SELECT '400 tables read by the encoder, no timeout: one call ' || pg_temp.run_ms($q$SELECT nl2sql('How many items are there?')$q$) || ' ms, three in one statement '
       || pg_temp.run_ms($q$SELECT nl2sql('How many items are there?') FROM generate_series(1, 3)$q$) || ' ms';
SET statement_timeout = '2s';
SELECT 'the three with statement_timeout 2 s: ended after ' || pg_temp.run_ms($q$SELECT nl2sql('How many items are there?') FROM generate_series(1, 3)$q$) || ' ms';
SELECT 'the three with statement_timeout 2 s: ended after ' || pg_temp.run_ms($q$SELECT nl2sql('How many items are there?') FROM generate_series(1, 3)$q$) || ' ms';
SELECT 'the three with statement_timeout 2 s: ended after ' || pg_temp.run_ms($q$SELECT nl2sql('How many items are there?') FROM generate_series(1, 3)$q$) || ' ms';
SQL
