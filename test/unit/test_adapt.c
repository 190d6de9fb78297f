/*
 * test_adapt.c — the pieces of dtfixup_adapt without PostgreSQL: the query sampler
 * (sql/sql_synthesize.h) and the question maker (text/question_maker.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"
#include "common/strbuf.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_exact_match.h"
#include "sql/sql_grammar.h"
#include "sql/sql_render.h"
#include "sql/sql_synthesize.h"
#include "sql/sql_transition.h"
#include "text/question_maker.h"
#include "unit.h"

/* GeoQuery's shape: state, city (FK state), river (FK traverse -> state), with values. */
static SchemaGraph *
geo_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			state_name,
				city_state,
				traverse;

	schema_graph_add_table(g, "public", "state", SG_TABLE, 0);
	state_name = schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_column(g, "area", "double precision", SG_TYPE_NUMBER, true, false, 3);
	schema_graph_add_column(g, "capital", "text", SG_TYPE_TEXT, true, false, 4);
	schema_graph_add_table(g, "public", "city", SG_TABLE, 0);
	schema_graph_add_column(g, "city_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 2);
	city_state = schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 3);
	schema_graph_add_table(g, "public", "river", SG_TABLE, 0);
	schema_graph_add_column(g, "river_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "length", "integer", SG_TYPE_NUMBER, true, false, 2);
	traverse = schema_graph_add_column(g, "traverse", "text", SG_TYPE_TEXT, false, true, 3);
	schema_graph_add_foreign_key(g, 1, 0, 1, &city_state, &state_name);
	schema_graph_add_foreign_key(g, 2, 0, 1, &traverse, &state_name);
	return g;
}

static const char *const states[] = {"texas", "ohio", "new york"};
static const char *const numbers[] = {"100", "2500", "31"};
static const char *const decimals[] = {"12.5", "700.25"};
static const char *const capitals[] = {"austin", "columbus"};
static const char *const cities[] = {"dallas", "boston"};
static const char *const rivers[] = {"red", "ohio"};

static SynthValues *
geo_values(const SchemaGraph *g)
{
	SynthValues *v = dt_new_array(SynthValues, g->n_columns);
	const SynthValues by_column[] = {
		{3, states}, {3, numbers}, {2, decimals}, {2, capitals},
		{2, cities}, {3, numbers}, {3, states},
		{2, rivers}, {3, numbers}, {3, states}
	};

	for (int c = 0; c < g->n_columns; c++)
		v[c] = by_column[c];
	return v;
}

static char *
render(const SqlNode *ast, const SchemaGraph *g)
{
	DtStrBuf	buf;
	DtError		err = {0};

	dt_strbuf_init(&buf);
	if (!sql_render(ast, g, &sql_fallback_quoter, &buf, &err))
	{
		dt_strbuf_free(&buf);
		return NULL;
	}
	return buf.data;
}

/* Is (a, b) the column pair of a foreign key, in either direction? */
static bool
is_fk_pair(const SchemaGraph *g, int a, int b)
{
	for (int f = 0; f < g->n_foreign_keys; f++)
		for (int i = 0; i < g->foreign_keys[f].n_columns; i++)
		{
			int			x = g->foreign_keys[f].columns[i],
						y = g->foreign_keys[f].ref_columns[i];

			if ((x == a && y == b) || (x == b && y == a))
				return true;
		}
	return false;
}

