#!/bin/sh
# test/citus.sh — dtfixup on a Citus cluster: a coordinator and two workers on this machine
# (their own clusters in a temporary folder, listening on 127.0.0.1 only, ports from 55432),
# with the installed extension and Citus 13.0.5 built from shared/vendor when the server does
# not have it (test/citus_cluster.sh; the build is cached outside the checkout).
#   1. the schema graph on the coordinator (and on a worker, which holds shards) shows each
#      distributed and reference table once, as created, never a shard;
#   2. stored values of distributed and reference tables link on the coordinator (bounded
#      scans through Citus within dtfixup.value_link_budget; the coordinator has no
#      statistics of them);
#   3. nl2sql, nl2sql_execute and dtfixup_explain answer as on the same database on one
#      server (a database without Citus on the coordinator's server): same SQL, same rows;
#   4. a join Citus cannot plan without repartitioning fails with Citus's error (0A000,
#      naming the repartition join and the setting), the session goes on, and with
#      citus.enable_repartition_joins on it answers as one server;
#   5. dtfixup_finetune from a distributed training table, dtfixup_feedback, dtfixup_learn,
#      export and import on the coordinator; the model store stays coordinator tables;
#   6. a worker has the extension (Citus propagates CREATE EXTENSION) with a store of its own;
#      a hot standby of the coordinator answers with the replicated models and refuses training.
# Where Citus cannot be built or started it prints "SKIP - ..." and counts one skipped test.
# Prints "ok N - ..." / "not ok N - ..." and a closing "citus tests: N passed, N failed,
# N skipped"; exits non-zero on any failure.  Only stdout of psql is compared; errors are
# compared by SQLSTATE (t_util.outcome below).
set -u
cd "$(dirname "$0")/.."
. test/citus_cluster.sh
pass=0; fail=0; skip=0; n=0
ok() { n=$((n + 1)); pass=$((pass + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); fail=$((fail + 1)); echo "not ok $n - $1"; [ -z "${2:-}" ] || printf '%s\n' "$2" | sed 's/^/    /'; }
check() {  # check DESCRIPTION EXPECTED ACTUAL
	if [ "$2" = "$3" ]; then ok "$1"; else not_ok "$1" "expected: $2
got: $3"; fi
}
finish_counts() { echo "citus tests: $pass passed, $fail failed, $skip skipped"; }
skip_all() {
	echo "SKIP - citus tests: $1"
	skip=$((skip + 1)); finish_counts; exit 0
}
# DTFIXUP_CITUS_KEEP=1 leaves the cluster running (its folder is printed) to look into a failure
if [ -n "${DTFIXUP_CITUS_KEEP:-}" ]; then trap 'echo "# kept: $CITUS_W (ports $CITUS_P0-$CITUS_P2)"' EXIT; else trap citus_cluster_stop EXIT; fi

citus_ensure_installed || skip_all "$CITUS_SKIP"
[ -f "$(pg_config --sharedir)/extension/dtfixup.control" ] || { not_ok "dtfixup is installed (make install)"; finish_counts; exit 1; }
citus_cluster_start citus_test || { not_ok "the Citus cluster starts" "$CITUS_SKIP
$(tail -n 5 "$CITUS_W/psql.err" 2>/dev/null)"; finish_counts; exit 1; }
ok "a coordinator (port $CITUS_P0) and two workers start with Citus $(cpsql "$CITUS_P0" -c "SELECT extversion FROM pg_extension WHERE extname = 'citus'")"
check "the coordinator has two active workers" 2 \
	"$(cpsql "$CITUS_P0" -c "SELECT count(*) FROM pg_dist_node WHERE groupid <> 0 AND isactive")"
C=$CITUS_P0

# The database, created on the cluster and, as plain tables, in database single_test on the
# coordinator's server (no citus extension there: one server).
SCHEMA_SQL="
CREATE TABLE stadium (stadium_id int PRIMARY KEY, name text, location text, capacity int);
CREATE TABLE singer (singer_id int PRIMARY KEY, name text, country text, age int);
CREATE TABLE concert (concert_id int PRIMARY KEY, concert_name text, theme text, stadium_id int, year int);
CREATE TABLE singer_in_concert (concert_id int, singer_id int, PRIMARY KEY (concert_id, singer_id));
CREATE TABLE city (name text PRIMARY KEY, country text, population int);
CREATE SCHEMA training;
CREATE TABLE training.pairs (question text, sql text);
CREATE SCHEMA t_util;
CREATE FUNCTION t_util.outcome(q text) RETURNS text LANGUAGE plpgsql AS \$\$
BEGIN
	EXECUTE q;
	RETURN 'ok';
EXCEPTION WHEN OTHERS THEN
	RETURN SQLSTATE || ' ' || SQLERRM;
END \$\$;"
# hash-distributed: singer (a colocation group of its own), concert and singer_in_concert
# (co-located, on concert_id); stadium a reference table; city a plain coordinator table;
# the training pairs distributed too.  singer_in_concert.singer_id cannot reference singer
# (not co-located), so neither database has that foreign key.  The keys are added after
# distributing (Citus turns a local table with a key to a reference table into a Citus local
# table, which then cannot be distributed).
DISTRIBUTE_SQL="
SET citus.shard_count = 4;
SELECT create_reference_table('stadium');
SELECT create_distributed_table('singer', 'singer_id', colocate_with => 'none');
SELECT create_distributed_table('concert', 'concert_id', colocate_with => 'none');
SELECT create_distributed_table('singer_in_concert', 'concert_id', colocate_with => 'concert');
SELECT create_distributed_table('training.pairs', 'question');"
FK_SQL="
ALTER TABLE concert ADD FOREIGN KEY (stadium_id) REFERENCES stadium (stadium_id);
ALTER TABLE singer_in_concert ADD FOREIGN KEY (concert_id) REFERENCES concert (concert_id);"
DATA_SQL="
INSERT INTO stadium VALUES (1, 'Stark''s Park', 'Raith Rovers', 10104), (2, 'Somerset Park', 'Ayr United', 11998),
  (3, 'Balmoor', 'Peterhead', 4000), (4, 'Glebe Park', 'Brechin City', 3960), (5, 'Hampden Park', 'Queen''s Park', 52500);
INSERT INTO singer VALUES (1, 'Joe Sharp', 'Netherlands', 52), (2, 'Timbaland', 'United States', 32),
  (3, 'Justin Brown', 'France', 29), (4, 'Rose White', 'France', 41), (5, 'John Nizinik', 'France', 43),
  (6, 'Tribal King', 'France', 25), (7, 'Ana Lopez', 'Spain', 35), (8, 'Marco Rossi', 'Italy', 38);
INSERT INTO concert VALUES (1, 'Auditions', 'Free choice', 1, 2014), (2, 'Super bootcamp', 'Free choice 2', 2, 2014),
  (3, 'Home Visits', 'Bleeding Love', 2, 2015), (4, 'Week 1', 'Wide Awake', 5, 2014),
  (5, 'Week 2', 'Happy Tonight', 3, 2015), (6, 'Finals', 'Party All Night', 5, 2016);
INSERT INTO singer_in_concert VALUES (1, 2), (1, 3), (1, 5), (2, 3), (2, 6), (3, 5), (4, 4), (5, 6), (5, 3), (6, 2), (6, 7);
INSERT INTO city VALUES ('paris', 'France', 2100), ('lyon', 'France', 520), ('madrid', 'Spain', 3300), ('rome', 'Italy', 2800);
INSERT INTO training.pairs VALUES
 ('how many singers are there', 'SELECT count(*) FROM singer'),
 ('how many concerts are there', 'SELECT count(*) FROM concert'),
 ('which singers are from France', 'SELECT name FROM singer WHERE country = ''France'''),
 ('which singers are from Spain', 'SELECT name FROM singer WHERE country = ''Spain'''),
 ('what is the capacity of Balmoor', 'SELECT capacity FROM stadium WHERE name = ''Balmoor'''),
 ('what is the capacity of Glebe Park', 'SELECT capacity FROM stadium WHERE name = ''Glebe Park'''),
 ('which concerts were in 2014', 'SELECT concert_name FROM concert WHERE year = 2014'),
 ('which cities are in France', 'SELECT name FROM city WHERE country = ''France''');
ANALYZE;"
# look-ups through Citus take longer than on one server: both databases link stored values
# with no time limit, so that how fast this machine is cannot make their answers differ
NO_TIME_LIMIT="DO \$\$ BEGIN EXECUTE format('ALTER DATABASE %I SET dtfixup.value_link_time_budget = 0', current_database()); END \$\$;
DO \$\$ BEGIN EXECUTE format('ALTER DATABASE %I SET dtfixup.min_confidence = 0', current_database()); END \$\$;"
printf '%s\n' "CREATE EXTENSION dtfixup;" "$NO_TIME_LIMIT" "$SCHEMA_SQL" "$DISTRIBUTE_SQL" "$FK_SQL" "$DATA_SQL" >"$CITUS_W/cluster.sql"
printf '%s\n' "CREATE EXTENSION dtfixup;" "$NO_TIME_LIMIT" "$SCHEMA_SQL" "$FK_SQL" "$DATA_SQL" >"$CITUS_W/single.sql"
chmod 644 "$CITUS_W/cluster.sql" "$CITUS_W/single.sql"
if cpsql "$C" -f "$CITUS_W/cluster.sql" >/dev/null; then ok "the database loads distributed on the coordinator"
else not_ok "the database loads distributed on the coordinator" "$(tail -n 5 "$CITUS_W/psql.err")"; fi
citus_as_pg "$CITUS_BIN/createdb" -h "$CITUS_W" -p "$C" single_test
if CITUS_DB=single_test cpsql "$C" -f "$CITUS_W/single.sql" >/dev/null; then ok "the same database loads on one server"
else not_ok "the same database loads on one server" "$(tail -n 5 "$CITUS_W/psql.err")"; fi
single() { CITUS_DB=single_test cpsql "$C" "$@"; }
check "singer, concert, singer_in_concert and training.pairs are hash-distributed, stadium a reference table, city local" \
	"concert|h
singer|h
singer_in_concert|h
stadium|n
training.pairs|h" \
	"$(cpsql "$C" -c "SELECT logicalrelid::text, partmethod FROM pg_dist_partition ORDER BY 1")"
check "singer and concert are not co-located; concert and singer_in_concert are" "f|t" \
	"$(cpsql "$C" -c "SELECT (SELECT colocationid FROM pg_dist_partition WHERE logicalrelid = 'singer'::regclass) = (SELECT colocationid FROM pg_dist_partition WHERE logicalrelid = 'concert'::regclass),
	(SELECT colocationid FROM pg_dist_partition WHERE logicalrelid = 'singer_in_concert'::regclass) = (SELECT colocationid FROM pg_dist_partition WHERE logicalrelid = 'concert'::regclass)")"
check "the coordinator's statistics hold nothing for the distributed singer table" 0 \
	"$(cpsql "$C" -c "SELECT count(*) FROM pg_stats WHERE tablename = 'singer'")"

# 1. the schema graph: each table once, never a shard (even with Citus's shard hiding off)
TABLES="city
concert
singer
singer_in_concert
stadium"
graph_tables="SELECT string_agg(t->>'name', E'\n' ORDER BY t->>'name') FROM jsonb_array_elements(dtfixup_schema_graph()->'tables') AS t"
check "one server's schema graph" "$TABLES" "$(single -c "$graph_tables")"
check "the coordinator's schema graph shows each table once, as created" "$TABLES" "$(cpsql "$C" -c "$graph_tables")"
shards_here="SET citus.override_table_visibility = off; SELECT count(*) FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace AND c.relname ~ '_[0-9]+\$'"
shards=$(cpsql "$C" -c "$shards_here")
case $shards in ''|0) not_ok "the coordinator holds shards (of the reference table)" "$shards" ;; *) ok "the coordinator holds $shards shards (of the reference table)" ;; esac
check "with citus.override_table_visibility off and every application shown, still no shard" "$TABLES" \
	"$(cpsql "$C" -c "SET citus.override_table_visibility = off; SET citus.show_shards_for_app_name_prefixes = '*'; $graph_tables")"
