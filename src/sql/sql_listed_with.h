/*
 * sql_listed_with.h — the columns a question asks to see beside the rows it lists.
 *
 * "List the customers in France with their credit limit." decoded "SELECT customer_name
 * FROM customers WHERE country = 'France'", and "Show each employee with their email."
 * decoded "SELECT email FROM employees": Spider's training questions name every column
 * they want as a list ("the name and credit limit of ..."), and the general model reads
 * "with their X" as nothing, or as the only thing asked.  An analyst means the rows and,
 * beside each, X.
 *
 * The phrase is "with", "and", "plus" or "including", then "their", "its", "his" or "her";
 * the columns are those named (exactly, through the lexicon, an abbreviation or a measure
 * word, not in part) by the words after it, up to LISTED_WITH_REACH tokens, that are no
 * punctuation but commas ("with their country and credit limit" names two).  It is found
 * once per question.  Against a candidate, a mention counts where it names exactly one
 * column of the tables the candidate's outer SELECT declares once (a mention inside a
 * longer one that does is the longer one's).
 *
 * The copy step listed_with makes, of a SELECT whose outputs may change
 * (sql_output_may_change) and answer no aggregate:
 *   - where it shows some of those columns and not others, or none: a copy that shows
 *     the missing ones too, after its own outputs;
 *   - where it shows those columns and nothing else, all of one table instance that has
 *     names (schema/name_columns.h): a copy that shows the rows' names first.
 * The cost step unlisted_with charges the candidate a copy is made of: it answers without
 * what the question lists, or what the rows have without saying which rows have it.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_LISTED_WITH_H
#define DTFIXUP_SQL_LISTED_WITH_H

#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* Most tokens after the phrase that may name the columns. */
#define LISTED_WITH_REACH 6

/* The question's words that name the columns listed beside its rows: tokens
 * [start, end); start -1: none. */
typedef struct ListedWith
{
	int			start;
	int			end;
} ListedWith;

/* The span after the question's first "with their" phrase (above). */
ListedWith	sql_listed_with_find(const TextTokens *t);

/* listed_with's copy of ast (above), or NULL when none is to be made; ast is not
 * changed.  names: the graph's name columns, per table. */
SqlNode    *sql_listed_with(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
							const ListedWith *with, const TableNames *names);

#endif