/* Every JOIN's ON condition equates the columns of a foreign key; counts the joins. */
static int
check_joins(const SqlNode *node, const SchemaGraph *g, int *instance_table, int *bad)
{
	int			joins = 0;
	const SqlRule *rule = &sql_rules[node->rule];

	if (rule->render == SQL_RK_FROM_TABLE)
		instance_table[node->slots[0].instance] = node->slots[0].table;
	if (node->rule == SQL_RULE_FROM_TABLE_JOIN)
	{
		const SqlNode *on = sql_node_child(node, 1);
		const SqlNode *l = on ? sql_node_child(on, 0) : NULL;
		const SqlNode *r = on ? sql_node_child(on, 1) : NULL;

		joins++;
		if (on == NULL || on->rule != SQL_RULE_EQ || l->rule != SQL_RULE_COLUMN || r->rule != SQL_RULE_COLUMN)
			(*bad)++;
		else
		{
			int			lt = instance_table[l->slots[0].instance],
						rt = instance_table[r->slots[0].instance];
			int			lc = g->tables[lt].first_column + l->slots[0].column,
						rc = g->tables[rt].first_column + r->slots[0].column;

			if (!is_fk_pair(g, lc, rc))
				(*bad)++;
		}
	}
	for (int f = 0; f < rule->n_fields; f++)
		for (int i = 0; i < node->slots[f].n_children; i++)
			joins += check_joins(node->slots[f].children[i], g, instance_table, bad);
	return joins;
}

UNIT_TEST(every_kind_is_sampled_valid_and_round_trips)
{
	SchemaGraph *g = geo_graph();
	SynthValues *v = geo_values(g);
	SynthSchema s = {g, v};
	uint64_t	rs = 42;
	int			made[SYNTH_N_KINDS] = {0};

	for (int i = 0; i < 400; i++)
	{
		SynthKind	kind = (SynthKind) (i % SYNTH_N_KINDS);
		SynthQuery	q;
		const char *why = NULL;
		SqlActionList actions;
		DtError		err = {0};
		SqlNode    *again;
		char	   *sql;

		if (!synth_query(&s, kind, &rs, &q, &why))
		{
			/* only a kind the schema cannot offer may fail, never the grammar */
			CHECK(strcmp(why, "the transition system refused the query") != 0);
			continue;
		}
		made[kind]++;
		sql_action_list_init(&actions);
		CHECK(sql_ast_to_actions(q.ast, &actions, &err));
		again = ts_build_ast(g, &actions, &err);
		CHECK(again != NULL);
		CHECK(ast_exact_match(q.ast, again));
		sql = render(q.ast, g);
		CHECK(sql != NULL && strncmp(sql, "SELECT ", 7) == 0);
		if (q.cond_value)
			CHECK(sql && strstr(sql, q.cond_value) != NULL);
		dt_free(sql);
		if (again)
			sql_node_free(again);
		sql_action_list_free(&actions);
		synth_query_free(&q);
	}
	/* three tables along two foreign keys exist (city - state - river): every kind is made */
	for (int k = 0; k < SYNTH_N_KINDS; k++)
	{
		if (made[k] == 0)
			UNIT_FAIL("kind %s never sampled", synth_kind_name((SynthKind) k));
	}
	dt_free(v);
	schema_graph_free(g);
}

UNIT_TEST(joins_follow_declared_foreign_keys)
{
	SchemaGraph *g = geo_graph();
	SynthValues *v = geo_values(g);
	SynthSchema s = {g, v};
	uint64_t	rs = 7;
	int			joins = 0,
				bad = 0;

	for (int i = 0; i < 200; i++)
	{
		SynthKind	kinds[] = {SYNTH_JOIN_LOOKUP, SYNTH_JOIN_COUNT, SYNTH_JOIN3_LOOKUP};
		SynthQuery	q;
		int			instance_table[8];

		if (!synth_query(&s, kinds[i % 3], &rs, &q, NULL))
			continue;
		CHECK_INT_EQ(check_joins(q.ast, g, instance_table, &bad), q.n_tables - 1);
		joins += q.n_tables - 1;
		/* the tables of the path are distinct */
		for (int a = 0; a < q.n_tables; a++)
			for (int b = a + 1; b < q.n_tables; b++)
				CHECK(q.tables[a] != q.tables[b]);
		synth_query_free(&q);
	}
	CHECK(joins > 100);
	CHECK_INT_EQ(bad, 0);
	dt_free(v);
	schema_graph_free(g);
}

