-- bench/confidence/collect.sql — every question of table :tab (question, gold) asked with
-- dtfixup_explain in the current database: the answer's confidence and its features
-- (docs/answers.md, "How sure an answer is"), and whether the answer is right: its result
-- equals the gold query's (as bench/spider/evaluate.sql compares them: multisets of rows as
-- text), or, where :contents is false (a database without rows), the two are an exact set
-- match (dtfixup_exact_match); "judged" says which, or "none" where the gold query fails in
-- PostgreSQL (written for SQLite: fit.py leaves those out).  One JSON line per question; psql
-- variables :tab, :set, :db, :contents, and :model (a model name; unset: the general
-- model).  Run by bench/confidence/collect.sh and finetuned.sh.
\set ON_ERROR_STOP 1
\if :{?model}
\else
\set model ''
\endif
SET client_min_messages = warning;

CREATE FUNCTION pg_temp.result_rows(q text) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE r text[];
BEGIN
  EXECUTE format('SELECT coalesce(array_agg(t::text ORDER BY t::text), ''{}'') FROM (%s) t', q) INTO r;
  RETURN r;
END $$;

CREATE FUNCTION pg_temp.rate(q text, g text, contents boolean, model text) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE e jsonb; pred text; ok boolean := false; gr text[]; pr text[]; err text;
        judged text := 'result';
BEGIN
  BEGIN
    e := dtfixup_explain(q, NULLIF(model, ''));
  EXCEPTION WHEN OTHERS THEN
    RETURN jsonb_build_object('error', 'explain: ' || SQLERRM, 'right', false);
  END;
  SELECT c->>'sql' INTO pred FROM jsonb_array_elements(e->'candidates') c
  WHERE (c->>'chosen')::boolean;
  IF pred IS NULL THEN
    ok := false;
  ELSE
    IF contents THEN
      BEGIN
        SET LOCAL transaction_read_only = on;
        SET LOCAL statement_timeout = '10s';
        gr := pg_temp.result_rows(regexp_replace(g, ';\s*$', ''));
      EXCEPTION WHEN OTHERS THEN
        err := 'gold: ' || SQLERRM;
      END;
    END IF;
    IF err IS NOT NULL THEN
      -- a gold query written for SQLite that PostgreSQL refuses: nothing to compare with
      -- (exact set match is no substitute: it differs from every answer to these)
      judged := 'none';
    ELSIF NOT contents THEN
      -- a database without rows: the two queries are an exact set match
      judged := 'exact_match';
      BEGIN
        ok := coalesce(dtfixup_exact_match(pred, regexp_replace(g, ';\s*$', '')), false);
      EXCEPTION WHEN OTHERS THEN
        err := 'exact match: ' || SQLERRM;
      END;
    ELSE
      BEGIN
        SET LOCAL transaction_read_only = on;
        SET LOCAL statement_timeout = '10s';
        pr := pg_temp.result_rows(pred);
        ok := gr = pr;
      EXCEPTION WHEN OTHERS THEN
        err := 'predicted: ' || SQLERRM;
      END;
    END IF;
  END IF;
  RETURN jsonb_build_object('pred', pred, 'right', ok, 'error', err, 'judged', judged,
                            'confidence', e->'confidence', 'agreement', e->'agreement',
                            'parsers_decoded', e->'parsers_decoded',
                            'features', e->'confidence_features');
END $$;

SELECT nl2sql('warm-up question', NULLIF(:'model', '')) IS NOT NULL AS warm \gset
\pset tuples_only on
\pset format unaligned
SELECT jsonb_build_object('set', :'set', 'db', :'db', 'n', t.n, 'question', t.question, 'gold', t.gold)
       || pg_temp.rate(t.question, t.gold, :'contents'::boolean, :'model')
FROM :tab t ORDER BY t.n;
