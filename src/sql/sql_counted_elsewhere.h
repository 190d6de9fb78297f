/*
 * sql_counted_elsewhere.h — a count of rows that are not the ones the question counts.
 *
 * "How many customers live in Canada?" decoded "SELECT count(*) FROM country WHERE country
 * = 'Canada'": one, the country, where the customers are four tables away.  The model has
 * found the value and counts the rows that hold it.  "How many <table>" asks for a number
 * of that table's rows, so a candidate whose outer SELECT answers a count and reads neither
 * that table nor a table that refers to it (border_info's rows for "how many states border
 * Texas", has_pet's for "how many students have a pet") counts something else, and that is
 * a cost of the answer stage (answer_steps.h, counted_elsewhere).  So does a candidate
 * ranked by a count ("ORDER BY count(*)") for "the most / fewest / least <table>" ("Which
 * city has the most employees?" ranked by its departments).  A table that refers to the
 * counted one but is referred to by it as well (departments, by their manager, and
 * employees, by their department) is the counted rows' parent, not a list of them: its
 * rows count no more.  Nor does a table that refers to the counted one where no word of the
 * question names it but the counted table's own and it bridges to no other table of the
 * FROM: "How many sets came out in 2020?" answered "SELECT count(DISTINCT set_num) FROM
 * inventory_sets" counts the sets packed in others (the counted table records those
 * tables once per question); dept_emp joined with departments, for "How many people
 * work in Research?", does count people.  A FROM with a view or a subquery costs nothing:
 * what its rows are is not known here.  "How many people" names no table: it counts the database's one base
 * table of people (schema/name_columns.h), if it has exactly one.  "The number of
 * <table>" counts as "how many" does ("Count the number of documents that use the PPT
 * template type").
 *
 * The copy step count_counted_rows mends the simplest such count: where the counted table
 * refers by a one-column foreign key to exactly one table of the candidate's outer FROM,
 * declared there once, and each count of the candidate is count(*), the copy joins the
 * counted table on that key, so that its count(*) counts the counted rows ("SELECT
 * count(*) FROM templates WHERE template_type_code = 'PPT'" becomes "... FROM templates
 * JOIN documents ON documents.template_id = templates.template_id ..."; per group and in
 * "ORDER BY count(*)" alike).  Where no key of the counted table reaches the FROM, two
 * may: its key to a middle table whose key refers to a table of the FROM (products ->
 * subcategories -> categories: both joined), or a bridge that refers to both
 * (film_category, for films of a category: the bridge alone joined, its rows one a film);
 * none where two ways exist.
 *
 * "How many orders have been shipped?" answered "SELECT count(DISTINCT qty_ordered) FROM
 * sales WHERE order_status = 'shipped'": the different quantities, not the orders.  Where
 * the question counts a table with "how many" and says no "different", "distinct" or
 * "unique", a candidate whose every count among its outputs is count(DISTINCT c) of a
 * column of that table that is no key (nor a key to another table) counts values, not its
 * rows: it pays counted_elsewhere too, and count_counted_rows' copy counts the rows
 * (count(*)).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_COUNTED_ELSEWHERE_H
#define DTFIXUP_SQL_COUNTED_ELSEWHERE_H

#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* Most words between "how many" (or "the most") and the table word ("how many active
 * members"). */
#define COUNTED_TABLE_REACH 3

/* The table a question counts, found once per question. */
typedef struct CountedTable
{
	int			table;			/* graph table; -1 when the question counts none */
	bool		ranked;			/* "the most / fewest / least <table>", not "how many" */
	bool		distinct;		/* "different", "distinct" or "unique" said: values may be
								 * counted once each */
	SqlSeen		unsaid_children;	/* the base tables that refer to it that no word
									 * names but the counted table's own ("inventory_sets"
									 * for "How many sets came out in 2020?") */
} CountedTable;

/* The table the question counts: the one a word after the first "how many" names, not a
 * word of a stored value of several ("How many 'United Airlines' flights") (ranked
 * false), else after the first "the most / fewest / least" that names one (ranked true:
 * "the most number of documents" too), else after the first "number of" that names one
 * (ranked false);
 * a word that names tables exactly, else through the lexicon or a comment, else as a part
 * of one table's name with no table's word right after it ("crimes" of
 * crime_scene_report);
 * for "people" or "persons", which name no table, the graph's one base table of people
 * (given and family names: schema/name_columns.h) when names (the name columns of each
 * table of g) is given. */
CountedTable sql_counted_table(const TextTokens *t, const LinkResult *links,
							   const SchemaGraph *g, const TableNames *names);

/* 1 when ast counts rows other than the counted table's (above), else 0. */
int			sql_counted_elsewhere(const SqlNode *ast, const SchemaGraph *g,
								  const CountedTable *counted);

/* count_counted_rows' copy of ast (above), or NULL when none is to be made; ast is not
 * changed. */
SqlNode    *sql_count_counted_rows(const SqlNode *ast, const SchemaGraph *g,
								   const CountedTable *counted);

#endif
