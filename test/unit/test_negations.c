/*
 * test_negations.c — the columns a question negates, the comparisons that affirm them and
 * their turned copies (sql/sql_negations.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"
#include "common/strbuf.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_negated_absent.h"
#include "sql/sql_negations.h"
#include "sql/sql_render.h"
#include "sql/sql_transition.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "action_notation.h"
#include "render_check.h"

static SchemaGraph *
negations_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "authors", SG_TABLE, 0);
	schema_graph_add_column(g, "au_id", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "au_lname", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "contract", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "active", "boolean", SG_TYPE_BOOLEAN, false, false, 0);
	schema_graph_add_column(g, "agent", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "books", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "country", "text", SG_TYPE_TEXT, true, false, 0);
	return g;
}

static int
column_named(const SchemaGraph *g, const char *name)
{
	for (int c = 0; c < g->n_columns; c++)
		if (strcmp(g->columns[c].name, name) == 0)
			return c;
	abort();
}

/* For each "word=column" of links_spec, an exact column link in sc from the first token
 * spelled word ("/m" after the column: a measure link; ":value" after it: a link to that
 * stored value of the column). */
static void
add_links(const SchemaGraph *g, const char *const *links_spec, StepCase *sc)
{
	const TextTokens *t = &sc->t;
	LinkResult *links = &sc->links;

	for (int i = 0; links_spec[i] != NULL; i++)
	{
		char		word[32],
					column[32],
					value[32];
		char		how = 'e';
		int			tok;

		CHECK(sscanf(links_spec[i], "%31[^=]=%31[a-z_]/%c", word, column, &how) >= 2);
		for (tok = 0; tok < t->n && strcmp(t->tokens[tok].text, word) != 0; tok++)
			;
		CHECK(tok < t->n);
		if (sscanf(links_spec[i], "%*[^=]=%*[a-z_]:%31s", value) == 1)
			link_result_add(links, LINK_VALUE, LINK_EXACT, tok, tok + 1, 0,
							column_named(g, column), value);
		else
			link_result_add(links, LINK_COLUMN,
							how == 'm' ? LINK_MEASURE : how == 'l' ? LINK_LEXICON : LINK_EXACT, tok,
							tok + 1, 0, column_named(g, column), NULL);
	}
}

/* question's words (no AST) with links_spec's links (add_links). */
static void
question_of(const SchemaGraph *g, const char *question, const char *const *links_spec,
			StepCase *sc)
{
	step_case_words(sc, question);
	add_links(g, links_spec, sc);
}

static bool
negates_column(const QuestionNegations *n, int column)
{
	for (int k = 0; k < n->n; k++)
		if (n->column[k] == column)
			return true;
	return false;
}

UNIT_TEST(negated_columns_of_questions)
{
	SchemaGraph *g = negations_graph();
	StepCase	sc;
	QuestionNegations n;
	const char *const contract[] = {"contract=contract", NULL};
	const char *const agent[] = {"agent=agent", NULL};
	const char *const measured[] = {"contract=contract/m", NULL};
	const char *const in_paris[] = {"contract=contract", "agent=agent", NULL};

	question_of(g, "Which authors are not under contract?", contract, &sc);
	question_negations_find(&sc.t, &sc.links, &n);
	CHECK_INT_EQ(n.n, 1);
	CHECK(negates_column(&n, column_named(g, "contract")));
	CHECK(!n.spells_zero && !n.spells_one);
	step_case_end(&sc);

	/* "n't" and "without" negate; the apostrophe does not end the reach */
	question_of(g, "Which authors haven't an agent?", agent, &sc);
	question_negations_find(&sc.t, &sc.links, &n);
	CHECK(negates_column(&n, column_named(g, "agent")));
	step_case_end(&sc);
	question_of(g, "Authors without an agent", agent, &sc);
	question_negations_find(&sc.t, &sc.links, &n);
	CHECK(negates_column(&n, column_named(g, "agent")));
	step_case_end(&sc);

	/* no negation; too far; past a clause word; a measure link */
	question_of(g, "Which authors are under contract?", contract, &sc);
	question_negations_find(&sc.t, &sc.links, &n);
	CHECK_INT_EQ(n.n, 0);
	step_case_end(&sc);
	question_of(g, "Which authors did not live in Paris long before their contract?", contract,
				&sc);
	question_negations_find(&sc.t, &sc.links, &n);
	CHECK_INT_EQ(n.n, 0);
	step_case_end(&sc);
	question_of(g, "Which authors are not in Paris and have an agent under contract?", in_paris,
				&sc);
	question_negations_find(&sc.t, &sc.links, &n);
	CHECK_INT_EQ(n.n, 0);
	step_case_end(&sc);
	question_of(g, "Which authors are not under contract?", measured, &sc);
	question_negations_find(&sc.t, &sc.links, &n);
	CHECK_INT_EQ(n.n, 0);
	step_case_end(&sc);

	/* the numbers it spells */
	question_of(g, "Which authors with 1 book are not under contract?", contract, &sc);
	question_negations_find(&sc.t, &sc.links, &n);
	CHECK(n.spells_one && !n.spells_zero);
	step_case_end(&sc);
	schema_graph_free(g);
}

