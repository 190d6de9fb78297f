/*
 * sql_mentions.h — the columns and stored values a question names that a candidate query
 * leaves out.
 *
 * "List pairs of the owner's first name and the dogs's name": "name" after "dogs's" names
 * dogs.name, and the beam's first candidate answers owners.first_name, owners.last_name,
 * a query in which no column the span names appears.  Such a candidate answers another
 * question.  A mention is a question span with exact, lexicon, abbreviation or measure
 * column links (schema/linking.h, schema/measures.h: "copies" of qty, "suggested retail
 * price" of srp; partial links are too loose: "states" partly names every state_name
 * column, and comment words were not measured); it is left out by a query when
 *   - none of the columns it names appears anywhere in the query, nor one its words link
 *     to by the column's comment ("salespeople" relates to is_employee through the
 *     lexicon and names is_salesperson by its comment), nor, for a lexicon link
 *     to a money or quantity column, any column of that measure ("priced", a relative of
 *     cost, is said by srp: such a word asks for money, not for one column),
 *   - it does not also link to a table the query reads ("makers" names both car_makers
 *     and its column maker: reading the table says it),
 *   - no longer mention around it is used ("ranking" inside "ranking date"), nor, where it
 *     links to no column exactly, does the word before it name exactly a column the query
 *     reads ("retail price": stock.retail is that price, and "price", a lexicon relative
 *     of cost, is said with it), and
 *   - it is not one word that SQL says with an operator or an order ("average",
 *     "total", "number", "highest", ...: "the highest average attendance" is
 *     ORDER BY average, with no column highest).
 *
 * Values likewise: "chinese restaurants in the bay area", where "chinese" is a stored
 * value of restaurant.food_type and "bay area" one of geographic.region, and the beam's
 * first candidate filters on region alone.  A value mention is a question span with exact
 * or lexicon value links (a stored value spelled as the question spells it, or in another
 * form: "asian" ~ 'Asia'; but not a lexicon link to a part of a person's name, which is
 * spelled as it is stored: "priced" is no form of Ms Price); it is left out by a query when
 *   - no value linked from it, or from a span overlapping it, is (part of) a literal of the
 *     query ("mississippi river" links to highlow.lowest_point whole and to
 *     river.river_name by "mississippi": river_name = 'mississippi' says it), nor does
 *     the query group by the value's column and show it where the question names two or
 *     more of its values ("How many men and how many women ...": GROUP BY gender gives
 *     each), and
 *   - it does not also name (exactly or through the lexicon) a table or column the query
 *     reads, alone or inside a longer span ("package option" names package_option, which
 *     stores 'Option'), nor, one word naming part of a date or time column's name, that
 *     column ("shipped" of shipped_date, beside the status 'Shipped'), and
 *   - no column mention the query leaves out spans its words: those are charged once, as
 *     the column they name ("Which employees are paid in euros?": "paid" names
 *     salary_amount and is the stored 'Paid' of a table of constants; a query reading
 *     neither leaves out one mention, not two);
 * overlapping left-out spans count once.
 *
 * Numbers likewise: "Which customers have a credit limit of zero?" answered with the
 * lowest credit limit.  A number of the question (a number token, or an analyst's spelling
 * text/quantities.h reads: "zero", "100k") outside every value link's span (stored values and
 * date phrases are the value mentions above) is left out when no literal of the query (a
 * value or a LIMIT count) equals it or holds its spelling ('2004-01-01' holds 2004).
 *
 * The other way round, a number the query says and the question does not ("status < 10"
 * for "How many orders have been shipped and paid?", "rejectedqty = 3" where 3 is the
 * code of 'Rejected', "avg(unit_price) > 100" out of nowhere) is one the model made up.
 *
 * The answer stage (src/answer/answer_steps.h: left_out_mentions, left_out_values,
 * left_out_numbers, unsaid_numbers) lowers a candidate's score by a fixed amount per left-out mention, of
 * a column, a value or a number, before it orders the candidates.
 */
#ifndef DTFIXUP_SQL_MENTIONS_H
#define DTFIXUP_SQL_MENTIONS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* How many of the question's column mentions ast leaves out (above). */
int			sql_mentions_left_out(const SqlNode *ast, const SchemaGraph *g,
								  const TextTokens *tokens, const LinkResult *links);

/* How many of the question's value mentions ast leaves out (above). */
int			sql_value_mentions_left_out(const SqlNode *ast, const SchemaGraph *g,
										const LinkResult *links);

/* How many of the question's numbers ast leaves out (above). */
int			sql_numbers_left_out(const SqlNode *ast, const TextTokens *tokens,
								 const LinkResult *links);

/* How many distinct numbers ast says that the question does not (above): a number literal
 * other than 0 and 1 that is no number of the question's words (nor a percentage's
 * fraction) and no value a value link gives (a comment's code, a row's number). */
int			sql_numbers_unsaid(const SqlNode *ast, const TextTokens *tokens,
							   const LinkResult *links);

/* A question span, tokens [start, end). */
typedef struct LeftOutSpan
{
	int			start,
				end;
} LeftOutSpan;

/*
 * The value mentions ast leaves out, one span per overlapping run (its first and longest),
 * in question order: at most max into spans; returns how many were stored.
 */
int			sql_value_mentions_left_out_spans(const SqlNode *ast, const SchemaGraph *g,
											  const LinkResult *links, LeftOutSpan *spans,
											  int max);

#endif