WTABLES="concert
singer
singer_in_concert
stadium"
wshards=$(cpsql "$CITUS_P1" -c "$shards_here")
case $wshards in ''|0|1) not_ok "a worker holds shards of the distributed tables" "$wshards" ;; *) ok "a worker holds $wshards shards" ;; esac
check "a worker's schema graph (Citus propagated dtfixup) shows the distributed tables once, no shard" "$WTABLES" \
	"$(cpsql "$CITUS_P1" -c "SET citus.override_table_visibility = off; SET citus.show_shards_for_app_name_prefixes = '*'; $graph_tables")"

# 2. value links of distributed and reference tables on the coordinator
value_link="SELECT l->>'table' || '.' || (l->>'column') || '=' || (l->>'value') FROM jsonb_array_elements(dtfixup_link(\$1)->'links') AS l WHERE l->>'kind' = 'value' ORDER BY 1"
links_of() {  # links_of PORT DB QUESTION [SETTINGS]
	CITUS_DB=$2 cpsql "$1" -c "${4:-} PREPARE l(text) AS $value_link; EXECUTE l('$3')"
}
q='which singers from France sang in Home Visits at Somerset Park'
expected_links="city.country=France
concert.concert_name=Home Visits
singer.country=France
stadium.name=Somerset Park"
check "value links on one server" "$expected_links" "$(links_of "$C" single_test "$q")"
check "value links of distributed (singer, concert) and reference (stadium) tables on the coordinator" \
	"$expected_links" "$(links_of "$C" citus_test "$q")"
