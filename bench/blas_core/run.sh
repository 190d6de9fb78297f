#!/bin/sh
# bench/blas_core/run.sh [DATA_DIR] — the same work under each OpenBLAS kernel family this CPU
# can run, side by side in one run: OPENBLAS_CORETYPE = Prescott (the generic SSE3 fallback an
# OpenBLAS older than the CPU picks, as Debian 12's 0.3.21 does on a 5th-generation Xeon or a
# Zen 5), Haswell (AVX2) and SkylakeX (AVX-512), and OpenBLAS's own choice ("native").
# For each: a cluster of its own whose server has the setting in its environment, GeoQuery
# (DATA_DIR/geoquery: geography.sql, dev.jsonl, train.jsonl) loaded, then
#   - nl2sql p50/p95 of the general model over the 49 dev questions (beam 5, one warm backend);
#   - one epoch of fine-tuning from the general model on the 549 training pairs (batch 8).
# The families are interleaved ROUNDS times (default 2) and each figure is the median of its
# rounds, so that load on the machine falls on every family alike.  Prints one JSON line per
# family and round, then a table with each family's figures relative to the fastest.
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
		core=$(psql_w -d geo -c "SELECT dtfixup_device_info()->>'blas_core'")
		lat=$(psql_w -d geo -v model=general -f "$REPO/bench/geoquery/latency.sql" | tail -n 1)
		t=$(psql_w -d geo -c "SET client_min_messages = warning" -c "SELECT extract(epoch FROM clock_timestamp())" \
			-c "CALL dtfixup_finetune('bench_epoch', 'training.train', options => '{\"init_from\": \"general\", \"epochs\": 1}')" \
			-c "SELECT extract(epoch FROM clock_timestamp())" -c "SELECT dtfixup_drop_model('bench_epoch')" | head -n 2 | tr '\n' ' ')
		set -- $t
		epoch_s=$(awk -v a="$1" -v b="$2" 'BEGIN { print b - a }')
		row=$(printf '{"family": "%s", "blas_core": "%s", "round": %d, "epoch_s": %.1f, "latency": %s}' \
			"$fam" "$core" "$r" "$epoch_s" "$lat")
		echo "$row"; echo "$row" >> "$W/rows"
		stop
	done
	r=$((r + 1))
done
python3 - "$W/rows" <<'PY'
import json, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
fams = []
for r in rows:
    if r["family"] not in fams: fams.append(r["family"])
med = {f: (statistics.median(r["latency"]["p50_ms"] for r in rows if r["family"] == f),
           statistics.median(r["epoch_s"] for r in rows if r["family"] == f),
           next(r["blas_core"] for r in rows if r["family"] == f)) for f in fams}
best_p50 = min(m[0] for m in med.values()); best_ep = min(m[1] for m in med.values())
print("| family | OpenBLAS core | nl2sql p50 ms | vs fastest | fine-tune epoch s | vs fastest |")
print("| --- | --- | --- | --- | --- | --- |")
for f in fams:
    p50, ep, core = med[f]
    print(f"| {f} | {core} | {p50:.1f} | {p50 / best_p50:.2f} | {ep:.1f} | {ep / best_ep:.2f} |")
PY
