/*
 * sql_joined_names.h — a person's given and family names written as one text where the
 * question asks for them so: "List our customers in Oregon with their full name in one
 * column" (firstname || ' ' || lastname), "Give me the member list as surname, first
 * name" (surname || ', ' || firstname).
 *
 * The grammar has no ||: the model answers with the two columns, which is right for "the
 * full names of the players" (Spider's gold answers so, and so does this step), and wrong
 * only where the question says the one-text form.  It says it with
 *
 *   - "one" or "single" followed within three words by "column", "text", "string",
 *     "field" or "line" ("in one column", "as a single 'First Last' text", "on one line"),
 *     or the words "First Last" next to a quote mark ("as one 'First Last' column"):
 *     given name, a space, family name;
 *   - "as" (a quote mark may follow) before "last name, first name", "surname, first
 *     name", "family name, given name" or "last, first": family name, a comma and a
 *     space, given name.
 *
 * The finish step join_names rewrites the chosen answer, a SELECT whose output has a plain
 * column of a person's pair of names (schema/name_columns.h): that output and its partner
 * (added where the answer shows one part alone, unless a GROUP BY would then need it)
 * become one expr_add whose operands are joined as text (SqlConcat), where the first of
 * them stood; a middle name of the same row shown beside them is dropped.  An ORDER BY of
 * the same row's name parts alone follows the joined text: family then given name for the
 * family-first form; for the given-first form one part gets the other after it (people
 * sorted by last name are sorted by first name among those sharing it).  Under SELECT
 * DISTINCT, which orders only by what it shows, that ORDER BY becomes the joined text
 * itself for the family-first form, and the answer is left as it is for the given-first
 * form (its order could not be kept).
 *
 * A finish step runs on the chosen answer alone, after confidence is rated: the joined
 * text changes how the answer is written, not which rows it reads.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_JOINED_NAMES_H
#define DTFIXUP_SQL_JOINED_NAMES_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* How a question asks a person's names to be written. */
typedef enum NamesJoined
{
	NAMES_APART = 0,			/* as the columns they are stored in */
	NAMES_GIVEN_FIRST,			/* "First Last" */
	NAMES_FAMILY_FIRST			/* "Last, First" */
} NamesJoined;

/* How the question t asks names written. */
NamesJoined sql_names_joined_asked(const TextTokens *t);

/* ast (taken) with a person's names in one text as asked (ast itself when nothing is to
 * join, or asked is NAMES_APART). */
SqlNode    *sql_join_names(SqlNode *ast, const SchemaGraph *g, NamesJoined asked);

#endif
