/*
 * feedback.h — learning from the users: stored (question, SQL) corrections that answer
 * again at once (docs/feedback.md).
 *
 *   dtfixup_feedback(question text, sql text) RETURNS bigint: record that sql answers
 *       question in this database (checked against the grammar and run read-only first);
 *   dtfixup_forget(id bigint) / dtfixup_forget(question text) RETURNS bigint: remove pairs;
 *   feedback_answer(): before the parser, the stored pair whose question equals the new one
 *       up to its values (schema/delex.h), or else up to its values and its framing words
 *       (delex_loose_key), with the new values in its AST.
 *
 * The pairs live in dtfixup.feedback; every read and write runs as the caller, so the
 * table's privileges and any row level security the site sets up decide who records, who
 * is answered from which pairs, and who removes them.
 */
#ifndef DTFIXUP_PG_FEEDBACK_H
#define DTFIXUP_PG_FEEDBACK_H

#include "postgres.h"

#include "answer/answer_facts.h"
#include "schema/delex.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

typedef struct FeedbackAnswer
{
	bool		answered;
	int64		pair_id;		/* dtfixup.feedback.id of the pair that answered */
	char	   *pair_question;	/* its question as recorded */
	bool		reworded;		/* the pair's key is another, of the same loose key */
	SqlNode    *ast;			/* its SQL with the new question's values */
} FeedbackAnswer;

/*
 * The answer from a stored pair, when one applies (out->answered): the answer stage's
 * stored_pair step (answer/answer_steps.h), which obeys dtfixup.answer_from_feedback.
 * Nothing happens (false) when the caller may not read dtfixup.feedback, or when no stored
 * pair's question equals this one up to its values, or up to its values and its framing
 * words.  facts are the question's as the
 * parser sees them (its tokens, its links and named values, the graph retrieval kept).
 */
bool		feedback_answer(const AnswerFacts *facts, FeedbackAnswer *out);

/*
 * The keys a pair is stored and looked up by, for the question log (question_log.h): the
 * question's words (lower case, punctuation dropped), and the question up to its values
 * as the look-up computes it from facts ("what is the capital of <v>"; NULL when the
 * question has no word).
 */
char	   *feedback_question_key(const char *question);
char	   *feedback_delex_key(const AnswerFacts *facts);

/*
 * A question as a pair is recorded with it: linked against g (value look-ups included) and
 * taken up to its values as the look-up does (schema/delex.h: its slots are the spans
 * linked to stored values, the numbers and the values it names); *tokens, *links and *dq
 * are filled in.  False when the question has no word.  Then each slot bound to a literal
 * of the pair's SQL (delex_bind; dq->n_slots bindings, palloc'ed).  For recording and for
 * the pairs said again with other values (feedback_variants.c).
 */
bool		feedback_delex_in_database(const SchemaGraph *g, const char *question,
									   TextTokens *tokens, LinkResult *links, DelexQuestion *dq);
DelexBinding *feedback_bind_slots(const DelexQuestion *dq, const LinkResult *links,
								  const SqlNode *ast);

#endif
