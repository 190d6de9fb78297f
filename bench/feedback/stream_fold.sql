-- bench/feedback/stream_fold.sql — one fold of the realistic stream (stream.sh): the
-- pairs and the log emptied, then the simulated user asks the other folds' questions in a
-- shuffled order with the general model (stored pairs on, every question logged), records
-- the gold SQL after each wrong answer and confirms one right answer in :confirm_every
-- (dtfixup_feedback of the answer given); then asks the fold's questions, held out, without
-- correcting them (logged too when :held_out_logged is 1; 0: asked after learning only, as a
-- test set is).  Then every logged answer that nobody corrected is checked against its gold
-- rows (training.log_labels).  psql variables: :k, :confirm_every, :held_out_logged.
\set ON_ERROR_STOP 1
\pset tuples_only on
\pset format unaligned
SET client_min_messages = warning;
SET dtfixup.value_link_time_budget = 0;
SET bench.k = :'k';
SET bench.confirm_every = :'confirm_every';
SET bench.held_out_logged = :'held_out_logged';
DELETE FROM dtfixup.feedback;
DELETE FROM dtfixup.question_log;
DELETE FROM training.stream_log WHERE fold = :k;
DELETE FROM training.results WHERE fold = :k;
DO $$
DECLARE r record; answer text; ok boolean; event text; t timestamptz := clock_timestamp();
        k int := current_setting('bench.k')::int; every int := current_setting('bench.confirm_every')::int;
BEGIN
    FOR r IN SELECT n, question, sql, gold_rows FROM training.all_q WHERE fold <> k ORDER BY md5(n::text) LOOP
        BEGIN
            answer := nl2sql(r.question);
        EXCEPTION WHEN OTHERS THEN
            answer := NULL;
        END;
        ok := answer IS NOT NULL AND r.gold_rows IS NOT NULL AND training.rows_of(answer) = r.gold_rows;
        BEGIN
            IF NOT ok THEN
                PERFORM dtfixup_feedback(r.question, r.sql);
                event := 'corrected';
            ELSIF r.n % every = 0 THEN
                PERFORM dtfixup_feedback(r.question, answer);
                event := 'confirmed';
            ELSE
                event := 'right';
            END IF;
        EXCEPTION WHEN OTHERS THEN
            event := 'refused';
        END;
        INSERT INTO training.stream_log VALUES (k, 'stream', r.n, event, ok);
    END LOOP;
    INSERT INTO training.results
    SELECT k, 'stream', count(*), count(*) FILTER (WHERE right_answer),
           (SELECT count(*) FROM dtfixup.feedback), (SELECT count(*) FROM dtfixup.question_log),
           round(extract(epoch FROM clock_timestamp() - t)::numeric, 1)
    FROM training.stream_log WHERE fold = k;
    -- the held-out questions, asked (logged or not), not corrected
    IF current_setting('bench.held_out_logged') <> '1' THEN
        PERFORM set_config('dtfixup.log_questions', 'off', true);
    END IF;
    t := clock_timestamp();
    INSERT INTO training.results
    SELECT k, 'general + stored pairs', count(*), training.held_out_right(k, NULL),
           (SELECT count(*) FROM dtfixup.feedback), NULL,
           round(extract(epoch FROM clock_timestamp() - t)::numeric, 1)
    FROM training.all_q WHERE fold = k;
END $$;
SET dtfixup.log_questions = off;
DELETE FROM training.log_labels WHERE fold = :k;
INSERT INTO training.log_labels
SELECT DISTINCT ON (p.question) :k, q.n, q.fold = :k, p.confidence,
       q.gold_rows IS NOT NULL AND training.rows_of(p.sql) = q.gold_rows
FROM dtfixup_learn_pairs('{"log_answers": "all"}') AS p JOIN training.all_q AS q USING (question)
WHERE p.source = 'log'
ORDER BY p.question, q.fold = :k DESC, q.n;
SET dtfixup.answer_from_feedback = off;
INSERT INTO training.results
SELECT :k, 'general alone', count(*), training.held_out_right(:k, NULL), 0, NULL, NULL
FROM training.all_q WHERE fold = :k;
SELECT event, count(*) FROM training.stream_log WHERE fold = :k GROUP BY event ORDER BY event;
