#!/bin/sh
# Runs each C unit-test binary given as an argument (under valgrind when VALGRIND=1)
# and prints one closing line "unit tests: N passed, N failed" summed over all of them.
passed=0; failed=0; status=0
for bin in "$@"; do
	echo "== $bin"
	if [ "${VALGRIND:-0}" = 1 ]; then
		out=$(valgrind --quiet --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite "$bin" 2>&1); rc=$?
	else
		out=$("$bin" 2>&1); rc=$?
	fi
	printf '%s\n' "$out"
	line=$(printf '%s\n' "$out" | grep -E '^unit: [0-9]+ passed, [0-9]+ failed' | tail -n 1)
	if [ -n "$line" ]; then
		p=$(echo "$line" | sed -E 's/^unit: ([0-9]+) passed.*/\1/')
		f=$(echo "$line" | sed -E 's/.* ([0-9]+) failed.*/\1/')
		passed=$((passed + p)); failed=$((failed + f))
	fi
	if [ "$rc" -ne 0 ]; then
		status=1
		[ -z "$line" ] || [ "$f" -gt 0 ] || failed=$((failed + 1))
		[ -n "$line" ] || failed=$((failed + 1))
		echo "   $bin exited with status $rc"
	fi
done
echo "unit tests: $passed passed, $failed failed"
exit $status