check "the look-ups stay within dtfixup.value_link_budget (3): scans + probes <= 3, budget exhausted" "t|t" \
	"$(cpsql "$C" -c "SET dtfixup.value_link_budget = 3; SELECT (v->>'scans')::int + (v->>'probes')::int <= 3, (v->>'budget_exhausted')::bool FROM (SELECT dtfixup_link('$q')->'value_lookups' AS v) s")"
case $(links_of "$C" single_test "$q" "SET dtfixup.value_link_budget = 0;") in
	*singer.country=France*) ok "with dtfixup.value_link_budget = 0 (statistics only) one server links singer.country" ;;
	*) not_ok "with dtfixup.value_link_budget = 0 (statistics only) one server links singer.country" ;;
esac
check "... the coordinator has no statistics of the distributed tables: only the local table's value links" "city.country=France" \
	"$(links_of "$C" citus_test "$q" "SET dtfixup.value_link_budget = 0;" | grep -v '^stadium' || true)"

# 3. the general model answers as on one server (repartition joins on, so that whatever
# join the model chooses runs; section 4 tests them off).  Sequential mode: a repartition
# join creates tables on the workers (DDL), which Citus refuses in parallel once the
# transaction has read a reference table with a foreign key, as value linking does.
REPARTITION="SET citus.enable_repartition_joins = on; SET citus.multi_shard_modify_mode = 'sequential';"
rows_of() {  # rows_of PORT DB QUESTION: the rows, sorted unless the SQL orders them
	sql=$(CITUS_DB=$2 cpsql "$1" -c "SELECT nl2sql('$3')")
	rows=$(CITUS_DB=$2 cpsql "$1" -c "$REPARTITION SELECT r::text FROM nl2sql_execute('$3') AS r" 2>/dev/null || echo "error")
	case $sql in *"ORDER BY"*) printf '%s\n' "$rows" ;; *) printf '%s\n' "$rows" | LC_ALL=C sort ;; esac
}
for q in 'How many singers do we have?' \
	'What are the names of singers from France?' \
	'What are the names and ages of singers from France, ordered by age?' \
	'What is the average age of singers from France?' \
	'How many concerts were held in 2014?' \
	'What is the name and capacity of the stadium with the most concerts?' \
	'Show the names of stadiums without any concert.' \
	'How many singers are from each country?' \
	'What are the names of the singers who performed in the concert Home Visits?' \
	'Which cities are in Spain?'; do
	s1=$(single -c "SELECT nl2sql('$q')")
	s2=$(cpsql "$C" -c "SELECT nl2sql('$q')")
	case $s2 in
		SELECT*) check "nl2sql('$q') on the coordinator is one server's SQL" "$s1" "$s2" ;;
		*) not_ok "nl2sql('$q') on the coordinator is one server's SQL" "$s2" ;;
	esac
	r1=$(rows_of "$C" single_test "$q"); r2=$(rows_of "$C" citus_test "$q")
	if [ "$r1" = "$r2" ] && [ "$r2" != error ]; then ok "nl2sql_execute('$q') on the coordinator returns one server's rows"
	else not_ok "nl2sql_execute('$q') on the coordinator returns one server's rows" "one server: $r1
