/*
 * answer_names.c — people and things answered by their names (answer_names.h): the asking
 * word, an output column widened to the names of its table instance, and each named once.
 * The rewrites that reach the asked rows through keys are in answer_names_keys.c.
 */
#include "answer/answer_names.h"

#include <string.h>

#include "answer/answer_names_internal.h"
#include "common/alloc.h"
#include "schema/measures.h"
#include "sql/sql_named_values.h"
#include "text/sex_words.h"
#include "text/stemmer.h"

/* Whether token i asks "who": "who" or "whom" that starts the question or a clause ("Who
 * manages ...?", "Tell me who ..."), not one that follows the noun it is about ("the vet
 * who did it", "students who have a cat": those ask for the noun's rows). */
static bool
asks_who(const TextTokens *tokens, int i)
{
	static const char *const before[] = {"and", "but", "me", "us", "tell", "know", "show", "see",
	"out", "find", "list", NULL};

	if (!text_token_is(tokens, i, "who") && !text_token_is(tokens, i, "whom"))
		return false;
	return i == 0 || tokens->tokens[i - 1].kind == TEXT_TOKEN_PUNCT ||
		text_word_in_list(tokens->tokens[i - 1].text, before);
}

/*
 * The last word of "What was our" / "What is the" that starts the question: "What was our
 * largest order?" asks for an order as "Which order was our largest?" does.  The words
 * after it are read as those after "which" (a table word among the next
 * NAMES_TABLE_WINDOW).  -1 when the question does not start so.
 */
static int
asks_what_thing(const TextTokens *tokens)
{
	static const char *const be[] = {"is", "was", "are", "were", NULL};
	static const char *const determiners[] = {"the", "our", "my", "your", "their", "a", "an",
	NULL};
	int			i = 2;

	if (!text_token_is(tokens, 0, "what") || tokens->n < 3 ||
		!text_word_in_list(tokens->tokens[1].text, be))
		return -1;
	while (i < tokens->n && text_word_in_list(tokens->tokens[i].text, determiners))
		i++;
	return i > 2 ? i - 1 : -1;
}

/* The asking word "which" at token i, or the last word of "which of our" / "which of the"
 * there: "Which of our Pennsylvania customers ...?" asks for customers as "Which
 * Pennsylvania customers ...?" does. */
static int
which_of_our(const TextTokens *tokens, int i)
{
	static const char *const determiners[] = {"our", "the", "these", "those", "your", "my",
	"their", "all", NULL};

	if (text_token_is(tokens, i, "which") && text_token_is(tokens, i + 1, "of") &&
		i + 2 < tokens->n && text_word_in_list(tokens->tokens[i + 2].text, determiners))
		return i + 2;
	return i;
}

/* The "s" of a possessive ("<words>'s") within NAMES_TABLE_WINDOW words (and the "'")
 * after the asking word at i, when a word follows it: "List the Finance department's staff
 * ..." asks for the staff, the words after it, as "List the staff ..." does.  i when there
 * is none.  Only for a list: "Which customer's orders ...?" asks which customer. */
static int
past_possessive(const TextTokens *tokens, int i)
{
	for (int k = i + 2; k <= i + NAMES_TABLE_WINDOW + 2 && k + 1 < tokens->n; k++)
		if (text_token_is(tokens, k, "s") && tokens->tokens[k - 1].kind == TEXT_TOKEN_PUNCT &&
			tokens->tokens[k + 1].kind == TEXT_TOKEN_WORD)
			return k;
	return i;
}

/* Whether the question starts "What <noun>": "What department has the most employees?"
 * asks for a department as "Which department ...?" does; "What is", "What did" ... do
 * not. */
static bool
what_noun(const TextTokens *tokens)
{
	static const char *const verbs[] = {"is", "was", "are", "were", "do", "does", "did", "has",
		"have", "had", "can", "could", "will", "would", "should", "s", "re", NULL};

	return text_token_is(tokens, 0, "what") && tokens->n > 1 &&
		tokens->tokens[1].kind == TEXT_TOKEN_WORD &&
		!text_word_in_list(tokens->tokens[1].text, verbs);
}

/* Whether "list" at token i asks for a list ("List the customers ...", "Give me a list of
 * ..."), not the first word of a list price ("the average list price of products in each
 * category"). */
static bool
asks_list(const TextTokens *tokens, int i)
{
	return text_token_is(tokens, i, "list") && !text_token_is(tokens, i + 1, "price") &&
		!text_token_is(tokens, i + 1, "prices");
}

/* Whether a column link (not a partial one) starts in tokens [start, end). */
static bool
column_named_in(const LinkResult *links, int start, int end)
{
	for (int k = 0; links != NULL && k < links->n_links; k++)
		if (links->links[k].kind == LINK_COLUMN && links->links[k].match != LINK_PARTIAL &&
			links->links[k].token_start >= start && links->links[k].token_start < end)
			return true;
	return false;
}

/*
 * Whether "show" or "display" at token i asks for a table's rows as "list" does: "Show
 * me the customers in Oregon", "Show all our suppliers", the words after it (past "me",
 * "us", "all", "the", "our") a table's name that neither it nor the word after it names a
 * column by ("Show the stadium name and capacity ...", "Show me the cost of ..." ask for
 * columns).
 */
