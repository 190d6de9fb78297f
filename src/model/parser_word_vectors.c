/*
 * parser_word_vectors.c — a new parser's embedding tables started from pretrained word
 * vectors (training option word_vectors; bench/word_vectors/ builds them with fastText on
 * WordNet and GCIDE text).
 *
 * The parser embeds a known word as its row plus the mean of its sub-word bucket rows, an
 * unknown one by the mean alone (parser_encoder.c).  fastText embeds a word the same way
 * up to weighting, and hashes the same n-grams of "<word>" with the same FNV-1a (for ASCII
 * words), so its bucket rows can be taken as they are when the bucket counts agree.  Each
 * known word's row is then its whole vector less the mean of its bucket rows: before
 * training, the parser embeds every word it knows as the word's pretrained vector, and
 * every word it does not know as that word's pretrained sub-word vector.
 *
 * The vectors are scaled by one factor so that their components have the spread of the
 * default initialisation (std 0.1, parser_params.c): the BiLSTMs above them start at the
 * input scale they are initialised for, and DT-Fixup's mu is measured on them as usual
 * (parser_prepare_training runs after this).
 */
#include "model/parser_core.h"

#include <math.h>
#include <string.h>

#include "common/alloc.h"
#include "text/subword_hash.h"

#define PARSER_EMB_INIT_STD 0.1

/* One factor for all the vectors: std of the words' components -> PARSER_EMB_INIT_STD. */
static double
vector_scale(const ParserWordVectors *wv)
{
	double		sum = 0,
				sq = 0,
				n = (double) wv->n_words * wv->dim,
				var;

	for (size_t i = 0; i < (size_t) wv->n_words * wv->dim; i++)
	{
		sum += wv->word_rows[i];
		sq += (double) wv->word_rows[i] * wv->word_rows[i];
	}
	var = sq / n - (sum / n) * (sum / n);
	return var > 0 ? PARSER_EMB_INIT_STD / sqrt(var) : 1.0;
}

/* row -= mean of word's bucket rows (the first PARSER_BUCKETS_PER_WORD, as the encoder) */
static void
subtract_bucket_mean(const Parser *p, const char *word, const float *buckets, float *row)
{
	uint32_t	ids[PARSER_BUCKETS_PER_WORD];
	int			W = p->cfg.word_dim,
				n = text_subword_buckets(word, PARSER_NGRAM_MIN, PARSER_NGRAM_MAX,
									 (uint32_t) p->cfg.hash_buckets, ids, PARSER_BUCKETS_PER_WORD);

	if (n > PARSER_BUCKETS_PER_WORD)
		n = PARSER_BUCKETS_PER_WORD;
	/* "<w>" of any word has an n-gram; the guard only keeps the division defined */
	if (n == 0)
		return;
	for (int k = 0; k < n; k++)
		for (int j = 0; j < W; j++)
			row[j] -= buckets[(size_t) ids[k] * W + j] / n;
}

bool
parser_init_word_vectors(Parser *p, const ParserWordVectors *wv, int *n_known, DtError *err)
{
	int			W = p->cfg.word_dim,
				known = 0;
	bool		with_buckets = wv->n_buckets > 0;
	double		scale;
	float	   *host,
			   *words,
			   *buckets = NULL;

	if (p->prepared || p->weights_borrowed)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"word vectors start a new parser, before its training is prepared");
	if (wv->dim != W)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL,
							"Build the vectors with as many dimensions as the model's word_dim, or set word_dim to theirs.",
							"the word vectors have %d dimensions, the model's word_dim is %d", wv->dim, W);
	if (with_buckets && wv->n_buckets != p->cfg.hash_buckets)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL,
							"Build the vectors with as many sub-word buckets as the model's hash_buckets, or set hash_buckets to theirs.",
							"the word vectors have %d sub-word buckets, the model's hash_buckets is %d",
							wv->n_buckets, p->cfg.hash_buckets);
	if (wv->n_words < 1)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL, "the word vectors hold no word");
	scale = vector_scale(wv);
	host = parser_params_host(p);
	words = host + p->params.tensors[p->t.word_emb].offset;
	if (with_buckets)
	{
		buckets = host + p->params.tensors[p->t.bucket_emb].offset;
		for (size_t i = 0; i < (size_t) wv->n_buckets * W; i++)
			buckets[i] = (float) (scale * wv->bucket_rows[i]);
	}
	for (int i = 0; i < wv->n_words; i++)
	{
		int			id = text_vocab_lookup(p->vocab, wv->words[i]);
		float	   *row;

		if (id == TEXT_VOCAB_UNK || id == TEXT_VOCAB_PAD)
			continue;
		row = words + (size_t) id * W;
		for (int j = 0; j < W; j++)
			row[j] = (float) (scale * wv->word_rows[(size_t) i * W + j]);
		if (with_buckets && p->cfg.hash_buckets > 0)
			subtract_bucket_mean(p, wv->words[i], buckets, row);
		known++;
	}
	parser_params_host_done(p, host);
	if (n_known)
		*n_known = known;
	return true;
}
