/*
 * test_schema.c — unit tests of src/schema: graph building, name/value/number linking and
 * the RAT-SQL relation matrix on a hand-built graph.
 */
#include <stdint.h>

#include "unit.h"

#include "common/alloc.h"
#include "common/strbuf.h"
#include "schema/linking.h"
#include "schema/relations.h"
#include "schema/schema_graph.h"
#include "text/tokenizer.h"

/*
 * state(state_name PK, population, capital)            tables 0..3, columns 0..9
 * city(city_name PK, state_name PK FK->state, population)
 * border_info(state_name PK FK->state, border PK FK->state)
 * governorOffice(officeId PK, stateName FK->state)      camelCase names
 */
static SchemaGraph *
geo_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			c,
				r;

	schema_graph_add_table(g, "public", "state", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 1);	/* 0 */
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 2);	/* 1 */
	schema_graph_add_column(g, "capital", "text", SG_TYPE_TEXT, true, false, 3);	/* 2 */
	schema_graph_add_table(g, "public", "city", SG_TABLE, 0);
	schema_graph_add_column(g, "city_name", "text", SG_TYPE_TEXT, false, true, 1);	/* 3 */
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 2);	/* 4 */
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 3);	/* 5 */
	schema_graph_add_table(g, "public", "border_info", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 1);	/* 6 */
	schema_graph_add_column(g, "border", "text", SG_TYPE_TEXT, false, true, 2);	/* 7 */
	schema_graph_add_table(g, "public", "governorOffice", SG_VIEW, 0);
	schema_graph_add_column(g, "officeId", "integer", SG_TYPE_NUMBER, false, true, 1);	/* 8 */
	schema_graph_add_column(g, "stateName", "text", SG_TYPE_TEXT, false, false, 2);	/* 9 */
	c = 4, r = 0;
	schema_graph_add_foreign_key(g, 1, 0, 1, &c, &r);
	c = 6;
	schema_graph_add_foreign_key(g, 2, 0, 1, &c, &r);
	c = 7;
	schema_graph_add_foreign_key(g, 2, 0, 1, &c, &r);
	c = 9;
	schema_graph_add_foreign_key(g, 3, 0, 1, &c, &r);
	return g;
}

UNIT_TEST(graph_lays_out_tables_columns_and_words)
{
	SchemaGraph *g = geo_graph();
	int			bad_col = 0,
				ref = 3;

	CHECK_INT_EQ(g->n_tables, 4);
	CHECK_INT_EQ(g->n_columns, 10);
	CHECK_INT_EQ(g->n_foreign_keys, 4);
	CHECK_INT_EQ(g->tables[1].first_column, 3);
	CHECK_INT_EQ(g->tables[1].n_columns, 3);
	CHECK_INT_EQ(g->columns[7].table, 2);
	CHECK_INT_EQ(g->tables[2].n_words, 2);
	CHECK_STR_EQ(g->tables[2].words[1], "info");
	CHECK_INT_EQ(g->columns[9].n_words, 2);
	CHECK_STR_EQ(g->columns[9].words[0], "state");
	CHECK_INT_EQ(schema_graph_find_table(g, "public", "city"), 1);
	CHECK_INT_EQ(schema_graph_find_table(g, NULL, "city"), 1);
	CHECK_INT_EQ(schema_graph_find_table(g, "other", "city"), -1);
	CHECK_INT_EQ(schema_graph_find_column(g, 1, "state_name"), 4);
	CHECK_INT_EQ(schema_graph_find_column(g, 1, "capital"), -1);
	CHECK_INT_EQ(schema_graph_find_column_by_attnum(g, 2, 2), 7);
	CHECK_INT_EQ(schema_graph_find_column(g, 9, "x"), -1);
	/* a key whose column is not in its table is refused */
	CHECK_INT_EQ(schema_graph_add_foreign_key(g, 1, 0, 1, &bad_col, &ref), -1);
	CHECK_INT_EQ(g->n_foreign_keys, 4);
	schema_graph_free(g);
}

UNIT_TEST(add_column_without_table_is_refused)
{
	SchemaGraph *g = schema_graph_new();

	CHECK_INT_EQ(schema_graph_add_column(g, "x", "int", SG_TYPE_NUMBER, true, false, 1), -1);
	schema_graph_free(g);
}

static TextTokens
tokens_of(const char *s)
{
	TextTokens	t;
	DtError		err;

	if (!text_tokenize(s, strlen(s), &t, &err))
		UNIT_FAIL("tokenize failed: %s", err.message);
	return t;
}

/* Is there a link of this kind/match/span to the item (table, column)? */
static bool
has_link(const LinkResult *r, LinkKind kind, LinkMatch match, int start, int end, int table,
		 int column)
{
	for (int i = 0; i < r->n_links; i++)
	{
		const SchemaLink *l = &r->links[i];

		if (l->kind == kind && l->match == match && l->token_start == start &&
			l->token_end == end && l->table == table && l->column == column)
			return true;
	}
	return false;
}

UNIT_TEST(name_links_use_stems_and_ngrams)
{
	SchemaGraph *g = geo_graph();
	/* 0 how 1 many 2 cities 3 are 4 in 5 states 6 bordering 7 texas */
	TextTokens	q = tokens_of("how many cities are in states bordering texas");
	LinkResult	r;

	link_result_init(&r);
	link_names(g, &q, &r);
	CHECK(has_link(&r, LINK_TABLE, LINK_EXACT, 2, 3, 1, -1));	/* cities ~ city */
	CHECK(has_link(&r, LINK_TABLE, LINK_EXACT, 5, 6, 0, -1));	/* states ~ state */
	CHECK(has_link(&r, LINK_COLUMN, LINK_PARTIAL, 5, 6, 0, 0));	/* states ~ state_name */
	CHECK(has_link(&r, LINK_COLUMN, LINK_PARTIAL, 5, 6, 3, 9));	/* states ~ stateName */
	CHECK(has_link(&r, LINK_COLUMN, LINK_EXACT, 6, 7, 2, 7));	/* bordering ~ border */
	CHECK(has_link(&r, LINK_TABLE, LINK_PARTIAL, 6, 7, 2, -1));	/* ~ border_info */
	CHECK(has_link(&r, LINK_COLUMN, LINK_PARTIAL, 2, 3, 1, 3));	/* cities ~ city_name */
	/* stopwords never link on their own ("in", "are") */
	for (int i = 0; i < r.n_links; i++)
		CHECK(r.links[i].token_start != 3 && r.links[i].token_start != 4);
	link_result_free(&r);
	text_tokens_free(&q);
	schema_graph_free(g);
}

/* A table whose one-column key is named for what its rows are (passengers.customer_id)
 * is named in part by those words ("customers"); a key that refers to another table
 * (loyalty.customer_id, a passenger's card) names nothing. */
UNIT_TEST(a_key_named_for_its_rows_names_its_table)
{
	SchemaGraph *g = schema_graph_new();
	int			from = 2,
				to = 0;
	/* 0 how 1 many 2 customers 3 live 4 in 5 paris */
	TextTokens	q = tokens_of("how many customers live in paris");
	LinkResult	r;

	schema_graph_add_table(g, "public", "passengers", SG_TABLE, 0);
	schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "city", "text", SG_TYPE_TEXT, true, false, 2);
	schema_graph_add_table(g, "public", "loyalty", SG_TABLE, 0);
	schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "points", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	link_result_init(&r);
	link_names(g, &q, &r);
	CHECK(has_link(&r, LINK_TABLE, LINK_PARTIAL, 2, 3, 0, -1));
	CHECK(!has_link(&r, LINK_TABLE, LINK_PARTIAL, 2, 3, 1, -1));
	CHECK(has_link(&r, LINK_COLUMN, LINK_PARTIAL, 2, 3, 0, 0));
	link_result_free(&r);
	text_tokens_free(&q);
	schema_graph_free(g);
}

UNIT_TEST(longer_name_matches_win_over_parts)
{
	SchemaGraph *g = geo_graph();
	/* 0 what 1 is 2 the 3 state 4 name 5 of 6 the 7 border 8 info */
	TextTokens	q = tokens_of("what is the State Name of the border info");
	LinkResult	r;

	link_result_init(&r);
	link_names(g, &q, &r);
	CHECK(has_link(&r, LINK_COLUMN, LINK_EXACT, 3, 5, 0, 0));
	CHECK(!has_link(&r, LINK_COLUMN, LINK_PARTIAL, 3, 4, 0, 0));
	CHECK(!has_link(&r, LINK_COLUMN, LINK_PARTIAL, 4, 5, 0, 0));
	CHECK(has_link(&r, LINK_COLUMN, LINK_EXACT, 3, 5, 3, 9));	/* stateName */
	CHECK(has_link(&r, LINK_TABLE, LINK_EXACT, 7, 9, 2, -1));
	CHECK(!has_link(&r, LINK_TABLE, LINK_PARTIAL, 7, 8, 2, -1));
	/* "state" alone still names the table state exactly */
	CHECK(has_link(&r, LINK_TABLE, LINK_EXACT, 3, 4, 0, -1));
	link_result_free(&r);
	text_tokens_free(&q);
	schema_graph_free(g);
}

