/*
 * test_retrieval.c — schema retrieval before the encoder (src/schema/retrieval.h): a graph
 * within the limits stays whole; on a large search_path the question's schema is chosen
 * (linked words, ties to the earlier schema, a table name resolving to the first schema
 * that has it, the first schema when nothing links); a schema larger than the limits gives
 * its linked tables with the foreign-key bridges between them; the subgraph keeps names,
 * split words and keys; links are renumbered and dropped with their tables.
 */
#include "schema/retrieval.h"

#include <stdio.h>

#include "common/alloc.h"
#include "unit.h"

/* schema s: n_tables tables t0..t{n-1}, each with an id column and a name column, table i
 * referencing table i-1 (a chain) when chain is true */
static void
add_schema(SchemaGraph *g, const char *s, int n_tables, const char *const *names, bool chain)
{
	int			first = g->n_tables;

	for (int i = 0; i < n_tables; i++)
	{
		char		name[32];

		if (names != NULL)
			snprintf(name, sizeof(name), "%s", names[i]);
		else
			snprintf(name, sizeof(name), "t%d", i);
		schema_graph_add_table(g, s, name, SG_TABLE, 0);
		schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
		schema_graph_add_column(g, "prev_id", "integer", SG_TYPE_NUMBER, true, false, 2);
	}
	if (chain)
		for (int i = 1; i < n_tables; i++)
		{
			int			c = g->tables[first + i].first_column + 1,
						r = g->tables[first + i - 1].first_column;

			schema_graph_add_foreign_key(g, first + i, first + i - 1, 1, &c, &r);
		}
}

static void
add_table_link(LinkResult *links, const SchemaGraph *g, const char *schema, const char *table,
			   int token)
{
	int			t = schema_graph_find_table(g, schema, table);

	link_result_add(links, LINK_TABLE, LINK_EXACT, token, token + 1, t, -1, NULL);
}

UNIT_TEST(graph_within_limits_stays_whole)
{
	SchemaGraph *g = schema_graph_new();
	LinkResult	links;
	RetrievalLimits lim = {8, 100};
	Retrieval  *r;

	add_schema(g, "a", 3, NULL, true);
	add_schema(g, "b", 3, NULL, true);
	link_result_init(&links);
	add_table_link(&links, g, "b", "t1", 0);
	r = retrieval_select(g, &links, &lim);
	CHECK(r->whole);
	CHECK_INT_EQ(r->n_kept, 6);
	CHECK(r->reason[0] == RETRIEVAL_WHOLE_GRAPH);
	CHECK(r->score[4] == retrieval_link_weight(&links.links[0]));
	CHECK(r->score[0] == 0.0);
	retrieval_free(r);
	link_result_free(&links);
	schema_graph_free(g);
}

/* Tables that hold no rows are left out unless a link names one exactly; where every table
 * is empty (a schema without rows) nothing is. */
UNIT_TEST(tables_without_rows_are_left_out_unless_named_exactly)
{
	static const char *const names[] = {"salesorder", "purchaseorder", "customer"};
	SchemaGraph *g = schema_graph_new();
	LinkResult	links;
	bool		empty[3] = {false, true, false};
	bool		all_empty[3] = {true, true, true};
	RetrievalLimits lim = {8, 100, empty};
	Retrieval  *r;

	add_schema(g, "a", 3, names, false);
	link_result_init(&links);
	/* "orders" names both order tables in part */
	link_result_add(&links, LINK_TABLE, LINK_PARTIAL, 0, 1, 0, -1, NULL);
	link_result_add(&links, LINK_TABLE, LINK_PARTIAL, 0, 1, 1, -1, NULL);
	r = retrieval_select(g, &links, &lim);
	CHECK(!r->whole);
	CHECK_INT_EQ(r->n_kept, 2);
	CHECK(r->reason[1] == RETRIEVAL_DROPPED);
	CHECK_INT_EQ(r->kept[0], 0);
	CHECK_INT_EQ(r->kept[1], 2);
	retrieval_free(r);
	/* "purchase orders" names it exactly: kept */
	link_result_add(&links, LINK_TABLE, LINK_EXACT, 0, 2, 1, -1, NULL);
	r = retrieval_select(g, &links, &lim);
	CHECK(r->whole);
	retrieval_free(r);
	lim.empty = all_empty;
	link_result_free(&links);
	link_result_init(&links);
	r = retrieval_select(g, &links, &lim);
	CHECK(r->whole);
	retrieval_free(r);
	/* nor does a view beside them: it holds no rows of its own */
	schema_graph_add_table(g, "a", "order_totals", SG_VIEW, 0);
	schema_graph_add_column(g, "total", "numeric", SG_TYPE_NUMBER, true, false, 1);
	{
		bool		tables_empty[4] = {true, true, true, false};

		lim.empty = tables_empty;
		r = retrieval_select(g, &links, &lim);
		CHECK(r->whole);
		retrieval_free(r);
	}
	link_result_free(&links);
	schema_graph_free(g);
}

