
-- ===================================================================================
-- 60_parser: training the parser and asking questions (README.md)
-- ===================================================================================
--
-- None of these is SECURITY DEFINER: the schema graph, the value look-ups and the
-- generated query all run as the calling role, so a role gets SQL only over what it may
-- read.  Model writes go through the model store's rights checks (50_model_store).

CREATE PROCEDURE @extschema@.dtfixup_finetune(model text, train regclass,
                                          question_column name DEFAULT 'question',
                                          sql_column name DEFAULT 'sql',
                                          options jsonb DEFAULT '{}')
    AS 'MODULE_PATHNAME', 'dtfixup_finetune'
    LANGUAGE C;
COMMENT ON PROCEDURE @extschema@.dtfixup_finetune(text, regclass, name, name, jsonb) IS
    'train a dtfixup parser on the (question, sql) rows of a table against the live schema; commits a checkpoint per epoch when called outside a transaction block';

CREATE FUNCTION @extschema@.nl2sql(question text, model text DEFAULT NULL) RETURNS text
    AS 'MODULE_PATHNAME', 'dtfixup_nl2sql'
    LANGUAGE C STABLE PARALLEL RESTRICTED;
COMMENT ON FUNCTION @extschema@.nl2sql(text, text) IS
    'the SQL query the model (default: dtfixup.model) generates for an English question, over the tables the caller can read';

CREATE FUNCTION @extschema@.nl2sql_execute(question text, model text DEFAULT NULL) RETURNS SETOF jsonb
    AS 'MODULE_PATHNAME', 'dtfixup_nl2sql_execute'
    LANGUAGE C VOLATILE PARALLEL RESTRICTED;
COMMENT ON FUNCTION @extschema@.nl2sql_execute(text, text) IS
    'answer an English question: run the generated query read-only as the caller under dtfixup.statement_timeout, one jsonb per row';

CREATE FUNCTION @extschema@.dtfixup_explain(question text, model text DEFAULT NULL) RETURNS jsonb
    AS 'MODULE_PATHNAME', 'dtfixup_explain'
    LANGUAGE C STABLE PARALLEL RESTRICTED;
COMMENT ON FUNCTION @extschema@.dtfixup_explain(text, text) IS
    'how the model answers a question: the links it saw and the beam''s candidates with scores and SQL';

CREATE FUNCTION @extschema@.dtfixup_value_check(query text) RETURNS jsonb
    AS 'MODULE_PATHNAME', 'dtfixup_value_check_query'
    LANGUAGE C STABLE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION @extschema@.dtfixup_value_check(text) IS
    'the value check of nl2sql (dtfixup.value_check) applied to a query: is each comparison of a column with a literal satisfied by some stored row (for =, possibly of the key the column references)';

CREATE FUNCTION @extschema@.dtfixup_full_names(question text, query text) RETURNS text
    AS 'MODULE_PATHNAME', 'dtfixup_full_names_query'
    LANGUAGE C STABLE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION @extschema@.dtfixup_full_names(text, text) IS
    'the full_names step of nl2sql (dtfixup.full_names) applied to a query: the names of the people or things the question asks for ("who", "which <table>") as its output columns';

CREATE FUNCTION @extschema@.dtfixup_evaluate(model text, examples regclass,
                                         question_column name DEFAULT 'question',
                                         sql_column name DEFAULT 'sql') RETURNS jsonb
    AS 'MODULE_PATHNAME', 'dtfixup_evaluate'
    LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION @extschema@.dtfixup_evaluate(text, regclass, name, name) IS
    'exact match and execution accuracy of a model on (question, sql) rows, overall and per example';

CREATE FUNCTION @extschema@.dtfixup_exact_match(a text, b text) RETURNS boolean
    AS 'MODULE_PATHNAME', 'dtfixup_exact_match'
    LANGUAGE C STABLE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION @extschema@.dtfixup_exact_match(text, text) IS
    'do two queries match exactly after normalisation (aliases ignored, AND/OR operands sorted), as dtfixup_evaluate counts it';
