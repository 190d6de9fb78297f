#!/bin/sh
# bench/feedback/stream.sh — the realistic stream (README.md beside it, "The realistic
# stream"): GeoQuery's 598 shared questions in groups of one gold query up to its values,
# K folds of whole groups; per fold a simulated user asks the other folds' questions,
# corrects every wrong answer and confirms one right answer in CONFIRM_EVERY, asks the
# held-out fold without correcting it; then each learning variant is measured on the fold.
#   K=5 FOLDS="0 1 2 3 4" VARIANTS="none sure finetune" sh bench/feedback/stream.sh
# SPLIT: groups (default: whole groups of one gold query up to its values per fold, no
# held-out query seen) or questions (single questions dealt at random by SEED, default 0, as
# GeoQuery's own question split).  HELD_OUT_LOGGED: 1 (default) the held-out questions are
# asked, logged, before learning (their uncorrected answers are then in the log); 0 they are
# asked only after it, as a test set is.  MIN_CONFIDENCE (default 0: no answer refused) is
# dtfixup.min_confidence for every session.
# VARIANTS: <name> = CALL dtfixup_learn(model, '{"log_answers": "<name>"}' || OPTS) for
# none, sure, confident, all; confident:<t> with "min_log_confidence": <t>; finetune =
# dtfixup_finetune from general on every stream question's gold SQL with OPTS.  OPTS
# (default {}) are the options of both.  Suffixes add one option each to a variant's:
# +pull:<x> "start_pull", +variants:<n> "value_variants", +average:<n> "average_last",
# +members:<n> "members" and +repeats:<n> "pair_repeats" (dtfixup_learn only), +epochs:<n>
# "epochs" (e.g. none+pull:10, all+average:3+epochs:12, none+members:1, reviewed+repeats:1).
# Runs its own throwaway cluster (test/own_cluster.sh) with the binaries of pg_config and
# the extension installed there (make install into a private PostgreSQL, not the shared
# one).  Data: $DTFIXUP_DATA (default ../shared/data), as run.sh; SKIP without it.
# REVIEW_FOLDS (default none, e.g. "0"): first stream_review.sql for these folds, review order
# against stream order after CHECKPOINTS reviews (default 10,20,40,80,160): review.json.
# Results: $RESULTS_DIR (default bench/feedback/results)/stream.json, rewritten after each
# variant of each fold.
set -eu
cd "$(dirname "$0")/../.."
DATA=${DTFIXUP_DATA:-../shared/data}
for f in geography.sql train.jsonl dev.jsonl; do
	if [ ! -f "$DATA/geoquery/$f" ]; then
		echo "SKIP bench/feedback/stream: $DATA/geoquery/$f not found (set DTFIXUP_DATA to the data folder)"
		exit 0
	fi
done
DATA=$(cd "$DATA" && pwd)
K=${K:-5}
FOLDS=${FOLDS:-$(seq 0 $((K - 1)))}
VARIANTS=${VARIANTS:-none sure finetune}
OPTS=${OPTS:-'{}'}
CONFIRM_EVERY=${CONFIRM_EVERY:-5}
SPLIT=${SPLIT:-groups}
case $SPLIT in groups|questions) ;; *) echo "SPLIT must be groups or questions" >&2; exit 2 ;; esac
SEED=${SEED:-0}
HELD_OUT_LOGGED=${HELD_OUT_LOGGED:-1}
export PGOPTIONS="${PGOPTIONS:-} -c dtfixup.min_confidence=${MIN_CONFIDENCE:-0}"
RESULTS_DIR=${RESULTS_DIR:-bench/feedback/results}
mkdir -p "$RESULTS_DIR"
RESULTS_DIR=$(cd "$RESULTS_DIR" && pwd)
REPO=$(pwd)

