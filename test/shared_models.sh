#!/bin/sh
# test/shared_models.sh — one copy of a model's weights per server, with several sessions at
# once, against the cluster of PGHOST/PGPORT (run by test/run_sql_tests.sh inside
# pg_virtualenv, after pg_regress; sql/68_shared_weights.sql has the one-session cases):
#   1. two backends using a stored model map the same cache file (one inode), own no
#      weights; the file is 0600 in a 0700 directory of the server's user;
#   2. retraining while serving: session A keeps answering with the old version while
#      session B imports a new one in an open transaction, and with the new one once B
#      commits; B sees its own new version before committing; a rolled-back import changes
#      nothing for A; the old version's file is removed;
#   3. dropped while in use: A's next nl2sql is an error that says the model was dropped,
#      A's connection and the server live on, the file is removed;
#   4. damaged cache files are never used: bytes flipped in a file A has mapped, a truncated
#      file, another version's bytes under this version's name; each is detected, written
#      again from the store, and the answers stay the model's (A then maps the new file);
#   5. crash leftovers: a temporary file of a process that is gone is swept, one of a live
#      process is kept, one under the name a backend is about to write is taken over;
#   6. six sessions loading a new version at once: all answer, one file, no temporary left;
#      four that stay connected map that one file (the first copy named wins);
#   7. a cache directory the server cannot write: the model answers from a private copy,
#      with a warning;
#   8. a general model installed at half precision (float16, as shipped): its float32
#      widening is written once to the cache and mapped by every session, which answer as
#      with the float32 file; installing a float32 file moves them to it, and the sweep
#      removes the widening.
#      It swaps the installed file for a while (restored on exit); without write access to
#      the extension directory it prints a SKIP line.
# Prints "ok N - ..." / "not ok N - ..." and a closing "shared-model tests: N passed, N failed".
set -u
cd "$(dirname "$0")/.."
DB=dtfixup_shared
pass=0; fail=0; n=0
check() {  # check DESCRIPTION COMMAND...
	n=$((n + 1)); d=$1; shift
	if "$@" >/dev/null 2>&1; then pass=$((pass + 1)); echo "ok $n - $d"; else fail=$((fail + 1)); echo "not ok $n - $d"; fi
}
q() { psql -X -Atq -d "$DB" -c "$1"; }
W=$(mktemp -d /tmp/dtfixup_shared.XXXXXX)
chmod 755 "$W"
GEN="$(pg_config --sharedir)/extension/dtfixup_general.ckpt"
restore_general() {  # put back the installed file saved by section 8
	if [ -f "$W/general.orig" ]; then
		cp -p "$W/general.orig" "$GEN.dtfixup_test" && mv "$GEN.dtfixup_test" "$GEN" && rm -f "$W/general.orig"
	fi
}
install_general() {  # install_general FILE: in place of the installed general model file
	cp "$1" "$GEN.dtfixup_test" && chmod 644 "$GEN.dtfixup_test" && mv "$GEN.dtfixup_test" "$GEN"
}
cleanup() {
	restore_general
	exec 3>&- 4>&- 5>&- 2>/dev/null
	wait
	rm -rf "$W"
}
trap cleanup EXIT

# ---- sessions that stay open: A on fd 3, B on fd 4, C on fd 5 --------------------------------
open_session() {  # open_session NAME: its psql reads $W/NAME.in and writes $W/NAME.out
	mkfifo "$W/$1.in"
	stdbuf -oL -eL psql -X -Atq -d "$DB" < "$W/$1.in" > "$W/$1.out" 2>&1 &
}
# in_session FD NAME SQL: run SQL in that session, print what it printed (errors included).
# Callers run it in $(...), a subshell: the marker counter lives in a file.
echo 0 > "$W/k"
in_session() {
	k=$(($(cat "$W/k") + 1)); echo "$k" > "$W/k"
	printf '\\echo __start_%s\n%s\n\\echo __end_%s\n' "$k" "$3" "$k" >&"$1"
	i=0
	until grep -q "^__end_$k\$" "$W/$2.out" || [ $i -ge 1200 ]; do sleep 0.05; i=$((i + 1)); done
	sed -n "/^__start_$k\$/,/^__end_$k\$/p" "$W/$2.out" | sed '1d;$d'
}
A() { in_session 3 a "$1"; }
B() { in_session 4 b "$1"; }
C() { in_session 5 c "$1"; }

