#!/bin/sh
# bench/citus/run.sh — the general model on one server and on a Citus cluster, side by side:
#   sh bench/citus/run.sh [SPIDER_DIR]
# Starts a coordinator and two workers on this machine (test/citus_cluster.sh: Citus built
# from shared/vendor once, cached), and for each of Spider's dev databases concert_singer and
# pets_1 loads it twice: as database <db>_one on the coordinator's server without Citus (one
# server), and as <db> distributed on the cluster (layout below, every foreign key kept).
# Asks each database's dev questions in both (bench/citus/ask.sql: nl2sql's time, execution
# match against the gold query run on the same side, dtfixup_link's look-ups and time),
# interleaved database by database, and prints the comparison (summarize.py).
# LAYOUT=split distributes instead the tables the keys layout makes reference tables
# (concert_singer's singer, pets_1's pets) by their own key, in a colocation group of their
# own: the key to them cannot be kept (Citus refuses keys between tables that are not
# co-located), and joins through it need repartitioning.  CLUSTER_SETTINGS ("-c name=value
# ...", PGOPTIONS' form) applies to the cluster's sessions, e.g.
#   LAYOUT=split CLUSTER_SETTINGS="-c citus.enable_repartition_joins=on -c citus.multi_shard_modify_mode=sequential"
# Output: bench/citus/results/results.jsonl (per question and setup), summary.md
# (results-split/ with LAYOUT=split).
# SPIDER_DIR defaults to $DTFIXUP_DATA/spider (DTFIXUP_DATA: ../shared/data).  Run as root.
set -eu
cd "$(dirname "$0")/../.."
NO_REFUSAL="-c dtfixup.min_confidence=0"	# answers are measured, never refused for their confidence
export PGOPTIONS="${PGOPTIONS:-} $NO_REFUSAL"
SPIDER=$(cd "${1:-${DTFIXUP_DATA:-../shared/data}/spider}" 2>/dev/null && pwd) || {
	echo "SKIP bench/citus: no Spider data at ${1:-${DTFIXUP_DATA:-../shared/data}/spider}"; exit 0; }
LAYOUT=${LAYOUT:-keys}
case $LAYOUT in keys) RESULTS=bench/citus/results ;; split) RESULTS=bench/citus/results-split ;;
	*) echo "LAYOUT is keys or split" >&2; exit 2 ;; esac
mkdir -p "$RESULTS"
. test/citus_cluster.sh
citus_ensure_installed || { echo "SKIP bench/citus: $CITUS_SKIP"; exit 0; }
trap citus_cluster_stop EXIT
citus_cluster_start concert_singer || { echo "the Citus cluster did not start: $CITUS_SKIP" >&2; exit 1; }
citus_add_database pets_1 || { echo "$CITUS_SKIP" >&2; exit 1; }
python3 bench/spider/prepare.py "$SPIDER" "$CITUS_W" >/dev/null 2>&1
cp bench/citus/ask.sql "$CITUS_W/ask.sql"
chmod 644 "$CITUS_W/dev.csv" "$CITUS_W/ask.sql"
# The cluster's layout: co-located hash-distributed fact tables, the small tables they
# reference as reference tables, so that every foreign key of the Spider database is kept
# (Citus allows keys between co-located tables on the distribution column and to reference
# tables) and the schema graph is one server's.
layout() {
	case $1:$LAYOUT in
		concert_singer:split) echo "SELECT create_reference_table('stadium');
SELECT create_distributed_table('singer', 'singer_id', colocate_with => 'none');
SELECT create_distributed_table('concert', 'concert_id', colocate_with => 'none');
SELECT create_distributed_table('singer_in_concert', 'concert_id', colocate_with => 'concert');" ;;
		pets_1:split) echo "SELECT create_distributed_table('pets', 'petid', colocate_with => 'none');
SELECT create_distributed_table('student', 'stuid', colocate_with => 'none');
SELECT create_distributed_table('has_pet', 'stuid', colocate_with => 'student');" ;;
		concert_singer:keys) echo "SELECT create_reference_table('stadium');
SELECT create_reference_table('singer');
SELECT create_distributed_table('concert', 'concert_id');
SELECT create_distributed_table('singer_in_concert', 'concert_id', colocate_with => 'concert');" ;;
		pets_1:keys) echo "SELECT create_reference_table('pets');