static void name_links_of(const SchemaGraph *g, const char *question, LinkResult *r);

/* A schema's short forms of what qualifies a measure name the words they shorten:
 * "maximum salary" and "max salary" both name max_salary whole. */
UNIT_TEST(short_forms_of_names_match_the_words_they_shorten)
{
	SchemaGraph *g = schema_graph_new();
	LinkResult	r;

	schema_graph_add_table(g, "public", "jobs", SG_TABLE, 0);
	schema_graph_add_column(g, "max_salary", "numeric", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "min_salary", "numeric", SG_TYPE_NUMBER, true, false, 0);
	/* 0 jobs 1 with 2 a 3 maximum 4 salary 5 above 6 10 */
	name_links_of(g, "jobs with a maximum salary above 10", &r);
	CHECK(has_link(&r, LINK_COLUMN, LINK_EXACT, 3, 5, 0, 0));
	CHECK(!has_link(&r, LINK_COLUMN, LINK_EXACT, 3, 5, 0, 1));
	link_result_free(&r);
	name_links_of(g, "jobs with a max salary above 10", &r);
	CHECK(has_link(&r, LINK_COLUMN, LINK_EXACT, 3, 5, 0, 0));
	link_result_free(&r);
	schema_graph_free(g);
}

static bool
pet_lexicon(const char *word, void *arg)
{
	(void) arg;
	return strcmp(word, "pet") == 0 || strcmp(word, "type") == 0 ||
		strcmp(word, "owner") == 0;
}

/* The name links of question against g, into r (free with link_result_free). */
static void
name_links_of(const SchemaGraph *g, const char *question, LinkResult *r)
{
	TextTokens	q = tokens_of(question);

	link_result_init(r);
	link_names(g, &q, r);
	text_tokens_free(&q);
}

/* A warehouse's folded names: dimproduct, dimreseller(resellername) */
UNIT_TEST(folded_names_split_around_a_word_no_lexicon_knows)
{
	NameWordSources sources = {pet_lexicon, NULL, NULL, NULL};
	SchemaGraph *g = schema_graph_new();
	LinkResult	r;

	schema_graph_add_table(g, "public", "dimpet", SG_TABLE, 0);
	schema_graph_add_column(g, "petkey", "integer", SG_TYPE_NUMBER, false, true, 1);	/* 0 */
	schema_graph_add_table(g, "public", "dimreseller", SG_TABLE, 0);
	schema_graph_add_column(g, "resellerkey", "integer", SG_TYPE_NUMBER, false, true, 1);	/* 1 */
	schema_graph_add_column(g, "resellername", "text", SG_TYPE_TEXT, false, false, 2);	/* 2 */
	schema_graph_add_column(g, "resellerowner", "text", SG_TYPE_TEXT, false, false, 3);	/* 3 */
	schema_graph_split_compound_words(g, &sources);
	/* "dim", "key" and "name" are no word of the lexicon nor of another name, and "owner",
	 * the lexicon's, none of another name: all stay whole ("dimpet" is too short) */
	CHECK_INT_EQ(g->tables[0].n_words, 1);
	CHECK_INT_EQ(g->tables[1].n_words, 1);
	CHECK_INT_EQ(g->columns[2].n_words, 1);
	CHECK_INT_EQ(g->columns[3].n_words, 1);
	schema_graph_free(g);

	/* with "dim" and "key" words of other names (dim_date, pet_key), the rest splits */
	g = schema_graph_new();
	schema_graph_add_table(g, "public", "dim_date", SG_TABLE, 0);
	schema_graph_add_column(g, "pet_key", "integer", SG_TYPE_NUMBER, false, true, 1);	/* 0 */
	schema_graph_add_table(g, "public", "dimreseller", SG_TABLE, 0);
	schema_graph_add_column(g, "resellerkey", "integer", SG_TYPE_NUMBER, false, true, 1);	/* 1 */
	schema_graph_split_compound_words(g, &sources);
	CHECK_INT_EQ(g->tables[1].n_words, 2);
	CHECK(strcmp(g->tables[1].words[0], "dim") == 0 && strcmp(g->tables[1].words[1], "reseller") == 0);
	CHECK_INT_EQ(g->columns[1].n_words, 2);
	CHECK(strcmp(g->columns[1].words[1], "key") == 0);
	/* 0 list 1 resellers: the table, in part */
	name_links_of(g, "list resellers", &r);
	CHECK(has_link(&r, LINK_TABLE, LINK_PARTIAL, 1, 2, 1, -1));
	link_result_free(&r);
	schema_graph_free(g);
}

/* petowner(petid, pettype), as PostgreSQL folds PetOwner(PetID, PetType) */
UNIT_TEST(folded_compound_names_link_after_the_split)
{
	NameWordSources pets = {pet_lexicon, NULL, NULL, NULL};
	SchemaGraph *g = schema_graph_new();
	LinkResult	r;

	schema_graph_add_table(g, "public", "petowner", SG_TABLE, 0);
	schema_graph_add_column(g, "petid", "integer", SG_TYPE_NUMBER, false, true, 1);	/* 0 */
	schema_graph_add_column(g, "pettype", "text", SG_TYPE_TEXT, true, false, 2);	/* 1 */
	schema_graph_add_column(g, "lifeexpectancy", "real", SG_TYPE_NUMBER, true, false, 3);	/* 2 */
	/* 0 what 1 type 2 of 3 pet */
	name_links_of(g, "what type of pet", &r);
	CHECK(!has_link(&r, LINK_COLUMN, LINK_PARTIAL, 1, 2, 0, 1));
	link_result_free(&r);

	schema_graph_split_compound_words(g, &pets);
	CHECK_INT_EQ(g->columns[0].n_words, 2);
	CHECK(strcmp(g->columns[0].words[0], "pet") == 0 && strcmp(g->columns[0].words[1], "id") == 0);
	CHECK_INT_EQ(g->columns[1].n_words, 2);
	CHECK(strcmp(g->columns[1].words[1], "type") == 0);
	CHECK_INT_EQ(g->tables[0].n_words, 2);	/* pet, owner */
	CHECK(strcmp(g->tables[0].words[1], "owner") == 0);
	/* a second call finds nothing left to split */
	schema_graph_split_compound_words(g, &pets);
	CHECK_INT_EQ(g->columns[1].n_words, 2);

	name_links_of(g, "what type of pet", &r);
	CHECK(has_link(&r, LINK_COLUMN, LINK_PARTIAL, 1, 2, 0, 1));	/* type ~ pettype */
	link_result_free(&r);

	/* the name written as one word still names it exactly: 0 list 1 pettypes */
	name_links_of(g, "list pettypes", &r);
	CHECK(has_link(&r, LINK_COLUMN, LINK_EXACT, 1, 2, 0, 1));
	link_result_free(&r);

	/* a folded name the lexicon cannot split, named in two words: 0 pet 1 life 2 expectancy */
	CHECK_INT_EQ(g->columns[2].n_words, 1);
	name_links_of(g, "pet life expectancy", &r);
	CHECK(has_link(&r, LINK_COLUMN, LINK_EXACT, 1, 3, 0, 2));
	link_result_free(&r);
	schema_graph_free(g);

	/* and so does one for a name split on '_': 0 each 1 statename */
	g = geo_graph();
	name_links_of(g, "each statename", &r);
	CHECK(has_link(&r, LINK_COLUMN, LINK_EXACT, 1, 2, 0, 0));
	CHECK(has_link(&r, LINK_COLUMN, LINK_EXACT, 1, 2, 3, 9));	/* stateName */
	link_result_free(&r);
	schema_graph_free(g);
}