UNIT_TEST(question_schema_is_chosen_and_ties_go_to_the_earlier_schema)
{
	static const char *const music[] = {"singer", "concert", "stadium"};
	static const char *const other[] = {"singer", "song", "album"};
	static const char *const games[] = {"game", "player", "sportsinfo"};
	SchemaGraph *g = schema_graph_new();
	LinkResult	links;
	RetrievalLimits lim = {4, 100};
	Retrieval  *r;

	add_schema(g, "music", 3, music, true);
	add_schema(g, "other", 3, other, true);
	add_schema(g, "games", 3, games, true);
	/* "singer" links to both music.singer and other.singer: the earlier schema wins */
	link_result_init(&links);
	add_table_link(&links, g, "music", "singer", 2);
	add_table_link(&links, g, "other", "singer", 2);
	r = retrieval_select(g, &links, &lim);
	CHECK(!r->whole);
	CHECK_INT_EQ(r->n_kept, 3);
	CHECK_INT_EQ(r->kept[0], 0);
	CHECK_INT_EQ(r->kept[2], 2);
	CHECK(r->reason[0] == RETRIEVAL_LINKED);
	CHECK(r->reason[1] == RETRIEVAL_WHOLE_SCHEMA);
	CHECK(r->reason[3] == RETRIEVAL_DROPPED);
	retrieval_free(r);
	/* "song" as well: "singer" is music's (other.singer is shadowed, as an unqualified
	 * name would be), "song" other's: a tie, the earlier schema */
	add_table_link(&links, g, "other", "song", 4);
	r = retrieval_select(g, &links, &lim);
	CHECK_INT_EQ(r->kept[0], 0);
	retrieval_free(r);
	/* and "album": the second schema explains more of the question */
	add_table_link(&links, g, "other", "album", 6);
	r = retrieval_select(g, &links, &lim);
	CHECK_INT_EQ(r->kept[0], 3);
	CHECK_INT_EQ(r->schema_table, 3);
	retrieval_free(r);
	link_result_free(&links);
	/* nothing links: the first schema on the search_path */
	link_result_init(&links);
	r = retrieval_select(g, &links, &lim);
	CHECK_INT_EQ(r->kept[0], 0);
	CHECK_INT_EQ(r->n_kept, 3);
	retrieval_free(r);
	link_result_free(&links);
	schema_graph_free(g);
}

/* "Which vendors supply chainrings?": the question's schema (purchasing) kept whole, and
 * production's product, whose stored value the question names, with it, since
 * purchasing's productvendor refers to it; a table of another schema no key leads to
 * stays out. */
