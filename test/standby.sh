#!/bin/sh
# test/standby.sh — read scale-out: a primary and a hot standby on this machine (their own
# clusters in a temporary folder, Unix sockets only), with the installed extension:
#   1. a standby made by pg_basebackup -R replays a model trained on the primary afterwards;
#   2. on the standby, once replay has caught up, nl2sql with that stored model answers as on
#      the primary, and so do nl2sql_execute and the general model;
#   3. dtfixup_finetune on the standby fails at once with dtfixup's own error (SQLSTATE 25006,
#      what and where to train instead), and the stored model still answers; a question
#      refused for its confidence raises QC001 there as on a primary.
# Run as root (the clusters then belong to the postgres user) or as a user that may run
# initdb.  Prints "ok N - ..." / "not ok N - ..." and a closing
# "standby tests: N passed, N failed"; exits non-zero on any failure.
set -u
cd "$(dirname "$0")/.."
BIN=$(pg_config --bindir)
W=$(mktemp -d /tmp/dtfixup_standby.XXXXXX)
chmod 755 "$W"
pass=0; fail=0; n=0
# Every command starts in $W, a folder the postgres user owns: the checkout may be a folder
# postgres cannot read (a root-owned 0700 one, as mktemp -d makes), and psql would then warn
# "could not change directory".
if [ "$(id -u)" = 0 ]; then
	chown postgres: "$W"
	as_pg() { (cd "$W" && runuser -u postgres -- "$@"); }
else
	as_pg() { (cd "$W" && "$@"); }
fi
ok() { n=$((n + 1)); pass=$((pass + 1)); echo "ok $n - $1"; }
not_ok() {
	n=$((n + 1)); fail=$((fail + 1)); echo "not ok $n - $1"
	[ -z "${2:-}" ] || printf '%s\n' "$2" | sed 's/^/    /'
	# what psql said on stderr, for the reader only: it is never compared
	[ ! -s "$W/psql.err" ] || sed 's/^/    stderr: /' "$W/psql.err" | tail -n 5
}
check() {  # check DESCRIPTION EXPECTED ACTUAL
	if [ "$2" = "$3" ]; then ok "$1"; else not_ok "$1" "expected: $2
got: $3"; fi
}
# Ports: the first two free ones from 55400 on (nothing listens on TCP; the port only names
# the Unix socket).
P1=55400
while [ -e "/tmp/.s.PGSQL.$P1" ] || [ -e "$W/.s.PGSQL.$P1" ]; do P1=$((P1 + 1)); done
P2=$((P1 + 1))
psql_at() {  # psql_at PORT SQL: its stdout (stderr goes to $W/psql.err, never compared)
	as_pg "$BIN/psql" -X -Atq -h "$W" -p "$1" -d standby_test -v ON_ERROR_STOP=1 -c "$2" 2>"$W/psql.err"
}
error_of() {  # error_of PORT STATEMENT: "SQLSTATE | message | hint" of the error it raises
	psql_at "$1" "DO \$\$
DECLARE s text; m text; h text;
BEGIN
	$2;
	PERFORM set_config('standby_test.error', 'no error', false);
EXCEPTION WHEN OTHERS THEN
	GET STACKED DIAGNOSTICS s = RETURNED_SQLSTATE, m = MESSAGE_TEXT, h = PG_EXCEPTION_HINT;
	PERFORM set_config('standby_test.error', s || ' | ' || m || ' | ' || h, false);
END \$\$;
SELECT current_setting('standby_test.error')"
}
finish() {
	as_pg "$BIN/pg_ctl" -D "$W/standby" -m immediate stop >/dev/null 2>&1
	as_pg "$BIN/pg_ctl" -D "$W/primary" -m immediate stop >/dev/null 2>&1
	rm -rf "$W"
}
trap finish EXIT

if ! as_pg "$BIN/initdb" -D "$W/primary" -A trust -U postgres >"$W/initdb.log" 2>&1; then
	not_ok "initdb of the primary" "$(tail -5 "$W/initdb.log")"
	echo "standby tests: $pass passed, $((fail + 1)) failed"; exit 1
