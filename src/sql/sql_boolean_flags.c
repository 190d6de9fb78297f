/*
 * sql_boolean_flags.c — a named boolean column tested as a flag (sql_boolean_flags.h).
 */
#include "sql/sql_boolean_flags.h"

#include <string.h>
#include <strings.h>

#include "common/alloc.h"
#include "schema/name_columns.h"
#include "text/abbreviation.h"
#include "text/negating_prefix.h"
#include "text/stemmer.h"

/* Whether graph column c is a flag: boolean, or one the database says stores a flag. */
static bool
is_flag(const SchemaGraph *g, const StoredFlag *stored, int c)
{
	return g->columns[c].type_class == SG_TYPE_BOOLEAN ||
		(stored != NULL && stored[c].store != FLAG_STORE_NONE);
}

/* Whether word is one of list's n words, or (prefix) begins one: a compound the case
 * folding left whole and the lexicon could not split ("onlineorderflag"). */
static bool
word_in(const char *word, char *const *list, int n, bool prefix)
{
	for (int i = 0; i < n; i++)
		if (prefix ? strncmp(word, list[i], strlen(word)) == 0 : strcmp(word, list[i]) == 0)
			return true;
	return false;
}

/* Whether word is inside one of list's n words. */
static bool
word_inside(const char *word, char *const *list, int n)
{
	for (int i = 0; i < n; i++)
		if (strstr(list[i], word) != NULL)
			return true;
	return false;
}

/* Whether word is a name word of col or begins one ("online" of onlineorderflag), or, a
 * plural, its singular is one ("employees" of is_employee: the people who are). */
static bool
names_flag_word(const char *word, const char *singular, const SgColumn *col)
{
	return word_in(word, col->words, col->n_words, true) ||
		(strcmp(singular, word) != 0 && word_in(singular, col->words, col->n_words, false));
}

/* Whether a name word of col of at least four letters, no marker, abbreviates word
 * ("trans" of colors.is_trans for "transparent"). */
static bool
abbreviates_flag_word(const char *word, const SgColumn *col, char *const *markers,
					  int n_markers)
{
	char	   *words[1] = {(char *) word};

	for (int w = 0; w < col->n_words; w++)
		if (strlen(col->words[w]) >= 4 &&
			!word_in(col->words[w], markers, n_markers, false) &&
			text_abbreviates(col->words[w], words, 1))
			return true;
	return false;
}

/* Whether word (of a partial link to col, negated or not) is a name word of col (or begins
 * one, or is abbreviated by one) that says what col flags: inside no word of its table's
 * name and no flag marker. */
static bool
word_says_what_is_flagged(const char *word, const SgColumn *col, const SgTable *table)
{
	static char *const markers[] = {"flag", "flags", "is", "has", "ind", "indicator", "yn"};
	const int	n_markers = (int) (sizeof(markers) / sizeof(markers[0]));
	/* the plural and its singular alike: "vendors" is inside vendor as "vendor" */
	char	   *singular = text_singular(word);
	bool		flagged;

	flagged = (names_flag_word(word, singular, col) ||
			   abbreviates_flag_word(word, col, markers, n_markers)) &&
		!word_inside(word, table->words, table->n_words) &&
		!word_inside(singular, table->words, table->n_words) &&
		!word_in(word, markers, n_markers, false);
	dt_free(singular);
	return flagged;
}

/* Whether the words partial link l spans are name words of its flag column (or begin one,
 * or are abbreviated by one: "transparent" of is_trans, linked so or by the column's
 * comment) that say what the column flags: inside no word of its table's name and no flag
 * marker ("online" of salesorderheader.onlineorderflag, not "order" or "flag"; "day care"
 * of employee.bene_day_care); of a negated word, the word it negates ("inactive": "active"
 * of activeflag). */
static bool
names_what_is_flagged(const SchemaGraph *g, const TextTokens *t, const SchemaLink *l)
{
	const SgColumn *col = &g->columns[l->column];
	const SgTable *table = &g->tables[col->table];
	const char *word;

	if (t == NULL || (l->match != LINK_PARTIAL && l->match != LINK_NEGATED &&
					  l->match != LINK_ABBREVIATION && l->match != LINK_COMMENT) ||
		l->token_end - l->token_start < 1 ||
		(l->token_end - l->token_start > 1 && l->match != LINK_PARTIAL))
		return false;
	for (int i = l->token_start; i < l->token_end; i++)
	{
		word = t->tokens[i].text;
		if (l->match == LINK_NEGATED)	/* "inactive": the word it negates says it */
			word += text_negating_prefix(word);
		if (!word_says_what_is_flagged(word, col, table))
			return false;
	}
	return true;
}

