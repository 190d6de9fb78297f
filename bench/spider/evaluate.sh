#!/bin/sh
# bench/spider/evaluate.sh — a model file on Spider dev: execution accuracy in the database,
# exact-set-match by hardness (bench/spider/spider_eval.py), nl2sql latency.
#   sh bench/spider/evaluate.sh MODEL_FILE [SPIDER_DIR]
# MODEL_FILE: checkpoint bytes (dtfixup_export_model, or the installed general model file).
# SPIDER_DIR defaults to ../shared/data/spider (dev.json, tables.json, database_pg/).
# Needs the extension built and installed.  A throwaway cluster (pg_virtualenv) gets one
# database per dev database with contents (database_pg/<db_id>.sql, 19 of the 20), the model
# imported as "candidate" in each, and every dev question of that database asked with
# nl2sql (beam = dtfixup.beam_size, default 5).  A dev database without contents (wta_1)
# gets its schema alone (empty tables, from schemas_pg.sql; prepare.py): its questions are
# asked and scored by exact-set-match, not by execution (on empty tables most results agree).
# Output: bench/spider/results/dev_predictions.jsonl (per question), dev_summary.json.
# DEV_JSON=FILE asks the questions of FILE instead of SPIDER_DIR/dev.json (the same dev
# queries reworded: bench/spider/synonyms.py).
# ENSEMBLE="FILE ..." (at most 3 more model files) decodes with the model and these together
# (imported as member2, member3, ... and named in dtfixup.ensemble; model/parser.h,
# parser_decode_ensemble).
# BEAM=N decodes with dtfixup.beam_size = N instead of the default.
# SETTINGS="-c name=value ..." sets more settings in the asking sessions (PGOPTIONS' form).
# GENERAL=1 asks the installed general model ("general": the parsers `make install` put beside
# the control file, with its own settings, dtfixup.general_cascade included) instead of
# importing MODEL_FILE; MODEL_FILE then only names the model in the summary (pass the
# installed dtfixup_general.ckpt), and ENSEMBLE must be unset.
# CANDIDATES=1 also records every beam candidate (dtfixup_explain) with its execution verdict,
# its row count and its error if it fails to run, in each prediction's "candidates", and the
# question's links in its "links" (the questions are decoded twice: about twice the time); bench/spider/candidates.py reads them.
set -eu
cd "$(dirname "$0")/../.."
MODEL=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
SPIDER=$(cd "${2:-${DTFIXUP_DATA:-../shared/data}/spider}" 2>/dev/null && pwd) || { echo "SKIP bench/spider/evaluate.sh: no data at ${2:-${DTFIXUP_DATA:-../shared/data}/spider} (set DTFIXUP_DATA or pass the folder)"; exit 0; }
RESULTS=${RESULTS_DIR:-bench/spider/results}
mkdir -p "$RESULTS"
RESULTS=$(cd "$RESULTS" && pwd)
REPO=$(pwd)
WORK=$(mktemp -d /tmp/dtfixup_spider_eval.XXXXXX)
chmod 755 "$WORK"
trap 'rm -rf "$WORK"' EXIT
if [ -n "${DEV_JSON:-}" ]; then
	python3 bench/spider/prepare.py "$SPIDER" "$WORK" --dev "$DEV_JSON" 2>/dev/null
else
	python3 bench/spider/prepare.py "$SPIDER" "$WORK" 2>/dev/null
fi
cp "$MODEL" "$WORK/model.ckpt"
MEMBERS=""
i=1
for f in ${ENSEMBLE:-}; do
	i=$((i + 1))
	cp "$f" "$WORK/member$i.ckpt"
	MEMBERS="${MEMBERS:+$MEMBERS,}member$i"
done
chmod -R a+rX "$WORK"
CANDIDATES=${CANDIDATES:-0}
GENERAL=${GENERAL:-0}
if [ "$GENERAL" = 1 ] && [ -n "${ENSEMBLE:-}" ]; then
	echo "GENERAL=1 asks the installed general model: leave ENSEMBLE unset" >&2
	exit 2
fi
case "${BEAM:-5}" in ''|*[!0-9]*) echo "BEAM must be a number" >&2; exit 2 ;; esac
export SPIDER WORK REPO CANDIDATES MEMBERS BEAM GENERAL SETTINGS
. bench/cluster_env.sh
pg_virtualenv -t sh -ec '
	# ask_database FILE CONTENTS: a database from FILE, the model imported, its dev questions
	# asked (CONTENTS false: schema only, execution not compared)
	ask_database() {
		db=$(basename "$1" .sql)
		createdb "$db"
		psql -X -q -v ON_ERROR_STOP=1 -d "$db" -f "$1" >/dev/null
		psql -X -q -v ON_ERROR_STOP=1 -d "$db" -c "CREATE EXTENSION dtfixup" >/dev/null
		model=general
		if [ "$GENERAL" != 1 ]; then
			model=candidate
			psql -X -q -v ON_ERROR_STOP=1 -d "$db" \
				-c "SELECT dtfixup_import_model('"'"'candidate'"'"', pg_read_binary_file('"'"'$WORK/model.ckpt'"'"'))" >/dev/null
		fi
		for m in $(echo "$MEMBERS" | tr , " "); do
			psql -X -q -v ON_ERROR_STOP=1 -d "$db" \
				-c "SELECT dtfixup_import_model('"'"'$m'"'"', pg_read_binary_file('"'"'$WORK/$m.ckpt'"'"'))" >/dev/null
		done
		PGOPTIONS="${PGOPTIONS:-} ${MEMBERS:+-c dtfixup.ensemble=$MEMBERS} ${BEAM:+-c dtfixup.beam_size=$BEAM} ${SETTINGS:-}" \
		psql -X -q -v ON_ERROR_STOP=1 -d "$db" -v csv="$WORK/dev.csv" -v db="$db" -v model="$model" \
			-v contents="$2" -v candidates="${CANDIDATES:-0}" -f "$REPO/bench/spider/evaluate.sql" >> "$WORK/pred.jsonl"
		echo "$db${3:-}: $(grep -c "\"db_id\": \"$db\"" "$WORK/pred.jsonl") questions" >&2
	}
	for f in "$SPIDER"/database_pg/*.sql; do
		ask_database "$f" true
	done
	for f in "$WORK"/schema_only/*.sql; do
		[ -f "$f" ] || continue
		ask_database "$f" false " (schema only, no execution)"
	done
'
cp "$WORK/pred.jsonl" "$RESULTS/dev_predictions.jsonl"
python3 bench/spider/summarize.py "$SPIDER" "$RESULTS/dev_predictions.jsonl" "$MODEL" > "$RESULTS/dev_summary.json"
cat "$RESULTS/dev_summary.json"