static bool
asks_show(const TextTokens *tokens, const LinkResult *links, int i)
{
	static const char *const fillers[] = {"me", "us", "all", "the", "our", "my", "every",
	"each", NULL};
	int			j = i + 1;

	if (!text_token_is(tokens, i, "show") && !text_token_is(tokens, i, "display"))
		return false;
	while (j < tokens->n && text_word_in_list(tokens->tokens[j].text, fillers))
		j++;
	for (int k = 0; links != NULL && k < links->n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind == LINK_TABLE && l->token_start == j &&
			!column_named_in(links, j, l->token_end + 1))
			return true;
	}
	return false;
}

void
name_question_find(const TextTokens *tokens, const SchemaGraph *g, const LinkResult *links,
				   NameQuestion *out)
{
	memset(out, 0, sizeof(*out));
	out->ask_token = -1;
	for (int i = 0; i < tokens->n && out->ask != NAME_ASK_WHO; i++)
	{
		if (asks_who(tokens, i))
		{
			out->ask = NAME_ASK_WHO;
			out->ask_token = i;
			out->at_start = i == 0;
		}
		else if (out->ask == NAME_ASK_NONE &&
				 (text_token_is(tokens, i, "which") || asks_list(tokens, i) ||
				  asks_show(tokens, links, i) ||
				  (i == 0 && what_noun(tokens)) ||
				  ((text_token_is(tokens, i, "names") || text_token_is(tokens, i, "name")) &&
				   text_token_is(tokens, i + 1, "of"))))
		{
			out->ask = NAME_ASK_WHICH;
			out->ask_token = which_of_our(tokens, i);
			if (asks_list(tokens, i) || asks_show(tokens, links, i))
				out->ask_token = past_possessive(tokens, i);
			out->at_start = i == 0;
		}
		else if (out->ask == NAME_ASK_NONE &&
				 (text_token_is(tokens, i, "each") || text_token_is(tokens, i, "every") ||
				  text_token_is(tokens, i, "per")))
		{
			out->ask = NAME_ASK_EACH;
			out->ask_token = i;
		}
	}
	out->what_token = out->ask == NAME_ASK_NONE ? asks_what_thing(tokens) : -1;
	/* a question that asks for no one by name may count rows a named one is referred by */
	out->names = name_columns_find(g);
	for (int t = 0; t < g->n_tables && links != NULL; t++)
	{
		TableNames *tn = &out->names[t];

		if (tn->generated_whole >= 0 &&
			names_question_says_column(g, tokens, links, tn->generated_whole, -1))
		{
			tn->single = tn->generated_whole;
			tn->whole = true;
		}
	}
}

void
name_question_free(NameQuestion *q)
{
	dt_free(q->names);
	memset(q, 0, sizeof(*q));
}

/* Whether the words token_start..token_end name table; through its comment only where
 * comments count (a table's COMMENT ON text that says "category" does not make the word
 * that names the whole of its column category_id a name of the table). */
static bool
span_names_table(const LinkResult *links, int token_start, int token_end, int table,
				 bool comments)
{
	for (int i = 0; i < links->n_links; i++)
		if (links->links[i].kind == LINK_TABLE && links->links[i].table == table &&
			(comments || links->links[i].match != LINK_COMMENT) &&
			links->links[i].token_start <= token_start && links->links[i].token_end >= token_end)
			return true;
	return false;
}

/* Whether the words token_start..token_end say each word of column's name but those that
 * say it identifies (category_id: "category"; not qty_ordered: "orders"). */
static bool
span_says_whole_name(const SchemaGraph *g, const TextTokens *tokens, int column,
					 int token_start, int token_end)
{
	static const char *const identifying[] = {"id", "code", "no", "num", "number", "key", NULL};
	const SgColumn *col = &g->columns[column];
	int			said = 0;

	for (int w = 0; w < col->n_words; w++)
	{
		char	   *stem;
		bool		found = false;

		if (text_word_in_list(col->words[w], identifying))
			continue;
		stem = text_stem(col->words[w]);
		for (int i = token_start; i < token_end && !found; i++)
		{
			char	   *t = text_stem(tokens->tokens[i].text);

			found = strcmp(t, stem) == 0;
			dt_free(t);
		}
		dt_free(stem);
		if (!found)
			return false;
		said++;
	}
	return said > 0;
}

/* Whether words token_start..token_end are the whole name of a table other than table
 * ("members" and the members table, for facilities.membercost). */
static bool
span_is_other_table(const LinkResult *links, int token_start, int token_end, int table)
{
	for (int i = 0; i < links->n_links; i++)
		if (links->links[i].kind == LINK_TABLE && links->links[i].match == LINK_EXACT &&
			links->links[i].table != table && links->links[i].token_start == token_start &&
			links->links[i].token_end == token_end)
			return true;
	return false;
}

