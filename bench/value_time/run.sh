#!/bin/sh
# bench/value_time/run.sh — how long nl2sql takes per question on a bike-rental database with
# a partitioned table and slow views (setup.sql), and whether each answer is the one an
# unbounded run gives (dtfixup.value_link_budget = 100000 and, where the setting exists,
# dtfixup.value_link_time_budget = 0).
#
# Loads setup.sql into a throwaway cluster of its own (the binaries of `pg_config --bindir`,
# the dtfixup installed there, Unix socket only), asks each question of questions.txt
# REPS times under the default settings (the median counts) after one warm-up question, then
# once unbounded, once with no look-ups (dtfixup.value_link_budget = 0: the floor), then
# times dtfixup_link (the same linking, alone) once per question under
# the default settings.  Prints per question: ms (nl2sql), link_ms (dtfixup_link), the
# look-up counters of dtfixup_link (scans, rows read, probes, which budget ran out), whether
# the SQL equals the unbounded run's, and the question; then p50 and p95 of the
# per-question ms (and of the unbounded and floor runs) and the number of answers equal to
# the unbounded run's.  Run as root (the
# cluster then belongs to postgres) or as a user that may run initdb.
# REPS=3 by default; QUESTIONS=FILE asks those instead; SETTINGS='SET ...;' changes the
# default run (and the dtfixup_link pass), e.g. another dtfixup.value_link_time_budget;
# KEEP=DIR copies the answers (default.tsv, unbounded.tsv) into DIR.
set -eu
export PGOPTIONS="${PGOPTIONS:-} -c dtfixup.min_confidence=0"	# answers are measured, never refused for their confidence
HERE=$(cd "$(dirname "$0")" && pwd)
REPS=${REPS:-3}
. "$HERE/../../test/own_cluster.sh"
own_cluster_dir value_time
cp "$HERE/setup.sql" "$W/"
cp "${QUESTIONS:-$HERE/questions.txt}" "$W/questions.txt"
chmod 644 "$W/setup.sql" "$W/questions.txt"
trap own_cluster_remove EXIT
own_cluster_create 56460
own_cluster_start
psql_pg() { as_pg "$BIN/psql" -X -v ON_ERROR_STOP=1 -h "$W" -p "$P" -U postgres -d bench "$@"; }
as_pg "$BIN/createdb" -h "$W" -p "$P" -U postgres bench
psql_pg -q -c "CREATE EXTENSION dtfixup" -f "$W/setup.sql" >/dev/null

# the questions as a table (one per line, # comments and blank lines left out)
grep -v '^#' "$W/questions.txt" | grep -v '^[[:space:]]*$' | nl -ba -s '	' -w1 > "$W/q.tsv"
# unbounded settings: the look-up budget at its maximum, the time budget (if any) off
UNBOUNDED="SET dtfixup.value_link_budget = 100000;
SELECT set_config(name, '0', false) FROM pg_settings WHERE name = 'dtfixup.value_link_time_budget';"

# the bench's own tables live in a schema of their own, off the search_path the questions
# are asked under (nl2sql's schema graph is bikes' alone)
psql_pg -q <<SQL >/dev/null
CREATE SCHEMA run_data;
SET search_path = run_data;
CREATE TABLE question (n int PRIMARY KEY, q text);
\copy question FROM '$W/q.tsv'
CREATE TABLE answer (run text, n int, rep int, ms float8, sql text);
CREATE TABLE lookups (n int, link_ms float8, scans int, rows_read bigint, probes int, exhausted text);
SQL

