/*
 * retrieval.h — the part of a large schema graph that the parser reads for one question.
 *
 * Why: the relation-aware encoder reads every table and column it is given, at a cost that
 * grows with the square of their number; on a search_path of hundreds of tables one question
 * takes seconds to minutes and the extra tables pull wrong ones into the answer.  Before the
 * encoder, retrieval scores every table by the question's links to it (its name, its columns'
 * names, stored values in its columns) and keeps a subgraph within the limits:
 *
 *   1. a graph within the limits is kept whole (nothing changes for ordinary schemas);
 *   2. otherwise the question is taken to be about one schema, the one whose tables score
 *      highest, links of words of the query itself ("average" ~ a column `average`) left
 *      out (an earlier schema on the search_path wins a tie, as PostgreSQL resolves
 *      unqualified names; the first schema when nothing links); a schema within the limits is
 *      kept whole, since the tables a question needs besides the ones it names (bridge
 *      tables, tables of the answer) are its neighbours;
 *   3. a larger schema gives the tables the question names by their whole name ("sales
 *      rep" of salesrep; no word of the query itself) and then its best-scoring tables
 *      (a view with many columns that each share a word of the question scores high), each
 *      with the tables on a shortest
 *      foreign-key path to those already kept (bridges, which carry no word of the question),
 *      then the tables one foreign key away from them, while the limits allow; where nothing
 *      in it links, its first tables;
 *   4. a table of another schema that a stored value (or its word's base form) or its whole
 *      name links to joins them,
 *      with the tables on a shortest foreign-key path to those kept (through its schema and
 *      the question's), where one leads there and the limits allow: one database's
 *      purchasing and production schemas ("Which vendors supply chainrings?": production's
 *      products, which purchasing's productvendor refers to);
 *   5. last, where the database says which tables hold no rows (pg/catalog/empty_tables.h)
 *      and some table holds rows, a table that holds none is left out unless a link names
 *      it exactly: a user asks about what the database holds ("Which orders did we receive
 *      in November?" where the purchase orders' table is empty and the sales orders'
 *      is not), and one who asks about the empty table says its name.
 *
 * The caller (src/pg/) links names and values on the whole graph, calls retrieval_select,
 * builds the subgraph with retrieval_subgraph and renumbers its links with
 * retrieval_remap_links before encoding; training sees the same path, so both read the same
 * kind of graph.
 */
#ifndef DTFIXUP_SCHEMA_RETRIEVAL_H
#define DTFIXUP_SCHEMA_RETRIEVAL_H

#include <stdbool.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"

typedef struct RetrievalLimits
{
	int			max_tables;		/* at most this many tables (>= 1) */
	int			max_columns;	/* and at most this many columns in all (>= 1) */
	const bool *empty;			/* per table of the graph, whether it holds no rows (NULL:
								 * not known); see below */
} RetrievalLimits;

/* Why a table was kept */
typedef enum RetrievalReason
{
	RETRIEVAL_DROPPED = 0,
	RETRIEVAL_WHOLE_GRAPH,		/* the graph is within the limits */
	RETRIEVAL_WHOLE_SCHEMA,		/* the question's schema is within the limits */
	RETRIEVAL_LINKED,			/* the question links to it */
	RETRIEVAL_BRIDGE,			/* on a foreign-key path between linked tables */
	RETRIEVAL_NEIGHBOUR,		/* one foreign key away from a linked table, room left */
	RETRIEVAL_IN_ORDER			/* nothing in its schema links: the schema's first tables */
} RetrievalReason;

typedef struct Retrieval
{
	int			n_tables;		/* of the whole graph */
	double	   *score;			/* per table of the whole graph */
	RetrievalReason *reason;	/* per table of the whole graph */
	int			n_kept;
	int		   *kept;			/* whole-graph indices of the kept tables, in graph order */
	int			schema_table;	/* a table of the question's schema (-1: none) */
	bool		whole;			/* nothing dropped */
} Retrieval;

/* Link weights of a table's score (exported for explain and the tests). */
double		retrieval_link_weight(const SchemaLink *link);

/* Does a name link join a word of the query itself ("average", "number of", "ordered")
 * to a table or column named by such words?  Such links do not count when the question's
 * schema is chosen (step 2). */
bool		retrieval_link_is_query_word(const SchemaGraph *g, const SchemaLink *link);

/* Scores the tables of g by links (on g) and selects what to keep within lim. */
Retrieval  *retrieval_select(const SchemaGraph *g, const LinkResult *links,
							 const RetrievalLimits *lim);
void		retrieval_free(Retrieval *r);

/* A new graph holding r's kept tables (in g's order), their columns with their words, and
 * the foreign keys among them.  Its table i is g's table r->kept[i]. */
SchemaGraph *retrieval_subgraph(const SchemaGraph *g, const Retrieval *r);

/* Renumbers links made on g to the subgraph; links to dropped tables or columns are
 * removed.  Numbers and dates (no table) stay. */
void		retrieval_remap_links(const SchemaGraph *g, const Retrieval *r, LinkResult *links);

const char *retrieval_reason_name(RetrievalReason reason);

#endif