UNIT_TEST(a_schema_without_keys_or_values_offers_fewer_kinds)
{
	SchemaGraph *g = schema_graph_new();
	SynthSchema s = {g, NULL};
	uint64_t	rs = 3;
	SynthQuery	q;

	schema_graph_add_table(g, "public", "item", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, true, false, 2);
	schema_graph_add_column(g, "price", "numeric", SG_TYPE_NUMBER, true, false, 3);
	for (int i = 0; i < 20; i++)
	{
		/* no foreign key: no join; no stored value: no look-up */
		CHECK(!synth_query(&s, SYNTH_JOIN_LOOKUP, &rs, &q, NULL));
		CHECK(!synth_query(&s, SYNTH_LOOKUP, &rs, &q, NULL));
	}
	/* a ranking needs neither, and never ranks by the key */
	CHECK(synth_query(&s, SYNTH_TOP, &rs, &q, NULL));
	CHECK_INT_EQ(q.measure, 2);
	CHECK_INT_EQ(q.target, 1);
	synth_query_free(&q);
	schema_graph_free(g);
}

static bool
contains_word_of(const char *question, char *const *words, int n)
{
	for (int i = 0; i < n; i++)
		if (strstr(question, words[i]) != NULL)
			return true;
	return false;
}

UNIT_TEST(questions_say_the_names_and_the_values)
{
	SchemaGraph *g = geo_graph();
	SynthValues *v = geo_values(g);
	SynthSchema s = {g, v};
	QuestionNames names = {g, NULL, NULL, NULL, NULL};
	uint64_t	rs = 11;
	int			questions = 0;

	for (int i = 0; i < 300; i++)
	{
		SynthQuery	q;
		char	   *out[QUESTION_MAX_VARIANTS];
		int			n;

		if (!synth_query(&s, synth_pick_kind(&rs), &rs, &q, NULL))
			continue;
		n = question_make(&names, &q, &rs, out, 3);
		CHECK(n >= 1);
		for (int j = 0; j < n; j++)
		{
			const SgTable *subject = &g->tables[q.tables[0]];

			questions++;
			if (q.cond_value && strstr(out[j], q.cond_value) == NULL)
				UNIT_FAIL("question \"%s\" lacks the value \"%s\"", out[j], q.cond_value);
			char	   *plural = question_plural(subject->words[subject->n_words - 1]);

			/* the rows asked about are named (singular or plural), or the answer is ("the
			 * population of dallas"), or, for a total per group, the group is */
			if (!contains_word_of(out[j], subject->words, subject->n_words) &&
				strstr(out[j], plural) == NULL &&
				!(q.group >= 0 && contains_word_of(out[j], g->columns[q.group].words, g->columns[q.group].n_words)) &&
				!(q.target >= 0 && contains_word_of(out[j], g->columns[q.target].words, g->columns[q.target].n_words)))
				UNIT_FAIL("question \"%s\" names neither its table, its answer nor its group", out[j]);
			dt_free(plural);
			if (q.measure >= 0 &&
				!contains_word_of(out[j], g->columns[q.measure].words, g->columns[q.measure].n_words))
				UNIT_FAIL("question \"%s\" lacks its measure", out[j]);
			/* variants differ */
			for (int k = 0; k < j; k++)
				CHECK(strcmp(out[j], out[k]) != 0);
			/* text, not SQL */
			CHECK(strstr(out[j], "SELECT") == NULL && strstr(out[j], "  ") == NULL);
		}
		for (int j = 0; j < n; j++)
			dt_free(out[j]);
		synth_query_free(&q);
	}
	CHECK(questions > 300);
	dt_free(v);
	schema_graph_free(g);
}

static const char *
test_synonym(const char *word, void *arg)
{
	(void) arg;
	return strcmp(word, "city") == 0 ? "town" : NULL;
}

