/*
 * training_rows.h — reading (question, sql[, schema]) rows of a table as the caller, for
 * dtfixup_finetune and dtfixup_evaluate.
 */
#ifndef DTFIXUP_PG_TRAINING_ROWS_H
#define DTFIXUP_PG_TRAINING_ROWS_H

#include "postgres.h"

typedef struct TrainingRows
{
	int			n;
	char	  **questions;		/* NULL entries for SQL NULLs */
	char	  **sqls;
	char	  **schemas;		/* NULL when no schema column was asked for */
} TrainingRows;

/*
 * Read every row of relid (in the table's scan order) with the named columns cast to text,
 * through SPI as the current role.  schema_col may be NULL.  Errors: a column that does
 * not exist (42703); no SELECT privilege (42501, from the executor).  Allocated in
 * CurrentMemoryContext.
 */
void		training_rows_read(Oid relid, const char *question_col, const char *sql_col,
							   const char *schema_col, TrainingRows *rows);

#endif