/* Whether a question word names column itself: a column link, but not the partial one of
 * "name(s)" or "named"/"called" that every *_name column gets, nor one of words that name
 * the column's table ("shops" and shop_id, "sales reps" and employees' employee_number) or
 * other_table (-1: none; "department" and the key employees.department_id, when the
 * department is asked for), nor a partial one of words that are another table's whole
 * name ("Which members ...": the members, not facilities.membercost), nor a partial one
 * to a part of a name ("contact" and contact_first_name: the question then says "first
 * name" or "surname"). */
bool
names_question_says_column(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
					  int column, int other_table)
{
	int			given,
				family;
	bool		comments;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		/* a word of money or quantity ("revenue", "charge") asks for an amount, not for
		 * the measure column by its name */
		if (l->kind != LINK_COLUMN || l->column != column || l->match == LINK_MEASURE)
			continue;
		if (l->match == LINK_PARTIAL && l->token_end == l->token_start + 1 &&
			(named_values_is_naming_word(&tokens->tokens[l->token_start]) ||
			 text_token_is(tokens, l->token_start, "name") ||
			 text_token_is(tokens, l->token_start, "names")))
			continue;
		comments = !span_says_whole_name(g, tokens, column, l->token_start, l->token_end);
		if (span_names_table(links, l->token_start, l->token_end, g->columns[column].table, comments) ||
			(other_table >= 0 &&
			 span_names_table(links, l->token_start, l->token_end, other_table, comments)))
			continue;
		if (l->match == LINK_PARTIAL &&
			(name_columns_pair_of(g, column, &given, &family) ||
			 span_is_other_table(links, l->token_start, l->token_end, g->columns[column].table)))
			continue;
		return true;
	}
	return false;
}

bool
names_link_after_ask(const NameQuestion *q, const SchemaLink *l)
{
	return l->token_start > q->ask_token && l->token_start <= q->ask_token + NAMES_TABLE_WINDOW;
}

/* Whether column c is a key whose whole name is a phrase that says a role, no identifier:
 * sales_rep (not manager_id, emp_no, sales_rep_code; nor a name of one word, facid or
 * recommendedby, which a question says only to ask for the key itself). */
static bool
key_named_as_role(const SchemaGraph *g, int c)
{
	const SgColumn *col = &g->columns[c];

	if (single_column_reference(g, c) < 0 || col->n_words < 2)
		return false;
	for (int w = 0; w < col->n_words; w++)
		if (measure_name_word_rules_out(col->words[w]))
			return false;
	return true;
}

bool
names_role_link(const SchemaGraph *g, const NameQuestion *q, const SchemaLink *l)
{
	return l->kind == LINK_COLUMN && q->ask != NAME_ASK_EACH && names_link_after_ask(q, l) &&
		(l->match == LINK_PARTIAL ||
		 (l->match == LINK_EXACT && l->column >= 0 && key_named_as_role(g, l->column)));
}

bool
names_question_asks_for_table(const SchemaGraph *g, const LinkResult *links, const NameQuestion *q,
							  int table)
{
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		int			f;

		if (!names_link_after_ask(q, l))
			continue;
		if (l->kind == LINK_TABLE && l->table == table)
			return true;
		/* "which three titles" of products.title, the things' one name: the products */
		if (l->kind == LINK_COLUMN && l->match == LINK_EXACT && q->ask == NAME_ASK_WHICH &&
			l->table == table && l->column == q->names[table].single &&
			!table_holds_people(&q->names[table]))
			return true;
		if (names_role_link(g, q, l) && (f = single_column_reference(g, l->column)) >= 0 &&
			g->foreign_keys[f].ref_table == table)
			return true;
		/* "Which women work in Marketing?": a sex's code in a column of people's sex */
		if (l->kind == LINK_VALUE && l->match == LINK_LEXICON && l->table == table &&
			l->column >= 0 && table_holds_people(&q->names[table]) &&
			schema_graph_column_name_says(g, l->column, text_names_sex))
			return true;
	}
	return false;
}

/* The table of the table instance of select's FROM whose instance id is instance, or -1. */
static int
instance_table(const SqlNode *select, int instance)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];

		if (sql_rules[item->rule].render == SQL_RK_FROM_TABLE &&
			item->slots[0].instance == instance)
			return item->slots[0].table;
	}
	return -1;
}

/* The graph column of a column reference to a table instance declared in select's FROM,
 * or -1. */
int
names_graph_column(const SqlNode *select, const SqlNode *expr, const SchemaGraph *g)
{
	int			table;

	if (expr == NULL || expr->rule != SQL_RULE_COLUMN)
		return -1;
	table = instance_table(select, expr->slots[0].instance);
	if (table < 0 || table >= g->n_tables ||
		expr->slots[0].column < 0 || expr->slots[0].column >= g->tables[table].n_columns)
		return -1;
	return g->tables[table].first_column + expr->slots[0].column;
}

/* Whether an output column is one a SELECT grouped for "each" may hold beside the names:
 * a column, or an aggregate (count(*), sum(x) ...). */
static bool
column_or_aggregate(const SqlNode *item, NameAsk ask)
{
	const SqlNode *e = sql_node_child(item, 0);

	if (item->rule != SQL_RULE_SELECT_EXPR || e == NULL)
		return false;
	return e->rule == SQL_RULE_COLUMN || (ask == NAME_ASK_EACH && sql_rule_is_aggregate(e->rule));
}

