-- pgTAP: schema graph and linking as seen by roles with different privileges.
BEGIN;
SET search_path = public, dtfixup;
SELECT plan(20);

SELECT has_function('public', 'dtfixup_schema_graph', ARRAY['name[]']);
SELECT has_function('public', 'dtfixup_link', ARRAY['text', 'name[]', 'text']);
SELECT function_returns('public', 'dtfixup_link', ARRAY['text', 'name[]', 'text'], 'jsonb');

SELECT results_eq(
  $$SELECT t->>'name' FROM jsonb_array_elements(dtfixup_schema_graph()->'tables') t$$,
  ARRAY['border_info', 'city', 'highlow', 'lake', 'mountain', 'river', 'state'],
  'the fixture''s graph has exactly its 7 tables, in name order');
SELECT is(
  (SELECT count(*)::int FROM jsonb_array_elements(dtfixup_schema_graph()->'foreign_keys')),
  7, 'seven foreign keys, all to state');
SELECT is(
  (SELECT string_agg(c->>'name', ',')
     FROM jsonb_array_elements(dtfixup_schema_graph()->'tables') t,
          jsonb_array_elements(t->'columns') c
    WHERE t->>'name' = 'river' AND (c->>'primary_key')::boolean),
  'river_name,traverse', 'river''s primary key is (river_name, traverse)');

SELECT throws_ok($$SELECT dtfixup_schema_graph(ARRAY['nope']::name[])$$, '3F000',
                 'schema "nope" does not exist', 'unknown schema is an invalid_schema_name error');
SELECT throws_ok($$SELECT dtfixup_link(repeat('x', 102400))$$, '54000', NULL,
                 'a 100 KB question is refused with program_limit_exceeded');
SELECT is(dtfixup_link(NULL), NULL, 'NULL question gives NULL');
SELECT is(dtfixup_link('')->'tokens', '[]'::jsonb, 'empty question has no tokens');

SELECT ok(
  EXISTS (SELECT 1 FROM jsonb_array_elements(dtfixup_link('rivers in salt lake city')->'links') l
           WHERE l->>'kind' = 'value' AND l->>'table' = 'city' AND l->>'column' = 'city_name'
             AND l->>'value' = 'salt lake city'
             AND (l->>'token_end')::int - (l->>'token_start')::int = 3),
  'salt lake city links to city.city_name as one three-token span');

-- a role without SELECT on city
CREATE ROLE tap_no_city;
GRANT USAGE ON SCHEMA dtfixup TO tap_no_city;
GRANT SELECT ON state, border_info, highlow, lake, mountain, river TO tap_no_city;
SET ROLE tap_no_city;
SELECT ok(
  NOT EXISTS (SELECT 1 FROM jsonb_array_elements(dtfixup_schema_graph()->'tables') t
               WHERE t->>'name' = 'city'),
  'no city node without SELECT on city');
SELECT is(
  (SELECT count(*)::int FROM jsonb_array_elements(dtfixup_schema_graph()->'tables')),
  6, 'the six other tables remain');
-- each "none" below is asked of a non-empty result, so that it cannot hold vacuously
SELECT is(
  (SELECT string_agg(DISTINCT l->>'table', ',' ORDER BY l->>'table')
     FROM jsonb_array_elements(dtfixup_link('how many people live in austin texas')->'links') l
    WHERE l->>'table' IS NOT NULL),
  'border_info,highlow,mountain,river,state',
  'no city links: texas links to readable tables, austin (only a city value) to none');
SELECT ok(
  (SELECT count(*) > 0 AND NOT bool_or(r->>'from' LIKE 'city%' OR r->>'to' LIKE 'city%')
     FROM jsonb_array_elements(dtfixup_schema_graph()->'relations') r),
  'relations remain, and none touches city');
RESET ROLE;

-- column-level grant: only the granted columns, and only their values
GRANT SELECT (city_name) ON city TO tap_no_city;
SET ROLE tap_no_city;
SELECT results_eq(
  $$SELECT c->>'name' FROM jsonb_array_elements(dtfixup_schema_graph()->'tables') t,
                          jsonb_array_elements(t->'columns') c WHERE t->>'name' = 'city'$$,
  ARRAY['city_name'], 'a column grant narrows city to city_name');
SELECT ok(
  EXISTS (SELECT 1 FROM jsonb_array_elements(dtfixup_link('how many people live in austin')->'links') l
           WHERE l->>'table' = 'city' AND l->>'column' = 'city_name' AND l->>'value' = 'austin'),
  'austin links to the readable city.city_name');
SELECT ok(
  (SELECT bool_or(l->>'table' = 'state' AND l->>'column' = 'state_name')
          AND NOT bool_or(l->>'table' = 'city' AND l->>'column' = 'state_name')
     FROM jsonb_array_elements(dtfixup_link('cities in texas')->'links') l),
  'texas links to the readable state.state_name, not to the unreadable city.state_name');
SELECT is(
  (SELECT string_agg(fk->>'table', ',' ORDER BY fk->>'table')
     FROM jsonb_array_elements(dtfixup_schema_graph()->'foreign_keys') fk),
  'border_info,border_info,highlow,lake,mountain,river',
  'city''s foreign key is hidden (its column is not readable); the six others remain');
RESET ROLE;

-- a schema the role may not use
CREATE SCHEMA tap_private;
SET ROLE tap_no_city;
SELECT throws_ok($$SELECT dtfixup_schema_graph(ARRAY['tap_private']::name[])$$, '42501', NULL,
                 'naming a schema without USAGE is insufficient_privilege');
RESET ROLE;

SELECT * FROM finish();
ROLLBACK;
