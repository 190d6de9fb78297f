/*
 * linking.h — schema linking: which question spans mention which tables, columns and
 * stored values (RAT-SQL, Wang et al., ACL 2020 / arXiv 2019, section 4.1 "Schema linking"), plus numbers
 * and dates.
 *
 * Name-based: a question n-gram (n <= LINK_MAX_NGRAM, no punctuation, not only stopwords)
 * is compared with the words of a table or column name (split on '_' and camelCase) after
 * stemming both sides (text/stemmer.h): the same word sequence is an exact match
 * ("cities" ~ city, "state name" ~ state_name), a contiguous part of it a partial match
 * ("states" ~ state_name).  Longer spans win: a token already linked to an item by a
 * longer span is not linked to it again by a shorter one.
 *
 * Lexicon-based (text/lexicon.h, when the caller has one): a single question word that
 * has no name link of its own links to a table or column one of whose name words is a
 * lexicon relative of the word, compared after stemming ("vocalists" ~ singer through the
 * synonym vocalist/singer, "oldest" ~ age through the attribute of old, "stores" ~ shop).
 * A phrase of 2..LINK_MAX_LEXICON_PHRASE words that WordNet lists ("last name", "grade
 * point average") and that no name matches exactly links the same way as one span
 * ("last name" ~ surname, "grade point average" ~ gpa); a relative that is a phrase
 * matches a run of a name's words ("surname" ~ last_name).  The match is LINK_LEXICON,
 * weaker than a partial match.
 *
 * Comment-based (SgTable/SgColumn.comment_words, from COMMENT ON): a single question word
 * whose stem is a content word of a table's or column's comment links to it, unless the
 * word already links to that item by name or is part of a span that is the whole name of
 * some item: "temperature" ~ a column pt commented 'patient temperature in celsius'.  A word found in the comments of more than
 * LINK_COMMENT_MAX_ITEMS items links through none of them.  The match is LINK_COMMENT; a
 * token linked to an item through its comment gets no lexicon link to it.
 *
 * Negated: a single word that has no name link and negates a word with a prefix
 * ("inactive", "unpaid": text/negating_prefix.h) links, match LINK_NEGATED, to each
 * boolean or number column one of whose name words has the stem of the word it negates:
 * "inactive" ~ activeflag (active, flag), "unpaid" ~ paid.  The flag is asked for the
 * other way round (sql/sql_negations.h).
 *
 * Agent nouns: a verb right after "who" (or after "who" and an auxiliary: "who is",
 * "who did") that has no name link links, match LINK_LEXICON, to each table or column one
 * of whose name words is the verb's agent noun: "Who manages the Seattle store?" ~
 * store.manager, "Who supplies chai?" ~ suppliers, "Who shipped order 10248?" ~ shippers
 * (stem + "r", "er", "ier" for a final "y", or a doubled last consonant + "er").
 *
 * Value-based: the caller (src/pg/answer/value_lookup.c) offers stored values of text columns to
 * a LinkValueMatcher built from the question; a value whose normalised key
 * (text_normalize_key) equals the key of a question span of at most LINK_MAX_VALUE_TOKENS
 * tokens is a value link.  The longest match wins within a column: a span inside a longer
 * span that matched a value of the same column is dropped ("salt lake city" links to
 * city.city_name as one span, never "salt lake" or "city" as well).  Across columns both
 * stay: in "mississippi river" the whole span is a highlow.lowest_point value and
 * "mississippi" a river.river_name and a state.state_name; the parser chooses.  With a
 * lexicon, a single word is also offered in its base forms and as the noun it pertains to
 * ("cats" ~ 'cat', "asian" ~ 'Asia'); such a value link has match LINK_LEXICON.
 *
 * Token indices are [token_start, token_end), indices into the TextTokens of the question.
 */
#ifndef DTFIXUP_SCHEMA_LINKING_H
#define DTFIXUP_SCHEMA_LINKING_H

#include <stdbool.h>

#include "schema/schema_graph.h"
#include "text/lexicon.h"
#include "text/tokenizer.h"

