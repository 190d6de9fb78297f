#!/bin/sh
# Runs each C unit-test binary given as an argument (under valgrind when VALGRIND=1)
# and prints one closing line "unit tests: N passed, N failed, N skipped" summed over all
# of them, from each binary's closing "unit: N passed, N failed, N skipped" line.  A binary
# that exits non-zero, or prints no closing line, counts as one more failure.
passed=0; failed=0; skipped=0; status=0
for bin in "$@"; do
	echo "== $bin"
	if [ "${VALGRIND:-0}" = 1 ]; then
		out=$(valgrind --quiet --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite "$bin" 2>&1); rc=$?
	else
		opts=${ASAN_OPTIONS:-}
		# SAN_NO_LEAK_CHECK: binaries whose leak report would be about NVIDIA's libraries,
		# unloaded (so unnamed) by the time the leak check runs
		case " ${SAN_NO_LEAK_CHECK:-} " in
			*" $(basename "$bin") "*) opts="${opts:+$opts:}detect_leaks=0" ;;
		esac
		out=$(ASAN_OPTIONS=$opts "$bin" 2>&1); rc=$?
	fi
	printf '%s\n' "$out"
	line=$(printf '%s\n' "$out" | grep -E '^unit: [0-9]+ passed, [0-9]+ failed, [0-9]+ skipped' | tail -n 1)
	if [ -n "$line" ]; then
		p=$(echo "$line" | sed -E 's/^unit: ([0-9]+) passed.*/\1/')
		f=$(echo "$line" | sed -E 's/.* ([0-9]+) failed.*/\1/')
		s=$(echo "$line" | sed -E 's/.* ([0-9]+) skipped.*/\1/')
		passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
	fi
	if [ "$rc" -ne 0 ]; then
		status=1
		[ -z "$line" ] || [ "$f" -gt 0 ] || failed=$((failed + 1))
		[ -n "$line" ] || failed=$((failed + 1))
		echo "   $bin exited with status $rc"
	elif [ -z "$line" ]; then
		status=1
		failed=$((failed + 1))
		echo "   $bin printed no closing 'unit: N passed, N failed, N skipped' line"
	fi
done
echo "unit tests: $passed passed, $failed failed, $skipped skipped"
exit $status