UNIT_TEST(value_links_prefer_the_longest_span_per_column)
{
	SchemaGraph *g = geo_graph();
	/* 0 population 1 of 2 salt 3 lake 4 city 5 and 6 new 7 york 8 ? */
	TextTokens	q = tokens_of("population of Salt Lake City and New  York?");
	LinkValueMatcher *m = link_value_matcher_new(&q);
	LinkResult	r;

	/* longest candidates come first */
	CHECK(link_value_candidate(m, 0)->n_tokens >= link_value_candidate(m, link_value_n_candidates(m) - 1)->n_tokens);
	CHECK(link_value_offer(m, 3, "salt lake", 9));
	CHECK(link_value_offer(m, 3, "Salt Lake City", 14));
	CHECK(link_value_offer(m, 0, "new york", 8));
	CHECK(link_value_offer(m, 3, "new york", 8));
	CHECK(link_value_offer(m, 2, "York", 4));	/* another column: kept */
	CHECK(!link_value_offer(m, 3, "boston", 6));
	CHECK(!link_value_offer(m, 3, "of", 2));	/* stopwords are no candidates */
	CHECK(link_value_candidate_shadowed(m, 0, 3) == false);
	link_result_init(&r);
	link_values(g, m, &r);
	CHECK(has_link(&r, LINK_VALUE, LINK_EXACT, 2, 5, 1, 3));
	CHECK(!has_link(&r, LINK_VALUE, LINK_EXACT, 2, 4, 1, 3));
	CHECK(has_link(&r, LINK_VALUE, LINK_EXACT, 6, 8, 0, 0));
	CHECK(has_link(&r, LINK_VALUE, LINK_EXACT, 6, 8, 1, 3));
	CHECK(has_link(&r, LINK_VALUE, LINK_EXACT, 7, 8, 0, 2));
	CHECK_INT_EQ(r.n_links, 4);
	for (int i = 0; i < r.n_links; i++)
		if (r.links[i].token_start == 2)
			CHECK_STR_EQ(r.links[i].value, "Salt Lake City");
	link_result_free(&r);
	link_value_matcher_free(m);
	text_tokens_free(&q);
	schema_graph_free(g);
}

/* A long title, its apostrophe's tokens counted, is one value ("The Busy Executive's
 * Database Guide": 7 tokens). */
UNIT_TEST(a_long_stored_title_links_whole)
{
	SchemaGraph *g = geo_graph();
	/* 0 who 1 published 2 the 3 busy 4 executive 5 ' 6 s 7 database 8 guide 9 ? */
	TextTokens	q = tokens_of("who published The Busy Executive's Database Guide?");
	LinkValueMatcher *m = link_value_matcher_new(&q);
	LinkResult	r;

	CHECK(link_value_offer(m, 3, "The Busy Executive's Database Guide", 35));
	link_result_init(&r);
	link_values(g, m, &r);
	CHECK(has_link(&r, LINK_VALUE, LINK_EXACT, 2, 9, 1, 3));
	link_result_free(&r);
	link_value_matcher_free(m);
	text_tokens_free(&q);
	schema_graph_free(g);
}

UNIT_TEST(value_match_keeps_the_smallest_spelling_whatever_the_order)
{
	SchemaGraph *g = geo_graph();
	TextTokens	q = tokens_of("in st. louis");
	LinkValueMatcher *m = link_value_matcher_new(&q);
	LinkResult	r;

	CHECK(link_value_offer(m, 3, "st louis", 8));
	CHECK(link_value_offer(m, 3, "St. Louis", 9));
	link_result_init(&r);
	link_values(g, m, &r);
	CHECK_INT_EQ(r.n_links, 1);
	CHECK_STR_EQ(r.links[0].value, "St. Louis");
	CHECK_INT_EQ(r.links[0].token_start, 1);
	CHECK_INT_EQ(r.links[0].token_end, 4);
	link_result_free(&r);
	link_value_matcher_free(m);
	text_tokens_free(&q);
	schema_graph_free(g);
}

/* A line of prose stored alone ("       house,\n" of a transcript) is no value a question
 * says; the same word stored as a value is. */
UNIT_TEST(a_value_broken_over_lines_is_no_whole_value)
{
	TextTokens	q = tokens_of("who lives in the last house on northwestern dr");
	LinkValueMatcher *m = link_value_matcher_new(&q);

	CHECK(!link_value_offer(m, 3, "       house,\n", 14));
	CHECK(!link_value_offer(m, 3, "house\r\n", 7));
	CHECK(link_value_offer(m, 3, "house ", 6));
	CHECK(link_value_offer(m, 2, "Northwestern Dr", 15));
	link_value_matcher_free(m);
	text_tokens_free(&q);
}

UNIT_TEST(places_link_to_the_spelling_the_database_stores)
{
	SchemaGraph *g = geo_graph();
	/* 0 authors 1 in 2 california 3 and 4 the 5 us 6 , 7 not 8 in 9 oregon 10 ; 11 tell 12 us */
	TextTokens	q = tokens_of("authors in California and the US, not in Oregon; tell us");
	LinkValueMatcher *m = link_value_matcher_new(&q);
	LinkResult	r;

	CHECK(!link_value_offer(m, 3, "TX", 2));
	CHECK(link_value_offer(m, 3, "CA", 2));		/* California's code */
	CHECK(!link_value_offer(m, 7, "Canada", 6));
	CHECK(link_value_offer(m, 7, "USA", 3));	/* "the US" */
	CHECK(link_value_offer(m, 2, "USA", 3));	/* ... in a column of one value */
	CHECK(link_value_offer(m, 2, "USA", 3));
	CHECK(link_value_offer(m, 1, "OR", 2));		/* Oregon's code (not the word "or") */
	CHECK(!link_value_offer(m, 1, "WA", 2));
	CHECK(!link_value_offer(m, 3, "IN", 2));	/* "in" is no state */
	link_result_init(&r);
	link_values(g, m, &r);
	CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 2, 3, 1, 3));
	CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 5, 6, 2, 7));
	CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 9, 10, 0, 1));
	/* no link to the column holding 'USA' alone; "tell us": a pronoun, no country */
	CHECK_INT_EQ(r.n_links, 3);
	link_result_free(&r);
	link_value_matcher_free(m);
	text_tokens_free(&q);
	schema_graph_free(g);
}

/* "women", "male": the codes a column of sexes stores ('F', 'Male'), and only there. */
UNIT_TEST(sexes_link_to_the_codes_a_column_of_sexes_stores)
{
	SchemaGraph *g = schema_graph_new();
	/* 0 how 1 many 2 women 3 and 4 male 5 staff 6 wear 7 m */
	TextTokens	q = tokens_of("how many women and male staff wear M");
	LinkValueMatcher *m = link_value_matcher_new(&q);
	LinkResult	r;

	schema_graph_add_table(g, "public", "staff", SG_TABLE, 0);
	schema_graph_add_column(g, "staff_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "gender", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "shirt_size", "text", SG_TYPE_TEXT, false, false, 0);
	CHECK(link_value_offer(m, 1, "F", 1));
	CHECK(link_value_offer(m, 1, "Male", 4));
	CHECK(link_value_offer(m, 2, "F", 1));
	CHECK(link_value_offer(m, 2, "M", 1));
	link_result_init(&r);
	link_values(g, m, &r);
	CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 2, 3, 0, 1));	/* women: gender 'F' */
	CHECK(has_link(&r, LINK_VALUE, LINK_EXACT, 4, 5, 0, 1));	/* male: gender 'Male' */
	CHECK(has_link(&r, LINK_VALUE, LINK_EXACT, 7, 8, 0, 2));	/* size 'M' as written */
	/* no size 'F' for "women", nor 'M' for "male": a size is no sex */
	CHECK_INT_EQ(r.n_links, 3);
	link_result_free(&r);
	link_value_matcher_free(m);
	text_tokens_free(&q);
	schema_graph_free(g);
}

/* "married": the code a column of marital statuses stores ('M'), and only there. */
UNIT_TEST(marital_statuses_link_to_their_codes)
{
	SchemaGraph *g = schema_graph_new();
	/* 0 how 1 many 2 married 3 women 4 wear 5 single 6 sizes */
	TextTokens	q = tokens_of("how many married women wear single sizes");
	LinkValueMatcher *m = link_value_matcher_new(&q);
	LinkResult	r;

	schema_graph_add_table(g, "public", "patients", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "marital", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "shirt_size", "text", SG_TYPE_TEXT, true, false, 0);
	CHECK(link_value_offer(m, 1, "M", 1));
	CHECK(link_value_offer(m, 1, "S", 1));
	CHECK(link_value_offer(m, 2, "M", 1));
	CHECK(link_value_offer(m, 2, "S", 1));
	link_result_init(&r);
	link_values(g, m, &r);
	CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 2, 3, 0, 1));	/* married: marital 'M' */
	CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 5, 6, 0, 1));	/* single: marital 'S' */
	/* no size 'M' for "married", nor 'S' for "single" */
	CHECK_INT_EQ(r.n_links, 2);
	link_result_free(&r);
	link_value_matcher_free(m);
	text_tokens_free(&q);
	schema_graph_free(g);
}

/* A status stored run together ('InProduction') is the one the words say apart. */
UNIT_TEST(words_link_to_a_value_that_runs_them_together)
{
	SchemaGraph *g = schema_graph_new();
	/* 0 how 1 many 2 orders 3 are 4 in 5 production 6 or 7 on 8 back 9 order */
	TextTokens	q = tokens_of("how many orders are in production or on back order");
	LinkValueMatcher *m = link_value_matcher_new(&q);
	LinkResult	r;

	schema_graph_add_table(g, "public", "salesorder", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "status", "text", SG_TYPE_TEXT, true, false, 0);
	CHECK(link_value_offer(m, 1, "InProduction", 12));
	CHECK(link_value_offer(m, 1, "BACKORDER", 9));
	CHECK(!link_value_offer(m, 1, "Shipped", 7));
	link_result_init(&r);
	link_values(g, m, &r);
	CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 4, 6, 0, 1));	/* in production */
	CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 8, 10, 0, 1));	/* back order */
	CHECK_INT_EQ(r.n_links, 2);
	link_result_free(&r);
	link_value_matcher_free(m);
	text_tokens_free(&q);
	/* a contraction's tail, or a letter alone, joins nothing: "Prinz's e-mail" is no 'SE' */
	q = tokens_of("What is Benjamin Prinz's e mail?");
	m = link_value_matcher_new(&q);
	CHECK(!link_value_offer(m, 1, "SE", 2));
	link_value_matcher_free(m);
	text_tokens_free(&q);
	schema_graph_free(g);
}

