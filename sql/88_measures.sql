-- dtfixup measures: the catalog's money and quantity columns (src/schema/measures.c) and
-- the question words that ask for them ("revenue", "$20", "copies", "sold") linked to
-- them as a measure link (dtfixup_link's match "measure"), which the model reads as a
-- lexicon relative of the column's name.  Only links are looked at: no model is asked.
SET search_path = public, dtfixup;
SET dtfixup.value_link_time_budget = 0;
CREATE SCHEMA measurefx;
CREATE TABLE measurefx.items (
  item_id int PRIMARY KEY,
  title text NOT NULL,
  list_price numeric(8, 2),
  rental_fee money,
  stock_qty int,
  tax_rate numeric(4, 2),
  shelf_code int
);
CREATE TABLE measurefx.orders (
  order_id int PRIMARY KEY,
  item_id int REFERENCES measurefx.items,
  units int NOT NULL,
  total_amount numeric(10, 2),
  placed date
);
CREATE TABLE measurefx.parks (
  park_id int PRIMARY KEY,
  park_name text NOT NULL,
  area_sq_km numeric(10, 1),
  visitors int
);
INSERT INTO measurefx.items VALUES (1, 'Alpha', 9.99, 2.50, 3, 0.2, 7),
  (2, 'Sales', 4.50, 1.00, 5, 0.2, 8), (3, 'Sales Manual', 12.00, 3.00, 1, 0.2, 9);
INSERT INTO measurefx.parks VALUES (1, 'Yellowstone', 8991.0, 4500000);
INSERT INTO measurefx.orders VALUES (1, 1, 2, 19.98, '2024-01-02');

-- the words a measure link covers, and the columns it reaches
CREATE FUNCTION pg_temp.measure_links(question text) RETURNS TABLE (words text, item text)
LANGUAGE sql AS $$
SELECT (SELECT string_agg(t->>'text', ' ' ORDER BY o)
          FROM jsonb_array_elements(j->'tokens') WITH ORDINALITY AS x(t, o)
         WHERE o - 1 >= (l->>'token_start')::int AND o - 1 < (l->>'token_end')::int) AS words,
       (l->>'table') || '.' || (l->>'column')
  FROM (SELECT dtfixup_link(question, '{measurefx}') AS j) r,
       jsonb_array_elements(r.j->'links') AS l
 WHERE l->>'match' = 'measure'
 ORDER BY (l->>'token_start')::int, 2
$$;
-- money words reach the money columns (a numeric named *price, *fee, *amount; type
-- money), never a rate, a code, a key or a quantity
SELECT * FROM pg_temp.measure_links('Which items cost more than $20?');
SELECT * FROM pg_temp.measure_links('What was our income last year?');
-- a word next to it that names one of them in part says which ("rentals" of rental_fee)
SELECT * FROM pg_temp.measure_links('What was our income from rentals?');
-- quantity words reach the quantity columns; selling reaches both kinds, but not a stock
-- (items.stock_qty: what is held is not what was sold)
SELECT * FROM pg_temp.measure_links('How many copies are on the shelf?');
SELECT * FROM pg_temp.measure_links('Which item sold best?');
-- a word that names a measure column itself, or is a lexicon relative of one ("revenue"
-- of total_amount), keeps that link only
SELECT * FROM pg_temp.measure_links('What is the list price of Alpha?');
SELECT * FROM pg_temp.measure_links('How much revenue did we make?');
-- a word of a stored value the question names, a row's name, not an amount: written
-- with a capital inside the sentence, or one of the value's several words
SELECT count(*) AS measure_links FROM pg_temp.measure_links('How many orders of Sales were placed?');
SELECT count(*) AS measure_links FROM pg_temp.measure_links('How many sales manual orders were placed?');
-- in small letters and alone it asks for an amount, stored value or not
SELECT * FROM pg_temp.measure_links('What were our sales?');
-- no word of money or quantity, no measure link
SELECT count(*) AS measure_links FROM pg_temp.measure_links('Which items were ordered in 2024?');
-- a word of size, height, length or weight said of a thing reaches that thing's
-- dimension columns (src/schema/dimensions.c); "how big" those of the thing it names
SELECT * FROM pg_temp.measure_links('Which is the largest park?');
SELECT * FROM pg_temp.measure_links('How big is Yellowstone?');
-- a thing without one, or a word that says the order itself, gets none
SELECT count(*) AS measure_links FROM pg_temp.measure_links('Which is the largest item?');
SELECT count(*) AS measure_links FROM pg_temp.measure_links('Which park has the largest visitors count?');
-- dtfixup.measure_links = off: none
SET dtfixup.measure_links = off;
SELECT count(*) AS measure_links FROM pg_temp.measure_links('Which items cost more than $20?');
SELECT count(*) AS measure_links FROM pg_temp.measure_links('Which is the largest park?');
RESET dtfixup.measure_links;

DROP SCHEMA measurefx CASCADE;