/* The turned copy of the query "SELECT au_lname FROM authors WHERE <cond>" (cond in
 * notation) for question, rendered, or "-" when nothing affirms; *count: what
 * sql_negations_affirmed counted. */
static char *
turned(const SchemaGraph *g, const char *question, const char *const *links_spec,
	   const char *cond, int *count)
{
	StepCase	sc;
	QuestionNegations n;
	SqlNode    *copy;
	char		notation[512];
	char	   *sql;

	snprintf(notation, sizeof(notation),
			 "sql_select from_table T:authors ; select_expr expr_column C:0:au_lname ; %s ; ; ; ;",
			 cond);
	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	add_links(g, links_spec, &sc);
	question_negations_find(&sc.t, &sc.links, &n);
	*count = sql_negations_affirmed(sc.ast, g, &n);
	copy = sql_negations_follow(sc.ast, g, &n);
	sql = rendered_copy(copy, g, "SELECT t0.au_lname FROM public.authors AS t0 WHERE ");
	step_case_end(&sc);
	return sql;
}

#define CHECK_TURN(question, links, cond, expected, expected_count)            \
	do {                                                                       \
		int _n = -1;                                                           \
		char *_s = turned(g, question, links, cond, &_n);                      \
		if (_s) CHECK_STR_EQ(_s, expected);                                    \
		CHECK_INT_EQ(_n, expected_count);                                      \
		free(_s);                                                              \
	} while (0)

UNIT_TEST(affirming_comparisons_turn_to_the_empty_value)
{
	SchemaGraph *g = negations_graph();
	const char *const contract[] = {"contract=contract", NULL};
	const char *const active[] = {"active=active", NULL};
	const char *const agent[] = {"agent=agent", NULL};
	const char *const books[] = {"books=books", NULL};

	CHECK_TURN("Which authors are not under contract?", contract,
			   "cond_ne expr_column C:0:contract expr_value V:integer:0", "t0.contract = 0", 1);
	/* these say no "no" at all either: one more each */
	CHECK_TURN("Which authors are not under contract?", contract,
			   "cond_eq expr_column C:0:contract expr_value V:integer:1", "t0.contract = 0", 2);
	CHECK_TURN("Which authors are not under contract?", contract,
			   "cond_gt expr_column C:0:contract expr_value V:integer:0", "t0.contract = 0", 1);
	CHECK_TURN("Which authors are not under contract?", contract,
			   "cond_lt expr_value V:integer:0 expr_column C:0:contract", "0 = t0.contract", 1);
	CHECK_TURN("Which authors are never active?", active,
			   "cond_eq expr_column C:0:active expr_true", "t0.active = FALSE", 2);
	CHECK_TURN("Which authors have no agent?", agent,
			   "cond_is_not_null expr_column C:0:agent", "t0.agent IS NULL", 2);
	/* already the empty value, or not a flag's test: left alone */
	CHECK_TURN("Which authors are not under contract?", contract,
			   "cond_eq expr_column C:0:contract expr_value V:integer:0", "-", 0);
	CHECK_TURN("Which authors have not written books?", books,
			   "cond_gt expr_column C:0:books expr_value V:integer:3", "-", 0);
	CHECK_TURN("Which authors are not under contract?", contract,
			   "cond_gt expr_value V:integer:0 expr_column C:0:contract", "-", 0);
	/* a number the question spells, a column it does not negate */
	CHECK_TURN("Which authors have not written more than 0 books?", books,
			   "cond_gt expr_column C:0:books expr_value V:integer:0", "-", 0);
	CHECK_TURN("Which authors are under contract?", contract,
			   "cond_ne expr_column C:0:contract expr_value V:integer:0", "-", 0);
	/* the query negates it itself */
	CHECK_TURN("Which authors are not under contract?", contract,
			   "cond_not cond_ne expr_column C:0:contract expr_value V:integer:0", "-", 0);
	/* each affirming comparison is counted and turned */
	{
		const char *const both[] = {"contract=contract", "agent=agent", NULL};

		CHECK_TURN("Which authors have not an agent, not a contract?", both,
				   "cond_and cond_is_not_null expr_column C:0:agent "
				   "cond_ne expr_column C:0:contract expr_value V:integer:0",
				   "t0.agent IS NULL AND t0.contract = 0", 2);
	}
	schema_graph_free(g);
}

