-- Loads a GeoQuery JSONL file (psql variable :file) into table :tab (question, sql).
-- Every line is read raw (CSV with control characters as quote and delimiter, so no
-- character of the JSON is special), then taken apart with jsonb.
SET client_min_messages = warning;
CREATE TEMP TABLE IF NOT EXISTS jsonl_lines (n serial, line text);
RESET client_min_messages;
TRUNCATE jsonl_lines;
\set copy_cmd '\\copy jsonl_lines (line) FROM ' :'file' ' WITH (FORMAT csv, QUOTE E''\\x01'', DELIMITER E''\\x02'')'
:copy_cmd
-- sql may be null (a few standard-split rows have no SQL form): the trainer reports and skips them
CREATE TABLE :tab (id serial PRIMARY KEY, question text NOT NULL, sql text);
INSERT INTO :tab (question, sql)
SELECT line::jsonb->>'question', line::jsonb->>'sql' FROM jsonl_lines WHERE line <> '' ORDER BY n;
