-- bench/feedback/kfold.sql — held-out accuracy of the general model with stored pairs alone
-- (no training), K-fold over GeoQuery's train + dev questions (see README.md beside it).
-- For each fold: the pairs stored are the gold SQL of the other folds' questions that the
-- general model alone answers wrongly (the corrections a user would record), then the
-- fold's questions are asked.  psql variables: those of common.sql, :results, :k.
\i :repo/bench/feedback/common.sql
CREATE TABLE training.all_q AS
SELECT row_number() OVER (ORDER BY src, id) AS n, question, sql, NULL::boolean AS general_right
FROM (SELECT 0 AS src, id, question, sql FROM training.train
      UNION ALL SELECT 1, id, question, sql FROM training.dev) AS q;
\echo == the general model alone on every question
SET dtfixup.answer_from_feedback = off;
UPDATE training.all_q SET general_right = training.answers_right(question, sql, 'general');
RESET dtfixup.answer_from_feedback;
CREATE TABLE training.kfold (fold int, n bigint, general_right boolean, right_answer boolean);
CREATE TABLE training.kfold_pairs (fold int, stored int, refused int, record_s numeric);
SET bench.k = :'k';
\echo == folds: store the corrections of the other folds, ask the fold
DO $$
DECLARE k int; r record; stored int; refused int; t timestamptz; folds int := current_setting('bench.k')::int;
BEGIN
    FOR k IN 0 .. folds - 1 LOOP
        DELETE FROM dtfixup.feedback;
        stored := 0; refused := 0; t := clock_timestamp();
        FOR r IN SELECT question, sql FROM training.all_q WHERE n % folds <> k AND NOT general_right ORDER BY n LOOP
            BEGIN
                PERFORM dtfixup_feedback(r.question, r.sql);
                stored := stored + 1;
            EXCEPTION WHEN OTHERS THEN
                refused := refused + 1;
            END;
        END LOOP;
        INSERT INTO training.kfold_pairs VALUES (k, stored, refused,
            round(extract(epoch FROM clock_timestamp() - t)::numeric, 1));
        INSERT INTO training.kfold
        SELECT k, n, general_right, training.answers_right(question, sql, 'general')
        FROM training.all_q WHERE n % folds = k ORDER BY n;
    END LOOP;
END $$;
SELECT jsonb_pretty(jsonb_build_object(
    'k', :k, 'questions', (SELECT count(*) FROM training.kfold),
    'general_alone', (SELECT round(100.0 * count(*) FILTER (WHERE general_right) / count(*), 1) FROM training.kfold),
    'general_and_pairs', (SELECT round(100.0 * count(*) FILTER (WHERE right_answer) / count(*), 1) FROM training.kfold),
    'folds', (SELECT jsonb_agg(jsonb_build_object('fold', f.fold, 'questions', f.n, 'right', f.ok,
                                                  'accuracy', round(100.0 * f.ok / f.n, 1),
                                                  'pairs_stored', p.stored, 'pairs_refused', p.refused,
                                                  'recording_seconds', p.record_s) ORDER BY f.fold)
              FROM (SELECT fold, count(*) AS n, count(*) FILTER (WHERE right_answer) AS ok
                    FROM training.kfold GROUP BY fold) AS f JOIN training.kfold_pairs p USING (fold))))
\g :results/kfold.json
