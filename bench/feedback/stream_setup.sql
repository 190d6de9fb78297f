-- bench/feedback/stream_setup.sql — the realistic stream's questions (stream.sh): GeoQuery's
-- 598 shared questions (train + dev) in groups of the same gold query up to its values
-- (sql_template), the groups dealt to :folds folds, and each question's gold rows.
-- psql variables: :data, :repo, :folds, :split (groups | questions), :seed (common.sql: the
-- extension, rows_of).
\i :repo/bench/feedback/common.sql
CREATE TEMP TABLE lines (file int, n serial, line text);
\set file :data/geoquery/train.jsonl
\set copy_cmd '\\copy lines (line) FROM ' :'file' ' WITH (FORMAT csv, QUOTE E''\\x01'', DELIMITER E''\\x02'')'
:copy_cmd
UPDATE lines SET file = 0;
\set file :data/geoquery/dev.jsonl
\set copy_cmd '\\copy lines (line) FROM ' :'file' ' WITH (FORMAT csv, QUOTE E''\\x01'', DELIMITER E''\\x02'')'
:copy_cmd
UPDATE lines SET file = 1 WHERE file IS NULL;
-- n: the question's number (train, then dev, in file order); grp: its gold query up to
-- its values.  A fold holds whole groups: no held-out question has a paraphrase, or the
-- same query with other values, among the stream's.
CREATE TABLE training.all_q AS
SELECT row_number() OVER (ORDER BY file, n)::int AS n, line::jsonb->>'question' AS question,
       line::jsonb->>'sql' AS sql, line::jsonb->>'sql_template' AS grp
FROM lines WHERE line <> '';
-- :split = questions instead deals single questions (by the md5 of :seed and the number),
-- as GeoQuery's own question split does: a held-out question may then share its query,
-- up to its values, with stream questions (a paraphrase, or other values).
CREATE TABLE training.groups AS
SELECT grp, (row_number() OVER (ORDER BY md5(grp)) - 1) % :folds AS fold
FROM (SELECT DISTINCT grp FROM training.all_q) AS g;
ALTER TABLE training.all_q ADD COLUMN fold int, ADD COLUMN gold_rows text;
UPDATE training.all_q AS q SET fold = g.fold, gold_rows = training.rows_of(q.sql)
FROM training.groups AS g WHERE g.grp = q.grp;
UPDATE training.all_q AS q SET fold = d.fold
FROM (SELECT n, (row_number() OVER (ORDER BY md5(:'seed' || ':' || n)) - 1) % :folds AS fold
      FROM training.all_q) AS d
WHERE d.n = q.n AND :'split' = 'questions';
-- The logged answers a fold's learning could take as pseudo-labels, each checked against
-- its gold rows (stream_fold.sql fills it): how right they are above each confidence.
CREATE TABLE training.log_labels (fold int, n int, held_out boolean, confidence real, right_answer boolean);
CREATE TABLE training.stream_log (fold int, variant text, n int, event text, right_answer boolean);
CREATE TABLE training.results (fold int, what text, held_out int, right_answers int,
                               pairs int, logged int, seconds numeric);
SELECT format('%s questions, %s groups, fold sizes %s', count(*), count(DISTINCT grp),
              (SELECT string_agg(c::text, ' ' ORDER BY fold) FROM
                 (SELECT fold, count(*) AS c FROM training.all_q GROUP BY fold) AS f))
FROM training.all_q;

-- The held-out fold asked of a model (stored pairs on, as nl2sql answers by default):
-- how many answers are right.
CREATE FUNCTION training.held_out_right(k int, model text) RETURNS int LANGUAGE plpgsql AS $$
DECLARE r record; answer text; ok int := 0;
BEGIN
    FOR r IN SELECT question, gold_rows FROM training.all_q WHERE fold = k ORDER BY md5(n::text) LOOP
        BEGIN
            answer := nl2sql(r.question, model);
        EXCEPTION WHEN OTHERS THEN
            answer := NULL;
        END;
        IF answer IS NOT NULL AND r.gold_rows IS NOT NULL AND training.rows_of(answer) = r.gold_rows THEN
            ok := ok + 1;
        END IF;
    END LOOP;
    RETURN ok;
END $$;
