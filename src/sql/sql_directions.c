/*
 * sql_directions.c — the direction a question's words give a number, and candidates that
 * compare it the other way (sql_directions.h).
 */
#include "sql/sql_directions.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "common/alloc.h"
#include "text/dates.h"
#include "text/quantities.h"

/* How far before its number a direction word may stand ("under the age of 30"). */
#define CUE_WINDOW 4

static const char *const up_words[] = {
	"more", "greater", "larger", "bigger", "higher", "over", "above", "exceeding", "exceeds",
	"exceed", "beyond", "past", "after", "later", "older", "heavier", "longer", "taller",
	"pricier", "costlier", "since", NULL
};

static const char *const down_words[] = {
	"less", "fewer", "smaller", "lower", "under", "below", "before", "earlier", "younger",
	"lighter", "shorter", "cheaper", "until", "till", "prior", NULL
};

/* Direction words that take the value itself in: "since 2004" counts 2004, "until May
 * 2004" May (as "at least" and "at most" do). */
static const char *const inclusive_words[] = {"since", "until", "till", NULL};

/* Words right before a date that say the period itself: "on 2003-01-06", "in May 2004",
 * "during 1999". */
static const char *const period_words[] = {"on", "in", "during", NULL};

/* Words right before a date that say its whole span, which before a number say more than
 * it: "over 2016", "throughout 2016". */
static const char *const span_words[] = {"over", "throughout", NULL};

static const char *const up_superlatives[] = {
	"highest", "largest", "biggest", "greatest", "maximum", "longest", "tallest", "heaviest",
	"priciest", "costliest", "top", NULL
};

static const char *const down_superlatives[] = {
	"lowest", "smallest", "fewest", "minimum", "shortest", "cheapest", "lightest", "bottom",
	NULL
};

/* Of a date or time: the latest is the greatest, the oldest the earliest; and what has
 * been open, or with us, the longest is the earliest ("Which store has been open the
 * longest?": the first opened), the shortest the latest. */
static const char *const up_date_superlatives[] = {"latest", "newest", "youngest", "shortest",
NULL};
static const char *const down_date_superlatives[] = {"earliest", "oldest", "longest", NULL};
/* An age is ranked the other way round: the oldest has the highest. */
static const char *const up_age_superlatives[] = {"oldest", "eldest", NULL};
static const char *const down_age_superlatives[] = {"youngest", NULL};

/* Words that end the stretch a direction word is looked for in: they start another part
 * of the question, whose comparative is not about this number. */
static const char *const clause_words[] = {
	"with", "and", "or", "in", "where", "who", "which", "that", "whose", "but", NULL
};


static const char *
word_at(const TextTokens *t, int i)
{
	return i >= 0 && i < t->n && t->tokens[i].kind == TEXT_TOKEN_WORD ? t->tokens[i].text : NULL;
}

/* The direction token i says, 0 for none (it is not a direction word). */
static int
direction_of_word(const TextTokens *t, int i)
{
	const char *w = word_at(t, i);

	if (w == NULL)
		return 0;
	if (strcmp(w, "least") == 0)
		return text_token_is(t, i - 1, "at") ? DIRECTION_UP : 0;
	if (strcmp(w, "most") == 0)
		return text_token_is(t, i - 1, "at") ? DIRECTION_DOWN : 0;
	if (text_word_in_list(w, up_words))
		return DIRECTION_UP;
	if (text_word_in_list(w, down_words))
		return DIRECTION_DOWN;
	return 0;
}

static int
opposite(int direction)
{
	return direction == DIRECTION_UP ? DIRECTION_DOWN : DIRECTION_UP;
}

/* DIRECTION_EXACT for the number at i right after "of", "exactly", "equal(s)" or "equal
 * to" ("a credit limit of 5000", "a population equal to 80000"; not "more than or equal
 * to 3", whose "or" leaves the direction to the word before it), and for a date (date)
 * right after a word of period_words; else 0. */
static int
exactly(const TextTokens *t, int i, bool date)
{
	bool		equal_to = text_token_is(t, i - 1, "to") && text_token_is(t, i - 2, "equal") &&
		!text_token_is(t, i - 3, "or");

	if (date && text_word_in_list(word_at(t, i - 1), period_words))
		return DIRECTION_EXACT;
	return text_token_is(t, i - 1, "of") || text_token_is(t, i - 1, "exactly") ||
		text_token_is(t, i - 1, "equals") || text_token_is(t, i - 1, "equal") || equal_to ?
		DIRECTION_EXACT : 0;
}

/* The direction the words around the number or date at tokens [i, end) give it (date: a
 * date phrase, or a year alone); 0 for none.  *inclusive: the value itself is in ("at least
 * 3", "3 or more", "not more than 3", "since 2004"). */
