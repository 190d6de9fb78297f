/*
 * sql_named_row.h — the row a question names, read from its own table.
 *
 * "What is the population of Montana?" answered "SELECT population FROM city WHERE
 * state_name = 'montana'": the populations of Montana's cities.  The WHERE names no city
 * (it fixes no city_name), and 'montana' is the name of a row of state (a stored
 * state_name the question links exactly), which holds a population of its own.  The
 * question asks for that row: "SELECT population FROM state WHERE state_name =
 * 'montana'".  Likewise "What is the population of Atlanta?" answered over state WHERE
 * capital = 'atlanta': Atlanta is a city.
 *
 * The rewrite named_row_property replaces a candidate whose outer SELECT answers one
 * plain column of its one table (no aggregate, GROUP BY, ORDER BY or LIMIT), a property
 * of its rows (not a key nor the thing's name, which say which rows: "What states border
 * Maine?" over border_info WHERE border = 'maine' asks for other rows), where the
 * question names that table by none of its words and the WHERE fixes no thing's name of
 * it (schema/name_columns.h), but compares one of its columns with a value that is the
 * thing's name of exactly one other table holding a property of the same name, with that
 * table's named row's column: the model's rows are not the ones asked for, so a rewrite,
 * not a copy below them.  sql_counted_column.h asks the same of "how many people".
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_NAMED_ROW_H
#define DTFIXUP_SQL_NAMED_ROW_H

#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* The column of graph table table that answers what is asked (arg: the caller's), or -1
 * when the table holds none. */
typedef int (*NamedRowAnswer) (const SchemaGraph *g, int table, const void *arg);

/*
 * "SELECT <column> FROM <table> WHERE <its thing's name> = <value>" for the one table other
 * than instance's whose thing's name (names: name_columns_find's) is a value select's WHERE
 * compares a column of instance with ("<column> = '<text>'", the text a stored value the
 * question links exactly), and of which answer gives a column; NULL when no table or
 * several.
 */
SqlNode    *sql_named_row_elsewhere(const SqlNode *select, const SchemaGraph *g,
									const LinkResult *links, const TableNames *names,
									int instance, NamedRowAnswer answer, const void *arg);

/* Whether select's WHERE fixes the thing's name of instance (names[table].single = value). */
bool		sql_named_row_fixed(const SqlNode *select, const SchemaGraph *g,
								const TableNames *names, int instance);

/* The rewrite's query (above), new; NULL when ast is none such. */
SqlNode    *sql_property_of_named_row(const SqlNode *ast, const SchemaGraph *g,
									  const LinkResult *links, const TableNames *names);

/* The names of table instance instance's rows (n: its table's name columns) added as
 * select's last output columns: a thing's one name, else a person's given and family
 * names. */
void		sql_add_row_names(SqlNode *select, const SchemaGraph *g, int instance,
							  const TableNames *n);

/* "SELECT <thing's names> FROM lines JOIN thing ON thing.pk = lines.key": the things the
 * rows of table lines refer to by their column key (thing_pk: thing's primary key, graph
 * columns), named (names: the graph's name columns); lines is instance 0, thing's instance
 * in *thing_instance. */
SqlNode    *sql_select_referred_names(const SchemaGraph *g, int lines, int key, int thing,
									  int thing_pk, const TableNames *names,
									  int *thing_instance);

#endif
