#!/bin/sh
# Runs the SQL-level tests against the cluster named by PGHOST/PGPORT/PGUSER (normally a
# throwaway one made by pg_virtualenv, see test/check.sh): pg_regress (sql/ + expected/),
# then pgTAP (test/pgtap/*.sql through pg_prove).  Prints the diffs of any failed
# regression test.  Writes the counts to test/.sql_counts for check.sh's summary.
# Every database these tests make is loaded from test/fixture/fixture.sql (pg_regress's
# through sql/00_setup.sql): they read nothing outside the repository.
set -u
cd "$(dirname "$0")/.."
status=0
rp=0; rf=0; tp=0; tf=0

if make -s installcheck > /tmp/dtfixup_regress.out 2>&1; then :; else status=1; fi
cat /tmp/dtfixup_regress.out
if [ -f regression.diffs ] && [ -s regression.diffs ]; then
	echo "==== regression.diffs ===="
	cat regression.diffs
fi
rp=$(grep -cE '\.\.\. ok' /tmp/dtfixup_regress.out || true)
rf=$(grep -cE '\.\.\. (FAILED|failed)' /tmp/dtfixup_regress.out || true)

if ls test/pgtap/*.sql >/dev/null 2>&1; then
	tap_status=0
	dropdb --if-exists dtfixup_tap >/dev/null 2>&1 || true
	createdb dtfixup_tap
	psql -q -v ON_ERROR_STOP=1 -d dtfixup_tap -c 'CREATE EXTENSION pgtap; CREATE EXTENSION dtfixup;' || tap_status=1
	# stored-value links with no time limit, as in the regression database (sql/00_setup.sql):
	# on a loaded machine the 20 ms budget can end a scan before the value is found
	psql -q -v ON_ERROR_STOP=1 -d dtfixup_tap -c 'ALTER DATABASE dtfixup_tap SET dtfixup.value_link_time_budget = 0' || tap_status=1
	psql -q -v ON_ERROR_STOP=1 -d dtfixup_tap -f test/fixture/fixture.sql >/dev/null || tap_status=1
	if pg_prove -d dtfixup_tap test/pgtap/*.sql > /tmp/dtfixup_tap.out 2>&1; then :; else tap_status=1; fi
	[ "$tap_status" = 0 ] || status=1
	cat /tmp/dtfixup_tap.out
	tests=$(sed -nE 's/.*Tests=([0-9]+).*/\1/p' /tmp/dtfixup_tap.out | tail -n 1)
	bad=$(grep -oE 'Failed [0-9]+/[0-9]+' /tmp/dtfixup_tap.out | awk -F'[ /]' '{s+=$2} END {print s+0}')
	tests=${tests:-0}
	tf=$bad
	tp=$((tests - bad))
	[ "$tap_status" = 0 ] || [ "$tf" -gt 0 ] || tf=$((tf + 1))
fi
# run_counted SCRIPT LABEL: run a shell test, show its output, and add its closing line
# "LABEL: N passed, N failed" to tp/tf (no such line counts as one failure)
run_counted() {
	out=/tmp/dtfixup_$(basename "$1" .sh).out
	if sh "$1" > "$out" 2>&1; then :; else status=1; fi
	cat "$out"
	p=$(sed -nE "s/^$2: ([0-9]+) passed, ([0-9]+) failed.*/\\1/p" "$out")
	f=$(sed -nE "s/^$2: ([0-9]+) passed, ([0-9]+) failed.*/\\2/p" "$out")
	[ -n "$f" ] || f=1
	tp=$((tp + ${p:-0})); tf=$((tf + f))
}
# SQL_TESTS_ONLY=1 (test/portability.sh): pg_regress and pgTAP alone, not the shell tests below
if [ "${SQL_TESTS_ONLY:-0}" = 1 ]; then
	echo "$rp $rf $tp $tf" > test/.sql_counts
	echo "sql tests: regress $rp passed, $rf failed; pgtap $tp passed, $tf failed"
	exit $status
fi
# faults: SIGKILL of a training backend, cancel during training
run_counted test/faults.sh "fault tests"
# shared weights with several sessions: retrain while serving, drop while in use, damaged
# cache files
run_counted test/shared_models.sh "shared-model tests"
# a large catalog: the cached schema graph, its invalidation, cancels
run_counted test/large_catalog.sh "large-catalog tests"
# the lexicon file missing or damaged: one WARNING, linking without it
run_counted test/lexicon_missing.sh "lexicon tests"
echo "$rp $rf $tp $tf" > test/.sql_counts
echo "sql tests: regress $rp passed, $rf failed; pgtap, fault, shared-model, large-catalog and lexicon tests $tp passed, $tf failed"
exit $status