static int
direction_of_value(const TextTokens *t, int i, int end, bool date, bool *inclusive)
{
	int			after;

	*inclusive = true;
	for (int j = i - 1; j >= 0 && j >= i - CUE_WINDOW; j--)
	{
		int			d;

		if (t->tokens[j].kind != TEXT_TOKEN_WORD || text_word_in_list(t->tokens[j].text, clause_words) ||
			strcmp(t->tokens[j].text, "between") == 0)
			break;
		if ((d = direction_of_word(t, j)) == 0)
			continue;
		if (text_token_is(t, j - 1, "not") || text_token_is(t, j - 1, "no"))
			return opposite(d);
		*inclusive = text_token_is(t, j - 1, "at") ||
			text_word_in_list(t->tokens[j].text, inclusive_words);
		return d;
	}
	/* "2+ teachers": at least 2 */
	if (end < t->n && t->tokens[end].kind == TEXT_TOKEN_PUNCT &&
		strcmp(t->tokens[end].text, "+") == 0)
		return DIRECTION_UP;
	/*
	 * "3 or more", "2010 or later"; not "after 2013 or before 2008" nor "5 or more than
	 * 10", where the word after "or" is about the next number
	 */
	if (!text_token_is(t, end, "or") || (after = direction_of_word(t, end + 1)) == 0 ||
		text_token_is(t, end + 2, "than"))
		return exactly(t, i, date);
	for (int j = end + 2; j < t->n && j <= end + 1 + CUE_WINDOW; j++)
		if (t->tokens[j].kind == TEXT_TOKEN_NUMBER)
			return exactly(t, i, date);
	return after;
}

/* The value of a number text ("1,500", "3.5"); false when it is not one whole. */
static bool
number_value(const char *s, double *out)
{
	char		digits[64];
	size_t		n = 0;
	char	   *end;

	for (; *s != '\0'; s++)
		if (*s != ',')
		{
			if (n + 1 == sizeof(digits))
				return false;
			digits[n++] = *s;
		}
	digits[n] = '\0';
	if (n == 0)
		return false;
	*out = strtod(digits, &end);
	return *end == '\0';
}

/* The key of a number, and of a period. */
static DirectionKey
number_key(double value)
{
	DirectionKey key = {false, value, {0, 0, 0, TEXT_DATE_YEAR}};

	return key;
}

static DirectionKey
period_key(const TextDate *period)
{
	DirectionKey key = {true, 0, *period};

	return key;
}

static bool
same_key(const DirectionKey *a, const DirectionKey *b)
{
	if (a->period != b->period)
		return false;
	if (!a->period)
		return a->value == b->value;
	return a->date.year == b->date.year && a->date.month == b->date.month &&
		a->date.day == b->date.day && a->date.grain == b->date.grain;
}

static void
add_direction(QuestionDirections *out, DirectionKey key, int direction, bool inclusive)
{
	for (int k = 0; k < out->n; k++)
		if (same_key(&out->key[k], &key))
		{
			out->directions[k] |= direction;
			out->inclusive[k] = out->inclusive[k] && inclusive;
			return;
		}
	if (out->n == QUESTION_DIRECTIONS_MAX)
		return;
	out->key[out->n] = key;
	out->inclusive[out->n] = inclusive;
	out->directions[out->n++] = direction;
}

/* Whether token i (and, for "most"/"least", the word after it) is a superlative:
 * "oldest", "highest", "most recent"; *next: the token after it. */
static bool
superlative_at(const TextTokens *t, int i, int *next)
{
	const char *w = word_at(t, i);
	size_t		n;

	if (w == NULL)
		return false;
	if ((strcmp(w, "most") == 0 || strcmp(w, "least") == 0) && word_at(t, i + 1) != NULL)
	{
		*next = i + 2;
		return true;
	}
	n = strlen(w);
	*next = i + 1;
	return n > 4 && strcmp(w + n - 3, "est") == 0;
}

/* Whether token i ends a clause: the question's end, a punctuation mark, "then" or
 * "please". */
static bool
clause_ends_at(const TextTokens *t, int i)
{
	return i >= t->n || t->tokens[i].kind == TEXT_TOKEN_PUNCT || text_token_is(t, i, "then") ||
		text_token_is(t, i, "please");
}

/* Most words between a whole order's first superlative and its "to". */
#define WHOLE_ORDER_WORDS 3

/*
 * A whole order starting at token i: "from (the) <superlative> [up to three words] to (the)
 * <superlative>" ("from the highest paid to the lowest paid", "from the highest credit
 * limit to the lowest"), or "<superlative> [word]
 * first" ending a clause ("oldest first", "highest salary first"; not "first name").  The
 * first superlative's token in *first.
 */
