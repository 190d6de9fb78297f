/*
 * vocabulary.c — see vocabulary.h.
 */
#include "text/vocabulary.h"

#include <string.h>

#include "common/alloc.h"
#include "text/subword_hash.h"

static void
rehash(TextVocab *v, int n_slots)
{
	dt_free(v->slots);
	v->n_slots = n_slots;
	v->slots = dt_new_array(int, n_slots);
	for (int i = 0; i < n_slots; i++)
		v->slots[i] = -1;
	for (int id = 0; id < v->n_words; id++)
	{
		uint32_t	h = text_fnv1a(v->words[id], strlen(v->words[id])) & (uint32_t) (n_slots - 1);

		while (v->slots[h] >= 0)
			h = (h + 1) & (uint32_t) (n_slots - 1);
		v->slots[h] = id;
	}
}

/* Slot holding word, or the empty slot where it would go. */
static int
find_slot(const TextVocab *v, const char *word)
{
	uint32_t	h = text_fnv1a(word, strlen(word)) & (uint32_t) (v->n_slots - 1);

	while (v->slots[h] >= 0 && strcmp(v->words[v->slots[h]], word) != 0)
		h = (h + 1) & (uint32_t) (v->n_slots - 1);
	return (int) h;
}

static int
append_word(TextVocab *v, const char *word)
{
	if (v->n_words == v->cap_words)
	{
		v->cap_words = v->cap_words ? v->cap_words * 2 : 64;
		v->words = dt_realloc(v->words, sizeof(char *) * (size_t) v->cap_words);
		v->counts = dt_realloc(v->counts, sizeof(int64_t) * (size_t) v->cap_words);
	}
	v->words[v->n_words] = dt_strdup(word);
	v->counts[v->n_words] = 0;
	if (2 * (v->n_words + 1) > v->n_slots)
	{
		v->n_words++;
		rehash(v, v->n_slots * 2);
		return v->n_words - 1;
	}
	v->slots[find_slot(v, word)] = v->n_words;
	return v->n_words++;
}

TextVocab *
text_vocab_new(void)
{
	TextVocab  *v = dt_new(TextVocab);

	rehash(v, 64);
	append_word(v, "<pad>");
	append_word(v, "<unk>");
	return v;
}

void
text_vocab_free(TextVocab *v)
{
	if (v == NULL)
		return;
	for (int i = 0; i < v->n_words; i++)
		dt_free(v->words[i]);
	dt_free(v->words);
	dt_free(v->counts);
	dt_free(v->slots);
	dt_free(v);
}

int
text_vocab_add(TextVocab *v, const char *word)
{
	int			slot = find_slot(v, word);
	int			id = v->slots[slot] >= 0 ? v->slots[slot] : append_word(v, word);

	v->counts[id]++;
	return id;
}

int
text_vocab_lookup(const TextVocab *v, const char *word)
{
	int			id = v->slots[find_slot(v, word)];

	return id >= 0 ? id : TEXT_VOCAB_UNK;
}

const char *
text_vocab_word(const TextVocab *v, int id)
{
	return id >= 0 && id < v->n_words ? v->words[id] : NULL;
}

TextVocab *
text_vocab_prune(const TextVocab *v, int64_t min_count)
{
	TextVocab  *pruned = text_vocab_new();

	for (int id = TEXT_VOCAB_UNK + 1; id < v->n_words; id++)
		if (v->counts[id] >= min_count)
		{
			int			new_id = text_vocab_add(pruned, v->words[id]);

			pruned->counts[new_id] = v->counts[id];
		}
	return pruned;
}
