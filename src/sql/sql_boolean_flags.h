/*
 * sql_boolean_flags.h — a boolean column the question names, tested as the flag it is.
 *
 * "Which stores have a coffee bar?" (store.coffee_bar boolean), "How many of our products
 * are low fat?" (product.low_fat boolean): the rows whose flag is true.  Spider's training
 * queries hardly ever test a boolean column, and the model writes what it knows instead:
 * the column compared with a subquery of itself (coffee_bar = (SELECT coffee_bar ...)), or
 * counted (count(DISTINCT low_fat)).  The copy step boolean_flags makes, of such a
 * candidate, a copy that tests the flag, when
 *   - a question span links to a boolean column by its name exactly, else one word
 *     (or several, each one: "day care" of employee.bene_day_care) links in part to the
 *     word of its name that says what it flags
 *     (or the start of a compound name word, or by its singular: "employees" of
 *     people.is_employee; or, linked by an abbreviation or the column's comment, a word
 *     that name word of four letters or more abbreviates: "transparent" of
 *     colors.is_trans; not inside a word of its table's name, nor a
 *     marker such as "flag" or "is": "online" of salesorderheader.onlineorderflag; or a
 *     word that negates it with a prefix: "inactive" of activeflag), else a span links
 *     to it through the lexicon, and the column is the only boolean one the question
 *     names so;
 *   - the candidate's outer SELECT declares the column's table once, and the candidate
 *     nowhere compares the column with TRUE, FALSE or NULL (a candidate "(SELECT ... FROM
 *     t) EXCEPT (SELECT ... FROM t)" over the column's table t is copied from its left
 *     operand: "Which vendors are not on our preferred list?" read as every vendor's name
 *     but some vendors' account numbers);
 * then the copy's outer WHERE drops its conditions on the column, adds "column = TRUE"
 * ("= FALSE" where the question negates the column: sql/sql_negations.h), and a count of
 * the column among its output columns counts the rows (count(*)).
 *
 * A flag stored as a number ("Which products are discontinued?" over discontinued integer,
 * whose rows hold 0 and 1: pg/answer/flag_columns.h) is tested the same way, "= 1"; one
 * stored as text, "= 'y'" ("Which orders haven't been paid for?" over paid char(1) holding
 * 'y' and 'n': "= 'n'"; "Which customers are on hold?" over on_hold holding '*' or NULL:
 * "= '*'", "IS NULL" negated).  An output column that is the flag itself is answered with
 * the names of its table's rows ("Which customers are on hold?" decoded as SELECT DISTINCT
 * on_hold: the customers' names).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_BOOLEAN_FLAGS_H
#define DTFIXUP_SQL_BOOLEAN_FLAGS_H

#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_negations.h"
#include "text/tokenizer.h"

/* The flag the question names (above): the one flag column a span links to by its name
 * exactly, else the one the word of its name that says what it flags names, else the one a
 * span links to through the lexicon (in each, of the links of most words: "day care" of
 * bene_day_care before "benefit" of every bene_ flag) ("salespeople" names is_salesperson by its word, not
 * is_employee, a lexicon relative); column -1 when none or several.  plainly: named exactly or by that word,
 * not through the lexicon ("shopping" ~ store of video_store).  stored (per graph
 * column; may be NULL) marks number columns that hold only 0 and 1 and text columns that
 * hold a yes and a no: flags too, tested "= 1" ("= 0"), "= 'y'" ("= 'n'"), and a
 * comparison with 0 or 1, or with their yes or no, is their test ("rush <> 'Which'" is
 * none).  It depends on the
 * question alone: the answer stage finds it once (answer/answer_facts.h). */
/* How a column that is no boolean stores a flag, read from the database's statistics
 * (pg/answer/flag_columns.h). */
typedef enum FlagStore
{
	FLAG_STORE_NONE = 0,		/* not a flag (or a boolean, which says so itself) */
	FLAG_STORE_ZERO_ONE,		/* a number holding 0 and 1 */
	FLAG_STORE_TEXT				/* text holding a yes and a no spelling ('y'/'n'), or one
								 * mark and NULL ('*') */
} FlagStore;

#define FLAG_SPELLING_MAX 8

typedef struct StoredFlag
{
	FlagStore	store;
	char		yes[FLAG_SPELLING_MAX];	/* text: the value that says yes, as stored */
	char		no[FLAG_SPELLING_MAX];	/* text: the value that says no; "" where NULL does */
} StoredFlag;

typedef struct NamedFlag
{
	int			column;
	bool		plainly;
	StoredFlag	stored;			/* how it is stored, where it is no boolean */
} NamedFlag;

/* stored (per graph column; may be NULL): the columns the database says hold a flag. */
NamedFlag	sql_named_flag(const SchemaGraph *g, const TextTokens *t, const LinkResult *links,
						   const StoredFlag *stored);

/* The copy (above) of ast that tests flag, or NULL when none is to be made; ast is not
 * changed.  names: the name columns of g's tables (schema/name_columns.h), found once per
 * question. */
SqlNode    *sql_boolean_flags(const SqlNode *ast, const SchemaGraph *g, const NamedFlag *flag,
							  const QuestionNegations *n, const TableNames *names);

/* Whether the question names flag plainly (above) and ast tests it nowhere: ast may
 * read the flag's table without testing it ("How many of our orders came in online?"
 * counting every order) or not read it at all (counting the order lines instead).  The
 * answer stage's cost untested_flags. */
bool		sql_flag_untested(const SqlNode *ast, const SchemaGraph *g, const NamedFlag *flag);

/* Whether ast tests flag IS NULL where a value of its own says no (FALSE, 0, 'n'): "Which
 * orders haven't been paid for?" is paid = 'n', not paid IS NULL (negated_absent's copy,
 * answer/answer_steps.c, is dropped then). */
bool		sql_flag_no_as_null(const SqlNode *ast, const SchemaGraph *g, const NamedFlag *flag);

#endif