dropdb --if-exists "$DB" >/dev/null 2>&1
createdb "$DB"
# answers compared across sessions and versions must not depend on the machine's speed: links
# to stored values with no time limit (README "Value look-ups")
psql -X -q -d "$DB" -c "ALTER DATABASE \"$DB\" SET dtfixup.value_link_time_budget = 0" >/dev/null
psql -X -q -v ON_ERROR_STOP=1 -d "$DB" -f test/fixture/fixture.sql >/dev/null
psql -X -q -v ON_ERROR_STOP=1 -d "$DB" >/dev/null <<'SQL'
CREATE EXTENSION dtfixup;
-- answers are compared, not judged: nl2sql never refuses one for its confidence here
DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET dtfixup.min_confidence = 0', current_database()); END $$;
-- the fixture's first five training questions
CREATE TABLE rows (question text, sql text);
INSERT INTO rows SELECT question, sql FROM fixture_training.questions WHERE id <= 5 ORDER BY id;
-- two versions to switch between: the general model's bytes, and a tiny model of these rows
-- (the weights alone, in float32: a stored float16 model would be widened into private memory)
SELECT dtfixup_import_model('ref_v1', dtfixup_export_model('general', optimizer => false));
SET client_min_messages = warning;
CALL dtfixup_finetune('ref_v2', 'rows', options => '{"layers": 1, "d_model": 32, "encoder_hidden": 16,
  "heads": 2, "d_ff": 32, "word_dim": 32, "action_dim": 16, "node_dim": 8, "decoder_hidden": 64,
  "hash_buckets": 1000, "batch_size": 1, "lr": 0.005, "dropout": 0, "label_smoothing": 0,
  "seed": 7, "epochs": 30}');
SELECT dtfixup_import_model('m', dtfixup_export_model('ref_v1'));
SQL
PGDATA_DIR=$(q "SHOW data_directory")
CACHE="$PGDATA_DIR/pg_dtfixup_cache"
QUESTION="what is the capital of texas"
# a version's answer: its best candidate's score and SQL (the SQL alone may coincide)
answer_of() { echo "SELECT (dtfixup_explain('$QUESTION', '$1')->'candidates'->0->>'score') || ' ' || nl2sql('$QUESTION', '$1');"; }
ASK=$(answer_of m)
V1=$(q "$(answer_of ref_v1)")
V2=$(q "$(answer_of ref_v2)")
V1SQL=$(q "SELECT nl2sql('$QUESTION', 'ref_v1')")	# the SQL alone, for the checks below that
V2SQL=$(q "SELECT nl2sql('$QUESTION', 'ref_v2')")	# only ask whether the model still answers
check "the two versions answer differently (v1: $V1 / v2: $V2)" test -n "$V1" -a -n "$V2" -a "$V1" != "$V2"
file_of() {  # file_of MODEL: the path of its current version's cache file
	q "SELECT format('%s/%s_%s_%s.ckpt', '$CACHE', d.oid, c.id, c.xmin) FROM pg_database d,
	   dtfixup.models m JOIN dtfixup.checkpoints c ON c.id = m.current_checkpoint
	   WHERE d.datname = current_database() AND m.name = '$1'"
}
version_in() {  # version_in SESSION MODEL: the checkpoint id the session has loaded
	$1 "SELECT version FROM dtfixup_loaded_models() WHERE model = '$2';"
}

open_session a; exec 3> "$W/a.in"
open_session b; exec 4> "$W/b.in"
open_session c; exec 5> "$W/c.in"
postmaster=$(q "SELECT pid FROM pg_stat_activity WHERE backend_type = 'checkpointer'")

# ---- 1. one file, mapped by both backends ---------------------------------------------------
check "session A answers with v1" test "$(A "$ASK")" = "$V1"
check "session C answers with v1" test "$(C "$ASK")" = "$V1"
F1=$(file_of m)
pid_a=$(A "SELECT pg_backend_pid();")
pid_c=$(C "SELECT pg_backend_pid();")
ino=$(stat -c %i "$F1" 2>/dev/null)
maps_file() {  # maps_file PID FILE: the process maps FILE (by path and inode)
	grep -q " $2\$" "/proc/$1/maps" && awk -v f="$2" '$6 == f {print $5}' "/proc/$1/maps" | grep -qx "$ino"
}
check "backend A maps the version's cache file" maps_file "$pid_a" "$F1"
check "backend C maps the same file (same inode)" maps_file "$pid_c" "$F1"
check "A owns no weights (shared, 0 private bytes)" test "$(A "SELECT weights || ' ' || private_bytes FROM dtfixup_loaded_models() WHERE model = 'm';")" = "shared 0"
check "the file is 0600, owned by the server's user" test "$(stat -c '%a %U' "$F1")" = "600 $(stat -c %U "$PGDATA_DIR")"
check "the directory is 0700" test "$(stat -c %a "$CACHE")" = 700

