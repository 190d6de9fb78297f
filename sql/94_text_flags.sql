-- A flag stored as text (docs/answers.md, boolean_flags): a text column the question names
-- whose statistics hold a yes and a no spelling ('y'/'n') is tested = 'y', or = 'n' where
-- the question negates it; one that holds a mark ('*') or NULL is tested = '*' or IS NULL.
-- 'M' and 'F' are no yes or no.  What is checked is the copies boolean_flags makes, not
-- which candidate the model ranks first.
SET client_min_messages = warning;
CREATE SCHEMA tflag;
CREATE TABLE tflag.orders (order_id int PRIMARY KEY, order_value numeric(8, 2),
                           paid char(1) NOT NULL, rush char(1), gender char(1));
INSERT INTO tflag.orders
  SELECT g, g * 10, CASE WHEN g % 4 = 0 THEN 'n' ELSE 'y' END,
         CASE WHEN g % 5 = 0 THEN '*' END, CASE WHEN g % 2 = 0 THEN 'M' ELSE 'F' END
    FROM generate_series(1, 40) g;
RESET client_min_messages;
SET search_path = tflag;
SET dtfixup.min_confidence = 0;
-- how many boolean_flags copies a question's candidates have, and whether all test like
CREATE FUNCTION pg_temp.flag_copies(q text, test text) RETURNS TABLE (copies bigint, all_like boolean)
LANGUAGE sql AS $$
  SELECT count(*), bool_and(c->>'sql' LIKE '%' || test || '%')
    FROM jsonb_array_elements(public.dtfixup_explain(q)->'candidates') c
   WHERE c ? 'boolean_flags' $$;
-- no statistics yet: no flag
SELECT copies FROM pg_temp.flag_copies('Which orders are paid?', 'paid');
ANALYZE tflag.orders;
SELECT copies > 0 AS copies, all_like FROM pg_temp.flag_copies('Which orders are paid?', 'paid = ''y''');
SELECT copies > 0 AS copies, all_like FROM pg_temp.flag_copies('Which orders are not paid?', 'paid = ''n''');
SELECT copies > 0 AS copies, all_like FROM pg_temp.flag_copies('Which orders are not rush?', 'rush IS NULL');
-- a sex is no flag
SELECT copies FROM pg_temp.flag_copies('Which orders are gender?', 'gender');
RESET dtfixup.min_confidence;
RESET search_path;
SET client_min_messages = warning;
DROP SCHEMA tflag CASCADE;
RESET client_min_messages;
