/*
 * lexicon_store.h — the word lexicon that `make install` puts beside the general model
 * ($sharedir/extension/dtfixup_lexicon.bin, text/lexicon.h), opened once per backend for
 * schema linking.
 *
 * Without it linking still works, on the schema's own words only: a missing or damaged
 * file gives one WARNING per backend (with the reason and how to restore it), never an
 * error.
 */
#ifndef DTFIXUP_PG_LEXICON_STORE_H
#define DTFIXUP_PG_LEXICON_STORE_H

#include "postgres.h"

#include "text/lexicon.h"
#include "text/name_words.h"

/* The backend's lexicon, opened at the first call; NULL when it cannot be read. */
const Lexicon *dtfixup_lexicon(void);

/* Where the names' pieces come from for model (a Parser): its vocabulary, then the
 * backend's lexicon (none when it cannot be read); text/name_words.h. */
NameWordSources dtfixup_name_word_sources(void *model);

#endif