/* Whether select may get more output columns of an instance whose primary key is pk_of:
 * no aggregate (but for "each") or expression among its output columns, GROUP BY only of
 * that key (the names depend on it; "each" needs it), DISTINCT only without ORDER BY. */
bool
names_select_may_widen(const SqlNode *select, const SchemaGraph *g, int instance, NameAsk ask)
{
	const SqlSlot *items = &select->slots[SQL_SELECT_ITEMS];
	const SqlSlot *group = &select->slots[SQL_SELECT_GROUP_BY];

	if (items->n_children > NAMES_ITEMS_MAX)
		return false;
	for (int k = 0; k < items->n_children; k++)
		if (!column_or_aggregate(items->children[k], ask))
			return false;
	if (select->rule == SQL_RULE_SELECT_DISTINCT &&
		select->slots[SQL_SELECT_ORDER_BY].n_children > 0)
		return false;
	if (group->n_children == 0)
		return ask != NAME_ASK_EACH;
	for (int k = 0; k < group->n_children; k++)
	{
		const SqlNode *e = group->children[k];
		int			c = names_graph_column(select, e, g);

		if (c >= 0 && e->slots[0].instance == instance && g->columns[c].primary_key)
			return true;
	}
	return false;
}

int
names_asked_span_end(const LinkResult *links, const NameQuestion *q)
{
	int			longest = -1;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->token_start == q->ask_token + 1 && l->match == LINK_EXACT &&
			(l->kind == LINK_TABLE || l->kind == LINK_COLUMN) && l->token_end > longest)
			longest = l->token_end;
	}
	return longest;
}

/* Whether the word right after the asking word names table ("Which stores ...", not
 * "Which cities have stores?"), and no longer span from there names something else
 * exactly (names_asked_span_end). */
static bool
asking_word_names_table(const LinkResult *links, const NameQuestion *q, int table)
{
	int			end = -1;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];

		if (l->token_start == q->ask_token + 1 && l->kind == LINK_TABLE && l->table == table &&
			l->token_end > end)
			end = l->token_end;
	}
	return end >= 0 && end >= names_asked_span_end(links, q);
}

bool
name_question_asks_people(const TextTokens *tokens, const NameQuestion *q)
{
	static const char *const people[] = {"people", "persons", NULL};
	const char *codes[TEXT_SEX_MAX_CODES];
	const char *word;

	if (q->ask == NAME_ASK_WHO)
		return true;
	if (q->ask != NAME_ASK_WHICH || q->ask_token < 0 || q->ask_token + 1 >= tokens->n ||
		!text_token_is(tokens, q->ask_token, "which"))
		return false;
	word = tokens->tokens[q->ask_token + 1].text;
	return text_word_in_list(word, people) || text_sex_codes(word, codes) > 0;
}

int
name_question_asked_table(const LinkResult *links, const NameQuestion *q)
{
	int			t;

	if (q->ask != NAME_ASK_WHICH || q->ask_token < 0 || links == NULL ||
		(t = link_result_exact_table_at(links, q->ask_token + 1)) < 0)
		return -1;
	return asking_word_names_table(links, q, t) ? t : -1;
}

/* Whether select, reading no instance of the asked table, groups rows of a table that
 * refers to it by something other than that reference: "Which orders were paid in more
 * than one payment?" answered "SELECT payment_method FROM payments GROUP BY payment_method
 * HAVING count(*) > 1", groups of payment methods where the payments' order_id groups
 * them by order. */
static bool
groups_referring_rows_otherwise(const SqlNode *select, const SchemaGraph *g,
								const LinkResult *links, const NameQuestion *q)
{
	const SqlSlot *group = &select->slots[SQL_SELECT_GROUP_BY];

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		bool		otherwise = false,
					by_reference = false;

		if (l->token_start != q->ask_token + 1 || l->kind != LINK_TABLE ||
			!asking_word_names_table(links, q, l->table) ||
			sql_instances_of_table(select, l->table) > 0)
			continue;
		for (int k = 0; k < group->n_children; k++)
		{
			int			c = names_graph_column(select, group->children[k], g),
						reference;

			if (c < 0)
				continue;
			reference = schema_graph_referring_column(g, g->columns[c].table, l->table);
			if (reference < 0)
				continue;
			if (c == reference)
				by_reference = true;
			else
				otherwise = true;
		}
		if (otherwise && !by_reference)
			return true;
	}
	return false;
}

int
answer_grouped_attributes(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
						  const NameQuestion *q)
{
	const SqlSlot *group;
	int			attribute_instance = -1;

	if (ast == NULL || !sql_is_select(ast) || q->ask != NAME_ASK_WHICH || !q->at_start)
		return 0;
	group = &ast->slots[SQL_SELECT_GROUP_BY];
	for (int k = 0; k < group->n_children; k++)
	{
		int			c = names_graph_column(ast, group->children[k], g);
		const TableNames *tn;

		if (c < 0 || !asking_word_names_table(links, q, g->columns[c].table))
			continue;
		tn = &q->names[g->columns[c].table];
		if (g->columns[c].primary_key)
			return 0;			/* the rows themselves, grouped */
		if (c != tn->single && c != tn->given && c != tn->family)
			attribute_instance = group->children[k]->slots[0].instance;
	}
	return attribute_instance >= 0 || groups_referring_rows_otherwise(ast, g, links, q) ? 1 : 0;
}

