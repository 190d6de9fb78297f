#!/bin/sh
# test/faults.sh — faults during training, against the cluster of PGHOST/PGPORT (run by
# test/run_sql_tests.sh inside pg_virtualenv, after pg_regress):
#   1. the training backend killed with SIGKILL mid-run: after crash recovery the last
#      committed checkpoint is intact (validates, answers questions) and {"resume": true}
#      finishes the run;
#   2. pg_cancel_backend during training, and
#   3. during a long decode (nl2sql, beam 64, a question of ~480 words over the fixture's
#      tables plus 40 tables of 12 columns: seconds of encoding and beam search): the statement ends soon
#      after the cancel.  The latency is measured inside the server (faults.cancel_ms:
#      from pg_cancel_backend to the backend leaving that statement, polled every 1 ms from
#      the cancelling session), so it is the backend's reaction, not psql start-up.  The
#      goal is 100 ms; the check is < 500 ms because this runs on loaded 2-core
#      CI machines, and the figure is printed against the 100 ms goal.
# Prints "ok N - ..." / "not ok N - ..." and a closing "fault tests: N passed, N failed".
set -u
cd "$(dirname "$0")/.."
DB=dtfixup_faults
DECODE_OUT=$(mktemp /tmp/dtfixup_faults_decode.XXXXXX)	# what the cancelled decode's psql printed
trap 'rm -f "$DECODE_OUT" "$DECODE_OUT.err" /tmp/dtfixup_faults_on_time.err' EXIT
pass=0; fail=0; n=0
check() {  # check DESCRIPTION COMMAND...
	n=$((n + 1)); d=$1; shift
	if "$@" >/dev/null 2>&1; then pass=$((pass + 1)); echo "ok $n - $d"; else fail=$((fail + 1)); echo "not ok $n - $d"; fi
}
q() { psql -X -Atq -d "$DB" -c "$1"; }
wait_until() {  # wait_until SECONDS SQL: until the query returns t
	i=0
	while [ "$i" -lt $(($1 * 20)) ]; do
		[ "$(q "$2" 2>/dev/null)" = t ] && return 0
		sleep 0.05; i=$((i + 1))
	done
	return 1
}
OPTS='{"layers": 1, "d_model": 32, "encoder_hidden": 16, "heads": 2, "d_ff": 32, "word_dim": 32,
 "action_dim": 16, "node_dim": 8, "decoder_hidden": 64, "hash_buckets": 1000, "batch_size": 1,
 "lr": 0.005, "dropout": 0, "label_smoothing": 0, "seed": 7'

dropdb --if-exists "$DB" >/dev/null 2>&1
createdb "$DB"
# answers compared across sessions and versions must not depend on the machine's speed: links
# to stored values with no time limit (README "Value look-ups")
psql -X -q -d "$DB" -c "ALTER DATABASE \"$DB\" SET dtfixup.value_link_time_budget = 0" >/dev/null
psql -X -q -v ON_ERROR_STOP=1 -d "$DB" -f test/fixture/fixture.sql >/dev/null
psql -X -q -v ON_ERROR_STOP=1 -d "$DB" <<'SQL'
CREATE EXTENSION dtfixup;
-- answers are compared, not judged: nl2sql never refuses one for its confidence here
DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET dtfixup.min_confidence = 0', current_database()); END $$;
DROP ROLE IF EXISTS faults_reader;
CREATE ROLE faults_reader;
CREATE SCHEMA faults;
CREATE TABLE faults.rows (question text, sql text);
-- ms from pg_cancel_backend(p) until backend p has left the statement it was running
CREATE FUNCTION faults.cancel_ms(p int) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
    started timestamptz;
    t0 timestamptz;
BEGIN
    SELECT query_start INTO started FROM pg_stat_activity WHERE pid = p AND state = 'active';
    IF started IS NULL THEN
        RETURN NULL;
    END IF;
    t0 := clock_timestamp();
    PERFORM pg_cancel_backend(p);
    LOOP
        PERFORM pg_stat_clear_snapshot();
        EXIT WHEN NOT EXISTS (SELECT 1 FROM pg_stat_activity
                              WHERE pid = p AND state = 'active' AND query_start = started);
        EXIT WHEN clock_timestamp() - t0 > interval '30 s';
        PERFORM pg_sleep(0.001);
    END LOOP;
    RETURN round(extract(epoch FROM clock_timestamp() - t0) * 1000);
