/*
 * measures.c — money and quantity columns, and the question words that ask for them
 * (measures.h).
 */
#include "schema/measures.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"

/* Longest name word looked at (longer words are no measure word). */
#define MEASURE_WORD_MAX 64

static const char *const money_name_words[] = {
	"price", "cost", "amount", "payment", "paid", "fee", "revenue", "salary", "wage",
	"outlay", "msrp", "srp", "charge", "budget", "income", "balance", "advance", "fare",
	"earning", "spent", "profit"
};

/* Words that say money only of a column that can hold cents: total_children and
 * value_points (integers) count things, order_total (numeric) is money. */
static const char *const weak_money_name_words[] = {"value", "total"};

static const char *const quantity_name_words[] = {
	"qty", "quantity", "units", "stock", "slots", "copies"
};

/* Words of selling: a count of items sold in an integer column (ytd_sales), the money
 * taken in a column that can hold cents (store_sales numeric(10,4)), unless another word
 * says units (unit_sales: a quantity). */
static const char *const selling_name_words[] = {"sold", "sales"};

/* Name words that say a column identifies, codes or divides, or counts days (a duration:
 * customers.payment_days, the days a customer has to pay): never a measure. */
static const char *const not_measure_words[] = {
	"id", "no", "number", "code", "key", "rate", "percent", "pct", "ratio", "days"
};

/* Name words that say a column bounds a measure rather than holds one: discounts.lowqty
 * and highqty (the order sizes a discount applies between), jobs.min_salary and
 * max_salary.  Summed or ranked, they answer nothing a question asks. */
static const char *const bound_name_words[] = {
	"low", "high", "min", "max", "minimum", "maximum", "lower", "upper",
	/* a level stock is kept at or reordered at: safetystock, reorder_level, target_stock_level */
	"safety", "reorder", "target"
};

static const char *const money_question_words[] = {
	"revenue", "revenues", "income", "incomes", "spent", "spend", "spends", "spending",
	"earned", "earn", "earns", "earning", "earnings", "worth", "paid", "pay", "pays",
	"paying", "price", "prices", "priced", "pricey", "pricier", "priciest", "expensive",
	"costly", "cheap", "cheaper", "cheapest", "cost", "costs", "costing", "dollar",
	"dollars", "$", "money", "free", "charge", "charges", "charged", "fee", "fees", "turnover",
	"takings", "profit", "profits", "profitable", "value"
};

/* Money words that ask for the money taken, spent or earned over many rows, not for the
 * price of one thing: a sum, where a count of rows was decoded ("Which customer has spent
 * the most?"). */
static const char *const takings_question_words[] = {
	"revenue", "revenues", "income", "incomes", "spent", "spend", "spends", "spending",
	"spender", "spenders", "earned", "earn", "earns", "earnings", "paid", "pay", "pays",
	"paying", "turnover", "takings", "money", "sales", "value"
};

/* Words after "sales" that make it name people, a place or a record, not money ("sales
 * reps", "the most sales orders"). */
static const char *const sales_of_people_words[] = {
	"rep", "reps", "representative", "representatives", "person", "people", "staff", "team",
	"department", "manager", "managers", "region", "regions", "territory", "office", "offices",
	"order", "orders", "invoice", "invoices", "document", "documents"
};

/* Name words of a money column that hold the price of one thing (unit_price, price_each,
 * msrp), which a quantity beside it multiplies into money taken. */
static const char *const price_name_words[] = {"price", "msrp", "srp", "fee", "fare"};

/* Name words of a money column that hold money taken (store_sales, revenue, amount_paid),
 * rather than a cost of it (store_cost) or a part of it (freight, tax). */
static const char *const takings_name_words[] = {
	"sales", "revenue", "income", "turnover", "takings", "paid", "payment", "earning"
};

/* Words of spending, and the name words of what a person earns: a customer's income or an
 * employee's salary is no money they spent with us ("Which customer has spent the most?"
 * over customers.income and orders.totalamount asks for the orders). */
static const char *const spending_question_words[] = {
	"spent", "spend", "spends", "spending", "spender", "spenders"
};
static const char *const earnings_name_words[] = {"income", "salary", "wage", "earning"};