/* Whether query (a SELECT, or a set operation of them) answers with a name column. */
static bool
answers_a_name(const SqlNode *query, const SchemaGraph *g, const TableNames *names)
{
	const SqlSlot *items;

	if (query == NULL)
		return false;
	if (sql_rules[query->rule].render == SQL_RK_SETOP)
		return answers_a_name(sql_node_child(query, 0), g, names) ||
			answers_a_name(sql_node_child(query, 1), g, names);
	if (!sql_is_select(query))
		return false;
	items = &query->slots[SQL_SELECT_ITEMS];
	for (int k = 0; k < items->n_children; k++)
	{
		int			c = names_graph_column(query, sql_node_child(items->children[k], 0), g);
		const TableNames *tn;

		if (c < 0)
			continue;
		tn = &names[g->columns[c].table];
		if (c == tn->single || c == tn->given || c == tn->family)
			return true;
	}
	return false;
}

int
answer_who_without_names(const SqlNode *ast, const SchemaGraph *g, const NameQuestion *q)
{
	return ast != NULL && q->ask == NAME_ASK_WHO && !answers_a_name(ast, g, q->names) ? 1 : 0;
}

/* A person's names, in given[0], family[1] order (or the whole name in one column); how
 * many. */
static int
person_names(const TableNames *tn, int names[2])
{
	if (tn->whole)
	{
		names[0] = tn->single;
		return 1;
	}
	names[0] = tn->given;
	names[1] = tn->family;
	return 2;
}

/* The name columns that answer column (of a table with names) for this question, in
 * given[0], family[1] order, or 0 when it stays.  names_answered: the output columns hold
 * the instance's names already, so its other columns were asked for ("ids and names"). */
int
names_answering(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
				const NameQuestion *q, int column, bool names_answered, int names[2])
{
	const TableNames *tn = &q->names[g->columns[column].table];
	bool		person = table_names_person(tn);

	char		prefix[NAME_COLUMN_MAX + 1];

	if (names_question_says_column(g, tokens, links, column, -1))
		return 0;
	if (name_columns_pair_of(g, column, &names[0], &names[1]))
	{
		/* a middle name is asked for as such ("first, middle, and last name") */
		if (name_part_of(g->columns[column].name, prefix) == NAME_PART_MIDDLE)
			return 0;
		if (!tn->whole)
			return 2;
		names[0] = tn->single;
		return 1;
	}
	if (column == tn->single || (!person && tn->single < 0) || schema_graph_column_is_foreign_key(g, column) ||
		names_answered)
		return 0;
	if (q->ask != NAME_ASK_WHO && !names_question_asks_for_table(g, links, q, g->columns[column].table))
		return 0;
	/* a thing's name first for "which" and "each", a person's for "who" (or a whole name
	 * in one column) */
	if (tn->single >= 0 && (q->ask != NAME_ASK_WHO || !person || tn->whole))
	{
		names[0] = tn->single;
		return 1;
	}
	return person_names(tn, names);
}

/* Whether expr is what select ranks its rows by, alone: "ORDER BY expr ... LIMIT n". */
static bool
ranked_by(const SqlNode *select, const SqlNode *expr)
{
	const SqlSlot *order = &select->slots[SQL_SELECT_ORDER_BY];
	const SqlNode *key;

	if (order->n_children != 1 || !select->slots[SQL_SELECT_LIMIT].present)
		return false;
	key = sql_node_child(order->children[0], 0);
	return key != NULL && sql_node_equal(key, expr);
}

/*
 * Whether a "who" question is answered with the column (graph column c, output expression
 * e) a person's table is ranked by: "Who was hired most recently?" answered "SELECT
 * hire_date ... ORDER BY hire_date DESC LIMIT 1".  The question says the column to rank
 * the people by ("hired"), and asks who they are: their names answer, though the question
 * names the column.  Not a key or a part of the name.
 */
static bool
who_ranked_by(const SqlNode *select, const SchemaGraph *g, const NameQuestion *q,
			  const SqlNode *e, int c)
{
	char		prefix[NAME_COLUMN_MAX + 1];

	return c >= 0 && q->ask == NAME_ASK_WHO && ranked_by(select, e) &&
		table_names_person(&q->names[g->columns[c].table]) && !g->columns[c].primary_key &&
		name_part_of(g->columns[c].name, prefix) == NAME_PART_NONE &&
		names_select_may_widen(select, g, e->slots[0].instance, q->ask);
}

/* An output column: column of instance. */
SqlNode *
names_column_node(const SchemaGraph *g, int instance, int column)
{
	SqlNode    *item = sql_node_new(SQL_RULE_SELECT_EXPR);

	sql_slot_add_child(&item->slots[0], sql_column_ref(g, instance, column));
	return item;
}

