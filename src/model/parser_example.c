/*
 * parser_example.c — one question against one schema, ready for the model: tokens,
 * links, the RAT-SQL relation matrix, the literals the Value action may produce, and
 * (for training) the gold action sequence.
 *
 * Value candidates (what makes every generated literal a real string): each question
 * span of 1..PARSER_SPAN_MAX_TOKENS tokens that starts and ends with a word or number
 * (its text is the question's own text for the span, whitespace runs collapsed to one
 * space), as text and, for one number token, as integer/numeric; and each stored value the
 * linking result found in the database (LINK_VALUE, with the database's spelling).  The
 * parser adds its numeric constants (parser.c) to these.
 */
#include "model/parser.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "common/alloc.h"
#include "schema/relations.h"
#include "sql/sql_transition.h"
#include "text/quantities.h"

/* Most tokens of a question span offered as a literal of its own: the spans the general
 * model was trained with.  A longer stored value ("The Busy Executive's Database Guide",
 * 7 tokens) is offered as the value link found it (LINK_MAX_VALUE_TOKENS). */
#define PARSER_SPAN_MAX_TOKENS 6

static int
find_candidate(const ParserExample *ex, const char *text, SqlValueType type)
{
	for (int i = 0; i < ex->n_values; i++)
		if (ex->values[i].type == type && strcmp(ex->values[i].text, text) == 0)
			return i;
	return -1;
}

static void
add_candidate(ParserExample *ex, int *cap, const char *text, SqlValueType type, int start,
			  int end, bool from_db, int column)
{
	int			k = find_candidate(ex, text, type);
	ParserValueCandidate *c;

	if (k >= 0)
	{
		/* A span that is also a stored value: one candidate, marked as stored, that
		 * remembers every column it was found in. */
		c = &ex->values[k];
		if (from_db && !c->from_database)
		{
			c->from_database = true;
			c->token_start = start;
			c->token_end = end;
		}
		if (from_db && column >= 0 && c->n_columns < 8)
			c->columns[c->n_columns++] = column;
		return;
	}
	if (ex->n_values == *cap)
	{
		*cap = *cap ? *cap * 2 : 64;
		ex->values = dt_realloc(ex->values, sizeof(ParserValueCandidate) * (size_t) *cap);
	}
	c = &ex->values[ex->n_values++];
	c->text = dt_strdup(text);
	c->type = type;
	c->token_start = start;
	c->token_end = end;
	c->from_database = from_db;
	c->n_columns = 0;
	if (from_db && column >= 0)
		c->columns[c->n_columns++] = column;
}

/* The question's text for tokens [s, e), whitespace runs as one space. */
static char *
span_text(const ParserExample *ex, int s, int e)
{
	int			b0 = ex->tokens.tokens[s].byte_start,
				b1 = ex->tokens.tokens[e - 1].byte_end;
	char	   *out = dt_alloc((size_t) (b1 - b0) + 1);
	int			n = 0;
	bool		space = false;

	for (int i = b0; i < b1; i++)
	{
		unsigned char ch = (unsigned char) ex->question[i];

		if (isspace(ch))
			space = true;
		else
		{
			if (space && n > 0)
				out[n++] = ' ';
			space = false;
			out[n++] = (char) ch;
		}
	}
	out[n] = '\0';
	return out;
}

/* Token s's number in an analyst's spelling ("1,000", "100k", "zero"), as a number
 * candidate over its span (text/quantities.h). */
static void
add_number_reading(ParserExample *ex, int *cap, int s)
{
	char		number[64];

	if (!text_number_reading(&ex->tokens.tokens[s], number, sizeof(number)))
		return;
	if (sql_value_is_valid(SQL_VALUE_INTEGER, number))
		add_candidate(ex, cap, number, SQL_VALUE_INTEGER, s, s + 1, false, -1);
	else if (sql_value_is_valid(SQL_VALUE_NUMERIC, number))
		add_candidate(ex, cap, number, SQL_VALUE_NUMERIC, s, s + 1, false, -1);
}

/* A number linked to a numeric column (a row's number, linking.h link_row_numbers): a
 * stored value the parser may also write as the number it is. */
