/*
 * schema_graph.h — the database schema as the parser sees it.
 *
 * A SchemaGraph is built by src/pg/catalog/catalog.c from the live catalog (only what the calling
 * role may SELECT) or by unit tests by hand, and read by every later stage: linking
 * (schema/linking), relations (schema/relations), the SQL grammar (sql/, which resolves
 * table and column names against it) and the model.
 *
 * Layout: tables and columns live in two flat arrays.  A table's columns are contiguous:
 * columns[t->first_column .. t->first_column + t->n_columns - 1], each with ->table == t's
 * index.  Names are stored as the catalog spells them (already case-folded by PostgreSQL);
 * name_words holds the words used for linking (split on '_' and camelCase, lower case).
 * comment_words holds the content words of the item's COMMENT ON text, stemmed, for
 * linking a question word the name does not use (schema_graph_comment_words).
 * Build with schema_graph_new / schema_graph_add_table / schema_graph_add_column /
 * schema_graph_add_foreign_key; memory comes from dt_alloc (common/alloc.h).
 */
#ifndef DTFIXUP_SCHEMA_GRAPH_H
#define DTFIXUP_SCHEMA_GRAPH_H

#include <stdbool.h>

#include "text/name_words.h"

typedef enum SgTableKind
{
	SG_TABLE = 0,				/* plain table */
	SG_PARTITIONED_TABLE,
	SG_VIEW,
	SG_MATERIALIZED_VIEW,
	SG_FOREIGN_TABLE
} SgTableKind;

/* Coarse type class of a column: what linking and the grammar care about. */
typedef enum SgTypeClass
{
	SG_TYPE_TEXT = 0,
	SG_TYPE_NUMBER,
	SG_TYPE_TIME,				/* date, time, timestamp, interval */
	SG_TYPE_BOOLEAN,
	SG_TYPE_OTHER
} SgTypeClass;

/* (pointers first, then the 4-byte fields, then the flags: no padding inside; a cached graph
 * of a large catalog holds tens of thousands of these) */
typedef struct SgColumn
{
	char	   *name;
	char	   *type_name;		/* format_type() spelling, e.g. "character varying(3)" */
	char	  **words;			/* name split into lower-case words */
	char	  **comment_words;	/* stems of its comment's content words (may be NULL) */
	char	  **code_words;		/* the codes its comment explains and their labels' stems
								 * (schema/comment_codes.h; may be NULL) */
	SgTypeClass type_class;
	int			table;			/* index into SchemaGraph.tables */
	int			attnum;			/* pg_attribute.attnum (0 when built by hand) */
	int			n_words;
	int			n_comment_words;
	int			n_code_words;
	bool		nullable;
	bool		primary_key;
	bool		enum_labels;	/* an enum type: a text column to linking and the grammar
								 * (its labels are its values), written as text where a
								 * pattern is matched (LIKE takes no enum) */
	bool		generated;		/* a generated column (GENERATED ALWAYS AS ... STORED):
								 * computed from its row's other columns */
} SgColumn;

typedef struct SgTable
{
	char	   *schema;
	char	   *name;
	char	  **words;
	char	  **comment_words;	/* stems of its comment's content words (may be NULL) */
	SgTableKind kind;
	unsigned int relid;			/* pg_class OID (0 when built by hand) */
	int			first_column;
	int			n_columns;
	int			n_words;
	int			n_comment_words;
} SgTable;

typedef struct SgForeignKey
{
	int			table;			/* referencing table */
	int			ref_table;		/* referenced table */
	int			n_columns;
	int		   *columns;		/* global column indices in table */
	int		   *ref_columns;	/* global column indices in ref_table */
	bool		implied;		/* not declared: a column named for another table's key
								 * (schema/implied_keys.h); the model and the decoder's
								 * join rule read declared keys only */
} SgForeignKey;

typedef struct SchemaGraph
{
	int			n_tables;
	int			n_columns;
	int			n_foreign_keys;
	SgTable    *tables;
	SgColumn   *columns;
	SgForeignKey *foreign_keys;
	int			cap_tables,
				cap_columns,
				cap_foreign_keys;
	bool		compact;		/* made by schema_graph_compact: read only, one block */
	bool		cut_from_keyed;	/* a part of a graph that declares a foreign key
								 * (retrieval_subgraph): schema_graph_declares_keys */
} SchemaGraph;

