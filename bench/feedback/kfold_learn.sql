-- bench/feedback/kfold_learn.sql — the same K folds as kfold.sql (run it first, in the same
-- database: it builds training.all_q), now with dtfixup_learn: for each fold the other
-- folds' corrections are stored, a model learns from them (from the general model, the
-- procedure's default options), and the fold's questions are asked with that model and the
-- stored pairs (the default setting).  psql variables: those of common.sql, :results, :k.
\pset tuples_only on
\pset format unaligned
CREATE TABLE training.kfold_learn (fold int, n bigint, right_answer boolean);
CREATE TABLE training.kfold_learn_time (fold int, pairs int, learn_s numeric);
SET bench.k = :'k';
\echo == folds: store the corrections of the other folds, learn from them, ask the fold
DO $$
DECLARE k int; r record; stored int; t timestamptz; folds int := current_setting('bench.k')::int;
BEGIN
    FOR k IN 0 .. folds - 1 LOOP
        DELETE FROM dtfixup.feedback;
        stored := 0;
        FOR r IN SELECT question, sql FROM training.all_q WHERE n % folds <> k AND NOT general_right ORDER BY n LOOP
            BEGIN
                PERFORM dtfixup_feedback(r.question, r.sql);
                stored := stored + 1;
            EXCEPTION WHEN OTHERS THEN
                NULL;			-- refusals are counted by kfold.sql
            END;
        END LOOP;
        t := clock_timestamp();
        CALL dtfixup_learn('fold_' || k);
        INSERT INTO training.kfold_learn_time VALUES (k, stored,
            round(extract(epoch FROM clock_timestamp() - t)::numeric, 1));
        INSERT INTO training.kfold_learn
        SELECT k, n, training.answers_right(question, sql, 'fold_' || k)
        FROM training.all_q WHERE n % folds = k ORDER BY n;
    END LOOP;
END $$;
SELECT jsonb_pretty(jsonb_build_object(
    'k', :k, 'questions', (SELECT count(*) FROM training.kfold_learn),
    'learned_and_pairs', (SELECT round(100.0 * count(*) FILTER (WHERE right_answer) / count(*), 1) FROM training.kfold_learn),
    'folds', (SELECT jsonb_agg(jsonb_build_object('fold', f.fold, 'questions', f.n, 'right', f.ok,
                                                  'accuracy', round(100.0 * f.ok / f.n, 1),
                                                  'pairs', p.pairs, 'learn_seconds', p.learn_s) ORDER BY f.fold)
              FROM (SELECT fold, count(*) AS n, count(*) FILTER (WHERE right_answer) AS ok
                    FROM training.kfold_learn GROUP BY fold) AS f JOIN training.kfold_learn_time p USING (fold))))
\g :results/kfold_learn.json