/* "publishers outside the US", "guests aside": a stored value negated; the candidate's
 * "column = 'value'" turned to "<>". */
UNIT_TEST(negated_values_turn_to_not_equal)
{
	SchemaGraph *g = negations_graph();
	const char *const us[] = {"us=country:USA", NULL};
	const char *const americans[] = {"americans=country:USA", NULL};
	const char *const us_column[] = {"us=country", NULL};

	CHECK_TURN("Which authors live outside the us?", us,
			   "cond_eq expr_column C:0:country expr_value V:text:USA", "t0.country <> 'USA'", 1);
	CHECK_TURN("Which authors do not live in the us?", us,
			   "cond_eq expr_column C:0:country expr_value V:text:usa", "t0.country <> 'usa'", 2);
	CHECK_TURN("Which authors, americans aside, have books?", americans,
			   "cond_eq expr_column C:0:country expr_value V:text:USA", "t0.country <> 'USA'", 1);
	/* not negated, another value, or already "<>": left alone */
	CHECK_TURN("Which authors live in the us?", us,
			   "cond_eq expr_column C:0:country expr_value V:text:USA", "-", 0);
	CHECK_TURN("Which authors live outside the us?", us,
			   "cond_eq expr_column C:0:country expr_value V:text:France", "-", 0);
	CHECK_TURN("Which authors live outside the us?", us,
			   "cond_ne expr_column C:0:country expr_value V:text:USA", "-", 0);
	/* "outside" negates a value, not a column */
	CHECK_TURN("Which authors live outside the us?", us_column,
			   "cond_is_not_null expr_column C:0:country", "-", 0);
	schema_graph_free(g);
}

/* "Where do we deliver Roy White's orders?": a stored value named where nothing is negated;
 * the candidate's "column <> 'value'" turned to "=". */
UNIT_TEST(named_values_turn_to_equal_where_nothing_is_negated)
{
	SchemaGraph *g = negations_graph();
	const char *const us[] = {"us=country:USA", NULL};

	CHECK_TURN("Which authors live in the us?", us,
			   "cond_ne expr_column C:0:country expr_value V:text:USA", "t0.country = 'USA'", 1);
	CHECK_TURN("Which authors live in the us?", us,
			   "cond_ne expr_column C:0:country expr_value V:text:usa", "t0.country = 'usa'", 1);
	/* a question that negates or excludes anything, another value, already "=", or the
	 * query's own negation: left alone */
	CHECK_TURN("Which authors do not live in the us?", us,
			   "cond_ne expr_column C:0:country expr_value V:text:USA", "-", 0);
	CHECK_TURN("Which authors have no books in the us?", us,
			   "cond_ne expr_column C:0:country expr_value V:text:USA", "-", 0);
	CHECK_TURN("Which authors live in countries other than the us?", us,
			   "cond_ne expr_column C:0:country expr_value V:text:USA", "-", 0);
	CHECK_TURN("Which authors live anywhere but the us?", us,
			   "cond_ne expr_column C:0:country expr_value V:text:USA", "-", 0);
	CHECK_TURN("Which authors live in the us?", us,
			   "cond_ne expr_column C:0:country expr_value V:text:France", "-", 0);
	CHECK_TURN("Which authors live in the us?", us,
			   "cond_eq expr_column C:0:country expr_value V:text:USA", "-", 0);
	CHECK_TURN("Which authors live in the us?", us,
			   "cond_not cond_ne expr_column C:0:country expr_value V:text:USA", "-", 0);
	schema_graph_free(g);
}

/* "Which products does the Tokyo store not stock?" answered with no "no" at all */
UNIT_TEST(a_negating_question_against_a_candidate_that_says_no_no)
{
	SchemaGraph *g = negations_graph();
	const char *const none[] = {NULL};
	const char *const no_value[] = {"no=country:No", NULL};

	CHECK_TURN("Which authors have not written for us?", none,
			   "cond_eq expr_column C:0:country expr_value V:text:USA", "-", 1);
	CHECK_TURN("Which authors haven't written for us?", none,
			   "cond_like expr_column C:0:country expr_value V:text:US%", "-", 1);
	/* a "no" said any way: <>, <, NOT IN, IS NULL, = 0, = 'No', NOT */
	CHECK_TURN("Which authors have not written for us?", none,
			   "cond_ne expr_column C:0:country expr_value V:text:USA", "-", 0);
	CHECK_TURN("Which authors have not written more than 3 books?", none,
			   "cond_le expr_column C:0:books expr_value V:integer:3", "-", 0);
	CHECK_TURN("Which authors have no agent?", none,
			   "cond_is_null expr_column C:0:agent", "-", 0);
	CHECK_TURN("Which authors have not written any books?", none,
			   "cond_eq expr_column C:0:books expr_value V:integer:0", "-", 0);
	CHECK_TURN("Which authors have not signed?", none,
			   "cond_eq expr_column C:0:country expr_value V:text:No", "-", 0);
	CHECK_TURN("Which authors have not written for us?", none,
			   "cond_not cond_eq expr_column C:0:country expr_value V:text:USA", "-", 0);
	/* no negation: "not only", or "no" that is a stored value */
	CHECK_TURN("Which authors write not only books?", none,
			   "cond_eq expr_column C:0:country expr_value V:text:USA", "-", 0);
	CHECK_TURN("Which authors answered no?", no_value,
			   "cond_eq expr_column C:0:country expr_value V:text:USA", "-", 0);
	schema_graph_free(g);
}