static bool
whole_order_at(const TextTokens *t, int i, int *first)
{
	int			j = i;

	if (text_token_is(t, i, "from"))
	{
		j = i + 1;
		if (text_token_is(t, j, "the"))
			j++;
		*first = j;
		if (!superlative_at(t, j, &j))
			return false;
		/* the words of what is ordered: "paid", "credit limit", "unit sale price" */
		for (int w = 0; w < WHOLE_ORDER_WORDS && !text_token_is(t, j, "to") &&
			 word_at(t, j) != NULL; w++)
			j++;
		if (!text_token_is(t, j, "to"))
			return false;
		j++;
		if (text_token_is(t, j, "the"))
			j++;
		return superlative_at(t, j, &j);
	}
	*first = i;
	if (!superlative_at(t, i, &j))
		return false;
	if (!text_token_is(t, j, "first") && word_at(t, j) != NULL)
		j++;
	return text_token_is(t, j, "first") && clause_ends_at(t, j + 1);
}

/* Plain adjectives of degree and their superlatives: "from high to low" says the order
 * "from the highest to the lowest" does. */
static const char *const plain_degrees[][2] = {
	{"high", "highest"}, {"low", "lowest"}, {"large", "largest"}, {"big", "biggest"},
	{"small", "smallest"}, {"long", "longest"}, {"short", "shortest"}, {"tall", "tallest"},
	{"heavy", "heaviest"}, {"light", "lightest"}, {"old", "oldest"}, {"young", "youngest"},
	{"new", "newest"}, {"early", "earliest"}, {"late", "latest"}, {"cheap", "cheapest"}
};

/* The superlative of the plain adjective of degree at token i ("high": "highest"), or
 * NULL. */
static const char *
plain_degree_at(const TextTokens *t, int i)
{
	const char *w = word_at(t, i);

	for (size_t k = 0; w != NULL && k < sizeof(plain_degrees) / sizeof(plain_degrees[0]); k++)
		if (strcmp(w, plain_degrees[k][0]) == 0)
			return plain_degrees[k][1];
	return NULL;
}

/* The superlative of the first of two plain adjectives of degree of "from [the] <adj> to
 * [the] <adj>" at token i ("from high to low": "highest"), or NULL. */
static const char *
plain_whole_order_at(const TextTokens *t, int i)
{
	int			j = i + 1;
	const char *first;

	if (!text_token_is(t, i, "from"))
		return NULL;
	if (text_token_is(t, j, "the"))
		j++;
	if ((first = plain_degree_at(t, j)) == NULL || !text_token_is(t, j + 1, "to"))
		return NULL;
	j += 2;
	if (text_token_is(t, j, "the"))
		j++;
	return plain_degree_at(t, j) != NULL ? first : NULL;
}

/* The direction superlative w gives from the lists up and down, 0 for none (and for a NULL
 * w: no word). */
static int
listed_direction(const char *w, const char *const *up, const char *const *down)
{
	if (text_word_in_list(w, up))
		return DIRECTION_UP;
	return text_word_in_list(w, down) ? DIRECTION_DOWN : 0;
}

/* The direction superlative token i gives a column named for an age, 0 for none. */
static int
age_superlative_direction(const TextTokens *t, int i)
{
	return listed_direction(word_at(t, i), up_age_superlatives, down_age_superlatives);
}

/* Words after "first" or "last" that make it name something else than the earliest or
 * latest: "first name", "last quarter", "first and last names". */
static const char *const first_last_not_ranking[] = {
	"name", "names", "and", "quarter", "quarters", "half", "year", "years", "month",
	"months", "week", "weeks", "day", "days", "time", "times", "one", "ones", NULL
};

/* The direction "first" or "last" at token i gives a ranking of dates and times ("the
 * first person we hired": the earliest hire date; "our last order"), 0 for none. */
static int
first_or_last_direction(const TextTokens *t, int i)
{
	const char *next = word_at(t, i + 1);

	/* a word must follow: "oldest first" ending a clause is whole_order_at's */
	if ((!text_token_is(t, i, "first") && !text_token_is(t, i, "last")) ||
		text_token_is(t, i - 1, "at") || next == NULL ||
		text_word_in_list(next, first_last_not_ranking))
		return 0;
	return text_token_is(t, i, "last") ? DIRECTION_UP : DIRECTION_DOWN;
}

/* The direction "best" or "worst" at token i gives a ranking by pay or sales: "best-paid",
 * "worst selling" (the hyphen a token of its own); 0 for any other word, or another "best"
 * ("the best rank" may be the lowest). */