. test/own_cluster.sh
own_cluster_dir feedback_stream
trap own_cluster_remove EXIT
# the checkout may be unreadable to postgres: the scripts travel to $W
mkdir -p "$W/repo/bench/feedback" "$W/repo/bench/geoquery"
cp bench/feedback/*.sql "$W/repo/bench/feedback/"
cp bench/geoquery/load_jsonl.sql "$W/repo/bench/geoquery/"
chmod -R a+rX "$W/repo"
own_cluster_create "${PORT:-5504}"
own_cluster_start
psql_geo() { as_pg "$BIN/psql" -X -q -h "$W" -p "$P" -U postgres -d geo -v data="$DATA" -v repo="$W/repo" "$@"; }
as_pg "$BIN/createdb" -h "$W" -p "$P" -U postgres geo
as_pg "$BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$W" -p "$P" -U postgres -d geo -f "$DATA/geoquery/geography.sql" >/dev/null
psql_geo -v folds="$K" -v split="$SPLIT" -v seed="$SEED" -f "$W/repo/bench/feedback/stream_setup.sql"

write_results() {
	psql_geo -At -c "SELECT jsonb_pretty(jsonb_build_object('k', $K, 'confirm_every', $CONFIRM_EVERY,
		'split', '$SPLIT', 'seed', $SEED, 'held_out_logged', $HELD_OUT_LOGGED, 'min_confidence', ${MIN_CONFIDENCE:-0},
		'opts', '$OPTS'::jsonb,
		'log_labels', (SELECT jsonb_agg(jsonb_build_object('min_confidence', t, 'held_out', h, 'logged', c, 'right', r) ORDER BY h, t)
			FROM (SELECT t, l.held_out AS h, count(*) AS c, count(*) FILTER (WHERE l.right_answer) AS r
				FROM training.log_labels AS l, unnest(ARRAY[0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) AS t
				WHERE l.confidence >= t GROUP BY t, l.held_out) AS x),
		'rows', (SELECT jsonb_agg(to_jsonb(r) ORDER BY r.fold, r.what) FROM training.results AS r),
		'summary', (SELECT jsonb_agg(s.x ORDER BY s.what) FROM
			(SELECT what, jsonb_build_object('what', what, 'folds', count(*), 'held_out', sum(held_out),
				'right', sum(right_answers), 'accuracy', round(100.0 * sum(right_answers) / sum(held_out), 1),
				'pairs_mean', round(avg(pairs), 0), 'seconds_mean', round(avg(seconds), 1),
				'seconds_max', max(seconds)) AS x
			 FROM training.results WHERE right_answers IS NOT NULL GROUP BY what) AS s)))" > "$RESULTS_DIR/stream.json"
}

# The options a variant's suffixes add ("+pull:3+epochs:20"), as a JSON object.
variant_suffix_options() {
	rest=$1 json=
	while [ -n "$rest" ]; do
		rest=${rest#+}
		item=${rest%%+*}
		rest=${rest#"$item"}
		case ${item%%:*} in
			pull) key=start_pull ;;
			variants) key=value_variants ;;
			epochs) key=epochs ;;
			average) key=average_last ;;
			members) key=members ;;
			repeats) key=pair_repeats ;;
			*) echo "unknown variant suffix +$item (pull, variants, epochs, average, members, repeats)" >&2; exit 2 ;;
		esac
		json="$json${json:+, }\"$key\": ${item#*:}"
	done
	echo "{$json}"
}

for k in ${REVIEW_FOLDS:-}; do
	echo "== fold $k: review order against stream order"
	psql_geo -v k="$k" -v checkpoints="${CHECKPOINTS:-10,20,40,80,160}" -f "$W/repo/bench/feedback/stream_review.sql"
	psql_geo -At -c "SELECT jsonb_pretty(jsonb_agg(to_jsonb(r) ORDER BY r.fold, r.review_order, r.reviews))
		FROM training.review AS r" > "$RESULTS_DIR/review.json"
done
for k in $FOLDS; do
	echo "== fold $k: the stream"
	psql_geo -v k="$k" -v confirm_every="$CONFIRM_EVERY" -v held_out_logged="$HELD_OUT_LOGGED" -f "$W/repo/bench/feedback/stream_fold.sql"
	write_results
	for v in $VARIANTS; do
		echo "== fold $k: $v"
		base=${v%%+*}
		suffix_opts=$(variant_suffix_options "${v#"$base"}")
		case $base in
			finetune) opts=$OPTS ;;
			confident:*) opts=$(printf '{"log_answers": "confident", "min_log_confidence": %s}' "${base#confident:}") ;;
			*) opts=$(printf '{"log_answers": "%s"}' "$base") ;;
		esac
		psql_geo -v k="$k" -v variant="$v" -v learn_opts="$opts" -v extra="$OPTS" -v suffix_opts="$suffix_opts" \
			-f "$W/repo/bench/feedback/stream_learn.sql"
		write_results
	done
done
cat "$RESULTS_DIR/stream.json"