/* A catalogue names its things head first ('Cheese, cheddar', 'Bananas, raw'). */
UNIT_TEST(words_link_to_a_value_in_a_catalogues_order)
{
	SchemaGraph *g = schema_graph_new();
	/* 0 protein 1 in 2 cheddar 3 cheese 4 and 5 raw 6 banana 7 or 8 fresh 9 raw 10 egg
	 * 11 yolk */
	TextTokens	q = tokens_of("protein in cheddar cheese and raw banana or fresh raw egg yolk");
	LinkValueMatcher *m = link_value_matcher_new(&q);
	LinkResult	r;

	schema_graph_add_table(g, "public", "food_des", SG_TABLE, 0);
	schema_graph_add_column(g, "ndb_no", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "long_desc", "text", SG_TYPE_TEXT, true, false, 0);
	CHECK(link_value_offer(m, 1, "Cheese, cheddar", 15));
	CHECK(link_value_offer(m, 1, "Bananas, raw", 12));
	CHECK(link_value_offer(m, 1, "Egg, yolk, raw, fresh", 21));
	CHECK(!link_value_offer(m, 1, "Cheese, raw", 11));
	link_result_init(&r);
	link_values(g, m, &r);
	CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 2, 4, 0, 1));	/* cheddar cheese */
	CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 5, 7, 0, 1));	/* raw banana */
	CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 8, 12, 0, 1));	/* fresh raw egg yolk */
	link_result_free(&r);
	link_value_matcher_free(m);
	text_tokens_free(&q);
	schema_graph_free(g);
}

/* "Germany", "euros": the ISO codes a column of countries or currencies stores, and only
 * there (a state's 'CA' is not Canada). */
UNIT_TEST(countries_and_currencies_link_to_their_iso_codes)
{
	SchemaGraph *g = schema_graph_new();
	/* 0 customers 1 in 2 germany 3 and 4 canada 5 paid 6 in 7 euros */
	TextTokens	q = tokens_of("customers in Germany and Canada paid in euros");
	LinkValueMatcher *m = link_value_matcher_new(&q);
	LinkResult	r;

	schema_graph_add_table(g, "public", "addresses", SG_TABLE, 0);
	schema_graph_add_column(g, "address_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "country", "text", SG_TYPE_TEXT, false, false, 0);	/* 1 */
	schema_graph_add_column(g, "state", "text", SG_TYPE_TEXT, false, false, 0);	/* 2 */
	schema_graph_add_column(g, "currency", "text", SG_TYPE_TEXT, false, false, 0);	/* 3 */
	schema_graph_add_column(g, "note", "text", SG_TYPE_TEXT, false, false, 0);	/* 4 */
	CHECK(link_value_offer(m, 1, "DE", 2));
	CHECK(link_value_offer(m, 1, "CA", 2));
	CHECK(link_value_offer(m, 2, "CA", 2));
	CHECK(!link_value_offer(m, 2, "NY", 2));
	CHECK(link_value_offer(m, 3, "EUR", 3));
	CHECK(!link_value_offer(m, 3, "USD", 3));
	CHECK(link_value_offer(m, 4, "EUR", 3));
	CHECK(link_value_offer(m, 4, "DE", 2));
	link_result_init(&r);
	link_values(g, m, &r);
	CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 2, 3, 0, 1));	/* Germany: 'DE' */
	CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 4, 5, 0, 1));	/* Canada: 'CA' */
	CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 7, 8, 0, 3));	/* euros: 'EUR' */
	/* not the state 'CA', nor the note's codes */
	CHECK_INT_EQ(r.n_links, 3);
	link_result_free(&r);
	link_value_matcher_free(m);
	/* where the database stores the name as said, the name links, not the code */
	m = link_value_matcher_new(&q);
	CHECK(link_value_offer(m, 1, "DE", 2));
	CHECK(link_value_offer(m, 1, "CA", 2));
	CHECK(link_value_offer(m, 4, "Germany", 7));
	CHECK(!link_value_offer(m, 4, "France", 6));
	link_result_init(&r);
	link_values(g, m, &r);
	CHECK(has_link(&r, LINK_VALUE, LINK_EXACT, 2, 3, 0, 4));
	CHECK(!has_link(&r, LINK_VALUE, LINK_LEXICON, 2, 3, 0, 1));
	CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 4, 5, 0, 1));
	link_result_free(&r);
	link_value_matcher_free(m);
	text_tokens_free(&q);
	schema_graph_free(g);
}

/* A view's column that reads a base column of countries: each value offered there is
 * counted in it too, matched or not, so a country's code links to it as to the base
 * column (its values vary); counted only as the one code matched, it would not. */
UNIT_TEST(a_view_column_of_countries_links_their_codes_where_its_values_vary)
{
	SchemaGraph *g = schema_graph_new();
	TextTokens	q = tokens_of("customers in Germany");
	LinkValueMatcher *m;
	LinkResult	r;

	schema_graph_add_table(g, "public", "addresses", SG_TABLE, 0);
	schema_graph_add_column(g, "country", "text", SG_TYPE_TEXT, false, false, 0);	/* 0 */
	schema_graph_add_table(g, "public", "buyers", SG_VIEW, 0);
	schema_graph_add_column(g, "country", "text", SG_TYPE_TEXT, false, false, 0);	/* 1 */
	for (int counted = 0; counted < 2; counted++)
	{
		m = link_value_matcher_new(&q);
		CHECK(link_value_offer(m, 0, "DE", 2));
		CHECK(link_value_offer(m, 1, "DE", 2));
		CHECK(!link_value_offer(m, 0, "US", 2));
		if (counted)
			link_value_note_seen(m, 1, "US", 2);
		link_result_init(&r);
		link_values(g, m, &r);
		CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 2, 3, 0, 0));
		CHECK(has_link(&r, LINK_VALUE, LINK_LEXICON, 2, 3, 1, 1) == (counted == 1));
		link_result_free(&r);
		link_value_matcher_free(m);
	}
	text_tokens_free(&q);
	schema_graph_free(g);
}

/* "the IT department": the value in the place the next word names, not Italy's code. */
UNIT_TEST(a_value_the_next_word_places_links_there_only)
{
	SchemaGraph *g = schema_graph_new();
	const char *const questions[] = {"who works in the IT department", "who works in IT"};

	schema_graph_add_table(g, "public", "departments", SG_TABLE, 0);
	schema_graph_add_column(g, "department_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "department_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "locations", SG_TABLE, 0);
	schema_graph_add_column(g, "location_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "country_id", "text", SG_TYPE_TEXT, false, false, 0);
	for (int i = 0; i < 2; i++)
	{
		TextTokens	q = tokens_of(questions[i]);
		LinkValueMatcher *m = link_value_matcher_new(&q);
		LinkResult	r;
		int			at = i == 0 ? 4 : 3;

		link_result_init(&r);
		if (i == 0)				/* "department" names the table */
			link_result_add(&r, LINK_TABLE, LINK_EXACT, 5, 6, 0, -1, NULL);
		CHECK(link_value_offer(m, 1, "IT", 2));
		CHECK(link_value_offer(m, 3, "IT", 2));
		link_values(g, m, &r);
		CHECK(has_link(&r, LINK_VALUE, LINK_EXACT, at, at + 1, 0, 1));
		/* Italy's code only where no word names the place */
		CHECK(has_link(&r, LINK_VALUE, LINK_EXACT, at, at + 1, 1, 3) == (i == 1));
		link_result_free(&r);
		link_value_matcher_free(m);
		text_tokens_free(&q);
	}
	schema_graph_free(g);
}

/* "members in Boston", "a tennis court": words a stored value holds among others link
 * as partial, their value the words as stored; a whole match anywhere wins. */
UNIT_TEST(values_holding_the_words_among_others_link_partially)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "cd", "members", SG_TABLE, 0);
	schema_graph_add_column(g, "memid", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "address", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "cd", "facilities", SG_TABLE, 0);
	schema_graph_add_column(g, "facid", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	for (int whole = 0; whole < 2; whole++)
	{
		/* 0 which 1 members 2 in 3 Boston 4 booked 5 a 6 tennis 7 court */
		TextTokens	q = tokens_of("which members in Boston booked a tennis court");
		LinkValueMatcher *m = link_value_matcher_new(&q);
		LinkResult	r;

		CHECK(link_value_offer(m, 1, "20 Crossing Road, Boston", 24));
		CHECK(link_value_offer(m, 3, "Tennis Court 1", 14));
		CHECK(!link_value_offer(m, 3, "Squash Court", 12));	/* "court": one small word */
		CHECK(!link_value_offer(m, 1, "Bostonian Way", 13));	/* words, not letters */
		if (whole)
			CHECK(link_value_offer(m, 3, "Boston", 6));
		link_result_init(&r);
		link_values(g, m, &r);
		CHECK(has_link(&r, LINK_VALUE, LINK_PARTIAL, 3, 4, 0, 1) == !whole);
		CHECK(has_link(&r, LINK_VALUE, LINK_EXACT, 3, 4, 1, 3) == (bool) whole);
		CHECK(has_link(&r, LINK_VALUE, LINK_PARTIAL, 6, 8, 1, 3));
		CHECK_INT_EQ(r.n_links, 2);
		for (int i = 0; i < r.n_links; i++)
			CHECK_STR_EQ(r.links[i].value, r.links[i].token_start == 6 ? "Tennis Court" : "Boston");
		link_result_free(&r);
		link_value_matcher_free(m);
		text_tokens_free(&q);
	}
	{
		/* a quoted value is a literal the user typed, compared as the question says */
		TextTokens	q = tokens_of("members whose address contains 'Boston'");
		LinkValueMatcher *m = link_value_matcher_new(&q);

		CHECK(!link_value_offer(m, 1, "20 Crossing Road, Boston", 24));
		link_value_matcher_free(m);
		text_tokens_free(&q);
	}
	schema_graph_free(g);
}

