/*
 * word_vectors_file.h — the file of training option word_vectors: pretrained vectors that
 * start a new model's word and sub-word embeddings (model/parser.h,
 * parser_init_word_vectors).  bench/word_vectors/export_vectors.py writes it from fastText.
 *
 * Text, one header line and then one line per row, numbers separated by single spaces:
 *   dtfixup-word-vectors N_WORDS N_BUCKETS DIM
 *   WORD V1 ... VDIM              N_WORDS lines: a word key (tokenizer + stemmer) and its vector
 *   V1 ... VDIM                   N_BUCKETS lines: sub-word bucket rows, bucket 0 first
 */
#ifndef DTFIXUP_PG_TRAIN_WORD_VECTORS_FILE_H
#define DTFIXUP_PG_TRAIN_WORD_VECTORS_FILE_H

#include "postgres.h"

#include "model/parser.h"

/* Refuse a caller without pg_read_server_files's privileges (42501), before any work. */
void		word_vectors_check_can_read(const char *path);

/* Read and parse path in the current memory context; a file that cannot be read or does
 * not follow the format is an ERROR naming the line. */
void		word_vectors_read(const char *path, ParserWordVectors *wv);

#endif
