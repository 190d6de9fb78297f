/*
 * test_lexicon.c — unit tests of the lexicon reader (src/text/lexicon.c) on a small file
 * the test writes itself (base forms, relatives, refusal of damaged files), of the links
 * it gives (src/schema/linking.c), and of their relations, read by older models as the
 * default relation (src/schema/relations.c).
 */
#include <stdint.h>

#include "unit.h"
#include "lexicon_file.h"

#include "common/alloc.h"
#include "schema/linking.h"
#include "schema/relations.h"
#include "text/lexicon.h"

static char lex_path[] = "/tmp/dtfixup_lexicon_test.XXXXXX";

static bool
has_lemma(const Lexicon *lex, const char *word, const char *lemma)
{
	const char *out[LEXICON_MAX_LEMMAS];
	int			n = lexicon_lemmas(lex, word, out);

	for (int i = 0; i < n; i++)
		if (strcmp(out[i], lemma) == 0)
			return true;
	return false;
}

UNIT_TEST(lemmas_undo_irregular_and_regular_inflections)
{
	Lexicon    *lex = test_lex_open_small(lex_path);

	CHECK(lex != NULL);
	if (lex == NULL)
		return;
	CHECK_INT_EQ(lexicon_n_words(lex), 17);
	CHECK(has_lemma(lex, "children", "child"));
	CHECK(!has_lemma(lex, "children", "children"));
	CHECK(has_lemma(lex, "vocalists", "vocalist"));
	CHECK(has_lemma(lex, "last_names", "last_name"));	/* a phrase inflects at its end */
	CHECK(has_lemma(lex, "oldest", "old"));
	CHECK(has_lemma(lex, "older", "old"));
	CHECK(has_lemma(lex, "store", "store"));
	CHECK(has_lemma(lex, "stored", "store"));	/* verb rule: store is a verb */
	/* the noun rule s -> "" applies only where the base is a noun: old is an adjective */
	CHECK(!has_lemma(lex, "olds", "old"));
	/* the adjective rules apply only to adjectives: shop is a noun */
	CHECK(!has_lemma(lex, "shopest", "shop"));
	CHECK_INT_EQ(lexicon_lemmas(lex, "unknownword", (const char *[LEXICON_MAX_LEMMAS]) {0}), 0);
	lexicon_close(lex);
}

UNIT_TEST(relatives_come_from_every_base_form)
{
	Lexicon    *lex = test_lex_open_small(lex_path);

	CHECK(lex != NULL);
	if (lex == NULL)
		return;
	CHECK(lexicon_related(lex, "vocalists", "singer"));
	CHECK(lexicon_related(lex, "stores", "shop"));
	CHECK(lexicon_related(lex, "oldest", "age"));
	CHECK(lexicon_related(lex, "asian", "asia"));
	CHECK(lexicon_related(lex, "children", "child"));
	CHECK(lexicon_related(lex, "singers", "sing"));
	/* one hop only: a synonym's derivation is not a relative */
	CHECK(!lexicon_related(lex, "vocalist", "sing"));
	CHECK(!lexicon_related(lex, "singer", "singer"));
	CHECK(!lexicon_related(lex, "age", "old"));
	lexicon_close(lex);
}

static Lexicon *
open_bytes(const uint8_t *bytes, size_t size, DtError *err)
{
	test_lex_write(lex_path, bytes, size);
	return lexicon_open(lex_path, err);
}

