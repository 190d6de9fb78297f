/*
 * question_maker.h — questions that a sampled query answers, said with the schema's names
 * (dtfixup_adapt, docs/adapt.md).
 *
 * A question is built as text from a SynthQuery (sql/sql_synthesize.h): the names of its
 * tables and columns split into words (the graph's name words; a column named after its
 * table, "city_name" in city, is the row itself: "which cities ..."), the short COMMENT ON
 * text of a table or column where the caller gives one, a synonym of a table's word where
 * the caller's look-up (the lexicon) offers one, and the literal compared, as stored.
 * Templates by kind ("how many X have Y V", "what is the Y of V", "total Y per X", "which X
 * has the most Y", ...).  Never the other way round: no SQL is made from question text.
 * Deterministic for a seed: the xorshift state is the caller's.
 */
#ifndef DTFIXUP_TEXT_QUESTION_MAKER_H
#define DTFIXUP_TEXT_QUESTION_MAKER_H

#include <stdint.h>

#include "schema/schema_graph.h"
#include "sql/sql_synthesize.h"

/* A one-word synonym of word, or NULL (the lexicon's, in the extension). */
typedef const char *(*QuestionSynonym) (const char *word, void *arg);

typedef struct QuestionNames
{
	const SchemaGraph *graph;
	/* COMMENT ON text per table / per global column (NULL arrays or entries: none); used,
	 * for some of the variants, when it is a short phrase (at most 4 words) */
	const char *const *table_comments;
	const char *const *column_comments;
	QuestionSynonym synonym;	/* may be NULL */
	void	   *synonym_arg;
} QuestionNames;

/* The most variants question_make returns for one query. */
#define QUESTION_MAX_VARIANTS 8

/*
 * Up to max (<= QUESTION_MAX_VARIANTS) different questions for q into out (dt_alloc'ed:
 * free with dt_free); returns how many.  Lower case, words separated by single spaces.
 */
int			question_make(const QuestionNames *names, const SynthQuery *q, uint64_t *state,
						  char **out, int max);

/* The plural of an English noun phrase (its last word): "city" -> "cities". dt_alloc'ed. */
char	   *question_plural(const char *phrase);

#endif
