/*
 * sql_compound_columns.h — a property stored over several columns, answered with all of
 * them.
 *
 * "What is Annabel Miller's address?" over person(address_number, address_street_name):
 * the model answers address_street_name alone, where the house number is half the
 * address.  "What car does Jeremy Bowers drive?" over drivers_license(car_make,
 * car_model): the model answers the model alone.  A real schema stores one property over
 * several columns whose names begin with the property's word.  A question word (its
 * singular) that is the first word of the names of two to COMPOUND_COLUMNS_MAX columns of
 * one table (not counting its keys, its name columns, its dates, or a text that describes
 * the whole: "warrantydescription" beside "warrantyperiod"; schema/name_columns.h),
 * where
 *   - the word names no table ("order" in order_date, order_status of orders),
 *   - no other word of those columns' names is a word or number of the question ("the
 *     street address", "the car make", "the address number" name one of them), nor a
 *     number (line_1, line_2, line_3 are alternatives: "line 1 and line 2"), and
 *   - the word is no word a column name shares by habit (a date, a number, an id, a code,
 *     a type, a name, a total ...),
 * names a compound property.  The rewrite compound_columns answers an output column that
 * is one of a compound's columns (a plain column of the outer SELECT, which answers no
 * aggregate) with all of them, in the table's order, at its place.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_COMPOUND_COLUMNS_H
#define DTFIXUP_SQL_COMPOUND_COLUMNS_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

#define COMPOUND_COLUMNS_MAX 4
#define COMPOUNDS_MAX 4

/* One property a question word names over several columns of one table. */
typedef struct CompoundColumns
{
	int			n_columns;
	int			columns[COMPOUND_COLUMNS_MAX];	/* graph columns, in the table's order */
} CompoundColumns;

/* The compound properties a question names (above). */
typedef struct Compounds
{
	int			n;
	CompoundColumns items[COMPOUNDS_MAX];
} Compounds;

/* The compounds the question tokens name over graph g (above); n 0 when none. */
Compounds	sql_compounds_find(const SchemaGraph *g, const TextTokens *tokens);

/* The rewrite: ast's outer SELECT answering each compound whose column it answers with
 * all its columns (above).  Changes ast in place and returns it. */
SqlNode    *sql_compound_columns(SqlNode *ast, const SchemaGraph *g, const Compounds *c);

#endif
