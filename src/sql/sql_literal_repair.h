/*
 * sql_literal_repair.h — a candidate query whose text literals say no value the question
 * links to their column: repaired from the stored values the question names, or dropped.
 *
 * "how many states does the mississippi river run through": the beam's candidates compare
 * river_name with 'mississippi river', which no river is named, while the question's value
 * links say that "mississippi" is a stored river_name.  "how many cities are there in the
 * us": every candidate filters on country_name = 'us', a word the database holds nowhere
 * (GeoQuery stores 'usa').  The value check (src/answer/answer_steps.h) fails such
 * candidates, and when every one fails it answers with the best of them: a query that
 * returns nothing.  A repaired copy of a candidate changes, in the WHERE of each of its
 * SELECTs where that WHERE is a comparison or an AND of conditions (no OR or NOT at its
 * top), each comparison "column = 'text literal'" thus:
 *   - kept as it is when the literal holds a value the user named (a quoted span or the
 *     word after "named": sql_named_values.h), or when a value link of the question to
 *     that column (exact or through the lexicon) has the literal as its stored value;
 *   - else its literal becomes the stored value of such a link that has the literal's
 *     words spelt otherwise ('Switzerland' -> 'SWITZERLAND': = tells the two apart);
 *   - else its literal becomes a value of that column the question links to, stored as
 *     the database spells it, when the literal's words hold that value's words or the
 *     words of the question span it was linked from ('mississippi river' ->
 *     'mississippi', 'asian' -> 'Asia'); of several, the longest;
 *   - else, when a value link (exact or through the lexicon) says another column stores
 *     the literal's words exactly ("How many orders has Danielle Greene taken?":
 *     order_mode = 'Danielle', where 'Danielle' is a stored first_name), the comparison is
 *     dropped where another operand of the same AND reads that column already, else
 *     compared with that column, as stored, where the SELECT's FROM reads its table once
 *     (employees joined), else kept; of several such columns, the first whose table the
 *     SELECT reads ('CA' for "California": a customer's, a region's or a store's state);
 *     where no such column takes the comparison (none stores the literal, or none the
 *     query reaches by its keys), and the question links one value to the
 *     compared column (exact or through the lexicon) that shares no word run with the
 *     literal, the literal becomes that value ("Which employees are paid in euros?":
 *     currency = 'Paid', a word of a table no key reaches, becomes currency = 'EUR',
 *     which "euros" links; not of two values linked there, nor for a literal inside the
 *     value: 'Jackie93' of 'Jackie93 Okuneva707');
 *   - else, where no value link of the question shares a word run with the literal, and the
 *     literal is one question word read as a number ("zero", "12"), that number is compared
 *     with the one column of the compared column's table that holds amounts (a number
 *     column that is no identifier): "Which orders have a payment of zero?" decoded
 *     payment_method = 'zero' gets amount = 0;
 *   - else the comparison is dropped when no value link of the question, to any column,
 *     shares a word run with the literal either way (one holding the other): the literal
 *     says a question word that no column stores ('us', 'united').
 * A "column LIKE 'pattern'" (or ILIKE) is kept or dropped by the same tests on the
 * pattern's words, never given another pattern: "orders between 1 June and 31 August
 * 2007" decoded with order_mode LIKE '%31 August 2007%' beside the range on order_date
 * (the column the date phrase is linked to) loses the LIKE.
 * A comparison "column = <integer>" where the question links that number as a stored value
 * of key columns (a row's number: "Who placed order 1012?" decoded with tax = 1012, the
 * number linked to orders.orderid) and column is no key is compared with the key instead
 * (the first whose table the SELECT reads once, else the first its keys lead to).
 * A comparison a repair makes equal to another operand of the same AND is dropped, not
 * repeated.  Only the literals are looked at, not the database: the copy then competes in
 * the value check like any candidate, so where a candidate's own literals are stored it
 * keeps its higher score.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_LITERAL_REPAIR_H
#define DTFIXUP_SQL_LITERAL_REPAIR_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_named_values.h"
#include "text/tokenizer.h"

/*
 * The question's side of repair (the keys of its value links' stored values and spans,
 * beside its named values), made once and used for each of its candidates.  tokens, links
 * and named (the question's named values: sql_named_values.h) must outlive it.  NULL when
 * g, tokens, links or named is NULL (apply then repairs nothing).
 */
typedef struct LiteralRepair LiteralRepair;

LiteralRepair *sql_literal_repair_begin(const SchemaGraph *g, const TextTokens *tokens,
										const LinkResult *links, const NamedValues *named);

/* A new AST: ast with its literals repaired or dropped as above; NULL when nothing
 * changes.  ast is not changed. */
SqlNode    *sql_literal_repair_apply(const LiteralRepair *r, const SqlNode *ast);
void		sql_literal_repair_end(LiteralRepair *r);

/* begin, apply and end for one candidate (tests; a caller with several candidates keeps
 * one LiteralRepair). */
SqlNode    *sql_repair_literals(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
								const LinkResult *links);

#endif
