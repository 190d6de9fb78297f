/*
 * model_token.h — the cache token of a stored model, shared by the model store
 * (model_store.h) and the installed general model (general_model.h), whose token comes
 * from its file instead of a row.
 */
#ifndef DTFIXUP_PG_MODEL_TOKEN_H
#define DTFIXUP_PG_MODEL_TOKEN_H

#include "postgres.h"

/*
 * What identifies the stored state of a model, cheap to fetch (one index probe): the id of
 * its current checkpoint (never reused: ids come from a sequence) and the xmin of its
 * dtfixup.models row (changes on every update of the row).  A backend that caches a loaded
 * model keeps the token it was loaded with and reloads when model_store_current_token()
 * returns a different one (or false: the model was dropped).
 */
typedef struct ModelStoreToken
{
	int64		checkpoint_id;
	TransactionId row_xmin;
} ModelStoreToken;

#endif