static const char *const quantity_question_words[] = {
	"copies", "units", "quantity", "quantities", "pieces"
};

static const char *const selling_question_words[] = {
	"sales", "sold", "sell", "sells", "selling", "seller", "sellers", "bestseller",
	"bestsellers", "bestselling"
};

#define N_OF(a) ((int) (sizeof(a) / sizeof((a)[0])))

static bool
in_list(const char *w, const char *const *list, int n)
{
	for (int i = 0; i < n; i++)
		if (strcmp(w, list[i]) == 0)
			return true;
	return false;
}

bool
measure_name_word_rules_out(const char *w)
{
	return in_list(w, not_measure_words, N_OF(not_measure_words));
}

/* Whether word starts or ends with one of list's words ("membercost", "price_each"'s
 * "price", "unitprice"). */
static bool
word_has(const char *word, const char *const *list, int n)
{
	size_t		len = strlen(word);

	for (int i = 0; i < n; i++)
	{
		size_t		k = strlen(list[i]);

		if (len >= k && (strncmp(word, list[i], k) == 0 || strcmp(word + len - k, list[i]) == 0))
			return true;
	}
	return false;
}

/* Whether name word w rules out any measure: it identifies, codes or divides, or it says a
 * bound. */
static bool
word_says_no_measure(const char *w)
{
	return measure_name_word_rules_out(w) || in_list(w, bound_name_words, N_OF(bound_name_words));
}

/* Whether whole (a name written as one word) is a bound word followed by a measure word:
 * "lowqty", "maxprice". */
static bool
whole_name_bounds(const char *whole)
{
	for (int i = 0; i < N_OF(bound_name_words); i++)
	{
		size_t		k = strlen(bound_name_words[i]);
		const char *rest = whole + k;

		if (strncmp(whole, bound_name_words[i], k) == 0 && *rest != '\0' &&
			(word_has(rest, money_name_words, N_OF(money_name_words)) ||
			 word_has(rest, quantity_name_words, N_OF(quantity_name_words))))
			return true;
	}
	return false;
}

/* The column's name words, lower case, with its whole name as one more word (a compound
 * the catalog keeps whole, "initialoutlay", is read both ways). */
static MeasureKind
measure_kind_of_words(const SgColumn *col)
{
	bool		money = false,
				weak_money = false,
				quantity = false,
				selling = false,
				per = false;
	char		whole[MEASURE_WORD_MAX + 1];
	int			n = 0;

	for (const char *p = col->name; *p != '\0' && n < MEASURE_WORD_MAX; p++)
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z'))
			whole[n++] = (char) (*p | 0x20);
	whole[n] = '\0';
	if (whole_name_bounds(whole))
		return MEASURE_NONE;
	for (int i = -1; i < col->n_words; i++)
	{
		const char *w = i < 0 ? whole : col->words[i];

		if (strlen(w) > MEASURE_WORD_MAX)
			continue;
		if (i >= 0 && word_says_no_measure(w))
			return MEASURE_NONE;
		money = money || word_has(w, money_name_words, N_OF(money_name_words));
		weak_money = weak_money || word_has(w, weak_money_name_words, N_OF(weak_money_name_words));
		quantity = quantity || word_has(w, quantity_name_words, N_OF(quantity_name_words));
		selling = selling || word_has(w, selling_name_words, N_OF(selling_name_words));
		per = per || (i >= 0 && strcmp(w, "per") == 0);
	}
	if (money || (weak_money && !schema_graph_column_holds_integers(col)) ||
		(selling && !quantity && schema_graph_column_holds_fractions(col)))
		return MEASURE_MONEY;
	/* a quantity per something is a pack's size (quantity_per_outer), no quantity of the
	 * row to add up */
	return (quantity || selling) && !per ? MEASURE_QUANTITY : MEASURE_NONE;
}

MeasureKind
measure_kind_of(const SchemaGraph *g, int c)
{
	const SgColumn *col = &g->columns[c];

	if (col->type_class != SG_TYPE_NUMBER || col->primary_key || schema_graph_column_is_foreign_key(g, c))
		return MEASURE_NONE;
	if (col->type_name != NULL && strncmp(col->type_name, "money", 5) == 0)
		return MEASURE_MONEY;
	return measure_kind_of_words(col);
}