coordinator: $r2"; fi
done
explain="SELECT e->>'sql', jsonb_array_length(e->'links') FROM (SELECT dtfixup_explain(\$1) AS e) s"
check "dtfixup_explain on the coordinator chooses one server's SQL" \
	"$(single -c "PREPARE e(text) AS $explain; EXECUTE e('What are the names of singers from France?')")" \
	"$(cpsql "$C" -c "PREPARE e(text) AS $explain; EXECUTE e('What are the names of singers from France?')")"
check "rows come back in the generated ORDER BY's order and with their column names" \
	'{"age": 25, "name": "Tribal King"}
{"age": 29, "name": "Justin Brown"}
{"age": 41, "name": "Rose White"}
{"age": 43, "name": "John Nizinik"}' \
	"$(cpsql "$C" -c "SELECT dtfixup_feedback('list the names and ages of singers from France by age', 'SELECT name, age FROM singer WHERE country = ''France'' ORDER BY age')" >/dev/null
	   cpsql "$C" -c "SELECT r::text FROM nl2sql_execute('list the names and ages of singers from France by age') AS r")"
cpsql "$C" -c "SELECT dtfixup_forget('list the names and ages of singers from France by age')" >/dev/null

# 4. a join of tables that are not co-located, on a column that is not the distribution
# column of both: Citus needs a repartition join.  A stored correction makes the SQL fixed.
JOIN_SQL="SELECT T1.name FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.singer_id = T2.singer_id JOIN concert AS T3 ON T2.concert_id = T3.concert_id WHERE T3.concert_name = 'Auditions'"
out=$(cpsql "$C" -c "SET citus.enable_repartition_joins = off; SELECT split_part(t_util.outcome(\$q\$SELECT dtfixup_feedback('who sang in the concert Auditions', \$\$$JOIN_SQL\$\$)\$q\$), ' ', 1)")
case $out in
	0A000) ok "dtfixup_feedback refuses a pair whose SQL Citus cannot run without repartitioning (0A000)" ;;
	*) not_ok "dtfixup_feedback refuses a pair whose SQL Citus cannot run without repartitioning (0A000)" "$out" ;;
