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
	dropdb --if-exists dtfixup_tap >/dev/null 2>&1 || true
	createdb dtfixup_tap
	psql -q -v ON_ERROR_STOP=1 -d dtfixup_tap -c 'CREATE EXTENSION pgtap; CREATE EXTENSION dtfixup;' || status=1
	psql -q -v ON_ERROR_STOP=1 -d dtfixup_tap -f test/fixture/fixture.sql >/dev/null || status=1
	if pg_prove -d dtfixup_tap test/pgtap/*.sql > /tmp/dtfixup_tap.out 2>&1; then :; else status=1; fi
	cat /tmp/dtfixup_tap.out
	tests=$(sed -nE 's/.*Tests=([0-9]+).*/\1/p' /tmp/dtfixup_tap.out | tail -n 1)
	bad=$(grep -oE 'Failed [0-9]+/[0-9]+' /tmp/dtfixup_tap.out | awk -F'[ /]' '{s+=$2} END {print s+0}')
	tests=${tests:-0}
	tf=$bad
	tp=$((tests - bad))
	[ "$status" = 0 ] || [ "$tf" -gt 0 ] || tf=$((tf + 1))
fi
# faults: SIGKILL of a training backend, cancel during training (test/faults.sh)
if sh test/faults.sh > /tmp/dtfixup_faults.out 2>&1; then :; else status=1; fi
cat /tmp/dtfixup_faults.out
fp=$(sed -nE 's/^fault tests: ([0-9]+) passed, ([0-9]+) failed/\1/p' /tmp/dtfixup_faults.out)
ff=$(sed -nE 's/^fault tests: ([0-9]+) passed, ([0-9]+) failed/\2/p' /tmp/dtfixup_faults.out)
[ -n "$ff" ] || ff=1
tp=$((tp + ${fp:-0})); tf=$((tf + ff))
# shared weights with several sessions: retrain while serving, drop while in use, damaged
# cache files (test/shared_models.sh)
if sh test/shared_models.sh > /tmp/dtfixup_shared.out 2>&1; then :; else status=1; fi
cat /tmp/dtfixup_shared.out
sp=$(sed -nE 's/^shared-model tests: ([0-9]+) passed, ([0-9]+) failed/\1/p' /tmp/dtfixup_shared.out)
sf=$(sed -nE 's/^shared-model tests: ([0-9]+) passed, ([0-9]+) failed/\2/p' /tmp/dtfixup_shared.out)
[ -n "$sf" ] || sf=1
tp=$((tp + ${sp:-0})); tf=$((tf + sf))
# a large catalog: the cached schema graph, its invalidation, cancels (test/large_catalog.sh)
if sh test/large_catalog.sh > /tmp/dtfixup_large.out 2>&1; then :; else status=1; fi
cat /tmp/dtfixup_large.out
lp=$(sed -nE 's/^large-catalog tests: ([0-9]+) passed, ([0-9]+) failed/\1/p' /tmp/dtfixup_large.out)
lf=$(sed -nE 's/^large-catalog tests: ([0-9]+) passed, ([0-9]+) failed/\2/p' /tmp/dtfixup_large.out)
[ -n "$lf" ] || lf=1
tp=$((tp + ${lp:-0})); tf=$((tf + lf))
# the lexicon file missing or damaged: one WARNING, linking without it (test/lexicon_missing.sh)
if sh test/lexicon_missing.sh > /tmp/dtfixup_lexicon.out 2>&1; then :; else status=1; fi
cat /tmp/dtfixup_lexicon.out
xp=$(sed -nE 's/^lexicon tests: ([0-9]+) passed, ([0-9]+) failed/\1/p' /tmp/dtfixup_lexicon.out)
xf=$(sed -nE 's/^lexicon tests: ([0-9]+) passed, ([0-9]+) failed/\2/p' /tmp/dtfixup_lexicon.out)
[ -n "$xf" ] || xf=1
tp=$((tp + ${xp:-0})); tf=$((tf + xf))
echo "$rp $rf $tp $tf" > test/.sql_counts
echo "sql tests: regress $rp passed, $rf failed; pgtap, fault, shared-model, large-catalog and lexicon tests $tp passed, $tf failed"
exit $status
