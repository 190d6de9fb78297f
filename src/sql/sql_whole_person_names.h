/*
 * sql_whole_person_names.h — a person's given and family name read from one row.
 *
 * "When did Eileen Henderson join the company?" decoded "... FROM employee AS t0 JOIN
 * employee AS t1 ... JOIN employee AS t2 ... WHERE t0.firstnme = 'EILEEN' AND t2.lastname
 * = 'HENDERSON'", and "How many different customers has Philip Chin sold to?" with
 * "customer.lname = 'Chin' AND employee.emp_fname = 'Philip'": the two words of one
 * person's name, said one after the other, each compared in another row (another instance
 * of the table, or another table whose rows have a family name Chin too).  A name said
 * whole names one person.
 *
 * Of the outer WHERE's conditions "<column> = '<text>'", a given name's (G, on instance A)
 * and a family name's (F, on instance B, B not A) whose texts the question says one right
 * after the other (value links of G and of F, the first ending where the second starts):
 * where A's table has a family name of the same pair as G that a link of the second word
 * names with the same text, F is compared there, on A; else where B's table has a given
 * name of the same pair as F that a link of the first word names with the same text, G is
 * compared on B.  The row's instance left unread is dropped later (drop_unused_joins).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_WHOLE_PERSON_NAMES_H
#define DTFIXUP_SQL_WHOLE_PERSON_NAMES_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

/* ast with each such name compared on one instance (above), changed in place; returns
 * ast. */
SqlNode    *sql_whole_person_names(SqlNode *ast, const SchemaGraph *g, const LinkResult *links);

#endif