/* An acronym in capitals that spells a stopword ("the IT department", "in the US") is a
 * value like any word; the same word in small letters, or in a question written in
 * capitals throughout, is the stopword. */
UNIT_TEST(acronyms_in_capitals_are_values)
{
	SchemaGraph *g = geo_graph();
	const char *const questions[] = {"Who works in the IT department?", "is it there?",
	"WHO WORKS IN IT?"};
	const bool	links[] = {true, false, false};

	for (int i = 0; i < 3; i++)
	{
		TextTokens	q = tokens_of(questions[i]);
		LinkValueMatcher *m = link_value_matcher_new(&q);

		CHECK(link_value_offer(m, 3, "IT", 2) == links[i]);
		link_value_matcher_free(m);
		text_tokens_free(&q);
	}
	{
		TextTokens	q = tokens_of("the IT and It department");

		CHECK(q.tokens[1].capitals && !q.tokens[3].capitals && !q.tokens[0].capitals);
		text_tokens_free(&q);
	}
	schema_graph_free(g);
}

UNIT_TEST(numbers_and_dates_become_links)
{
	TextTokens	q = tokens_of("cities with 150,000 people on may 5");
	LinkResult	r;

	link_result_init(&r);
	link_quantities(&q, &r);
	CHECK_INT_EQ(r.n_links, 2);
	CHECK(has_link(&r, LINK_NUMBER, LINK_EXACT, 2, 3, -1, -1));
	CHECK(has_link(&r, LINK_DATE, LINK_EXACT, 5, 7, -1, -1));
	link_result_free(&r);
	text_tokens_free(&q);
}

/* The values a question names of one column: exact and lexicon links only, each value
 * once (case aside), in the order of the words that name them. */
UNIT_TEST(the_values_named_of_a_column_come_in_question_order)
{
	LinkResult	links;
	const char *values[4];
	int			starts[4];

	link_result_init(&links);
	/* 0 how 1 many 2 men 3 and 4 how 5 many 6 women 7 and 8 men */
	link_result_add(&links, LINK_VALUE, LINK_LEXICON, 6, 7, 0, 3, "F");
	link_result_add(&links, LINK_VALUE, LINK_LEXICON, 2, 3, 0, 3, "M");
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 8, 9, 0, 3, "m");
	link_result_add(&links, LINK_VALUE, LINK_PARTIAL, 4, 5, 0, 3, "X");
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 5, 6, 0, 4, "Y");
	CHECK_INT_EQ(link_result_column_values(&links, 3, values, starts, 4), 2);
	CHECK_STR_EQ(values[0], "M");
	CHECK_INT_EQ(starts[0], 2);
	CHECK_STR_EQ(values[1], "F");
	CHECK_INT_EQ(starts[1], 6);
	CHECK_INT_EQ(link_result_column_values(&links, 3, values, NULL, 1), 1);
	CHECK_INT_EQ(link_result_column_values(&links, 5, values, NULL, 4), 0);
	link_result_free(&links);
}

/* A date phrase links to a table's own dates, not to its edit stamp, unless a word names
 * the stamp (schema/side_dates.h). */
UNIT_TEST(dates_link_past_an_edit_stamp)
{
	SchemaGraph *g = schema_graph_new();
	const char *question = "how many products went on sale in july 2003";
	TextTokens	q = tokens_of(question);
	LinkResult	r;

	schema_graph_add_table(g, "saleslt", "product", SG_TABLE, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "sellstartdate", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_column(g, "modifieddate", "timestamp without time zone", SG_TYPE_TIME,
							false, false, 0);
	link_result_init(&r);
	link_date_values(g, question, &q, &r);
	/* 0 how 1 many 2 products 3 went 4 on 5 sale 6 in 7 july 8 2003 */
	CHECK(has_link(&r, LINK_VALUE, LINK_EXACT, 7, 9, 0, 1));
	CHECK(!has_link(&r, LINK_VALUE, LINK_EXACT, 7, 9, 0, 2));
	link_result_free(&r);
	link_result_init(&r);
	link_result_add(&r, LINK_COLUMN, LINK_EXACT, 3, 4, 0, 2, NULL);
	link_date_values(g, question, &q, &r);
	CHECK(has_link(&r, LINK_VALUE, LINK_EXACT, 7, 9, 0, 2));
	link_result_free(&r);
	text_tokens_free(&q);
	schema_graph_free(g);
}

UNIT_TEST(empty_question_links_nothing)
{
	SchemaGraph *g = geo_graph();
	TextTokens	q = tokens_of("");
	LinkValueMatcher *m = link_value_matcher_new(&q);
	LinkResult	r;

	link_result_init(&r);
	link_names(g, &q, &r);
	link_quantities(&q, &r);
	link_values(g, m, &r);
	CHECK_INT_EQ(r.n_links, 0);
	CHECK_INT_EQ(link_value_n_candidates(m), 0);
	CHECK(!link_value_offer(m, 0, "texas", 5));
	link_value_matcher_free(m);
	link_result_free(&r);
	text_tokens_free(&q);
	schema_graph_free(g);
}

/*
 * orders(order_id integer PK, customer text), shipments(code text PK),
 * order_lines(order_id -> orders, line: a key of two columns), a view order_totals(order_id,
 * total)
 */
static SchemaGraph *
orders_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 1);	/* 0 */
	schema_graph_add_column(g, "customer", "text", SG_TYPE_TEXT, true, false, 2);	/* 1 */
	schema_graph_add_table(g, "public", "shipments", SG_TABLE, 0);
	schema_graph_add_column(g, "code", "text", SG_TYPE_TEXT, false, true, 1);	/* 2 */
	schema_graph_add_table(g, "public", "order_lines", SG_TABLE, 0);
	schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 1);	/* 3 */
	schema_graph_add_column(g, "line", "integer", SG_TYPE_NUMBER, false, true, 2);	/* 4 */
	schema_graph_add_table(g, "public", "order_totals", SG_VIEW, 0);
	schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, true, false, 1);	/* 5 */
	schema_graph_add_column(g, "total", "numeric", SG_TYPE_NUMBER, true, false, 2);	/* 6 */
	{
		int			from = 3,
					to = 0;

		schema_graph_add_foreign_key(g, 2, 0, 1, &from, &to);
	}
	return g;
}

/* The row-number links of question, "value@token->column ...". */
static void
row_number_links(const SchemaGraph *g, const char *question, char *out)
{
	TextTokens	q = tokens_of(question);
	LinkResult	r;

	out[0] = '\0';
	link_result_init(&r);
	link_names(g, &q, &r);
	link_row_numbers(g, &q, &r);
	for (int i = 0; i < r.n_links; i++)
	{
		const SchemaLink *l = &r.links[i];

		if (l->kind != LINK_VALUE)
			continue;
		CHECK(l->match == LINK_EXACT && l->token_end == l->token_start + 1);
		sprintf(out + strlen(out), "%s%s@%d->%s.%s", out[0] ? " " : "", l->value, l->token_start,
				g->tables[l->table].name, g->columns[l->column].name);
	}
	link_result_free(&r);
	text_tokens_free(&q);
}