UNIT_TEST(a_value_of_another_schema_joins_by_its_keys)
{
	static const char *const purchasing[] = {"vendor", "productvendor", "shipmethod"};
	static const char *const production[] = {"product", "location", "unitmeasure"};
	static const char *const games[] = {"game", "player", "sportsinfo"};
	SchemaGraph *g = schema_graph_new();
	LinkResult	links;
	RetrievalLimits lim = {5, 100};
	Retrieval  *r;
	int			product,
				player,
				from,
				to;

	add_schema(g, "purchasing", 3, purchasing, true);
	add_schema(g, "production", 3, production, true);
	add_schema(g, "games", 3, games, true);
	product = schema_graph_find_table(g, "production", "product");
	player = schema_graph_find_table(g, "games", "player");
	from = g->tables[1].first_column;	/* productvendor.id -> product.id */
	to = g->tables[product].first_column;
	schema_graph_add_foreign_key(g, 1, product, 1, &from, &to);
	link_result_init(&links);
	add_table_link(&links, g, "purchasing", "vendor", 1);
	link_result_add(&links, LINK_VALUE, LINK_LEXICON, 3, 4, product, to + 1, "Chainring");
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 5, 6, player, g->tables[player].first_column + 1,
					"Pele");
	r = retrieval_select(g, &links, &lim);
	CHECK_INT_EQ(r->n_kept, 4);
	CHECK(r->reason[0] == RETRIEVAL_LINKED);
	CHECK(r->reason[1] == RETRIEVAL_WHOLE_SCHEMA);
	CHECK(r->reason[product] == RETRIEVAL_LINKED);
	CHECK(r->reason[player] == RETRIEVAL_DROPPED);
	retrieval_free(r);
	link_result_free(&links);
	schema_graph_free(g);
}

/* "the average age": "average" links to stadium.average of one schema only, "age" to the
 * age columns of both; a word of the query itself chooses no schema, so the first wins */
UNIT_TEST(query_words_do_not_choose_the_schema)
{
	static const char *const music[] = {"singer", "concert", "stadium"};
	static const char *const people[] = {"person", "city", "job"};
	SchemaGraph *g = schema_graph_new();
	LinkResult	links;
	RetrievalLimits lim = {4, 100};
	Retrieval  *r;
	int			average,
				age_people,
				age_music,
				hosts;

	add_schema(g, "people", 3, people, true);
	age_people = schema_graph_add_column(g, "age", "integer", SG_TYPE_NUMBER, true, false, 3);
	add_schema(g, "music", 3, music, true);
	age_music = schema_graph_add_column(g, "age", "integer", SG_TYPE_NUMBER, true, false, 3);
	average = schema_graph_add_column(g, "average", "integer", SG_TYPE_NUMBER, true, false, 4);
	hosts = schema_graph_add_column(g, "number_of_hosts", "integer", SG_TYPE_NUMBER, true,
									false, 5);
	link_result_init(&links);
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 1, 2, g->columns[average].table, average,
					NULL);
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 2, 3, g->columns[age_people].table,
					age_people, NULL);
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 2, 3, g->columns[age_music].table,
					age_music, NULL);
	CHECK(retrieval_link_is_query_word(g, &links.links[0]));
	CHECK(!retrieval_link_is_query_word(g, &links.links[1]));
	r = retrieval_select(g, &links, &lim);
	CHECK_INT_EQ(r->kept[0], 0);
	/* the table scores still count it */
	CHECK(r->score[g->columns[average].table] ==
		  retrieval_link_weight(&links.links[0]) + retrieval_link_weight(&links.links[2]));
	retrieval_free(r);
	/* "number" ~ number_of_hosts (partial, one word, as many as the name's query words)
	 * likewise, two words not ("hosts number") */
	link_result_add(&links, LINK_COLUMN, LINK_PARTIAL, 4, 5, g->columns[hosts].table, hosts,
					NULL);
	CHECK(retrieval_link_is_query_word(g, &links.links[3]));
	link_result_add(&links, LINK_COLUMN, LINK_PARTIAL, 7, 9, g->columns[hosts].table, hosts,
					NULL);
	CHECK(!retrieval_link_is_query_word(g, &links.links[4]));
	/* a table name is never a query word here; a value is not a name */
	link_result_add(&links, LINK_TABLE, LINK_EXACT, 10, 11, schema_graph_find_table(g, "music",
																				 "singer"),
					-1, NULL);
	CHECK(!retrieval_link_is_query_word(g, &links.links[5]));
	r = retrieval_select(g, &links, &lim);
	CHECK_INT_EQ(r->kept[0], 3);
	retrieval_free(r);
	link_result_free(&links);
	schema_graph_free(g);
}

