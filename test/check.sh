#!/bin/sh
# test/check.sh — THE test command (README.md): run it as root on Debian 12 from anywhere.
# Installs dependencies, builds with -Wall -Wextra -Werror, runs the static checks of the
# build (test/static_checks.sh: exported symbols, PostgreSQL headers only in src/pg/) and
# the C unit tests (plain; again with the hand-written AVX-512 kernels off, as a CPU without
# AVX-512 runs them; then under AddressSanitizer and UBSan), installs the extension and runs
# pg_regress and pgTAP on a throwaway cluster (pg_virtualenv), then the standby test
# (test/standby.sh: a primary and a hot standby of its own).
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
if sh test/static_checks.sh > /tmp/dtfixup_static.out 2>&1; then :; else status=1; fi
cat /tmp/dtfixup_static.out
sp=$(sed -nE 's/^static checks: ([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped/\1/p' /tmp/dtfixup_static.out)
sf=$(sed -nE 's/^static checks: ([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped/\2/p' /tmp/dtfixup_static.out)
ss=$(sed -nE 's/^static checks: ([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped/\3/p' /tmp/dtfixup_static.out)
[ -n "$sf" ] || sf=1
if make -s unittest > /tmp/dtfixup_unit.out 2>&1; then :; else status=1; fi
cat /tmp/dtfixup_unit.out
up=$(sed -nE 's/^unit tests: ([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped/\1/p' /tmp/dtfixup_unit.out)
uf=$(sed -nE 's/^unit tests: ([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped/\2/p' /tmp/dtfixup_unit.out)
us=$(sed -nE 's/^unit tests: ([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped/\3/p' /tmp/dtfixup_unit.out)
[ -n "$uf" ] || uf=1
# the same unit tests again as a CPU without AVX-512 runs them: the hand-written AVX-512
# kernels decline (their tests print SKIP) and every caller takes the BLAS fallback
if DTFIXUP_NO_AVX512=1 make -s unittest > /tmp/dtfixup_noavx.out 2>&1; then :; else status=1; fi
sed 's/^unit tests:/unit tests without AVX-512 kernels:/' /tmp/dtfixup_noavx.out
np=$(sed -nE 's/^unit tests: ([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped/\1/p' /tmp/dtfixup_noavx.out)
nf=$(sed -nE 's/^unit tests: ([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped/\2/p' /tmp/dtfixup_noavx.out)
ns=$(sed -nE 's/^unit tests: ([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped/\3/p' /tmp/dtfixup_noavx.out)
[ -n "$nf" ] || nf=1
up=$(( ${up:-0} + ${np:-0} )); uf=$(( uf + nf )); us=$(( ${us:-0} + ${ns:-0} ))
# the same unit tests under AddressSanitizer + UBSan (any report fails the binary)
if make -s -j"$(nproc)" sanitize-unittest > /tmp/dtfixup_san.out 2>&1; then :; else status=1; fi
sed 's/^unit tests:/sanitized unit tests:/' /tmp/dtfixup_san.out
ap=$(sed -nE 's/^unit tests: ([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped/\1/p' /tmp/dtfixup_san.out)
af=$(sed -nE 's/^unit tests: ([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped/\2/p' /tmp/dtfixup_san.out)
as=$(sed -nE 's/^unit tests: ([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped/\3/p' /tmp/dtfixup_san.out)
[ -n "$af" ] || af=1
up=$(( ${up:-0} + ${ap:-0} )); uf=$(( uf + af )); us=$(( ${us:-0} + ${as:-0} ))
skipped=$(( ${ss:-0} + ${us:-0} ))
make -s install >/dev/null || { echo "tests: $(( ${sp:-0} + ${up:-0} )) passed, 1 failed, $skipped skipped"; exit 1; }
rm -f test/.sql_counts
if pg_virtualenv -t sh test/run_sql_tests.sh; then :; else status=1; fi
set -- $(cat test/.sql_counts 2>/dev/null || echo "0 1 0 0")
rm -f test/.sql_counts
# read scale-out: a primary and a hot standby of their own (test/standby.sh)
if sh test/standby.sh > /tmp/dtfixup_standby.out 2>&1; then :; else status=1; fi
cat /tmp/dtfixup_standby.out
bp=$(sed -nE 's/^standby tests: ([0-9]+) passed, ([0-9]+) failed/\1/p' /tmp/dtfixup_standby.out)
bf=$(sed -nE 's/^standby tests: ([0-9]+) passed, ([0-9]+) failed/\2/p' /tmp/dtfixup_standby.out)
[ -n "$bf" ] || bf=1
passed=$(( ${sp:-0} + ${up:-0} + $1 + $3 + ${bp:-0} ))
failed=$(( sf + uf + $2 + $4 + bf ))
[ "$status" = 0 ] || [ "$failed" -gt 0 ] || failed=1
echo "tests: $passed passed, $failed failed, $skipped skipped"
exit $status