# ask RUN REPS [SETTINGS]: each question REPS times in one session (after a warm-up question
# that loads the model and the schema graph), timed inside the server
ask() {
	psql_pg -q <<SQL >/dev/null
SET search_path = bikes, public;
$3
SELECT nl2sql('how many bikes are there');
DO \$\$
DECLARE
	r record;
	t0 timestamptz;
	s text;
BEGIN
	FOR rep IN 1..$2 LOOP
		FOR r IN SELECT * FROM run_data.question ORDER BY n LOOP
			t0 := clock_timestamp();
			s := nl2sql(r.q);
			INSERT INTO run_data.answer VALUES ('$1', r.n, rep,
				1000 * extract(epoch FROM clock_timestamp() - t0), s);
		END LOOP;
	END LOOP;
END \$\$;
SQL
}
ask default "$REPS" "${SETTINGS:-}"
ask unbounded 1 "$UNBOUNDED"
# the floor: no scans or probes (most-common values only), what the parser and the rest cost
ask no_lookups 1 "SET dtfixup.value_link_budget = 0;"
# what the look-ups of each question cost under the default settings: dtfixup_link does
# nl2sql's linking (value_lookup.h) and reports it (value_lookups)
psql_pg -q <<SQL >/dev/null
SET search_path = bikes, public;
${SETTINGS:-}
SELECT dtfixup_link('how many bikes are there');
DO \$\$
DECLARE
	r record;
	t0 timestamptz;
	v jsonb;
BEGIN
	FOR r IN SELECT * FROM run_data.question ORDER BY n LOOP
		t0 := clock_timestamp();
		v := dtfixup_link(r.q)->'value_lookups';
		INSERT INTO run_data.lookups VALUES (r.n, 1000 * extract(epoch FROM clock_timestamp() - t0),
			(v->>'scans')::int, (v->>'rows_read')::bigint, (v->>'probes')::int,
			concat_ws(',', CASE WHEN (v->>'budget_exhausted')::boolean THEN 'budget' END,
				CASE WHEN (v->>'time_exhausted')::boolean THEN 'time' END));
	END LOOP;
END \$\$;
SQL

psql_pg -P pager=off <<'SQL'
SET search_path = run_data;
CREATE VIEW per_question AS
SELECT q.n, q.q AS question, d.ms, u.ms AS unbounded_ms, f.ms AS floor_ms,
    d.sql IS NOT DISTINCT FROM u.sql AS same
FROM question q
JOIN (SELECT n, percentile_disc(0.5) WITHIN GROUP (ORDER BY ms) AS ms, min(sql) AS sql
      FROM answer WHERE run = 'default' GROUP BY n) d ON d.n = q.n
JOIN answer u ON u.run = 'unbounded' AND u.n = q.n
JOIN answer f ON f.run = 'no_lookups' AND f.n = q.n;
SELECT p.n, round(p.ms::numeric, 1) AS ms, round(l.link_ms::numeric, 1) AS link_ms, l.scans,
    l.rows_read, l.probes, l.exhausted,
    CASE WHEN p.same THEN 'same' ELSE 'DIFFERS' END AS vs_unbounded, p.question
FROM per_question p JOIN lookups l ON l.n = p.n
ORDER BY p.n;
SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::numeric, 1) AS p50_ms,
    round(percentile_cont(0.95) WITHIN GROUP (ORDER BY ms)::numeric, 1) AS p95_ms,
    round(percentile_cont(0.5) WITHIN GROUP (ORDER BY unbounded_ms)::numeric, 1) AS unbounded_p50_ms,
    round(percentile_cont(0.5) WITHIN GROUP (ORDER BY floor_ms)::numeric, 1) AS no_lookups_p50_ms,
    count(*) FILTER (WHERE same) || '/' || count(*) AS same_as_unbounded
FROM per_question;
SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY link_ms)::numeric, 1) AS link_p50_ms,
    round(percentile_cont(0.95) WITHIN GROUP (ORDER BY link_ms)::numeric, 1) AS link_p95_ms
FROM lookups;
-- within the default run the reps answer alike (its answers do not depend on timing noise)
SELECT count(DISTINCT (n, sql)) = count(DISTINCT n) AS reps_answer_alike FROM answer WHERE run = 'default';
SQL

if [ -n "${KEEP:-}" ]; then
	mkdir -p "$KEEP"
	psql_pg -q -At -F '	' -c "SET search_path = run_data" -c "SELECT n, sql FROM answer WHERE run = 'default' AND rep = 1 ORDER BY n" > "$KEEP/default.tsv"
	psql_pg -q -At -F '	' -c "SET search_path = run_data" -c "SELECT n, sql FROM answer WHERE run = 'unbounded' ORDER BY n" > "$KEEP/unbounded.tsv"
fi
