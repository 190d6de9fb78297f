/*
 * sql_directions.h — the direction a question's words give a number it compares, and the
 * candidate queries that compare that number the other way.
 *
 * "How many animals are heavier than 10?": the general model links "heavier" to weight
 * (through the lexicon) but has never seen the word in training, and ranks weight < 10
 * above weight > 10.  Both pass the value check.  The question's own words settle it, and
 * they are closed-class words, so a short list serves: a number is said to be compared
 *   - upwards (>, >=) after "more", "greater", "larger", "bigger", "higher", "over",
 *     "above", "exceeding", "beyond", "past", "after", "later", "older", "heavier",
 *     "longer", "taller", "pricier", "costlier", "at least", "since", or before "or more"
 *     ("3 or more", "2010 or later") or "+" ("2+ teachers");
 *   - downwards (<, <=) after "less", "fewer", "smaller", "lower", "under", "below",
 *     "before", "earlier", "younger", "lighter", "shorter", "cheaper", "prior (to)",
 *     "until", "till", "at most", or before "or less", "or fewer", "or earlier"
 *     ("since", "until", "till", like "at least" and "at most", take the value in);
 *   - the other way when "not" or "no" comes right before the word ("not higher than 4",
 *     "no more than 3");
 *   - as itself (=), with no such word, right after "of", "exactly", "equal(s)" or "equal
 *     to" ("a credit limit of 5000", "exactly 3 copies", "a population equal to 80000";
 *     not "... or equal to 3"): the model compares such a number with "<" where a word of
 *     the question primes it ("limit").
 * Dates (text/quantities.h: "May 2004", "2003-01-06", "June 1, 1990"; a year alone is
 * both a number and a period) get directions the same way, and the period itself (=, of a
 * text literal that names it) right after "on", "in" or "during" ("hired on 2003-01-06",
 * "in May 2004"); the numbers inside a date are none of their own.  A period's equality
 * is a direction of its own, inside the period: "orders since 2004" decoded "order_date
 * = '2004'" goes against the question's words and is turned to ">= '2004'" (the renderer
 * writes a period's bounds, sql_render.c); a number's equality is none ("cities over 5"
 * as "= 5" is left to the model).
 * A word before the number decides before one after it ("after 2013 or before 2008": 2013
 * is after; "or before" is about 2008, and a word after "or" counts only when no number
 * or "than" follows it closely).
 * The word must come at most four tokens before the number ("under the age of 30"), with
 * no other number, punctuation or clause word (with, and, or, in, where, who, which, that,
 * whose, but) between, and the nearest such word decides; "between" gives no direction.  A
 * value said more than once with different directions ("founded before 2003 and after
 * 2003") gives none.
 *
 * "from the oldest to the youngest" ("from" and "to", each followed by a superlative, with
 * "the" or not, and up to three words after the first: "from the highest paid to the lowest
 * paid", "from the highest credit limit to the lowest") and
 * "<superlative> [word] first" ending a clause ("newest first", "highest salary first"; not
 * "first name") ask for every row in an order, so they give the question a whole order,
 * whose direction is its first superlative's (the second only ends the range).
 *
 * Superlatives give the question's rankings a direction: upwards (max, ORDER BY ... DESC)
 * "highest", "largest", "biggest", "greatest", "maximum", "longest", "tallest",
 * "heaviest", "priciest", "costliest", "top", "most <word>"; downwards (min, ASC)
 * "lowest", "smallest", "fewest", "minimum", "shortest", "cheapest", "lightest", "bottom",
 * "least <word>" (not "at most", "at least").  A date or time column is ranked by words
 * of its own: upwards "latest", "newest", "youngest", "most recent"; downwards
 * "earliest", "oldest", "least recent" (the longest-serving employee was hired first, the
 * oldest person was born first); "first" downwards and "last" upwards where another word
 * follows that is no "name", "and", "year", "quarter", "time"... ("the first person we
 * hired"; not "first name", "last year", nor "newest first" ending a clause) ("oldest"
 * and "youngest" give numbers no direction, but a
 * column named for an age, a word of its name "age", upwards and downwards).  A column named for a rank gets none (the highest rank is rank 1).
 * Superlatives of both directions give none.  With one direction, a
 * candidate contradicts it once for each min or max aggregate, and each ORDER BY item of
 * a SELECT with a LIMIT (or of any SELECT, where the question gives a whole order), made
 * the other way ("the cheapest facility" as max(guestcost)),
 * except where the query negates it (as for comparisons); the turned copy swaps min and
 * max, ASC and DESC.
 *
 * "from A to Z", "alphabetically", "in alphabetical order" ask for text in ascending
 * order, "from Z to A" and "in reverse alphabetical order" in descending order: a
 * candidate whose outermost SELECT orders by a text column the other way contradicts it
 * once for each such item (the turned copy turns it), and one that has no ORDER BY but a
 * plain text output column once (the copy orders by the first such column).
 *
 * "Which sales rep looks after the most customers?" decoded with "GROUP BY ... HAVING
 * count(*) > 1": with superlatives of one direction, an outermost grouped SELECT with no
 * ORDER BY or LIMIT that keeps its groups by an aggregate above (>, >=) a number the
 * question gives no direction contradicts it once; the turned copy ranks by that
 * aggregate instead ("ORDER BY count(*) DESC LIMIT 1"; ASC for "fewest").
 *
 * A candidate contradicts the question once for each ordering comparison (<, <=, >, >=,
 * either operand order) of a number literal whose value the question gives a direction,
 * made the other way ("weight < 10" for "heavier than 10"), except where the query negates
 * it (the right operand of EXCEPT, under NOT, in a NOT IN or NOT EXISTS subquery: "no more
 * than 4000" as "EXCEPT ... WHERE x > 4000"), and once when the question
 * gives a whole order and the candidate's outermost SELECT has a LIMIT ("List the names of
 * instructors from youngest to oldest" as ORDER BY age LIMIT 1) or no ORDER BY at all (no
 * copy follows: which column is ordered cannot be told).  The answer stage
 * lowers such a candidate's score (src/answer/answer_steps.h: against_directions; also
 * for a superlative where the candidate ranks nothing: sql_direction_unranked), and it
 * gets a copy that follows the question's words (sql_directions_follow; turn_directions):
 * the model may rank "weight < 10" more than that cost above "weight > 10".
 *
 * Pure: no PostgreSQL; only sql_directions_follow allocates (common/alloc.h).
 */