SchemaGraph *schema_graph_new(void);
/* Add a table; its columns must be added next, before the next table. Returns its index. */
int			schema_graph_add_table(SchemaGraph *g, const char *schema, const char *name,
								   SgTableKind kind, unsigned int relid);
/* Add a column to the most recently added table. Returns its global index. */
int			schema_graph_add_column(SchemaGraph *g, const char *name, const char *type_name,
									SgTypeClass type_class, bool nullable, bool primary_key,
									int attnum);
int			schema_graph_add_foreign_key(SchemaGraph *g, int table, int ref_table, int n_columns,
										 const int *columns, const int *ref_columns);
void		schema_graph_free(SchemaGraph *g);

/*
 * A copy of g that reads the same (names, words, comment words, keys, in the same order)
 * in one allocation: the arrays at their exact sizes, every item's word list in one pool of
 * pointers, the foreign keys' columns in one pool of ints, and each distinct string once in
 * one arena (a catalog repeats its type names, column names and words across tables).  Why:
 * a backend keeps the graph of its catalog (src/pg/catalog), and built item by item a graph
 * of 10,000 tables took 20 MB, mostly allocation headers and copies of the same few
 * strings.  The copy is read only (the add, set and split functions leave it unchanged and
 * return -1 where they return an index); schema_graph_free frees it.
 */
SchemaGraph *schema_graph_compact(const SchemaGraph *g);

/*
 * Comments (COMMENT ON TABLE / COLUMN).  Only the words linking compares are kept: the
 * comment is split like a name (name_words_split, so lower case), words without a letter,
 * of one letter or stop words are dropped, the rest stemmed (text_stem) and kept once, at
 * most SG_COMMENT_MAX_WORDS of them in comment order, read from at most
 * SG_COMMENT_MAX_BYTES of the text: a long comment costs linking no more than a short one.
 * Returns the count and sets *words (NULL when none; free with name_words_free).
 */
#define SG_COMMENT_MAX_WORDS 24
#define SG_COMMENT_MAX_BYTES 1024
int			schema_graph_comment_words(const char *comment, char ***words);
/* Set (replacing) the comment of a table or of a column (global index); NULL clears it.
 * The codes a column's comment explains (code_words) are set apart:
 * schema/comment_codes.h's comment_codes_set_column. */
void		schema_graph_set_table_comment(SchemaGraph *g, int table, const char *comment);
void		schema_graph_set_column_comment(SchemaGraph *g, int column, const char *comment);
/* A copy of a word list (graph copies carry comment words and split name words as they are). */
char	  **schema_graph_copy_words(char *const *words, int n);

/*
 * Re-split the name words of every table and column that PostgreSQL's case folding left
 * as one compound ("pettype" -> "pet", "type"; name_words_split_name), using the
 * words of the model that will read the graph (and English words where those split
 * nothing).  Linking and the encoder then see the words a question uses.  Call it before
 * linking; calling it again changes nothing.
 */
void		schema_graph_split_compound_words(SchemaGraph *g, const NameWordSources *sources);

/*
 * The two passes of that split, one name word at a time (the catalog cache splits a view
 * of its shared graph with them).  A WordSplit returns the number of pieces it sets in
 * *pieces, 0 when the word stays whole.
 */
typedef int (*WordSplit) (const char *word, const void *arg, char ***pieces);
/* The first pass: name_words_split_name by the sources (arg: a NameWordSources). */
int			schema_words_split_by_sources(const char *word, const void *arg, char ***pieces);
/* The words of a graph's names after the first pass, sorted, and their sources. */
typedef struct SchemaWords
{
	char	  **words;
	int			n;
	const NameWordSources *sources;
} SchemaWords;
SchemaWords schema_words_collect(const SchemaGraph *g, const NameWordSources *sources);
void		schema_words_free(SchemaWords *s);
/* The second pass: a word neither source knows, cut around one piece into words of the
 * schema's other names (name_words_split_around_unknown; arg: the SchemaWords):
 * "dimreseller" is "dim reseller" where another name says "dim". */