static bool
is_row_number(const ParserExample *ex, const SchemaLink *l)
{
	return l->column >= 0 && ex->graph->columns[l->column].type_class == SG_TYPE_NUMBER &&
		sql_value_is_valid(SQL_VALUE_INTEGER, l->value);
}

/* Whether token s is the asker's or the reader's pronoun written in lower case ("spent the
 * most with us", "show me"): a span that begins or ends with one is no value the question
 * gives, though a country column may store 'US'.  Written in capitals ("the US"), or
 * after "the", it stays a candidate. */
static bool
is_pronoun_token(const TextTokens *t, int s)
{
	static const char *const pronouns[] = {"me", "we", "us", "our", "ours", "you",
	"your", "yours"};
	const TextToken *tok = &t->tokens[s];

	/* "in the us", in a question written in lower case, is the country */
	if (tok->kind != TEXT_TOKEN_WORD || tok->capitals || text_token_is(t, s - 1, "the"))
		return false;
	for (size_t i = 0; i < sizeof(pronouns) / sizeof(pronouns[0]); i++)
		if (strcmp(tok->text, pronouns[i]) == 0)
			return true;
	return false;
}

static void
build_value_candidates(ParserExample *ex)
{
	int			cap = 0;
	const TextTokens *t = &ex->tokens;

	/* Stored values first, so a span with the same text keeps the database's flag. */
	for (int i = 0; i < ex->links.n_links; i++)
	{
		const SchemaLink *l = &ex->links.links[i];

		if (l->kind == LINK_VALUE && l->value)
		{
			add_candidate(ex, &cap, l->value, SQL_VALUE_TEXT, l->token_start, l->token_end, true,
						  l->column);
			if (is_row_number(ex, l))
				add_candidate(ex, &cap, l->value, SQL_VALUE_INTEGER, l->token_start,
							  l->token_end, true, l->column);
		}
	}
	for (int s = 0; s < t->n; s++)
	{
		if (t->tokens[s].kind == TEXT_TOKEN_PUNCT)
			continue;
		for (int e = s + 1; e <= t->n && e - s <= PARSER_SPAN_MAX_TOKENS; e++)
		{
			char	   *text;

			if (t->tokens[e - 1].kind == TEXT_TOKEN_PUNCT || is_pronoun_token(t, s) ||
				is_pronoun_token(t, e - 1))
				continue;
			text = span_text(ex, s, e);
			add_candidate(ex, &cap, text, SQL_VALUE_TEXT, s, e, false, -1);
			if (e == s + 1 && t->tokens[s].kind == TEXT_TOKEN_NUMBER)
			{
				if (sql_value_is_valid(SQL_VALUE_INTEGER, text))
					add_candidate(ex, &cap, text, SQL_VALUE_INTEGER, s, e, false, -1);
				else if (sql_value_is_valid(SQL_VALUE_NUMERIC, text))
					add_candidate(ex, &cap, text, SQL_VALUE_NUMERIC, s, e, false, -1);
			}
			if (e == s + 1)
				add_number_reading(ex, &cap, s);
			dt_free(text);
		}
	}
}

/* A candidate with text equal to the len bytes at text, up to ASCII case; -1 if none. */
static int
find_candidate_nocase(const ParserExample *ex, const char *text, size_t len, SqlValueType type)
{
	for (int i = 0; i < ex->n_values; i++)
		if (ex->values[i].type == type && strlen(ex->values[i].text) == len &&
			strncasecmp(ex->values[i].text, text, len) == 0)
			return i;
	return -1;
}

/* The candidate a gold literal is taught as: exact text and type, else the same text up
 * to ASCII case (the question wrote "Texas", the gold SQL 'texas'), else for a text
 * '%x%' (a LIKE pattern) the candidate x, which a decoded LIKE renders as '%x%'
 * (sql_like_patterns_contain); else -1. */
