/*
 * answer_names.h — people and things answered by their names.
 *
 * A question that asks for people or things by name ("Who is the president?", "Which
 * authors live in Oakland?", "List the members ...", "the names of ...") wants the columns
 * that name them (schema/name_columns.h): a person's given and family names, a thing's
 * name.  The model often answers with one of a person's two name columns, the row's id, or
 * (for "who") some other column of the table.  The rewrite full_names answers such a
 * candidate's output column with the names of the same table instance instead, as separate
 * output columns ("t0.first_name" -> "t0.first_name, t0.last_name").
 *
 * "How many bookings has each member made?" asks for each member by name beside the
 * count: an output column of the grouped instance (its id, one of its names, another
 * column) answered with its names, the aggregates kept ("t0.surname, count(*)" ->
 * "t0.firstname, t0.surname, count(*)").
 *
 * Only the outermost SELECT is rewritten, not a set operation's operand or a subquery
 * (their width must match; but see the EXCEPT below), and not a SELECT with an aggregate
 * among its output columns unless the question asks for "each" of the table; with GROUP
 * BY only when the instance's
 * primary key is grouped (the names then depend on it), which "each" always needs; with
 * DISTINCT only without ORDER BY.  An output column the question names itself
 * ("first name", "email", "job title") stays.
 *
 * Someone else: a foreign key's one column among the output columns (reports_to,
 * recommendedby) answers with the id of the row it references; for "who" (a person) or
 * "which <that table>" (a thing with a name), that row is joined on the key and answers
 * with its names.  And a "who" question whose candidate reads no person's table at all is
 * answered by the people exactly one foreign key relates its rows to, joined on that key,
 * or, with no such key, exactly one link table (titleauthor between titles and authors)
 * (not where it answers with a thing's name the question leaves open: a publisher answers
 * "Who published ...?"); a question that starts with "which <table>" whose candidate
 * answers only with other rows' own ids, or with their columns nobody asked for, gets the
 * asked table's rows the same way (or, with neither key nor link table, through the one
 * shortest path of keys from the rows read: "Which region is the Sales department in?"),
 * as does
 * "which <word of no table>" answered with the own ids of rows the WHERE names ("Which
 * books did Cheryl Carson write?": any table with a name one key or link table reaches).
 *
 * "Show all document ids, names and the number of paragraphs in each document" answered
 * with the ids alone: the name beside the id, the named table joined on the key the ids
 * come from (answer_names_beside_ids.c).
 *
 * "Who earns more than the average salary of their department?" answered with the
 * departments' names over employees joined to departments: the one person's table the
 * query reads answers by its names, unless the WHERE names those people.
 *
 * "Which members did Darren Smith recommend?" answered with Darren Smith's own names: the
 * rows that refer to him through the table's one key to itself.
 *
 * "Which members have never booked anything?" answered with an EXCEPT of two surnames: the
 * rows taken apart by their primary key (NOT IN), then named.
 *
 * "How many orders has each German customer placed?" counted over a join with no GROUP
 * BY: grouped by the primary key of the one instance "each" names, its name beside.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_ANSWER_NAMES_H
#define DTFIXUP_ANSWER_NAMES_H

#include "schema/linking.h"
#include "schema/name_columns.h"
#include "sql/sql_ast.h"
#include "sql/sql_directions.h"
#include "text/tokenizer.h"

/* How the question asks for people or things by name. */
typedef enum NameAsk
{
	NAME_ASK_NONE = 0,
	NAME_ASK_WHICH,				/* "which <table>", "list the <table>", "names of <table>" */
	NAME_ASK_WHO,				/* "who", "whom" starting the question or a clause (not
								 * "the member who joined") */
	NAME_ASK_EACH				/* "each <table>", "every <table>", "per <table>" */
} NameAsk;

/* What the rewrite knows of the question (answer_facts.h holds it). */
typedef struct NameQuestion
{
	NameAsk		ask;
	int			ask_token;		/* the asking word (-1: none) */
	bool		at_start;		/* "who" or "which" starts the question */
	int			what_token;		/* the last word of "What was our" that starts a question
								 * asking for none (-1: none): "What was our largest
								 * order?" read as "which" for rows with no name */
	TableNames *names;			/* the name columns of each table of the graph */
} NameQuestion;

/* The question's asking word, and the graph's name columns: a generated whole name
 * (TableNames.generated_whole) answers for its person only where a word of the question
 * names it ("What are the full names of ...?"; links may be NULL: none does). */
void		name_question_find(const TextTokens *tokens, const SchemaGraph *g,
							   const LinkResult *links, NameQuestion *out);
void		name_question_free(NameQuestion *q);
/* Whether the question asks for people: "who", or "which" before a word for people that
 * names no table ("Which women work in ...?", "Which people ..."). */
