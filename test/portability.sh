#!/bin/sh
# test/portability.sh — the unit, pg_regress and pgTAP tests under every choice of kernels a
# user's x86-64 CPU can get: once per OpenBLAS kernel family (OPENBLAS_CORETYPE = Prescott,
# the generic fallback an OpenBLAS older than the CPU runs; Haswell and Zen, AVX2; SkylakeX,
# AVX-512) and once with dtfixup's own AVX-512 kernels off (DTFIXUP_NO_AVX512=1, as a CPU
# without AVX-512 runs them).  A family this CPU cannot execute prints a visible SKIP.
# Each run gets a cluster of its own (in a temporary folder owned by postgres, Unix socket
# only) whose server is started with the setting in its environment, and checks that the
# server's OpenBLAS really runs that family (dtfixup_device_info()->>'blas_core').
# Needs the extension built and installed (make install).  Run as root (the clusters then
# belong to postgres) or as a user that may run initdb.  Prints a line per run and a closing
# "portability tests: N passed, N failed, N skipped"; exits non-zero on any failure.
# PORTABILITY_RUNS="OPENBLAS_CORETYPE=Haswell ..." runs those only.
set -u
cd "$(dirname "$0")/.."
RUNS=${PORTABILITY_RUNS:-"OPENBLAS_CORETYPE=Prescott OPENBLAS_CORETYPE=Haswell OPENBLAS_CORETYPE=SkylakeX OPENBLAS_CORETYPE=Zen DTFIXUP_NO_AVX512=1"}
pass=0; fail=0; skip=0
. test/own_cluster.sh
own_cluster_dir portability
trap own_cluster_remove EXIT
stop_cluster() {
	own_cluster_stop immediate
	rm -rf "$W/data"
}

cpu_runs() {  # cpu_runs SETTING: this CPU can execute the kernels the setting names
	case $1 in
		OPENBLAS_CORETYPE=SkylakeX) cpu_has avx512f avx512bw avx512vl avx512dq avx512cd ;;
		OPENBLAS_CORETYPE=Haswell | OPENBLAS_CORETYPE=Zen) cpu_has avx2 fma ;;
		*) return 0 ;;
	esac
}
# counts LABEL FILE: "N M" passed and failed from FILE's closing "LABEL: N passed, M failed"
counts() {
	sed -nE "s/^$1: ([0-9]+) passed, ([0-9]+) failed.*/\\1 \\2/p" "$2" | tail -n 1
}

for run in $RUNS; do
	name=${run%%=*}; value=${run#*=}
	if ! cpu_runs "$run"; then
		echo "SKIP $run: this CPU cannot execute those kernels"
		skip=$((skip + 1)); continue
	fi
	log=$W/run.log
	# 1. the unit tests
	if env "$run" make -s unittest > "$log" 2>&1; then :; fi
	set -- $(counts "unit tests" "$log")
	if [ -n "${1:-}" ] && [ "$2" = 0 ]; then
		echo "ok - $run: unit tests ($1 passed)"; pass=$((pass + 1))
	else
		echo "not ok - $run: unit tests"; grep -E '^(not ok|FAIL)' "$log" | head -n 20 | sed 's/^/    /'
		fail=$((fail + 1))
	fi
	# 2. pg_regress and pgTAP against a server started with the setting
	stop_cluster
	own_cluster_create 55460 || {
		echo "not ok - $run: initdb"; tail -n 5 "$W/initdb.log" | sed 's/^/    /'; fail=$((fail + 1)); continue; }
	if ! own_cluster_start "$run"; then
		echo "not ok - $run: the server starts"; tail -n 5 "$W/server.log" | sed 's/^/    /'
		fail=$((fail + 1)); continue
	fi
	if [ "$name" = OPENBLAS_CORETYPE ]; then
		core=$(as_pg "$BIN/psql" -X -Atq -h "$W" -p "$P" -U postgres -d postgres \
			-c "CREATE EXTENSION dtfixup" -c "SELECT dtfixup_device_info()->>'blas_core'" 2>"$W/psql.err")
		as_pg "$BIN/psql" -X -Atq -h "$W" -p "$P" -U postgres -d postgres -c "DROP EXTENSION dtfixup" >/dev/null 2>&1
		if [ "$core" = "$value" ]; then
			echo "ok - $run: the server's OpenBLAS runs $core"; pass=$((pass + 1))
		else
			echo "not ok - $run: the server's OpenBLAS runs '$core'"; fail=$((fail + 1))
		fi
	fi
	rm -f test/.sql_counts
	PGHOST=$W PGPORT=$P PGUSER=postgres SQL_TESTS_ONLY=1 sh test/run_sql_tests.sh > "$log" 2>&1
	set -- $(cat test/.sql_counts 2>/dev/null || echo "0 1 0 1")
	rm -f test/.sql_counts
	if [ "$2" = 0 ] && [ "$4" = 0 ] && [ "$1" -gt 0 ]; then
		echo "ok - $run: pg_regress ($1 passed) and pgTAP ($3 passed)"; pass=$((pass + 1))
	else
		echo "not ok - $run: pg_regress ($1 passed, $2 failed) and pgTAP ($3 passed, $4 failed)"
		sed -n '/^==== regression.diffs ====/,$p' "$log" | head -n 60 | sed 's/^/    /'
		grep -E '^not ok|Failed' "$log" | head -n 10 | sed 's/^/    /'
		fail=$((fail + 1))
	fi
	stop_cluster
done
echo "portability tests: $pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