static int
best_paid_direction(const TextTokens *t, int i)
{
	static const char *const paid_or_sold[] = {"paid", "selling", "sold", "seller", "sellers",
	"earning", "earner", "earners", NULL};
	int			next = i + 1 < t->n && strcmp(t->tokens[i + 1].text, "-") == 0 ? i + 2 : i + 1;

	if (word_at(t, next) == NULL || !text_word_in_list(word_at(t, next), paid_or_sold))
		return 0;
	if (text_token_is(t, i, "best"))
		return DIRECTION_UP;
	return text_token_is(t, i, "worst") ? DIRECTION_DOWN : 0;
}

/* The direction superlative token i gives a ranking of numbers (dates: of dates and
 * times), 0 for none. */
static int
superlative_direction(const TextTokens *t, int i, bool dates)
{
	const char *w = word_at(t, i);

	if (w == NULL)
		return 0;
	/* "the most expensive", and "the most" ending the question ("Which customer spent the
	 * most?"); not "at most" */
	if ((strcmp(w, "most") == 0 || strcmp(w, "least") == 0) && !text_token_is(t, i - 1, "at") &&
		(word_at(t, i + 1) != NULL || text_token_is(t, i - 1, "the")))
	{
		/* "most recent(ly)" is of dates, "most expensive" of numbers */
		if (dates != (text_token_is(t, i + 1, "recent") || text_token_is(t, i + 1, "recently")))
			return 0;
		return w[0] == 'm' ? DIRECTION_UP : DIRECTION_DOWN;
	}
	if (text_word_in_list(w, dates ? up_date_superlatives : up_superlatives))
		return DIRECTION_UP;
	if (text_word_in_list(w, dates ? down_date_superlatives : down_superlatives))
		return DIRECTION_DOWN;
	return dates ? first_or_last_direction(t, i) : best_paid_direction(t, i);
}

int
sql_number_superlative_at(const TextTokens *t, int i)
{
	return superlative_direction(t, i, false);
}

/* The alphabetical order tokens say (QuestionDirections.alphabetical), 0 for none. */
static int
alphabetical_order(const TextTokens *t)
{
	static const char *const alphabetical[] = {"alphabetically", "alphabetical",
		"lexicographically", "lexicographical", "lexicographic", NULL};
	static const char *const reverse[] = {"reverse", "reversed", NULL};

	for (int i = 0; i < t->n; i++)
	{
		if (text_token_is(t, i + 1, "to") &&
			((text_token_is(t, i, "a") && text_token_is(t, i + 2, "z")) ||
			 (text_token_is(t, i, "z") && text_token_is(t, i + 2, "a"))))
			return text_token_is(t, i, "a") ? DIRECTION_DOWN : DIRECTION_UP;
		if (text_word_in_list(word_at(t, i), alphabetical))
			return text_word_in_list(word_at(t, i - 1), reverse) ||
				text_word_in_list(word_at(t, i - 2), reverse) ? DIRECTION_UP : DIRECTION_DOWN;
	}
	return 0;
}

/*
 * The directions of t's numbers and dates (text/quantities.h).  A year alone is a number
 * and a period both: SQL compares it as either (year > 2004, hire_date > '2004').  A date
 * of several tokens ("May 2004", "2003 - 01 - 06") is a period alone; its numbers are no
 * numbers of their own.
 */
static void
values_directions_find(const TextTokens *t, QuestionDirections *out)
{
	TextQuantity *found;
	int			n = text_find_quantities(t, &found);

	for (int q = 0; q < n; q++)
	{
		int			start = found[q].token_start,
					end = found[q].token_end;
		char		text[64];
		double		value;
		TextDate	period;
		bool		inclusive;
		int			d;
		bool		year_alone = end == start + 1 && text_date_is_year(t->tokens[start].text);
		bool		is_period = (found[q].kind == TEXT_QUANTITY_DATE || year_alone) &&
			text_tokens_join(t, start, end, text, sizeof(text)) && text_date_parse(text, &period);

		/* "over 2016", "over February 2025": a period's whole span ("the orders over
		 * 2016"), where a number's "over 2000" is more than it */
		bool		spanned = is_period && text_word_in_list(word_at(t, start - 1), span_words);

		if ((d = direction_of_value(t, start, end, is_period, &inclusive)) == 0 && !spanned)
			continue;
		if (d != 0 && end == start + 1 && number_value(t->tokens[start].text, &value))
			add_direction(out, number_key(value), d, inclusive);
		if (spanned)
			add_direction(out, period_key(&period), DIRECTION_EXACT, true);
		else if (is_period)
			add_direction(out, period_key(&period), d, inclusive);
	}
	dt_free(found);
}

