-- bench/realdb/evaluate.sql — ask one database's questions and score each answer; run by
-- bench/realdb/run.sh in each loaded database with the psql variables :jsonl (the
-- database's questions.jsonl), :db (its name) and :model ('' for the general model).
-- Writes one JSON object per question to stdout: id, question, gold, kinds, pred, in_grammar
-- (dtfixup_sql_to_actions accepts the gold query), exact (dtfixup_exact_match), exec,
-- ordered (the gold query has ORDER BY, so row order counts), ms (nl2sql alone), error,
-- confidence (dtfixup_explain's, asked after the timed call) and threshold (the default of
-- dtfixup.min_confidence: run.sh turns refusing off, so that every answer is scored, and the
-- summary shows what the default would have kept).
--
-- Execution match: both queries run read-only under a statement timeout and their results
-- are compared as lists of rows.  A row is compared as the sorted list of its values as text
-- (column names and column order ignored, as Spider's evaluation ignores them: "first and
-- last name" answered as last, first is right; an extra or a missing column is not).  The
-- rows are compared as a multiset, or in order when the gold query has ORDER BY at its top
-- level (then the question asks for an order).
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
CREATE TEMP TABLE raw_line (line text);
-- each line as it is: csv with quote and delimiter characters that JSON text never holds
\set copy_cmd '\\copy raw_line FROM ' :'jsonl' ' WITH (FORMAT csv, QUOTE E''\\x01'', DELIMITER E''\\x02'')'
:copy_cmd
CREATE TEMP TABLE question AS
SELECT n, j->>'id' AS id, j->>'question' AS question, j->>'sql' AS gold, j->'kinds' AS kinds
FROM (SELECT row_number() OVER () AS n, line::jsonb AS j FROM raw_line
      WHERE line !~ '^\s*$') s;

-- pg_temp.result_keys and pg_temp.has_order: how results are compared
\ir compare.sql

CREATE FUNCTION pg_temp.in_grammar(q text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dtfixup_sql_to_actions(q);
  RETURN true;
EXCEPTION WHEN OTHERS THEN
  RETURN false;
END $$;

CREATE FUNCTION pg_temp.answer(q text, g text, model text,
    OUT pred text, OUT ms double precision, OUT exec boolean, OUT ordered boolean,
    OUT exact boolean, OUT error text, OUT confidence double precision)
LANGUAGE plpgsql AS $$
DECLARE t0 timestamptz; gr text[]; pr text[];
BEGIN
  ordered := pg_temp.has_order(g);
  t0 := clock_timestamp();
  BEGIN
    pred := nl2sql(q, nullif(model, ''));
  EXCEPTION WHEN OTHERS THEN
    error := 'nl2sql: ' || SQLERRM;
  END;
  ms := extract(epoch FROM clock_timestamp() - t0) * 1000;
  BEGIN
    confidence := (dtfixup_explain(q, nullif(model, ''))->>'confidence')::double precision;
  EXCEPTION WHEN OTHERS THEN
    confidence := NULL;
  END;
  exec := false;
  IF pred IS NULL THEN RETURN; END IF;
  BEGIN
    exact := dtfixup_exact_match(pred, g);
  EXCEPTION WHEN OTHERS THEN
    exact := false;
  END;
  BEGIN
    SET LOCAL transaction_read_only = on;
    SET LOCAL statement_timeout = '10s';
    gr := pg_temp.result_keys(g, ordered);
  EXCEPTION WHEN OTHERS THEN
    error := 'gold: ' || SQLERRM;
    RETURN;
  END;
  BEGIN
    SET LOCAL transaction_read_only = on;
    SET LOCAL statement_timeout = '10s';
    pr := pg_temp.result_keys(pred, ordered);
    exec := gr = pr;
  EXCEPTION WHEN OTHERS THEN
    error := 'predicted: ' || SQLERRM;
  END;
END $$;

SELECT nl2sql('how many rows are there', nullif(:'model', '')) IS NOT NULL AS warm \gset
SELECT boot_val AS threshold FROM pg_settings WHERE name = 'dtfixup.min_confidence' \gset
\pset tuples_only on
\pset format unaligned
SELECT jsonb_build_object('db', :'db', 'id', q.id, 'question', q.question, 'gold', q.gold,
                          'kinds', q.kinds, 'in_grammar', pg_temp.in_grammar(q.gold),
                          'pred', a.pred, 'exact', coalesce(a.exact, false), 'exec', a.exec,
                          'ordered', a.ordered, 'ms', round(a.ms::numeric, 2), 'error', a.error,
                          'confidence', round(a.confidence::numeric, 4),
                          'threshold', (:'threshold')::numeric)
FROM question q, LATERAL pg_temp.answer(q.question, q.gold, :'model') a
ORDER BY q.n;
