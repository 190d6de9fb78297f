#!/bin/sh
# test/check.sh — THE test command (README.md): run it as root on Debian 12 from anywhere.
# Installs dependencies, builds with -Wall -Wextra -Werror, runs the C unit tests, installs
# the extension and runs pg_regress and pgTAP on a throwaway cluster (pg_virtualenv).
# Ends with one line "tests: N passed, N failed" and a non-zero exit on any failure.
set -u
cd "$(dirname "$0")/.."
sh test/install_deps.sh || exit 1
status=0
make -s clean >/dev/null 2>&1 || true
make WERROR=1 -j"$(nproc)" || { echo "tests: 0 passed, 1 failed"; exit 1; }
make WERROR=1 -j"$(nproc)" unittest-build || { echo "tests: 0 passed, 1 failed"; exit 1; }
if make -s unittest > /tmp/dtfixup_unit.out 2>&1; then :; else status=1; fi
cat /tmp/dtfixup_unit.out
up=$(sed -nE 's/^unit tests: ([0-9]+) passed, ([0-9]+) failed/\1/p' /tmp/dtfixup_unit.out)
uf=$(sed -nE 's/^unit tests: ([0-9]+) passed, ([0-9]+) failed/\2/p' /tmp/dtfixup_unit.out)
make -s install >/dev/null || { echo "tests: ${up:-0} passed, 1 failed"; exit 1; }
rm -f test/.sql_counts
if pg_virtualenv -t sh test/run_sql_tests.sh; then :; else status=1; fi
set -- $(cat test/.sql_counts 2>/dev/null || echo "0 1 0 0")
rm -f test/.sql_counts
passed=$(( ${up:-0} + $1 + $3 ))
failed=$(( ${uf:-0} + $2 + $4 ))
[ "$status" = 0 ] || [ "$failed" -gt 0 ] || failed=1
echo "tests: $passed passed, $failed failed"
exit $status