fi
cat >>"$W/primary/postgresql.conf" <<EOF
port = $P1
listen_addresses = ''
unix_socket_directories = '$W'
wal_level = replica
max_wal_senders = 4
hot_standby = on
fsync = off
EOF
as_pg "$BIN/pg_ctl" -D "$W/primary" -l "$W/primary.log" -w start >/dev/null
as_pg "$BIN/createdb" -h "$W" -p "$P1" standby_test
# answers compared primary against standby must not depend on the machine's speed: links to
# stored values with no time limit (the setting replicates with the database)
psql_at "$P1" "ALTER DATABASE standby_test SET dtfixup.value_link_time_budget = 0"
# A small schema of its own and a few training pairs over it.
psql_at "$P1" "
CREATE EXTENSION dtfixup;
-- answers are compared, not judged: nl2sql never refuses one for its confidence here
ALTER DATABASE standby_test SET dtfixup.min_confidence = 0;
CREATE TABLE country (name text PRIMARY KEY, capital text, population int);
CREATE TABLE city (name text, country text REFERENCES country(name), population int);
INSERT INTO country VALUES ('france', 'paris', 68), ('spain', 'madrid', 48), ('italy', 'rome', 59);
INSERT INTO city VALUES ('paris', 'france', 2), ('lyon', 'france', 1), ('madrid', 'spain', 3),
                        ('rome', 'italy', 3), ('milan', 'italy', 1);
CREATE TABLE pairs (question text, sql text);
INSERT INTO pairs VALUES
 ('how many countries are there', 'SELECT count(*) FROM country'),
 ('what is the capital of france', 'SELECT capital FROM country WHERE name = ''france'''),
 ('what is the capital of spain', 'SELECT capital FROM country WHERE name = ''spain'''),
 ('what is the population of italy', 'SELECT population FROM country WHERE name = ''italy'''),
 ('which cities are in france', 'SELECT name FROM city WHERE country = ''france'''),
 ('which cities are in italy', 'SELECT name FROM city WHERE country = ''italy''');" >/dev/null

# 1. the standby, made before the model exists
if as_pg "$BIN/pg_basebackup" -h "$W" -p "$P1" -D "$W/standby" -R -X stream >"$W/basebackup.log" 2>&1; then
	ok "pg_basebackup -R makes a standby of the primary"
else
	not_ok "pg_basebackup -R makes a standby of the primary" "$(tail -5 "$W/basebackup.log")"
fi
sed -i "s/^port = $P1/port = $P2/" "$W/standby/postgresql.conf"
as_pg "$BIN/pg_ctl" -D "$W/standby" -l "$W/standby.log" -w start >/dev/null
check "the standby is in recovery" t "$(psql_at "$P2" 'SELECT pg_is_in_recovery()')"

# train a tiny model on the primary, after the base backup
OPTS='{"layers": 1, "d_model": 32, "encoder_hidden": 16, "heads": 2, "d_ff": 32, "word_dim": 32,
 "action_dim": 16, "node_dim": 8, "decoder_hidden": 64, "hash_buckets": 1000, "batch_size": 1,
 "lr": 0.005, "dropout": 0, "label_smoothing": 0, "seed": 7, "epochs": 40}'
out=$(psql_at "$P1" "SET client_min_messages = warning; CALL dtfixup_finetune('tiny', 'pairs', options => '$OPTS')")
check "a model trains on the primary" "" "$out"

# a correction recorded on the primary (answers questions equal up to their values)
out=$(psql_at "$P1" "SELECT dtfixup_feedback('what is the capital of france', 'SELECT capital FROM country WHERE name = ''france''') > 0")
check "a correction is recorded on the primary" t "$out"

# 2. wait until the standby has replayed everything the primary wrote
lsn=$(psql_at "$P1" 'SELECT pg_current_wal_lsn()')
i=0
while [ "$(psql_at "$P2" "SELECT pg_last_wal_replay_lsn() >= '$lsn'::pg_lsn")" != t ] && [ "$i" -lt 600 ]; do
	sleep 0.1; i=$((i + 1))