UNIT_TEST(comments_and_synonyms_give_variants)
{
	SchemaGraph *g = geo_graph();
	SynthValues *v = geo_values(g);
	SynthSchema s = {g, v};
	const char *table_comments[3] = {NULL, NULL, NULL};
	const char *column_comments[10] = {NULL};
	QuestionNames names = {g, table_comments, column_comments, test_synonym, NULL};
	uint64_t	rs = 5;
	bool		town = false,
				inhabitants = false;

	column_comments[5] = "Inhabitants.";	/* city.population */
	column_comments[1] = "The number of people living in the state in 2020";	/* too long */
	for (int i = 0; i < 400; i++)
	{
		SynthQuery	q;
		char	   *out[QUESTION_MAX_VARIANTS];
		int			n;

		if (!synth_query(&s, SYNTH_AGGREGATE, &rs, &q, NULL))
			continue;
		n = question_make(&names, &q, &rs, out, 2);
		for (int j = 0; j < n; j++)
		{
			town |= strstr(out[j], "towns") != NULL;
			inhabitants |= strstr(out[j], "inhabitants") != NULL;
			CHECK(strstr(out[j], "living") == NULL);
			dt_free(out[j]);
		}
		synth_query_free(&q);
	}
	CHECK(town);
	CHECK(inhabitants);
	dt_free(v);
	schema_graph_free(g);
}

/* The pairs of one seed, as text. */
static char *
pairs_of_seed(uint64_t seed)
{
	SchemaGraph *g = geo_graph();
	SynthValues *v = geo_values(g);
	SynthSchema s = {g, v};
	QuestionNames names = {g, NULL, NULL, NULL, NULL};
	DtStrBuf	buf;

	dt_strbuf_init(&buf);
	for (int i = 0; i < 30; i++)
	{
		SynthQuery	q;
		char	   *out[QUESTION_MAX_VARIANTS];
		char	   *sql;
		int			n;

		if (!synth_query(&s, synth_pick_kind(&seed), &seed, &q, NULL))
			continue;
		sql = render(q.ast, g);
		n = question_make(&names, &q, &seed, out, 2);
		for (int j = 0; j < n; j++)
		{
			dt_strbuf_appendf(&buf, "%s\t%s\n", out[j], sql);
			dt_free(out[j]);
		}
		dt_free(sql);
		synth_query_free(&q);
	}
	dt_free(v);
	schema_graph_free(g);
	return buf.data;
}

UNIT_TEST(deterministic_for_a_seed)
{
	char	   *a = pairs_of_seed(99);
	char	   *b = pairs_of_seed(99);
	char	   *c = pairs_of_seed(100);

	CHECK(strlen(a) > 0);
	CHECK_STR_EQ(a, b);
	CHECK(strcmp(a, c) != 0);
	dt_free(a);
	dt_free(b);
	dt_free(c);
}

UNIT_TEST(plurals)
{
	const char *cases[][2] = {
		{"city", "cities"}, {"state", "states"}, {"box", "boxes"}, {"branch", "branches"},
		{"day", "days"}, {"border info", "border infos"}, {"person", "people"},
		{"sales person", "sales people"}, {"orders", "orders"}
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
	{
		char	   *p = question_plural(cases[i][0]);

		CHECK_STR_EQ(p, cases[i][1]);
		dt_free(p);
	}
}

int
main(void)
{
	UNIT_RUN(every_kind_is_sampled_valid_and_round_trips);
	UNIT_RUN(joins_follow_declared_foreign_keys);
	UNIT_RUN(a_schema_without_keys_or_values_offers_fewer_kinds);
	UNIT_RUN(questions_say_the_names_and_the_values);
	UNIT_RUN(comments_and_synonyms_give_variants);
	UNIT_RUN(deterministic_for_a_seed);
	UNIT_RUN(plurals);
	UNIT_DONE();
}