/* Whether the output columns items[0..n) hold (instance, column). */
static bool
items_hold(const SqlNode *select, SqlNode *const *items, int n, const SchemaGraph *g,
		   int instance, int column)
{
	for (int k = 0; k < n; k++)
	{
		const SqlNode *e = sql_node_child(items[k], 0);

		if (e != NULL && e->rule == SQL_RULE_COLUMN && e->slots[0].instance == instance &&
			names_graph_column(select, e, g) == column)
			return true;
	}
	return false;
}

/* Whether the output columns items[0..n) hold the names of instance, whose table is
 * column's: its one name, or both parts of its person's name. */
static bool
names_held(const SqlNode *select, SqlNode *const *items, int n, const SchemaGraph *g,
		   const NameQuestion *q, int instance, int column)
{
	const TableNames *tn = &q->names[g->columns[column].table];

	if (tn->single >= 0 && items_hold(select, items, n, g, instance, tn->single))
		return true;
	return table_names_person(tn) && items_hold(select, items, n, g, instance, tn->given) &&
		items_hold(select, items, n, g, instance, tn->family);
}

/* Whether some question word links to column, by any match. */
static bool
column_linked(const LinkResult *links, int column)
{
	for (int i = 0; i < links->n_links; i++)
		if (links->links[i].kind == LINK_COLUMN && links->links[i].column == column)
			return true;
	return false;
}

/* Each output column that names_answering answers with its instance's names replaced by
 * them.  With things_only (a "what" question read as "which"), only a lone output column
 * that no question word links to, and not a part of a person's name: "What is the
 * surname of ...?" is not widened to the whole name, nor "What is the maker of ...?"
 * (makers.maker) or "What are the ids and makers ...?" to the makers' full names. */
static void
widen_to_names(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
			   const LinkResult *links, const NameQuestion *q, bool things_only)
{
	SqlSlot    *items;
	SqlNode    *old[NAMES_ITEMS_MAX];
	SqlNode    *out[NAMES_ITEMS_MAX * 2];
	bool		replaced[NAMES_ITEMS_MAX] = {false};
	int			n_old,
				n_out = 0;
	bool		changed = false;

	items = &ast->slots[SQL_SELECT_ITEMS];
	n_old = items->n_children;
	if (n_old == 0 || n_old > NAMES_ITEMS_MAX)
		return;
	if (things_only && n_old > 1)
		return;
	memcpy(old, items->children, sizeof(SqlNode *) * n_old);
	for (int k = 0; k < n_old; k++)
	{
		const SqlNode *e = sql_node_child(old[k], 0);
		int			c = names_graph_column(ast, e, g);
		int			names[2];
		int			n_names;

		if (n_old == 1 && who_ranked_by(ast, g, q, e, c))
			n_names = person_names(&q->names[g->columns[c].table], names);
		else if (c < 0 ||
			(things_only && (name_columns_pair_of(g, c, &names[0], &names[1]) || column_linked(links, c))) ||
			(n_names = names_answering(g, tokens, links, q, c,
									   names_held(ast, old, n_old, g, q, e->slots[0].instance, c),
									   names)) == 0 ||
			!names_select_may_widen(ast, g, e->slots[0].instance, q->ask))
		{
			out[n_out++] = old[k];
			continue;
		}
		for (int i = 0; i < n_names; i++)
		{
			int			instance = e->slots[0].instance;

			/* a name column the list holds already stays where it is */
			if (names[i] != c && (items_hold(ast, old, n_old, g, instance, names[i]) ||
								  items_hold(ast, out, n_out, g, instance, names[i])))
				continue;
			out[n_out++] = names[i] == c ? sql_node_clone(old[k]) : names_column_node(g, instance, names[i]);
		}
		replaced[k] = changed = true;
	}
	if (!changed)
		return;
	/* the old list is read above until the new one is whole: freed only now */
	for (int k = 0; k < n_old; k++)
		if (replaced[k])
			sql_node_free(old[k]);
	items->n_children = 0;
	for (int k = 0; k < n_out; k++)
		sql_slot_add_child(items, out[k]);
}

/* Words that ask for a date or a time ("When was ...", "their hire dates", "in which
 * year"): a date column beside the names is then asked for. */
static const char *const date_asking_words[] = {
	"when", "date", "dates", "day", "days", "time", "times", "year", "years", "month",
	"months", NULL
};

/* What compares_with_literals looks for: a comparison of expr with literals. */
typedef struct ComparedExpr
{
	const SchemaGraph *g;
	const SqlNode *expr;
} ComparedExpr;

/* sql_node_any's test: a comparison of arg's expression with literals. */
static bool
compares_with_literals(const SqlNode *n, const void *arg)
{
	const ComparedExpr *w = arg;

	return sql_literal_comparison_column(n, w->g) >= 0 &&
		sql_node_equal(sql_node_child(n, 0), w->expr);
}

/*
 * "Who was hired on June 1, 1990?" and "List the staff hired between 1990 and 1991."
 * answered "SELECT fname, lname, hire_date ... WHERE hire_date ...": the date says which
 * people, and the question asks who they are, not when (Spider's questions that want the
 * date say so: "names and hire dates").  In a "who" or "which" question with no word that
 * asks for a date or a time, an output column of a date or time type beside the names of
 * its own instance, which the outer WHERE compares with the question's literals or the
 * query ranks by ("the very first people we hired": ORDER BY hire_date LIMIT 1), is
 * dropped.  Not in a grouped or aggregating SELECT.
 */