# ---- 2. retraining while serving ------------------------------------------------------------
v1_id=$(q "SELECT current_checkpoint FROM dtfixup.models WHERE name = 'm'")
B "BEGIN; SELECT dtfixup_import_model('m', dtfixup_export_model('ref_v2'), replace => true);" >/dev/null
check "B sees its own new version before committing" test "$(B "$ASK")" = "$V2"
check "A still answers with v1 while B's import is open" test "$(A "$ASK")" = "$V1"
check "A still has v1 loaded" test "$(version_in A m)" = "$v1_id"
B "COMMIT;" >/dev/null
v2_id=$(q "SELECT current_checkpoint FROM dtfixup.models WHERE name = 'm'")
check "A answers with v2 once B committed" test "$(A "$ASK")" = "$V2"
check "A has v2 loaded" test "$(version_in A m)" = "$v2_id"
check "the v1 file was removed" test ! -e "$F1"
F2=$(file_of m)
check "the v2 file is there" test -f "$F2"
check "C, which still mapped v1, moves to v2 too" test "$(C "$ASK")" = "$V2"
B "BEGIN; SELECT dtfixup_import_model('m', dtfixup_export_model('ref_v1'), replace => true);" >/dev/null
check "B sees its uncommitted import" test "$(B "$ASK")" = "$V1"
B "ROLLBACK;" >/dev/null
check "after B's rollback A still answers with v2" test "$(A "$ASK")" = "$V2"
check "and has v2 loaded" test "$(version_in A m)" = "$v2_id"
check "B is back on v2" test "$(B "$ASK")" = "$V2"
check "the v2 file is still there" test -f "$F2"

# ---- 3. dropped while in use ----------------------------------------------------------------
B "SELECT dtfixup_drop_model('m');" >/dev/null
out=$(A "$ASK")
echo "   A after the drop: $(echo "$out" | tr '\n' ' ')"
check "A's next nl2sql is an error" sh -c "echo \"\$1\" | grep -q 'ERROR:  model \"m\" does not exist'" - "$out"
check "which says the model was dropped since A loaded it" sh -c "echo \"\$1\" | grep -q 'has been dropped since'" - "$out"
check "A no longer lists the model" test "$(A "SELECT count(*) FROM dtfixup_loaded_models() WHERE model = 'm';")" = 0
check "A's connection lives on" test "$(A "SELECT 1;")" = 1
check "the server did not restart" test "$(q "SELECT pid FROM pg_stat_activity WHERE backend_type = 'checkpointer'")" = "$postmaster"
check "the dropped version's file was removed" test ! -e "$F2"

# ---- 4. damaged cache files -----------------------------------------------------------------
q "SELECT dtfixup_import_model('d', dtfixup_export_model('ref_v1'))" >/dev/null
ASKD="SELECT nl2sql('$QUESTION', 'd');"
check "A answers with d" test "$(A "$ASKD")" = "$V1SQL"
FD=$(file_of d)
size=$(stat -c %s "$FD")
# 4 KB of 0xff in the middle of the float buffer: NaNs, if they were ever used
head -c 4096 /dev/zero | tr '\0' '\377' | dd of="$FD" bs=1 seek=$((size / 2)) conv=notrunc 2>/dev/null
check "bytes flipped in a file A has mapped: A's answer stays the model's" test "$(A "$ASKD")" = "$V1SQL"
check "the damaged file was written again: it holds exactly the stored bytes" \
	test "$(q "SELECT pg_read_binary_file('$FD') = dtfixup_export_model('d')")" = t