#define LINK_MAX_NGRAM 5
/* Most words of a question phrase looked up in the lexicon (WordNet's "miles per gallon"). */
#define LINK_MAX_LEXICON_PHRASE 3
/* Most words of a question phrase an abbreviation may stand for ("date of birth" ~ dob). */
#define LINK_MAX_ABBREV_PHRASE 4
#define LINK_MAX_VALUE_TOKENS 10
/* Most lexicon forms of one word offered to stored values. */
#define LINK_MAX_VALUE_FORMS 4
/* Most tables and columns one question word may link to through their comments. */
#define LINK_COMMENT_MAX_ITEMS 8

typedef enum LinkKind
{
	LINK_TABLE = 0,
	LINK_COLUMN,
	LINK_VALUE,
	LINK_NUMBER,
	LINK_DATE
} LinkKind;

typedef enum LinkMatch
{
	LINK_EXACT = 0,
	LINK_PARTIAL,
	LINK_LEXICON,				/* through a lexicon relative of a name word or value */
	LINK_COMMENT,				/* through a word of the table's or column's catalog
								 * comment (COMMENT ON) */
	LINK_ABBREVIATION,			/* one side abbreviates the other (text/abbreviation.h);
								 * read by the model as a lexicon link */
	LINK_MEASURE,				/* a word of money or quantity to a measure column
								 * (schema/measures.h); read by the model as a lexicon
								 * link */
	LINK_NEGATED				/* a word that negates a name word with a prefix
								 * ("inactive" ~ activeflag, text/negating_prefix.h), to a
								 * boolean or number column; read by the model as a partial
								 * link, by the answer stage as negated */
} LinkMatch;

typedef struct SchemaLink
{
	LinkKind	kind;
	LinkMatch	match;
	int			token_start;
	int			token_end;
	int			table;			/* table index, or -1 (numbers, dates) */
	int			column;			/* global column index (columns, values), or -1 */
	char	   *value;			/* the stored value (values), or NULL */
} SchemaLink;

typedef struct LinkResult
{
	int			n_links;
	int			cap_links;
	SchemaLink *links;
} LinkResult;

/* The table a link names, or one of whose columns or values it names; -1 for none (a
 * number, a date). */
int			schema_link_table(const SchemaGraph *g, const SchemaLink *l);

void		link_result_init(LinkResult *r);
void		link_result_free(LinkResult *r);
/* Deterministic order: token_start, longer spans first, kind, table, column, value. */
void		link_result_sort(LinkResult *r);
void		link_result_add(LinkResult *r, LinkKind kind, LinkMatch match, int token_start,
							int token_end, int table, int column, const char *value);

/* Name-based links to tables and columns. */
void		link_names(const SchemaGraph *g, const TextTokens *q, LinkResult *out);
/* The same, plus lexicon links; lex may be NULL (then it is link_names). */
void		link_names_with_lexicon(const SchemaGraph *g, const TextTokens *q, const Lexicon *lex,
									LinkResult *out);

/* Whether r holds a value link of words [start, end) to value of column (a graph column
 * index): a code a column's comment spells out may be the one an alias already found
 * ('M' for "married"). */
bool		link_result_has_value(const LinkResult *r, int start, int end, int column,
								  const char *value);

/* Whether token lies inside the span of a value link of r (a stored value, a date
 * phrase, a row number). */
bool		link_result_inside_value(const LinkResult *r, int token);
/* The same, counting only the value links whose column (-1: none) column_test(g, column)
 * accepts; column_test NULL accepts all. */
bool		link_result_inside_value_of(const LinkResult *r, int token,
										bool (*column_test) (const SchemaGraph *g, int column),
										const SchemaGraph *g);

/*
 * The columns of type (a date or time, a number) that links of r name by their names (not
 * as values) nearest to a word on one side of it (before: the links ending in [from, to),
 * the latest end; after: starting in [from, to), the earliest start), of the namings
 * there the strongest (the longer span, then the exact name: "required date" over
 * "date"); into cols (at most max, each once), their number returned.
 */
int			link_result_nearest_columns(const SchemaGraph *g, const LinkResult *r,
										SgTypeClass type, int from, int to, bool before,
										int *cols, int max);