static void
names_without_condition_dates(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
							  const NameQuestion *q)
{
	SqlSlot    *items = &ast->slots[SQL_SELECT_ITEMS];
	int			n = items->n_children;

	if ((q->ask != NAME_ASK_WHO && q->ask != NAME_ASK_WHICH) || n < 2 || n > NAMES_ITEMS_MAX ||
		ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		text_tokens_any_in_list(tokens, date_asking_words))
		return;
	for (int k = n - 1; k >= 0; k--)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);
		int			c = names_graph_column(ast, e, g);
		ComparedExpr w = {g, e};

		if (items->children[k]->rule != SQL_RULE_SELECT_EXPR || c < 0 ||
			g->columns[c].type_class != SG_TYPE_TIME || g->columns[c].primary_key ||
			!names_held(ast, items->children, n, g, q, e->slots[0].instance, c) ||
			!(sql_node_any(sql_node_child(ast, SQL_SELECT_WHERE), compares_with_literals, &w) ||
			  ranked_by(ast, e)))
			continue;
		sql_node_free(items->children[k]);
		memmove(&items->children[k], &items->children[k + 1], sizeof(SqlNode *) * (n - k - 1));
		items->n_children = --n;
	}
}

/* The names of a person's table, as compares_a_name reads them. */
typedef struct PersonNames
{
	const SchemaGraph *g;
	const TableNames *tn;
} PersonNames;

/* sql_node_any's test: a comparison of one of arg's name columns with literals
 * ("first_name = 'Cheryl'"). */
static bool
compares_a_name(const SqlNode *n, const void *arg)
{
	const PersonNames *w = arg;
	int			c = sql_literal_comparison_column(n, w->g);

	return c >= 0 && (c == w->tn->given || c == w->tn->family || c == w->tn->single);
}

/*
 * "Who earns more than the average salary of their department?" answered with
 * departments.department_name over employees joined to departments: "who" asks for
 * people, and the query reads them.  A lone output column of a table whose rows are not
 * people, that no question word names, is answered with the names of the one instance of
 * a person's table in FROM, unless the WHERE names those people ("Who published Cheryl
 * Carson's books?" asks for the publisher).
 */
static void
names_who_from_thing(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
					 const LinkResult *links, const NameQuestion *q)
{
	SqlSlot    *items = &ast->slots[SQL_SELECT_ITEMS];
	const SqlSlot *from = &ast->slots[SQL_SELECT_FROM];
	int			c,
				person = -1,
				table = -1,
				names[2],
				n;
	PersonNames w;

	if (q->ask != NAME_ASK_WHO || items->n_children != 1 ||
		(c = names_graph_column(ast, sql_node_child(items->children[0], 0), g)) < 0 ||
		table_names_person(&q->names[g->columns[c].table]) ||
		names_question_says_column(g, tokens, links, c, -1))
		return;
	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];
		int			t = item->slots[0].table;

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE || t < 0 || t >= g->n_tables ||
			!table_names_person(&q->names[t]))
			continue;
		if (person >= 0)
			return;				/* two instances of people: which is not said */
		person = item->slots[0].instance;
		table = t;
	}
	if (person < 0 || !names_select_may_widen(ast, g, person, q->ask))
		return;
	w.g = g;
	w.tn = &q->names[table];
	if (sql_node_any(sql_node_child(ast, SQL_SELECT_WHERE), compares_a_name, &w))
		return;
	n = person_names(&q->names[table], names);
	sql_node_free(items->children[0]);
	items->n_children = 0;
	for (int i = 0; i < n; i++)
		sql_slot_add_child(items, names_column_node(g, person, names[i]));
}

/* Whether the question asks for the rows' every column: "details", "information",
 * "everything", "data", "columns", "records". */
static bool
asks_every_column(const TextTokens *tokens)
{
	static const char *const words[] = {"detail", "details", "information", "info",
		"everything", "data", "column", "columns", "record", "records", "attributes", NULL};

	for (int i = 0; i < tokens->n; i++)
		if (text_word_in_list(tokens->tokens[i].text, words))
			return true;
	return false;
}

/*
 * "Which members joined after September 2012?" answered "SELECT * FROM members WHERE ...":
 * every column of the rows the question asks for by name.  A SELECT (not DISTINCT) whose one
 * output is "*", over one table with names that the question asks for ("which members",
 * "who" of people), answers with those names instead; not where the question asks for
 * every column ("the details of", "all information about").
 */
