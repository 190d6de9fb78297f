/*
 * negating_prefix.h — a word that negates another with a prefix: "inactive", "unpaid",
 * "nonprofit".
 *
 * Flags are named by the affirmative word (active, paid, activeflag) and asked for by
 * either: "Which vendors are inactive?" means activeflag = FALSE.  The linker links such a
 * word to a flag column of the word it negates (schema/linking.h, LINK_NEGATED) and the
 * answer stage reads the link as negated (sql/sql_negations.h).
 * Pure: no PostgreSQL, no allocation.
 */
#ifndef DTFIXUP_TEXT_NEGATING_PREFIX_H
#define DTFIXUP_TEXT_NEGATING_PREFIX_H

/* Shortest word a prefix may negate ("unit" is no negated "it"). */
#define TEXT_NEGATED_MIN_LENGTH 4

/* The length of the prefix ("non", "un", "in") by which word (lower case) negates the
 * rest of it, when the rest has at least TEXT_NEGATED_MIN_LENGTH letters; 0 otherwise.
 * Whether the rest is a word is for the caller to find (a name word it matches). */
int			text_negating_prefix(const char *word);

#endif
