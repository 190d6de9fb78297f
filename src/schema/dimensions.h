/*
 * dimensions.h — the columns that hold a thing's size, height, length or weight, and the
 * question words that ask for one of them without naming it.
 *
 * "What is the largest state?", "How big is Texas?", "the tallest mountain", "How high is
 * Guadalupe Peak?": a size word asks for the thing's area, a height word for its
 * elevation or altitude, but the lexicon relates "large" to size and "high" to height
 * only, and no column is named so.  Without a link the general model reads such a word as
 * an order over whichever number column it knows best (a state's population).  Here each
 * such word is linked to the dimension columns of the thing it is said of (LINK_COLUMN,
 * LINK_MEASURE: the model reads it as a lexicon link, and left_out_mentions ranks down a
 * candidate that reads none of them, though "largest" alone is otherwise an operator word).
 *
 * A dimension column is a number, not a key, with a name word (or its whole name ending
 * in one, "surfacearea") of its kind: size (area, size, acreage, sqft, footage, bytes),
 * height (height, elevation, altitude), length (length, duration, runtime, milliseconds,
 * seconds, minutes) or weight (weight, mass), and no word that rules out a measure
 * (measures.h: id, code, number, rate ...).
 *
 * The thing a word is said of is a table:
 *   - the table a word right after it names ("the largest state", "the longest rivers"),
 *     unless a word in between or that word names a column ("the largest population": the
 *     order is said);
 *   - after "how" ("how big is texas") or in "the size of ..." (the noun), the tables the
 *     question's other words name or whose stored values they are;
 *   - at the end of the question or right after a copula ("which state is the biggest",
 *     "which stores are bigger than the average"), the nearest table named before it.
 * A word that names an item by itself ("highest point" of highest_point, "length" of a
 * length column) or a question that names a dimension column of the kind elsewhere ("the
 * smallest state by area") gets no such link.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SCHEMA_DIMENSIONS_H
#define DTFIXUP_SCHEMA_DIMENSIONS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "text/tokenizer.h"

typedef enum DimensionKind
{
	DIMENSION_NONE = 0,
	DIMENSION_SIZE,
	DIMENSION_HEIGHT,
	DIMENSION_LENGTH,
	DIMENSION_WEIGHT
} DimensionKind;

/* Most dimension columns of one kind a word links to (of the tables it is said of). */
#define DIMENSION_LINKS_MAX 4

/* The dimension column (global index) c of g holds, if any. */
DimensionKind dimension_kind_of(const SchemaGraph *g, int c);

/* The dimension question word token i of q is, if any ("largest", "how high"'s "high",
 * "size"). */
DimensionKind dimension_word_kind(const TextTokens *q, int i);

/* Whether dimension word i asks for the dimension's value ("how big", "the size of") rather
 * than for the thing it ranks ("the largest state"). */
bool		dimension_word_asks_value(const TextTokens *q, int i);

/* Whether link l, to graph column c, is a dimension word said of a thing: linked as one
 * (LINK_MEASURE) or, through the lexicon, one word of c's kind ("shortest" of a river's
 * length). */
bool		dimension_link_is_word(const SchemaGraph *g, const TextTokens *q,
								   const SchemaLink *l, int c);

/* Links each dimension word (the rules above) to the dimension columns of its kind of the
 * tables it is said of, reading the links made before it (names, values); appends to
 * out; the caller sorts. */
void		link_dimension_words(const SchemaGraph *g, const TextTokens *q, LinkResult *out);

#endif
