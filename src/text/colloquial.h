/*
 * colloquial.h — the full forms of short words people type in questions.
 *
 * Analysts type "avg salary per dept", "qty sold", "3 yrs old", "how many docs"; the
 * general model was trained on questions that spell these out, so its vocabulary knows
 * "average", "department", "quantity", "years", "documents" but not the short forms, and
 * reads them by their letters alone.  text_colloquial_full_form gives the full word for a
 * short form of everyday English (not a schema's own abbreviation: those link to the
 * schema's names through text/abbreviation.h), and the encoder reads a word its vocabulary
 * does not know as that full word (model/parser_encoder.c).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_TEXT_COLLOQUIAL_H
#define DTFIXUP_TEXT_COLLOQUIAL_H

#include "text/tokenizer.h"

/* The full form of word (any case: "Avg" -> "average"), or NULL when it is no short form
 * of the list. */
const char *text_colloquial_full_form(const char *word);

/* "highest" or "lowest" where token i is "best" or "worst" rating pay ("the three
 * best-paid people", "worst paid"): Spider's training questions say "highest paid", and
 * the model reads "best" before "paid" as no ranking of the pay ("salary BETWEEN (SELECT
 * max(salary) ...) AND 3"); NULL otherwise. */
const char *text_colloquial_pay_superlative(const TextTokens *tokens, int i);

#endif
