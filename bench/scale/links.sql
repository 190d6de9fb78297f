-- bench/scale/links.sql — the links of many questions against all the Spider schemas of the
-- database of load.sh, for fitting and measuring the schema choice of retrieval without running
-- the parser (fit_schema_choice.py).  Each question is linked with the schemas in the order
-- ask.sql puts on the search_path at K = 165: its own schema first, then the others in a
-- fixed pseudo-random order (value look-ups spend their budget in an order that depends on
-- it).  psql variables: :csv (columns split, idx, db, question; header).  One JSON line per
-- question: split, idx, db, the schema order, the tokens and the links (kind, match, span,
-- schema, table, column, text).
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
CREATE TEMP TABLE q (split text, idx int, db text, question text);
\set copy_cmd '\\copy q FROM ' :'csv' ' WITH (FORMAT csv, HEADER)'
:copy_cmd
CREATE TEMP TABLE spider_schemas AS
SELECT nspname AS s FROM pg_namespace
WHERE nspname NOT LIKE 'pg\_%' AND nspname NOT IN ('information_schema', 'public', 'dtfixup');

-- ask.sql's path_for at K = all, as an array; train questions use idx + 100000 as the seed
CREATE FUNCTION pg_temp.order_for(i int, db text) RETURNS name[] LANGUAGE sql AS $$
  SELECT array_agg(s::name ORDER BY o)
  FROM (SELECT db AS s, 0 AS o
        UNION ALL
        SELECT s, row_number() OVER (ORDER BY md5(i || ':' || s)) AS o
        FROM spider_schemas WHERE s <> db) x $$;

\pset tuples_only on
\pset format unaligned
SELECT jsonb_build_object(
         'split', q.split, 'idx', q.idx, 'db', q.db,
         'order', o.schemas,
         'links', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                     'k', l->>'kind', 'm', l->>'match', 's', (l->>'token_start')::int,
                     'e', (l->>'token_end')::int, 'sc', l->>'schema', 't', l->>'table',
                     'c', l->>'column', 'x', l->>'text')), '[]')
                   FROM jsonb_array_elements(x.j->'links') l WHERE l ? 'schema'),
         'tokens', (SELECT jsonb_agg(t->'text') FROM jsonb_array_elements(x.j->'tokens') t))
FROM q,
     LATERAL (SELECT pg_temp.order_for(CASE WHEN q.split = 'train' THEN q.idx + 100000 ELSE q.idx END,
                                       q.db) AS schemas) o,
     LATERAL (SELECT public.dtfixup_link(q.question, o.schemas) AS j) x
ORDER BY q.split, q.idx;