/* Whether token lies inside a link of r that names something by its name: a table's, a
 * stored value's, a column's whole or partial name (not a lexicon relative, a comment, an
 * abbreviation or a measure word: "longest" of length says how to rank, not what). */
bool		link_result_names_token(const LinkResult *r, int token);

/* Whether a table link of r starts at token: the word a count before it counts the rows
 * of ("zero visitors", "more than 2 car makers"). */
bool		link_result_table_starts_at(const LinkResult *r, int token);

/* Whether a word names column (a graph column index): links to it by its name, an
 * abbreviation or a comment; not as a measure word or a lexicon relative ("spending"
 * links every amount as a measure word, and a cost through the lexicon, and names none
 * of them). */
bool		link_result_names_column(const LinkResult *r, int column);

/* Whether a word links to column in any way: by its name, through the lexicon, as a
 * measure word. */
bool		link_result_links_column(const LinkResult *r, int column);

/* Whether a word links to table t (a graph table index) by a name: the table's, or one of
 * its columns' (any table or column link; value links do not count: a date links to
 * every date column). */
bool		link_result_names_table(const LinkResult *r, int t);
/* Whether a question word names table t by its own whole name (an exact table link). */
bool		link_result_names_table_exactly(const LinkResult *r, int t);
/* Whether token i of q is the verb of "who": a word right after "who", or after "who" and
 * an auxiliary ("who is", "who did"): "Who works in Shipping?" */
bool		link_verb_after_who(const TextTokens *q, int i);
/* The table the exact table links starting at token name, or -1 when none or several. */
int			link_result_exact_table_at(const LinkResult *r, int token);

/* The distinct stored values (case aside) that exact or lexicon value links of r name of
 * column (a graph column index), in the order of the words that name them: at most max
 * into values (borrowed from r) and, where starts is not NULL, the first word naming each
 * into starts; returns how many were stored. */
int			link_result_column_values(const LinkResult *r, int column, const char **values,
									  int *starts, int max);

/* Numbers and dates (text/quantities.h) as LINK_NUMBER / LINK_DATE, match exact. */
void		link_quantities(const TextTokens *q, LinkResult *out);

/*
 * Date values: each date phrase of the question that names a period (text/dates.h: a year
 * alone, a month of a year, a day) as a LINK_VALUE, match exact, to every date and
 * timestamp column, its value the question's spelling (the renderer writes a comparison
 * with it as the period's range, sql_render.c).  A date phrase is a value of such a column
 * the way a stored spelling is one of a text column; the model reads it as one.
 */
void		link_date_values(const SchemaGraph *g, const char *question, const TextTokens *q,
							 LinkResult *out);

/*
 * Row numbers: an integer right after a word naming a table ("order 10100", "customer
 * number 103", "order #7") as a LINK_VALUE, match exact, of that table's primary key
 * when it is one numeric column; its value the number as written.  Analysts name a row by
 * its number this way; without the link the number reads as a count or a LIMIT.  Where
 * no table is named, an integer after the words of a numeric column and a word that says
 * "number" ("account number 34624540209": customer.account_num) is a value of that column.
 * Needs the name links (link_names) in out.
 */
void		link_row_numbers(const SchemaGraph *g, const TextTokens *q, LinkResult *out);

/* ---- value-based linking ---- */

typedef struct LinkValueCandidate
{
	char	   *key;			/* normalised n-gram */
	int			token_start;	/* first span with this key */
	int			token_end;
	int			n_tokens;		/* token_end - token_start */
	bool		containable;	/* a stored value may hold it among other words */
} LinkValueCandidate;

typedef struct LinkValueMatcher LinkValueMatcher;

/* The question's value candidates: distinct keys of spans of 1..LINK_MAX_VALUE_TOKENS
 * tokens that start and end with a word, and are not only stopwords; with a lexicon (lex
 * may be NULL) also the base forms and pertainyms of single words, and of the second of
 * two words ("sales reps" as "sales rep"). */
