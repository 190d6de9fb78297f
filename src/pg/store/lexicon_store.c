/*
 * lexicon_store.c — the installed lexicon, once per backend (lexicon_store.h).
 */
#include "pg/store/lexicon_store.h"

#include "miscadmin.h"
#include "model/parser.h"
#include "utils/memutils.h"

/* The mapping lives as long as the backend: the file is installed read-only, and a
 * reinstalled one is seen by new backends. */
static Lexicon *backend_lexicon;
static bool lexicon_tried;

static char *
lexicon_path(void)
{
	char		share[MAXPGPATH];

	get_share_path(my_exec_path, share);
	return psprintf("%s/extension/%s", share, LEXICON_FILE_NAME);
}

const Lexicon *
dtfixup_lexicon(void)
{
	DtError		err;
	MemoryContext old;
	char	   *path;

	if (lexicon_tried)
		return backend_lexicon;
	lexicon_tried = true;
	path = lexicon_path();
	/* dt_alloc is palloc here: the handle must outlive the statement that opened it */
	old = MemoryContextSwitchTo(TopMemoryContext);
	backend_lexicon = lexicon_open(path, &err);
	MemoryContextSwitchTo(old);
	if (backend_lexicon == NULL)
		ereport(WARNING,
				(errcode(ERRCODE_UNDEFINED_FILE),
				 errmsg("dtfixup: schema linking works without its lexicon: %s", err.message),
				 errdetail("Questions link only to tables, columns and values in the schema's own words."),
				 errhint("Install WordNet (Debian: wordnet-base), then rebuild and reinstall dtfixup (make install).")));
	return backend_lexicon;
}

NameWordSources
dtfixup_name_word_sources(void *model)
{
	const Lexicon *lexicon = dtfixup_lexicon();
	NameWordSources sources = {parser_knows_word, model, NULL, NULL};

	if (lexicon != NULL)
	{
		sources.english = lexicon_knows_word;
		sources.english_arg = (void *) lexicon;
	}
	return sources;
}
