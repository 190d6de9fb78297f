#!/bin/sh
# bench/cuda/device_suite.sh — run THERE: on a bare GPU machine (root; the CUDA toolkit,
# the NVIDIA driver and PyTorch, but no PostgreSQL, OpenBLAS or Perl modules), from the
# repository root, after bench/cuda/pack_for_device.sh made .devrun/payload.tar.xz here and
# it travelled with the working tree.  Runs, each stage under its own time limit:
#   gpu_unit  the CUDA unit tests (test_nn_cuda, test_parser_cuda) on the GPU
#   bench     bench/cuda/run_gpu_bench.sh: our CUDA backend against PyTorch CUDA and our CPU
#   unit      every other unit-test binary (on that machine's CPU; the PyTorch references
#             with the machine's python3)
#   train     bench/train_speed: the parser's training examples/s on the GPU and on the CPU
#             (2 threads)
#   regress   pg_regress (sql/ + expected/) on a throwaway cluster, the GPU present
#   tap       pgTAP (test/pgtap/) on the same kind of cluster
#   spider    nl2sql over Spider dev (bench/spider/evaluate.sh), one parser, on the GPU
#             (dtfixup.device = cuda) and then on the CPU (2 BLAS threads), side by side;
#             every SPIDER_EVERY-th dev question (default 2: 414 of the 827, every database)
# Logs go to $OUT (default .devrun/out): summary.log (every stage's output), regression.diffs,
# spider_{cuda,cpu}.jsonl and _summary.json.
#   sh bench/cuda/device_suite.sh [STAGE ...]  (default: gpu_unit bench spider train regress tap unit)
# pg_regress leaves out 66_general_model, 68_shared_weights and 78_ensemble, which answer with
# the four installed parsers of the general model: the payload carries the first, and it
# says so in summary.log.
# Env: LIMIT_<stage> (seconds, defaults below), DEVRUN_ROOT (where the payload is unpacked,
# default /opt/dtfixup_devrun), REPEAT and LAYERS for the benchmark.
set -u
cd "$(dirname "$0")/../.."
REPO=$(pwd)
OUT=${OUT:-$REPO/.devrun/out}
mkdir -p "$OUT"
ROOT=${DEVRUN_ROOT:-/opt/dtfixup_devrun}
STAGES=${*:-gpu_unit bench spider train regress tap unit}
T0=$(date +%s)
SUM="$OUT/summary.log"
say() { echo "=== [$(( $(date +%s) - T0 ))s] $*" | tee -a "$SUM"; }
# limited SECONDS CMD...: CMD's output into summary.log, killed after SECONDS
limited() {
	lim=$1; shift
	timeout -k 5 "$lim" "$@" >> "$SUM" 2>&1
	rc=$?
	[ "$rc" = 124 ] && say "(stopped at its limit of ${lim}s)"
	return "$rc"
}

# ---- the payload and the machine ---------------------------------------------------------
if [ ! -d "$ROOT/pg" ]; then
	mkdir -p "$ROOT"
	tar -xJf .devrun/payload.tar.xz -C "$ROOT" 2>/dev/null ||
		python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])' \
			.devrun/payload.tar.xz "$ROOT" || { say "payload: cannot unpack .devrun/payload.tar.xz"; exit 1; }