esac
check "with citus.enable_repartition_joins on the pair is recorded" t \
	"$(cpsql "$C" -c "$REPARTITION SELECT dtfixup_feedback('who sang in the concert Auditions', \$\$$JOIN_SQL\$\$) > 0")"
single -c "SELECT dtfixup_feedback('who sang in the concert Auditions', \$\$$JOIN_SQL\$\$)" >/dev/null
q='who sang in the concert Home Visits'
check "nl2sql answers from the stored pair on the coordinator as on one server" \
	"$(single -c "SELECT nl2sql('$q')")" "$(cpsql "$C" -c "SELECT nl2sql('$q')")"
out=$(cpsql "$C" -c "SET citus.enable_repartition_joins = off; SELECT t_util.outcome(\$q\$SELECT count(*) FROM nl2sql_execute('$q')\$q\$)")
case $out in
	"0A000 Citus cannot run the generated query: the query contains a join that requires repartitioning") ok "nl2sql_execute of that join fails with 0A000 naming the repartition join" ;;
	*) not_ok "nl2sql_execute of that join fails with 0A000 naming the repartition join" "$out" ;;
esac
check "the error is an ERROR, not a crash: the session answers the next statement" "t
1" "$(cpsql "$C" -c "SET citus.enable_repartition_joins = off; SELECT t_util.outcome(\$q\$SELECT count(*) FROM nl2sql_execute('$q')\$q\$) <> 'ok'" -c "SELECT 1")"
check "with citus.enable_repartition_joins on (and sequential mode) it returns one server's rows" \
	"$(single -c "SELECT r::text FROM nl2sql_execute('$q') AS r ORDER BY 1")" \
	"$(cpsql "$C" -c "$REPARTITION SELECT r::text FROM nl2sql_execute('$q') AS r ORDER BY 1")"

