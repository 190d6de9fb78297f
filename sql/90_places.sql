-- Places in another spelling (docs/schema-linking.md, "Value links"): a US state's name links
-- to its stored postal code, the spellings of the United States and the United Kingdom to
-- each other; "us" is the country only where the pronoun never stands; no link to a column
-- that holds one value in every row.  Shown through dtfixup_link: no model is asked.
SET search_path = public, dtfixup;
CREATE SCHEMA placefx;
CREATE TABLE placefx.customers (id int PRIMARY KEY, name text, state text, country text,
                                planet text);
INSERT INTO placefx.customers VALUES
  (1, 'Mini Gifts', 'CA', 'USA', 'Earth'), (2, 'Atelier', NULL, 'France', 'Earth'),
  (3, 'Corner Shop', 'OR', 'UK', 'Earth'), (4, 'Land of Toys', 'NY', 'USA', 'Earth');
CREATE FUNCTION pg_temp.value_links(question text)
RETURNS TABLE (words text, item text, value text, match text)
LANGUAGE sql AS $$
  WITH r AS (SELECT dtfixup_link(question, ARRAY['placefx']) AS j)
  SELECT (SELECT string_agg(t->>'text', ' ' ORDER BY o)
            FROM jsonb_array_elements(r.j->'tokens') WITH ORDINALITY AS x(t, o)
           WHERE o - 1 >= (l->>'token_start')::int AND o - 1 < (l->>'token_end')::int),
         concat_ws('.', l->>'table', l->>'column'), l->>'value', l->>'match'
    FROM r, jsonb_array_elements(r.j->'links') l
   WHERE l->>'kind' = 'value'
   ORDER BY 2, 1
$$;
SET dtfixup.value_link_time_budget = 0;
SELECT * FROM pg_temp.value_links('Which customers are in California or Oregon?');
SELECT * FROM pg_temp.value_links('Which US customers are outside New York?');
SELECT * FROM pg_temp.value_links('How many customers are in the United States or Britain?');
-- no place: "us" as a pronoun, a code as a word ("in", "or"), a column of one value
SELECT * FROM pg_temp.value_links('Which customers buy from us in person or online?');
UPDATE placefx.customers SET country = 'USA';
SELECT * FROM pg_temp.value_links('Which customers are in the US?');
RESET dtfixup.value_link_time_budget;
RESET search_path;
DROP SCHEMA placefx CASCADE;
