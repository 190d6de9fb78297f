#!/bin/sh
# bench/blas_core/run.sh [DATA_DIR] — the same work under each OpenBLAS kernel family this CPU
# can run, side by side in one run: OPENBLAS_CORETYPE = Prescott (the generic SSE3 fallback an
# OpenBLAS older than the CPU picks, as Debian 12's 0.3.21 does on a 5th-generation Xeon or a
# Zen 5), Haswell (AVX2) and SkylakeX (AVX-512), and OpenBLAS's own choice ("native").
# For each: the server restarted with the setting in its environment, GeoQuery
# (DATA_DIR/geoquery: geography.sql, dev.jsonl, train.jsonl) loaded, then in one backend
# (bench/blas_core/measure.sql):
#   - nl2sql of the general model over the 49 dev questions (beam 5, warm): p50 wall-clock
#     and the backend's CPU time per question;
#   - one epoch of fine-tuning from the general model on the 549 training pairs (batch 8):
#     wall-clock and CPU time.
# CPU time (the backend's utime + stime, all threads) is the figure to compare on a machine
# doing other work: wall-clock there mostly measures the other work.  The families are
# interleaved ROUNDS times (default 2) and each figure is the median of its rounds.  Prints
# one JSON line per family and round, then a table relative to the fastest family.
# Needs the extension installed and the data; prints SKIP without the data.
set -eu
cd "$(dirname "$0")/../.."
REPO=$(pwd)
DATA=$(cd "${1:-${DTFIXUP_DATA:-../shared/data}}/geoquery" 2>/dev/null && pwd) || {
	echo "SKIP bench/blas_core/run.sh: no GeoQuery at ${1:-${DTFIXUP_DATA:-../shared/data}}/geoquery"; exit 0; }
BIN=$(pg_config --bindir)
ROUNDS=${ROUNDS:-2}
W=$(mktemp -d /tmp/dtfixup_blas_core.XXXXXX)
chmod 755 "$W"
cp "$DATA/geography.sql" "$DATA/dev.jsonl" "$DATA/train.jsonl" "$W/"
chmod 644 "$W"/*
if [ "$(id -u)" = 0 ]; then
	chown -R postgres: "$W"
	as_pg() { (cd "$W" && runuser -u postgres -- "$@"); }
else
	as_pg() { (cd "$W" && "$@"); }
fi
trap 'as_pg "$BIN/pg_ctl" -D "$W/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$W"' EXIT
flags=" $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2) "
has() { for f in "$@"; do case $flags in *" $f "*) ;; *) return 1 ;; esac; done; }
FAMILIES="native Prescott"
! has avx2 fma || FAMILIES="$FAMILIES Haswell"
! has avx512f avx512bw avx512vl avx512dq avx512cd || FAMILIES="$FAMILIES SkylakeX"
P=55480
while [ -e "$W/.s.PGSQL.$P" ]; do P=$((P + 1)); done
as_pg "$BIN/initdb" -D "$W/data" -A trust -U postgres >/dev/null
cat >>"$W/data/postgresql.conf" <<CONF
port = $P
listen_addresses = ''
unix_socket_directories = '$W'
fsync = off
CONF
psql_w() { as_pg "$BIN/psql" -X -Atq -h "$W" -p "$P" -U postgres -v ON_ERROR_STOP=1 "$@"; }
start() {  # start FAMILY
	if [ "$1" = native ]; then
		as_pg env -u OPENBLAS_CORETYPE "$BIN/pg_ctl" -D "$W/data" -l "$W/server.log" -w start >/dev/null
	else
		as_pg env OPENBLAS_CORETYPE="$1" "$BIN/pg_ctl" -D "$W/data" -l "$W/server.log" -w start >/dev/null
	fi
}
stop() { as_pg "$BIN/pg_ctl" -D "$W/data" -w stop >/dev/null; }
start native
psql_w -d postgres -c "CREATE DATABASE geo" >/dev/null
psql_w -d geo -f "$W/geography.sql" >/dev/null
psql_w -d geo -c "CREATE EXTENSION dtfixup; CREATE SCHEMA training" >/dev/null
psql_w -d geo -v file="$W/train.jsonl" -v tab=training.train -f "$REPO/bench/geoquery/load_jsonl.sql" >/dev/null
psql_w -d geo -v file="$W/dev.jsonl" -v tab=training.q_dev -f "$REPO/bench/geoquery/load_jsonl.sql" >/dev/null
stop
: > "$W/rows"
r=1
while [ "$r" -le "$ROUNDS" ]; do
	for fam in $FAMILIES; do
		start "$fam"
		# one session: the backend's own CPU time (utime + stime of /proc/self/stat, all its
		# threads, in clock ticks) around each part, beside the wall-clock
		row=$(psql_w -d geo -v fam="$fam" -v round="$r" -f "$REPO/bench/blas_core/measure.sql" | tail -n 1)
		echo "$row"; echo "$row" >> "$W/rows"
		stop
	done
	r=$((r + 1))
done
python3 - "$W/rows" <<'PY'
import json, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
fams = list(dict.fromkeys(r["family"] for r in rows))
keys = ["nl2sql_p50_ms", "nl2sql_cpu_ms", "epoch_s", "epoch_cpu_s"]
med = {f: {k: statistics.median(r[k] for r in rows if r["family"] == f) for k in keys} for f in fams}
best = {k: min(med[f][k] for f in fams) for k in keys}
core = {f: next(r["blas_core"] for r in rows if r["family"] == f) for f in fams}
print("| family | OpenBLAS core | nl2sql p50 ms | nl2sql CPU ms/question | fine-tune epoch s | epoch CPU s |")
print("| --- | --- | --- | --- | --- | --- |")
for f in fams:
    cells = [f"{med[f][k]:.1f} ({med[f][k] / best[k]:.2f}x)" for k in keys]
    print(f"| {f} | {core[f]} | " + " | ".join(cells) + " |")
PY
