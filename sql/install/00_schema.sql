-- dtfixup install script, assembled by the Makefile from sql/install/*.sql in name order.
\echo Use "CREATE EXTENSION dtfixup" to load this file. \quit

-- Two schemas:
--   * the schema the extension is created in (@extschema@: CREATE EXTENSION dtfixup
--     [SCHEMA s]; by default the first schema of the search_path, usually public) holds the
--     user-facing functions, so `SELECT nl2sql('...')` works with the default search_path;
--   * schema dtfixup, created here, holds the model store (tables, views, sequences, and
--     dtfixup.loose_key, which an index of dtfixup.feedback is built on).  It is
--     never part of the schema graph the parser sees.
CREATE SCHEMA dtfixup;
