/*
 * links_json.c — the links of a question as JSON (see links_json.h).
 */
#include "pg/dtfixup.h"

#include "utils/json.h"

#include "pg/answer/links_json.h"

static const char *
link_kind_name(LinkKind kind)
{
	switch (kind)
	{
		case LINK_TABLE:
			return "table";
		case LINK_COLUMN:
			return "column";
		case LINK_VALUE:
			return "value";
		case LINK_NUMBER:
			return "number";
		case LINK_DATE:
			return "date";
	}
	return "unknown";
}

static const char *
link_match_name(LinkMatch match)
{
	switch (match)
	{
		case LINK_EXACT:
			return "exact";
		case LINK_PARTIAL:
			return "partial";
		case LINK_LEXICON:
			return "lexicon";
		case LINK_COMMENT:
			return "comment";
		case LINK_ABBREVIATION:
			return "abbreviation";
		case LINK_MEASURE:
			return "measure";
		case LINK_NEGATED:
			return "negated";
	}
	return "unknown";
}

static void
append_text_member(StringInfo buf, const char *key, const char *value)
{
	appendStringInfoChar(buf, ',');
	escape_json(buf, key);
	appendStringInfoChar(buf, ':');
	escape_json(buf, value);
}

void
links_json_append(StringInfo buf, const char *question, const TextTokens *tokens,
				  const SchemaGraph *g, const LinkResult *links)
{
	appendStringInfoString(buf, "\"links\":[");
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		const TextToken *first = &tokens->tokens[l->token_start];
		const TextToken *last = &tokens->tokens[l->token_end - 1];

		appendStringInfo(buf, "%s{\"kind\":\"%s\",\"match\":\"%s\",\"token_start\":%d,\"token_end\":%d",
						 i ? "," : "", link_kind_name(l->kind),
						 link_match_name(l->match), l->token_start, l->token_end);
		append_text_member(buf, "text",
						   pnstrdup(question + first->byte_start, last->byte_end - first->byte_start));
		if (l->table >= 0)
		{
			append_text_member(buf, "schema", g->tables[l->table].schema);
			append_text_member(buf, "table", g->tables[l->table].name);
		}
		if (l->column >= 0)
			append_text_member(buf, "column", g->columns[l->column].name);
		if (l->value != NULL)
			append_text_member(buf, "value", l->value);
		appendStringInfoChar(buf, '}');
	}
	appendStringInfoChar(buf, ']');
}