fi
PGBIN=$(ls -d "$ROOT"/pg/usr/lib/postgresql/*/bin | head -n 1)
PGLIB=$(dirname "$PGBIN")/lib
LIBS="$ROOT/libs"
# the unit tests and the server find the CUDA module at cuda/dtfixup_cuda.so and in pkglibdir
mkdir -p cuda
cp "$ROOT/unit/dtfixup_cuda.so" cuda/dtfixup_cuda.so
cp "$ROOT/unit/dtfixup.so" ./dtfixup.so
say "machine"
{
	nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv,noheader
	grep -m1 'model name' /proc/cpuinfo; nproc; ldd --version | head -n 1
	grep -o -m1 -w 'avx512f' /proc/cpuinfo || echo "no avx512f"
	command -v perl nm readelf python3 || true
} >> "$SUM" 2>&1

# a user for the server (PostgreSQL does not run as root)
if ! id dtxpg >/dev/null 2>&1; then
	useradd -M -r -s /bin/sh dtxpg 2>/dev/null || {
		echo 'dtxpg:x:7777:7777:dtfixup device run:/tmp:/bin/sh' >> /etc/passwd
		echo 'dtxpg:x:7777:' >> /etc/group
	}
fi
chmod -R a+rX "$ROOT" "$REPO"
d=$REPO
while [ "$d" != / ]; do chmod o+x "$d" 2>/dev/null; d=$(dirname "$d"); done
mkdir -p "$ROOT/bin"
# as_server CMD...: CMD as the server's user, with this environment
cat > "$ROOT/bin/as_server" <<EOS
#!/bin/sh
export LD_LIBRARY_PATH="\$DTX_LIBS"
if command -v setpriv >/dev/null 2>&1; then
	exec setpriv --reuid=dtxpg --regid=dtxpg --clear-groups "\$@"
fi
exec $(command -v python3) -c 'import os, pwd, sys
p = pwd.getpwnam("dtxpg")
os.setgroups([]); os.setgid(p.pw_gid); os.setuid(p.pw_uid)
os.execvp(sys.argv[1], sys.argv[1:])' "\$@"
EOS
# python3 with the machine's own libraries (the payload's are for PostgreSQL and ours)
cat > "$ROOT/bin/python3" <<EOS
#!/bin/sh
LD_LIBRARY_PATH= exec $(command -v python3) "\$@"
EOS
# pg_virtualenv [-t] CMD...: a throwaway cluster for CMD (what postgresql-common's
# pg_virtualenv does, for what our scripts use of it); DEVRUN_GUCS lines go into its
# postgresql.conf
cat > "$ROOT/bin/pg_virtualenv" <<'EOS'
#!/bin/sh
[ "${1:-}" = "-t" ] && shift
d=$(mktemp -d /tmp/dtx_cluster.XXXXXX)
chown dtxpg "$d"
as_server initdb -D "$d/data" -A trust -U dtxpg --no-locale -E UTF8 --no-sync > "$d/initdb.log" 2>&1 ||
	{ cat "$d/initdb.log"; exit 1; }
printf '%s\n' "unix_socket_directories = '$d'" "listen_addresses = ''" "port = 5433" \
	"fsync = off" "${DEVRUN_GUCS:-}" >> "$d/data/postgresql.conf"
as_server pg_ctl -D "$d/data" -l "$d/server.log" -w start > /dev/null || { cat "$d/server.log"; exit 1; }
PGHOST=$d PGPORT=5433 PGUSER=dtxpg PGDATABASE=postgres "$@"
rc=$?
as_server pg_ctl -D "$d/data" -m fast -w stop > /dev/null
[ "$rc" = 0 ] || tail -n 30 "$d/server.log"
cp "$d/server.log" /tmp/dtx_last_server.log 2>/dev/null
rm -rf "$d"
exit $rc
EOS
chmod 755 "$ROOT/bin"/*
export PATH="$ROOT/bin:$PGBIN:$PATH"
export DTX_LIBS="$LIBS"
export LD_LIBRARY_PATH="$LIBS${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export PERL5LIB="$ROOT/perl5"

stage_gpu_unit() {
	limited "${LIMIT_gpu_unit:-150}" env DTFIXUP_CUDA_MODULE="$REPO/cuda/dtfixup_cuda.so" \
		sh test/run_unit.sh "$ROOT/unit/bin/test_nn_cuda" "$ROOT/unit/bin/test_parser_cuda"
}
stage_bench() {
	# rat_bench_device opens cuda/dtfixup_cuda.so
	mkdir -p .devrun/benchbin
	cp "$ROOT/unit/rat_bench_device" .devrun/benchbin/
	limited "${LIMIT_bench:-150}" env BIN=.devrun/benchbin REPEAT="${REPEAT:-2}" LAYERS="${LAYERS:-8 24}" \
		CPU_THREADS=2 sh bench/cuda/run_gpu_bench.sh
}
stage_unit() {
	others=""
	for b in "$ROOT"/unit/bin/*; do
		case "$(basename "$b")" in test_nn_cuda|test_parser_cuda) ;; *) others="$others $b" ;; esac
	done
	# in parallel, one binary a process, then the totals as run_unit.sh prints them
	# (test_nn_seq_parity writes its reference into test/unit/bin)
	mkdir -p /tmp/dtx_unit test/unit/bin
	rm -f /tmp/dtx_unit/*.log
	echo $others | tr ' ' '\n' | DTFIXUP_TEST_PYTHON="$ROOT/bin/python3" \
		timeout -k 5 "${LIMIT_unit:-150}" xargs -P "$(nproc)" -I{} \
		sh -c 'sh test/run_unit.sh {} > /tmp/dtx_unit/$(basename {}).log 2>&1'
	cat /tmp/dtx_unit/*.log | grep -vE '^unit tests:' >> "$SUM"
	cat /tmp/dtx_unit/*.log | awk '/^unit tests:/ {p+=$3; f+=$5; s+=$7} END {printf "unit tests: %d passed, %d failed, %d skipped\n", p, f, s}' | tee -a "$SUM"
	ls "$ROOT"/unit/bin | wc -l | sed 's/^/binaries: /' >> "$SUM"
}
stage_train() {
	for dev in cuda cpu; do
		say "train_speed on $dev"
		limited "${LIMIT_train:-90}" env TRAIN_SPEED_DEVICE=$dev TRAIN_SPEED_BATCHES="${TRAIN_BATCHES:-24}" \
			DTFIXUP_CUDA_MODULE="$REPO/cuda/dtfixup_cuda.so" OPENBLAS_NUM_THREADS=1 "$ROOT/unit/train_speed"
	done
}
stage_regress() {
	four_parsers="66_general_model 68_shared_weights 78_ensemble"
	tests=$(ls sql/*.sql | sed -e 's|sql/||' -e 's|\.sql$||' | grep -v '^dtfixup--' |
		grep -vxF "$(echo $four_parsers | tr ' ' '\n')" | tr '\n' ' ')
	say "NOT RUN here: $four_parsers (they need the general model's four parsers; one travelled)"
	rm -rf results regression.diffs regression.out
	cat > /tmp/dtx_regress.sh <<EOS
"$PGLIB/pgxs/src/test/regress/pg_regress" --inputdir=. --bindir="$PGBIN" --load-extension=dtfixup \
	--dbname=contrib_regression $tests
EOS
	limited "${LIMIT_regress:-240}" pg_virtualenv -t sh /tmp/dtx_regress.sh
	[ -f regression.diffs ] && cp regression.diffs "$OUT/regression.diffs"
	grep -cE '\.\.\. +ok|^ok ' regression.out 2>/dev/null | sed 's/^/regress ok: /' | tee -a "$SUM"
}
stage_tap() {
	cat > /tmp/dtx_tap.sh <<'EOS'
createdb dtfixup_tap
psql -q -v ON_ERROR_STOP=1 -d dtfixup_tap -c 'CREATE EXTENSION pgtap; CREATE EXTENSION dtfixup;' || exit 1
psql -q -v ON_ERROR_STOP=1 -d dtfixup_tap -c 'ALTER DATABASE dtfixup_tap SET dtfixup.value_link_time_budget = 0' || exit 1
psql -q -v ON_ERROR_STOP=1 -d dtfixup_tap -f test/fixture/fixture.sql >/dev/null || exit 1
if perl -e 'use App::Prove; use TAP::Parser::SourceHandler::pgTAP;' 2>/dev/null; then
	perl "$DEVRUN_ROOT/bin/pg_prove" -d dtfixup_tap test/pgtap/*.sql
else
	# no Perl here: the same files through psql, counting TAP lines
	for f in test/pgtap/*.sql; do
		psql -X -q -d dtfixup_tap -f "$f" > /tmp/dtx_tap.out 2>&1
		echo "$f: $(grep -cE '^ *ok ' /tmp/dtx_tap.out) ok, $(grep -cE '^ *not ok ' /tmp/dtx_tap.out) not ok, plan $(grep -oE '^ *1\.\.[0-9]+' /tmp/dtx_tap.out)"
		grep -E '^ *not ok|#' /tmp/dtx_tap.out | head -n 20
	done
fi
EOS
	limited "${LIMIT_tap:-120}" env DEVRUN_ROOT="$ROOT" pg_virtualenv -t sh /tmp/dtx_tap.sh
}
stage_spider() {
	model=$(ls "$ROOT"/pg/usr/share/postgresql/*/extension/dtfixup_general.ckpt)
	python3 - "$ROOT/spider/dev.json" "${SPIDER_EVERY:-2}" > /tmp/dtx_dev_sample.json <<'EOS'