/* Whether the words of l name a stored value exactly: "the Marketing department" names
 * the department, not, through the lexicon, the sales people's flag. */
static bool
span_names_stored_value(const LinkResult *links, const SchemaLink *l)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *v = &links->links[k];

		if (v->kind == LINK_VALUE && v->match == LINK_EXACT && v->column >= 0 &&
			v->token_start <= l->token_start && l->token_end <= v->token_end)
			return true;
	}
	return false;
}

/* Whether the words of l are inside a longer span that names another column exactly:
 * "credit" of "the highest credit limit" names credit_limit, not is_on_credit_hold. */
static bool
inside_another_name(const LinkResult *links, const SchemaLink *l)
{
	for (int k = 0; k < links->n_links; k++)
	{
		const SchemaLink *o = &links->links[k];

		if (o->kind == LINK_COLUMN && o->match == LINK_EXACT && o->column != l->column &&
			o->token_start <= l->token_start && l->token_end <= o->token_end &&
			o->token_end - o->token_start > l->token_end - l->token_start)
			return true;
	}
	return false;
}

/* Whether link l names a flag in pass pass of sql_named_flag. */
static bool
names_flag_in_pass(const SchemaGraph *g, const TextTokens *t, const LinkResult *links,
				   const StoredFlag *stored, const SchemaLink *l, int pass)
{
	return l->kind == LINK_COLUMN && l->column >= 0 && is_flag(g, stored, l->column) &&
		(pass != 0 || l->match == LINK_EXACT) &&
		(pass != 1 || (names_what_is_flagged(g, t, l) && !inside_another_name(links, l))) &&
		(pass != 2 || (l->match == LINK_LEXICON && !span_names_stored_value(links, l)));
}

NamedFlag
sql_named_flag(const SchemaGraph *g, const TextTokens *t, const LinkResult *links,
			   const StoredFlag *stored)
{
	NamedFlag	flag = {-1, false, {FLAG_STORE_NONE, "", ""}};

	if (links == NULL)
		return flag;
	/* by the name itself, then by the word of it that says what it flags, then through
	 * the lexicon: "salespeople" names is_salesperson by its word before the lexicon
	 * relates it to is_employee */
	for (int pass = 0; pass <= 2 && flag.column < 0; pass++)
	{
		int			found = -1,
					in_named_table = -1,
					longest = 0;
		bool		several = false,
					several_named = false;

		/* the flag named by the most words: "the day care benefit" names bene_day_care by
		 * "day care", though "benefit", which "bene" abbreviates, names each bene_ flag */
		for (int i = 0; i < links->n_links; i++)
			if (names_flag_in_pass(g, t, links, stored, &links->links[i], pass) &&
				links->links[i].token_end - links->links[i].token_start > longest)
				longest = links->links[i].token_end - links->links[i].token_start;
		for (int i = 0; i < links->n_links; i++)
		{
			const SchemaLink *l = &links->links[i];
			int			c = l->column;

			if (l->token_end - l->token_start != longest ||
				!names_flag_in_pass(g, t, links, stored, l, pass))
				continue;
			several = several || (found >= 0 && found != c);
			found = found < 0 ? c : found;
			if (link_result_names_table_exactly(links, g->columns[c].table))
			{
				several_named = several_named || (in_named_table >= 0 && in_named_table != c);
				in_named_table = in_named_table < 0 ? c : in_named_table;
			}
		}
		/* several flags named: the one of the table the question names, if one alone is
		 * ("Which purchase orders are not finalized yet?": is_order_finalized, not the
		 * order lines' or the transactions' is_finalized); else which cannot be told */
		if (several)
			found = several_named ? -1 : in_named_table;
		if (several && found < 0)
			return flag;
		if (found < 0)
			continue;
		flag.column = found;
		if (stored != NULL)
			flag.stored = stored[found];
		/* any plain link to it counts, whichever comes first */
		for (int i = 0; i < links->n_links; i++)
			if (links->links[i].column == found &&
				names_flag_in_pass(g, t, links, stored, &links->links[i], pass))
				flag.plainly = flag.plainly || pass == 1 ||
					links->links[i].match == LINK_EXACT;
	}
	return flag;
}

/* Whether e is what a flag stored so is compared with: TRUE, FALSE, NULL, 0 or 1 (a flag
 * stored as a number: the model's own "= 1"; "active <> 3" tests nothing), or its yes or no
 * spelling (one stored as text: "paid = 'n'"; "rush <> 'Which'" tests nothing). */
