#!/bin/sh
# bench/spider/average.sh — checkpoint averaging of model files: the element-wise mean of
# their weights, written as one model file (weights alone; float32, or DTYPE=float16 for
# the half-size file that ships as models/dtfixup_general.ckpt).
#   [DTYPE=float16] sh bench/spider/average.sh OUT FILE1 [FILE2 ...]
# With one file, nothing is averaged: its weights are written alone, as DTYPE.
# The files are checkpoints of one training run (train.sh with KEEP_EPOCHS=N keeps the last
# N epochs' as $CKPT.eNN), oldest first, or runs from one base on the same questions (a
# "model soup"; their value constants are matched whatever their order).  In a throwaway
# cluster they become the successive checkpoints of one stored model, and
# dtfixup_average_checkpoints averages them: the result has the newest one's configuration
# and epoch count.  Evaluate it with evaluate.sh like
# any model file.
set -eu
cd "$(dirname "$0")/../.."
[ $# -ge 2 ] || { echo "usage: [DTYPE=float16] sh bench/spider/average.sh OUT FILE1 [FILE2 ...]" >&2; exit 2; }
DTYPE=${DTYPE:-float32}
case "$DTYPE" in float32|float16) ;; *) echo "DTYPE must be float32 or float16" >&2; exit 2 ;; esac
OUT=$1
shift
WORK=$(mktemp -d /tmp/dtfixup_average.XXXXXX)
chmod 755 "$WORK"
trap 'rm -rf "$WORK"' EXIT
i=0
for f in "$@"; do
	[ -s "$f" ] || { echo "no model file at $f" >&2; exit 1; }
	i=$((i + 1))
	cp "$f" "$WORK/$(printf '%03d' $i).ckpt"
done
chmod 644 "$WORK"/*.ckpt
N=$i
export WORK N DTYPE
. bench/cluster_env.sh
pg_virtualenv -t sh -ec '
	createdb average
	psql -X -q -v ON_ERROR_STOP=1 -d average -c "CREATE EXTENSION dtfixup"
	for f in "$WORK"/*.ckpt; do
		psql -X -q -v ON_ERROR_STOP=1 -d average -c "
			SELECT dtfixup_save_checkpoint('"'"'run'"'"', b, (dtfixup_checkpoint_info(b)->>'"'"'epoch'"'"')::int,
			                               (dtfixup_checkpoint_info(b)->>'"'"'step'"'"')::bigint)
			FROM pg_read_binary_file('"'"'$f'"'"') AS b" >/dev/null
	done
	if [ "$N" -gt 1 ]; then
		psql -X -q -v ON_ERROR_STOP=1 -d average -c "SELECT dtfixup_average_checkpoints('"'"'mean'"'"', '"'"'run'"'"', $N)" >/dev/null
		psql -X -Atq -v ON_ERROR_STOP=1 -d average -c "SELECT description FROM dtfixup.dtfixup_models WHERE name = '"'"'mean'"'"'" >&2
		model=mean
	else
		model=run
	fi
	psql -X -Atq -v ON_ERROR_STOP=1 -d average -c "SELECT encode(dtfixup_export_model('"'"'$model'"'"', optimizer => false, dtype => '"'"'$DTYPE'"'"'), '"'"'hex'"'"')" > "$WORK/mean.hex"
'
xxd -r -p "$WORK/mean.hex" > "$OUT.tmp" && mv "$OUT.tmp" "$OUT"
echo "average of $N model file(s) written to $OUT ($DTYPE)" >&2
