/*
 * test_unasked_limits.c — a LIMIT the question does not ask for (sql/sql_unasked_limits.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "schema/linking.h"
#include "sql/sql_directions.h"
#include "sql/sql_unasked_limits.h"
#include "text/tokenizer.h"
#include "unit.h"

/* Whether question asks for a limited number of rows; where table_at >= 0, a word there
 * names a table (graph table 0). */
static bool
asks_linked(const char *question, int table_at)
{
	DtError		err = {0};
	TextTokens	t = {0};
	QuestionDirections d;
	LinkResult	links;
	bool		asked;

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	question_directions_find(&t, &d);
	link_result_init(&links);
	if (table_at >= 0)
		link_result_add(&links, LINK_TABLE, LINK_EXACT, table_at, table_at + 1, 0, -1, NULL);
	asked = sql_question_asks_limit(&t, &d, &links);
	link_result_free(&links);
	text_tokens_free(&t);
	return asked;
}

static bool
asks(const char *question)
{
	return asks_linked(question, -1);
}

UNIT_TEST(a_limit_is_asked_by_a_word_that_ranks_or_counts)
{
	CHECK(asks("Which facility is the busiest?"));
	CHECK(asks("Which product sold the most units?"));
	CHECK(asks("Who are our 5 best customers?"));
	CHECK(asks("Who was hired first?"));
	CHECK(asks("What language is predominantly spoken in Aruba?"));
	CHECK(asks("List the members from the oldest to the youngest"));
	CHECK(!asks("Which facilities charge members a fee?"));
	CHECK(!asks("Which orders mention a credit limit in their comments?"));
	CHECK(!asks("How much have our guests spent?"));
	CHECK(!asks("Which stores are in the west?"));
	/* a number right after a word naming a table names a row ("order 25"), not how many;
	 * before one it counts them ("the 5 orders") */
	CHECK(!asks_linked("What was order 25 worth in total?", 2));
	CHECK(asks_linked("What were the 5 orders worth?", 4));
}

UNIT_TEST(each_select_with_an_unasked_limit_counts)
{
	SqlNode    *select = sql_node_new(SQL_RULE_SELECT);

	CHECK_INT_EQ(sql_unasked_limits(select, false), 0);
	select->slots[SQL_SELECT_LIMIT].present = true;
	CHECK_INT_EQ(sql_unasked_limits(select, false), 1);
	CHECK_INT_EQ(sql_unasked_limits(select, true), 0);
	sql_node_free(select);
}

int
main(void)
{
	UNIT_RUN(a_limit_is_asked_by_a_word_that_ranks_or_counts);
	UNIT_RUN(each_select_with_an_unasked_limit_counts);
	UNIT_DONE();
}