/* Whether name word w says what is in stock now: "hand", "onhand", "instock". */
static bool
says_stock_now(const char *w)
{
	return strcmp(w, "hand") == 0 || strcmp(w, "onhand") == 0 || strcmp(w, "instock") == 0;
}

/* Whether name word w says stock: it starts with "stock" or "inventor", or says what is in
 * stock now. */
static bool
says_stock(const char *w)
{
	return strncmp(w, "stock", 5) == 0 || strncmp(w, "inventor", 8) == 0 || says_stock_now(w);
}

/* Whether column c's own name says stock (0), says no measure or is no number (-1), or
 * neither (1). */
static int
name_says_stock(const SchemaGraph *g, int c)
{
	const SgColumn *col = &g->columns[c];
	bool		stock = false;

	if (col->type_class != SG_TYPE_NUMBER || col->primary_key ||
		schema_graph_column_is_foreign_key(g, c) || measure_kind_of(g, c) == MEASURE_MONEY)
		return -1;
	for (int w = 0; w < col->n_words; w++)
	{
		if (word_says_no_measure(col->words[w]))
			return -1;
		stock = stock || says_stock(col->words[w]);
	}
	return stock ? 0 : 1;
}

/* Whether table t holds a quantity column whose own name says no stock (order lines'
 * quantity). */
static bool
holds_plain_quantity(const SchemaGraph *g, int t)
{
	for (int c = g->tables[t].first_column; c < g->tables[t].first_column + g->tables[t].n_columns; c++)
		if (measure_kind_of(g, c) == MEASURE_QUANTITY && name_says_stock(g, c) == 1)
			return true;
	return false;
}

/*
 * Whether table t is a priced catalogue that lines count from: it holds one price
 * (product.unit_price), and a table that refers to it by a declared key holds a quantity
 * of its own (sales_order_items.quantity).  Its own plain quantity is then what it holds,
 * not what was sold: what was sold is on the lines.
 */
static bool
catalogue_counted_by_lines(const SchemaGraph *g, int t)
{
	int			n_prices = 0;

	for (int c = g->tables[t].first_column; c < g->tables[t].first_column + g->tables[t].n_columns; c++)
		if (measure_column_is_price(g, c))
			n_prices++;
	if (n_prices != 1)
		return false;
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		const SgForeignKey *fk = &g->foreign_keys[k];

		if (!fk->implied && fk->ref_table == t && fk->table != t && holds_plain_quantity(g, fk->table))
			return true;
	}
	return false;
}

bool
measure_column_holds_stock(const SchemaGraph *g, int c)
{
	const SgColumn *col = &g->columns[c];
	const SgTable *tab = &g->tables[col->table];
	int			own = name_says_stock(g, c);

	if (own <= 0)
		return own == 0;
	/* a quantity of a table of stock (productinventory.quantity), or of a catalogue that
	 * lines count from (product.quantity beside sales_order_items.quantity), not one sold
	 * (inventory.sales), nor one per package, nor beside a column whose own name says stock
	 * (inventory.quan_in_stock) */
	if (measure_kind_of(g, c) != MEASURE_QUANTITY)
		return false;
	for (int w = 0; w < col->n_words; w++)
		if (word_has(col->words[w], selling_name_words, N_OF(selling_name_words)) ||
			strcmp(col->words[w], "per") == 0)
			return false;
	for (int o = tab->first_column; o < tab->first_column + tab->n_columns; o++)
		if (o != c && name_says_stock(g, o) == 0)
			return false;
	for (int w = 0; w < tab->n_words; w++)
		if (says_stock(tab->words[w]))
			return true;
	return catalogue_counted_by_lines(g, col->table);
}

int
measure_stock_rank(const SchemaGraph *g, int c)
{
	const SgColumn *col = &g->columns[c];

	if (name_says_stock(g, c) != 0)
		return 0;
	for (int w = 0; w < col->n_words; w++)
		if (says_stock_now(col->words[w]) ||
			(w > 0 && strcmp(col->words[w - 1], "in") == 0 && strncmp(col->words[w], "stock", 5) == 0))
			return 2;
	return 1;
}

