-- Learning from the users (docs/feedback.md): dtfixup_feedback records a correction after
-- checking it; nl2sql, nl2sql_execute and dtfixup_explain answer from it at once, with the
-- new question's values; privileges and row level security decide who sees which pairs.
\set SHOW_CONTEXT never
CREATE SCHEMA fb_shop;
CREATE TABLE fb_shop.store (name text PRIMARY KEY, town text NOT NULL, staff integer NOT NULL);
INSERT INTO fb_shop.store VALUES ('north', 'springfield', 12), ('south', 'shelbyville', 4),
    ('east', 'coeur d''alene', 7), ('west', 'springfield', 30);
CREATE TABLE fb_shop.secret (code text);
REVOKE ALL ON fb_shop.secret FROM PUBLIC;
-- the schema graph is this schema alone; the extension's functions are called qualified
SET search_path = fb_shop;

-- what an error says, and its SQLSTATE
CREATE FUNCTION fb_shop.try_feedback(q text, s text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    RETURN 'stored as ' || public.dtfixup_feedback(q, s);
EXCEPTION WHEN OTHERS THEN
    RETURN SQLSTATE || ': ' || SQLERRM;
END $$;

-- The site's model: the extension creates no role; a site grants recording to its teachers.
CREATE ROLE fb_teacher;
CREATE ROLE fb_other;
CREATE ROLE fb_asker;
GRANT USAGE ON SCHEMA fb_shop TO fb_teacher, fb_other, fb_asker;
GRANT SELECT ON fb_shop.store TO fb_teacher, fb_other, fb_asker;
GRANT EXECUTE ON FUNCTION public.dtfixup_feedback(text, text), public.dtfixup_forget(bigint),
    public.dtfixup_forget(text) TO fb_teacher, fb_other;
GRANT INSERT, DELETE ON dtfixup.feedback TO fb_teacher, fb_other;

-- a role without the grant may not record
SET ROLE fb_asker;
SELECT fb_shop.try_feedback('how many stores are there', 'SELECT count(*) FROM store');
RESET ROLE;

SET ROLE fb_teacher;
-- refusals, each with its SQLSTATE; nothing is stored
SELECT fb_shop.try_feedback('which stores are big', 'SELECT CASE WHEN staff > 10 THEN name END FROM store') AS outside_grammar;
SELECT fb_shop.try_feedback('list the codes', 'SELECT code FROM secret') AS unreadable;
SELECT fb_shop.try_feedback('list the bosses', 'SELECT boss FROM store') AS unknown_column;
SELECT fb_shop.try_feedback('staff per store', 'SELECT name FROM store WHERE staff / 0 > 1') AS failing;
SELECT fb_shop.try_feedback('remove the stores', 'DELETE FROM store') AS not_a_select;
SELECT fb_shop.try_feedback('list the stores', 'SELECT name FROM store; SELECT town FROM store') AS two_statements;
SELECT fb_shop.try_feedback('list the stores', 'SELECT name FROM') AS syntax;
SELECT fb_shop.try_feedback('', 'SELECT name FROM store') AS empty_question;
SELECT fb_shop.try_feedback('?!', 'SELECT name FROM store') AS no_word;
SELECT count(*) AS stored FROM dtfixup.feedback;

-- a correction; recording the same pair again keeps one
SELECT public.dtfixup_feedback('how many stores are in springfield',
                               'SELECT count(*) FROM store WHERE town = ''springfield''') AS town_pair \gset
SELECT public.dtfixup_feedback('how many stores are in springfield',
                               'SELECT count(*) FROM store WHERE town = ''springfield''') = :town_pair AS same_id;
SELECT question, delex_key, slots, recorded_by = current_user AS mine FROM dtfixup.feedback;

-- answered at once, with the new value (a stored value holding a quote) quoted as always
SELECT public.nl2sql('how many stores are in coeur d''alene');
SELECT * FROM public.nl2sql_execute('How many stores are in Shelbyville?');
SELECT e->'stored_pair'->>'id' = :'town_pair' AS from_the_pair, e->'stored_pair'->>'question' AS pair_question,
       e->'stored_pair'->>'sql' AS sql, jsonb_array_length(e->'candidates') AS candidates
FROM public.dtfixup_explain('how many stores are in coeur d''alene') AS e;
-- a word that is no stored value of town is no value for the pair's slot
SELECT public.dtfixup_explain('how many stores are in north') ? 'stored_pair' AS answered_from_pair;

-- numbers are slots too
SELECT public.dtfixup_feedback('which stores have more than 10 staff',
                               'SELECT name FROM store WHERE staff > 10 ORDER BY name') AS staff_pair \gset
SELECT public.nl2sql('which stores have more than 5 staff');
SELECT * FROM public.nl2sql_execute('which stores have more than 5 staff');

-- said in other framing words ("list the", "there", plurals) the pair still answers, as a
-- rewording; words that change the question ("how many", "most") do not match it
SELECT dtfixup.loose_key(delex_key) AS loose_key FROM dtfixup.feedback ORDER BY id;
SELECT dtfixup.loose_key(NULL) IS NULL AS null_in_null_out, dtfixup.loose_key('') = '' AS empty_stays,
       dtfixup.loose_key('what is <v>') AS framing_only_stays;
SELECT e->'stored_pair'->>'id' = :'staff_pair' AS from_the_pair, e->'stored_pair'->'reworded' AS reworded,
       e->'stored_pair'->>'sql' AS sql
FROM public.dtfixup_explain('List the stores that have more than 7 staff.') AS e;
SELECT e->'stored_pair'->'reworded' AS reworded
FROM public.dtfixup_explain('how many stores are there in shelbyville') AS e;
SELECT public.dtfixup_explain('how many stores have more than 7 staff') ? 'stored_pair' AS answered_from_pair;
SELECT public.dtfixup_explain('stores in shelbyville') ? 'stored_pair' AS answered_from_pair;

-- the setting turns it off: the parser answers
SET dtfixup.answer_from_feedback = off;
SELECT e ? 'stored_pair' AS answered_from_pair, jsonb_array_length(e->'candidates') > 0 AS decoded
FROM public.dtfixup_explain('how many stores are in shelbyville') AS e;
RESET dtfixup.answer_from_feedback;
RESET ROLE;

-- Learning: a model fine-tuned on the stored pairs (one epoch here; the losses are not shown),
-- by a teacher the site lets learn as docs/feedback.md says: EXECUTE on dtfixup_learn and
-- dtfixup_learn_pairs, and nothing on dtfixup_learn's own steps.
CALL public.dtfixup_learn('fb_local', '{"init_from": "fb_local"}');
GRANT EXECUTE ON ROUTINE public.dtfixup_learn(text, jsonb), public.dtfixup_learn_pairs(jsonb) TO fb_teacher;
SET client_min_messages = warning;
SET ROLE fb_teacher;
CALL public.dtfixup_learn('fb_local', '{"epochs": 1, "threads": 1}');
RESET ROLE;
-- the second run starts from the first one's model
CALL public.dtfixup_learn('fb_local', '{"epochs": 1, "threads": 1}');
RESET client_min_messages;
-- two parsers by default, from two seeds: the model and its member, which decode together
SELECT name, epochs, members FROM dtfixup.dtfixup_models WHERE name LIKE 'fb_local%' ORDER BY name;
SET dtfixup.answer_from_feedback = off;
SELECT public.nl2sql('how many stores are in shelbyville', 'fb_local') ~ '^SELECT ' AS answers;
SELECT array_agg(model ORDER BY model) AS parsers_loaded FROM public.dtfixup_loaded_models() WHERE model LIKE 'fb_local%';
-- a member dropped on its own is left out; the model answers alone
SELECT public.dtfixup_drop_model('fb_local.2');
SELECT public.nl2sql('how many stores are in shelbyville', 'fb_local') ~ '^SELECT ' AS answers;
RESET dtfixup.answer_from_feedback;
-- "members": 1 learns one parser, and the members of an earlier run go
SET client_min_messages = warning;
CALL public.dtfixup_learn('fb_local', '{"epochs": 1, "threads": 1, "members": 4}');
RESET client_min_messages;
-- four parsers and a model of dtfixup.ensemble are five: one too many
SELECT public.dtfixup_import_model('fb_other', public.dtfixup_export_model('fb_local', optimizer => false));
SET dtfixup.ensemble = 'fb_other';
SET dtfixup.answer_from_feedback = off;
SELECT public.nl2sql('how many stores are in shelbyville', 'fb_local');
RESET dtfixup.answer_from_feedback;
RESET dtfixup.ensemble;
SELECT public.dtfixup_drop_model('fb_other');
SET client_min_messages = warning;
CALL public.dtfixup_learn('fb_local', '{"epochs": 1, "threads": 1, "members": 1}');
RESET client_min_messages;
SELECT name, members FROM dtfixup.dtfixup_models WHERE name LIKE 'fb_local%' ORDER BY name;
CALL public.dtfixup_learn('fb_local', '{"members": 5}');
CALL public.dtfixup_learn('fb_local', '{"members": "2"}');
-- members are other stored models the caller may write; dropping the model drops them
SELECT public.dtfixup_set_model_members('fb_local', ARRAY['fb_local']);
SELECT public.dtfixup_set_model_members('fb_local', ARRAY['general']);
SELECT public.dtfixup_set_model_members('fb_local', ARRAY['no_such_model']);
SELECT public.dtfixup_set_model_members('fb_local', ARRAY['a', 'b', 'c', 'd']);
SELECT public.dtfixup_set_model_members('fb_local', ARRAY[NULL]);
SELECT public.dtfixup_import_model('fb_member', public.dtfixup_export_model('fb_local', optimizer => false));
-- only a role that may write the model sets its members (terse: the detail names the
-- installing role, the model's owner)
SET ROLE fb_other;
\set VERBOSITY terse
SELECT public.dtfixup_set_model_members('fb_local', ARRAY['fb_member']);
\set VERBOSITY default
RESET ROLE;
SELECT members FROM dtfixup.dtfixup_models WHERE name = 'fb_local';
SELECT public.dtfixup_set_model_members('fb_local', ARRAY['fb_member']);
SELECT public.dtfixup_drop_model('fb_local');
SELECT count(*) AS left_over FROM dtfixup.dtfixup_models WHERE name LIKE 'fb_%';

-- Row level security, set up by the site: each role sees (and is answered from) its own pairs.
ALTER TABLE dtfixup.feedback ENABLE ROW LEVEL SECURITY;
CREATE POLICY fb_own_pairs ON dtfixup.feedback USING (recorded_by = current_user);
SET ROLE fb_other;
SELECT count(*) AS pairs_seen FROM dtfixup.feedback;
SELECT public.dtfixup_explain('how many stores are in shelbyville') ? 'stored_pair' AS answered_from_pair;
SELECT public.dtfixup_forget(:town_pair) AS forgot_anothers;
-- the same pair recorded by this role is its own row
SELECT public.dtfixup_feedback('how many stores are in springfield',
                               'SELECT count(*) FROM store WHERE town = ''springfield''') <> :town_pair AS own_row;
SELECT count(*) AS pairs_seen FROM dtfixup.feedback;
RESET ROLE;
SET ROLE fb_teacher;
SELECT count(*) AS pairs_seen FROM dtfixup.feedback;
SELECT public.dtfixup_explain('how many stores are in shelbyville')->'stored_pair'->>'id' = :'town_pair' AS answered_from_own_pair;
-- forgetting: by question (its words, case and punctuation aside), by id
SELECT public.dtfixup_forget('How many stores are in Springfield?') AS forgot_by_question;
SELECT public.dtfixup_forget(:staff_pair) AS forgot_by_id;
SELECT count(*) AS pairs_seen FROM dtfixup.feedback;
SELECT public.dtfixup_explain('how many stores are in shelbyville') ? 'stored_pair' AS answered_from_pair;
RESET ROLE;
SELECT recorded_by FROM dtfixup.feedback;

DROP POLICY fb_own_pairs ON dtfixup.feedback;
ALTER TABLE dtfixup.feedback DISABLE ROW LEVEL SECURITY;
DELETE FROM dtfixup.feedback;
REVOKE ALL ON dtfixup.feedback FROM fb_teacher, fb_other;
REVOKE ALL ON FUNCTION public.dtfixup_feedback(text, text), public.dtfixup_forget(bigint),
    public.dtfixup_forget(text) FROM fb_teacher, fb_other;
REVOKE ALL ON ROUTINE public.dtfixup_learn(text, jsonb), public.dtfixup_learn_pairs(jsonb) FROM fb_teacher;
DROP SCHEMA fb_shop CASCADE;
DROP ROLE fb_teacher, fb_other, fb_asker;
RESET search_path;
