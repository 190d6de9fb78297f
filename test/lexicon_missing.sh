#!/bin/sh
# test/lexicon_missing.sh — schema linking without its lexicon, against the cluster of
# PGHOST/PGPORT (run inside pg_virtualenv with the extension installed, like
# test/shared_models.sh): the installed dtfixup_lexicon.bin is moved away (restored on
# exit), then replaced by a damaged copy; in each case a new session gets exactly one
# WARNING however many questions it asks, links in the schema's own words only (no
# "lexicon" match), and nl2sql still answers.  Without write access to the extension
# directory it prints a SKIP line.
# Prints "ok N - ..." / "not ok N - ..." and a closing "lexicon tests: N passed, N failed".
set -u
cd "$(dirname "$0")/.."
LEX="$(pg_config --sharedir)/extension/dtfixup_lexicon.bin"
SAVED="$LEX.saved.$$"
DB=dtfixup_lexicon_missing
pass=0; fail=0; n=0
ok() { n=$((n + 1)); if [ "$1" = 0 ]; then pass=$((pass + 1)); echo "ok $n - $2"; else fail=$((fail + 1)); echo "not ok $n - $2"; fi; }
restore() { [ -f "$SAVED" ] && mv -f "$SAVED" "$LEX"; dropdb --if-exists "$DB" >/dev/null 2>&1; }
trap restore EXIT

if [ ! -f "$LEX" ] || ! touch "$(dirname "$LEX")/.lexicon_probe.$$" 2>/dev/null; then
	echo "SKIP lexicon tests: no installed lexicon or no write access to $(dirname "$LEX")"
	echo "lexicon tests: 0 passed, 0 failed"
	exit 0
fi
rm -f "$(dirname "$LEX")/.lexicon_probe.$$"
dropdb --if-exists "$DB" >/dev/null 2>&1
createdb "$DB"
# answers compared across sessions and versions must not depend on the machine's speed: links
# to stored values with no time limit (README "Value look-ups")
psql -X -q -d "$DB" -c "ALTER DATABASE \"$DB\" SET dtfixup.value_link_time_budget = 0" >/dev/null
psql -q -v ON_ERROR_STOP=1 -d "$DB" >/dev/null <<'SQL'
CREATE EXTENSION dtfixup;
-- answers are compared, not judged: nl2sql never refuses one for its confidence here
DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET dtfixup.min_confidence = 0', current_database()); END $$;
CREATE TABLE singer (singer_id int PRIMARY KEY, name text, age int);
INSERT INTO singer VALUES (1, 'Joe Sharp', 52), (2, 'Ann Lee', 41);
SQL

# One session: two link look-ups and one question; stderr holds the warnings.
session() {
	psql -X -q -At -d "$DB" 2>"$1.err" >"$1.out" <<'SQL'
SELECT count(*) FROM jsonb_array_elements(dtfixup_link('how many vocalists are there')->'links') l
WHERE l->>'match' = 'lexicon';
SELECT count(*) FROM jsonb_array_elements(dtfixup_link('the oldest singer')->'links') l
WHERE l->>'match' = 'lexicon';
SELECT nl2sql('how many singers are there');
SQL
}
check_without() {  # $1: what was done to the file
	out=/tmp/dtfixup_lexicon_test.$$
	session "$out"
	ok "$([ "$(grep -c WARNING "$out.err")" = 1 ] && echo 0 || echo 1)" "$1: one WARNING per session"
	ok "$(grep -q 'works without its lexicon' "$out.err" && echo 0 || echo 1)" "$1: the WARNING says linking goes on without the lexicon"
	ok "$([ "$(sed -n 1,2p "$out.out" | tr '\n' ' ')" = "0 0 " ] && echo 0 || echo 1)" "$1: no lexicon links"
	ok "$(sed -n 3p "$out.out" | grep -q 'FROM public.singer' && echo 0 || echo 1)" "$1: nl2sql still answers"
	rm -f "$out.out" "$out.err"
}

# with the lexicon: no warning, lexicon links
out=/tmp/dtfixup_lexicon_test.$$
session "$out"
ok "$([ -s "$out.err" ] && echo 1 || echo 0)" "installed: no warning"
ok "$([ "$(sed -n 1p "$out.out")" -ge 1 ] && echo 0 || echo 1)" "installed: vocalists links through the lexicon"
rm -f "$out.out" "$out.err"

mv "$LEX" "$SAVED"
check_without "missing"
# damaged: the same size, one byte of its strings flipped (the checksum catches it)
cp "$SAVED" "$LEX"
size=$(stat -c %s "$LEX")
printf 'X' | dd of="$LEX" bs=1 seek=$((size - 2)) conv=notrunc status=none
check_without "damaged"
# cut short
head -c 1000 "$SAVED" > "$LEX"
check_without "truncated"

echo "lexicon tests: $pass passed, $fail failed"
[ "$fail" = 0 ]
