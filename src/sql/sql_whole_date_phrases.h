/*
 * sql_whole_date_phrases.h — a date column compared with the whole date phrase the question
 * says, not with a part of it.
 *
 * "What was the total gross value of the purchase orders created in the fourth quarter of
 * 2015?" decoded "created_at = '2015'": the model copies the year, a span it knows, out of
 * a date phrase that names a narrower period ("fourth quarter of 2015", "March 10, 2015",
 * "Q4 2015"), and answers for the whole year.  The question's date phrases are read as
 * text/dates.h reads them, each the longest from its first token and inside no other
 * (question_date_phrase_at).  The rewrite whole_date_phrases replaces, in every
 * comparison (=, <>, <, <=, >, >=, BETWEEN) of a date or time column with a text literal,
 * a literal that names a period when its words are some of one phrase's words and that
 * phrase names a period inside the literal's, by the phrase ("created_at = 'fourth quarter
 * of 2015'", rendered as its three months, sql_render.c).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_WHOLE_DATE_PHRASES_H
#define DTFIXUP_SQL_WHOLE_DATE_PHRASES_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/dates.h"
#include "text/tokenizer.h"

#define QUESTION_DATE_PHRASES_MAX 8

/* One date phrase of a question: its tokens [start, end), its text and its period. */
typedef struct QuestionDatePhrase
{
	int			start,
				end;
	char		text[64];
	TextDate	period;
} QuestionDatePhrase;

typedef struct QuestionDatePhrases
{
	int			n;
	QuestionDatePhrase phrases[QUESTION_DATE_PHRASES_MAX];
} QuestionDatePhrases;

/* The date phrases of t, in order (at most QUESTION_DATE_PHRASES_MAX). */
void		question_date_phrases_find(const TextTokens *t, QuestionDatePhrases *out);

/* ast with the literals above widened to their phrases, in place; ast. */
SqlNode    *sql_whole_date_phrases(SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
								   const QuestionDatePhrases *p);

#endif
