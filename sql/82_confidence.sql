-- How sure an answer is (docs/answers.md, "How sure an answer is"): every answer carries a
-- calibrated probability that it is right; dtfixup_explain shows it, and nl2sql and
-- nl2sql_execute refuse an answer below dtfixup.min_confidence (SQLSTATE QC001), listing the
-- best candidates with theirs.  The general model answers the fixture's questions; what is
-- checked holds whatever the float rounding of this CPU: thresholds are set just above and
-- just below the confidence explain reports.
\set SHOW_CONTEXT never
RESET search_path;
RESET dtfixup.model;
-- the test's own tables live off the search_path (the parser reads every table on it)
CREATE SCHEMA conf_test;
CREATE TABLE conf_test.asked (question text);
INSERT INTO conf_test.asked VALUES ('what is the population of dallas'),
    ('which state has the largest density'),
    ('how many rivers are there'),
    ('list the lakes named m0 in states that border texas');

-- explain shows the confidence, the cascade's agreement and the features, and each
-- candidate's confidence: numbers in [0, 1]
SELECT a.question,
    (e->>'confidence')::float8 BETWEEN 0 AND 1 AS confidence_in_0_1,
    e->>'agreement' IN ('none', 'sure', 'same', 'different') AS agreement_known,
    (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(e->'confidence_features') k) AS features,
    (SELECT bool_and((c->>'confidence')::float8 BETWEEN 0 AND 1)
     FROM jsonb_array_elements(e->'candidates') c) AS candidates_in_0_1,
    (SELECT (c->>'confidence')::float8 = (e->>'confidence')::float8
     FROM jsonb_array_elements(e->'candidates') c WHERE (c->>'chosen')::boolean) AS chosen_has_it
FROM conf_test.asked a, LATERAL dtfixup_explain(a.question) e
ORDER BY a.question;

-- the default (the regression database sets 0 in 00_setup, so other tests never refuse)
SELECT boot_val AS default_min_confidence, min_val, max_val
FROM pg_settings WHERE name = 'dtfixup.min_confidence';
SHOW dtfixup.min_confidence;

-- nl2sql(q) (or nl2sql_execute(q)) at threshold t: the SQL, or the refusal's SQLSTATE,
-- whether its message gives the confidence and the threshold, whether its detail names
-- candidates with their confidence, and whether its hint says how to accept less
CREATE FUNCTION pg_temp.ask_at(q text, t float8, execute boolean DEFAULT false,
    OUT refused boolean, OUT state text, OUT message_says_why boolean,
    OUT detail_lists_candidates boolean, OUT hint_names_setting boolean, OUT answer text)
LANGUAGE plpgsql AS $$
DECLARE m text; d text; h text;
BEGIN
    PERFORM set_config('dtfixup.min_confidence', t::text, true);
    refused := false;
    BEGIN
        IF execute THEN
            PERFORM count(*) FROM nl2sql_execute(q);
        ELSE
            answer := nl2sql(q);
        END IF;
    EXCEPTION WHEN OTHERS THEN
        GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, m = MESSAGE_TEXT,
            d = PG_EXCEPTION_DETAIL, h = PG_EXCEPTION_HINT;
        refused := true;
        message_says_why := m ~ ('^the answer to the question ".*" is too unsure: confidence [01]\.[0-9]{2} '
                                 'is below dtfixup\.min_confidence \([01]\.[0-9]{2}\)$');
        detail_lists_candidates := d ~ '1\. \(confidence [01]\.[0-9]{2}\) SELECT ';
        hint_names_setting := h LIKE '%dtfixup.min_confidence%';
    END;
END $$;

-- refusing happens iff the confidence is below the threshold: just above it refuses, just
-- below it answers with explain's chosen query (the confidence of a model's answer is
-- below 1: the map is a logistic one)
SELECT a.question, above.refused AS refused_above, above.state, above.message_says_why,
    above.detail_lists_candidates, above.hint_names_setting, below.refused AS refused_below,
    below.answer = (SELECT c->>'sql' FROM jsonb_array_elements(e->'candidates') c
                    WHERE (c->>'chosen')::boolean) AS below_answers_explains_choice,
    run.refused AS execute_refused_above, run.state AS execute_state
FROM conf_test.asked a, LATERAL dtfixup_explain(a.question) e,
    LATERAL pg_temp.ask_at(a.question, least((e->>'confidence')::float8 + 0.01, 1)) above,
    LATERAL pg_temp.ask_at(a.question, greatest((e->>'confidence')::float8 - 0.01, 0)) below,
    LATERAL pg_temp.ask_at(a.question, least((e->>'confidence')::float8 + 0.01, 1), true) run
ORDER BY a.question;

-- 0 never refuses, 1 refuses every model answer
SELECT a.question, z.refused AS refused_at_0, z.answer IS NOT NULL AS answered_at_0,
    o.refused AS refused_at_1
FROM conf_test.asked a, LATERAL pg_temp.ask_at(a.question, 0) z, LATERAL pg_temp.ask_at(a.question, 1) o
ORDER BY a.question;

\set VERBOSITY terse
SET dtfixup.min_confidence = 1;
-- explain never refuses
SELECT (dtfixup_explain('how many rivers are there')->>'confidence')::float8 < 1 AS explain_shows;
-- nor does dtfixup_evaluate (it scores the model)
CREATE TABLE conf_test.eval_q AS SELECT 'how many rivers are there'::text AS question,
    'SELECT count(*) FROM river'::text AS sql;
SELECT (dtfixup_evaluate('general', 'conf_test.eval_q')->>'examples')::int AS evaluated;
\set VERBOSITY default

-- a stored correction (docs/feedback.md) is the user's own answer: confidence 1, never
-- refused
SELECT dtfixup_feedback('how many rivers are there', 'SELECT count(*) FROM river') > 0 AS stored;
SELECT nl2sql('how many rivers are there');
SELECT (dtfixup_explain('how many rivers are there')->>'confidence')::float8 AS stored_pair_confidence;
SELECT dtfixup_forget('how many rivers are there') AS forgotten;
RESET dtfixup.min_confidence;
DROP SCHEMA conf_test CASCADE;
