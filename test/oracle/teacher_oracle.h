/*
 * teacher_oracle.h — the teacher-forced loss of one example at a time, the oracle the
 * training path of src/model (parser_teacher_batch.c: a worker's examples side by side,
 * their BiLSTMs in one pass, the stack over padded parts) is tested against.  Compiled
 * into the unit tests only.
 *
 * Same semantics as the batched loss (the same plans, dropout seeds and heads): a loss
 * equal to it and a gradient equal up to the order of float sums.  It runs on the calling
 * thread and grows p's scratch as it goes.
 */
#ifndef DTFIXUP_TEST_ORACLE_TEACHER_ORACLE_H
#define DTFIXUP_TEST_ORACLE_TEACHER_ORACLE_H

#include "model/parser_train.h"

/* The loss of ex under teacher forcing on plan (the sum over its scored steps); with
 * backward, gradients scaled by grad_scale accumulate into p's.  Without the batch's
 * schema cache: every example encodes its own schema items. */
double		oracle_example_loss_planned(Parser *p, const ParserExample *ex,
										const TeacherPlan *plan, bool training, bool backward,
										float grad_scale, uint64_t seed);
/* The same on ex's own plan (parser_teacher_plan_training's when training: word dropout
 * drawn from seed). */
double		oracle_example_loss(Parser *p, const ParserExample *ex, bool training, bool backward,
								float grad_scale, uint64_t seed);

#endif
