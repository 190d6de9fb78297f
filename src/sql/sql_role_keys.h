/*
 * sql_role_keys.h — of two keys from one table to another, the one whose role the
 * question says.
 *
 * Wide World Importers' orders refer to people twice: salesperson_person_id (who took the
 * order) and contact_person_id (the customer's contact).  "How many orders has Hudson
 * Onslow taken as salesperson?" decoded "... JOIN orders ON people.person_id =
 * orders.contact_person_id ...": the model joins on the first key it knows and leaves the
 * role the question names to a flag (is_salesperson).  A key's role is what its column's
 * name says beyond the key it refers to: the words before person_id in
 * salesperson_person_id ("salesperson"; "contact" of contact_person_id; "picked", "by" of
 * picked_by_person_id), or, where its name does not end with the key's, its words but those
 * of the table it refers to, of that key, and id, key, no, code.  A role word is said by a
 * question word of the same stem or by two written together ("sales person").  The copy
 * step role_keys makes, of a SELECT that joins on a single-column foreign key that has a
 * role the question does not say (a key named as the key it refers to, border_info.
 * state_name, is the plain relation and stays), a copy that joins
 * on the one other single-column key between the same two tables, to the same column,
 * whose role the question says; none where two or more are said, or none.  The source
 * pays unsaid_roles (2), the copy 1 below it.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_ROLE_KEYS_H
#define DTFIXUP_SQL_ROLE_KEYS_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* The copy of ast joined on the key whose role the question says (above); NULL when none. */
SqlNode    *sql_role_keys(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens);

#endif
