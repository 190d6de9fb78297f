-- Codes a column's comment explains ('1 = Pending; 3 = Rejected') are values the question
-- names ("rejected" is status 3), and a word that negates a flag's word with a prefix
-- ("inactive") names the flag, negated.  The links are checked, not what the model answers.
SET client_min_messages = warning;
CREATE SCHEMA codes;
CREATE TABLE codes.vendor (id int PRIMARY KEY, name text, active_flag boolean NOT NULL,
                           marital char(1));
CREATE TABLE codes.purchase (id int PRIMARY KEY, vendor_id int REFERENCES codes.vendor,
                             status smallint NOT NULL, rejectedqty int);
INSERT INTO codes.vendor VALUES (1, 'Trey Research', true, 'M'), (2, 'Litware', false, 'S');
INSERT INTO codes.purchase VALUES (1, 1, 1, 0), (2, 1, 3, 2), (3, 2, 4, 0);
RESET client_min_messages;
SET search_path = codes;

CREATE FUNCTION pg_temp.links(question text)
RETURNS TABLE (words text, kind text, match text, item text, value text)
LANGUAGE sql AS $$
  WITH r AS (SELECT public.dtfixup_link(question) AS j)
  SELECT (SELECT string_agg(t->>'text', ' ' ORDER BY o)
            FROM jsonb_array_elements(r.j->'tokens') WITH ORDINALITY AS x(t, o)
           WHERE o - 1 >= (l->>'token_start')::int AND o - 1 < (l->>'token_end')::int),
         l->>'kind', l->>'match', concat_ws('.', l->>'table', l->>'column'), l->>'value'
    FROM r, jsonb_array_elements(r.j->'links') WITH ORDINALITY AS y(l, n)
   WHERE l->>'kind' IN ('column', 'value') AND l->>'match' IN ('lexicon', 'negated')
   ORDER BY n
$$;

-- no comment yet: "rejected" names no status
SELECT * FROM pg_temp.links('How many purchases were rejected?');
COMMENT ON COLUMN codes.purchase.status IS 'Order status. 1 = Pending; 2 = Approved; 3 = Rejected; 4 = Complete';
COMMENT ON COLUMN codes.vendor.marital IS 'M = Married, S = Single';
SELECT * FROM pg_temp.links('How many purchases were rejected?');
SELECT * FROM pg_temp.links('What is the value of the purchases still pending or approved?');
SELECT * FROM pg_temp.links('Which vendors are married?');
-- one code alone is no list of codes; a code of the other kind is not read
COMMENT ON COLUMN codes.purchase.status IS 'Status: 3 = Rejected';
SELECT * FROM pg_temp.links('How many purchases were rejected?');
-- "inactive" names active_flag, negated; "active" does not get the negated link
SELECT * FROM pg_temp.links('How many vendors are inactive?');
SELECT * FROM pg_temp.links('How many vendors are active?');
-- dtfixup_explain shows the link the model reads
SELECT (public.dtfixup_explain('How many vendors are inactive?')->'links') @>
       '[{"text": "inactive", "column": "active_flag", "match": "negated"}]' AS negated_link;
