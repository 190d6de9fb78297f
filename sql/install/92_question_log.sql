
-- ===================================================================================
-- 92_question_log: the questions asked and the answers given (docs/feedback.md,
-- src/pg/answer/question_log.h)
-- ===================================================================================
--
-- nl2sql and nl2sql_execute add a row per answer given (dtfixup.log_questions, default on),
-- as the caller, and one per answer they refuse for its confidence (refused, written by a
-- background worker in a transaction of its own so that the refusal does not undo it).
-- dtfixup_learn reads it to keep what the starting model answered right;
-- dtfixup.questions_to_review lists the groups of logged questions that no stored pair
-- covers yet, for an analyst to correct or confirm.
--
-- Privileges mirror dtfixup.feedback's, with one difference: the log is written for every
-- role that asks, not only by roles a site chose as teachers, so row level security is on
-- from the start and a role sees (and learns from) only the questions it asked itself.
-- The table's owner and superusers bypass it; a site widens it with a policy of its own
-- (e.g. USING (pg_has_role(asked_by, 'member'))) or by granting BYPASSRLS.  INSERT is
-- PUBLIC's (a role without it is not logged: revoking it turns logging off for that role);
-- the rows a role may write are its own (WITH CHECK).  UPDATE and DELETE: nobody.  The
-- bound (dtfixup.question_log_max_rows) removes the oldest rows as the table's owner.

CREATE TABLE dtfixup.question_log (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    asked_by        name NOT NULL DEFAULT current_user,
    question        text NOT NULL CHECK (question <> ''),
    -- the answer given, or for a refused question the best candidate refused (NULL only when
    -- a call raised another error: such calls are rolled back with their log row, so today
    -- every row has one)
    sql             text,
    -- the model asked, and its version (dtfixup_model_version; NULL for the installed
    -- general model, whose version is its installed file)
    model           text NOT NULL,
    model_version   text,
    -- the answer's confidence in [0, 1]; NULL where none was computed
    confidence      real CHECK (confidence BETWEEN 0 AND 1),
    -- refused: the confidence was below dtfixup.min_confidence, nl2sql raised QC001 and sql
    -- was never returned (dtfixup_learn never trains on it)
    refused         boolean NOT NULL DEFAULT false,
    -- the stored pair that answered (dtfixup.feedback.id), else NULL: the parser answered
    stored_pair     bigint,
    -- the parsers that decoded the answer and the parsers the model has: fewer decoded
    -- means the general model's cascade stopped at its first parsers, which were sure
    parsers_decoded smallint NOT NULL,
    parsers         smallint NOT NULL,
    -- as in dtfixup.feedback: the question's words, and the question up to its values
    question_key    text NOT NULL,
    delex_key       text,
    asked_at        timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE dtfixup.question_log IS
    'dtfixup: questions asked with nl2sql or nl2sql_execute and the answers given (dtfixup.log_questions); dtfixup_learn learns from them, dtfixup.questions_to_review lists those to correct';
CREATE INDEX question_log_delex_key ON dtfixup.question_log (md5(delex_key));
CREATE INDEX question_log_question_key ON dtfixup.question_log (md5(question_key));

SELECT pg_catalog.pg_extension_config_dump('dtfixup.question_log', '');
SELECT pg_catalog.pg_extension_config_dump('dtfixup.question_log_id_seq', '');

REVOKE ALL ON dtfixup.question_log FROM PUBLIC;
GRANT SELECT, INSERT ON dtfixup.question_log TO PUBLIC;
ALTER TABLE dtfixup.question_log ENABLE ROW LEVEL SECURITY;
CREATE POLICY question_log_own_questions ON dtfixup.question_log
    USING (asked_by = current_user) WITH CHECK (asked_by = current_user);

-- The logged questions that no stored pair covers (none of the caller's pairs has their
-- question up to its values and framing words, dtfixup.loose_key), one row per such group:
-- how many times it was asked, by how many roles, an example (the newest: its question up
-- to its values, the question and the answer it was given), the lowest confidence of its
-- answers and how many of them were refused (a refused answer's confidence is below
-- dtfixup.min_confidence: it comes before those answered at that threshold).  Lowest
-- confidence first, then the most asked, then the fewest answers the general model's
-- cascade was sure of: a correction of the first rows answers, at once and by learning,
-- the most questions the model is least sure of (bench/feedback/README.md: in this order
-- 40 reviews answered as many stream questions as 80 in the order asked).
-- security_invoker: the caller's privileges and row level security on both tables apply,
-- as if the caller ran the query.
CREATE VIEW dtfixup.questions_to_review WITH (security_invoker = true) AS
    SELECT e.delex_key, g.asked, g.roles, g.confidence, g.parsers_sure, e.question, e.sql,
           e.model, g.last_asked, g.refused
    FROM (SELECT dtfixup.loose_key(l.delex_key) AS loose_key, count(*) AS asked,
                 count(DISTINCT l.asked_by) AS roles, min(l.confidence) AS confidence,
                 -- answers whose general model's cascade stopped at its first parsers
                 count(*) FILTER (WHERE l.parsers_decoded BETWEEN 1 AND l.parsers - 1) AS parsers_sure,
                 count(*) FILTER (WHERE l.refused) AS refused,
                 max(l.id) AS last_id, max(l.asked_at) AS last_asked
          FROM dtfixup.question_log AS l
          WHERE l.delex_key IS NOT NULL AND l.stored_pair IS NULL
            AND NOT EXISTS (SELECT 1 FROM dtfixup.feedback AS f
                            WHERE md5(dtfixup.loose_key(f.delex_key)) = md5(dtfixup.loose_key(l.delex_key))
                              AND dtfixup.loose_key(f.delex_key) = dtfixup.loose_key(l.delex_key))
          GROUP BY 1) AS g
    JOIN dtfixup.question_log AS e ON e.id = g.last_id
    ORDER BY g.confidence ASC NULLS FIRST, g.asked DESC, g.parsers_sure ASC, g.last_id DESC;
COMMENT ON VIEW dtfixup.questions_to_review IS
    'logged questions that no stored pair covers, one row per question up to its values and framing words: lowest confidence first, then the most asked';
GRANT SELECT ON dtfixup.questions_to_review TO PUBLIC;