#define CHECK_ROW_NUMBERS(question, expected)                                  \
	do { char _b[256]; row_number_links(g, question, _b); CHECK_STR_EQ(_b, expected); } while (0)

UNIT_TEST(a_number_after_a_table_word_is_a_row_key)
{
	SchemaGraph *g = orders_graph();

	/* the key, the one column of a foreign key to it, a view's column of its name */
#define ORDER(n, at) n "@" at "->orders.order_id " n "@" at "->order_lines.order_id " \
	n "@" at "->order_totals.order_id"
	CHECK_ROW_NUMBERS("What was on order 10100?", ORDER("10100", "4"));
	CHECK_ROW_NUMBERS("Who placed order number 7?", ORDER("7", "4"));
	CHECK_ROW_NUMBERS("show order #7", ORDER("7", "3"));
	CHECK_ROW_NUMBERS("show order no. 7", ORDER("7", "4"));
	CHECK_ROW_NUMBERS("orders 12 and 14", ORDER("12", "1"));
#undef ORDER
	/* not a row's number: a word between, a number before, not an integer, a text key, a
	 * key of two columns, no table named */
	CHECK_ROW_NUMBERS("how many orders in 2004", "");
	CHECK_ROW_NUMBERS("the top 5 orders", "");
	CHECK_ROW_NUMBERS("order 3.5", "");
	CHECK_ROW_NUMBERS("shipment 5", "");
	CHECK_ROW_NUMBERS("order lines 5", "");
	CHECK_ROW_NUMBERS("customer 5", "");
	/* no table named: the number after a numeric column's words and "number" is its value;
	 * not without "number", nor for a text column */
	CHECK_ROW_NUMBERS("show line number 3", "3@3->order_lines.line");
	CHECK_ROW_NUMBERS("show line 3", "");
	CHECK_ROW_NUMBERS("customer number 5", "");
	schema_graph_free(g);
}

#define AT(out, n, a, b) ((RatRelation) (out)[(size_t) (a) * (n) + (b)])

UNIT_TEST(schema_relations_follow_rat_sql_table_1)
{
	SchemaGraph *g = geo_graph();
	int			n = g->n_columns + g->n_tables;
	uint8_t    *out = calloc((size_t) n * n, 1);
	int			T = g->n_columns;	/* first table item */

	rat_relations_build(g, 0, NULL, out);
	CHECK_INT_EQ(AT(out, n, 0, 0), REL_CC_IDENTITY);
	CHECK_INT_EQ(AT(out, n, 0, 1), REL_CC_SAME_TABLE);
	CHECK_INT_EQ(AT(out, n, 4, 0), REL_CC_FOREIGN_KEY_F);	/* city.state_name -> state.state_name */
	CHECK_INT_EQ(AT(out, n, 0, 4), REL_CC_FOREIGN_KEY_R);
	CHECK_INT_EQ(AT(out, n, 3, 4), REL_CC_SAME_TABLE);
	CHECK_INT_EQ(AT(out, n, 3, 0), REL_CC_DEFAULT);
	CHECK_INT_EQ(AT(out, n, 0, T + 0), REL_CT_PRIMARY_KEY);
	CHECK_INT_EQ(AT(out, n, 1, T + 0), REL_CT_BELONGS_TO);
	CHECK_INT_EQ(AT(out, n, 9, T + 3), REL_CT_FOREIGN_KEY);	/* FK column outside the PK */
	CHECK_INT_EQ(AT(out, n, T + 3, 9), REL_TC_FOREIGN_KEY);
	CHECK_INT_EQ(AT(out, n, 1, T + 1), REL_CT_DEFAULT);
	CHECK_INT_EQ(AT(out, n, T + 0, 0), REL_TC_PRIMARY_KEY);
	CHECK_INT_EQ(AT(out, n, T + 0, 2), REL_TC_BELONGS_TO);
	CHECK_INT_EQ(AT(out, n, T + 1, 0), REL_TC_DEFAULT);
	CHECK_INT_EQ(AT(out, n, T + 1, T + 0), REL_TT_FOREIGN_KEY_F);
	CHECK_INT_EQ(AT(out, n, T + 0, T + 1), REL_TT_FOREIGN_KEY_R);
	CHECK_INT_EQ(AT(out, n, T + 1, T + 2), REL_TT_DEFAULT);
	CHECK_INT_EQ(AT(out, n, T + 2, T + 2), REL_TT_IDENTITY);
	CHECK_INT_EQ(rat_schema_relation(g, 4, 0), REL_CC_FOREIGN_KEY_F);
	CHECK_STR_EQ(rat_relation_name(REL_CC_FOREIGN_KEY_F), "FOREIGN-KEY-COL-F");
	CHECK_STR_EQ(rat_relation_name(REL_TT_FOREIGN_KEY_B), "FOREIGN-KEY-TAB-B");
	for (int r = 0; r < REL_COUNT; r++)
		CHECK(rat_relation_name((RatRelation) r) != NULL);
	free(out);
	schema_graph_free(g);
}

