#!/bin/sh
# test/check.sh — THE test command (README.md): run it as root on Debian 12 from anywhere.
# Installs dependencies, builds with -Wall -Wextra -Werror, runs the static checks of the
# build (test/static_checks.sh: exported symbols, PostgreSQL headers only in src/pg/) and
# the C unit tests (plain, then under AddressSanitizer and UBSan), installs the extension and runs
# pg_regress and pgTAP on a throwaway cluster (pg_virtualenv), then the standby test
# (test/standby.sh: a primary and a hot standby of its own), the portability runs
# (test/portability.sh: the unit, pg_regress and pgTAP tests under each OpenBLAS kernel
# family this CPU can run and with the hand-written AVX-512 kernels off, as a CPU without
# AVX-512 runs them) and the Citus test (test/citus.sh: a coordinator and two workers).
# Ends with one line "tests: N passed, N failed, N skipped" and a non-zero exit on any
# failure; a test that cannot run on this machine (a GPU test without a GPU) prints a SKIP
# line and counts as skipped, never as passed.
set -u
cd "$(dirname "$0")/.."
sh test/install_deps.sh || exit 1
status=0
make -s clean >/dev/null 2>&1 || true
make WERROR=1 -j"$(nproc)" || { echo "tests: 0 passed, 1 failed, 0 skipped"; exit 1; }
make WERROR=1 -j"$(nproc)" unittest-build || { echo "tests: 0 passed, 1 failed, 0 skipped"; exit 1; }
# the benchmarks build too (bench/README.md): a benchmark that no longer links is a failure
make WERROR=1 -j"$(nproc)" bench || { echo "tests: 0 passed, 1 failed, 0 skipped"; exit 1; }
passed=0; failed=0; skipped=0
# add_counts FILE LABEL: add the closing "LABEL: N passed, N failed[, N skipped]" line of a
# step's output to the totals; a step that printed no such line counts as one failure
add_counts() {
	line=$(grep -E "^$2: [0-9]+ passed, [0-9]+ failed" "$1" | tail -n 1)
	if [ -z "$line" ]; then failed=$((failed + 1)); return; fi
	p=$(echo "$line" | sed -E 's/^.*: ([0-9]+) passed.*/\1/')
	f=$(echo "$line" | sed -E 's/^.* ([0-9]+) failed.*/\1/')
	k=$(echo "$line" | sed -nE 's/^.* ([0-9]+) skipped.*/\1/p')
	passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + ${k:-0}))
}
if sh test/static_checks.sh > /tmp/dtfixup_static.out 2>&1; then :; else status=1; fi
cat /tmp/dtfixup_static.out
add_counts /tmp/dtfixup_static.out "static checks"
if make -s unittest > /tmp/dtfixup_unit.out 2>&1; then :; else status=1; fi
cat /tmp/dtfixup_unit.out
add_counts /tmp/dtfixup_unit.out "unit tests"
# the same unit tests under AddressSanitizer + UBSan (any report fails the binary)
if make -s -j"$(nproc)" sanitize-unittest > /tmp/dtfixup_san.out 2>&1; then :; else status=1; fi
sed 's/^unit tests:/sanitized unit tests:/' /tmp/dtfixup_san.out
add_counts /tmp/dtfixup_san.out "unit tests"
make -s install >/dev/null || { echo "tests: $passed passed, $((failed + 1)) failed, $skipped skipped"; exit 1; }
rm -f test/.sql_counts
if pg_virtualenv -t sh test/run_sql_tests.sh; then :; else status=1; fi
set -- $(cat test/.sql_counts 2>/dev/null || echo "0 1 0 0")
rm -f test/.sql_counts
passed=$((passed + $1 + $3)); failed=$((failed + $2 + $4))
# read scale-out: a primary and a hot standby of their own (test/standby.sh)
if sh test/standby.sh > /tmp/dtfixup_standby.out 2>&1; then :; else status=1; fi
cat /tmp/dtfixup_standby.out
add_counts /tmp/dtfixup_standby.out "standby tests"
# the unit, pg_regress and pgTAP tests again under every OpenBLAS kernel family this CPU can
# run and with dtfixup's AVX-512 kernels off (test/portability.sh): a test whose outcome
# depends on float rounding fails here before it fails on another CPU
if sh test/portability.sh > /tmp/dtfixup_portability.out 2>&1; then :; else status=1; fi
cat /tmp/dtfixup_portability.out
add_counts /tmp/dtfixup_portability.out "portability tests"
# Citus: a coordinator and two workers of their own (test/citus.sh; builds Citus from
# shared/vendor once, cached outside the checkout; SKIP where it cannot)
if sh test/citus.sh > /tmp/dtfixup_citus.out 2>&1; then :; else status=1; fi
cat /tmp/dtfixup_citus.out
add_counts /tmp/dtfixup_citus.out "citus tests"
[ "$status" = 0 ] || [ "$failed" -gt 0 ] || failed=1
echo "tests: $passed passed, $failed failed, $skipped skipped"
exit $status
