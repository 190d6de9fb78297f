/*
 * side_dates.h — the dates of a row that a question means only when it says so.
 *
 * A date phrase ("in July 2003") dates the events a table records: an order's orderdate, a
 * product's sellstartdate, a member's joindate.  Two kinds of date column sit beside those
 * in real schemas and are almost never what such a phrase means:
 *   - an edit stamp, the time a row was last changed (AdventureWorks' modifieddate, a DVD
 *     shop's last_update, a web application's updated_at), kept for the database's own
 *     bookkeeping: a date or time column whose name, lower-cased with its underscores out,
 *     holds "modif", "updat" or "lastchang", of a table with a date or time column that is
 *     no stamp (a table whose one date is its stamp keeps it as its date);
 *   - a person's birth date (birth_date, birthdate, dob): a date or time column whose name
 *     holds "birth" or is "dob";
 *   - a person's death date (Synthea's patients.deathdate, date_of_death): a date or time
 *     column whose name holds "death" or "deceased".
 * A question means one by saying so: a change ("modified", "updated", "changed", "edited"),
 * a birth or an age ("born", "birthday", "age", "old", "youngest" ...), or a death
 * ("died", "death", "dead", "deceased"): "Which patients came to the emergency room in
 * 2023?" dates the visits, not the patients' deaths.
 *
 * Read by the date phrases' links (linking.h: a date links to a side date only where a
 * word says it), the one date of a table and the date a "when" question is answered with
 * (edit stamps only: sql/sql_current_rows.h, answer/answer_when.h; "the oldest employee"
 * still ranks by the birth date) and the answer stage's cost of a side date read where the
 * question says none (sql/sql_unsaid_dates.h).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SCHEMA_SIDE_DATES_H
#define DTFIXUP_SCHEMA_SIDE_DATES_H

#include <stdbool.h>

#include "schema/schema_graph.h"
#include "text/tokenizer.h"

typedef enum SideDate
{
	SIDE_DATE_NONE = 0,			/* an event's date, or no date */
	SIDE_DATE_EDIT_STAMP,
	SIDE_DATE_BIRTH,
	SIDE_DATE_DEATH,
	SIDE_DATE_KINDS
} SideDate;

/* Which kinds of side date a question's words say: said[kind] (above).  An event's date
 * needs no word: said[SIDE_DATE_NONE] is always true.  Found once per question. */
typedef struct SideDatesSaid
{
	bool		said[SIDE_DATE_KINDS];
} SideDatesSaid;

/* Which side date graph column c is (above). */
SideDate	schema_side_date(const SchemaGraph *g, int c);

/* The kinds of side date a word of tokens says (above). */
SideDatesSaid schema_side_dates_said(const TextTokens *tokens);

#endif