bool		name_question_asks_people(const TextTokens *tokens, const NameQuestion *q);

/* The table "which <table>" asks for: the one table the word right after the asking word
 * names exactly, by the longest span that names anything from there ("Which region is
 * ...?": regions; not "Which product line ...?" for products); -1 when none, or the
 * question does not ask "which". */
int			name_question_asked_table(const LinkResult *links, const NameQuestion *q);

/*
 * The rewrite: ast's outer SELECT answering with the names of the instances the question
 * asks for (above).  Changes ast in place and returns it.
 */
SqlNode    *answer_full_names(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
							  const LinkResult *links, const NameQuestion *q);

/*
 * The rewrite distinct_names: "Which customers placed orders in March 2005?" lists each
 * customer once.  A candidate's outer SELECT (not DISTINCT, no GROUP BY, ORDER BY or LIMIT)
 * whose output columns are the names of one table instance (after full_names), joined to
 * rows that reference that table (a foreign key of another FROM table to it), repeats
 * a name once per such row: it becomes SELECT DISTINCT, for a question that asks for
 * people or things by name ("who", "which", "list", "names of"; not "each", which counts).
 * Changes ast in place and returns it.
 */
SqlNode    *answer_distinct_names(SqlNode *ast, const SchemaGraph *g, const NameQuestion *q);

/*
 * The cost step grouped_attributes: "Which stores are bigger than the average store?"
 * answered "SELECT store_city FROM store GROUP BY store_city HAVING avg(store_sqft) > ...":
 * the cities, not the stores.  A question that starts with "which <table>" asks for that
 * table's rows; a candidate whose outer SELECT groups an instance of the table by one of
 * its columns that is neither its primary key nor one of its names (and not by its key)
 * answers with groups of an attribute; so does one that reads no instance of the table and
 * groups the rows of a table that refers to it by a column other than that reference
 * ("Which orders were paid in more than one payment?" grouped by payments.payment_method,
 * not by payments.order_id).  1 for such a candidate, else 0.
 */
int			answer_grouped_attributes(const SqlNode *ast, const SchemaGraph *g,
									  const LinkResult *links, const NameQuestion *q);

/*
 * The cost step who_without_names: "Who earns the most?" decoded "SELECT salary ... GROUP BY
 * salary ORDER BY count(*) DESC LIMIT 1", "Who placed the most orders?" answered with the
 * orders' comments.  "Who" asks for people; the rewrites answer a person's table with its
 * names wherever they can, so a candidate whose outer query (either side of a set
 * operation) still answers with no name column of any table (a salary, a date, a count, a
 * status) answers about no one.  1 for such a candidate of a "who" question, else 0.
 */
int			answer_who_without_names(const SqlNode *ast, const SchemaGraph *g,
									 const NameQuestion *q);

/*
 * The copy step asked_groups (answer_names_asked_groups.c): "Which product line has the
 * most orders?" decoded "SELECT products.product_line FROM products JOIN orderdetails ...
 * GROUP BY products.product_code ORDER BY count(*) DESC LIMIT 1": the line of the product
 * with the most order lines.  Where a question starts "which <column>" (a word right after
 * "which" names a column exactly, and no table exactly but the one the column refers to:
 * "Which country's customers ...", "Which product line ..." of products.product_line, a
 * key to productlines) and the candidate's outer SELECT answers that column (not its
 * table's primary key or name) beside aggregates alone, grouped by its table's primary key
 * alone, the copy groups by the column instead: one row per product line.  A new query, or NULL.  The source pays
 * ungrouped_asked, so that the copy, one below it, comes first.
 */
SqlNode    *answer_asked_groups(const SqlNode *ast, const SchemaGraph *g,
								const LinkResult *links, const NameQuestion *q);

/*
 * The copy step people_counted (answer_names_counted.c): "Who placed the most orders?"
 * decoded "SELECT comments FROM orders JOIN orderdetails ... GROUP BY order_number ORDER
 * BY count(*) DESC LIMIT 1".  For a "who" question whose candidate ranks by count(*) alone
 * (no WHERE or HAVING), where the word right after a superlative names a table whose one
 * single-column foreign key to a person's table leads to the people, the copy counts that
 * table's rows per person: "SELECT c.contact_first_name, c.contact_last_name FROM orders
 * JOIN customers AS c ON ... GROUP BY c.customer_number ORDER BY count(*) DESC LIMIT 1".
 * Where that word names the people ("Who is our most frequent customer?"), the table
 * counted is the one other table that refers to them.  A new query, or NULL.
 */
SqlNode    *answer_people_counted(const SqlNode *ast, const SchemaGraph *g,
								  const TextTokens *tokens, const LinkResult *links,
								  const QuestionDirections *d, const NameQuestion *q);

#endif
