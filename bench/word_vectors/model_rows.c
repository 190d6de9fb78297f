/*
 * bench/word_vectors/model_rows.c — a model file's word embedding rows, out and in.
 *
 *   model_rows dump MODEL OUT.tsv        one line per vocabulary entry: the word, then its
 *                                        word_dim row (ids 0 and 1 are <pad> and <unk>)
 *   model_rows copy MODEL PAIRS OUT      MODEL with each PAIRS line's first word added to its
 *                                        vocabulary, its row a copy of the second (known)
 *                                        word's; written as weights alone (float32)
 *
 * Reads the parser's internals (model/parser_core.h): a measuring tool, not an API.
 * A pair whose second word the model does not know, or whose first it knows, is skipped.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/strbuf.h"
#include "model/parser_core.h"

static Parser *
load(const char *path)
{
	FILE	   *f = fopen(path, "rb");
	long		n;
	char	   *bytes;
	DtError		err = {0};
	Parser	   *p;

	if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) <= 0 || fseek(f, 0, SEEK_SET) != 0)
	{
		fprintf(stderr, "cannot read %s\n", path);
		exit(1);
	}
	bytes = malloc((size_t) n);
	if (bytes == NULL || fread(bytes, 1, (size_t) n, f) != (size_t) n)
	{
		fprintf(stderr, "cannot read %s\n", path);
		exit(1);
	}
	fclose(f);
	p = parser_deserialize(bytes, (size_t) n, &err);
	free(bytes);
	if (p == NULL)
	{
		fprintf(stderr, "%s: %s\n", path, err.message);
		exit(1);
	}
	return p;
}

/* host copy of tensor idx's values within the host copy of all parameters */
static float *
tensor_host(Parser *p, float *host, int idx)
{
	return host + (T_DATA(p, idx) - p->params.data);
}

static int
dump(const char *model, const char *out_path)
{
	Parser	   *p = load(model);
	float	   *host = parser_params_host(p);
	const float *rows = tensor_host(p, host, p->t.word_emb);
	int			W = p->cfg.word_dim;
	FILE	   *out = fopen(out_path, "w");

	if (out == NULL)
		return 1;
	for (int id = 0; id < p->vocab->n_words; id++)
	{
		fputs(p->vocab->words[id], out);
		for (int j = 0; j < W; j++)
			fprintf(out, " %.7g", rows[(size_t) id * W + j]);
		fputc('\n', out);
	}
	fclose(out);
	parser_params_host_done(p, host);
	parser_free(p);
	return 0;
}

static int
copy_rows(const char *model, const char *pairs_path, const char *out_path)
{
	Parser	   *base = load(model);
	TextVocab  *vocab = text_vocab_new();
	int			n_base = base->vocab->n_words,
				n_new = 0,
				cap = 1024,
			   *source = malloc(sizeof(int) * cap);
	char		word[256],
				known[256];
	FILE	   *pairs = fopen(pairs_path, "r");
	ParserConfig cfg = base->cfg;
	DtError		err = {0};
	Parser	   *p;
	float	   *from,
			   *to;
	DtStrBuf	bytes;
	FILE	   *out;

	if (pairs == NULL)
		return 1;
	for (int id = 2; id < n_base; id++)
		text_vocab_add(vocab, base->vocab->words[id]);
	while (fscanf(pairs, "%255s %255s%*[^\n]", word, known) == 2)
	{
		int			id = text_vocab_lookup(base->vocab, known);

		if (id == TEXT_VOCAB_UNK || text_vocab_lookup(vocab, word) != TEXT_VOCAB_UNK)
			continue;
		if (n_new == cap)
			source = realloc(source, sizeof(int) * (cap *= 2));
		text_vocab_add(vocab, word);
		source[n_new++] = id;
	}
	fclose(pairs);
	if (cfg.max_vocab < vocab->n_words)
		cfg.max_vocab = vocab->n_words;
	p = parser_create_with_vocab(&cfg, vocab, &err);
	if (p == NULL)
	{
		fprintf(stderr, "%s\n", err.message);
		return 1;
	}
	/* every tensor but the word table has the base's shape: copy it; the table grows */
	from = parser_params_host(base);
	to = parser_params_host(p);
	for (int i = 0; i < p->params.n_tensors; i++)
	{
		float	   *dst = tensor_host(p, to, i);
		const float *src = tensor_host(base, from, i);
		size_t		W = (size_t) cfg.word_dim;

		if (i != p->t.word_emb)
		{
			memcpy(dst, src, sizeof(float) * p->params.tensors[i].numel);
			continue;
		}
		memcpy(dst, src, sizeof(float) * n_base * W);
		for (int k = 0; k < n_new; k++)
			memcpy(dst + (n_base + k) * W, src + source[k] * W, sizeof(float) * W);
	}
	parser_params_host_done(p, to);
	parser_params_host_done(base, from);
	for (int k = 0; k < base->n_const; k++)
		parser_add_constant(p, base->const_text[k], base->const_type[k]);
	p->mu = base->mu;
	p->prepared = base->prepared;
	p->max_steps = base->max_steps;
	p->epochs_done = base->epochs_done;
	p->steps_done = base->steps_done;
	dt_strbuf_init(&bytes);
	out = fopen(out_path, "wb");
	if (!parser_serialize_weights(p, &bytes, &err) || out == NULL ||
		fwrite(bytes.data, 1, bytes.len, out) != bytes.len || fclose(out) != 0)
	{
		fprintf(stderr, "cannot write %s: %s\n", out_path, err.message);
		return 1;
	}
	fprintf(stderr, "%s: vocabulary %d -> %d words\n", out_path, n_base, vocab->n_words);
	dt_strbuf_free(&bytes);
	free(source);
	parser_free(base);
	parser_free(p);
	return 0;
}

int
main(int argc, char **argv)
{
	if (argc == 4 && strcmp(argv[1], "dump") == 0)
		return dump(argv[2], argv[3]);
	if (argc == 5 && strcmp(argv[1], "copy") == 0)
		return copy_rows(argv[2], argv[3], argv[4]);
	fprintf(stderr, "usage: model_rows dump MODEL OUT.tsv | model_rows copy MODEL PAIRS OUT\n");
	return 2;
}