UNIT_TEST(damaged_files_are_refused)
{
	size_t		size;
	uint8_t    *bytes = test_lex_bytes(test_lex_small,
									   (int) (sizeof(test_lex_small) / sizeof(test_lex_small[0])),
									   &size);
	DtError		err;
	Lexicon    *lex;

	/* one flipped byte in the strings: the checksum */
	bytes[size - 3] ^= 0x20;
	CHECK(open_bytes(bytes, size, &err) == NULL);
	CHECK_INT_EQ(err.code, DT_ERR_DATA_CORRUPTED);
	CHECK(strstr(err.message, "checksum") != NULL);
	bytes[size - 3] ^= 0x20;
	/* cut short: the size */
	CHECK(open_bytes(bytes, size - 8, &err) == NULL);
	CHECK(strstr(err.message, "size") != NULL);
	/* another version */
	bytes[8] = LEXICON_VERSION + 1;
	CHECK(open_bytes(bytes, size, &err) == NULL);
	CHECK(strstr(err.message, "version") != NULL);
	bytes[8] = LEXICON_VERSION;
	/* not a lexicon */
	bytes[0] = 'X';
	CHECK(open_bytes(bytes, size, &err) == NULL);
	CHECK(strstr(err.message, "not a dtfixup lexicon") != NULL);
	bytes[0] = 'D';
	lex = open_bytes(bytes, size, &err);
	CHECK(lex != NULL);
	lexicon_close(lex);
	free(bytes);
	/* missing */
	unlink(lex_path);
	CHECK(lexicon_open(lex_path, &err) == NULL);
	CHECK_INT_EQ(err.code, DT_ERR_INVALID_PARAMETER);
}

UNIT_TEST(unsorted_or_out_of_range_tables_are_refused)
{
	TestLexEntry unsorted[] = {
		{"shop", LEXICON_POS_NOUN, {NULL}, {0}},
		{"age", LEXICON_POS_NOUN, {NULL}, {0}},
	};
	size_t		size;
	uint8_t    *bytes = test_lex_bytes(unsorted, 2, &size);
	DtError		err;

	CHECK(open_bytes(bytes, size, &err) == NULL);
	CHECK(strstr(err.message, "sorted") != NULL);
	free(bytes);

	bytes = test_lex_bytes(test_lex_small, 2, &size);
	/* first entry's relatives start past the table; checksum recomputed so only the range is wrong */
	test_lex_put_u32(bytes + 40 + 4, 1000);
	test_lex_put_u32(bytes + 32, dt_crc32c(bytes + 40, size - 40));
	CHECK(open_bytes(bytes, size, &err) == NULL);
	CHECK(strstr(err.message, "outside") != NULL);
	free(bytes);
	unlink(lex_path);
}

/* singer(singer_id PK, name, age) tables 0..1, columns 0..4; shop(shop_id PK, city) */
static SchemaGraph *
singer_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "singer", SG_TABLE, 0);
	schema_graph_add_column(g, "singer_id", "integer", SG_TYPE_NUMBER, false, true, 1);	/* 0 */
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, true, false, 2);	/* 1 */
	schema_graph_add_column(g, "age", "integer", SG_TYPE_NUMBER, true, false, 3);	/* 2 */
	schema_graph_add_table(g, "public", "shop", SG_TABLE, 0);
	schema_graph_add_column(g, "shop_id", "integer", SG_TYPE_NUMBER, false, true, 1);	/* 3 */
	schema_graph_add_column(g, "city", "text", SG_TYPE_TEXT, true, false, 2);	/* 4 */
	return g;
}

static const SchemaLink *
find_link(const LinkResult *r, LinkKind kind, int start, int table, int column)
{
	for (int i = 0; i < r->n_links; i++)
		if (r->links[i].kind == kind && r->links[i].token_start == start &&
			r->links[i].table == table && r->links[i].column == column)
			return &r->links[i];
	return NULL;
}

static TextTokens
tokens_of(const char *s)
{
	TextTokens	t;
	DtError		err;

	if (!text_tokenize(s, strlen(s), &t, &err))
		abort();
	return t;
}

/* "on hand" writes one end of a folded quantityonhand whose other end is a word the
 * lexicon knows; "hand" alone, one word, says too little. */
