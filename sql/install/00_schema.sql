-- dtfixup install script, assembled by the Makefile from sql/install/*.sql in name order.
\echo Use "CREATE EXTENSION dtfixup" to load this file. \quit

-- The extension's schema (named in dtfixup.control) holds its own tables and the
-- user-facing functions.  Add it to search_path to call them unqualified:
--   SET search_path = public, dtfixup;