END $$;
-- 40 tables x 12 columns: a wide schema makes a long encoder input and many column candidates
CREATE SCHEMA wide;
DO $$ BEGIN
    FOR t IN 1..40 LOOP
        EXECUTE format('CREATE TABLE wide.t%s (%s)', t,
                       (SELECT string_agg(format('c%s_%s int', t, c), ', ') FROM generate_series(1, 12) c));
    END LOOP;
END $$;
-- ms one statement takes, measured in the server
CREATE FUNCTION faults.run_ms(sql text) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
    t0 timestamptz := clock_timestamp();
BEGIN
    EXECUTE sql;
    RETURN round(extract(epoch FROM clock_timestamp() - t0) * 1000);
END $$;
-- the fixture's first six training questions
INSERT INTO faults.rows SELECT question, sql FROM fixture_training.questions WHERE id <= 6 ORDER BY id;
SQL

# ---- 1. SIGKILL mid-training -------------------------------------------------------------
psql -X -q -d "$DB" -c "SET client_min_messages = warning" \
	-c "CALL dtfixup_finetune('killed', 'faults.rows', options => '$OPTS, \"epochs\": 300}')" >/dev/null 2>&1 &
wait_until 60 "SELECT count(*) >= 3 FROM dtfixup.checkpoints WHERE model = 'killed'"
pid=$(q "SELECT pid FROM pg_stat_activity WHERE query LIKE 'dtfixup_finetune killed%' LIMIT 1")
check "training backend found mid-run (after 3 committed epochs)" test -n "$pid"
[ -n "$pid" ] && kill -9 "$pid"
wait
# the postmaster restarts after the crash: wait for it to accept connections again
i=0; until q "SELECT 1" >/dev/null 2>&1 || [ $i -ge 300 ]; do sleep 0.1; i=$((i + 1)); done
check "the server recovered from the killed backend" q "SELECT 1"
check "dtfixup_progress drops the killed backend's run" \
	test "$(q "SELECT count(*) FROM dtfixup.dtfixup_progress WHERE model = 'killed'")" = 0
check "the last committed checkpoint is the model's current one" \
	test "$(q "SELECT max(c.id) = m.current_checkpoint FROM dtfixup.checkpoints c JOIN dtfixup.models m ON m.name = c.model WHERE c.model = 'killed' GROUP BY m.current_checkpoint")" = t
check "it validates (checksum, tensors)" q "SELECT dtfixup_checkpoint_info(dtfixup_export_model('killed'))"
check "it answers questions" test "$(q "SELECT nl2sql('how many states are there', 'killed') LIKE 'SELECT %'")" = t
epochs_before=$(q "SELECT max(epoch) FROM dtfixup.checkpoints WHERE model = 'killed'")
check "the run was cut short (epoch $epochs_before of 300)" test "${epochs_before:-300}" -lt 300
psql -X -q -d "$DB" -c "SET client_min_messages = warning" \
	-c "CALL dtfixup_finetune('killed', 'faults.rows', options => '{\"resume\": true}')" >/dev/null 2>&1
check "resume finished the run (300 epochs)" test "$(q "SELECT max(epoch) FROM dtfixup.checkpoints WHERE model = 'killed'")" = 300

# ---- 2. pg_cancel_backend during training ---------------------------------------------------
psql -X -q -d "$DB" -c "SET client_min_messages = warning" \
	-c "CALL dtfixup_finetune('cancelled', 'faults.rows', options => '$OPTS, \"epochs\": 10000}')" >/dev/null 2>&1 &
bg=$!
wait_until 60 "SELECT count(*) >= 1 FROM dtfixup.checkpoints WHERE model = 'cancelled'"
# meanwhile dtfixup.dtfixup_progress shows the run to this other session (rewritten at
# least once a second), only its pid and database to another role; after the cancel, nothing
check "dtfixup_progress shows the run from another session" wait_until 10 \
	"SELECT bool_and(phase IN ('training', 'validating', 'saving checkpoint') AND epoch >= 1 AND epochs = 10000
	                 AND examples_total >= 1 AND examples_per_second > 0 AND estimated_time_left IS NOT NULL)
	 FROM dtfixup.dtfixup_progress WHERE model = 'cancelled' HAVING count(*) = 1"
check "another role sees only its pid and database" \
	test "$(q "SET ROLE faults_reader; SELECT bool_and(pid IS NOT NULL AND datname IS NOT NULL AND model IS NULL
	             AND phase IS NULL AND epoch IS NULL AND estimated_time_left IS NULL)
	           FROM dtfixup.dtfixup_progress HAVING count(*) = 1")" = t
