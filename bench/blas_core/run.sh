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
export PGOPTIONS="${PGOPTIONS:-} -c dtfixup.min_confidence=0"	# answers are measured, never refused for their confidence
REPO=$(pwd)
DATA=$(cd "${1:-${DTFIXUP_DATA:-../shared/data}}/geoquery" 2>/dev/null && pwd) || {
	echo "SKIP bench/blas_core/run.sh: no GeoQuery at ${1:-${DTFIXUP_DATA:-../shared/data}}/geoquery"; exit 0; }
ROUNDS=${ROUNDS:-2}
. test/own_cluster.sh
own_cluster_dir blas_core
cp "$DATA/geography.sql" "$DATA/dev.jsonl" "$DATA/train.jsonl" "$W/"
chmod 644 "$W"/*
trap own_cluster_remove EXIT
FAMILIES="native Prescott"
! cpu_has avx2 fma || FAMILIES="$FAMILIES Haswell"
! cpu_has avx512f avx512bw avx512vl avx512dq avx512cd || FAMILIES="$FAMILIES SkylakeX"
own_cluster_create 55480
psql_w() { as_pg "$BIN/psql" -X -Atq -h "$W" -p "$P" -U postgres -v ON_ERROR_STOP=1 "$@"; }
start() {  # start FAMILY: the server with OPENBLAS_CORETYPE=FAMILY, unset for "native"
	if [ "$1" = native ]; then own_cluster_start -u OPENBLAS_CORETYPE
	else own_cluster_start OPENBLAS_CORETYPE="$1"; fi
}
stop() { own_cluster_stop; }
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