static int
gold_value_target(const ParserExample *ex, const SqlAction *a)
{
	int			k = find_candidate(ex, a->value, a->value_type);
	size_t		len = strlen(a->value);

	if (k >= 0)
		return k;
	k = find_candidate_nocase(ex, a->value, len, a->value_type);
	if (k < 0 && a->value_type == SQL_VALUE_TEXT && len > 2 && a->value[0] == '%' &&
		a->value[len - 1] == '%')
		k = find_candidate_nocase(ex, a->value + 1, len - 2, SQL_VALUE_TEXT);
	return k;
}

ParserExample *
parser_example_new(const char *question, const SchemaGraph *graph, const LinkResult *links,
				   const SqlNode *gold, DtError *err)
{
	TextTokens	tokens;

	if (question == NULL)
		question = "";
	if (!text_tokenize(question, strlen(question), &tokens, err))
		return NULL;
	return parser_example_from_tokens(question, &tokens, graph, links, gold, err);
}

ParserExample *
parser_example_from_tokens(const char *question, TextTokens *tokens, const SchemaGraph *graph,
						   const LinkResult *links, const SqlNode *gold, DtError *err)
{
	ParserExample *ex = dt_new(ParserExample);

	ex->question = dt_strdup(question ? question : "");
	ex->graph = graph;
	link_result_init(&ex->links);
	sql_action_list_init(&ex->gold);
	ex->tokens = *tokens;
	memset(tokens, 0, sizeof(*tokens));
	if (links)
		for (int i = 0; i < links->n_links; i++)
		{
			const SchemaLink *l = &links->links[i];

			if (l->token_start < 0 || l->token_end > ex->tokens.n || l->token_start >= l->token_end ||
				l->table >= graph->n_tables || l->column >= graph->n_columns)
			{
				dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							 "link %d (tokens %d..%d, table %d, column %d) does not fit the question's %d tokens and the schema",
							 i, l->token_start, l->token_end, l->table, l->column, ex->tokens.n);
				goto fail;
			}
			link_result_add(&ex->links, l->kind, l->match, l->token_start, l->token_end,
							l->table, l->column, l->value);
		}
	ex->n_items = ex->tokens.n + graph->n_columns + graph->n_tables;
	ex->relations = dt_alloc((size_t) ex->n_items * (size_t) ex->n_items);
	if (!rat_relations_build(graph, ex->tokens.n, &ex->links, ex->relations))
	{
		dt_error_set(err, DT_ERR_QUERY_CANCELED, 0, NULL, NULL,
					 "building the schema relations was interrupted");
		goto fail;
	}
	build_value_candidates(ex);

	if (gold)
	{
		SqlNode    *check;

		if (!sql_ast_to_actions(gold, &ex->gold, err))
			goto fail;
		/*
		 * The gold must replay on this schema: the decoder is taught only legal actions.
		 * Replayed as gold (the rewrites find nothing left to do in a gold the mapping
		 * produced): a text column Spider's schemas use for dates or numbers may be ordered.
		 */
		check = ts_build_gold_ast(graph, &ex->gold, err);
		if (check == NULL)
			goto fail;
		sql_node_free(check);
		ex->has_gold = true;
		ex->gold_value_index = dt_alloc(sizeof(int) * (size_t) (ex->gold.n + 1));
		for (int i = 0; i < ex->gold.n; i++)
		{
			ex->gold_value_index[i] = -1;
			if (ex->gold.items[i].kind == SQL_ACT_VALUE)
			{
				ex->gold_value_index[i] = gold_value_target(ex, &ex->gold.items[i]);
				if (ex->gold_value_index[i] < 0)
					ex->n_gold_values_missing++;
			}
		}
	}
	return ex;

fail:
	parser_example_free(ex);
	return NULL;
}

void
parser_example_free(ParserExample *ex)
{
	if (ex == NULL)
		return;
	dt_free(ex->question);
	text_tokens_free(&ex->tokens);
	link_result_free(&ex->links);
	dt_free(ex->relations);
	for (int i = 0; i < ex->n_values; i++)
		dt_free(ex->values[i].text);
	dt_free(ex->values);
	sql_action_list_free(&ex->gold);
	dt_free(ex->gold_value_index);
	dt_free(ex);
}
