/*
 * comment_codes.h — the values a column's comment explains, and the question words that
 * name them.
 *
 * Real databases store a state as a code and say what each code means only in the
 * column's comment: AdventureWorks' purchase orders `status` 'Order current status.
 * 1 = Pending; 2 = Approved; 3 = Rejected; 4 = Complete', Oracle's order entry
 * `order_status` '0: Not fully entered, 1: Entered, 2: Canceled - bad credit, 3: Canceled
 * - by customer, ...', a `maritalstatus` 'M = Married, S = Single'.  "How many purchase
 * orders were rejected?" asks for status = 3, and nothing but the comment says so.
 *
 * Reading a comment: a code is an integer of at most 4 digits (a number column) or 1 to 3
 * capital letters (a text column), optionally quoted, at the comment's start or after a
 * space or one of ";,.(", followed by '=' or ':'; its label is the text from there to the
 * next code, cut at the first ';', ',', line break or sentence end.  A comment explains
 * codes when it has at least COMMENT_CODES_MIN distinct ones: one "10: ..." is more likely
 * a time or a ratio.  A label's words are kept as schema_graph_comment_words keeps a
 * comment's (content words, stemmed); a label without one, or with more than
 * COMMENT_CODE_MAX_STEMS, is left out: a sentence ("0 = Do not use if another vendor is
 * available") is a description, not a name a question repeats.
 *
 * The codes are kept on the column (SgColumn.code_words) as one word list: each code as
 * COMMENT_CODE_MARK followed by the code, then its label's stems.  comment_codes_next
 * walks it.
 *
 * Linking (link_comment_codes): a code is named when every stem of its label is the stem
 * of a question word ("rejected", "canceled by the customer", "shipped and paid" of
 * '10: Shipped - paid'), those words at most COMMENT_CODE_MAX_TOKENS apart; a code whose
 * stems are a part of another named code's of the same column is not named by them
 * ("shipped" inside "shipped and paid").  Each named code is a LINK_VALUE of its column,
 * its value the code, match LINK_LEXICON (the words stand for the stored value as "women"
 * stands for 'F'), over the span from the first word to the last: the answer steps then
 * treat it as any stored value the question names (complete_values adds "status = 3").
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SCHEMA_COMMENT_CODES_H
#define DTFIXUP_SCHEMA_COMMENT_CODES_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "text/tokenizer.h"

/* Most tokens from the first to the last word of a question that names a code. */
#define COMMENT_CODE_MAX_TOKENS 6

#define COMMENT_CODES_MIN 2
#define COMMENT_CODES_MAX 32
#define COMMENT_CODE_MAX_STEMS 4
/* Marks a code in SgColumn.code_words (no stem starts with it). */
#define COMMENT_CODE_MARK '='

/* The codes comment explains for a column of type class type_class (above), as the word
 * list SgColumn.code_words holds; returns its length (0 and *words NULL when none; free with
 * name_words_free). */
int			comment_codes_parse(const char *comment, SgTypeClass type_class, char ***words);

/* Set (replacing) the codes of graph column column from its comment (NULL: none), as
 * comment_codes_parse reads them; a compact graph is left unchanged. */
void		comment_codes_set_column(SchemaGraph *g, int column, const char *comment);

/* One code of a code word list. */
typedef struct CommentCode
{
	const char *code;			/* as the comment writes it ("3", "M") */
	char	   *const *stems;	/* its label's stems */
	int			n_stems;
} CommentCode;

/* The code at *pos of words (n of them) into *code, *pos moved past it; false at the end. */
bool		comment_codes_next(char *const *words, int n, int *pos, CommentCode *code);

/* The codes the question names (above), as value links into out. */
void		link_comment_codes(const SchemaGraph *g, const TextTokens *q, LinkResult *out);

/* Whether l is such a link.  A query says its code only by comparing the code's column
 * with it: "3" is no word of the question, and rejectedqty = 3 does not say "rejected"
 * (sql/sql_mentions.c). */
bool		link_is_comment_code(const SchemaGraph *g, const SchemaLink *l);

#endif
