
-- ---- schema graph and linking (src/pg/schema_functions.c) ----

-- The schema the parser sees, read from the live catalog as the calling role: tables,
-- columns, keys, and RAT-SQL relations between schema items (docs/README_schema.md).
-- NULL schemas = the search_path (without system schemas and dtfixup).
CREATE FUNCTION dtfixup.dtfixup_schema_graph(schemas name[] DEFAULT NULL)
RETURNS jsonb
AS 'MODULE_PATHNAME', 'dtfixup_schema_graph'
LANGUAGE C STABLE PARALLEL RESTRICTED;
