/*
 * event_verbs.h — the words a date column's name uses for the event a verb says.
 *
 * "How many people left the company in 2020?" dates a leaving: the column is exitdate,
 * not the start date the model took; "Who was born in 1953?" dates a birth (birth_date);
 * "How many orders were paid in March?" a payment (payment_date).  A verb of an event,
 * in the forms a question uses ("left", "born", "paid"), gives the starts of the words a
 * column's name uses for that event ("exit", "leav", "termination", "end"); the verb's own
 * stem matches through the column's links (sql_verb_dates.h), these the names the verb's
 * stem does not reach.
 * Pure: no PostgreSQL, no allocation.
 */
#ifndef DTFIXUP_TEXT_EVENT_VERBS_H
#define DTFIXUP_TEXT_EVENT_VERBS_H

#include <stdbool.h>

/* Whether word (lower case) is a form of an event verb the list knows. */
bool		text_is_event_verb(const char *word);

/* Whether a column's name word (lower case) names the event of the verb word: it starts
 * with one of the verb's event words. */
bool		text_event_verb_names(const char *verb, const char *name_word);

#endif