MeasureKind *
measure_columns_find(const SchemaGraph *g)
{
	MeasureKind *out = dt_new_array(MeasureKind, g->n_columns + 1);

	for (int c = 0; c < g->n_columns; c++)
		out[c] = measure_kind_of(g, c);
	return out;
}

unsigned
measure_word_kinds(const TextTokens *q, int i)
{
	const char *w = q->tokens[i].text;

	if (in_list(w, money_question_words, N_OF(money_question_words)))
		return MEASURE_BIT(MEASURE_MONEY);
	if (in_list(w, quantity_question_words, N_OF(quantity_question_words)))
		return MEASURE_BIT(MEASURE_QUANTITY);
	if (in_list(w, selling_question_words, N_OF(selling_question_words)))
		return MEASURE_BIT(MEASURE_MONEY) | MEASURE_BIT(MEASURE_QUANTITY);
	return 0;
}

bool
measure_word_says_stock(const TextTokens *q, int i)
{
	return text_token_is(q, i, "stock") || text_token_is(q, i, "inventory") ||
		(text_token_is(q, i, "hand") && text_token_is(q, i - 1, "on"));
}

bool
measure_word_asks_takings(const TextTokens *q, int i)
{
	const char *w = q->tokens[i].text;

	if (!in_list(w, takings_question_words, N_OF(takings_question_words)))
		return false;
	return strcmp(w, "sales") != 0 || i + 1 >= q->n ||
		!in_list(q->tokens[i + 1].text, sales_of_people_words, N_OF(sales_of_people_words));
}

/* Whether a word of column c's name (of a measure word's length) has a word of list
 * (unit_price, totalsales, annual_income). */
static bool
name_has_word_of(const SchemaGraph *g, int c, const char *const *list, int n)
{
	const SgColumn *col = &g->columns[c];

	for (int w = 0; w < col->n_words; w++)
		if (strlen(col->words[w]) <= MEASURE_WORD_MAX && word_has(col->words[w], list, n))
			return true;
	return false;
}

bool
measure_column_is_price(const SchemaGraph *g, int c)
{
	return measure_kind_of(g, c) == MEASURE_MONEY &&
		name_has_word_of(g, c, price_name_words, N_OF(price_name_words));
}

bool
measure_column_is_takings(const SchemaGraph *g, int c)
{
	return measure_kind_of(g, c) == MEASURE_MONEY && !measure_column_is_price(g, c) &&
		name_has_word_of(g, c, takings_name_words, N_OF(takings_name_words));
}

/* Whether the name of column c holds one of parts. */
static bool
name_holds(const SchemaGraph *g, int c, const char *const *parts)
{
	for (int k = 0; parts[k] != NULL; k++)
		if (strstr(g->columns[c].name, parts[k]) != NULL)
			return true;
	return false;
}

MeasurePrice
measure_price_kind(const SchemaGraph *g, int c)
{
	static const char *const cost[] = {"cost", "buy", "purchase", NULL};
	static const char *const list[] = {"list", "msrp", "retail", "srp", "sell", NULL};

	if (measure_kind_of(g, c) != MEASURE_MONEY || measure_column_is_takings(g, c))
		return MEASURE_PRICE_NONE;
	if (name_holds(g, c, cost))
		return MEASURE_PRICE_COST;
	if (name_holds(g, c, list))
		return MEASURE_PRICE_LIST;
	return measure_column_is_price(g, c) ? MEASURE_PRICE_PLAIN : MEASURE_PRICE_NONE;
}

int
measure_one_price(const SchemaGraph *g, int t, MeasurePrice kind)
{
	const SgTable *tab = &g->tables[t];
	int			found = -1;

	for (int c = tab->first_column; c < tab->first_column + tab->n_columns; c++)
	{
		MeasurePrice k = measure_price_kind(g, c);

		if (k == MEASURE_PRICE_NONE || (kind != MEASURE_PRICE_NONE && k != kind))
			continue;
		if (found >= 0)
			return -1;
		found = c;
	}
	return found;
}

/* Whether name word w says a record's whole amount: it starts with "total" or "amount"
 * (order_total, totaldue, amount; not subtotal). */