static bool
flag_operand(const SqlNode *e, const StoredFlag *stored)
{
	const char *v;

	if (e == NULL)
		return false;
	if (sql_rules[e->rule].render == SQL_RK_KEYWORD)
		return true;
	if (e->rule != SQL_RULE_VALUE || (v = e->slots[0].value) == NULL)
		return false;
	if (e->slots[0].value_type == SQL_VALUE_TEXT)
		return stored->store == FLAG_STORE_TEXT &&
			(strcasecmp(v, stored->yes) == 0 || (stored->no[0] != '\0' && strcasecmp(v, stored->no) == 0));
	return e->slots[0].value_type == SQL_VALUE_INTEGER && (strcmp(v, "0") == 0 || strcmp(v, "1") == 0);
}

/* Whether node (anywhere) tests flag: compares its column with TRUE, FALSE, NULL, 0 or 1,
 * or its spellings. */
static bool
tests_flag(const SqlNode *node, const SchemaGraph *g, const NamedFlag *flag)
{
	int			column = flag->column;

	if (node->rule == SQL_RULE_IS_NULL || node->rule == SQL_RULE_IS_NOT_NULL)
	{
		if (sql_column_graph_index(g, sql_node_child(node, 0)) == column)
			return true;
	}
	else if (sql_rules[node->rule].render == SQL_RK_COMPARE && node->rule != SQL_RULE_LIKE)
	{
		const SqlNode *l = sql_node_child(node, 0),
				   *r = sql_node_child(node, 1);

		if ((sql_column_graph_index(g, l) == column && flag_operand(r, &flag->stored)) ||
			(sql_column_graph_index(g, r) == column && flag_operand(l, &flag->stored)))
			return true;
	}
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < node->slots[f].n_children; k++)
			if (tests_flag(node->slots[f].children[k], g, flag))
				return true;
	return false;
}

/* Each output count of column (count(column), count(DISTINCT column)) as count(*). */
static void
count_rows(SqlNode *select, const SchemaGraph *g, int column)
{
	SqlSlot    *items = &select->slots[SQL_SELECT_ITEMS];

	for (int k = 0; k < items->n_children; k++)
	{
		SqlNode    *e = sql_node_child(items->children[k], 0);

		if (e != NULL && (e->rule == SQL_RULE_COUNT || e->rule == SQL_RULE_COUNT_DISTINCT) &&
			sql_column_graph_index(g, sql_node_child(e, 0)) == column)
		{
			sql_node_free(e);
			items->children[k]->slots[0].children[0] = sql_node_new(SQL_RULE_COUNT_STAR);
		}
	}
}

/* The test of a flag's rows, column of instance: = TRUE or FALSE, = 1 or 0 for a number,
 * = its yes or no spelling for a text (IS NULL where NULL says no). */
static SqlNode *
flag_test(const SchemaGraph *g, const NamedFlag *flag, int instance, bool set)
{
	SqlNode    *test,
			   *v;

	if (g->columns[flag->column].type_class != SG_TYPE_BOOLEAN &&
		flag->stored.store == FLAG_STORE_TEXT && !set && flag->stored.no[0] == '\0')
	{
		test = sql_node_new(SQL_RULE_IS_NULL);
		sql_slot_add_child(&test->slots[0], sql_column_ref(g, instance, flag->column));
		return test;
	}
	if (g->columns[flag->column].type_class == SG_TYPE_BOOLEAN)
		v = sql_node_new(set ? SQL_RULE_TRUE : SQL_RULE_FALSE);
	else if (flag->stored.store == FLAG_STORE_TEXT)
		v = sql_text_value(set ? flag->stored.yes : flag->stored.no);
	else
	{
		v = sql_node_new(SQL_RULE_VALUE);
		v->slots[0].value_type = SQL_VALUE_INTEGER;
		v->slots[0].value = dt_strdup(set ? "1" : "0");
	}
	test = sql_node_new(SQL_RULE_EQ);
	sql_slot_add_child(&test->slots[0], sql_column_ref(g, instance, flag->column));
	sql_slot_add_child(&test->slots[1], v);
	return test;
}

/*
 * Each output column that is the flag itself, of instance, as the names of its table's
 * rows (schema/name_columns.h): a thing's name, else a person's given and family names.
 * "Which customers are on hold?" decoded as SELECT DISTINCT on_hold answers the customers.
 */
