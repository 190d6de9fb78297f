#!/bin/sh
# test/static_checks.sh — checks on the built tree that need no server, run by test/check.sh
# from the repository root after `make`:
#   exported_text_symbols_at_most_150   dtfixup.so exports few text symbols (it is built
#                                       with -fvisibility=hidden, see src/pg/dtfixup.h)
#   postgresql_finds_every_entry_point  Pg_magic_func, _PG_init and every
#                                       PG_FUNCTION_INFO_V1 function and pg_finfo_ record
#                                       are exported
#   cuda_module_needs_nothing_from_main dtfixup_cuda.so (when built) leaves no symbol for
#                                       dtfixup.so to provide
#   postgresql_headers_only_in_src_pg   no file under src/ outside src/pg/, nor under cuda/,
#                                       includes a PostgreSQL header or a src/pg/ header
#   no_include_cycles_in_src            no module under src/ (foo.c with foo.h, and its
#                                       private foo_internal.h) depends on itself through
#                                       the includes of its files; prints each cycle found
# Prints "ok NAME", "FAIL NAME: why" or "SKIP NAME: why" per check and a closing line
# "static checks: N passed, N failed, N skipped"; exits non-zero when one failed.
set -u
cd "$(dirname "$0")/.."
MAX_EXPORTED_TEXT=150
passed=0; failed=0; skipped=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1: $2"; }
skip() { skipped=$((skipped + 1)); echo "SKIP $1: $2"; }