static bool
says_total(const char *w)
{
	return strncmp(w, "total", 5) == 0 || strncmp(w, "amount", 6) == 0;
}

/* Name words of an amount that is a part of a record's whole: gross_amount beside
 * net_amount and tax_amount is the whole (a sales order's). */
static const char *const part_amount_words[] = {"net", "tax", "vat", "freight", "shipping",
"discount"};

/* Whether column c is named an amount and a part of the whole (net_amount, tax_amount). */
static bool
names_part_amount(const SgColumn *col)
{
	for (int w = 0; w < col->n_words; w++)
		if (in_list(col->words[w], part_amount_words, N_OF(part_amount_words)))
			return true;
	return false;
}

int
measure_table_total(const SchemaGraph *g, int t)
{
	const SgTable *table = &g->tables[t];
	int			found = -1;

	for (int c = table->first_column; c < table->first_column + table->n_columns; c++)
	{
		const SgColumn *col = &g->columns[c];
		bool		total = measure_column_is_takings(g, c);

		/* an amount that is a part of the whole (net and tax beside gross; a freight) is
		 * not the whole; money taken is (net_sales) */
		if (measure_kind_of(g, c) != MEASURE_MONEY || measure_column_is_price(g, c) ||
			(!total && names_part_amount(col)))
			continue;
		for (int w = 0; w < col->n_words && !total; w++)
			total = says_total(col->words[w]);
		if (!total)
			continue;
		if (found >= 0)
			return -1;
		found = c;
	}
	return found;
}

bool
measure_column_is_earnings(const SchemaGraph *g, int c)
{
	return measure_kind_of(g, c) == MEASURE_MONEY &&
		name_has_word_of(g, c, earnings_name_words, N_OF(earnings_name_words));
}

/* Whether measure word i may stand for column c: a word of spending or selling not for
 * earnings (what we sell is no one's salary), a word of selling not for a stock (what is
 * held is not what was sold). */
static bool
word_may_measure(const SchemaGraph *g, const TextTokens *q, int i, int c)
{
	const char *w = q->tokens[i].text;
	bool		selling = in_list(w, selling_question_words, N_OF(selling_question_words));

	if ((selling || in_list(w, spending_question_words, N_OF(spending_question_words))) &&
		measure_column_is_earnings(g, c))
		return false;
	return !selling || !measure_column_holds_stock(g, c);
}

/* Whether token i links already (through a link made before this step) to a measure
 * column of one of kinds, or is one word of a phrase that names a table or column ("sales
 * reps" of sales_rep_employee_number: the phrase names a person, not an amount). */
static bool
links_already(const LinkResult *links, int n_links, int i, const MeasureKind *kind,
			  unsigned kinds)
{
	for (int k = 0; k < n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->token_start > i || i >= l->token_end ||
			(l->kind != LINK_COLUMN && l->kind != LINK_TABLE))
			continue;
		if (l->token_end - l->token_start > 1)
			return true;
		if (l->kind == LINK_COLUMN && (kinds & MEASURE_BIT(kind[l->column])) != 0)
			return true;
	}
	return false;
}

/* The measure kinds (MEASURE_BIT) of the columns the first n_links links name: by the
 * whole name, the lexicon, an abbreviation or a comment (a part of a name says less:
 * "sales" of ytd_sales in "the sales rep"). */
static unsigned
kinds_named(const LinkResult *links, int n_links, const MeasureKind *kind)
{
	unsigned	named = 0;

	for (int k = 0; k < n_links; k++)
		if (links->links[k].kind == LINK_COLUMN && links->links[k].column >= 0 &&
			links->links[k].match != LINK_PARTIAL)
			named |= MEASURE_BIT(kind[links->links[k].column]);
	return named;
}

/* Whether a word within MEASURE_NEIGHBOUR_REACH of token i (not i itself) links in part,
 * through the first n_links links, to measure column c ("order value": "order" of
 * order_total). */
static bool
neighbour_names_part_of(const LinkResult *links, int n_links, int i, int c)
{
	for (int k = 0; k < n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind == LINK_COLUMN && l->column == c && l->match == LINK_PARTIAL &&
			l->token_end - l->token_start == 1 && l->token_start != i &&
			abs(l->token_start - i) <= MEASURE_NEIGHBOUR_REACH)
			return true;
	}
	return false;
}