/* The copy negated_absent makes of query (in notation) for question, rendered, or "-". */
static char *
absent_copy(const SchemaGraph *g, const char *question, const char *const *links_spec,
			const char *query)
{
	StepCase	sc;
	QuestionNegations n;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, query))
		return strdup("?");
	add_links(g, links_spec, &sc);
	question_negations_find(&sc.t, &sc.links, &n);
	sql = rendered_copy(sql_negated_absent(sc.ast, g, &n), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_ABSENT(question, links, query, expected)                        \
	do {                                                                       \
		char *_s = absent_copy(g, question, links, query);                     \
		if (_s) CHECK_STR_EQ(_s, expected);                                    \
		free(_s);                                                              \
	} while (0)

/* "Which authors have no agent?" answered with no condition, a NOT IN of other rows or an
 * EXCEPT: the rows whose agent is NULL. */
UNIT_TEST(a_negated_column_said_otherwise_tested_for_null)
{
	SchemaGraph *g = negations_graph();
	const char *const agent[] = {"agent=agent", NULL};
	const char *const id[] = {"id=au_id", NULL};
	const char *const lexicon_agent[] = {"representative=agent/l", NULL};

	CHECK_ABSENT("How many authors have no agent?", agent,
				 "sql_select from_table T:authors ; select_expr agg_count_star ; ; ; ; ; ;",
				 "SELECT count(*) FROM public.authors AS t0 WHERE t0.agent IS NULL");
	CHECK_ABSENT("Which authors don't have an agent yet?", agent,
				 "sql_select from_table T:authors ; select_expr expr_column C:0:au_lname ; "
				 "cond_and cond_eq expr_column C:0:country expr_value V:text:US "
				 "cond_not_in_query expr_column C:0:au_id sql_select from_table T:authors ; "
				 "select_expr expr_column C:1:au_lname ; ; ; ; ; ; ; ; ; ;",
				 "SELECT t0.au_lname FROM public.authors AS t0 WHERE t0.country = 'US' AND "
				 "t0.agent IS NULL");
	CHECK_ABSENT("Which authors have no agent?", agent,
				 "sql_except sql_select from_table T:authors ; select_expr expr_column C:0:au_lname ; "
				 "; ; ; ; ; sql_select from_table T:authors ; select_expr expr_column C:1:au_lname ; "
				 "cond_is_not_null expr_column C:1:agent ; ; ; ;",
				 "SELECT t0.au_lname FROM public.authors AS t0 WHERE t0.agent IS NULL");
	/* the candidate tests the column itself (turn_negations' case), the column is a key or
	 * not nullable, or nothing is negated: no copy */
	CHECK_ABSENT("Which authors have no agent?", agent,
				 "sql_select from_table T:authors ; select_expr expr_column C:0:au_lname ; "
				 "cond_is_not_null expr_column C:0:agent ; ; ; ;", "-");
	CHECK_ABSENT("Which authors have no id?", id,
				 "sql_select from_table T:authors ; select_expr expr_column C:0:au_lname ; ; ; ; ; ;",
				 "-");
	CHECK_ABSENT("Which authors have an agent?", agent,
				 "sql_select from_table T:authors ; select_expr expr_column C:0:au_lname ; ; ; ; ; ;",
				 "-");
	/* a column the negated word names only through the lexicon: no copy */
	CHECK_ABSENT("Which authors have no representative?", lexicon_agent,
				 "sql_select from_table T:authors ; select_expr expr_column C:0:au_lname ; ; ; ; ; ;",
				 "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(negated_columns_of_questions);
	UNIT_RUN(affirming_comparisons_turn_to_the_empty_value);
	UNIT_RUN(negated_values_turn_to_not_equal);
	UNIT_RUN(named_values_turn_to_equal_where_nothing_is_negated);
	UNIT_RUN(a_negating_question_against_a_candidate_that_says_no_no);
	UNIT_RUN(a_negated_column_said_otherwise_tested_for_null);
	UNIT_DONE();
}