UNIT_TEST(large_schema_keeps_linked_tables_and_their_bridges)
{
	SchemaGraph *g = schema_graph_new();
	LinkResult	links;
	RetrievalLimits lim = {5, 1000};
	Retrieval  *r;

	add_schema(g, "big", 12, NULL, true);	/* t0 - t1 - ... - t11 */
	link_result_init(&links);
	add_table_link(&links, g, "big", "t2", 0);
	add_table_link(&links, g, "big", "t5", 1);
	r = retrieval_select(g, &links, &lim);
	CHECK_INT_EQ(r->n_kept, 5);
	CHECK(r->reason[2] == RETRIEVAL_LINKED);
	CHECK(r->reason[5] == RETRIEVAL_LINKED);
	CHECK(r->reason[3] == RETRIEVAL_BRIDGE);
	CHECK(r->reason[4] == RETRIEVAL_BRIDGE);
	/* room for one more: a neighbour of a linked table */
	CHECK(r->reason[1] == RETRIEVAL_NEIGHBOUR || r->reason[6] == RETRIEVAL_NEIGHBOUR);
	CHECK(r->reason[9] == RETRIEVAL_DROPPED);
	retrieval_free(r);
	/* a path longer than the limits allow: the second table is left out, not half-bridged */
	link_result_free(&links);
	link_result_init(&links);
	add_table_link(&links, g, "big", "t0", 0);
	add_table_link(&links, g, "big", "t9", 1);
	r = retrieval_select(g, &links, &lim);
	CHECK(r->reason[0] == RETRIEVAL_LINKED);
	CHECK(r->reason[9] == RETRIEVAL_DROPPED);
	CHECK(r->reason[5] != RETRIEVAL_BRIDGE);
	CHECK(r->n_kept <= 5);
	retrieval_free(r);
	/* the column limit binds too */
	lim.max_tables = 100;
	lim.max_columns = 6;		/* 3 tables of 2 columns */
	r = retrieval_select(g, &links, &lim);
	CHECK(r->n_kept <= 3);
	retrieval_free(r);
	link_result_free(&links);
	schema_graph_free(g);
}

/* A table a question names whole goes in before tables that score more on many partial
 * links ("sales rep" of salesrep against a view whose columns all say "sales"). */
UNIT_TEST(a_table_named_whole_goes_in_before_higher_scores)
{
	SchemaGraph *g = schema_graph_new();
	LinkResult	links;
	RetrievalLimits lim = {2, 1000};
	Retrieval  *r;

	add_schema(g, "big", 12, NULL, false);
	link_result_init(&links);
	add_table_link(&links, g, "big", "t3", 0);
	for (int t = 7; t <= 8; t++)
	{
		link_result_add(&links, LINK_TABLE, LINK_PARTIAL, 1, 2, t, -1, NULL);
		for (int k = 0; k < 6; k++)
			link_result_add(&links, LINK_COLUMN, LINK_PARTIAL, 1, 2, t,
							g->tables[t].first_column + k % 2, NULL);
	}
	r = retrieval_select(g, &links, &lim);
	CHECK(r->score[7] > r->score[3]);
	CHECK(r->reason[3] == RETRIEVAL_LINKED);
	CHECK_INT_EQ(r->n_kept, 2);
	retrieval_free(r);
	link_result_free(&links);
	schema_graph_free(g);
}

