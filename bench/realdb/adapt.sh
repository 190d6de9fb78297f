#!/bin/sh
# bench/realdb/adapt.sh [OUT_DIR] — dtfixup_adapt on the real databases of bench/realdb
# (docs/adapt.md, "Measured"): runs bench/realdb/run.sh three times, each in a throwaway
# cluster of its own, and compares the runs question by question:
#   zeroshot   the general model out of the box;
#   adapt      CALL dtfixup_adapt('adapted', ADAPT_OPTIONS) in each database, then the
#              adapted model asked;
#   adapt20    20 of the set's questions (the first by md5(id), in proportion to each
#              database's share) recorded with their gold SQL by dtfixup_feedback, then the
#              same adapt (which trains on them too), the adapted model asked;
#   zeroshot1  the general model's first parser alone (dtfixup.general_members = 1): the
#              parser adapt starts from, without adapting; zeroshot3: its first three (the
#              ensemble below without the adapted model);
#   adapt_ens, adapt20_ens   as adapt and adapt20, but the general model asked with the
#              adapted model in its ensemble (dtfixup.general_members = 3,
#              dtfixup.ensemble = adapted: four parsers, as the general model alone has).
# Every figure is reported on the questions that are not among the 20 (and, for the first
# two, on all), so the three runs are compared on the same questions.  The time adapt took
# per database is in OUT_DIR/<run>.log ("adapt_seconds DB SECONDS"), with adapt's notices.  ADAPT_RUNS="adapt" runs only those.
#   ADAPT_OPTIONS   the options of dtfixup_adapt (default '{}': its defaults)
#   REALDB_DIR      the folder of run.sh and the databases (default: this script's folder)
# Needs the extension installed for `pg_config`; run as root or a user that may run initdb.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
REALDB_DIR=${REALDB_DIR:-$HERE}
OUT=${1:-$HERE/../out/realdb_adapt}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
OPTIONS=${ADAPT_OPTIONS:-'{}'}
RUNS=${ADAPT_RUNS:-zeroshot zeroshot1 zeroshot3 adapt adapt20 adapt_ens adapt20_ens}
ENSEMBLE="-c dtfixup.general_members=3 -c dtfixup.ensemble=adapted"
DBS=$(for d in "$REALDB_DIR"/*/questions.jsonl; do basename "$(dirname "$d")"; done)
TOTAL=$(cat $(for db in $DBS; do echo "$REALDB_DIR/$db/questions.jsonl"; done) | grep -c .)

# the corrections recorded in a database: its share of 20, the first by md5(id)
corrections_sql() {
	cat <<SQL
CREATE TEMP TABLE adapt_q (line text);
-- \\copy takes no variables: the command is built in one (as bench/realdb/evaluate.sql does)
\\set file :db '.jsonl'
\\set copy_cmd '\\\\copy adapt_q FROM ' :'file' ' WITH (FORMAT csv, QUOTE E''\\\\x01'', DELIMITER E''\\\\x02'')'
:copy_cmd
DO \$\$
DECLARE r record; n integer := 0; total integer := $TOTAL;
BEGIN
  FOR r IN SELECT line::jsonb->>'question' AS q, line::jsonb->>'sql' AS s
           FROM adapt_q WHERE line ~ '\S'
           ORDER BY md5(line::jsonb->>'id')
           LIMIT round(20.0 * (SELECT count(*) FROM adapt_q WHERE line ~ '\S') / total) LOOP
    BEGIN
      PERFORM dtfixup_feedback(r.q, r.s);
      n := n + 1;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'correction not recorded (%): %', SQLERRM, r.q;
    END;
  END LOOP;
  RAISE NOTICE 'corrections recorded: %', n;
END \$\$;
SQL
}

adapt_sql() {
	cat <<SQL
SET dtfixup.value_link_time_budget = 0;
SELECT clock_timestamp() AS t0 \\gset
CALL dtfixup_adapt('adapted', '$OPTIONS');
SELECT round(extract(epoch FROM clock_timestamp() - :'t0'::timestamptz)::numeric, 1) AS took \\gset
\\warn adapt_seconds :db :took
SQL
}

for run in $RUNS; do
	case $run in
		zeroshot) REALDB_SETUP_SQL="" REALDB_MODEL="" sh "$REALDB_DIR/run.sh" "$OUT/$run" 2> "$OUT/$run.log" ;;
		adapt) REALDB_SETUP_SQL="$(adapt_sql)" REALDB_MODEL=adapted sh "$REALDB_DIR/run.sh" "$OUT/$run" 2> "$OUT/$run.log" ;;
		adapt20) REALDB_SETUP_SQL="$(corrections_sql; adapt_sql)" REALDB_MODEL=adapted sh "$REALDB_DIR/run.sh" "$OUT/$run" 2> "$OUT/$run.log" ;;
		zeroshot1) REALDB_SETUP_SQL="" REALDB_MODEL="" REALDB_SETTINGS="-c dtfixup.general_members=1" \
			sh "$REALDB_DIR/run.sh" "$OUT/$run" 2> "$OUT/$run.log" ;;
		zeroshot3) REALDB_SETUP_SQL="" REALDB_MODEL="" REALDB_SETTINGS="-c dtfixup.general_members=3" \
			sh "$REALDB_DIR/run.sh" "$OUT/$run" 2> "$OUT/$run.log" ;;
		adapt_ens) REALDB_SETUP_SQL="$(adapt_sql)" REALDB_MODEL="" REALDB_SETTINGS="$ENSEMBLE" \
			sh "$REALDB_DIR/run.sh" "$OUT/$run" 2> "$OUT/$run.log" ;;
		adapt20_ens) REALDB_SETUP_SQL="$(corrections_sql; adapt_sql)" REALDB_MODEL="" REALDB_SETTINGS="$ENSEMBLE" \
			sh "$REALDB_DIR/run.sh" "$OUT/$run" 2> "$OUT/$run.log" ;;
		*) echo "unknown run $run" >&2; exit 2 ;;
	esac
done
python3 "$HERE/adapt_summary.py" "$REALDB_DIR" "$OUT" $RUNS | tee "$OUT/summary.txt"
