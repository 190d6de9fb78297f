/*
 * links_json.h — the JSON of a question's schema links, one shape for dtfixup_link and
 * dtfixup_explain.
 */
#ifndef DTFIXUP_PG_LINKS_JSON_H
#define DTFIXUP_PG_LINKS_JSON_H

#include "postgres.h"

#include "lib/stringinfo.h"

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "text/tokenizer.h"

/*
 * Appends "links":[...] to buf, one object per link of links, in order:
 *   kind         "table", "column", "value", "number" or "date"
 *   match        "exact" or "partial"
 *   token_start  first token of the linked span (an index into tokens)
 *   token_end    one past its last token
 *   text         the span as written in question (tokens' byte offsets into question)
 *   schema, table  the linked table (table and column links, values), when there is one
 *   column       the linked column (column links, values), when there is one
 *   value        the stored value a value link matched
 */
void		links_json_append(StringInfo buf, const char *question, const TextTokens *tokens,
							  const SchemaGraph *g, const LinkResult *links);

#endif