UNIT_TEST(tables_referencing_each_other_are_foreign_key_both)
{
	SchemaGraph *g = schema_graph_new();
	int			a_ref,
				b_ref,
				a_id,
				b_id;

	schema_graph_add_table(g, "s", "a", SG_TABLE, 0);
	a_id = schema_graph_add_column(g, "id", "int", SG_TYPE_NUMBER, false, true, 1);
	a_ref = schema_graph_add_column(g, "b_id", "int", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_table(g, "s", "b", SG_TABLE, 0);
	b_id = schema_graph_add_column(g, "id", "int", SG_TYPE_NUMBER, false, true, 1);
	b_ref = schema_graph_add_column(g, "a_id", "int", SG_TYPE_NUMBER, true, false, 2);
	CHECK(schema_graph_add_foreign_key(g, 0, 1, 1, &a_ref, &b_id) == 0);
	CHECK(schema_graph_add_foreign_key(g, 1, 0, 1, &b_ref, &a_id) == 1);
	/* schema items: 4 columns, then tables a (4) and b (5) */
	CHECK_INT_EQ(rat_schema_relation(g, 4, 5), REL_TT_FOREIGN_KEY_B);
	CHECK_INT_EQ(rat_schema_relation(g, 5, 4), REL_TT_FOREIGN_KEY_B);
	schema_graph_free(g);
}

UNIT_TEST(question_relations_combine_distance_names_values_and_numbers)
{
	SchemaGraph *g = geo_graph();
	/* 0 cities 1 in 2 texas 3 over 4 1000 5 people */
	TextTokens	q = tokens_of("cities in texas over 1000 people");
	int			nq = q.n;
	int			n = nq + g->n_columns + g->n_tables;
	uint8_t    *out = calloc((size_t) n * n, 1);
	LinkValueMatcher *m = link_value_matcher_new(&q);
	LinkResult	r;
	int			C = nq,
				T = nq + g->n_columns;

	link_result_init(&r);
	link_names(g, &q, &r);
	link_quantities(&q, &r);
	link_value_offer(m, 0, "texas", 5);
	link_values(g, m, &r);
	rat_relations_build(g, nq, &r, out);

	CHECK_INT_EQ(AT(out, n, 0, 0), REL_QQ_DIST_0);
	CHECK_INT_EQ(AT(out, n, 0, 1), REL_QQ_DIST_P1);
	CHECK_INT_EQ(AT(out, n, 0, 5), REL_QQ_DIST_P2);	/* clipped */
	CHECK_INT_EQ(AT(out, n, 5, 0), REL_QQ_DIST_M2);
	CHECK_INT_EQ(AT(out, n, 2, 1), REL_QQ_DIST_M1);
	CHECK_INT_EQ(AT(out, n, 0, T + 1), REL_QT_EXACT);	/* cities ~ city */
	CHECK_INT_EQ(AT(out, n, T + 1, 0), REL_TQ_EXACT);
	CHECK_INT_EQ(AT(out, n, 0, C + 3), REL_QC_PARTIAL);	/* cities ~ city_name */
	CHECK_INT_EQ(AT(out, n, C + 3, 0), REL_CQ_PARTIAL);
	CHECK_INT_EQ(AT(out, n, 2, C + 0), REL_QC_VALUE);	/* texas in state.state_name */
	CHECK_INT_EQ(AT(out, n, C + 0, 2), REL_CQ_VALUE);
	CHECK_INT_EQ(AT(out, n, 2, C + 4), REL_QC_DEFAULT);
	CHECK_INT_EQ(AT(out, n, 4, C + 1), REL_QC_NUMBER);	/* 1000 ~ numeric columns */
	CHECK_INT_EQ(AT(out, n, 4, C + 8), REL_QC_NUMBER);
	CHECK_INT_EQ(AT(out, n, 4, C + 0), REL_QC_DEFAULT);
	CHECK_INT_EQ(AT(out, n, C + 5, 4), REL_CQ_NUMBER);
	CHECK_INT_EQ(AT(out, n, 1, T + 0), REL_QT_DEFAULT);
	CHECK_INT_EQ(AT(out, n, T + 0, 1), REL_TQ_DEFAULT);
	/* schema block is the same as without a question */
	CHECK_INT_EQ(AT(out, n, C + 4, C + 0), REL_CC_FOREIGN_KEY_F);
	CHECK_INT_EQ(AT(out, n, T + 2, T + 0), REL_TT_FOREIGN_KEY_F);
	/* every entry is a valid relation */
	for (int i = 0; i < n * n; i++)
		CHECK(out[i] < REL_COUNT);

	free(out);
	link_result_free(&r);
	link_value_matcher_free(m);
	text_tokens_free(&q);
	schema_graph_free(g);
}

UNIT_TEST(exact_name_match_beats_value_and_partial)
{
	SchemaGraph *g = geo_graph();
	/* "capital" names the column state.capital exactly and is also offered as a value */
	TextTokens	q = tokens_of("capital");
	int			n = q.n + g->n_columns + g->n_tables;
	uint8_t    *out = calloc((size_t) n * n, 1);
	LinkValueMatcher *m = link_value_matcher_new(&q);
	LinkResult	r;

	link_result_init(&r);
	link_value_offer(m, 2, "capital", 7);
	link_values(g, m, &r);
	link_names(g, &q, &r);
	rat_relations_build(g, q.n, &r, out);
	CHECK_INT_EQ(AT(out, n, 0, q.n + 2), REL_QC_EXACT);
	free(out);
	link_result_free(&r);
	link_value_matcher_free(m);
	text_tokens_free(&q);
	schema_graph_free(g);
}

UNIT_TEST(comment_words_are_stemmed_content_words_bounded)
{
	char	  **words;
	int			n = schema_graph_comment_words("The patient's Temperature, in Celsius (2 decimals) -- temperatures!", &words);
	DtStrBuf	long_comment;

	/* the, in, s: stop words or one letter; 2: no letter; temperatures: a repeat */
	CHECK_INT_EQ(n, 4);
	CHECK_STR_EQ(words[0], "patient");
	CHECK_STR_EQ(words[1], "temperature");
	CHECK_STR_EQ(words[2], "celsius");
	CHECK_STR_EQ(words[3], "decimal");
	name_words_free(words, n);
	CHECK_INT_EQ(schema_graph_comment_words("of the and", &words), 0);
	CHECK(words == NULL);

	/* a long comment keeps SG_COMMENT_MAX_WORDS distinct words and no more */
	dt_strbuf_init(&long_comment);
	for (int i = 0; i < 5000; i++)
		dt_strbuf_appendf(&long_comment, "word%c%c ", 'a' + i % 26, 'a' + (i / 26) % 26);
	n = schema_graph_comment_words(long_comment.data, &words);
	CHECK_INT_EQ(n, SG_COMMENT_MAX_WORDS);
	name_words_free(words, n);
	dt_strbuf_free(&long_comment);
}

UNIT_TEST(comment_words_link_tables_and_columns)
{
	SchemaGraph *g = schema_graph_new();
	LinkResult	r;
	int			pt;

	schema_graph_add_table(g, "public", "vitals", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);	/* 0 */
	pt = schema_graph_add_column(g, "pt", "real", SG_TYPE_NUMBER, true, false, 2);	/* 1 */
	schema_graph_add_column(g, "hr", "integer", SG_TYPE_NUMBER, true, false, 3);	/* 2 */
	schema_graph_set_column_comment(g, pt, "patient temperature in celsius");
	schema_graph_set_column_comment(g, 2, "heart rate of the patient in beats per minute");
	schema_graph_set_table_comment(g, 0, "vital signs of each patient visit");

	/* 0 highest 1 temperatures 2 of 3 patients 4 in 5 vitals */
	name_links_of(g, "highest temperatures of patients in vitals", &r);
	CHECK(has_link(&r, LINK_COLUMN, LINK_COMMENT, 1, 2, 0, 1));
	CHECK(has_link(&r, LINK_COLUMN, LINK_COMMENT, 3, 4, 0, 1));
	CHECK(has_link(&r, LINK_COLUMN, LINK_COMMENT, 3, 4, 0, 2));
	CHECK(has_link(&r, LINK_TABLE, LINK_COMMENT, 3, 4, 0, -1));
	CHECK(!has_link(&r, LINK_COLUMN, LINK_COMMENT, 0, 1, 0, 1));	/* not in the comment */
	CHECK(!has_link(&r, LINK_COLUMN, LINK_COMMENT, 4, 5, 0, 1));	/* a stop word */
	/* a word that names the table links by name, not again through its comment */
	CHECK(has_link(&r, LINK_TABLE, LINK_EXACT, 5, 6, 0, -1));
	CHECK(!has_link(&r, LINK_TABLE, LINK_COMMENT, 5, 6, 0, -1));
	link_result_free(&r);

	/* cleared: no comment link is left */
	schema_graph_set_column_comment(g, pt, NULL);
	CHECK_INT_EQ(g->columns[pt].n_comment_words, 0);
	name_links_of(g, "highest temperatures", &r);
	CHECK(!has_link(&r, LINK_COLUMN, LINK_COMMENT, 1, 2, 0, 1));
	link_result_free(&r);
	schema_graph_free(g);
}

UNIT_TEST(a_word_in_many_comments_links_through_none)
{
	SchemaGraph *g = schema_graph_new();
	LinkResult	r;

	schema_graph_add_table(g, "public", "t", SG_TABLE, 0);
	for (int i = 0; i <= LINK_COMMENT_MAX_ITEMS; i++)
	{
		char		name[16];

		snprintf(name, sizeof(name), "c%d", i);
		schema_graph_add_column(g, name, "integer", SG_TYPE_NUMBER, true, false, i + 1);
		schema_graph_set_column_comment(g, i, i == 0 ? "identifier of the shipment" : "identifier");
	}
	/* 0 shipment 1 identifier */
	name_links_of(g, "shipment identifier", &r);
	CHECK(has_link(&r, LINK_COLUMN, LINK_COMMENT, 0, 1, 0, 0));
	for (int i = 0; i <= LINK_COMMENT_MAX_ITEMS; i++)
		CHECK(!has_link(&r, LINK_COLUMN, LINK_COMMENT, 1, 2, 0, i));
	link_result_free(&r);
	schema_graph_free(g);
}

/* Two word lists with the same words in the same order. */
static bool
same_words(char *const *a, int na, char *const *b, int nb)
{
	if (na != nb || (na == 0) != (a == NULL) || (nb == 0) != (b == NULL))
		return false;
	for (int i = 0; i < na; i++)
		if (strcmp(a[i], b[i]) != 0)
			return false;
	return true;
}

UNIT_TEST(a_compact_copy_reads_the_same_and_shares_equal_strings)
{
	SchemaGraph *g = schema_graph_new();
	SchemaGraph *c;
	int			col,
				ref;

	for (int s = 0; s < 3; s++)
	{
		char		schema[16];

		snprintf(schema, sizeof(schema), "shop_%d", s);
		schema_graph_add_table(g, schema, "customer", SG_TABLE, 100 + s);
		schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
		schema_graph_add_column(g, "fullName", "text", SG_TYPE_TEXT, true, false, 2);
		schema_graph_add_table(g, schema, "order_line", SG_VIEW, 200 + s);
		schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, true, false, 1);
		schema_graph_add_column(g, "placed", "date", SG_TYPE_TIME, false, false, 3);
		col = g->tables[2 * s + 1].first_column;
		ref = g->tables[2 * s].first_column;
		CHECK(schema_graph_add_foreign_key(g, 2 * s + 1, 2 * s, 1, &col, &ref) == s);
	}
	schema_graph_set_table_comment(g, 0, "People who buy things");
	schema_graph_set_column_comment(g, 3, "when the order was placed");

	c = schema_graph_compact(g);
	CHECK(c->compact && !g->compact);
	CHECK_INT_EQ(c->n_tables, g->n_tables);
	CHECK_INT_EQ(c->n_columns, g->n_columns);
	CHECK_INT_EQ(c->n_foreign_keys, g->n_foreign_keys);
	for (int t = 0; t < g->n_tables; t++)
	{
		const SgTable *a = &c->tables[t],
				   *b = &g->tables[t];

		CHECK_STR_EQ(a->schema, b->schema);
		CHECK_STR_EQ(a->name, b->name);
		CHECK(a->kind == b->kind && a->relid == b->relid);
		CHECK(a->first_column == b->first_column && a->n_columns == b->n_columns);
		CHECK(same_words(a->words, a->n_words, b->words, b->n_words));
		CHECK(same_words(a->comment_words, a->n_comment_words, b->comment_words,
						 b->n_comment_words));
	}
	for (int i = 0; i < g->n_columns; i++)
	{
		const SgColumn *a = &c->columns[i],
				   *b = &g->columns[i];

		CHECK_STR_EQ(a->name, b->name);
		CHECK_STR_EQ(a->type_name, b->type_name);
		CHECK(a->type_class == b->type_class && a->nullable == b->nullable &&
			  a->primary_key == b->primary_key && a->table == b->table &&
			  a->attnum == b->attnum);
		CHECK(same_words(a->words, a->n_words, b->words, b->n_words));
		CHECK(same_words(a->comment_words, a->n_comment_words, b->comment_words,
						 b->n_comment_words));
	}
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		const SgForeignKey *a = &c->foreign_keys[k],
				   *b = &g->foreign_keys[k];

		CHECK(a->table == b->table && a->ref_table == b->ref_table &&
			  a->n_columns == b->n_columns && a->columns[0] == b->columns[0] &&
			  a->ref_columns[0] == b->ref_columns[0]);
	}
	CHECK_INT_EQ(c->tables[0].n_comment_words, 3);	/* people, buy, thing */
	/* each distinct string once: the tables' names, the type names, the words */
	CHECK(c->tables[0].name == c->tables[2].name);
	CHECK(c->columns[0].type_name == c->columns[2].type_name);
	CHECK(c->columns[2].name == c->columns[6].name);
	CHECK(c->tables[0].words[0] == c->columns[2].words[0]);	/* "customer" */
	CHECK(c->tables[0].schema != c->tables[2].schema);
	/* read only: nothing is added or changed */
	CHECK_INT_EQ(schema_graph_add_table(c, "x", "y", SG_TABLE, 1), -1);
	CHECK_INT_EQ(schema_graph_add_column(c, "z", "text", SG_TYPE_TEXT, true, false, 9), -1);
	CHECK_INT_EQ(c->n_tables, g->n_tables);
	schema_graph_set_table_comment(c, 1, "a comment");
	CHECK_INT_EQ(c->tables[1].n_comment_words, 0);
	/* lookups read it like the original */
	CHECK_INT_EQ(schema_graph_find_table(c, "shop_1", "order_line"), 3);
	CHECK_INT_EQ(schema_graph_find_column(c, 3, "placed"), 7);
	schema_graph_free(g);
	schema_graph_free(c);

	/* an empty graph too */
	g = schema_graph_new();
	c = schema_graph_compact(g);
	CHECK(c->n_tables == 0 && c->n_columns == 0 && c->compact);
	schema_graph_free(g);
	schema_graph_free(c);
}

