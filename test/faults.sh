#!/bin/sh
# test/faults.sh — faults during training, against the cluster of PGHOST/PGPORT (run by
# test/run_sql_tests.sh inside pg_virtualenv, after pg_regress):
#   1. the training backend killed with SIGKILL mid-run: after crash recovery the last
#      committed checkpoint is intact (validates, answers questions) and {"resume": true}
#      finishes the run;
#   2. pg_cancel_backend during training: the CALL ends, measured in ms (must be < 1000 ms;
#      the time is printed).
# Prints "ok N - ..." / "not ok N - ..." and a closing "fault tests: N passed, N failed".
set -u
cd "$(dirname "$0")/.."
DB=dtfixup_faults
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
psql -X -q -v ON_ERROR_STOP=1 -d "$DB" -f ../shared/data/geoquery/geography.sql >/dev/null
psql -X -q -v ON_ERROR_STOP=1 -d "$DB" <<'SQL'
CREATE EXTENSION dtfixup;
CREATE SCHEMA faults;
CREATE TABLE faults.rows (question text, sql text);
INSERT INTO faults.rows VALUES
    ('how many states are there', 'SELECT count(*) FROM state'),
    ('what is the capital of texas', 'SELECT capital FROM state WHERE state_name = ''texas'''),
    ('what is the capital of ohio', 'SELECT capital FROM state WHERE state_name = ''ohio'''),
    ('what is the population of texas', 'SELECT population FROM state WHERE state_name = ''texas'''),
    ('which states border texas', 'SELECT border FROM border_info WHERE state_name = ''texas'''),
    ('which cities are in texas', 'SELECT city_name FROM city WHERE state_name = ''texas''');
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
pid=$(q "SELECT pid FROM pg_stat_activity WHERE query LIKE 'dtfixup_finetune cancelled%' LIMIT 1")
t0=$(date +%s%N)
q "SELECT pg_cancel_backend($pid)" >/dev/null
wait $bg
t1=$(date +%s%N)
ms=$(( (t1 - t0) / 1000000 ))
echo "   pg_cancel_backend -> the training CALL ended after $ms ms (includes one psql connection)"
check "cancel takes effect within 1000 ms ($ms ms)" test "$ms" -lt 1000
check "the cancelled run left its committed checkpoints" \
	test "$(q "SELECT count(*) >= 1 FROM dtfixup.checkpoints WHERE model = 'cancelled'")" = t
dropdb "$DB"
echo "fault tests: $pass passed, $fail failed"
[ "$fail" = 0 ]
