#!/bin/sh
# test/demo.sh — the demo (README.md, first command).  Run as root on Debian 12:
#   sh test/demo.sh [GEOQUERY_DIR]
# Installs dependencies, builds and installs dtfixup, starts a throwaway PostgreSQL cluster,
# loads the GeoQuery database and its training questions (geography.sql and train.jsonl
# from GEOQUERY_DIR; default: $DTFIXUP_DATA/geoquery, where DTFIXUP_DATA defaults to
# ../shared/data, the data folder beside the repository),
# shows what the parser sees (the schema graph and how a question links to it), fine-tunes
# the shipped general model on those questions (CALL dtfixup_finetune, up to 30 epochs
# from "general": the better start by 5-fold cross-validation, bench/README.md; at most
# 170 s of training, so that the whole demo stays within 5 minutes on 2 slower cores), then
# asks it questions and prints the SQL and the rows.  The cluster is dropped at the end.
#
# Environment:
#   DTFIXUP_DATA          the data folder holding geoquery/ (default ../shared/data; a
#                         relative path is taken from the repository root)
#   DTFIXUP_DEMO_OPTIONS  training options as JSON (default
#                         '{"init_from": "general", "epochs": 30, "max_seconds": 170}';
#                         '{}' trains from scratch with the shipped defaults, 100 epochs)
#   DTFIXUP_DEMO_MODEL    a checkpoint file (from dtfixup_export_model) to import instead
#                         of training
#   DTFIXUP_QUESTION      the question whose links are shown
# Run time on 2 cores: see README.md ("The demo and the tests").
set -eu
cd "$(dirname "$0")/.."
GEO_DIR=${1:-${DTFIXUP_DATA:-../shared/data}/geoquery}
for f in geography.sql train.jsonl; do
	if [ ! -f "$GEO_DIR/$f" ]; then
		echo "dtfixup demo: $GEO_DIR/$f not found; pass the folder holding GeoQuery's geography.sql and train.jsonl" >&2
		exit 1
	fi
done
GEO_DIR=$(cd "$GEO_DIR" && pwd)
export GEO_DIR
QUESTION=${DTFIXUP_QUESTION:-which states have cities named springfield}
OPTIONS=${DTFIXUP_DEMO_OPTIONS:-'{"init_from": "general", "epochs": 30, "max_seconds": 170}'}
MODEL_FILE=${DTFIXUP_DEMO_MODEL:-}
if [ -n "$MODEL_FILE" ]; then MODEL_FILE=$(cd "$(dirname "$MODEL_FILE")" && pwd)/$(basename "$MODEL_FILE"); fi
REPO=$(pwd)
export QUESTION OPTIONS MODEL_FILE REPO
sh test/install_deps.sh
make -s -j"$(nproc)" >/dev/null
make -s install >/dev/null
pg_virtualenv -t sh -ec '
	createdb geo
	psql -q -v ON_ERROR_STOP=1 -d geo -f "$GEO_DIR/geography.sql" >/dev/null
	psql -X -q -v ON_ERROR_STOP=1 -d geo -v question="$QUESTION" <<"SQL"
\pset pager off
CREATE EXTENSION dtfixup;
SET search_path = public, dtfixup;
-- the demo shows every answer, also those nl2sql would refuse as too unsure
SET dtfixup.min_confidence = 0;
\echo
\echo == The schema graph of database geo (tables, keys, relations between schema items)
SELECT jsonb_pretty(dtfixup_schema_graph() - '\''relations'\'' - '\''relation_names'\'');
\echo
\echo == How the question links to the schema and to stored values
\echo :question
SELECT jsonb_pretty(dtfixup_link(:'\''question'\''));
\echo
\echo == Before any training: the installed general model (trained on Spider, never on GeoQuery)
SELECT question, nl2sql(question) AS sql
FROM (VALUES ('\''which states have cities named m0'\''), ('\''how many states are there?'\'')) AS q(question);
SQL
	# training questions go in a schema outside the search_path: not part of the schema graph
	psql -X -q -v ON_ERROR_STOP=1 -d geo -c "CREATE SCHEMA training" \
		-v file="$GEO_DIR/train.jsonl" -v tab=training.geo_train -f "$REPO/bench/geoquery/load_jsonl.sql"
	start=$(date +%s)
	if [ -n "$MODEL_FILE" ]; then
		echo; echo "== Importing the model $MODEL_FILE"
		psql -X -q -v ON_ERROR_STOP=1 -d geo -c "SELECT dtfixup_import_model('\''geo'\'', pg_read_binary_file('\''$MODEL_FILE'\''))" >/dev/null
	else
		echo; echo "== Training model geo on $(psql -X -At -d geo -c "SELECT count(*) FROM training.geo_train") GeoQuery questions, options $OPTIONS (one line per epoch)"
		printf "%s\n" "SET search_path = public, dtfixup;" \
			"CALL dtfixup_finetune('\''geo'\'', '\''training.geo_train'\'', options => :'\''opts'\'');" |
			psql -X -q -v ON_ERROR_STOP=1 -d geo -v opts="$OPTIONS"
	fi
	echo "== model ready in $(( $(date +%s) - start )) s"
	psql -X -v ON_ERROR_STOP=1 -d geo <<"SQL"
\pset pager off
SET search_path = public, dtfixup;
SET dtfixup.model = '\''geo'\'';
SELECT name, (config->>'\''layers'\'')::int AS layers, (config->>'\''epochs'\'')::int AS epochs, metrics
FROM dtfixup.models;
\echo
\echo == Questions, their SQL and their rows
SELECT question, nl2sql(question) AS sql
FROM (VALUES ('\''which states have cities named springfield'\''),
             ('\''what is the capital of texas'\''),
             ('\''how many rivers are in colorado'\''),
             ('\''what is the highest point in the us'\'')) AS q(question);
\echo which states have cities named springfield
SELECT * FROM nl2sql_execute('\''which states have cities named springfield'\'');
\echo what is the capital of texas
SELECT * FROM nl2sql_execute('\''what is the capital of texas'\'');
\echo how many rivers are in colorado
SELECT * FROM nl2sql_execute('\''how many rivers are in colorado'\'');
\echo what is the highest point in the us
SELECT * FROM nl2sql_execute('\''what is the highest point in the us'\'');
SQL
'
