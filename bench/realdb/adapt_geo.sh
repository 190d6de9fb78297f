#!/bin/sh
# bench/realdb/adapt_geo.sh [DATA_DIR] [OUT_DIR] — dtfixup_adapt on GeoQuery, a proxy for a
# real database (docs/adapt.md, "Measured"): adapt never sees GeoQuery's questions, only its
# schema and stored values, so all 598 questions of its train and dev splits are held out.
# In a throwaway cluster (the binaries of `pg_config --bindir`, test/own_cluster.sh): load
# geography.sql, CALL dtfixup_adapt('adapted', ADAPT_OPTIONS) (default '{}'), and score the
# adapted model on the 598 questions with dtfixup_evaluate (beam 5, value check), alone and
# in the general model's ensemble (dtfixup.general_members = 3, dtfixup.ensemble), as
# bench/geoquery/kfold.sh scores the general model zero-shot (its figure:
# /work/baseline/geo_zeroshot.json, or ZERO_SHOT=1 scores it here too).  Writes
# OUT_DIR/geo_adapt.json (exact match, execution accuracy, adapt's seconds, its notices in
# OUT_DIR/geo_adapt.log).  DATA_DIR defaults to ../shared/data.  ADAPT=0 adapts nothing and
# scores the general model's first parser alone (dtfixup.general_members = 1), where adapt
# starts from, or its first MEMBERS parsers (MEMBERS=3: the ensemble without the adapted one).
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=$(cd "${1:-$HERE/../../../shared/data}" && pwd)
OUT=${2:-$HERE/../out/realdb_adapt}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
OPTIONS=${ADAPT_OPTIONS:-'{}'}
LABEL=${LABEL:-geo_adapt}
. "$HERE/../../test/own_cluster.sh"
own_cluster_dir adapt_geo
trap own_cluster_remove EXIT
own_cluster_create 56490
own_cluster_start
cp "$DATA/geoquery/geography.sql" "$DATA/geoquery/train.jsonl" "$DATA/geoquery/dev.jsonl" \
	"$HERE/../geoquery/load_jsonl.sql" "$W/"
chmod 644 "$W"/*.sql "$W"/*.jsonl
psql_geo() { as_pg "$BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$W" -p "$P" -U postgres -d geo "$@"; }
as_pg "$BIN/createdb" -h "$W" -p "$P" -U postgres geo
psql_geo -f "$W/geography.sql" >/dev/null
cat > "$W/run.sql" <<SQL
CREATE EXTENSION dtfixup;
SET dtfixup.value_link_time_budget = 0;
-- the questions live outside the search path: the schema graph is the seven tables alone
CREATE SCHEMA training;
\\set file 'train.jsonl'
\\set tab training.q_train
\\i load_jsonl.sql
\\set file 'dev.jsonl'
\\set tab training.q_dev
\\i load_jsonl.sql
CREATE TABLE training.all_q AS SELECT question, sql FROM training.q_train UNION ALL SELECT question, sql FROM training.q_dev;
SQL
if [ "${ADAPT:-1}" = 0 ]; then
	# no adapting: the general model's first parser alone, the parser adapt starts from
	cat >> "$W/run.sql" <<SQL
\\pset tuples_only on
\\pset format unaligned
SET dtfixup.general_members = ${MEMBERS:-1};
SELECT jsonb_build_object('general_members', ${MEMBERS:-1}, 'general', dtfixup_evaluate('general', 'training.all_q') - 'per_example');
SQL
else
	cat >> "$W/run.sql" <<SQL
SELECT clock_timestamp() AS t0 \\gset
CALL dtfixup_adapt('adapted', '$OPTIONS');
SELECT round(extract(epoch FROM clock_timestamp() - :'t0'::timestamptz)::numeric, 1) AS took \\gset
\\pset tuples_only on
\\pset format unaligned
SELECT dtfixup_evaluate('adapted', 'training.all_q') - 'per_example' AS adapted \\gset
$( [ "${ZERO_SHOT:-0}" = 1 ] && echo "SELECT dtfixup_evaluate('general', 'training.all_q') - 'per_example' AS general \\gset" || echo "SELECT 'null' AS general \\gset")
-- the adapted model in the general model's ensemble (four parsers, as the general model alone)
SET dtfixup.general_members = 3;
SET dtfixup.ensemble = 'adapted';
SELECT dtfixup_evaluate('general', 'training.all_q') - 'per_example' AS ensemble \\gset
SELECT jsonb_build_object('options', '$OPTIONS'::jsonb, 'adapt_seconds', :took::numeric,
                          'adapted', :'adapted'::jsonb, 'general_with_adapted', :'ensemble'::jsonb,
                          'general', :'general'::jsonb);
SQL
fi
chmod 644 "$W/run.sql"
psql_geo -f "$W/run.sql" > "$OUT/$LABEL.json" 2> "$OUT/$LABEL.log"
cat "$OUT/$LABEL.json"