void
question_directions_find(const TextTokens *t, QuestionDirections *out)
{
	out->n = 0;
	out->whole_order = false;
	out->alphabetical = alphabetical_order(t);
	out->superlatives = 0;
	out->date_superlatives = 0;
	out->age_superlatives = 0;
	out->comparative = false;
	out->says_rank = false;
	out->n_ranking_words = 0;
	for (int i = 0; i < t->n; i++)
	{
		int			up_or_down = superlative_direction(t, i, false) |
			superlative_direction(t, i, true) | age_superlative_direction(t, i);

		out->says_rank = out->says_rank || strncmp(t->tokens[i].text, "rank", 4) == 0;
		out->comparative = out->comparative || text_token_is(t, i, "than") ||
			direction_of_word(t, i) != 0;

		out->superlatives |= superlative_direction(t, i, false);
		out->date_superlatives |= superlative_direction(t, i, true);
		out->age_superlatives |= age_superlative_direction(t, i);
		if (up_or_down != 0 && out->n_ranking_words < QUESTION_DIRECTIONS_MAX)
		{
			out->ranking_direction[out->n_ranking_words] = superlative_direction(t, i, false);
			out->ranking_first_last[out->n_ranking_words] = first_or_last_direction(t, i) != 0;
			out->ranking_word[out->n_ranking_words++] = i;
		}
	}
	for (int i = 0; i < t->n && !out->whole_order; i++)
	{
		int			first;

		/* the order goes the way its first superlative says ("from the highest to the
		 * lowest": upwards); the second only ends the range */
		const char *plain;

		if ((out->whole_order = whole_order_at(t, i, &first)))
		{
			out->superlatives = superlative_direction(t, first, false);
			out->date_superlatives = superlative_direction(t, first, true);
			out->age_superlatives = age_superlative_direction(t, first);
		}
		else if ((plain = plain_whole_order_at(t, i)) != NULL)
		{
			out->whole_order = true;
			out->superlatives = listed_direction(plain, up_superlatives, down_superlatives);
			out->date_superlatives = listed_direction(plain, up_date_superlatives,
													  down_date_superlatives);
			out->age_superlatives = listed_direction(plain, up_age_superlatives,
													 down_age_superlatives);
		}
	}
	values_directions_find(t, out);
}

/* The one direction d gives key; 0 when none or both.  *inclusive (may be NULL): whether
 * the value itself is in. */
static int
direction_given(const QuestionDirections *d, DirectionKey key, bool *inclusive)
{
	for (int k = 0; k < d->n; k++)
		if (same_key(&d->key[k], &key))
		{
			if (inclusive != NULL)
				*inclusive = d->inclusive[k];
			return d->directions[k] == DIRECTION_UP || d->directions[k] == DIRECTION_DOWN ||
				d->directions[k] == DIRECTION_EXACT ? d->directions[k] : 0;
		}
	return 0;
}

/* The key of a literal: a text literal that is a date phrase is its period ('2004', 'May
 * 2004'), any other number literal its number; false for anything else. */
static bool
literal_key(const SqlNode *e, DirectionKey *key)
{
	TextDate	period;
	double		value;

	if (e == NULL || e->rule != SQL_RULE_VALUE || e->slots[0].value == NULL)
		return false;
	if (e->slots[0].value_type == SQL_VALUE_TEXT && text_date_parse(e->slots[0].value, &period))
		*key = period_key(&period);
	else if (number_value(e->slots[0].value, &value))
		*key = number_key(value);
	else
		return false;
	return true;
}

/* The direction a comparison node says of its literal: an ordering one (<, <=, >, >=) of a
 * number or a period, and = of a period (DIRECTION_EXACT: "hire_date = 'May 2004'" is
 * inside May 2004, not since it); 0 for any other node.  *key: the literal's,
 * *value_left: whether the literal is its left operand. */
static int
comparison_direction(const SqlNode *n, DirectionKey *key, bool *value_left)
{
	int			up;

	switch (n->rule)
	{
		case SQL_RULE_GT:
		case SQL_RULE_GE:
			up = DIRECTION_UP;
			break;
		case SQL_RULE_LT:
		case SQL_RULE_LE:
			up = DIRECTION_DOWN;
			break;
		case SQL_RULE_EQ:
			up = DIRECTION_EXACT;
			break;
		default:
			return 0;
	}
	*value_left = false;
	if (literal_key(sql_node_child(n, 1), key))
		return up != DIRECTION_EXACT || key->period ? up : 0;
	/* 10 < weight says weight > 10 */
	*value_left = true;
	if (literal_key(sql_node_child(n, 0), key))
		return up == DIRECTION_EXACT ? (key->period ? up : 0) : opposite(up);
	return 0;
}

