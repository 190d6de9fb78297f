
-- ---- schema graph and linking (src/pg/catalog/schema_sql.c) ----

-- The schema the parser sees, read from the live catalog as the calling role: tables,
-- columns, keys, and RAT-SQL relations between schema items (README.md).
-- NULL schemas = the search_path (without system schemas and dtfixup).
CREATE FUNCTION @extschema@.dtfixup_schema_graph(schemas name[] DEFAULT NULL)
RETURNS jsonb
AS 'MODULE_PATHNAME', 'dtfixup_schema_graph'
LANGUAGE C STABLE PARALLEL RESTRICTED;

-- Tokens (character offsets) and links of a question: table/column names (exact or
-- partial), stored values (bounded look-ups as the caller), numbers and dates.
-- NULL question -> NULL; more than 8192 bytes or 512 tokens -> error 54000.
-- training_sql: show the links a training row with this SQL gets: its literals compared
-- with text columns of EMPTY tables count as stored values (value_lookups.gold_values).
-- STABLE: it reads tables and GUCs, never writes.
CREATE FUNCTION @extschema@.dtfixup_link(question text, schemas name[] DEFAULT NULL,
                                         training_sql text DEFAULT NULL)
RETURNS jsonb
AS 'MODULE_PATHNAME', 'dtfixup_link'
LANGUAGE C STABLE PARALLEL RESTRICTED;
