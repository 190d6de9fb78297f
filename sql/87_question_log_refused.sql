-- A question that nl2sql refuses for its confidence (QC001, docs/answers.md) is logged all
-- the same (docs/feedback.md, "Questions to review"): written by a background worker in a
-- transaction of its own, so the refusal does not roll it back; marked refused, with the
-- best candidate as its sql; as the role that asked, NOLOGIN ones included; under the rules
-- of an answer's row.  dtfixup.min_confidence = 1 refuses every answer of a model (its
-- confidence is below 1).  The refusal's message and detail hold confidences, which depend
-- on the float rounding of this CPU: only its SQLSTATE is shown, and no SQL the parser wrote.
\set SHOW_CONTEXT never
CREATE SCHEMA qr_shop;
CREATE TABLE qr_shop.store (name text PRIMARY KEY, town text NOT NULL, staff integer NOT NULL);
INSERT INTO qr_shop.store VALUES ('north', 'springfield', 12), ('south', 'shelbyville', 4),
    ('east', 'ogdenville', 7), ('west', 'springfield', 30);
SET search_path = qr_shop;
-- roles made by CREATE ROLE cannot log in: the worker cannot connect as them
CREATE ROLE qr_asker;
CREATE ROLE qr_other;
SELECT rolcanlogin FROM pg_roles WHERE rolname = 'qr_asker';
GRANT USAGE ON SCHEMA qr_shop TO qr_asker, qr_other;
GRANT SELECT ON qr_shop.store TO qr_asker, qr_other;
DELETE FROM dtfixup.question_log;
DELETE FROM dtfixup.feedback;
-- ask(q): 'answered', or the SQLSTATE of the refusal (any other error propagates)
CREATE FUNCTION qr_shop.ask(q text, execute boolean DEFAULT false) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE state text;
BEGIN
    IF execute THEN
        PERFORM count(*) FROM public.nl2sql_execute(q);
    ELSE
        PERFORM public.nl2sql(q);
    END IF;
    RETURN 'answered';
EXCEPTION WHEN SQLSTATE 'QC001' THEN
    GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE;
    RETURN state;
END $$;
GRANT EXECUTE ON FUNCTION qr_shop.ask(text, boolean) TO qr_asker, qr_other;
-- the answer the question gets when nothing is refused (not logged)
SET dtfixup.log_questions = off;
SELECT public.nl2sql('how many stores are in springfield') AS answer \gset
RESET dtfixup.log_questions;
SET dtfixup.min_confidence = 1;

-- refused, and logged: as the caller, refused, the refused answer as its sql, its confidence
SELECT ask('how many stores are in springfield') AS outcome;
SELECT asked_by = current_user AS asked_by_caller, question, refused, sql = :'answer' AS sql_is_refused_answer,
       abs(confidence - (public.dtfixup_explain(question)->>'confidence')::float8) < 1e-4 AS explains_confidence,
       confidence < 1 AS below_threshold, stored_pair, question_key, delex_key
FROM dtfixup.question_log;
-- the refusal itself is unchanged (the error, not a WARNING, reaches the client)
\set VERBOSITY sqlstate
SELECT public.nl2sql('how many stores are in ogdenville');
\set VERBOSITY default
-- nl2sql_execute too
SELECT ask('list the names of the stores', true) AS outcome;
SELECT question, refused FROM dtfixup.question_log ORDER BY id;

-- a NOLOGIN role reached by SET ROLE, and one made the session's user: logged as that role
SET ROLE qr_asker;
SELECT ask('which stores have more than 10 staff') AS outcome;
SELECT asked_by, question, refused FROM dtfixup.question_log;
RESET ROLE;
SET SESSION AUTHORIZATION qr_other;
SELECT ask('how many stores are in shelbyville') AS outcome;
SELECT session_user, asked_by, question, refused FROM dtfixup.question_log;
RESET SESSION AUTHORIZATION;
-- in a SECURITY DEFINER function: as its owner, who is current_user there
CREATE FUNCTION qr_shop.ask_as_other(q text) RETURNS text LANGUAGE sql SECURITY DEFINER
    AS $$ SELECT qr_shop.ask(q) $$;
ALTER FUNCTION qr_shop.ask_as_other(text) OWNER TO qr_other;
SET ROLE qr_asker;
SELECT ask_as_other('what is the total staff of the stores') AS outcome;
RESET ROLE;
-- (the caller's own rows say so: the superuser's name differs between clusters)
SELECT CASE WHEN asked_by = current_user THEN '(caller)' ELSE asked_by::text END AS asked_by,
       question, refused FROM dtfixup.question_log ORDER BY id;