tmp=$(mktemp -d /tmp/dtfixup_static.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

# ---- exported symbols of dtfixup.so
if [ ! -f dtfixup.so ]; then
	fail exported_text_symbols_at_most_150 "dtfixup.so is not built (run make first)"
	fail postgresql_finds_every_entry_point "dtfixup.so is not built (run make first)"
else
	nm -D --defined-only dtfixup.so | awk '$2 == "T" { print $3 }' | sort > "$tmp/exported"
	n=$(wc -l < "$tmp/exported")
	if [ "$n" -le "$MAX_EXPORTED_TEXT" ]; then
		ok exported_text_symbols_at_most_150
		echo "     $n exported text symbols"
	else
		fail exported_text_symbols_at_most_150 "$n exported text symbols (at most $MAX_EXPORTED_TEXT); not PostgreSQL entry points, e.g.:"
		grep -v -e '^pg_finfo_' -e '^dtfixup_' "$tmp/exported" | head -n 10 | sed 's/^/     /'
	fi

	{
		echo Pg_magic_func
		echo _PG_init
		sed -nE 's/^PG_FUNCTION_INFO_V1\(([A-Za-z_0-9]+)\);.*/\1\npg_finfo_\1/p' src/pg/*.c src/pg/*/*.c
	} | sort -u > "$tmp/needed"
	missing=$(comm -23 "$tmp/needed" "$tmp/exported")
	if [ "$(wc -l < "$tmp/needed")" -lt 4 ]; then
		fail postgresql_finds_every_entry_point "found no PG_FUNCTION_INFO_V1 line in src/pg/"
	elif [ -z "$missing" ]; then
		ok postgresql_finds_every_entry_point
	else
		fail postgresql_finds_every_entry_point "not exported (does the file include pg/dtfixup.h?): $(echo $missing)"
	fi
fi

# ---- the CUDA module must not reach back into dtfixup.so
if [ ! -f cuda/dtfixup_cuda.so ]; then
	skip cuda_module_needs_nothing_from_main "cuda/dtfixup_cuda.so is not built (no nvcc or USE_CUDA=0)"
else
	nm -D --undefined-only cuda/dtfixup_cuda.so | awk '{ print $NF }' | sed 's/@.*//' | sort -u > "$tmp/cuda_undefined"
	for o in src/*/*.o src/pg/*/*.o; do nm --defined-only "$o"; done | awk 'NF == 3 && $2 ~ /^[TDBRVWi]$/ { print $3 }' | sort -u > "$tmp/main_defined"
	wanted=$(comm -12 "$tmp/cuda_undefined" "$tmp/main_defined")
	if [ "$(wc -l < "$tmp/main_defined")" -eq 0 ]; then
		fail cuda_module_needs_nothing_from_main "no objects under src/ (run make first)"
	elif [ -z "$wanted" ]; then
		ok cuda_module_needs_nothing_from_main
	else
		fail cuda_module_needs_nothing_from_main "it leaves these to dtfixup.so: $(echo $wanted)"
	fi
fi

# ---- PostgreSQL headers stay in src/pg/
# An include is PostgreSQL's when it names no file of this repository (beside the including
# file, under src/ or cuda/) and does name one under PostgreSQL's include directories.
pg_inc_server=$(pg_config --includedir-server)
pg_inc=$(pg_config --includedir)
find src cuda -path src/pg -prune -o -type f \( -name '*.c' -o -name '*.h' -o -name '*.cu' -o -name '*.cuh' -o -name '*.cpp' \) -print | sort > "$tmp/pure_files"
: > "$tmp/bad_includes"
while IFS= read -r f; do
	dir=$(dirname "$f")
	sed -nE 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]([^>"]+)[>"].*/\1/p' "$f" |
	while IFS= read -r h; do
		case "$h" in
			pg/*) echo "$f: $h" >> "$tmp/bad_includes"; continue ;;
		esac
		if [ -f "$dir/$h" ] || [ -f "src/$h" ] || [ -f "cuda/$h" ]; then
			continue
		fi
		if [ -f "$pg_inc_server/$h" ] || [ -f "$pg_inc/$h" ]; then
			echo "$f: $h" >> "$tmp/bad_includes"
		fi
	done
done < "$tmp/pure_files"
if [ "$(wc -l < "$tmp/pure_files")" -eq 0 ]; then
	fail postgresql_headers_only_in_src_pg "no source files found under src/ and cuda/"
elif [ -s "$tmp/bad_includes" ]; then
	fail postgresql_headers_only_in_src_pg "PostgreSQL headers outside src/pg/:"
	sed 's/^/     /' "$tmp/bad_includes"
else
	ok postgresql_headers_only_in_src_pg
fi

# ---- no include cycles among src/ modules
# A module is foo.c with foo.h (a private foo_internal.h belongs to foo); module A depends on
# module B when a file of A includes a header of B.  A cycle means neither can be understood
# or tested without the other: the shared part belongs in a module of its own.
module_of() {
	m=${1#src/}
	m=${m%.*}
	case "$m" in
		*_internal) [ -f "src/${m%_internal}.c" ] || [ -f "src/${m%_internal}.h" ] && m=${m%_internal} ;;
	esac
	echo "$m"
}
find src -type f \( -name '*.c' -o -name '*.h' \) | sort > "$tmp/src_files"
while IFS= read -r f; do
	dir=$(dirname "$f")
	from=$(module_of "$f")
	sed -nE 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"([^"]+)".*/\1/p' "$f" |
	while IFS= read -r h; do
		if [ -f "$dir/$h" ]; then to=$(module_of "$dir/$h")
		elif [ -f "src/$h" ]; then to=$(module_of "src/$h")
		else continue
		fi
		[ "$to" = "$from" ] || echo "$from $to"
	done
done < "$tmp/src_files" | sort -u > "$tmp/module_edges"
# depth-first search: an edge back to a module still on the stack closes a cycle
awk '
function visit(m,    i, t, k, path) {
	state[m] = 1
	stack[++depth] = m
	for (i = 1; i <= nout[m]; i++) {
		t = out[m, i]
		if (state[t] == 1) {
			for (k = depth; stack[k] != t; k--)
				;
			path = t
			for (k++; k <= depth; k++)
				path = path " -> " stack[k]
			print path " -> " t
		} else if (state[t] == 0)
			visit(t)
	}
	depth--
	state[m] = 2
}
{ out[$1, ++nout[$1]] = $2; if (!($1 in known)) { known[$1]; order[++n] = $1 } }
END { for (i = 1; i <= n; i++) if (state[order[i]] == 0) visit(order[i]) }
' "$tmp/module_edges" > "$tmp/cycles"
if [ "$(wc -l < "$tmp/module_edges")" -eq 0 ]; then
	fail no_include_cycles_in_src "found no include between src/ modules"
elif [ -s "$tmp/cycles" ]; then
	fail no_include_cycles_in_src "modules that include each other (move what they share into a module of its own):"
	sed 's/^/     /' "$tmp/cycles"
else
	ok no_include_cycles_in_src
	echo "     $(cut -d' ' -f1 "$tmp/module_edges" | sort -u | wc -l) modules, $(wc -l < "$tmp/module_edges") dependencies"
fi

echo "static checks: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