# a mapping of the damaged file, unlinked, would show as "FILE (deleted)"
check "and A maps that file, not the damaged one" grep -q " $FD\$" "/proc/$pid_a/maps"
head -c 4096 /dev/zero | tr '\0' '\377' | dd of="$FD" bs=1 seek=$((size / 3)) conv=notrunc 2>/dev/null
check "bytes flipped before a new session maps it: it answers with the model's answer" test "$(q "$ASKD")" = "$V1SQL"
check "and the file was rewritten" test "$(q "SELECT pg_read_binary_file('$FD') = dtfixup_export_model('d')")" = t
A "SELECT dtfixup_trim_model_cache(0);" >/dev/null	# A drops its use of the file before it is truncated
A "SELECT nl2sql('$QUESTION', 'ref_v2');" >/dev/null
q "$ASKD" >/dev/null
truncate -s $((size / 2)) "$FD"
check "a truncated file: a new session answers with the model's answer" test "$(q "$ASKD")" = "$V1SQL"
check "and the file has its full size again" test "$(stat -c %s "$FD")" = "$size"
q "SELECT nl2sql('$QUESTION', 'ref_v2')" >/dev/null
cp "$(file_of ref_v2)" "$FD"
check "another version's bytes under d's name: not used" test "$(q "$ASKD")" = "$V1SQL"
check "and the file was rewritten" test "$(q "SELECT pg_read_binary_file('$FD') = dtfixup_export_model('d')")" = t

# ---- 5. leftovers of a crash ----------------------------------------------------------------
sh -c 'exit 0' & gone=$!; wait $gone
owner=$(stat -c %U "$CACHE")
head -c 1000 /dev/zero > "$CACHE/tmp.$gone.0"
head -c 1000 /dev/zero > "$CACHE/tmp.$postmaster.0"
chown "$owner" "$CACHE/tmp.$gone.0" "$CACHE/tmp.$postmaster.0"
q "SELECT dtfixup_trim_model_cache(1000000000000)" >/dev/null
check "a temporary file of a process that is gone is swept" test ! -e "$CACHE/tmp.$gone.0"
check "one of a live process is kept" test -e "$CACHE/tmp.$postmaster.0"
rm -f "$CACHE/tmp.$postmaster.0"
# a leftover under the very name backend C will write to (C has written no file yet): C takes it over
head -c 1000 /dev/zero > "$CACHE/tmp.$pid_c.0"
chown "$owner" "$CACHE/tmp.$pid_c.0"
q "SELECT dtfixup_import_model('x', dtfixup_export_model('ref_v2'))" >/dev/null
check "a leftover with a backend's own temporary name does not keep it from writing" \
	test "$(C "SELECT nl2sql('$QUESTION', 'x'); SELECT weights FROM dtfixup_loaded_models() WHERE model = 'x';" | tail -n 1)" = shared
check "and is gone" test ! -e "$CACHE/tmp.$pid_c.0"

# ---- 6. many sessions loading a new version at once ----------------------------------------
q "SELECT dtfixup_import_model('r', dtfixup_export_model('ref_v2'))" >/dev/null
i=0; pids=""
while [ $i -lt 6 ]; do
	q "SELECT nl2sql('$QUESTION', 'r')" > "$W/r.$i" 2>"$W/err.r.$i" &
	pids="$pids $!"
	i=$((i + 1))
done
wait $pids
answers=$(cat "$W"/r.* | sort -u)
check "all six answered with the model's answer" test "$answers" = "$V2SQL"
# on a failure, what the six sessions printed, stderr included (for the reader)
[ "$answers" = "$V2SQL" ] || cat "$W"/r.* "$W"/err.r.* | sort | uniq -c | sed 's/^/    /' 
FR=$(file_of r)
check "one file for the version" test "$(ls "$CACHE" | grep -c "^$(basename "$FR")\$")" = 1
check "no temporary file left" test "$(ls "$CACHE" | grep -c '^tmp\.')" = 0
# four sessions that stay connected load a large version at once: each writes a copy, the
# first one named wins, and all of them map that one (not one private copy each)
q "SELECT dtfixup_import_model('r_big', dtfixup_export_model('ref_v1'))" >/dev/null
i=0; pids=""
while [ $i -lt 4 ]; do
	stdbuf -oL psql -X -Atq -d "$DB" -c "SELECT pg_backend_pid() || ' ' || (nl2sql('$QUESTION', 'r_big') IS NOT NULL)" \
		-c "SELECT pg_sleep(6)" > "$W/rb.$i" 2>"$W/err.rb.$i" &
	pids="$pids $!"
	i=$((i + 1))
