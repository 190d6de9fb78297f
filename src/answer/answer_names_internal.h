/*
 * answer_names_internal.h — what answer_names.c, answer_names_keys.c,
 * answer_names_beside_ids.c and answer_names_counted.c share: the helpers of the first and
 * the rewrites of the next two, which answer_full_names runs before it widens output
 * columns to names (the last is a copy step of its own, answer_names.h).  Not for other
 * files: answer_names.h is the interface.
 */
#ifndef DTFIXUP_ANSWER_NAMES_INTERNAL_H
#define DTFIXUP_ANSWER_NAMES_INTERNAL_H

#include "answer/answer_names.h"

/* Output columns of a SELECT looked at, at most (and name columns added to them). */
#define NAMES_ITEMS_MAX 16
/* How far after "which" / "list" / "names" the table's word may come ("which of our
 * authors"). */
#define NAMES_TABLE_WINDOW 3

/* ---- answer_names.c ---- */

/* Whether a question word names column itself (not only through "name(s)", "named",
 * "called", nor a word of its table's name or of other_table's; -1: none). */
bool		names_question_says_column(const SchemaGraph *g, const TextTokens *tokens,
									   const LinkResult *links, int column, int other_table);
/* The end of the longest span right after the asking word that names a table or column
 * exactly ("Which product line ...": "product line", not "product"); -1 when none. */
int			names_asked_span_end(const LinkResult *links, const NameQuestion *q);
/* Whether link l starts within NAMES_TABLE_WINDOW words after the asking word. */
bool		names_link_after_ask(const NameQuestion *q, const SchemaLink *l);
/* Whether link l may say a role ("Which manager ..."): a column link after the asking
 * word, not "each" ("each student" of friend.student_id asks for the ids), partial, or
 * exact to a key whose whole name is a phrase of a role ("Which sales rep ...":
 * sales_order.sales_rep; not "which manager id"). */
bool		names_role_link(const SchemaGraph *g, const NameQuestion *q, const SchemaLink *l);
/* Whether "which" / "list the" / "names of" / "each" is followed by a word of table, or
 * (not "each") of a role its rows play: part of the name of a key's one column that
 * references table ("Which manager ...": employees.manager_id; a whole key's name, "which
 * manager id", asks for the id), or (after "which") by the whole name of the one name
 * column of a table of things ("which three titles" of products.title), or by a sex a
 * column of table's people holds ("Which women ..."). */
bool		names_question_asks_for_table(const SchemaGraph *g, const LinkResult *links,
										  const NameQuestion *q, int table);
/* The graph column of expr, a column of select's FROM, or -1. */
int			names_graph_column(const SqlNode *select, const SqlNode *expr, const SchemaGraph *g);
/* Whether select may get more output columns of instance (no aggregate but for "each",
 * GROUP BY only of its key, DISTINCT only without ORDER BY). */
bool		names_select_may_widen(const SqlNode *select, const SchemaGraph *g, int instance,
								   NameAsk ask);
/* The name columns that answer column for this question (given, family order), or 0 when
 * it stays; names_answered: the output columns hold the instance's names already. */
int			names_answering(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
							const NameQuestion *q, int column, bool names_answered, int names[2]);
/* A new output column: column of table instance. */
SqlNode    *names_column_node(const SchemaGraph *g, int instance, int column);

/* ---- answer_names_keys.c: each changes ast in place ---- */

/* The one primary-key column of table as a graph column, or -1 (none, or a key of several
 * columns). */
int			single_primary_key(const SchemaGraph *g, int table);
/* The foreign key whose one column is column, or -1: its id names a row of another table
 * (or of its own, employees.reports_to). */
int			single_column_reference(const SchemaGraph *g, int column);

void		names_of_referenced(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
								const LinkResult *links, const NameQuestion *q);
void		names_asked_through_a_key(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
									  const LinkResult *links, const NameQuestion *q);
void		names_group_each(SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
							 const NameQuestion *q);
/* "each <table>" grouped by one of the table's attributes: grouped by its key instead. */
void		names_regroup_each(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
							   const LinkResult *links, const NameQuestion *q);
/* "each <table>" counted per row of another table: regrouped by the asked table's key,
 * joined where a table read refers to it. */
void		names_regroup_each_elsewhere(SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
										 const NameQuestion *q);
void		names_group_each_column(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
									const LinkResult *links, const NameQuestion *q);
/* Also for a question that asks for no one by name (a count). */
void		names_rows_referencing_named(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
										 const LinkResult *links, const NameQuestion *q);
/* A table joined to itself on its one key to itself, the named row on one side and the
 * answer on the other: the join turned where the words before the name put the named row
 * on the other side of the key ("Who reports to X?"). */
void		names_self_reference_direction(SqlNode *ast, const SchemaGraph *g,
										   const TextTokens *tokens, const LinkResult *links,
										   const NameQuestion *q);
void		names_key_of_nameless(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
								  const LinkResult *links, const NameQuestion *q);
/* Returns the new root when the EXCEPT becomes a NOT IN. */
SqlNode    *names_except_by_key(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
								const LinkResult *links, const NameQuestion *q);

/* ---- answer_names_beside_ids.c ---- */

/* "ids, names and ...": a thing's name asked beside its id, answered with the id alone. */
void		names_beside_ids(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
							 const LinkResult *links, const NameQuestion *q);

#endif
