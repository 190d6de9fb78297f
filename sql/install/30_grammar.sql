
-- ---- SQL grammar and transition system (src/sql/, src/pg/catalog/grammar_sql.c) ----

-- Gold SQL -> the action sequence of the dtfixup grammar, plus the SQL rendered back from it
-- (README.md).  NULL query -> NULL.  NULL schemas = the search_path.
CREATE FUNCTION @extschema@.dtfixup_sql_to_actions(query text, schemas name[] DEFAULT NULL)
RETURNS jsonb
AS 'MODULE_PATHNAME', 'dtfixup_sql_to_actions'
LANGUAGE C STABLE PARALLEL RESTRICTED;

-- An action sequence (the array, or the object dtfixup_sql_to_actions returns) -> SQL.
-- NULL actions -> NULL.
CREATE FUNCTION @extschema@.dtfixup_actions_to_sql(actions jsonb, schemas name[] DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'dtfixup_actions_to_sql'
LANGUAGE C STABLE PARALLEL RESTRICTED;

-- The production rules with their ids (what a decoder embeds), node types and fields.
CREATE FUNCTION @extschema@.dtfixup_grammar_rules()
RETURNS jsonb
AS 'MODULE_PATHNAME', 'dtfixup_grammar_rules'
LANGUAGE C IMMUTABLE PARALLEL SAFE;
