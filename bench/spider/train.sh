#!/bin/sh
# bench/spider/train.sh — train the general (cross-domain) parser on Spider's training questions,
# in the database, and write it to a model file.
#   sh bench/spider/train.sh [SPIDER_DIR] [OPTIONS_JSON]
# SPIDER_DIR defaults to ../shared/data/spider (train_spider_core.json, schemas_pg.sql).
# OPTIONS_JSON: dtfixup_finetune options on top of {"schema_column": "db"} (default '{}').
# Needs the extension built and installed (make install).  Runs in a throwaway cluster
# (pg_virtualenv): loads all 166 Spider schemas (empty tables) into one database, the 7000
# training questions into a table with the schema of each, and trains ONE model over all of
# them (each row parsed and linked against its own schema).
#
# Checkpoints: after every epoch the model is exported to $CKPT (default
# $HOME/.cache/dtfixup/spider_general.ckpt, outside the repository).  RESUME=1 imports that
# file and continues the run where it stopped ({"resume": true}), in this or a later run.
# KEEP_EPOCHS=N also keeps the last N epochs' checkpoints as $CKPT.eNN (older ones deleted),
# for checkpoint averaging with bench/spider/average.sh.
# INIT_FROM=FILE starts from the weights of a model file (imported as model "base", trained
# further with {"init_from": "base"}: fresh optimiser, this run's epochs and options).
# SYNONYMS=1 adds synonym copies of the training questions (prepare.py --synonyms).
# IMPLICIT=1 adds copies that leave out the name or title they ask for (prepare.py --implicit).
# RENAMED_NAMES=1 adds such copies on schema copies whose name and title columns say their
# table (singer.name -> singer_name; prepare.py --renamed-names, renamed_schemas.sql).
# CONVENTIONS=1 adds synthesized rows that total money and quantity columns through a table's
# children (prepare.py --conventions, conventions.py).
# The finished model's weights (no optimiser state: what models/dtfixup_general.ckpt holds)
# go to $OUT (default bench/spider/results/general.ckpt); timing and the trainer's notices go to
# bench/spider/results/train.log and train.json.
set -eu
cd "$(dirname "$0")/../.."
SPIDER=$(cd "${1:-${DTFIXUP_DATA:-../shared/data}/spider}" 2>/dev/null && pwd) || { echo "SKIP bench/spider/train.sh: no data at ${1:-${DTFIXUP_DATA:-../shared/data}/spider} (set DTFIXUP_DATA or pass the folder)"; exit 0; }
OPTIONS=${2:-'{}'}
RESULTS=${RESULTS_DIR:-bench/spider/results}
mkdir -p "$RESULTS"
RESULTS=$(cd "$RESULTS" && pwd)
CKPT=${CKPT:-$HOME/.cache/dtfixup/spider_general.ckpt}
mkdir -p "$(dirname "$CKPT")"
OUT=${OUT:-$RESULTS/general.ckpt}
RESUME=${RESUME:-0}
KEEP_EPOCHS=${KEEP_EPOCHS:-0}
case "$KEEP_EPOCHS" in *[!0-9]*|'') echo "KEEP_EPOCHS must be a number of epochs" >&2; exit 2 ;; esac
INIT_FROM=${INIT_FROM:-}
[ -z "$INIT_FROM" ] || INIT_FROM=$(cd "$(dirname "$INIT_FROM")" && pwd)/$(basename "$INIT_FROM")
REPO=$(pwd)
WORK=$(mktemp -d /tmp/dtfixup_spider.XXXXXX)
chmod 755 "$WORK"
trap 'rm -rf "$WORK"' EXIT
PREPARE_FLAGS=""
[ "${SYNONYMS:-0}" = 1 ] && PREPARE_FLAGS="--synonyms"
[ "${IMPLICIT:-0}" = 1 ] && PREPARE_FLAGS="$PREPARE_FLAGS --implicit"
[ "${RENAMED_NAMES:-0}" = 1 ] && PREPARE_FLAGS="$PREPARE_FLAGS --renamed-names"
[ "${CONVENTIONS:-0}" = 1 ] && PREPARE_FLAGS="$PREPARE_FLAGS --conventions"
python3 bench/spider/prepare.py "$SPIDER" "$WORK" $PREPARE_FLAGS
chmod 644 "$WORK"/*.csv
OPTS=$(printf '%s' "$OPTIONS" | jq -c '. + {"schema_column": "db"}')
[ -n "$INIT_FROM" ] && OPTS=$(printf '%s' "$OPTS" | jq -c '. + {"init_from": "base"}')
[ "$RESUME" = 1 ] && OPTS='{"schema_column": "db", "resume": true}'
export SPIDER WORK OPTS CKPT OUT RESUME RESULTS REPO INIT_FROM KEEP_EPOCHS

. bench/cluster_env.sh
pg_virtualenv -t sh -ec '
	createdb spider
	psql -X -q -v ON_ERROR_STOP=1 -d spider -f "$SPIDER/schemas_pg.sql" >/dev/null
	[ ! -f "$WORK/renamed_schemas.sql" ] || psql -X -q -v ON_ERROR_STOP=1 -d spider -f "$WORK/renamed_schemas.sql" >/dev/null
	psql -X -q -v ON_ERROR_STOP=1 -d spider <<SQL
CREATE EXTENSION dtfixup;
CREATE SCHEMA spider_data;
CREATE TABLE spider_data.train (id serial PRIMARY KEY, db text NOT NULL, question text NOT NULL, sql text NOT NULL);
\copy spider_data.train (db, question, sql) FROM '"'"'$WORK/train.csv'"'"' WITH (FORMAT csv, HEADER)
SQL
	if [ "$RESUME" = 1 ]; then
		[ -s "$CKPT" ] || { echo "RESUME=1 but no checkpoint at $CKPT" >&2; exit 1; }
		cp "$CKPT" "$WORK/resume.ckpt" && chmod 644 "$WORK/resume.ckpt"
		psql -X -q -v ON_ERROR_STOP=1 -d spider \
			-c "SELECT dtfixup_import_model('"'"'spider_general'"'"', pg_read_binary_file('"'"'$WORK/resume.ckpt'"'"'))" >/dev/null
	fi
	if [ -n "$INIT_FROM" ] && [ "$RESUME" != 1 ]; then
		cp "$INIT_FROM" "$WORK/base.ckpt" && chmod 644 "$WORK/base.ckpt"
		psql -X -q -v ON_ERROR_STOP=1 -d spider \
			-c "SELECT dtfixup_import_model('"'"'base'"'"', pg_read_binary_file('"'"'$WORK/base.ckpt'"'"'))" >/dev/null
	fi
	# export the last committed checkpoint after each epoch, so a killed run can resume
	( last=""
	  while sleep 20; do
		e=$(psql -X -Atq -d spider -c "SELECT c.epoch FROM dtfixup.models m JOIN dtfixup.checkpoints c ON c.id = m.current_checkpoint WHERE m.name = '"'"'spider_general'"'"'" 2>/dev/null || true)
		if [ -n "$e" ] && [ "$e" != "$last" ]; then
			psql -X -Atq -d spider -c "SELECT encode(dtfixup_export_model('"'"'spider_general'"'"'), '"'"'hex'"'"')" | xxd -r -p > "$CKPT.tmp" && mv "$CKPT.tmp" "$CKPT" && last=$e
			echo "checkpoint of epoch $e exported to $CKPT" >&2
			if [ "$KEEP_EPOCHS" -gt 0 ]; then
				cp "$CKPT" "$CKPT.e$(printf %02d "$e")"
				for f in "$CKPT".e[0-9][0-9]; do
					[ -f "$f" ] || continue
					n=${f##*.e}
					[ "${n#0}" -gt $((e - KEEP_EPOCHS)) ] || rm -f "$f"
				done
			fi
		fi
		[ -f "$WORK/done" ] && break
	  done ) &
	watcher=$!
	t0=$(date +%s)
	psql -X -q -v ON_ERROR_STOP=1 -d spider \
		-c "CALL dtfixup_finetune('"'"'spider_general'"'"', '"'"'spider_data.train'"'"', options => '"'"'$OPTS'"'"')" 2>&1 | tee "$RESULTS/train.log"
	t1=$(date +%s)
	touch "$WORK/done"
	wait $watcher || true
	# written aside, then renamed: a run killed meanwhile leaves the last complete file
	psql -X -Atq -d spider -c "SELECT encode(dtfixup_export_model('"'"'spider_general'"'"'), '"'"'hex'"'"')" | xxd -r -p > "$CKPT.tmp" && mv "$CKPT.tmp" "$CKPT"
	psql -X -Atq -d spider -c "SELECT encode(dtfixup_export_model('"'"'spider_general'"'"', optimizer => false), '"'"'hex'"'"')" | xxd -r -p > "$OUT.tmp" && mv "$OUT.tmp" "$OUT"
	psql -X -Atq -d spider -c "SELECT jsonb_build_object('"'"'seconds'"'"', $t1 - $t0, '"'"'options'"'"', '"'"'$OPTS'"'"'::jsonb, '"'"'config'"'"', config, '"'"'commit'"'"', '"'"'$(git -C "$REPO" rev-parse --short HEAD)'"'"', '"'"'log'"'"', (SELECT jsonb_agg(jsonb_build_object('"'"'epoch'"'"', epoch, '"'"'loss'"'"', loss, '"'"'metrics'"'"', metrics, '"'"'at'"'"', logged) ORDER BY id) FROM dtfixup.training_log WHERE model = '"'"'spider_general'"'"')) FROM dtfixup.models WHERE name = '"'"'spider_general'"'"'" > "$RESULTS/train.json"
'
echo "model written to $OUT ($(stat -c %s "$OUT") bytes)"
