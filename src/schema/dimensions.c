/*
 * dimensions.c — size, height, length and weight columns, and the question words that ask
 * for them (dimensions.h).
 */
#include "schema/dimensions.h"

#include <string.h>

#include "common/alloc.h"
#include "schema/measures.h"

/* Longest name word looked at. */
#define DIMENSION_WORD_MAX 64
/* How many words after an adjective may name the thing it is said of ("the largest us
 * state"). */
#define DIMENSION_THING_REACH 2

typedef struct DimensionWords
{
	DimensionKind kind;
	const char *const *column_words;	/* NULL-terminated */
	const char *const *question_words;	/* adjectives, NULL-terminated */
	const char *const *nouns;	/* the dimension's own nouns, NULL-terminated */
} DimensionWords;

static const char *const size_columns[] = {
	"area", "size", "acreage", "sqft", "footage", "bytes", NULL
};
static const char *const size_words[] = {
	"big", "bigger", "biggest", "large", "larger", "largest", "small", "smaller", "smallest",
	"huge", NULL
};
static const char *const size_nouns[] = {"size", "sizes", NULL};

static const char *const height_columns[] = {"height", "elevation", "altitude", NULL};
static const char *const height_words[] = {
	"high", "higher", "highest", "tall", "taller", "tallest", NULL
};
static const char *const height_nouns[] = {"height", "heights", NULL};

static const char *const length_columns[] = {
	"length", "duration", "runtime", "milliseconds", "seconds", "minutes", NULL
};
static const char *const length_words[] = {
	"long", "longer", "longest", "short", "shorter", "shortest", NULL
};
static const char *const length_nouns[] = {"length", "lengths", "duration", NULL};

static const char *const weight_columns[] = {"weight", "mass", NULL};
static const char *const weight_words[] = {"heavy", "heavier", "heaviest", NULL};
static const char *const weight_nouns[] = {"weight", "weights", NULL};

static const DimensionWords dimensions[] = {
	{DIMENSION_SIZE, size_columns, size_words, size_nouns},
	{DIMENSION_HEIGHT, height_columns, height_words, height_nouns},
	{DIMENSION_LENGTH, length_columns, length_words, length_nouns},
	{DIMENSION_WEIGHT, weight_columns, weight_words, weight_nouns},
};

#define N_DIMENSIONS ((int) (sizeof(dimensions) / sizeof(dimensions[0])))


/* Whether w is one of list's words or ends with one ("surfacearea"). */
static bool
ends_with_one(const char *w, const char *const *list)
{
	size_t		len = strlen(w);

	for (int i = 0; list[i] != NULL; i++)
	{
		size_t		k = strlen(list[i]);

		if (len >= k && strcmp(w + len - k, list[i]) == 0)
			return true;
	}
	return false;
}

DimensionKind
dimension_kind_of(const SchemaGraph *g, int c)
{
	const SgColumn *col = &g->columns[c];
	DimensionKind found = DIMENSION_NONE;

	if (col->type_class != SG_TYPE_NUMBER || col->primary_key ||
		schema_graph_column_is_foreign_key(g, c))
		return DIMENSION_NONE;
	for (int i = 0; i < col->n_words; i++)
	{
		const char *w = col->words[i];

		if (strlen(w) > DIMENSION_WORD_MAX || measure_name_word_rules_out(w))
			return DIMENSION_NONE;
		for (int d = 0; d < N_DIMENSIONS && found == DIMENSION_NONE; d++)
			if (ends_with_one(w, dimensions[d].column_words))
				found = dimensions[d].kind;
	}
	return found;
}

/* The dimension whose adjectives (nouns: *noun set) hold token i, or NULL. */
static const DimensionWords *
dimension_of_word(const TextTokens *q, int i, bool *noun)
{
	const char *w = q->tokens[i].text;

	for (int d = 0; d < N_DIMENSIONS; d++)
	{
		if (text_word_in_list(w, dimensions[d].question_words))
		{
			*noun = false;
			return &dimensions[d];
		}
		if (text_word_in_list(w, dimensions[d].nouns))
		{
			*noun = true;
			return &dimensions[d];
		}
	}
	return NULL;
}

DimensionKind
dimension_word_kind(const TextTokens *q, int i)
{
	bool		noun;
	const DimensionWords *d = dimension_of_word(q, i, &noun);

	return d ? d->kind : DIMENSION_NONE;
}

bool
dimension_word_asks_value(const TextTokens *q, int i)
{
	bool		noun;

	return dimension_of_word(q, i, &noun) != NULL &&
		(noun || (i > 0 && text_token_is(q, i - 1, "how")));
}

bool
dimension_link_is_word(const SchemaGraph *g, const TextTokens *q, const SchemaLink *l, int c)
{
	DimensionKind kind = dimension_kind_of(g, c);

	return kind != DIMENSION_NONE &&
		(l->match == LINK_MEASURE ||
		 (l->token_end - l->token_start == 1 && dimension_word_kind(q, l->token_start) == kind));
}

/* A link that names its item by the question's words: anything but one word that is a
 * part of a longer name. */
static bool
names_item(const SchemaLink *l)
{
	return (l->kind == LINK_TABLE || l->kind == LINK_COLUMN) &&
		(l->match != LINK_PARTIAL || l->token_end - l->token_start > 1);
}

/* Whether token i already names a table or column, or is inside a stored value ("large"
 * of a size 'Large'). */
static bool
token_taken(const LinkResult *links, int n_links, int i)
{
	for (int k = 0; k < n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->token_start <= i && i < l->token_end &&
			(names_item(l) || (l->kind == LINK_VALUE && l->value != NULL)))
			return true;
	}
	return false;
}