/*
 * The comparisons under ast that go against d; turn: each is turned to the direction d
 * gives (the number then in or out as the question's words say).
 */
static int
comparisons_against(SqlNode *ast, const QuestionDirections *d, bool turn)
{
	const SqlRule *rule;
	int			found = 0;
	DirectionKey key;
	int			said;
	bool		value_left;

	rule = &sql_rules[ast->rule];
	if ((said = comparison_direction(ast, &key, &value_left)) != 0)
	{
		bool		inclusive = false;
		int			given = direction_given(d, key, &inclusive);

		if (given != 0 && given != said)
		{
			found++;
			if (turn && given == DIRECTION_EXACT)
				ast->rule = SQL_RULE_EQ;
			else if (turn)
			{
				/* the rule that says "column <given> number" with the literal where it is */
				bool		up = (given == DIRECTION_UP) != value_left;

				ast->rule = up ? (inclusive ? SQL_RULE_GE : SQL_RULE_GT) :
					(inclusive ? SQL_RULE_LE : SQL_RULE_LT);
			}
		}
	}
	for (int f = 0; f < rule->n_fields; f++)
	{
		if (rule->fields[f].type != SQL_FT_NODE || sql_node_negates_field(ast, f))
			continue;
		for (int i = 0; i < ast->slots[f].n_children; i++)
			found += comparisons_against(ast->slots[f].children[i], d, turn);
	}
	return found;
}

/* The one direction of a set of superlatives; 0 when none or both. */
static int
one_direction(int superlatives)
{
	return superlatives == DIRECTION_UP || superlatives == DIRECTION_DOWN ? superlatives : 0;
}

/* Whether a column's name holds "rank", in any case (ranking, loser_rank, LoserRank). */
static bool
name_says_rank(const char *name)
{
	for (const char *p = name; *p; p++)
		if (strncasecmp(p, "rank", 4) == 0)
			return true;
	return false;
}

/* Whether a word of column c's name is "age" (age, winner_age, pet_age). */
static bool
name_says_age(const SgColumn *c)
{
	for (int w = 0; w < c->n_words; w++)
		if (strcmp(c->words[w], "age") == 0)
			return true;
	return false;
}

/* The one direction d's superlatives give a ranking of expr: those of dates for a date or
 * time column; for a rank, none where the question speaks of ranks (the highest rank is
 * rank 1), else the opposite of the others, rank 1 being the most of what it ranks ("Which
 * futon brought in the most revenue?" over a view's revenuerank: the first); the others
 * for anything else. */
static int
superlative_given(const QuestionDirections *d, const SchemaGraph *g, const SqlNode *expr)
{
	int			column = sql_column_graph_index(g, expr);
	const SgColumn *c;

	if (column < 0)
		return one_direction(d->superlatives);
	c = &g->columns[column];
	if (c->type_class == SG_TYPE_TIME)
		return one_direction(d->date_superlatives);
	if (name_says_rank(c->name))
		return d->says_rank || one_direction(d->superlatives) == 0 ? 0 :
			opposite(one_direction(d->superlatives));
	if (name_says_age(c))
		return one_direction(d->superlatives | d->age_superlatives);
	return one_direction(d->superlatives);
}

/* Whether ast orders a value against an extreme ("salary < (SELECT max(salary) ...)", all
 * but the best paid) where the question asks for the extreme itself (a superlative, no
 * word that compares). */
static bool
compares_with_the_extreme(const SqlNode *ast, const SchemaGraph *g, const QuestionDirections *d)
{
	return (ast->rule == SQL_RULE_LT || ast->rule == SQL_RULE_LE || ast->rule == SQL_RULE_GT ||
			ast->rule == SQL_RULE_GE) && !d->comparative &&
		superlative_given(d, g, sql_node_child(ast, 0)) != 0 &&
		sql_extreme_of_subquery(sql_node_child(ast, 1)) != NULL;
}

/*
 * The rankings under ast that go against d's superlatives (min / max, the ORDER BY items
 * of a SELECT with a LIMIT, and an ordering comparison with a min or max subquery where
 * the question compares nothing); turn: each is turned (the comparison to an equality).
 * Not under a negation, as for comparisons.
 */