UNIT_TEST(subgraph_and_links_are_renumbered)
{
	static const char *const music[] = {"singer", "concert", "stadium"};
	static const char *const other[] = {"singer", "song", "album"};
	SchemaGraph *g = schema_graph_new();
	SchemaGraph *sub;
	LinkResult	links;
	RetrievalLimits lim = {3, 100};
	Retrieval  *r;
	int			song;

	add_schema(g, "music", 3, music, true);
	add_schema(g, "other", 3, other, true);
	/* a split word in the original must survive the copy */
	dt_free(g->tables[4].words[0]);
	g->tables[4].words[0] = dt_strdup("tune");
	song = schema_graph_find_table(g, "other", "song");
	link_result_init(&links);
	add_table_link(&links, g, "music", "singer", 0);	/* dropped with music */
	add_table_link(&links, g, "other", "song", 1);
	add_table_link(&links, g, "other", "album", 2);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 3, 4, song,
					g->tables[song].first_column + 1, "7");
	link_result_add(&links, LINK_NUMBER, LINK_EXACT, 3, 4, -1, -1, "7");
	r = retrieval_select(g, &links, &lim);
	sub = retrieval_subgraph(g, r);
	CHECK_INT_EQ(sub->n_tables, 3);
	CHECK_INT_EQ(sub->n_columns, 6);
	CHECK_STR_EQ(sub->tables[1].name, "song");
	CHECK_STR_EQ(sub->tables[1].schema, "other");
	CHECK_STR_EQ(sub->tables[1].words[0], "tune");
	CHECK_INT_EQ(sub->n_foreign_keys, 2);
	CHECK_INT_EQ(sub->foreign_keys[0].table, 1);
	CHECK_INT_EQ(sub->foreign_keys[0].ref_table, 0);
	CHECK_INT_EQ(sub->foreign_keys[0].columns[0], 3);	/* song.prev_id */
	CHECK_INT_EQ(sub->foreign_keys[0].ref_columns[0], 0);	/* singer.id */
	retrieval_remap_links(g, r, &links);
	CHECK_INT_EQ(links.n_links, 4);
	CHECK_INT_EQ(links.links[0].table, 1);
	CHECK_INT_EQ(links.links[1].table, 2);
	CHECK_INT_EQ(links.links[2].table, 1);
	CHECK_INT_EQ(links.links[2].column, 3);
	CHECK_STR_EQ(links.links[2].value, "7");
	CHECK(links.links[3].kind == LINK_NUMBER && links.links[3].table == -1);
	schema_graph_free(sub);
	retrieval_free(r);
	link_result_free(&links);
	schema_graph_free(g);
}

UNIT_TEST(subgraph_keeps_comment_words)
{
	SchemaGraph *g = schema_graph_new();
	SchemaGraph *sub;
	LinkResult	links;
	RetrievalLimits lim = {1, 100};
	Retrieval  *r;
	int			col;

	add_schema(g, "a", 3, NULL, false);
	schema_graph_set_table_comment(g, 1, "shipping manifests");
	col = g->tables[1].first_column;
	schema_graph_set_column_comment(g, col, "patient temperature");
	link_result_init(&links);
	add_table_link(&links, g, "a", "t1", 0);
	r = retrieval_select(g, &links, &lim);
	CHECK(!r->whole);
	sub = retrieval_subgraph(g, r);
	CHECK_INT_EQ(sub->n_tables, 1);
	CHECK_INT_EQ(sub->tables[0].n_comment_words, 2);
	CHECK_STR_EQ(sub->tables[0].comment_words[0], "ship");
	CHECK_INT_EQ(sub->columns[0].n_comment_words, 2);
	CHECK_STR_EQ(sub->columns[0].comment_words[1], "temperature");
	schema_graph_free(sub);
	retrieval_free(r);
	link_result_free(&links);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(graph_within_limits_stays_whole);
	UNIT_RUN(question_schema_is_chosen_and_ties_go_to_the_earlier_schema);
	UNIT_RUN(a_value_of_another_schema_joins_by_its_keys);
	UNIT_RUN(query_words_do_not_choose_the_schema);
	UNIT_RUN(large_schema_keeps_linked_tables_and_their_bridges);
	UNIT_RUN(a_table_named_whole_goes_in_before_higher_scores);
	UNIT_RUN(subgraph_and_links_are_renumbered);
	UNIT_RUN(tables_without_rows_are_left_out_unless_named_exactly);
	UNIT_RUN(subgraph_keeps_comment_words);
	UNIT_DONE();
}
