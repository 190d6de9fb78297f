-- Comment links: the COMMENT ON text of tables and columns is read with the schema graph,
-- and a question word found in an item's comment (and not in its name) links to it with
-- "match": "comment".  COMMENT ON sends no invalidation; the cached graph notices it all
-- the same, so the next call of the same session sees the new comment.
SET client_min_messages = warning;
CREATE SCHEMA cmt;
CREATE TABLE cmt.vitals (id int PRIMARY KEY, hr int, pt real);
INSERT INTO cmt.vitals VALUES (1, 72, 36.6), (2, 95, 38.2), (3, 64, 37.1);
-- a schema of another subject, without comments, for retrieval to choose against
CREATE SCHEMA shop;
CREATE TABLE shop.orders (id int PRIMARY KEY, qty int, price real);
RESET client_min_messages;
-- only the new schema on the search_path (the fixture's tables have comments of their own)
SET search_path = cmt;

CREATE FUNCTION pg_temp.links(question text)
RETURNS TABLE (words text, kind text, match text, item text)
LANGUAGE sql AS $$
  WITH r AS (SELECT public.dtfixup_link(question) AS j)
  SELECT (SELECT string_agg(t->>'text', ' ' ORDER BY o)
            FROM jsonb_array_elements(r.j->'tokens') WITH ORDINALITY AS x(t, o)
           WHERE o - 1 >= (l->>'token_start')::int AND o - 1 < (l->>'token_end')::int),
         l->>'kind', l->>'match', concat_ws('.', l->>'table', l->>'column')
    FROM r, jsonb_array_elements(r.j->'links') WITH ORDINALITY AS y(l, n)
   WHERE l->>'kind' IN ('table', 'column')
   ORDER BY n
$$;

-- without comments the names say nothing of temperatures or heart rates
SELECT * FROM pg_temp.links('what is the highest temperature of a patient');
-- the graph is cached now: COMMENT ON between two calls still changes the next one
COMMENT ON COLUMN cmt.vitals.pt IS 'Patient temperature, in degrees Celsius';
COMMENT ON COLUMN cmt.vitals.hr IS 'heart rate of the patient in beats per minute';
COMMENT ON TABLE cmt.vitals IS 'vital signs measured at each visit';
SELECT * FROM pg_temp.links('what is the highest temperature of a patient');
SELECT * FROM pg_temp.links('list the heart rates of all visits');
-- a word that names the item links by its name only
SELECT * FROM pg_temp.links('list the vitals');
-- dtfixup_explain shows the links the model reads, comment links among them
SELECT l->>'match' AS match, l->>'column' AS column
  FROM jsonb_array_elements(public.dtfixup_explain('what is the highest temperature')->'links') l
 WHERE l->>'match' = 'comment';
-- retrieval reads comment links too: with room for one table, the question's words find
-- the commented table although its schema comes second on the search_path
CREATE FUNCTION pg_temp.kept(q text) RETURNS SETOF text LANGUAGE sql AS $$
    SELECT x->>'table' FROM jsonb_array_elements(public.dtfixup_explain(q)->'retrieval'->'tables') x
    WHERE (x->>'kept')::boolean ORDER BY 1 $$;
SET search_path = shop, cmt;
SET dtfixup.retrieval_max_tables = 1;
SELECT pg_temp.kept('what is the highest temperature');
RESET dtfixup.retrieval_max_tables;
SET search_path = cmt;
-- a comment removed in the same session: its links go at the next call
COMMENT ON COLUMN cmt.vitals.pt IS NULL;
SELECT * FROM pg_temp.links('what is the highest temperature of a patient');
-- without it nothing links, and retrieval keeps the first schema on the search_path
SET search_path = shop, cmt;
SET dtfixup.retrieval_max_tables = 1;
SELECT pg_temp.kept('what is the highest temperature');
RESET dtfixup.retrieval_max_tables;
SET search_path = cmt;
-- so do those of a table comment
COMMENT ON TABLE cmt.vitals IS NULL;
SELECT * FROM pg_temp.links('list the heart rates of all visits');
-- a word for the business itself links nothing through a comment: a business's comments
-- may all speak of it
COMMENT ON COLUMN cmt.vitals.hr IS 'heart rate taken by a nurse of the company';
SELECT * FROM pg_temp.links('which nurse of the company took the pulse');

SET client_min_messages = warning;
DROP SCHEMA cmt, shop CASCADE;
RESET client_min_messages;
RESET search_path;