int			schema_words_split(const char *word, const void *arg, char ***pieces);
/* Every table's and column's name words cut by split into its pieces.  owned: the graph
 * owns its word arrays (those replaced are freed); else they are another graph's, shared
 * by a view of it, and left alone. */
void		schema_graph_split_names(SchemaGraph *g, WordSplit split, const void *arg, bool owned);

/* Look-ups by name (exact, case-sensitive as stored); -1 when absent. */
int			schema_graph_find_table(const SchemaGraph *g, const char *schema, const char *name);
int			schema_graph_find_column(const SchemaGraph *g, int table, const char *name);

/* Is column a a component of a foreign key (declared or implied) that references column b? */
bool		schema_graph_column_references(const SchemaGraph *g, int a, int b);
/* Has table a a foreign key (declared or implied) to table b? */
bool		schema_graph_table_references(const SchemaGraph *g, int a, int b);
/* The same three questions of declared keys alone, for what the model and the decoder read
 * (the model was trained on declared keys): relations, linking, retrieval, join rules. */
bool		schema_graph_declared_column_references(const SchemaGraph *g, int a, int b);
bool		schema_graph_declared_table_references(const SchemaGraph *g, int a, int b);
bool		schema_graph_column_is_declared_foreign_key(const SchemaGraph *g, int c);
/* Does a declared foreign key link tables a and b, in either direction? */
bool		schema_graph_declared_link(const SchemaGraph *g, int a, int b);
/* Whether g, or the graph it is a part of, declares a foreign key: such a schema says how
 * its tables relate. */
bool		schema_graph_declares_keys(const SchemaGraph *g);
/* Is table t a table of rows (plain or partitioned), not a view or a foreign table? */
bool		schema_graph_is_base_table(const SchemaGraph *g, int t);
/* The one primary-key column of table, as an index into its columns; -1 when it has none
 * or several. */
int			schema_graph_single_primary_key(const SchemaGraph *g, int table);
/* The one foreign key of table from to table to, a single column referring to to's
 * single-column primary key (a graph column index, pk); -1 when none or several (from's
 * keys to to, whatever their columns). */
int			schema_graph_single_key_to(const SchemaGraph *g, int from, int to, int pk);
/* The column of table from (a graph column index) that refers, as schema_graph_single_key_to
 * finds the key, to table to's one-column primary key; -1 when to has no such key or from
 * no such one key to it. */
int			schema_graph_referring_column(const SchemaGraph *g, int from, int to);
/* Is column c a component of any foreign key, declared or implied (it names another
 * table's row)? */
bool		schema_graph_column_is_foreign_key(const SchemaGraph *g, int c);
/* Whether col's type (format_type's spelling) can hold fractions: numeric, real, double
 * precision, money; false when it is not known. */
bool		schema_graph_column_holds_fractions(const SgColumn *col);
/* Whether col's type is date (not timestamp: a date less a date is a number of days, a
 * timestamp less a timestamp an interval); false when the type is not known. */
bool		schema_graph_column_is_date(const SgColumn *col);
/* Whether col's type declares amounts in fractions of a unit: numeric(p,s) with s > 0,
 * money.  Only a declared scale counts: Spider's schemas type their ids real or numeric. */
bool		schema_graph_column_declares_fractions(const SgColumn *col);
/* Whether col's type holds whole numbers only: smallint, integer, bigint; false when it is
 * not known. */
bool		schema_graph_column_holds_integers(const SgColumn *col);
/* Whether a word of column c's name says (per says) what it holds: a sex ("gender",
 * "cust_sex"), a country, a currency. */
bool		schema_graph_column_name_says(const SchemaGraph *g, int c,
										  bool (*says) (const char *word));

/* Added by the schema module (not in the original header): */
/* Global index of table's column with this pg_attribute.attnum; -1 when absent. */
int			schema_graph_find_column_by_attnum(const SchemaGraph *g, int table, int attnum);
/* Table index of a relation OID; -1 when absent. */
int			schema_graph_find_relid(const SchemaGraph *g, unsigned int relid);

#endif
