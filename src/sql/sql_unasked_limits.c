/*
 * sql_unasked_limits.c — a LIMIT the question does not ask for (sql_unasked_limits.h).
 */
#include "sql/sql_unasked_limits.h"

#include <string.h>

/* Whether word ends in "est" as a superlative does ("busiest", "newest"), not as "guest",
 * "interest" or "west" do. */
static bool
superlative_ending(const char *word)
{
	static const char *const not_superlatives[] = {"guest", "interest", "request", "forest",
		"honest", "modest", "digest", "suggest", "protest", "contest", "harvest", "invest",
		"manifest", "arrest", "quest", "midwest", "southwest", "northwest", "conquest",
		"inquest", "bequest", "behest", "unrest", "attest", "detest", "infest", "ingest",
	"divest", "earnest", NULL};
	size_t		n = strlen(word);

	return n >= 5 && strcmp(word + n - 3, "est") == 0 &&
		!text_word_in_list(word, not_superlatives);
}

/* Whether number token i names a row rather than how many: right after a word that names
 * a table or column ("order 25", "invoice 10100"), and before no word that names a table
 * ("the 5 customers"). */
static bool
names_a_row(const LinkResult *links, int i)
{
	return links != NULL && i > 0 && link_result_names_token(links, i - 1) &&
		!link_result_table_starts_at(links, i + 1);
}

bool
sql_question_asks_limit(const TextTokens *t, const QuestionDirections *d, const LinkResult *links)
{
	static const char *const words[] = {"first", "last", "top", "bottom", "one", "single",
		"predominantly", "mostly", "mainly", "primarily", "chiefly", "usually", "typically",
		"popular", "common", "commonest", "majority", "max", "min", "maximum", "minimum",
	"best", "worst", "most", "least", "recent", "recently", "favorite", "favourite", NULL};

	if (d->n_ranking_words > 0 || d->superlatives != 0 || d->date_superlatives != 0 ||
		d->age_superlatives != 0 || d->whole_order || d->alphabetical != 0)
		return true;
	for (int i = 0; i < t->n; i++)
	{
		const char *w = t->tokens[i].text;

		if ((t->tokens[i].kind == TEXT_TOKEN_NUMBER && !names_a_row(links, i)) ||
			text_word_in_list(w, words) || superlative_ending(w))
			return true;
	}
	return false;
}

int
sql_unasked_limits(const SqlNode *ast, bool asked)
{
	int			n = 0;

	if (ast == NULL || asked)
		return 0;
	if (sql_is_select(ast) && ast->slots[SQL_SELECT_LIMIT].present)
		n++;
	for (int f = 0; f < SQL_MAX_FIELDS; f++)
		for (int k = 0; k < ast->slots[f].n_children; k++)
			n += sql_unasked_limits(ast->slots[f].children[k], false);
	return n;
}