LinkValueMatcher *link_value_matcher_new(const TextTokens *q);
LinkValueMatcher *link_value_matcher_with_lexicon(const TextTokens *q, const Lexicon *lex);
void		link_value_matcher_free(LinkValueMatcher *m);

/* Candidates, longest first (then left to right): the order index probes should use. */
int			link_value_n_candidates(const LinkValueMatcher *m);
const LinkValueCandidate *link_value_candidate(const LinkValueMatcher *m, int i);

/* Offer a stored value of a column; true when it matches a candidate (recorded).  A value
 * that holds a containable candidate's words among others ("20 Crossing Road, Boston" of
 * "members who live in Boston", 'Tennis Court 1' of "a tennis court") is recorded as
 * containing it, its value the stored words ('Boston', 'Tennis Court'), and returns true
 * too.  A candidate is containable when its span is two words or more, or one word written
 * with a capital after the first word, and says no place's or sex's other spelling.  A
 * value that holds a line break (prose) matches no candidate whole. */
bool		link_value_offer(LinkValueMatcher *m, int column, const char *value, int value_len);

/* Count a stored value among column's values offered, matching nothing: a view column that
 * reads a base column unchanged sees each value offered there, so that it holds more than
 * one value where the base column does (a country's code links to buyers.country as to
 * addresses.country: the alias rules ask for a column whose values vary). */
void		link_value_note_seen(LinkValueMatcher *m, int column, const char *value, int value_len);

/* Is every span of candidate i inside a longer span that already matched a value of
 * column?  (Probing it in that column then cannot add a link that survives.) */
bool		link_value_candidate_shadowed(const LinkValueMatcher *m, int i, int column);

/* Whether l links words to stored values that hold them among other words ("Boston" in
 * '20 Crossing Road, Boston'): LINK_VALUE, LINK_PARTIAL (sql/sql_contained_values.h). */
bool		link_is_contained_value(const SchemaLink *l);

/* Emit the value links recorded so far (longest-match rule applied; a span contained in
 * stored values links there as LINK_PARTIAL, its value the stored words, only when it
 * matched no value whole and no word of it names a table or column exactly; a span followed by a
 * word that names one of its columns, or tables, exactly keeps only the links there: "the
 * IT department"). */
void		link_values(const SchemaGraph *g, const LinkValueMatcher *m, LinkResult *out);

/*
 * The value links (of link_values) whose words lie inside a longer date the question says
 * ("How many orders did we take on June 1, 2004?", "in June 2004": text/quantities.h),
 * dropped: the words name the date, and a link to a customer whose first name is June sent
 * the model to "firstname = 'June'" beside the date range.  Kept in a column whose name
 * says a calendar period (month, day, week, quarter, year, date, period:
 * time_by_day.the_month 'June'), which stores such words.
 */
void		link_values_drop_inside_dates(const SchemaGraph *g, const TextTokens *q, LinkResult *out);

/*
 * The value links of a number the question gives as how many rows to answer ("Who are our
 * top 5 customers by spending?", "our 3 biggest orders"), dropped: a number right after
 * "top", "best" or "worst", or right before a superlative ("biggest", "most", "least",
 * "fewest": a word ending in "est"), counts rows.  Its link to the stored '#5' of an
 * address sent the model to "address2 = '#5'" beside the LIMIT 5.
 */
void		link_values_drop_counts(const TextTokens *q, LinkResult *out);

/*
 * The value links of a word the question uses as the verb that makes a row of the
 * value's own table, dropped: a past participle ("placed", "shipped", "sold") with a determiner and the table's name after it ("How many
 * customers have never placed an order?"), or after the table's name, an auxiliary and a
 * subject ("How many orders has Kathleen P. placed?"), or before a recipient ("never had
 * anything shipped to them", "shipped to Roy White").  The link to orders.status
 * 'placed' sent the model to "status = 'placed'" beside the customer's orders.  Kept where
 * it says a state ("orders have shipped", "orders that were placed"); a word written with
 * a capital is kept (a name).
 */
void		link_values_drop_verbs(const SchemaGraph *g, const TextTokens *q, LinkResult *out);

#endif