#ifndef DTFIXUP_SQL_DIRECTIONS_H
#define DTFIXUP_SQL_DIRECTIONS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/dates.h"
#include "text/tokenizer.h"

/* Numbers of one question looked at, at most. */
#define QUESTION_DIRECTIONS_MAX 16

/* A direction as a set: a value said both ways has both bits. */
#define DIRECTION_UP 1
#define DIRECTION_DOWN 2
/* Of numbers only: the number itself, "a credit limit of 5000", "exactly 3" */
#define DIRECTION_EXACT 4

/* What a direction is about: a number ("over 5") or a period of days ("since May 2004"). */
typedef struct DirectionKey
{
	bool		period;
	double		value;			/* the number, when not a period */
	TextDate	date;			/* the period, when one */
} DirectionKey;

typedef struct QuestionDirections
{
	int			n;
	DirectionKey key[QUESTION_DIRECTIONS_MAX];
	int			directions[QUESTION_DIRECTIONS_MAX];	/* DIRECTION_UP | DOWN | EXACT */
	bool		inclusive[QUESTION_DIRECTIONS_MAX];	/* the number itself is in: "at least
														 * 3", "3 or more", "not over 3" */
	bool		whole_order;	/* "from the oldest to the youngest" */
	int			alphabetical;	/* DIRECTION_DOWN: "from A to Z", "alphabetically"
								 * (ascending); DIRECTION_UP: "Z to A", "in reverse
								 * alphabetical order" (descending); 0: neither */
	int			superlatives;	/* DIRECTION_UP | DIRECTION_DOWN: "cheapest", "most" */
	int			date_superlatives;	/* the same of dates: "latest", "oldest" */
	int			age_superlatives;	/* the same of ages: "oldest" up, "youngest" down */
	bool		says_rank;		/* a word that begins with "rank" ("rank", "ranked",
								 * "ranking"): the question speaks of ranks themselves */
	bool		comparative;	/* a word that compares ("more", "less", "than", "over"
								 * ...): a comparison with an extreme may be asked ("more
								 * than the highest-paid") */
	int			n_ranking_words;
	int			ranking_word[QUESTION_DIRECTIONS_MAX];	/* the tokens of its superlatives */
	bool		ranking_first_last[QUESTION_DIRECTIONS_MAX];	/* ... each a "first" or
																 * "last" of dates, a
																 * superlative even where
																 * a link reads it as
																 * first_name */
	int			ranking_direction[QUESTION_DIRECTIONS_MAX];	/* ... the direction each
															 * gives numbers (0: none) */
} QuestionDirections;

/* The numbers of t that its words give a direction, with those directions, and whether
 * t asks for a whole order. */
void		question_directions_find(const TextTokens *t, QuestionDirections *out);

/* The direction the superlative at token i of t gives a ranking of numbers ("biggest",
 * "the most": DIRECTION_UP; "smallest": DIRECTION_DOWN), 0 where it is none. */
int			sql_number_superlative_at(const TextTokens *t, int i);

/* How many ordering comparisons of ast compare a number against the direction d gives it,
 * and rankings (min, max, ORDER BY with LIMIT) go against its superlatives, plus one when
 * d is a whole order and ast's outermost SELECT has a LIMIT. */
int			sql_direction_contradictions(const SqlNode *ast, const SchemaGraph *g,
										 const QuestionDirections *d);

/*
 * "What is the smallest city in Arkansas?" decoded "SELECT city_name FROM city WHERE
 * state_name = 'arkansas'": every city.  1 when a superlative of d is no word of a name
 * that links names (a column's by its name, not through the lexicon or a measure; a
 * table's; a stored value's: "the highest point" of highlow.highest_point asks for that
 * column, not a ranking) and ast ranks nothing anywhere: no min or max, no ORDER BY, no
 * comparison with ALL; else 0.
 */
int			sql_direction_unranked(const SqlNode *ast, const QuestionDirections *d,
								   const LinkResult *links);

/* Whether ast ranks anything anywhere: a min or max, an ORDER BY, a comparison with ALL. */
bool		sql_ranks_anything(const SqlNode *ast);

/*
 * A new AST: ast with each comparison that goes against d turned to the direction d gives
 * (>= or <= where the question's words take the number in, else > or <), each ranking
 * against its superlatives turned, and the outer LIMIT gone where d asks for a whole
 * order; NULL when nothing goes against d.  ast is not changed.
 */
SqlNode    *sql_directions_follow(const SqlNode *ast, const SchemaGraph *g,
									  const QuestionDirections *d);

#endif
