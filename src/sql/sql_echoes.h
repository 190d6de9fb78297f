/*
 * sql_echoes.h — an output column fixed to the value the question gave for another.
 *
 * "What states border Wisconsin?" decoded "SELECT border FROM border_info WHERE state_name
 * = 'wisconsin' AND border = 'wisconsin'": the second condition says the answer is the
 * question's own value (and no state borders itself), the model's echo of the one value
 * the question gives.  "What states does the Missouri river run through?" likewise: "WHERE
 * traverse = 'missouri' AND river_name = 'missouri'".  Where the outer SELECT's WHERE
 * compares an output column with a value that it also compares another column of the same
 * table instance with, the condition on the output column is dropped: the question gave
 * the value for the other one.
 *
 * "What state is Austin the capital of?" decoded "SELECT capital FROM state WHERE capital =
 * 'austin'": the one output column fixed to the question's value, which it would only say
 * back.  Where it is not the rows' thing's name (schema/name_columns.h) nor a key, and its
 * table has a thing's name, that name answers instead: "SELECT state_name ...".  Where
 * its table names its rows with nothing ("Which red-haired women drive a Tesla Model S?"
 * decoded "SELECT car_model FROM drivers_license WHERE car_model = 'Model S' ..."), the
 * one table of named rows (a thing's name or a person's) that refers to its primary key
 * by one column (person, by license_id) is joined on that key and its names answer.
 * Where it is the thing's name and the question asks for people ("Who wrote The Cat in the
 * Hat?" decoded "SELECT title FROM books WHERE title = 'The Cat in the Hat'"), the one
 * table of people the query joins already answers, else the people linked to its rows by
 * one key answer, joined: the one table of people (schema/
 * name_columns.h, table_holds_people) the table refers to by one key column
 * (books.author_id -> authors) or that refers to it by one (the employees of a
 * department); none where its own rows are people, or several tables qualify, or one
 * each way (a department's manager and its staff: the question's words say which).
 * Where it is the thing's name and the question asks for another table's rows ("Which
 * region is the Sales department in?" decoded "SELECT department_name FROM departments
 * WHERE department_name = 'Sales'"), the one shortest path of foreign keys from its table
 * to that table (sql_key_paths.h: departments -> locations -> countries -> regions, one
 * row each) is joined and that table's names answer.
 *
 * "How many murders have been reported?" decoded "SELECT count(DISTINCT type) FROM
 * crime_scene_report WHERE type = 'murder'" (the WHERE often added by the completed copy):
 * the distinct values of a column the WHERE fixes to one value are that value, counted 1
 * whatever the rows.  The rewrite count_fixed_values makes an output count(DISTINCT
 * <column>) of an ungrouped SELECT whose WHERE fixes that column to a text count the rows
 * instead: count(*).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_ECHOES_H
#define DTFIXUP_SQL_ECHOES_H

#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

/* ast without the echoed conditions and answers (above), changed in place; returns ast.
 * names: the graph's name columns (name_columns_find's); who: the question asks for people
 * ("who", "which women": answer_names.h, name_question_asks_people);
 * asked: the table "which <table>" asks for (-1: none). */
SqlNode    *sql_drop_echoed_values(SqlNode *ast, const SchemaGraph *g, const TableNames *names,
								   bool who, int asked);

/* ast's one output column fixed to the question's value answered with names (above:
 * "What state is Austin the capital of?", "Which women work in ...?"), the conditions
 * left as they are; changed in place, returns ast.  The answer stage runs it on the copy
 * steps' copies too (names_for_echoes: a copy that says "sex = 'F'" joins the people). */
SqlNode    *sql_names_for_echoes(SqlNode *ast, const SchemaGraph *g, const TableNames *names,
								 bool who, int asked);

/* select with each such count(DISTINCT) counting rows (above), changed in place; returns
 * select. */
SqlNode    *sql_count_fixed_values(SqlNode *select);

#endif