static void
answer_with_names(SqlNode *select, const SchemaGraph *g, const TableNames *names, int instance,
				  int column)
{
	SqlSlot    *items = &select->slots[SQL_SELECT_ITEMS];
	const TableNames *n = &names[g->columns[column].table];

	/* a thing's name before its contact's ("which customers": the companies), as
	 * answer/answer_names.h answers "which" */
	bool		person = n->single < 0 && table_names_person(n);

	for (int k = 0; k < items->n_children && table_has_names(n); k++)
	{
		SqlNode    *e = sql_node_child(items->children[k], 0);

		if (items->children[k]->rule != SQL_RULE_SELECT_EXPR || e == NULL ||
			e->rule != SQL_RULE_COLUMN || e->slots[0].instance != instance ||
			sql_column_graph_index(g, e) != column)
			continue;
		sql_node_free(e);
		items->children[k]->slots[0].children[0] =
			sql_column_ref(g, instance, person ? n->given : n->single);
		if (person)
		{
			SqlNode    *family = sql_node_new(SQL_RULE_SELECT_EXPR);

			sql_slot_add_child(&family->slots[0], sql_column_ref(g, instance, n->family));
			sql_slot_add_child(items, family);
		}
		break;
	}
}

/*
 * The query the flag's test is added to: ast, or of "(SELECT ... FROM t) EXCEPT (SELECT ...
 * FROM t)" over the flag's table t, its left operand ("Which vendors are not on our
 * preferred list?" read as every vendor's name but those of some vendors: the rows the
 * flag leaves out are the rows the question asks for, the test says which).
 */
static const SqlNode *
flag_base(const SqlNode *ast, const SchemaGraph *g, const NamedFlag *flag)
{
	const SqlNode *left,
			   *right;
	int			column = flag->column;

	if (ast == NULL || (ast->rule != SQL_RULE_EXCEPT && ast->rule != SQL_RULE_EXCEPT_ALL))
		return ast;
	left = sql_node_child(ast, 0);
	right = sql_node_child(ast, 1);
	if (left == NULL || right == NULL || !sql_is_select(left) || !sql_is_select(right) ||
		sql_from_only_instance(right, g->columns[column].table) < 0 ||
		tests_flag(ast, g, flag))
		return ast;
	return left;
}

SqlNode *
sql_boolean_flags(const SqlNode *ast, const SchemaGraph *g, const NamedFlag *named,
				  const QuestionNegations *n, const TableNames *names)
{
	SqlGraphColumn flag = {g, named->column};
	int			instance;
	bool		negated;
	SqlNode    *copy,
			   *test;

	if (ast != NULL && flag.column >= 0)
		ast = flag_base(ast, g, named);
	if (ast == NULL || flag.column < 0 || !sql_is_select(ast) ||
		(instance = sql_from_only_instance(ast, g->columns[flag.column].table)) < 0 ||
		tests_flag(ast, g, named))
		return NULL;
	negated = sql_negations_column_negated(n, flag.column);
	copy = sql_node_clone(ast);
	/* the question's one negation is the flag's: a NOT IN or NOT EXISTS subquery beside it
	 * said that "no" another way ("How many vendors are no longer active?" read as the
	 * vendors that supply nothing and are not active) */
	if (!sql_where_keep(copy, sql_leaves_graph_column_alone, &flag) ||
		(negated && n->n_negations == 1 &&
		 !sql_where_keep(copy, sql_not_a_negating_subquery, NULL)))
	{
		sql_node_free(copy);
		return NULL;
	}
	count_rows(copy, g, flag.column);
	answer_with_names(copy, g, names, instance, flag.column);
	test = flag_test(g, named, instance, !negated);
	sql_where_add(copy, test);
	return copy;
}

bool
sql_flag_untested(const SqlNode *ast, const SchemaGraph *g, const NamedFlag *flag)
{
	return ast != NULL && flag->column >= 0 && flag->plainly && !tests_flag(ast, g, flag);
}

/* Whether node (anywhere) is "column IS NULL". */
static bool
null_tested(const SqlNode *node, const SchemaGraph *g, int column)
{
	if (node->rule == SQL_RULE_IS_NULL &&
		sql_column_graph_index(g, sql_node_child(node, 0)) == column)
		return true;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < node->slots[f].n_children; k++)
			if (null_tested(node->slots[f].children[k], g, column))
				return true;
	return false;
}

bool
sql_flag_no_as_null(const SqlNode *ast, const SchemaGraph *g, const NamedFlag *flag)
{
	bool		no_is_null;

	/* no flag named (column -1): nothing to read of it */
	if (ast == NULL || flag->column < 0)
		return false;
	no_is_null = g->columns[flag->column].type_class != SG_TYPE_BOOLEAN &&
		flag->stored.store == FLAG_STORE_TEXT && flag->stored.no[0] == '\0';
	return !no_is_null && null_tested(ast, g, flag->column);
}

