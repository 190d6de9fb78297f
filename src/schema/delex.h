/*
 * delex.h — a question "up to its values": delexicalisation for answering from stored
 * (question, SQL) pairs (docs/feedback.md).
 *
 * Two questions that differ only in the values they name ("what is the capital of texas",
 * "what is the capital of ohio") share a key: the question's words, lower case, punctuation
 * dropped, with every slot written as a mark.  A slot is a span of the question that
 * linking found to be a value: a span linked to stored values (LINK_VALUE), a number
 * (LINK_NUMBER), or a value the question names (a quoted span, the word after "named").
 * Overlapping spans: the longest wins, then the number, then the leftmost.
 *
 * A stored pair binds each of its slots to the literal of its SQL that stands for it
 * (DelexBinding): a stored value of a column the span links to, the span as written, or
 * the span's number.  A new question with the same key answers with the pair's SQL after
 * each bound literal is replaced by the new question's value for that slot (delex_fill);
 * a slot bound to no literal must hold the same words in the new question, since the
 * pair's SQL does not depend on it only when it says the same thing.
 *
 * Pure: no PostgreSQL.  Strings are dt_alloc'ed.
 */
#ifndef DTFIXUP_SCHEMA_DELEX_H
#define DTFIXUP_SCHEMA_DELEX_H

#include <stdbool.h>

#include "schema/linking.h"
#include "text/tokenizer.h"

/* The marks a slot is written as in a key ('<' and '>' never reach a key otherwise:
 * punctuation is dropped). */
#define DELEX_MARK_VALUE "<v>"
#define DELEX_MARK_NUMBER "<n>"

typedef enum DelexSlotKind
{
	DELEX_SLOT_VALUE = 0,		/* a span linked to stored values */
	DELEX_SLOT_NAMED,			/* a value the question names, stored or not */
	DELEX_SLOT_NUMBER			/* a number */
} DelexSlotKind;

/* A candidate span, as the caller found it (links, named values). */
typedef struct DelexSpan
{
	DelexSlotKind kind;
	int			token_start;	/* [start, end) token indices */
	int			token_end;
} DelexSpan;

typedef struct DelexSlot
{
	DelexSlotKind kind;
	int			token_start;
	int			token_end;
	char	   *key;			/* text_span_key of the span ("coeur d alene") */
	char	   *text;			/* the span as written in the question ("Coeur d'Alene") */
} DelexSlot;

typedef struct DelexQuestion
{
	char	   *key;			/* "what is the capital of <v>" */
	char	   *loose_key;		/* delex_loose_key(key): "capital <v>" */
	int			n_slots;
	DelexSlot  *slots;			/* left to right */
} DelexQuestion;

/*
 * The key and slots of a tokenized question.  question is the text tokens was made from
 * (the slots' written text is cut from it).  False when the question has no word.
 */
bool		delex_question(const char *question, const TextTokens *tokens,
						   const DelexSpan *spans, int n_spans, DelexQuestion *out);
void		delex_question_free(DelexQuestion *dq);

/*
 * A key with its wording loosened: the words that only frame a question ("what is the",
 * "show me", "list all", "of", "in", ...) left out and every other word stemmed
 * (text_stem: plurals to the singular), marks kept in place.  "What are the cities in
 * texas" and "list the city of texas" share "city <v>" while "how many cities are in
 * texas" (how, many) and "largest city in texas" (largest) do not.  A key that would keep
 * no word but its marks ("what is <v>") is its own loose key.  dt_alloc'ed.
 */
char	   *delex_loose_key(const char *key);

/*
 * The token index one past a span that starts at start and whose text_span_key is key
 * (the shortest such span), or -1.  For callers that know a span by its start and key
 * (named values).
 */
int			delex_span_end(const TextTokens *tokens, int start, const char *key);

/* A number token as a SQL number: "1,000" -> "1000".  False when it is not one. */
bool		delex_number_text(const char *written, DtStrBuf *out);

typedef enum DelexBindKind
{
	DELEX_BIND_NONE = 0,		/* no literal stands for the slot: its words must recur */
	DELEX_BIND_STORED,			/* a stored value of `column` the span links to */
	DELEX_BIND_TEXT,			/* the span as written, cased by `casing` */
	DELEX_BIND_NUMBER			/* the span's number */
} DelexBindKind;

typedef enum DelexCase
{
	DELEX_CASE_AS_WRITTEN = 0,
	DELEX_CASE_LOWER,
	DELEX_CASE_UPPER
} DelexCase;

typedef struct DelexBinding
{
	DelexBindKind kind;
	char	   *key;			/* the slot's key when recorded (DELEX_BIND_NONE compares it) */
	char	   *literal;		/* the literal of the pair's SQL (not NONE) */
	int			column;			/* STORED: global column index; -1 when unknown here */
	DelexCase	casing;			/* TEXT */
} DelexBinding;

/*
 * Bind each slot of dq (links: its question's) to one of the literals of its SQL
 * (distinct literal texts, as sql_literal_texts gives them): for each literal, the first
 * slot still unbound that stands for it.  bindings[0..dq->n_slots) are filled in.
 */
void		delex_bind(const DelexQuestion *dq, const LinkResult *links,
					   const char *const *literals, int n_literals, DelexBinding *bindings);
void		delex_binding_free(DelexBinding *b);

const char *delex_bind_kind_name(DelexBindKind kind);
bool		delex_bind_kind_by_name(const char *name, DelexBindKind *kind);
const char *delex_case_name(DelexCase casing);
bool		delex_case_by_name(const char *name, DelexCase *casing);

/*
 * The new question's value for each bound slot of a stored pair: values[i] is dt_alloc'ed
 * (NULL for DELEX_BIND_NONE).  dq and links are the new question's; dq->key equals the
 * pair's key, so both have n slots of the same kinds in the same places.  False when the
 * pair does not apply: a NONE slot with other words, a STORED slot whose span links to no
 * value of that column, a NUMBER slot that is not a number.  *why (may be NULL) says which.
 */
bool		delex_fill(const DelexQuestion *dq, const LinkResult *links,
					   const DelexBinding *bindings, int n, char **values, const char **why);

#endif
