/*
 * vocabulary.h — words <-> dense ids for the model's embeddings.
 *
 * Ids are given in insertion order and never change; ids 0 and 1 are reserved for
 * padding ("<pad>") and unknown words ("<unk>").  Each word keeps a count (how often it
 * was added), so a training run can build from data and then freeze to the frequent ones
 * with text_vocab_prune.  Look-ups are O(1) (open addressing on FNV-1a).
 */
#ifndef DTFIXUP_TEXT_VOCABULARY_H
#define DTFIXUP_TEXT_VOCABULARY_H

#include <stdint.h>

#define TEXT_VOCAB_PAD 0
#define TEXT_VOCAB_UNK 1

typedef struct TextVocab
{
	int			n_words;
	int			cap_words;
	char	  **words;			/* id -> word */
	int64_t    *counts;			/* id -> times added */
	int			n_slots;		/* power of two */
	int		   *slots;			/* hash slot -> id, -1 when empty */
} TextVocab;

TextVocab  *text_vocab_new(void);
void		text_vocab_free(TextVocab *v);
/* Add one occurrence of word; returns its id (new or existing). */
int			text_vocab_add(TextVocab *v, const char *word);
/* Id of word, or TEXT_VOCAB_UNK. */
int			text_vocab_lookup(const TextVocab *v, const char *word);
/* Word of an id, or NULL when out of range. */
const char *text_vocab_word(const TextVocab *v, int id);
/* A new vocabulary with the reserved ids and the words added at least min_count times,
 * in their original id order. */
TextVocab  *text_vocab_prune(const TextVocab *v, int64_t min_count);

#endif