/* Whether some measure column of kinds is named in part next to token i. */
static bool
neighbours_name_a_measure(const LinkResult *links, int n_links, int i, const MeasureKind *kind,
						  unsigned kinds, int n_columns)
{
	for (int c = 0; c < n_columns; c++)
		if (kind[c] != MEASURE_NONE && (kinds & MEASURE_BIT(kind[c])) != 0 &&
			neighbour_names_part_of(links, n_links, i, c))
			return true;
	return false;
}

/* Where g has more money columns than MEASURE_LINKS_MAX (count, per kind), the tables'
 * totals (measure_table_total) stand for them when there are 1 to MEASURE_LINKS_MAX of
 * those: "Which customer has spent the most with us?" on a schema of prices, costs, limits
 * and the parts of an order's amount asks for the orders' totals.  Per graph column,
 * whether it is one (dt_alloc'ed); NULL when they do not stand for the money columns. */
static bool *
money_totals(const SchemaGraph *g, const int *count)
{
	bool	   *total;
	int			n = 0;

	if (count[MEASURE_MONEY] <= MEASURE_LINKS_MAX)
		return NULL;
	total = dt_new_array(bool, g->n_columns + 1);
	for (int t = 0; t < g->n_tables; t++)
	{
		int			c = measure_table_total(g, t);

		if (c >= 0)
		{
			total[c] = true;
			n++;
		}
	}
	if (n < 1 || n > MEASURE_LINKS_MAX)
	{
		dt_free(total);
		return NULL;
	}
	return total;
}

void
link_measure_words(const SchemaGraph *g, const TextTokens *q, LinkResult *out)
{
	MeasureKind *kind = NULL;
	bool	   *totals = NULL;
	int			count[3] = {0, 0, 0};
	int			n_before = out->n_links;
	unsigned	named = 0;

	for (int i = 0; i < q->n; i++)
	{
		unsigned	kinds = measure_word_kinds(q, i);
		bool		near;

		if (kinds == 0)
			continue;
		if (kind == NULL)
		{
			kind = measure_columns_find(g);
			for (int c = 0; c < g->n_columns; c++)
				count[kind[c]]++;
			named = kinds_named(out, n_before, kind);
			totals = money_totals(g, count);
		}
		/* a question that names a measure column of the kind ("the charge amount of the
		 * most expensive charge type") says which one: the word adds nothing */
		kinds &= ~named;
		if (kinds == 0 || links_already(out, n_before, i, kind, kinds))
			continue;
		/* "the average order value": a word next to it names one of them in part (the
		 * view's order_total), which says which */
		near = neighbours_name_a_measure(out, n_before, i, kind, kinds, g->n_columns);
		for (int c = 0; c < g->n_columns; c++)
			if (kind[c] != MEASURE_NONE && (kinds & MEASURE_BIT(kind[c])) != 0 &&
				(near ? neighbour_names_part_of(out, n_before, i, c) :
				 count[kind[c]] <= MEASURE_LINKS_MAX || (totals != NULL && totals[c])) &&
				word_may_measure(g, q, i, c))
				link_result_add(out, LINK_COLUMN, LINK_MEASURE, i, i + 1, g->columns[c].table,
								c, NULL);
	}
	dt_free(kind);
	dt_free(totals);
}

/* Whether token i is part of a value link of links that names a stored value: one of its
 * several words, or a word with a capital inside the sentence. */
static bool
word_of_named_value(const TextTokens *q, const LinkResult *links, int i)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind != LINK_VALUE || l->token_start > i || i >= l->token_end)
			continue;
		if (l->token_end - l->token_start > 1 || (i > 0 && q->tokens[i].initial_capital))
			return true;
	}
	return false;
}

void
link_measure_words_drop_values(const TextTokens *q, LinkResult *out)
{
	int			kept = 0;

	for (int k = 0; k < out->n_links; k++)
	{
		SchemaLink *l = &out->links[k];

		if (l->match == LINK_MEASURE && word_of_named_value(q, out, l->token_start))
			continue;			/* a measure link holds no value to free */
		out->links[kept++] = *l;
	}
	out->n_links = kept;
}