done
FB=$(file_of r_big)
i=0
until [ "$(cat "$W"/rb.* 2>/dev/null | grep -c ' true$')" = 4 ] || [ $i -ge 100 ]; do sleep 0.05; i=$((i + 1)); done
ino=$(stat -c %i "$FB" 2>/dev/null)
shared=0
for f in "$W"/rb.*; do pid=$(sed -n 's/ true$//p' "$f"); [ -n "$pid" ] && maps_file "$pid" "$FB" && shared=$((shared + 1)); done
check "four sessions loading it at once all map one file (same inode): $shared of 4" test "$shared" = 4
wait $pids

[ -n "${SHARED_DEBUG:-}" ] && cat "$W/a.out"	# SHARED_DEBUG=1: show session A's transcript
# ---- 7. the cache cannot be written: a private copy, with a warning -------------------------
q "SELECT dtfixup_import_model('p', dtfixup_export_model('ref_v2'))" >/dev/null
chmod 500 "$CACHE"
out=$(psql -X -Atq -d "$DB" -c "SELECT nl2sql('$QUESTION', 'p')" \
	-c "SELECT weights || ' ' || (private_bytes > 0) FROM dtfixup_loaded_models() WHERE model = 'p'" 2>"$W/p.err")
chmod 700 "$CACHE"
has_line() { echo "$1" | grep -q "$2"; }
check "an unwritable cache: the model still answers" has_line "$out" "^$V2SQL\$"
# the warning is what this checks, and psql writes warnings on stderr: read there, apart
check "with a warning that says why" has_line "$(cat "$W/p.err")" "WARNING:  dtfixup: could not create a temporary file for model cache file .*: Permission denied"
check "from a private copy of the weights" has_line "$out" "^private true\$"

# ---- 8. a general model installed at half precision ----------------------------------------
# (the shipped file is float16; the section installs both forms of its weights in turn)
ASKG="SELECT nl2sql('how many states are there');"
if [ -w "$(dirname "$GEN")" ] && [ -w "$GEN" ]; then
	q "SELECT encode(dtfixup_export_model('general', optimizer => false, dtype => 'float16'), 'hex')" | xxd -r -p > "$W/general.f16"
	q "SELECT encode(dtfixup_export_model('general', optimizer => false), 'hex')" | xxd -r -p > "$W/general.f32"
	cp -p "$GEN" "$W/general.orig"
	install_general "$W/general.f32"
	G32=$(q "$ASKG")
	install_general "$W/general.f16"
	check "the float16 file is half the size or less" test "$(stat -c %s "$GEN")" -le "$(( $(stat -c %s "$W/general.f32") / 2 + 65536 ))"
	check "session A answers as with the float32 file" test "$(A "$ASKG")" = "$G32"
	# the widening is named after the installed file (general_<dev>_<inode>_...): the other
	# installed parsers of the general model have widenings of their own
	WG=$(ls "$CACHE" | grep "^general_[0-9]*_$(stat -c %i "$GEN")_" | while read -r f; do [ "$CACHE/$f" -nt "$W/general.f16" ] && echo "$f"; done)
	check "one float32 widening of it in the cache ($WG)" test "$(echo "$WG" | grep -c .)" = 1
	check "it is about twice the installed file" test "$(stat -c %s "$CACHE/$WG")" -ge "$(( 19 * $(stat -c %s "$GEN") / 10 ))"
	check "session C answers the same" test "$(C "$ASKG")" = "$G32"
	ino=$(stat -c %i "$CACHE/$WG")
	check "backend A maps the widening" maps_file "$pid_a" "$CACHE/$WG"
	check "backend C maps the same file (same inode)" maps_file "$pid_c" "$CACHE/$WG"
	# (every installed parser of the general model is a row of its own)
	check "A owns no weights of the general model" test "$(A "SELECT string_agg(DISTINCT weights || ' ' || private_bytes, ', ') FROM dtfixup_loaded_models() WHERE model = 'general';")" = "shared 0"
	install_general "$W/general.f32"
	check "a float32 file installed: A answers the same" test "$(A "$ASKG")" = "$G32"
	check "and maps the installed file" test "$(A "SELECT count(*) FROM dtfixup_loaded_models() WHERE model = 'general' AND file = '$GEN';")" = 1
	q "SELECT dtfixup_trim_model_cache(1 << 40)" >/dev/null
	check "the sweep removed the stale widening" test ! -e "$CACHE/$WG"
	restore_general
else
	echo "SKIP - section 8 (general model at half precision): no write access to $(dirname "$GEN")"
fi

exec 3>&- 4>&- 5>&-
wait
dropdb "$DB"
echo "shared-model tests: $pass passed, $fail failed"
[ "$fail" = 0 ]