-- nothing is logged when it is off, in a read-only transaction, or for a role without INSERT
DELETE FROM dtfixup.question_log;
SET dtfixup.log_questions = off;
SELECT ask('how many stores are in springfield') AS outcome;
RESET dtfixup.log_questions;
BEGIN TRANSACTION READ ONLY;
SELECT ask('how many stores are in springfield') AS outcome;
COMMIT;
REVOKE INSERT ON dtfixup.question_log FROM PUBLIC;
SET ROLE qr_asker;
SELECT ask('how many stores are in springfield') AS outcome;
RESET ROLE;
GRANT INSERT ON dtfixup.question_log TO PUBLIC;
SELECT count(*) AS logged FROM dtfixup.question_log;

-- a row the worker cannot write is a WARNING, and the refusal follows: a site's policy
-- (row level security's WITH CHECK applies to the asking role) ...
CREATE POLICY qr_no_staff ON dtfixup.question_log AS RESTRICTIVE FOR INSERT TO qr_asker
    WITH CHECK (question NOT LIKE '%staff%');
SET ROLE qr_asker;
SELECT ask('what is the largest staff of a store') AS outcome;
SELECT ask('which store is in ogdenville') AS outcome;
RESET ROLE;
DROP POLICY qr_no_staff ON dtfixup.question_log;
-- ... and a lock of this transaction that the worker would wait for (never a hang)
BEGIN;
LOCK TABLE dtfixup.question_log IN SHARE MODE;
SELECT ask('how many stores are in springfield') AS outcome;
ROLLBACK;
-- ... and a writer slower than the 10 s the caller waits (a site's trigger sleeps): a
-- WARNING after 10 s; a cancel during the wait cancels.  Either way the writer is stopped:
-- dropping the trigger waits for it to end, and then no row of theirs is there
CREATE FUNCTION qr_shop.slow_log() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN PERFORM pg_sleep(60); RETURN NEW; END $$;
CREATE TRIGGER qr_slow BEFORE INSERT ON dtfixup.question_log
    FOR EACH ROW EXECUTE FUNCTION qr_shop.slow_log();
SELECT ask('how many stores are in springfield') AS outcome;
SET statement_timeout = '3s';
SELECT ask('how many stores are in shelbyville') AS outcome;
RESET statement_timeout;
DROP TRIGGER qr_slow ON dtfixup.question_log;
SELECT asked_by, question, refused FROM dtfixup.question_log ORDER BY id;

-- the bound applies to refused rows as to others
SET dtfixup.question_log_max_rows = 2;
SELECT ask(q) AS outcome
FROM unnest(ARRAY['how many stores are in shelbyville', 'which store has the most staff',
                  'how many stores have more than 5 staff']) AS q;
RESET dtfixup.question_log_max_rows;
SELECT question, refused FROM dtfixup.question_log ORDER BY id;

-- questions to review: refused questions are there, with how many of a group's answers
-- were refused; a correction takes the group off the list
DELETE FROM dtfixup.question_log;
SELECT ask(q) AS outcome
FROM unnest(ARRAY['how many stores are in springfield', 'how many stores are in ogdenville']) AS q;
SET dtfixup.min_confidence = 0;
SELECT public.nl2sql('how many stores are in shelbyville') IS NOT NULL AS answered;
SELECT delex_key, asked, refused, confidence < 1 AS below_1, question FROM dtfixup.questions_to_review;
SELECT public.dtfixup_feedback('how many stores are in springfield',
                               'SELECT count(*) FROM store WHERE town = ''springfield''') > 0 AS stored;
SELECT count(*) AS to_review FROM dtfixup.questions_to_review;

-- dtfixup_learn never trains on a refused answer, even with "log_answers": "all": one
-- stored pair, one answered and one refused question give two examples (one epoch, one
-- example per step, each stored pair once)
DELETE FROM dtfixup.question_log;
DELETE FROM dtfixup.feedback;
SELECT public.dtfixup_feedback('which store has the most staff',
                               'SELECT name FROM store ORDER BY staff DESC LIMIT 1') > 0 AS corrected;
SELECT public.nl2sql('list the names of the stores') IS NOT NULL AS answered;
SET dtfixup.min_confidence = 1;
SELECT ask('what is the total staff of the stores') AS outcome;
SET dtfixup.min_confidence = 0;
SELECT count(*) FILTER (WHERE refused) AS refused, count(*) FILTER (WHERE NOT refused) AS answered
FROM dtfixup.question_log;
SET client_min_messages = warning;
CALL public.dtfixup_learn('qr_local', '{"epochs": 1, "batch_size": 1, "threads": 1, "log_answers": "all", "pair_repeats": 1}');
RESET client_min_messages;
SELECT step AS examples FROM dtfixup.dtfixup_models WHERE name = 'qr_local';
SELECT public.dtfixup_drop_model('qr_local');

DELETE FROM dtfixup.question_log;
DELETE FROM dtfixup.feedback;
DROP SCHEMA qr_shop CASCADE;
DROP ROLE qr_asker, qr_other;
RESET dtfixup.min_confidence;
RESET search_path;