pid=$(q "SELECT pid FROM pg_stat_activity WHERE query LIKE 'dtfixup_finetune cancelled%' LIMIT 1")
ms=$(q "SELECT faults.cancel_ms(${pid:-0})")
wait $bg
check "the cancelled run left dtfixup_progress" \
	test "$(q "SELECT count(*) FROM dtfixup.dtfixup_progress WHERE model = 'cancelled'")" = 0
echo "   pg_cancel_backend -> the training CALL ended after ${ms:-?} ms in the server (goal 100 ms)"
check "training: cancel takes effect within 500 ms (${ms:-?} ms)" test "${ms:-99999}" -lt 500
check "the cancelled run left its committed checkpoints" \
	test "$(q "SELECT count(*) >= 1 FROM dtfixup.checkpoints WHERE model = 'cancelled'")" = t

# max_seconds: 10000 epochs asked, the budget is spent during the first
psql -X -q -d "$DB" -c "CALL dtfixup_finetune('on_time', 'faults.rows', options => '$OPTS, \"epochs\": 10000, \"max_seconds\": 0.001}')" \
	>/dev/null 2>/tmp/dtfixup_faults_on_time.err
check "max_seconds: the run stopped on time after epoch 1 (its last checkpoint is epoch 1)" \
	test "$(q "SELECT max(epoch) FROM dtfixup.checkpoints WHERE model = 'on_time'")" = 1

# ---- 3. pg_cancel_backend during a long decode ----------------------------------------------
# ~480 words (under the 512-token / 8192-byte limit), the widest beam and the fixture's tables
# plus the wide schema on the search_path: from a few hundred ms to seconds of decoding
LONGQ=$(words='what is the population of the largest city in the state that borders texas and
 has the highest point and the longest river'; i=0; s=''
	while [ $i -lt 20 ]; do s="$s $words"; i=$((i + 1)); done; echo $s)
started=$(q "SELECT pg_postmaster_start_time()")
# retrieval would narrow the wide search_path to one schema: read all of it, as a catalog
# within larger limits would be
WIDE="SET dtfixup.retrieval_max_tables = 1000; SET dtfixup.retrieval_max_columns = 100000"
dur=$(psql -X -Atq -d "$DB" -c "SET search_path = public, wide" -c "$WIDE" -c "SET dtfixup.beam_size = 64" \
	-c "SELECT faults.run_ms(\$q\$SELECT nl2sql('$LONGQ')\$q\$)")
echo "   one uncancelled nl2sql of ${#LONGQ} bytes at beam 64: ${dur:-?} ms"
# the cancel goes a third of the way in: the call must last long enough for that to be
# mid-way (how long depends on the model's output and the machine, not on the test)
check "the long decode takes long enough to cancel mid-way (${dur:-?} ms >= 300 ms)" \
	test "${dur:-0}" -ge 300
third=$(awk -v ms="${dur:-900}" 'BEGIN { printf "%.3f", ms / 3000 }')
PGAPPNAME=faults_decode psql -X -At -d "$DB" -c "SET search_path = public, wide" -c "$WIDE" \
	-c "SET dtfixup.beam_size = 64" \
	-c "SELECT nl2sql('$LONGQ')" -c '\echo sqlstate=:LAST_ERROR_SQLSTATE' -c "SET dtfixup.beam_size = 5" \
	-c "SELECT 'after: ' || nl2sql('how many states are there')" >"$DECODE_OUT" 2>"$DECODE_OUT.err" &
bg=$!
wait_until 60 "SELECT count(*) = 1 FROM pg_stat_activity WHERE application_name = 'faults_decode' AND state = 'active' AND query LIKE 'SELECT nl2sql(%'"
sleep "$third"
pid=$(q "SELECT pid FROM pg_stat_activity WHERE application_name = 'faults_decode' AND query LIKE 'SELECT nl2sql(%' AND state = 'active'")
ms=$(q "SELECT faults.cancel_ms(${pid:-0})")
wait $bg
echo "   pg_cancel_backend -> the nl2sql ended after ${ms:-?} ms in the server (goal 100 ms)"
check "decode: cancel takes effect within 500 ms (${ms:-?} ms)" test "${ms:-99999}" -lt 500
check "the decode ended with the cancel error (SQLSTATE 57014)" \
	grep -q '^sqlstate=57014$' "$DECODE_OUT"
check "the cancelled session answers its next question" \
	grep -q '^after: SELECT' "$DECODE_OUT"
check "the server did not restart" test "$(q "SELECT pg_postmaster_start_time()")" = "$started"
dropdb "$DB"
psql -X -q -d postgres -c "DROP ROLE faults_reader"
echo "fault tests: $pass passed, $fail failed"
[ "$fail" = 0 ]
