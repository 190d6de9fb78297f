/*
 * side_dates.c — the dates of a row that a question means only when it says so
 * (side_dates.h).
 */
#include "schema/side_dates.h"

#include <ctype.h>
#include <string.h>

/* Column c's name lower-cased, its letters alone, into letters (size bytes). */
static void
name_letters(const SchemaGraph *g, int c, char *letters, int size)
{
	int			n = 0;

	for (const char *p = g->columns[c].name; p != NULL && *p != '\0' && n < size - 1; p++)
		if (isalpha((unsigned char) *p))
			letters[n++] = (char) tolower((unsigned char) *p);
	letters[n] = '\0';
}

/* Whether graph column c is a date or time column named for a change to its row. */
static bool
named_for_a_change(const SchemaGraph *g, int c)
{
	char		letters[64];

	if (g->columns[c].type_class != SG_TYPE_TIME)
		return false;
	name_letters(g, c, letters, sizeof(letters));
	return strstr(letters, "modif") != NULL || strstr(letters, "updat") != NULL ||
		strstr(letters, "lastchang") != NULL;
}

/* Whether the table of graph column c has a date or time column not named for a change. */
static bool
has_own_date(const SchemaGraph *g, int c)
{
	const SgTable *t = &g->tables[g->columns[c].table];

	for (int k = t->first_column; k < t->first_column + t->n_columns; k++)
		if (g->columns[k].type_class == SG_TYPE_TIME && !named_for_a_change(g, k))
			return true;
	return false;
}

SideDate
schema_side_date(const SchemaGraph *g, int c)
{
	char		letters[64];

	if (c < 0 || c >= g->n_columns || g->columns[c].type_class != SG_TYPE_TIME)
		return SIDE_DATE_NONE;
	if (named_for_a_change(g, c))
		return has_own_date(g, c) ? SIDE_DATE_EDIT_STAMP : SIDE_DATE_NONE;
	name_letters(g, c, letters, sizeof(letters));
	if (strstr(letters, "birth") != NULL || strcmp(letters, "dob") == 0)
		return SIDE_DATE_BIRTH;
	if (strstr(letters, "death") != NULL || strstr(letters, "deceased") != NULL)
		return SIDE_DATE_DEATH;
	return SIDE_DATE_NONE;
}

/* Whether a word of tokens starts with one of stems. */
static bool
word_starts_with(const TextTokens *tokens, const char *const *stems)
{
	for (int i = 0; i < tokens->n; i++)
		for (int k = 0; stems[k] != NULL; k++)
			if (strncmp(tokens->tokens[i].text, stems[k], strlen(stems[k])) == 0)
				return true;
	return false;
}

SideDatesSaid
schema_side_dates_said(const TextTokens *tokens)
{
	static const char *const change[] = {"modif", "updat", "chang", "edit", NULL};
	static const char *const birth[] = {"born", "birth", "births", "birthday", "birthdays",
		"birthdate", "dob", "age", "ages", "aged", "old", "older", "oldest", "young",
	"younger", "youngest", NULL};
	static const char *const death[] = {"died", "die", "dies", "death", "deaths", "dead",
	"deceased", NULL};

	SideDatesSaid out = {{false}};

	out.said[SIDE_DATE_NONE] = true;
	out.said[SIDE_DATE_EDIT_STAMP] = word_starts_with(tokens, change);
	out.said[SIDE_DATE_BIRTH] = text_tokens_any_in_list(tokens, birth);
	out.said[SIDE_DATE_DEATH] = text_tokens_any_in_list(tokens, death);
	return out;
}