static int
rankings_against(SqlNode *ast, const SchemaGraph *g, const QuestionDirections *d, bool turn)
{
	const SqlRule *rule = &sql_rules[ast->rule];
	int			found = 0;
	int			given;

	if (compares_with_the_extreme(ast, g, d))
	{
		found++;
		if (turn)
			ast->rule = SQL_RULE_EQ;
	}
	if ((ast->rule == SQL_RULE_MIN || ast->rule == SQL_RULE_MAX) &&
		(given = superlative_given(d, g, sql_node_child(ast, 0))) != 0 &&
		(ast->rule == SQL_RULE_MIN) == (given == DIRECTION_UP))
	{
		found++;
		if (turn)
			ast->rule = ast->rule == SQL_RULE_MIN ? SQL_RULE_MAX : SQL_RULE_MIN;
	}
	/* a ranking, or the whole order the question asks for ("newest first") */
	if (sql_is_select(ast) && (ast->slots[SQL_SELECT_LIMIT].present || d->whole_order))
	{
		SqlSlot    *order = &ast->slots[SQL_SELECT_ORDER_BY];

		for (int i = 0; i < order->n_children; i++)
		{
			SqlNode    *item = order->children[i];

			given = superlative_given(d, g, sql_node_child(item, 0));
			if ((item->rule == SQL_RULE_ORDER_ASC && given == DIRECTION_UP) ||
				(item->rule == SQL_RULE_ORDER_DESC && given == DIRECTION_DOWN))
			{
				found++;
				if (turn)
					item->rule = item->rule == SQL_RULE_ORDER_ASC ? SQL_RULE_ORDER_DESC :
						SQL_RULE_ORDER_ASC;
			}
		}
	}
	for (int f = 0; f < rule->n_fields; f++)
	{
		if (rule->fields[f].type != SQL_FT_NODE || sql_node_negates_field(ast, f))
			continue;
		for (int i = 0; i < ast->slots[f].n_children; i++)
			found += rankings_against(ast->slots[f].children[i], g, d, turn);
	}
	return found;
}

/* Whether the question has superlatives of one direction ("the most customers") and
 * ast's outermost SELECT, grouped, keeps its groups by an aggregate above a number the
 * question gives no direction (HAVING count(*) > 1), with no ORDER BY or LIMIT: a
 * threshold where the question asks for a ranking. */
static bool
threshold_against(const SqlNode *ast, const QuestionDirections *d)
{
	const SqlNode *having,
			   *agg,
			   *value;
	double		v;

	if (!one_direction(d->superlatives) || d->date_superlatives != 0 || !sql_is_select(ast) ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children == 0 ||
		ast->slots[SQL_SELECT_ORDER_BY].n_children > 0 || ast->slots[SQL_SELECT_LIMIT].present ||
		(having = sql_node_child(ast, SQL_SELECT_HAVING)) == NULL ||
		(having->rule != SQL_RULE_GT && having->rule != SQL_RULE_GE))
		return false;
	agg = sql_node_child(having, 0);
	value = sql_node_child(having, 1);
	return agg != NULL && sql_rule_is_aggregate(agg->rule) && value != NULL &&
		value->rule == SQL_RULE_VALUE && value->slots[0].value != NULL &&
		number_value(value->slots[0].value, &v) &&
		(direction_given(d, number_key(v), NULL) & (DIRECTION_UP | DIRECTION_DOWN)) == 0;
}

/* ast's threshold (threshold_against) turned into the ranking the question asks for:
 * "HAVING count(*) > 1" becomes "ORDER BY count(*) DESC LIMIT 1" ("ASC" for "fewest"). */
static void
threshold_to_ranking(SqlNode *ast, const QuestionDirections *d)
{
	SqlSlot    *having = &ast->slots[SQL_SELECT_HAVING];
	SqlNode    *cond = having->children[0];
	SqlNode    *ranked = cond->slots[0].children[0];

	cond->slots[0].n_children = 0;
	sql_node_free(cond);
	having->n_children = 0;
	sql_rank_first(ast, ranked, one_direction(d->superlatives) == DIRECTION_UP);
}

/* Whether graph column of e is text. */
static bool
is_text_column(const SchemaGraph *g, const SqlNode *e)
{
	int			c = sql_column_graph_index(g, e);

	return c >= 0 && g->columns[c].type_class == SG_TYPE_TEXT;
}

/* The first plain text output column of select, or NULL. */
static const SqlNode *
first_text_output(const SqlNode *select, const SchemaGraph *g)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (items->children[k]->rule == SQL_RULE_SELECT_EXPR && is_text_column(g, e))
			return e;
	}
	return NULL;
}

/*
 * How many times ast's outermost SELECT goes against the alphabetical order d asks for:
 * once per ORDER BY item of a text column made the other way (turned when turn), or once
 * when it has no ORDER BY and a plain text output column (ordered by it when turn).
 */