UNIT_TEST(words_link_to_one_end_of_a_folded_name)
{
	TestLexEntry words[] = {
		{"hand", LEXICON_POS_NOUN, {NULL}, {0}},
		{"quantity", LEXICON_POS_NOUN, {NULL}, {0}},
	};
	size_t		size;
	uint8_t    *bytes = test_lex_bytes(words, 2, &size);
	DtError		err;
	Lexicon    *lex = open_bytes(bytes, size, &err);
	SchemaGraph *g = schema_graph_new();
	/* 0 how 1 many 2 chips 3 do 4 we 5 have 6 on 7 hand 8 , 9 in 10 hand */
	TextTokens	q = tokens_of("how many chips do we have on hand, in hand");
	LinkResult	r;
	const SchemaLink *l;

	free(bytes);
	CHECK(lex != NULL);
	if (lex == NULL)
		return;
	schema_graph_add_table(g, "public", "inventory", SG_TABLE, 0);
	schema_graph_add_column(g, "inventoryid", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "quantityonhand", "numeric", SG_TYPE_NUMBER, true, false, 0);
	link_result_init(&r);
	link_names_with_lexicon(g, &q, lex, &r);
	l = find_link(&r, LINK_COLUMN, 6, 0, 1);
	CHECK(l != NULL && l->match == LINK_PARTIAL && l->token_end == 8);
	CHECK(find_link(&r, LINK_COLUMN, 10, 0, 1) == NULL);
	CHECK_INT_EQ(r.n_links, 1);
	link_result_free(&r);
	text_tokens_free(&q);
	schema_graph_free(g);
	lexicon_close(lex);
}

UNIT_TEST(words_link_to_names_through_the_lexicon)
{
	Lexicon    *lex = test_lex_open_small(lex_path);
	SchemaGraph *g = singer_graph();
	/* 0 name 1 the 2 oldest 3 vocalists 4 and 5 singers 6 near 7 stores */
	TextTokens	q = tokens_of("name the oldest vocalists and singers near stores");
	LinkResult	r,
				plain;
	const SchemaLink *l;

	CHECK(lex != NULL);
	if (lex == NULL)
		return;
	link_result_init(&r);
	link_names_with_lexicon(g, &q, lex, &r);
	l = find_link(&r, LINK_TABLE, 3, 0, -1);
	CHECK(l != NULL && l->match == LINK_LEXICON && l->token_end == 4);
	l = find_link(&r, LINK_COLUMN, 2, 0, 2);
	CHECK(l != NULL && l->match == LINK_LEXICON);
	l = find_link(&r, LINK_TABLE, 7, 1, -1);
	CHECK(l != NULL && l->match == LINK_LEXICON);
	/* a word that names an item by its own words gets no lexicon links */
	l = find_link(&r, LINK_TABLE, 5, 0, -1);
	CHECK(l != NULL && l->match == LINK_EXACT);
	for (int i = 0; i < r.n_links; i++)
		CHECK(!(r.links[i].token_start == 5 && r.links[i].match == LINK_LEXICON));
	/* without a lexicon: no lexicon links, the rest the same */
	link_result_init(&plain);
	link_names(g, &q, &plain);
	for (int i = 0; i < plain.n_links; i++)
		CHECK(plain.links[i].match != LINK_LEXICON);
	CHECK(find_link(&plain, LINK_TABLE, 3, 0, -1) == NULL);
	CHECK(find_link(&plain, LINK_TABLE, 5, 0, -1) != NULL);
	link_result_free(&plain);
	link_result_free(&r);
	text_tokens_free(&q);
	schema_graph_free(g);
	lexicon_close(lex);
}

/* student(student_id, name, surname, gpa) columns 0..3, teacher(teacher_id,
 * teacher_last_name) columns 4..5 */