done
check "the standby replays the training (within 60 s)" t "$(psql_at "$P2" "SELECT pg_last_wal_replay_lsn() >= '$lsn'::pg_lsn")"
check "the trained model is on the standby" 1 "$(psql_at "$P2" "SELECT count(*) FROM dtfixup.models WHERE name = 'tiny'")"
for q in 'what is the capital of france' 'which cities are in italy' 'how many countries are there'; do
	on_primary=$(psql_at "$P1" "SELECT nl2sql('$q', 'tiny')")
	on_standby=$(psql_at "$P2" "SELECT nl2sql('$q', 'tiny')")
	case $on_standby in
		SELECT*) check "nl2sql('$q', 'tiny') on the standby answers as on the primary" "$on_primary" "$on_standby" ;;
		*) not_ok "nl2sql('$q', 'tiny') on the standby answers as on the primary" "$on_standby" ;;
	esac
done
# the stored model's rows on the standby are the primary's (what the tiny model answers
# depends on this CPU's float rounding; that both servers agree does not)
on_primary=$(psql_at "$P1" "SELECT r::text FROM nl2sql_execute('what is the capital of france', 'tiny') AS r")
on_standby=$(psql_at "$P2" "SELECT r::text FROM nl2sql_execute('what is the capital of france', 'tiny') AS r")
if [ -n "$on_standby" ]; then
	check "nl2sql_execute with the stored model answers on the standby as on the primary" "$on_primary" "$on_standby"
else
	not_ok "nl2sql_execute with the stored model answers on the standby as on the primary" "no rows"
fi
general_primary=$(psql_at "$P1" "SELECT nl2sql('how many countries are there')")
general=$(psql_at "$P2" "SELECT nl2sql('how many countries are there')")
case $general in
	SELECT*) check "nl2sql with the general model answers on the standby as on the primary" "$general_primary" "$general" ;;
	*) not_ok "nl2sql with the general model answers on the standby as on the primary" "$general" ;;
esac

check "the correction answers on the standby, with the new value" \
	"SELECT t0.capital FROM public.country AS t0 WHERE t0.name = 'italy'" \
	"$(psql_at "$P2" "SELECT nl2sql('what is the capital of italy')")"

# 3. training on the standby: dtfixup's error, not PostgreSQL's raw one; nothing lost
err=$(error_of "$P2" "CALL dtfixup_finetune('tiny2', 'pairs', options => '$OPTS')")
case $err in
	"25006 | dtfixup_finetune cannot train on a standby | "*) ok "dtfixup_finetune on the standby fails with SQLSTATE 25006 and dtfixup's message" ;;
	*) not_ok "dtfixup_finetune on the standby fails with SQLSTATE 25006 and dtfixup's message" "$err" ;;
esac
case $err in
	*" | Run it on the primary"*) ok "the error says where to train instead" ;;
	*) not_ok "the error says where to train instead" "$err" ;;
esac
err=$(error_of "$P2" "PERFORM dtfixup_drop_model('tiny')")
case $err in
	"25006 | dtfixup_drop_model cannot change the model store on a standby | "*) ok "dtfixup_drop_model on the standby fails likewise" ;;
	*) not_ok "dtfixup_drop_model on the standby fails likewise" "$err" ;;
esac
err=$(error_of "$P2" "PERFORM dtfixup_feedback('how many cities are there', 'SELECT count(*) FROM city')")
case $err in
	"25006 | dtfixup_feedback cannot record a pair on a standby | "*) ok "dtfixup_feedback on the standby fails likewise" ;;
	*) not_ok "dtfixup_feedback on the standby fails likewise" "$err" ;;
esac
check "the model still answers on the standby after the refused calls" \
	"$(psql_at "$P1" "SELECT nl2sql('what is the capital of spain', 'tiny')")" \
	"$(psql_at "$P2" "SELECT nl2sql('what is the capital of spain', 'tiny')")"
# a question refused for its confidence on the standby (no stored pair answers it): the
# refusal as on a primary; its row is not written there (nothing is, on a standby)
err=$(error_of "$P2" "PERFORM set_config('dtfixup.min_confidence', '1', true); PERFORM nl2sql('which cities are in italy', 'tiny')")
case $err in
	"QC001 | "*) ok "a question refused on the standby raises QC001, not another error" ;;
	*) not_ok "a question refused on the standby raises QC001, not another error" "$err" ;;
esac

echo "standby tests: $pass passed, $fail failed"
[ "$fail" = 0 ]