# 5. training and corrections on the coordinator
OPTS='{"layers": 1, "d_model": 32, "encoder_hidden": 16, "heads": 2, "d_ff": 32, "word_dim": 32,
 "action_dim": 16, "node_dim": 8, "decoder_hidden": 64, "hash_buckets": 1000, "batch_size": 2,
 "lr": 0.005, "dropout": 0, "label_smoothing": 0, "seed": 7, "epochs": 20}'
out=$(cpsql "$C" -c "SET client_min_messages = warning; CALL dtfixup_finetune('tiny', 'training.pairs', options => '$OPTS')"; echo "rc=$?")
check "dtfixup_finetune trains on the coordinator from a distributed training table" "rc=0" "$out"
check "it used all 8 distributed training rows" "8|0" \
	"$(cpsql "$C" -c "SELECT metrics->>'train_examples', metrics->>'skipped_rows' FROM dtfixup.dtfixup_models WHERE name = 'tiny'")"
check "the model store is coordinator tables, none distributed" "1|0" \
	"$(cpsql "$C" -c "SELECT count(*), (SELECT count(*) FROM pg_dist_partition WHERE logicalrelid::text LIKE 'dtfixup.%') FROM dtfixup.models WHERE name = 'tiny'")"
tiny=$(cpsql "$C" -c "SELECT nl2sql('which singers are from Italy', 'tiny')")
case $tiny in SELECT*) ok "the trained model answers on the coordinator" ;; *) not_ok "the trained model answers on the coordinator" "$tiny" ;; esac
check "nl2sql_execute with the trained model returns the rows of its SQL" \
	"$(cpsql "$C" -c "$REPARTITION SELECT count(*) FROM ($tiny) s")" \
	"$(cpsql "$C" -c "$REPARTITION SELECT count(*) FROM nl2sql_execute('which singers are from Italy', 'tiny')")"
check "export and import: the copy answers as the model" "$tiny" \
	"$(cpsql "$C" -c "SELECT dtfixup_import_model('tiny_copy', dtfixup_export_model('tiny'))" >/dev/null
	   cpsql "$C" -c "SELECT nl2sql('which singers are from Italy', 'tiny_copy')")"
check "dtfixup_feedback records a correction over a distributed table" t \
	"$(cpsql "$C" -c "SELECT dtfixup_feedback('how old is Rose White', 'SELECT age FROM singer WHERE name = ''Rose White''') > 0")"
check "the correction answers at once, with the new value" \
	"SELECT t0.age FROM public.singer AS t0 WHERE t0.name = 'Ana Lopez'" \
	"$(cpsql "$C" -c "SELECT nl2sql('how old is Ana Lopez')")"