static int
alphabet_against(SqlNode *ast, const SchemaGraph *g, const QuestionDirections *d, bool turn)
{
	SqlSlot    *order;
	const SqlNode *text;
	int			found = 0;
	int			against = d->alphabetical == DIRECTION_DOWN ? SQL_RULE_ORDER_DESC : SQL_RULE_ORDER_ASC;

	if (d->alphabetical == 0 || !sql_is_select(ast))
		return 0;
	order = &ast->slots[SQL_SELECT_ORDER_BY];
	for (int i = 0; i < order->n_children; i++)
		if (order->children[i]->rule == against &&
			is_text_column(g, sql_node_child(order->children[i], 0)))
		{
			found++;
			if (turn)
				order->children[i]->rule = against == SQL_RULE_ORDER_ASC ? SQL_RULE_ORDER_DESC :
					SQL_RULE_ORDER_ASC;
		}
	if (order->n_children == 0 && ast->slots[SQL_SELECT_GROUP_BY].n_children == 0 &&
		(text = first_text_output(ast, g)) != NULL)
	{
		found++;
		if (turn)
		{
			SqlNode    *item = sql_node_new(against == SQL_RULE_ORDER_ASC ? SQL_RULE_ORDER_DESC :
											SQL_RULE_ORDER_ASC);

			sql_slot_add_child(&item->slots[0], sql_node_clone(text));
			sql_slot_add_child(order, item);
		}
	}
	return found;
}

/* Whether d asks for every row and ast's outermost SELECT has a LIMIT. */
static bool
limit_against(const SqlNode *ast, const QuestionDirections *d)
{
	return d->whole_order && sql_is_select(ast) && ast->slots[SQL_SELECT_LIMIT].present;
}

/* Whether d asks for every row in an order and ast's outermost SELECT has none (no copy
 * can say which column the order is of). */
static bool
order_missing(const SqlNode *ast, const QuestionDirections *d)
{
	return d->whole_order && sql_is_select(ast) &&
		ast->slots[SQL_SELECT_ORDER_BY].n_children == 0;
}

/* sql_node_any's test: a min or max, an ORDER BY, a comparison with ALL. */
static bool
ranks(const SqlNode *n, const void *arg)
{
	return n->rule == SQL_RULE_MIN || n->rule == SQL_RULE_MAX ||
		(n->rule >= SQL_RULE_EQ_ALL && n->rule <= SQL_RULE_GE_ALL) ||
		(sql_is_select(n) && n->slots[SQL_SELECT_ORDER_BY].n_children > 0);
}

bool
sql_ranks_anything(const SqlNode *ast)
{
	return sql_node_any(ast, ranks, NULL);
}

int
sql_direction_unranked(const SqlNode *ast, const QuestionDirections *d, const LinkResult *links)
{
	bool		said = false;

	for (int k = 0; k < d->n_ranking_words && !said; k++)
		said = d->ranking_first_last[k] || !link_result_names_token(links, d->ranking_word[k]);
	return said && ast != NULL && !sql_ranks_anything(ast) ? 1 : 0;
}

int
sql_direction_contradictions(const SqlNode *ast, const SchemaGraph *g, const QuestionDirections *d)
{
	if (ast == NULL)
		return 0;
	/* turn is false: the AST is only read */
	return (d->n > 0 ? comparisons_against((SqlNode *) ast, d, false) : 0) +
		(d->superlatives | d->date_superlatives | d->age_superlatives ? rankings_against((SqlNode *) ast, g, d, false) : 0) +
		(limit_against(ast, d) ? 1 : 0) + (threshold_against(ast, d) ? 1 : 0) +
		(order_missing(ast, d) ? 1 : 0) + alphabet_against((SqlNode *) ast, g, d, false);
}

SqlNode *
sql_directions_follow(const SqlNode *ast, const SchemaGraph *g, const QuestionDirections *d)
{
	SqlNode    *out;

	if (sql_direction_contradictions(ast, g, d) == 0)
		return NULL;
	out = sql_node_clone(ast);
	if (threshold_against(out, d))
		threshold_to_ranking(out, d);
	if (d->n > 0)
		comparisons_against(out, d, true);
	if (d->superlatives | d->date_superlatives | d->age_superlatives)
		rankings_against(out, g, d, true);
	alphabet_against(out, g, d, true);
	if (limit_against(out, d))
	{
		SqlSlot    *limit = &out->slots[SQL_SELECT_LIMIT];

		dt_free(limit->value);
		limit->value = NULL;
		limit->present = false;
	}
	/* a missing order is counted but no copy says it */
	if (sql_node_equal(out, ast))
	{
		sql_node_free(out);
		return NULL;
	}
	return out;
}
