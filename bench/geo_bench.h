/*
 * geo_bench.h — shared by the model benchmarks: the GeoQuery schema built by hand (tables and
 * columns in the catalog's order, primary and foreign keys as in geography.sql) and the
 * action notation ("rule", ";" Reduce, T:table, C:instance:column or C:instance:#index,
 * V:type:text) that bench/model_geoquery/export.sh writes.
 */
#ifndef DTFIXUP_BENCH_GEO_BENCH_H
#define DTFIXUP_BENCH_GEO_BENCH_H

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

static SchemaGraph *
geo_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			sn,
				fk;

	schema_graph_add_table(g, "public", "state", SG_TABLE, 0);
	sn = schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_column(g, "area", "double precision", SG_TYPE_NUMBER, true, false, 3);
	schema_graph_add_column(g, "country_name", "text", SG_TYPE_TEXT, true, false, 4);
	schema_graph_add_column(g, "capital", "text", SG_TYPE_TEXT, true, false, 5);
	schema_graph_add_column(g, "density", "double precision", SG_TYPE_NUMBER, true, false, 6);
	schema_graph_add_table(g, "public", "city", SG_TABLE, 0);
	schema_graph_add_column(g, "city_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_column(g, "country_name", "text", SG_TYPE_TEXT, true, false, 3);
	fk = schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 4);
	schema_graph_add_foreign_key(g, 1, 0, 1, &fk, &sn);
	schema_graph_add_table(g, "public", "border_info", SG_TABLE, 0);
	fk = schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_foreign_key(g, 2, 0, 1, &fk, &sn);
	fk = schema_graph_add_column(g, "border", "text", SG_TYPE_TEXT, false, true, 2);
	schema_graph_add_foreign_key(g, 2, 0, 1, &fk, &sn);
	schema_graph_add_table(g, "public", "highlow", SG_TABLE, 0);
	fk = schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_foreign_key(g, 3, 0, 1, &fk, &sn);
	schema_graph_add_column(g, "highest_elevation", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_column(g, "lowest_point", "text", SG_TYPE_TEXT, true, false, 3);
	schema_graph_add_column(g, "highest_point", "text", SG_TYPE_TEXT, true, false, 4);
	schema_graph_add_column(g, "lowest_elevation", "integer", SG_TYPE_NUMBER, true, false, 5);
	schema_graph_add_table(g, "public", "lake", SG_TABLE, 0);
	schema_graph_add_column(g, "lake_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "area", "double precision", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_column(g, "country_name", "text", SG_TYPE_TEXT, true, false, 3);
	fk = schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 4);
	schema_graph_add_foreign_key(g, 4, 0, 1, &fk, &sn);
	schema_graph_add_table(g, "public", "mountain", SG_TABLE, 0);
	schema_graph_add_column(g, "mountain_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "mountain_altitude", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_column(g, "country_name", "text", SG_TYPE_TEXT, true, false, 3);
	fk = schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 4);
	schema_graph_add_foreign_key(g, 5, 0, 1, &fk, &sn);
	schema_graph_add_table(g, "public", "river", SG_TABLE, 0);
	schema_graph_add_column(g, "river_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "length", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_column(g, "country_name", "text", SG_TYPE_TEXT, true, false, 3);
	fk = schema_graph_add_column(g, "traverse", "text", SG_TYPE_TEXT, false, true, 4);
	schema_graph_add_foreign_key(g, 6, 0, 1, &fk, &sn);
	return g;
}

/* Parse the notation; tokens are separated by sep.  False on an unknown name. */
static bool
parse_actions_sep(const SchemaGraph *g, const char *text, char sep, SqlActionList *out)
{
	char	   *copy = strdup(text);
	char	   *save = NULL;
	char		seps[2] = {sep, 0};
	int			inst_table[64];
	int			n_inst = 0;
	bool		ok = true;

	sql_action_list_init(out);
	for (char *tok = strtok_r(copy, seps, &save); tok && ok; tok = strtok_r(NULL, seps, &save))
	{
		SqlAction	a;

		memset(&a, 0, sizeof(a));
		if (strcmp(tok, ";") == 0)
			a.kind = SQL_ACT_REDUCE;
		else if (strncmp(tok, "T:", 2) == 0)
		{
			a.kind = SQL_ACT_SELECT_TABLE;
			a.table = schema_graph_find_table(g, "public", tok + 2);
			ok = a.table >= 0 && n_inst < 64;
			if (ok)
				inst_table[n_inst++] = a.table;
		}
		else if (strncmp(tok, "C:", 2) == 0)
		{
			char	   *col = strchr(tok + 2, ':');

			a.kind = SQL_ACT_SELECT_COLUMN;
			a.instance = atoi(tok + 2);
			ok = col != NULL && a.instance < n_inst;
			if (ok && col[1] == '#')
				a.column = atoi(col + 2);
			else if (ok)
			{
				int			t = inst_table[a.instance];
				int			c = t >= 0 ? schema_graph_find_column(g, t, col + 1) : -1;

				ok = c >= 0;
				if (ok)
					a.column = c - g->tables[t].first_column;
			}
		}
		else if (strncmp(tok, "V:", 2) == 0)
		{
			char	   *val = strchr(tok + 2, ':');

			ok = val != NULL;
			if (ok)
			{
				*val++ = '\0';
				a.kind = SQL_ACT_VALUE;
				ok = sql_value_type_by_name(tok + 2, &a.value_type);
				a.value = val;
			}
		}
		else
		{
			a.kind = SQL_ACT_APPLY_RULE;
			a.rule = sql_rule_by_name(tok);
			ok = a.rule >= 0;
			/* a subquery in FROM declares an instance too */
			if (ok && (a.rule == SQL_RULE_FROM_SUBQUERY || a.rule == SQL_RULE_FROM_SUBQUERY_JOIN ||
					   a.rule == SQL_RULE_FROM_SUBQUERY_LEFT_JOIN) && n_inst < 64)
				inst_table[n_inst++] = -1;
		}
		if (ok)
			sql_action_list_append(out, &a);
	}
	free(copy);
	return ok;
}

#endif