static SchemaGraph *
student_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "student", SG_TABLE, 0);
	schema_graph_add_column(g, "student_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, true, false, 2);
	schema_graph_add_column(g, "surname", "text", SG_TYPE_TEXT, true, false, 3);
	schema_graph_add_column(g, "gpa", "real", SG_TYPE_NUMBER, true, false, 4);
	schema_graph_add_table(g, "public", "teacher", SG_TABLE, 0);
	schema_graph_add_column(g, "teacher_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "teacher_last_name", "text", SG_TYPE_TEXT, true, false, 2);
	return g;
}

/* Links of question s in graph g through the small lexicon. */
static void
lexicon_links_of(SchemaGraph *g, const Lexicon *lex, const char *s, LinkResult *r)
{
	TextTokens	q = tokens_of(s);

	link_result_init(r);
	link_names_with_lexicon(g, &q, lex, r);
	text_tokens_free(&q);
}

static bool
has_lexicon_link_at(const LinkResult *r, int start)
{
	for (int i = 0; i < r->n_links; i++)
		if (r->links[i].token_start == start && r->links[i].match == LINK_LEXICON)
			return true;
	return false;
}

/* A verb right after "who" names the table or column named by its agent noun (or its
 * short form): "Who manages the Seattle store?" ~ store.manager, "Who supplies chai?" ~
 * suppliers, "Who manages the planning department?" ~ department.mgr_no, "Who runs the
 * planning department?" ~ department.mgr_no; not a verb elsewhere ("Which stores were
 * managed ..."). */
UNIT_TEST(a_verb_after_who_names_its_agent_noun)
{
	Lexicon    *lex = test_lex_open_small(lex_path);
	SchemaGraph *g = schema_graph_new();
	LinkResult	r;
	const SchemaLink *l;

	CHECK(lex != NULL);
	if (lex == NULL)
		return;
	schema_graph_add_table(g, "public", "store", SG_TABLE, 0);
	schema_graph_add_column(g, "store_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "manager", "text", SG_TYPE_TEXT, true, false, 2);
	schema_graph_add_table(g, "public", "suppliers", SG_TABLE, 0);
	schema_graph_add_column(g, "supplier_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_table(g, "public", "shippers", SG_TABLE, 0);
	schema_graph_add_column(g, "shipper_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_table(g, "public", "department", SG_TABLE, 0);
	schema_graph_add_column(g, "deptno", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "mgr_no", "text", SG_TYPE_TEXT, true, false, 2);
	/* 0 who 1 manages 2 the 3 seattle 4 store */
	lexicon_links_of(g, lex, "Who manages the Seattle store?", &r);
	l = find_link(&r, LINK_COLUMN, 1, 0, 1);
	CHECK(l != NULL && l->match == LINK_LEXICON);
	link_result_free(&r);
	lexicon_links_of(g, lex, "Who supplies chai?", &r);
	l = find_link(&r, LINK_TABLE, 1, 1, -1);
	CHECK(l != NULL && l->match == LINK_LEXICON);
	link_result_free(&r);
	/* 0 who 1 did 2 ship 3 order 4 5 */
	lexicon_links_of(g, lex, "Who did ship order 5?", &r);
	l = find_link(&r, LINK_TABLE, 2, 2, -1);
	CHECK(l != NULL && l->match == LINK_LEXICON);
	link_result_free(&r);
	/* the agent noun's short form: "mgr" of mgr_no (Db2's department.mgrno) */
	lexicon_links_of(g, lex, "Who manages the planning department?", &r);
	l = find_link(&r, LINK_COLUMN, 1, 3, 5);
	CHECK(l != NULL && l->match == LINK_LEXICON);
	link_result_free(&r);
	lexicon_links_of(g, lex, "Which stores are managed well?", &r);
	CHECK(find_link(&r, LINK_COLUMN, 3, 0, 1) == NULL);
	link_result_free(&r);
	/* one who runs (heads, leads) a thing is its head or manager, not its "runner" */
	lexicon_links_of(g, lex, "Who runs the planning department?", &r);
	l = find_link(&r, LINK_COLUMN, 1, 3, 5);
	CHECK(l != NULL && l->match == LINK_LEXICON);
	l = find_link(&r, LINK_COLUMN, 1, 0, 1);
	CHECK(l != NULL && l->match == LINK_LEXICON);
	link_result_free(&r);
	schema_graph_free(g);
	lexicon_close(lex);
}

/* A one-word name the lexicon does not know but splits into words it knows ("hiredate"):
 * a word of the question that is one of its pieces names it in part. */
UNIT_TEST(a_piece_of_a_folded_name_names_it_in_part)
{
	Lexicon    *lex = test_lex_open_small(lex_path);
	SchemaGraph *g = schema_graph_new();
	LinkResult	r;
	const SchemaLink *l;

	CHECK(lex != NULL);
	if (lex == NULL)
		return;
	schema_graph_add_table(g, "public", "staff", SG_TABLE, 0);
	schema_graph_add_column(g, "staff_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "hiredate", "date", SG_TYPE_TIME, true, false, 2);
	/* 0 when 1 was 2 she 3 hired */
	lexicon_links_of(g, lex, "when was she hired", &r);
	l = find_link(&r, LINK_COLUMN, 3, 0, 1);
	CHECK(l != NULL && l->match == LINK_PARTIAL && l->token_end == 4);
	link_result_free(&r);
	/* the whole name written apart links exactly, as before */
	lexicon_links_of(g, lex, "her hire date", &r);
	l = find_link(&r, LINK_COLUMN, 1, 0, 1);
	CHECK(l != NULL && l->match == LINK_EXACT && l->token_end == 3);
	link_result_free(&r);
	/* without a lexicon, no piece is known: no link */
	{
		TextTokens	q = tokens_of("when was she hired");

		link_result_init(&r);
		link_names(g, &q, &r);
		CHECK(find_link(&r, LINK_COLUMN, 3, 0, 1) == NULL);
		link_result_free(&r);
		text_tokens_free(&q);
	}
	schema_graph_free(g);
	lexicon_close(lex);
}

UNIT_TEST(phrases_link_through_the_lexicon)
{
	Lexicon    *lex = test_lex_open_small(lex_path);
	SchemaGraph *g = student_graph();
	LinkResult	r;
	const SchemaLink *l;

	CHECK(lex != NULL);
	if (lex == NULL)
		return;
	/* 0 last 1 names 2 and 3 grade 4 point 5 average 6 of 7 students */
	lexicon_links_of(g, lex, "last names and grade point average of students", &r);
	/* a phrase to a one-word name, as one span */
	l = find_link(&r, LINK_COLUMN, 0, 0, 2);
	CHECK(l != NULL && l->match == LINK_LEXICON && l->token_end == 2);
	l = find_link(&r, LINK_COLUMN, 3, 0, 3);
	CHECK(l != NULL && l->match == LINK_LEXICON && l->token_end == 6);
	/* "name" alone still names the column name; "last names" is part of teacher_last_name by
	 * its own words, so the lexicon adds nothing there */
	l = find_link(&r, LINK_COLUMN, 1, 0, 1);
	CHECK(l != NULL && l->match == LINK_EXACT);
	l = find_link(&r, LINK_COLUMN, 0, 1, 5);
	CHECK(l != NULL && l->match == LINK_PARTIAL);
	CHECK(!has_lexicon_link_at(&r, 1) && !has_lexicon_link_at(&r, 4) && !has_lexicon_link_at(&r, 5));
	link_result_free(&r);

	/* a phrase that ends with a stopword, a phrasal verb: "take on" ~ hire (hire_date) */
	schema_graph_free(g);
	g = schema_graph_new();
	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_no", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "hire_date", "date", SG_TYPE_TIME, false, false, 2);
	/* 0 how 1 many 2 people 3 did 4 we 5 take 6 on 7 in 8 1991 */
	lexicon_links_of(g, lex, "how many people did we take on in 1991", &r);
	l = find_link(&r, LINK_COLUMN, 5, 0, 1);
	CHECK(l != NULL && l->match == LINK_LEXICON && l->token_end == 7);
	link_result_free(&r);

	/* a word whose relative is a phrase: a run of a name's words (surname ~ last_name) */
	schema_graph_free(g);
	g = schema_graph_new();
	schema_graph_add_table(g, "public", "teacher", SG_TABLE, 0);
	schema_graph_add_column(g, "teacher_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "teacher_last_name", "text", SG_TYPE_TEXT, true, false, 2);
	/* 0 surnames 1 of 2 teachers */
	lexicon_links_of(g, lex, "surnames of teachers", &r);
	l = find_link(&r, LINK_COLUMN, 0, 0, 1);
	CHECK(l != NULL && l->match == LINK_LEXICON && l->token_end == 1);
	link_result_free(&r);
	/* a phrase inside a span that names an item exactly is not looked up */
	schema_graph_add_table(g, "public", "student", SG_TABLE, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, true, false, 1);
	schema_graph_add_column(g, "surname", "text", SG_TYPE_TEXT, true, false, 2);
	/* 0 last 1 name 2 of 3 students */
	lexicon_links_of(g, lex, "last name of students", &r);
	l = find_link(&r, LINK_COLUMN, 0, 1, 2);
	CHECK(l != NULL && l->match == LINK_EXACT && l->token_end == 2);
	CHECK(!has_lexicon_link_at(&r, 0) && !has_lexicon_link_at(&r, 1));
	link_result_free(&r);
	schema_graph_free(g);
	lexicon_close(lex);
}

UNIT_TEST(abbreviations_link_both_ways)
{
	Lexicon    *lex = test_lex_open_small(lex_path);
	SchemaGraph *g = schema_graph_new();
	LinkResult	r;
	const SchemaLink *l;

	CHECK(lex != NULL);
	if (lex == NULL)
		return;
	schema_graph_add_table(g, "public", "car", SG_TABLE, 0);
	schema_graph_add_column(g, "mpg", "real", SG_TYPE_NUMBER, true, false, 1);	/* 0 */
	schema_graph_add_column(g, "cylinders", "integer", SG_TYPE_NUMBER, true, false, 2);	/* 1 */
	schema_graph_add_column(g, "dept_name", "text", SG_TYPE_TEXT, true, false, 3);	/* 2 */
	schema_graph_add_column(g, "age", "integer", SG_TYPE_NUMBER, true, false, 4);	/* 3 */
	/* 0 miles 1 per 2 gallon 3 of 4 4 5 cyl 6 cars 7 by 8 departments 9 and 10 average */
	lexicon_links_of(g, lex, "miles per gallon of 4 cyl cars by departments and average", &r);
	l = find_link(&r, LINK_COLUMN, 0, 0, 0);
	CHECK(l != NULL && l->match == LINK_ABBREVIATION && l->token_end == 3);
	l = find_link(&r, LINK_COLUMN, 5, 0, 1);
	CHECK(l != NULL && l->match == LINK_ABBREVIATION && l->token_end == 6);
	l = find_link(&r, LINK_COLUMN, 8, 0, 2);
	CHECK(l != NULL && l->match == LINK_ABBREVIATION);
	/* "age" is a word the lexicon knows, not an abbreviation of "average" */
	CHECK(find_link(&r, LINK_COLUMN, 10, 0, 3) == NULL);
	CHECK_INT_EQ(r.n_links, 4);	/* and "cars" ~ car by name */
	link_result_free(&r);
	/* without a lexicon nothing tells a word from an abbreviation: no such links */
	{
		TextTokens	q = tokens_of("miles per gallon of 4 cyl cars");

		link_result_init(&r);
		link_names(g, &q, &r);
		CHECK_INT_EQ(r.n_links, 1);	/* "cars" ~ car */
		CHECK(find_link(&r, LINK_TABLE, 6, 0, -1) != NULL);
		link_result_free(&r);
		text_tokens_free(&q);
	}
	schema_graph_free(g);
	lexicon_close(lex);
}

UNIT_TEST(values_match_in_their_other_forms)
{
	Lexicon    *lex = test_lex_open_small(lex_path);
	SchemaGraph *g = singer_graph();
	/* 0 cats 1 of 2 asian 3 cities */
	TextTokens	q = tokens_of("cats of asian cities");
	LinkValueMatcher *m;
	LinkResult	r;
	const SchemaLink *l;

	CHECK(lex != NULL);
	if (lex == NULL)
		return;
	m = link_value_matcher_with_lexicon(&q, lex);
	CHECK(link_value_offer(m, 1, "Cat", 3));
	CHECK(link_value_offer(m, 4, "Asia", 4));
	CHECK(link_value_offer(m, 0, "asian", 5));
	CHECK(link_value_offer(m, 0, "Asia", 4));
	CHECK(!link_value_offer(m, 4, "child", 5));
	link_result_init(&r);
	link_values(g, m, &r);
	l = find_link(&r, LINK_VALUE, 0, 0, 1);
	CHECK(l != NULL && l->match == LINK_LEXICON && strcmp(l->value, "Cat") == 0);
	l = find_link(&r, LINK_VALUE, 2, 1, 4);
	CHECK(l != NULL && l->match == LINK_LEXICON && strcmp(l->value, "Asia") == 0);
	/* in a column where "asian" matched as written, its other form adds nothing */
	l = find_link(&r, LINK_VALUE, 2, 0, 0);
	CHECK(l != NULL && l->match == LINK_EXACT && strcmp(l->value, "asian") == 0);
	CHECK_INT_EQ(r.n_links, 3);
	link_result_free(&r);
	link_value_matcher_free(m);
	/* without a lexicon "cats" is not 'Cat' */
	m = link_value_matcher_new(&q);
	CHECK(!link_value_offer(m, 1, "Cat", 3));
	link_value_matcher_free(m);
	text_tokens_free(&q);
	/* two words, the second in its base form: "asian cats" says a stored 'Asian Cat' */
	{
		/* 0 list 1 asian 2 cats */
		TextTokens	q2 = tokens_of("list asian cats");

		m = link_value_matcher_with_lexicon(&q2, lex);
		CHECK(link_value_offer(m, 1, "Asian Cat", 9));
		link_result_init(&r);
		link_values(g, m, &r);
		l = find_link(&r, LINK_VALUE, 1, 0, 1);
		CHECK(l != NULL && l->match == LINK_LEXICON && l->token_end == 3 &&
			  strcmp(l->value, "Asian Cat") == 0);
		link_result_free(&r);
		link_value_matcher_free(m);
		text_tokens_free(&q2);
	}
	/* inside a title of three words or more said whole, "cats" names no 'Cat' of its own */
	{
		/* 0 who 1 wrote 2 cats 3 of 4 asian 5 cities */
		TextTokens	q3 = tokens_of("who wrote cats of asian cities");

		m = link_value_matcher_with_lexicon(&q3, lex);
		CHECK(link_value_offer(m, 0, "Cats of Asian Cities", 20));
		CHECK(link_value_offer(m, 1, "Cat", 3));
		link_result_init(&r);
		link_values(g, m, &r);
		l = find_link(&r, LINK_VALUE, 2, 0, 0);
		CHECK(l != NULL && l->match == LINK_EXACT && l->token_end == 6);
		CHECK(find_link(&r, LINK_VALUE, 2, 0, 1) == NULL);
		link_result_free(&r);
		link_value_matcher_free(m);
		text_tokens_free(&q3);
	}
	schema_graph_free(g);
	lexicon_close(lex);
}

UNIT_TEST(lexicon_and_comment_links_have_their_own_relations)
{
	SchemaGraph *g = singer_graph();
	int			nq = 4,
				n = nq + g->n_columns + g->n_tables;
	uint8_t    *rel = dt_alloc((size_t) n * n);
	LinkResult	r;

	link_result_init(&r);
	link_result_add(&r, LINK_TABLE, LINK_LEXICON, 0, 1, 0, -1, NULL);
	link_result_add(&r, LINK_COLUMN, LINK_LEXICON, 1, 2, 0, 2, NULL);
	link_result_add(&r, LINK_COLUMN, LINK_COMMENT, 2, 3, 0, 1, NULL);
	link_result_add(&r, LINK_TABLE, LINK_COMMENT, 3, 4, 1, -1, NULL);
	/* a partial link beats a lexicon one on the same pair */
	link_result_add(&r, LINK_COLUMN, LINK_PARTIAL, 1, 2, 1, 4, NULL);
	link_result_add(&r, LINK_COLUMN, LINK_LEXICON, 1, 2, 1, 4, NULL);
	rat_relations_build(g, nq, &r, rel);
#define REL(a, b) rel[(size_t) (a) * n + (b)]
	CHECK_INT_EQ(REL(0, nq + 5), REL_QT_LEXICON);
	CHECK_INT_EQ(REL(nq + 5, 0), REL_TQ_LEXICON);
	CHECK_INT_EQ(REL(1, nq + 2), REL_QC_LEXICON);
	CHECK_INT_EQ(REL(nq + 2, 1), REL_CQ_LEXICON);
	CHECK_INT_EQ(REL(2, nq + 1), REL_QC_COMMENT);
	CHECK_INT_EQ(REL(nq + 1, 2), REL_CQ_COMMENT);
	CHECK_INT_EQ(REL(3, nq + 6), REL_QT_COMMENT);
	CHECK_INT_EQ(REL(nq + 6, 3), REL_TQ_COMMENT);
	CHECK_INT_EQ(REL(1, nq + 4), REL_QC_PARTIAL);
#undef REL
	CHECK_STR_EQ(rat_relation_name(REL_QC_LEXICON), "Q-C-LEXICON");
	CHECK_STR_EQ(rat_relation_name(REL_TQ_COMMENT), "T-Q-COMMENT");
	link_result_free(&r);
	dt_free(rel);
	schema_graph_free(g);
}

UNIT_TEST(older_models_read_new_relations_as_default)
{
	/* the first relation set ends where the appended ones begin */
	CHECK_INT_EQ(REL_COUNT_FIRST, 41);
	CHECK_INT_EQ(REL_QC_LEXICON, REL_COUNT_FIRST);
	CHECK_INT_EQ(rat_relation_for_model(REL_QC_LEXICON, REL_COUNT_FIRST), REL_QC_DEFAULT);
	CHECK_INT_EQ(rat_relation_for_model(REL_CQ_LEXICON, REL_COUNT_FIRST), REL_CQ_DEFAULT);
	CHECK_INT_EQ(rat_relation_for_model(REL_QT_LEXICON, REL_COUNT_FIRST), REL_QT_DEFAULT);
	CHECK_INT_EQ(rat_relation_for_model(REL_TQ_LEXICON, REL_COUNT_FIRST), REL_TQ_DEFAULT);
	CHECK_INT_EQ(rat_relation_for_model(REL_QC_COMMENT, REL_COUNT_FIRST), REL_QC_DEFAULT);
	CHECK_INT_EQ(rat_relation_for_model(REL_CQ_COMMENT, REL_COUNT_FIRST), REL_CQ_DEFAULT);
	CHECK_INT_EQ(rat_relation_for_model(REL_QT_COMMENT, REL_COUNT_FIRST), REL_QT_DEFAULT);
	CHECK_INT_EQ(rat_relation_for_model(REL_TQ_COMMENT, REL_COUNT_FIRST), REL_TQ_DEFAULT);
	/* every relation of a current model is its own; the first set is left alone anywhere */
	for (int r = 0; r < REL_COUNT; r++)
	{
		CHECK_INT_EQ(rat_relation_for_model((RatRelation) r, REL_COUNT), r);
		CHECK(rat_relation_for_model((RatRelation) r, REL_COUNT_FIRST) < REL_COUNT_FIRST);
		if (r < REL_COUNT_FIRST)
			CHECK_INT_EQ(rat_relation_for_model((RatRelation) r, REL_COUNT_FIRST), r);
	}
	/* a model with the lexicon rows but not the comment rows keeps its lexicon rows */
	CHECK_INT_EQ(rat_relation_for_model(REL_QC_LEXICON, REL_QC_COMMENT), REL_QC_LEXICON);
	CHECK_INT_EQ(rat_relation_for_model(REL_QC_COMMENT, REL_QC_COMMENT), REL_QC_DEFAULT);
}

int
main(void)
{
	int			fd = mkstemp(lex_path);

	if (fd < 0)
	{
		perror("mkstemp");
		return 1;
	}
	close(fd);
	UNIT_RUN(lemmas_undo_irregular_and_regular_inflections);
	UNIT_RUN(relatives_come_from_every_base_form);
	UNIT_RUN(damaged_files_are_refused);
	UNIT_RUN(unsorted_or_out_of_range_tables_are_refused);
	UNIT_RUN(words_link_to_one_end_of_a_folded_name);
	UNIT_RUN(words_link_to_names_through_the_lexicon);
	UNIT_RUN(a_piece_of_a_folded_name_names_it_in_part);
	UNIT_RUN(phrases_link_through_the_lexicon);
	UNIT_RUN(abbreviations_link_both_ways);
	UNIT_RUN(values_match_in_their_other_forms);
	UNIT_RUN(lexicon_and_comment_links_have_their_own_relations);
	UNIT_RUN(older_models_read_new_relations_as_default);
	UNIT_RUN(a_verb_after_who_names_its_agent_noun);
	unlink(lex_path);
	UNIT_DONE();
}