static void
names_of_star(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
			  const LinkResult *links, const NameQuestion *q)
{
	SqlSlot    *items = &ast->slots[SQL_SELECT_ITEMS];
	const SqlNode *item;
	const TableNames *tn;
	int			table;

	if (ast->rule != SQL_RULE_SELECT || items->n_children != 1 ||
		items->children[0]->rule != SQL_RULE_SELECT_STAR ||
		(item = sql_lone_from_table(ast)) == NULL || asks_every_column(tokens))
		return;
	table = item->slots[0].table;
	tn = &q->names[table];
	if (!table_has_names(tn) ||
		!(q->ask == NAME_ASK_WHO ? table_names_person(tn) :
		  names_question_asks_for_table(g, links, q, table)))
		return;
	sql_node_free(items->children[0]);
	items->n_children = 0;
	if (tn->single >= 0 && (q->ask != NAME_ASK_WHO || !table_names_person(tn) || tn->whole))
		sql_slot_add_child(items, names_column_node(g, item->slots[0].instance, tn->single));
	else
	{
		int			names[2],
					n = person_names(tn, names);

		for (int i = 0; i < n; i++)
			sql_slot_add_child(items, names_column_node(g, item->slots[0].instance, names[i]));
	}
}

SqlNode *
answer_full_names(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
				  const LinkResult *links, const NameQuestion *q)
{
	if (ast == NULL || q->names == NULL)
		return ast;
	if (q->ask == NAME_ASK_NONE)
	{
		NameQuestion which = *q;

		if (!sql_is_select(ast))
			return ast;
		names_beside_ids(ast, g, tokens, links, q);
		/* "How many people report to Steven King?" counts rows that refer to a named one */
		names_rows_referencing_named(ast, g, tokens, links, q);
		names_self_reference_direction(ast, g, tokens, links, q);
		/* "What was our largest order?" asks for an order, as "Which order ...?" does; read
		 * so for rows with no name alone (other rewrites read "what" questions as they are:
		 * "What are the ids of documents ...?" asks for ids) */
		which.ask = NAME_ASK_WHICH;
		which.ask_token = q->what_token;
		if (which.ask_token >= 0)
		{
			names_key_of_nameless(ast, g, tokens, links, &which);
			/* "What is the most expensive book?" answered with titles.advance: the title */
			widen_to_names(ast, g, tokens, links, &which, true);
		}
		return ast;
	}
	ast = names_except_by_key(ast, g, tokens, links, q);
	if (!sql_is_select(ast))
		return ast;
	names_of_star(ast, g, tokens, links, q);
	names_beside_ids(ast, g, tokens, links, q);
	names_of_referenced(ast, g, tokens, links, q);
	names_asked_through_a_key(ast, g, tokens, links, q);
	names_key_of_nameless(ast, g, tokens, links, q);
	names_group_each(ast, g, links, q);
	names_regroup_each(ast, g, tokens, links, q);
	names_regroup_each_elsewhere(ast, g, links, q);
	names_group_each_column(ast, g, tokens, links, q);
	names_rows_referencing_named(ast, g, tokens, links, q);
	names_self_reference_direction(ast, g, tokens, links, q);
	names_who_from_thing(ast, g, tokens, links, q);
	widen_to_names(ast, g, tokens, links, q, false);
	names_without_condition_dates(ast, g, tokens, q);
	return ast;
}

/* ---- each named once ---- */

/* Whether another table instance of select's FROM has rows that reference table's (a
 * foreign key of its table to table): joined to them, a row of table repeats. */
static bool
joined_to_referencing_rows(const SqlNode *select, const SchemaGraph *g, int instance, int table)
{
	const SqlSlot *from = &select->slots[SQL_SELECT_FROM];

	for (int k = 0; k < from->n_children; k++)
	{
		const SqlNode *item = from->children[k];

		if (sql_rules[item->rule].render != SQL_RK_FROM_TABLE ||
			item->slots[0].instance == instance)
			continue;
		for (int f = 0; f < g->n_foreign_keys; f++)
			if (g->foreign_keys[f].table == item->slots[0].table &&
				g->foreign_keys[f].ref_table == table)
				return true;
	}
	return false;
}

SqlNode *
answer_distinct_names(SqlNode *ast, const SchemaGraph *g, const NameQuestion *q)
{
	const SqlSlot *items;
	int			instance = -1,
				table;

	if (ast == NULL || q->ask == NAME_ASK_NONE || q->ask == NAME_ASK_EACH || q->names == NULL ||
		ast->rule != SQL_RULE_SELECT || ast->slots[SQL_SELECT_GROUP_BY].n_children > 0 ||
		ast->slots[SQL_SELECT_ORDER_BY].n_children > 0 || ast->slots[SQL_SELECT_LIMIT].present)
		return ast;
	items = &ast->slots[SQL_SELECT_ITEMS];
	if (items->n_children == 0 || items->n_children > NAMES_ITEMS_MAX)
		return ast;
	for (int k = 0; k < items->n_children; k++)
	{
		const SqlNode *e = sql_node_child(items->children[k], 0);

		if (items->children[k]->rule != SQL_RULE_SELECT_EXPR || e == NULL ||
			e->rule != SQL_RULE_COLUMN || (instance >= 0 && e->slots[0].instance != instance))
			return ast;
		instance = e->slots[0].instance;
	}
	if ((table = instance_table(ast, instance)) < 0 ||
		!names_held(ast, items->children, items->n_children, g, q, instance,
					g->tables[table].first_column) ||
		!joined_to_referencing_rows(ast, g, instance, table))
		return ast;
	ast->rule = SQL_RULE_SELECT_DISTINCT;
	return ast;
}
