/*
 * colloquial.c — the full forms of short words people type in questions (colloquial.h).
 */
#include "text/colloquial.h"

#include <string.h>
#include <strings.h>

typedef struct ShortForm
{
	const char *short_form;
	const char *full_form;
} ShortForm;

/* Short forms of everyday English, one word each way; a short form that is also a common
 * word of its own ("no", "co", "st", "rev") is left out. */
static const ShortForm short_forms[] = {
	{"avg", "average"}, {"max", "maximum"}, {"min", "minimum"}, {"qty", "quantity"},
	{"amt", "amount"}, {"num", "number"}, {"nbr", "number"}, {"cnt", "count"},
	{"tot", "total"}, {"yr", "year"}, {"yrs", "years"}, {"mos", "months"},
	{"hr", "hour"}, {"hrs", "hours"}, {"mins", "minutes"}, {"secs", "seconds"},
	{"dept", "department"}, {"depts", "departments"}, {"emp", "employee"},
	{"emps", "employees"}, {"mgr", "manager"}, {"mgrs", "managers"},
	{"info", "information"}, {"addr", "address"}, {"approx", "approximately"},
	{"pct", "percent"}, {"dob", "birthday"}, {"bday", "birthday"}, {"govt", "government"},
	{"gov", "government"}, {"intl", "international"}, {"corp", "corporation"},
	{"ppl", "people"}, {"doc", "document"}, {"docs", "documents"}, {"para", "paragraph"},
	{"paras", "paragraphs"}, {"stats", "statistics"}, {"msg", "message"},
	{"msgs", "messages"}, {"pic", "picture"}, {"pics", "pictures"}, {"qtr", "quarter"},
	{"cust", "customer"}, {"custs", "customers"}, {"acct", "account"},
	{"accts", "accounts"}, {"tel", "telephone"}, {"prod", "product"}, {"prods", "products"},
	{"rep", "representative"}, {"reps", "representatives"},
};

const char *
text_colloquial_pay_superlative(const TextTokens *tokens, int i)
{
	int			next = i + 1;

	if (next < tokens->n && strcmp(tokens->tokens[next].text, "-") == 0)
		next++;
	if (next >= tokens->n || strcmp(tokens->tokens[next].text, "paid") != 0)
		return NULL;
	return strcmp(tokens->tokens[i].text, "best") == 0 ? "highest" :
		strcmp(tokens->tokens[i].text, "worst") == 0 ? "lowest" : NULL;
}

const char *
text_colloquial_full_form(const char *word)
{
	for (size_t i = 0; i < sizeof(short_forms) / sizeof(short_forms[0]); i++)
		if (strcasecmp(word, short_forms[i].short_form) == 0)
			return short_forms[i].full_form;
	return NULL;
}