SELECT create_distributed_table('student', 'stuid');
SELECT create_distributed_table('has_pet', 'stuid', colocate_with => 'student');" ;;
	esac
}
: >"$RESULTS/results.jsonl"
for db in concert_singer pets_1; do
	citus_as_pg "$CITUS_BIN/createdb" -h "$CITUS_W" -p "$CITUS_P0" "${db}_one"
	CITUS_DB=${db}_one cpsql "$CITUS_P0" -f "$SPIDER/database_pg/$db.sql" >/dev/null
	CITUS_DB=${db}_one cpsql "$CITUS_P0" -c "CREATE EXTENSION dtfixup" -c "ANALYZE" >/dev/null
	# on the cluster: the keys dropped, the tables distributed empty, the keys added back,
	# then the rows copied in, referenced tables first (so the coordinator's tables hold none of them)
	CITUS_DB=$db cpsql "$CITUS_P0" -f "$SPIDER/database_pg/$db.sql" >/dev/null
	{
		echo "CREATE EXTENSION dtfixup;"
		echo "CREATE SCHEMA bench_keep; SET citus.multi_shard_modify_mode = 'sequential';"
		echo "CREATE TABLE bench_keep.fk AS SELECT conrelid::regclass::text AS tbl, confrelid::regclass::text AS ref, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace;"
		for t in $(CITUS_DB=$db cpsql "$CITUS_P0" -c "SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace"); do
			echo "CREATE TABLE bench_keep.\"$t\" AS SELECT * FROM public.\"$t\";"
		done
		echo "SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', tbl, conname) FROM bench_keep.fk \\gexec"
		for t in $(CITUS_DB=$db cpsql "$CITUS_P0" -c "SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace"); do
			echo "TRUNCATE public.\"$t\";"
		done
		layout "$db"
		# a key between hash-distributed tables of two colocation groups cannot be kept
		echo "SELECT format('ALTER TABLE %s ADD CONSTRAINT %I %s', k.tbl, k.conname, k.def) FROM bench_keep.fk k WHERE NOT EXISTS (SELECT FROM pg_dist_partition a, pg_dist_partition b WHERE a.logicalrelid = k.tbl::regclass AND b.logicalrelid = k.ref::regclass AND a.partmethod = 'h' AND b.partmethod = 'h' AND a.colocationid <> b.colocationid) \\gexec"
		echo "SELECT format('INSERT INTO public.%I SELECT * FROM bench_keep.%I', c.relname, c.relname) FROM pg_class c JOIN pg_dist_partition p ON p.logicalrelid = c.oid WHERE c.relnamespace = 'public'::regnamespace ORDER BY p.partmethod DESC, (SELECT count(*) FROM pg_constraint k WHERE k.conrelid = c.oid AND k.contype = 'f') \\gexec"
		echo "DROP SCHEMA bench_keep CASCADE; ANALYZE;"
	} >"$CITUS_W/distribute_$db.sql"
	chmod 644 "$CITUS_W/distribute_$db.sql"
	CITUS_DB=$db cpsql "$CITUS_P0" -f "$CITUS_W/distribute_$db.sql" >/dev/null || {
		echo "distributing $db failed: $(tail -n 3 "$CITUS_W/psql.err")" >&2; exit 1; }
	echo "$db: $(CITUS_DB=$db cpsql "$CITUS_P0" -c "SELECT string_agg(logicalrelid::text || ':' || partmethod::text, ' ' ORDER BY 1) FROM pg_dist_partition"), $(CITUS_DB=$db cpsql "$CITUS_P0" -c "SELECT count(*) FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace") foreign keys (one server: $(CITUS_DB=${db}_one cpsql "$CITUS_P0" -c "SELECT count(*) FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace"))" >&2
	# one warm-up question each (the model's files mapped, the catalog read), then both setups
	for side in one citus; do
		d=$db; [ $side = one ] && d=${db}_one
		CITUS_DB=$d cpsql "$CITUS_P0" -c "SELECT nl2sql('how many rows are there')" >/dev/null
		opts=""; [ $side = citus ] && opts=${CLUSTER_SETTINGS:-}
		export PGOPTIONS="$NO_REFUSAL $opts"
		CITUS_DB=$d cpsql "$CITUS_P0" -v csv="$CITUS_W/dev.csv" -v db="$db" -v setup="$side" \
			-f "$CITUS_W/ask.sql" >>"$RESULTS/results.jsonl" || { echo "asking $d failed: $(tail -n 3 "$CITUS_W/psql.err")" >&2; exit 1; }
		export PGOPTIONS="$NO_REFUSAL"
	done
done
python3 bench/citus/summarize.py "$RESULTS/results.jsonl" | tee "$RESULTS/summary.md"
