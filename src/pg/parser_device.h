/*
 * parser_device.h — the backend the parser runs on for dtfixup_finetune, nl2sql,
 * nl2sql_execute, dtfixup_explain and dtfixup_evaluate.
 */
#ifndef DTFIXUP_PG_PARSER_DEVICE_H
#define DTFIXUP_PG_PARSER_DEVICE_H

#include <stdbool.h>

#include "common/error.h"

/*
 * The parser's backend ("cpu") for a device asked for (DTFIXUP_DEVICE_*: the "device"
 * training option, else dtfixup.device), or an ERROR when "cuda" was asked for
 * (dtfixup_cuda_device_error).  Call it before the parser is fetched or built.
 */
const char *dtfixup_parser_device(int device);

/*
 * The error of "cuda" asked for and not had, raised the same way wherever it is asked for:
 * SQLSTATE 0A000, with a hint naming the setting and the option.  gpu_usable false: no CUDA
 * backend can be had here (err says why); true: one could, but the parser does not run on
 * it yet (err->detail says why).
 */
void		dtfixup_cuda_device_error(const DtError *err, bool gpu_usable) pg_attribute_noreturn();

#endif