check "... and its rows come from the workers" '{"age": 35}' \
	"$(cpsql "$C" -c "SELECT r::text FROM nl2sql_execute('how old is Ana Lopez') AS r")"
before=$(cpsql "$C" -c "SELECT dtfixup_model_version('tiny_copy')")
out=$(cpsql "$C" -c "SET client_min_messages = warning; $REPARTITION CALL dtfixup_learn('tiny_copy', '{\"epochs\": 3}')"; echo "rc=$?")
check "dtfixup_learn fine-tunes on the corrections on the coordinator" "rc=0" "$out"
check "the learned model is a new version of tiny_copy, in the coordinator's store" "t|1" \
	"$(cpsql "$C" -c "SELECT dtfixup_model_version('tiny_copy') <> '$before', count(*) FROM dtfixup.models WHERE name = 'tiny_copy'")"

# 6. a worker keeps a store of its own; a hot standby of the coordinator
check "a worker has the dtfixup extension (Citus propagated CREATE EXTENSION)" 1 \
	"$(cpsql "$CITUS_P1" -c "SELECT count(*) FROM pg_extension WHERE extname = 'dtfixup'")"
check "the coordinator's models are not on a worker (its store is its own)" 0 \
	"$(cpsql "$CITUS_P1" -c "SELECT count(*) FROM dtfixup.models")"
wq=$(cpsql "$CITUS_P1" -c "SELECT nl2sql('How many singers do we have?')")
check "the general model answers on a worker over the distributed tables" "$(cpsql "$C" -c "SELECT nl2sql('How many singers do we have?')")" "$wq"
P3=$((CITUS_P2 + 1))
while ! citus_port_free "$P3"; do P3=$((P3 + 1)); done
if citus_as_pg "$CITUS_BIN/pg_basebackup" -h "$CITUS_W" -p "$C" -D "$CITUS_W/standby" -R -X stream -c fast >"$CITUS_W/basebackup.log" 2>&1; then
	sed -i "s/^port = $C\$/port = $P3/" "$CITUS_W/standby/postgresql.conf"
	citus_as_pg "$CITUS_BIN/pg_ctl" -D "$CITUS_W/standby" -l "$CITUS_W/standby.log" -w start >/dev/null 2>&1
	lsn=$(cpsql "$C" -c 'SELECT pg_current_wal_lsn()')
	i=0
	while [ "$(cpsql "$P3" -c "SELECT pg_last_wal_replay_lsn() >= '$lsn'::pg_lsn")" != t ] && [ "$i" -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
	check "the coordinator's hot standby is in recovery and has replayed the models" "t|2" \
		"$(cpsql "$P3" -c "SELECT pg_is_in_recovery(), count(*) FROM dtfixup.models WHERE name IN ('tiny', 'tiny_copy')")"
	check "nl2sql with a stored model on the standby answers as on the coordinator" "$tiny" \
		"$(cpsql "$P3" -c "SELECT nl2sql('which singers are from Italy', 'tiny')")"
	check "nl2sql_execute on the standby reads the distributed rows from the workers" \
		"$(cpsql "$C" -c "SELECT r::text FROM nl2sql_execute('What are the names of singers from France?') AS r ORDER BY 1")" \
		"$(cpsql "$P3" -c "SELECT r::text FROM nl2sql_execute('What are the names of singers from France?') AS r ORDER BY 1")"
	check "dtfixup_finetune on the standby is refused with 25006" 25006 \
		"$(cpsql "$P3" -c "SELECT split_part(t_util.outcome(\$q\$CALL dtfixup_finetune('tiny3', 'training.pairs', options => '$OPTS')\$q\$), ' ', 1)")"
else
	not_ok "pg_basebackup makes a hot standby of the coordinator" "$(tail -n 5 "$CITUS_W/basebackup.log")"
fi

finish_counts
[ "$fail" = 0 ]
