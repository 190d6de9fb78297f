/*
 * stemmer.h — a light, rule-based English stemmer for matching question words with
 * schema names.
 *
 * Plurals go to the singular (cities -> city, states -> state, boxes -> box) and verb
 * inflections -ing/-ed to the base (bordering, bordered -> border; named -> name;
 * located -> locate; running -> run), following the shape of Porter's step 1 (Porter
 * 1980) without his later suffix steps, so stems stay real words.  Comparatives and
 * superlatives are kept (largest stays largest): they carry the meaning of MAX/MIN.
 * Last, a British spelling of a short list becomes the American one (colours -> color,
 * cancelled -> cancel, organised -> organize), as most schemas and training data spell.
 * Words with digits or non-ASCII bytes, and words of three letters or fewer, are
 * returned unchanged.  Input is expected lower case (tokenizer output).
 */
#ifndef DTFIXUP_TEXT_STEMMER_H
#define DTFIXUP_TEXT_STEMMER_H

/* A dt_alloc'ed stem of word. */
char	   *text_stem(const char *word);

/* The plural step alone (and the spelling step): a dt_alloc'ed singular of word by the
 * rules above (chainrings -> chainring, where the stem would cut "ing" too), the word
 * itself where it ends in none. */
char	   *text_singular(const char *word);

#endif
