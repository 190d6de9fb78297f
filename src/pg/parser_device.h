/*
 * parser_device.h — the backend the parser runs on for dtfixup_finetune, nl2sql,
 * nl2sql_execute, dtfixup_explain and dtfixup_evaluate.
 */
#ifndef DTFIXUP_PG_PARSER_DEVICE_H
#define DTFIXUP_PG_PARSER_DEVICE_H

#include <stdbool.h>

#include "common/error.h"
#include "model/parser.h"

/*
 * The parser's backend ("cpu" or "cuda") for a device asked for (DTFIXUP_DEVICE_*: the
 * "device" training option, else dtfixup.device), or an ERROR when "cuda" was asked for and
 * no CUDA backend is usable (dtfixup_cuda_device_error).  Call it before the parser is
 * fetched or built.
 */
const char *dtfixup_parser_device(int device);

/*
 * The error of "cuda" asked for and not had (no GPU, driver or usable module: err says
 * which), raised the same way wherever it is asked for: SQLSTATE 0A000, with a hint naming
 * the setting and the option.
 */
void		dtfixup_cuda_device_error(const DtError *err) pg_attribute_noreturn();

/*
 * Puts parser on backend (dtfixup_parser_device's answer), moving its buffers when it is
 * on another one.  false with err set when that failed: the parser may have lost its
 * buffers, so the caller discards it, then calls dtfixup_parser_place_error.
 */
bool		dtfixup_parser_place(Parser *parser, const char *backend, DtError *err);
void		dtfixup_parser_place_error(const char *backend, const DtError *err) pg_attribute_noreturn();

#endif
