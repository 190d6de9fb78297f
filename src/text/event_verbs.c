/*
 * event_verbs.c — the words a date column's name uses for the event a verb says
 * (event_verbs.h).
 */
#include "text/event_verbs.h"

#include <string.h>

/* A verb's forms and the starts of the name words of its event (NULL-ended lists). */
typedef struct EventVerb
{
	const char *forms[7];
	const char *names[8];
} EventVerb;

static const EventVerb event_verbs[] = {
	{{"born", NULL}, {"birth", "born", "dob", NULL}},
	{{"died", "passed", NULL}, {"death", "died", "deceased", NULL}},
	{{"left", "leave", "leaving", "quit", "resigned", NULL},
	 {"exit", "leav", "left", "termination", "terminat", "end", NULL}},
	{{"fired", "terminated", "dismissed", NULL}, {"termination", "terminat", "exit", "end", NULL}},
	{{"joined", "join", "started", "began", "begun", NULL},
	 {"join", "start", "hire", "begin", "entry", NULL}},
	{{"hired", "employed", "recruited", NULL}, {"hire", "employ", "start", "join", NULL}},
	{{"paid", "pay", NULL}, {"pay", "paid", NULL}},
	{{"rented", "rent", NULL}, {"rent", NULL}},
	{{"bought", "purchased", NULL}, {"purchas", "buy", "bought", NULL}},
	{{"sold", NULL}, {"sale", "sold", "sell", NULL}},
	{{"ended", "finished", "closed", NULL}, {"end", "finish", "clos", "complet", NULL}},
	{{"opened", NULL}, {"open", NULL}},
	{{"founded", "established", NULL}, {"found", "establish", NULL}},
	{{"married", NULL}, {"marri", "wedding", NULL}},
	{{"enrolled", "registered", "signed", NULL}, {"enrol", "regist", "sign", NULL}},
	{{"graduated", NULL}, {"graduat", NULL}},
	{{"received", NULL}, {"receiv", "receipt", NULL}},
	{{"expired", "expires", NULL}, {"expir", NULL}},
	{{"renewed", NULL}, {"renew", NULL}},
};

static const EventVerb *
event_verb(const char *word)
{
	for (size_t k = 0; word != NULL && k < sizeof(event_verbs) / sizeof(event_verbs[0]); k++)
		for (int f = 0; event_verbs[k].forms[f] != NULL; f++)
			if (strcmp(event_verbs[k].forms[f], word) == 0)
				return &event_verbs[k];
	return NULL;
}

bool
text_is_event_verb(const char *word)
{
	return event_verb(word) != NULL;
}

bool
text_event_verb_names(const char *verb, const char *name_word)
{
	const EventVerb *v = event_verb(verb);

	for (int n = 0; v != NULL && name_word != NULL && v->names[n] != NULL; n++)
		if (strncmp(name_word, v->names[n], strlen(v->names[n])) == 0)
			return true;
	return false;
}
