-- bench/feedback/stream_review.sql — review order against stream order (stream.sh, REVIEW=1):
-- for fold :k, the stream's questions are asked of the general model with nothing stored
-- (all logged); then an analyst reviews them, correcting a wrong answer (the gold SQL) and
-- confirming a right one (the SQL given), in one of two orders:
--   stream: the logged questions in the order asked (a question already reviewed is skipped);
--   review: the first row of dtfixup.questions_to_review each time (its example question),
--           which a stored pair then takes off the list.
-- After :checkpoints reviews, every stream question is asked again (general model and the
-- stored pairs, not logged): how many are answered right.  No training.
\set ON_ERROR_STOP 1
\pset tuples_only on
\pset format unaligned
SET client_min_messages = warning;
SET dtfixup.value_link_time_budget = 0;
SET bench.k = :'k';
SET bench.checkpoints = :'checkpoints';
CREATE TABLE IF NOT EXISTS training.review (fold int, review_order text, reviews int,
                                            corrections int, questions int, right_answers int);
DELETE FROM training.review WHERE fold = :k;
DELETE FROM dtfixup.feedback;
DELETE FROM dtfixup.question_log;
DROP TABLE IF EXISTS training.review_asked, training.reviewed;
CREATE TABLE training.reviewed (question text);
CREATE TABLE training.review_asked (n int, question text, sql text, gold_rows text, answer text, ok boolean);
DO $$
DECLARE r record; answer text; k int := current_setting('bench.k')::int;
BEGIN
    FOR r IN SELECT n, question, sql, gold_rows FROM training.all_q WHERE fold <> k ORDER BY md5(n::text) LOOP
        BEGIN
            answer := nl2sql(r.question);
        EXCEPTION WHEN OTHERS THEN
            answer := NULL;
        END;
        INSERT INTO training.review_asked VALUES (r.n, r.question, r.sql, r.gold_rows, answer,
            answer IS NOT NULL AND r.gold_rows IS NOT NULL AND training.rows_of(answer) = r.gold_rows);
    END LOOP;
END $$;
SET dtfixup.log_questions = off;

-- Review one question: correct it or confirm it; whether it was a correction.
CREATE OR REPLACE FUNCTION training.review_one(q text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE a record;
BEGIN
    INSERT INTO training.reviewed VALUES (q);
    SELECT * INTO a FROM training.review_asked WHERE question = q ORDER BY n LIMIT 1;
    BEGIN
        IF a.ok THEN
            PERFORM dtfixup_feedback(a.question, a.answer);
        ELSE
            PERFORM dtfixup_feedback(a.question, a.sql);
        END IF;
    EXCEPTION WHEN OTHERS THEN
        NULL;
    END;
    RETURN NOT a.ok;
END $$;

DO $$
DECLARE k int := current_setting('bench.k')::int;
        marks int[] := string_to_array(current_setting('bench.checkpoints'), ',')::int[];
        ord text; done int; corrections int; q text; ok int; r record;
BEGIN
    FOREACH ord IN ARRAY ARRAY['stream', 'review'] LOOP
        DELETE FROM dtfixup.feedback;
        DELETE FROM training.reviewed;
        done := 0; corrections := 0;
        FOR i IN 1 .. array_length(marks, 1) LOOP
            WHILE done < marks[i] LOOP
                IF ord = 'stream' THEN
                    SELECT a.question INTO q FROM training.review_asked AS a
                    WHERE a.question NOT IN (SELECT question FROM training.reviewed)
                    ORDER BY md5(a.n::text) LIMIT 1;
                ELSE
                    SELECT v.question INTO q FROM dtfixup.questions_to_review AS v
                    WHERE v.question NOT IN (SELECT question FROM training.reviewed) LIMIT 1;
                END IF;
                EXIT WHEN q IS NULL;
                IF training.review_one(q) THEN corrections := corrections + 1; END IF;
                done := done + 1;
                q := NULL;
            END LOOP;
            ok := 0;
            FOR r IN SELECT question, gold_rows FROM training.review_asked LOOP
                BEGIN
                    q := nl2sql(r.question);
                    IF r.gold_rows IS NOT NULL AND training.rows_of(q) = r.gold_rows THEN ok := ok + 1; END IF;
                EXCEPTION WHEN OTHERS THEN
                    NULL;
                END;
            END LOOP;
            q := NULL;
            INSERT INTO training.review VALUES (k, ord, done, corrections,
                (SELECT count(*) FROM training.review_asked), ok);
        END LOOP;
    END LOOP;
END $$;
SELECT review_order, reviews, corrections, questions, right_answers FROM training.review WHERE fold = :k
ORDER BY review_order, reviews;