import json, sys
dev = json.load(open(sys.argv[1]))
json.dump(dev[::int(sys.argv[2])], sys.stdout)
EOS
	chmod 644 /tmp/dtx_dev_sample.json
	for dev in cuda cpu; do
		say "spider on $dev"
		limited "${LIMIT_spider:-150}" env DEVRUN_GUCS="dtfixup.device = '$dev'" OPENBLAS_NUM_THREADS=2 \
			RESULTS_DIR=/tmp/dtx_spider_$dev DEV_JSON=/tmp/dtx_dev_sample.json sh bench/spider/evaluate.sh "$model" "$ROOT/spider"
		cp /tmp/dtx_spider_$dev/dev_predictions.jsonl "$OUT/spider_$dev.jsonl" 2>/dev/null
		cp /tmp/dtx_spider_$dev/dev_summary.json "$OUT/spider_${dev}_summary.json" 2>/dev/null &&
			python3 -c 'import json, sys; s = json.load(open(sys.argv[1])); print({k: v for k, v in s.items() if not isinstance(v, (dict, list))})' \
				"$OUT/spider_${dev}_summary.json" | tee -a "$SUM"
	done
	[ -f "$OUT/spider_cuda.jsonl" ] && [ -f "$OUT/spider_cpu.jsonl" ] && python3 - "$OUT" <<'EOS' | tee -a "$SUM"
import json, sys
out = sys.argv[1]
rows = {d: [json.loads(l) for l in open(f"{out}/spider_{d}.jsonl")] for d in ("cuda", "cpu")}
a, b = rows["cuda"], rows["cpu"]
same = sum(1 for x, y in zip(a, b) if x.get("pred") == y.get("pred"))
print(f"spider answers: {len(a)} on cuda, {len(b)} on cpu, {same} the same SQL")
EOS
}

for s in $STAGES; do
	say "stage $s"
	"stage_$s"
	say "stage $s: exit $?"
done
say "done"