/* Whether some link names a dimension column of kind by its name or a relative. */
static bool
kind_named(const SchemaGraph *g, const LinkResult *links, int n_links, DimensionKind kind)
{
	for (int k = 0; k < n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind == LINK_COLUMN && l->column >= 0 && names_item(l) &&
			dimension_kind_of(g, l->column) == kind)
			return true;
	}
	return false;
}

/* Marks in tables[] the tables token j names (by a table's name, not a part of one);
 * whether it names any. */
static bool
mark_tables_at(const LinkResult *links, int n_links, int j, bool *tables)
{
	bool		any = false;

	for (int k = 0; k < n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->kind == LINK_TABLE && l->table >= 0 && names_item(l) &&
			l->token_start <= j && j < l->token_end)
			tables[l->table] = any = true;
	}
	return any;
}

/* Whether token j names a column (not also a table): the order is said ("the largest
 * population"). */
static bool
names_column_at(const LinkResult *links, int n_links, int j)
{
	bool		column = false;

	for (int k = 0; k < n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->token_start > j || j >= l->token_end || !names_item(l))
			continue;
		if (l->kind == LINK_TABLE)
			return false;
		column = column || l->kind == LINK_COLUMN;
	}
	return column;
}

/* The thing an adjective at i is said of, named right after it; false when a column is
 * named first or nothing is. */
static bool
thing_after(const TextTokens *q, const LinkResult *links, int n_links, int i, bool *tables)
{
	for (int j = i + 1; j < q->n && j <= i + DIMENSION_THING_REACH; j++)
	{
		if (names_column_at(links, n_links, j))
			return false;
		if (mark_tables_at(links, n_links, j, tables))
			return true;
	}
	return false;
}

/* Whether token i is the question's last word. */
static bool
is_last_word(const TextTokens *q, int i)
{
	for (int j = i + 1; j < q->n; j++)
		if (q->tokens[j].kind == TEXT_TOKEN_WORD)
			return false;
	return true;
}

/* Whether token i comes right after a copula, "the" between or not ("stores are bigger
 * than", "which state is the biggest"). */
static bool
after_copula(const TextTokens *q, int i)
{
	int			j = text_token_is(q, i - 1, "the") ? i - 2 : i - 1;

	return text_token_is(q, j, "is") || text_token_is(q, j, "are") ||
		text_token_is(q, j, "was") || text_token_is(q, j, "were");
}

/* The nearest table named before token i. */
static bool
thing_before(const LinkResult *links, int n_links, int i, bool *tables)
{
	for (int j = i - 1; j >= 0; j--)
		if (mark_tables_at(links, n_links, j, tables))
			return true;
	return false;
}

/* The tables the question's words other than token i name, by a table's name, a
 * column's whole name or a stored value ("how big is texas": state, of 'texas'). */
static bool
things_anywhere(const LinkResult *links, int n_links, int i, bool *tables)
{
	bool		any = false;

	for (int k = 0; k < n_links; k++)
	{
		const SchemaLink *l = &links->links[k];

		if (l->table < 0 || (l->token_start <= i && i < l->token_end))
			continue;
		if ((l->kind == LINK_TABLE && names_item(l)) ||
			(l->kind == LINK_COLUMN && l->match == LINK_EXACT) ||
			(l->kind == LINK_VALUE && l->value != NULL))
			tables[l->table] = any = true;
	}
	return any;
}

/* The tables dimension word i is said of (dimensions.h): anywhere in the question when it
 * asks for the value ("how big", "the size of"), else the table named right after it, or
 * before it when it ends the question or follows a copula. */
static bool
things_of_word(const TextTokens *q, const LinkResult *links, int n_links, int i, bool *tables)
{
	if (dimension_word_asks_value(q, i))
		return things_anywhere(links, n_links, i, tables);
	if (thing_after(q, links, n_links, i, tables))
		return true;
	return (is_last_word(q, i) || after_copula(q, i)) && thing_before(links, n_links, i, tables);
}

void
link_dimension_words(const SchemaGraph *g, const TextTokens *q, LinkResult *out)
{
	int			n_before = out->n_links;
	bool	   *tables = dt_new_array(bool, g->n_tables + 1);
	int		   *columns = dt_new_array(int, DIMENSION_LINKS_MAX + 1);

	for (int i = 0; i < q->n; i++)
	{
		bool		noun;
		const DimensionWords *d = dimension_of_word(q, i, &noun);
		int			n = 0;

		if (d == NULL || token_taken(out, n_before, i) ||
			kind_named(g, out, n_before, d->kind))
			continue;
		memset(tables, 0, sizeof(bool) * (size_t) g->n_tables);
		if (!things_of_word(q, out, n_before, i, tables))
			continue;
		for (int c = 0; c < g->n_columns && n <= DIMENSION_LINKS_MAX; c++)
			if (tables[g->columns[c].table] && dimension_kind_of(g, c) == d->kind)
			{
				if (n < DIMENSION_LINKS_MAX)
					columns[n] = c;
				n++;
			}
		/* a record with no size of its own is as big as its total ("our biggest order");
		 * a person's income is no size ("our biggest spenders") */
		for (int t = 0; t < g->n_tables && n == 0 && d->kind == DIMENSION_SIZE && !noun; t++)
		{
			int			total = tables[t] ? measure_table_total(g, t) : -1;

			if (total >= 0 && !measure_column_is_earnings(g, total) && n < DIMENSION_LINKS_MAX)
				columns[n++] = total;
		}
		/* more than a few say nothing about which */
		for (int k = 0; k < n && n <= DIMENSION_LINKS_MAX; k++)
			link_result_add(out, LINK_COLUMN, LINK_MEASURE, i, i + 1,
							g->columns[columns[k]].table, columns[k], NULL);
	}
	dt_free(columns);
	dt_free(tables);
}
