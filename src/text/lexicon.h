/*
 * lexicon.h — read-only access to dtfixup's word lexicon (dtfixup_lexicon.bin), compiled from
 * WordNet 3.0 at build time by tools/build_lexicon.py (its header describes the layout and
 * which WordNet relations are kept), with the synonyms of tools/lexicon_synonyms.txt.
 *
 * A word maps to its relatives: the base form of an irregular inflection (children ->
 * child), first-sense synonyms (vocalist -> singer), derivations (singer -> sing),
 * pertainyms (french -> france), the attribute an adjective is a value of (old -> age) and
 * the nouns one step broader or narrower (canine -> dog, worker -> employee).
 * Regular inflections are undone here, by WordNet's own suffix rules ("morphy": oldest ->
 * old, vocalists -> vocalist), each rule applied only where the base is a word of the
 * rule's part of speech.
 *
 * The file is mapped read-only; lexicon_open checks its header, size, checksum, order and
 * offsets, so a damaged file is refused and never read out of bounds.
 */
#ifndef DTFIXUP_TEXT_LEXICON_H
#define DTFIXUP_TEXT_LEXICON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "common/error.h"

#define LEXICON_FILE_NAME "dtfixup_lexicon.bin"
#define LEXICON_VERSION 1
/* Longest word looked up; longer words have no relatives. */
#define LEXICON_MAX_WORD 64
/* Most base forms of one word (the word itself, irregular and rule-based bases). */
#define LEXICON_MAX_LEMMAS 8

typedef enum LexiconRelation
{
	LEXICON_LEMMA = 1,			/* base form of an irregular inflection */
	LEXICON_SYNONYM,
	LEXICON_DERIVATION,
	LEXICON_PERTAINYM,
	LEXICON_ATTRIBUTE,
	LEXICON_HYPERNYM,			/* a noun one step broader (dog -> canine) */
	LEXICON_HYPONYM				/* a noun one step narrower (canine -> dog) */
} LexiconRelation;

/* Parts of speech of an entry (its pos_mask). */
#define LEXICON_POS_NOUN 1
#define LEXICON_POS_VERB 2
#define LEXICON_POS_ADJ 4
#define LEXICON_POS_ADV 8

typedef struct Lexicon Lexicon;

/* Map and validate the file at path; NULL with err set (DT_ERR_DATA_CORRUPTED for a damaged
 * file, DT_ERR_INVALID_PARAMETER for one that cannot be opened). */
Lexicon    *lexicon_open(const char *path, DtError *err);
void		lexicon_close(Lexicon *lex);
int			lexicon_n_words(const Lexicon *lex);

/*
 * The base forms of word (lower case): the word itself when the lexicon lists it, the bases
 * its irregular-inflection entries name, and the bases WordNet's suffix rules give that
 * exist in the rule's part of speech.  Pointers into the lexicon (valid while it is open),
 * distinct, at most LEXICON_MAX_LEMMAS; returns how many.
 */
int			lexicon_lemmas(const Lexicon *lex, const char *word, const char **out);

/* Called for each relative; relation is never LEXICON_LEMMA for lexicon_visit_relatives. */
typedef void (*LexiconVisitor) (const char *relative, LexiconRelation relation, void *arg);

/*
 * Visit every relative of word's base forms (lexicon_lemmas): first each base form other
 * than the word as LEXICON_LEMMA, then each base form's synonyms, derivations, pertainyms,
 * attributes and broader and narrower nouns.  A relative may be visited more than once.
 */
void		lexicon_visit_relatives(const Lexicon *lex, const char *word, LexiconVisitor visit,
									void *arg);

/* Is b among a's relatives (lexicon_visit_relatives of a, compared exactly)? */
bool		lexicon_related(const Lexicon *lex, const char *a, const char *b);

/* Is word a word of the lexicon (it has a base form: lexicon_lemmas)?  A NameWordKnown
 * (text/name_words.h); lexicon is the Lexicon. */
bool		lexicon_knows_word(const char *word, void *lexicon);

#endif