/* How many value links are left of one to the first number token of question, after
 * link_values_drop_counts. */
static int
count_value_links_left(const char *question)
{
	TextTokens	q = tokens_of(question);
	LinkResult	r;
	int			i = 0,
				left;

	while (i < q.n && q.tokens[i].kind != TEXT_TOKEN_NUMBER)
		i++;
	link_result_init(&r);
	link_result_add(&r, LINK_VALUE, LINK_EXACT, i, i + 1, 0, 0, "#5");
	link_values_drop_counts(&q, &r);
	left = r.n_links;
	link_result_free(&r);
	text_tokens_free(&q);
	return left;
}

/* A number that says how many rows to answer is no stored value. */
UNIT_TEST(a_count_of_rows_asked_links_no_value)
{
	CHECK_INT_EQ(count_value_links_left("Who are our top 5 customers by spending?"), 0);
	CHECK_INT_EQ(count_value_links_left("Who are our 5 biggest spenders?"), 0);
	CHECK_INT_EQ(count_value_links_left("List the 3 most expensive products."), 0);
	CHECK_INT_EQ(count_value_links_left("Which are the best 10 films?"), 0);
	/* a number that is no count: kept */
	CHECK_INT_EQ(count_value_links_left("Who lives at number 5?"), 1);
	CHECK_INT_EQ(count_value_links_left("Which customers are in zone 5?"), 1);
	CHECK_INT_EQ(count_value_links_left("Which 5 test scores are there?"), 1);
}

/* Whether the value link of word (a stored value of orders.customer) survives
 * link_values_drop_verbs in question. */
static bool
verb_value_kept(const char *question, const char *word)
{
	SchemaGraph *g = orders_graph();
	TextTokens	q = tokens_of(question);
	LinkResult	r;
	int			i = 0;
	bool		kept;

	while (i < q.n && strcmp(q.tokens[i].text, word) != 0)
		i++;
	if (i == q.n)
		UNIT_FAIL("no word %s in %s", word, question);
	link_result_init(&r);
	link_names(g, &q, &r);
	link_result_add(&r, LINK_VALUE, LINK_EXACT, i, i + 1, 0, 1, word);
	link_values_drop_verbs(g, &q, &r);
	kept = link_result_inside_value(&r, i);
	link_result_free(&r);
	text_tokens_free(&q);
	schema_graph_free(g);
	return kept;
}

/* A stored value said as the verb that makes a row of its table names no value. */
UNIT_TEST(a_value_said_as_the_verb_of_its_rows_links_nothing)
{
	CHECK(!verb_value_kept("How many customers have never placed an order?", "placed"));
	CHECK(!verb_value_kept("Which customers placed their first order in March?", "placed"));
	CHECK(!verb_value_kept("How many orders has Kathleen P. placed?", "placed"));
	CHECK(!verb_value_kept("Which customers have never had anything shipped to them?", "shipped"));
	CHECK(!verb_value_kept("How many orders were shipped to Roy White?", "shipped"));
	/* a state of the rows: kept */
	CHECK(verb_value_kept("How many orders have been placed?", "placed"));
	CHECK(verb_value_kept("Which orders have shipped?", "shipped"));
	CHECK(verb_value_kept("Which orders were shipped to customers in Texas?", "shipped"));
	CHECK(verb_value_kept("How many orders have been returned to us?", "returned"));
	CHECK(verb_value_kept("How many orders have a placed status?", "placed"));
	CHECK(verb_value_kept("How many orders has the shop placed on hold?", "placed"));
	/* a name is no verb: "what states have cities named austin" */
	CHECK(verb_value_kept("What orders have customers named austin?", "austin"));
	CHECK(verb_value_kept("How many placed orders are there?", "placed"));
	/* another table's rows after it: kept */
	CHECK(verb_value_kept("Which shipments placed a shipment?", "placed"));
}

int
main(void)
{
	UNIT_RUN(a_compact_copy_reads_the_same_and_shares_equal_strings);
	UNIT_RUN(graph_lays_out_tables_columns_and_words);
	UNIT_RUN(add_column_without_table_is_refused);
	UNIT_RUN(name_links_use_stems_and_ngrams);
	UNIT_RUN(a_key_named_for_its_rows_names_its_table);
	UNIT_RUN(longer_name_matches_win_over_parts);
	UNIT_RUN(short_forms_of_names_match_the_words_they_shorten);
	UNIT_RUN(folded_compound_names_link_after_the_split);
	UNIT_RUN(folded_names_split_around_a_word_no_lexicon_knows);
	UNIT_RUN(a_count_of_rows_asked_links_no_value);
	UNIT_RUN(a_value_said_as_the_verb_of_its_rows_links_nothing);
	UNIT_RUN(value_links_prefer_the_longest_span_per_column);
	UNIT_RUN(a_long_stored_title_links_whole);
	UNIT_RUN(a_value_broken_over_lines_is_no_whole_value);
	UNIT_RUN(places_link_to_the_spelling_the_database_stores);
	UNIT_RUN(sexes_link_to_the_codes_a_column_of_sexes_stores);
	UNIT_RUN(marital_statuses_link_to_their_codes);
	UNIT_RUN(words_link_to_a_value_that_runs_them_together);
	UNIT_RUN(words_link_to_a_value_in_a_catalogues_order);
	UNIT_RUN(countries_and_currencies_link_to_their_iso_codes);
	UNIT_RUN(a_view_column_of_countries_links_their_codes_where_its_values_vary);
	UNIT_RUN(a_value_the_next_word_places_links_there_only);
	UNIT_RUN(values_holding_the_words_among_others_link_partially);
	UNIT_RUN(value_match_keeps_the_smallest_spelling_whatever_the_order);
	UNIT_RUN(acronyms_in_capitals_are_values);
	UNIT_RUN(numbers_and_dates_become_links);
	UNIT_RUN(the_values_named_of_a_column_come_in_question_order);
	UNIT_RUN(dates_link_past_an_edit_stamp);
	UNIT_RUN(empty_question_links_nothing);
	UNIT_RUN(schema_relations_follow_rat_sql_table_1);
	UNIT_RUN(tables_referencing_each_other_are_foreign_key_both);
	UNIT_RUN(question_relations_combine_distance_names_values_and_numbers);
	UNIT_RUN(exact_name_match_beats_value_and_partial);
	UNIT_RUN(a_number_after_a_table_word_is_a_row_key);
	UNIT_RUN(comment_words_are_stemmed_content_words_bounded);
	UNIT_RUN(comment_words_link_tables_and_columns);
	UNIT_RUN(a_word_in_many_comments_links_through_none);
	UNIT_DONE();
}
