/*
 * bench/word_vectors/stem_corpus.c — text on stdin to the parser's word keys on stdout:
 * each line tokenized (text/tokenizer.h) and each word token stemmed (text/stemmer.h),
 * exactly as the parser looks a word up in its vocabulary, so that a vector trained on the
 * output belongs to the vocabulary entry of the same key.  Numbers and punctuation are
 * dropped; a line longer than the tokenizer's limit is cut there.
 */
#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "text/stemmer.h"
#include "text/tokenizer.h"

static char line[1 << 20];

int
main(void)
{
	while (fgets(line, sizeof line, stdin))
	{
		TextTokens	t = {0};
		DtError		err = {0};
		size_t		len = strlen(line);
		int			written = 0;

		if (len > TEXT_MAX_QUESTION_BYTES)
			len = TEXT_MAX_QUESTION_BYTES;
		/* a line with more tokens than the limit is skipped (dictionary entries rarely are) */
		if (!text_tokenize(line, len, &t, &err))
			continue;
		for (int i = 0; i < t.n; i++)
		{
			char	   *stem;

			if (t.tokens[i].kind != TEXT_TOKEN_WORD)
				continue;
			stem = text_stem(t.tokens[i].text);
			printf(written++ ? " %s" : "%s", stem);
			dt_free(stem);
		}
		if (written)
			putchar('\n');
		text_tokens_free(&t);
	}
	return 0;
}
