/*
 * retrieval.c — choosing the subgraph the parser reads for one question (see retrieval.h).
 */
#include "schema/retrieval.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "text/stopwords.h"

/* How much a link says that the question is about its table: a whole-name match of the table
 * most, a column's name or a stored value next, lexicon and comment links and partial
 * matches less.  Numbers and dates name no table. */
double
retrieval_link_weight(const SchemaLink *link)
{
	bool		exact = link->match == LINK_EXACT;

	/* a word related to a name through the lexicon, an abbreviation or the name's comment
	 * says less than the name's own word, a little more than a part of a longer name */
	if (link->match == LINK_LEXICON || link->match == LINK_COMMENT ||
		link->match == LINK_ABBREVIATION || link->match == LINK_MEASURE)
		switch (link->kind)
		{
			case LINK_TABLE:
				return 1.5;
			case LINK_COLUMN:
				return 0.75;
			case LINK_VALUE:
				return 1.0;
			default:
				return 0.0;
		}
	switch (link->kind)
	{
		case LINK_TABLE:
			return exact ? 3.0 : 1.0;
		case LINK_COLUMN:
			return exact ? 2.0 : 0.5;
		case LINK_VALUE:
			/* a stored value the question says in two words or more ("DelBont
			 * Industries") names its row more surely than a table's name names the
			 * table (a word of it may name several): its table is read */
			if (exact && link->token_end - link->token_start >= 2)
				return 4.0;
			return exact ? 2.0 : 1.0;
		default:
			return 0.0;
	}
}

/*
 * Words of the query rather than of the data: aggregates, ordering, comparison, counting.  A
 * question says them whatever its schema ("the average age", "ordered by", "the number of
 * ..."), so a column named `average` or `number_of_hosts` that one of them links to says
 * little about which schema the question is about, however few schemas have such a column
 * (which makes its span weigh much by specificity).  Written by hand; in Spider's training
 * questions the most frequent of them ("average", "most", "highest", "order") link to the
 * question's own schema in at most a third of the questions that link them.
 */
static const char *const query_words[] = {
	"all", "alphabetical", "ascending", "average", "avg", "biggest", "count", "counts",
	"descending", "different", "distinct", "each", "fewer", "find", "first", "give",
	"greatest", "higher", "highest", "largest", "larger", "last", "least", "less", "list",
	"lower", "lowest", "many", "max", "maximum", "mean", "min", "minimum", "more", "most",
	"much", "number", "numbers", "order", "ordered", "return", "show", "smaller", "smallest",
	"sort", "sorted", "sum", "times", "top", "total"
};

static bool
is_query_word(const char *w)
{
	bool		digits = *w != '\0';

	for (const char *c = w; *c; c++)
		digits = digits && *c >= '0' && *c <= '9';
	if (digits)
		return true;
	for (size_t i = 0; i < sizeof(query_words) / sizeof(query_words[0]); i++)
		if (strcmp(w, query_words[i]) == 0)
			return true;
	return false;
}

bool
retrieval_link_is_query_word(const SchemaGraph *g, const SchemaLink *link)
{
	char	  **words;
	int			n_words,
				n_query = 0,
				n_content = 0;

	if (link->kind == LINK_TABLE && link->table >= 0 && link->table < g->n_tables)
	{
		words = g->tables[link->table].words;
		n_words = g->tables[link->table].n_words;
	}
	else if (link->kind == LINK_COLUMN && link->column >= 0 && link->column < g->n_columns)
	{
		words = g->columns[link->column].words;
		n_words = g->columns[link->column].n_words;
	}
	else
		return false;
	if (link->match != LINK_EXACT && link->match != LINK_PARTIAL)
		return false;
	for (int i = 0; i < n_words; i++)
		if (!text_is_stopword(words[i]))
		{
			n_content++;
			n_query += is_query_word(words[i]);
		}
	if (n_content == 0 || n_query == 0)
		return false;
	/* the whole name is query words; or a part of it no longer than its query words, which
	 * may be them ("number" ~ number_of_hosts; also "hosts" ~ number_of_hosts, the price of
	 * not seeing the question's words here) */
	if (link->match == LINK_EXACT)
		return n_query == n_content;
	return link->token_end - link->token_start <= n_query;
}

const char *
retrieval_reason_name(RetrievalReason reason)
{
	switch (reason)
	{
		case RETRIEVAL_WHOLE_GRAPH:
			return "whole graph";
		case RETRIEVAL_WHOLE_SCHEMA:
			return "question's schema";
		case RETRIEVAL_LINKED:
			return "linked";
		case RETRIEVAL_BRIDGE:
			return "foreign-key bridge";
		case RETRIEVAL_NEIGHBOUR:
			return "foreign-key neighbour";
		case RETRIEVAL_IN_ORDER:
			return "first tables";
		default:
			return "dropped";
	}
}

/* The schema run of each table: tables of one schema are contiguous (the catalog reads them
 * in search_path order); run[t] numbers the runs from 0.  Returns the number of runs. */
static int
schema_runs(const SchemaGraph *g, int *run)
{
	int			n = 0;

	for (int t = 0; t < g->n_tables; t++)
	{
		if (t > 0 && strcmp(g->tables[t].schema, g->tables[t - 1].schema) != 0)
			n++;
		run[t] = n;
	}
	return g->n_tables > 0 ? n + 1 : 0;
}

typedef struct SpanWeight
{
	int			run,
				start,
				end;
	double		weight;
} SpanWeight;

static int
span_weight_cmp(const void *a, const void *b)
{
	const SpanWeight *x = a,
			   *y = b;

	if (x->run != y->run)
		return x->run < y->run ? -1 : 1;
	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	if (x->end != y->end)
		return x->end < y->end ? -1 : 1;
	return x->weight > y->weight ? -1 : x->weight < y->weight ? 1 : 0;
}

/*
 * How much a span tells the schemas apart: log((runs + 1) / (runs it links in + 0.5)), an
 * inverse document frequency over schemas.  "singer", linked in two schemas of 166, counts
 * fully; "name", a column of most tables, next to nothing.  spans: one entry per (run, span).
 */
static double
span_specificity(const SpanWeight *spans, int n, const SpanWeight *span, int n_runs)
{
	int			df = 0;

	for (int i = 0; i < n; i++)
		df += spans[i].start == span->start && spans[i].end == span->end;
	return log((n_runs + 1.0) / (df + 0.5));
}

static const SchemaGraph *name_order_graph;	/* for name_order_cmp (qsort has no argument) */

static int
name_order_cmp(const void *a, const void *b)
{
	int			x = *(const int *) a,
				y = *(const int *) b;
	int			c = strcmp(name_order_graph->tables[x].name, name_order_graph->tables[y].name);

	return c != 0 ? c : (x < y ? -1 : x > y);
}

/*
 * shadowed[t]: an earlier schema on the search_path has a table of the same name, which an
 * unqualified name would resolve to (as PostgreSQL resolves one).  Tables sorted by name,
 * then by position: each name's first is the visible one.
 */
static bool *
shadowed_tables(const SchemaGraph *g)
{
	int		   *order = dt_new_array(int, g->n_tables + 1);
	bool	   *shadowed = dt_new_array(bool, g->n_tables + 1);

	for (int t = 0; t < g->n_tables; t++)
		order[t] = t;
	name_order_graph = g;
	qsort(order, g->n_tables, sizeof(int), name_order_cmp);
	for (int i = 1; i < g->n_tables; i++)
		shadowed[order[i]] = strcmp(g->tables[order[i]].name, g->tables[order[i - 1]].name) == 0;
	dt_free(order);
	return shadowed;
}

/*
 * The schema run the question is about: the one that explains most of the question, each
 * linked span counted once at its best weight in that schema (so that a large schema does
 * not win by repeating one word in many tables), times how specific the span is; links
 * of words of the query itself (retrieval_link_is_query_word) left out.  The earliest run
 * wins ties, and the first when nothing links.
 */
static int
question_schema(const SchemaGraph *g, const LinkResult *links, const int *run, int n_runs)
{
	SpanWeight *spans = dt_new_array(SpanWeight, links->n_links + 1);
	double	   *coverage = dt_new_array(double, n_runs + 1);
	bool	   *shadowed = shadowed_tables(g);
	int			n = 0,
				m,
				best = 0;

	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		int			t = schema_link_table(g, l);
		double		w = retrieval_link_weight(l);

		/* a table name the question says resolves to the first schema that has it; a word
		 * of the query itself names no schema */
		if (t < 0 || w <= 0 || (l->kind == LINK_TABLE && shadowed[t]) ||
			retrieval_link_is_query_word(g, l))
			continue;
		spans[n].run = run[t];
		spans[n].start = l->token_start;
		spans[n].end = l->token_end;
		spans[n].weight = w;
		n++;
	}
	qsort(spans, n, sizeof(SpanWeight), span_weight_cmp);
	/* keep each (run, span) once, at its best weight (the first after sorting) */
	m = 0;
	for (int i = 0; i < n; i++)
		if (i == 0 || spans[i].run != spans[i - 1].run || spans[i].start != spans[i - 1].start ||
			spans[i].end != spans[i - 1].end)
			spans[m++] = spans[i];
	for (int i = 0; i < m; i++)
		coverage[spans[i].run] += spans[i].weight * span_specificity(spans, m, &spans[i], n_runs);
	for (int s = 1; s < n_runs; s++)
		if (coverage[s] > coverage[best])
			best = s;
	dt_free(spans);
	dt_free(coverage);
	dt_free(shadowed);
	return best;
}

/* Adjacency of the foreign-key graph (undirected), as CSR arrays */
typedef struct FkAdjacency
{
	int		   *start;			/* n_tables + 1 */
	int		   *next;			/* 2 per key */
} FkAdjacency;

static FkAdjacency
fk_adjacency(const SchemaGraph *g)
{
	FkAdjacency a;
	int		   *fill = dt_new_array(int, g->n_tables + 1);

	a.start = dt_new_array(int, g->n_tables + 1);
	a.next = dt_new_array(int, 2 * g->n_foreign_keys + 1);
	/* declared keys only: which tables the model reads is chosen as it was trained */
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		if (g->foreign_keys[k].implied)
			continue;
		a.start[g->foreign_keys[k].table + 1]++;
		a.start[g->foreign_keys[k].ref_table + 1]++;
	}
	for (int t = 0; t < g->n_tables; t++)
		a.start[t + 1] += a.start[t];
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		int			x = g->foreign_keys[k].table,
					y = g->foreign_keys[k].ref_table;

		if (g->foreign_keys[k].implied)
			continue;
		a.next[a.start[x] + fill[x]++] = y;
		a.next[a.start[y] + fill[y]++] = x;
	}
	dt_free(fill);
	return a;
}

/* Selection state while tables are added within the limits */
typedef struct Picker
{
	const SchemaGraph *g;
	const RetrievalLimits *lim;
	Retrieval  *r;
	int			n_kept,
				n_columns;
} Picker;

static bool
fits(const Picker *p, int extra_tables, int extra_columns)
{
	return p->n_kept + extra_tables <= p->lim->max_tables &&
		p->n_columns + extra_columns <= p->lim->max_columns;
}

static void
keep(Picker *p, int t, RetrievalReason why)
{
	if (p->r->reason[t] != RETRIEVAL_DROPPED)
		return;
	p->r->reason[t] = why;
	p->n_kept++;
	p->n_columns += p->g->tables[t].n_columns;
}

/*
 * Adds table t, and the tables on a shortest foreign-key path from t to a table already kept
 * (found by a breadth-first search from t through the tables of runs run_id and other_run),
 * when all of them fit; nothing when they do not.  With nothing kept yet, or no path, t
 * alone, unless a path is required.
 */
static void
keep_with_bridge_across(Picker *p, const FkAdjacency *adj, const int *run, int run_id,
						int other_run, int t, bool path_required, int *parent, int *queue)
{
	const SchemaGraph *g = p->g;
	int			head = 0,
				tail = 0,
				found = -1,
				extra_tables = 1,
				extra_columns = g->tables[t].n_columns;

	if (p->r->reason[t] != RETRIEVAL_DROPPED)
		return;
	for (int i = 0; i < g->n_tables; i++)
		parent[i] = -2;
	parent[t] = -1;
	queue[tail++] = t;
	while (head < tail && found < 0 && p->n_kept > 0)
	{
		int			x = queue[head++];

		for (int e = adj->start[x]; e < adj->start[x + 1]; e++)
		{
			int			y = adj->next[e];

			if (parent[y] != -2 || (run[y] != run_id && run[y] != other_run))
				continue;
			parent[y] = x;
			if (p->r->reason[y] != RETRIEVAL_DROPPED)
			{
				found = y;
				break;
			}
			queue[tail++] = y;
		}
	}
	if (found < 0 && path_required)
		return;
	if (found >= 0)
		for (int x = parent[found]; x != t; x = parent[x])
		{
			extra_tables++;
			extra_columns += g->tables[x].n_columns;
		}
	if (!fits(p, extra_tables, extra_columns))
		return;
	keep(p, t, RETRIEVAL_LINKED);
	if (found >= 0)
		for (int x = parent[found]; x != t; x = parent[x])
			keep(p, x, RETRIEVAL_BRIDGE);
}

static void
keep_with_bridge(Picker *p, const FkAdjacency *adj, const int *run, int run_id, int t,
				 int *parent, int *queue)
{
	keep_with_bridge_across(p, adj, run, run_id, run_id, t, false, parent, queue);
}

typedef struct TableScore
{
	int			table;
	bool		named;			/* named whole (names_table_surely of a table link) */
	double		score;
} TableScore;

/* Tables the question names whole first, then by score: a view whose six columns all have
 * "sales" in their names outscores the table "salesrep" that "sales rep" names whole,
 * and the limits may leave no room for the table once the view is in. */
static int
table_score_cmp(const void *a, const void *b)
{
	const TableScore *x = a,
			   *y = b;

	if (x->named != y->named)
		return x->named ? -1 : 1;
	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return x->table < y->table ? -1 : x->table > y->table ? 1 : 0;
}

/* What the table selections below work with: the keys as an adjacency, tables to order
 * by score, and a breadth-first search's parents and queue. */
typedef struct PathSearch
{
	FkAdjacency adj;
	TableScore *order;
	int		   *parent;
	int		   *queue;
} PathSearch;

static PathSearch
path_search_new(const SchemaGraph *g)
{
	PathSearch	ps;

	ps.adj = fk_adjacency(g);
	ps.order = dt_new_array(TableScore, g->n_tables + 1);
	ps.parent = dt_new_array(int, g->n_tables + 1);
	ps.queue = dt_new_array(int, g->n_tables + 1);
	return ps;
}

static void
path_search_free(PathSearch *ps)
{
	dt_free(ps->adj.start);
	dt_free(ps->adj.next);
	dt_free(ps->order);
	dt_free(ps->parent);
	dt_free(ps->queue);
}

static bool names_table_surely(const SchemaGraph *g, const SchemaLink *l);

/* Step 3 of retrieval.h: a schema run larger than the limits */
static void
select_within_run(Picker *p, const LinkResult *links, const int *run, int run_id)
{
	const SchemaGraph *g = p->g;
	PathSearch	ps = path_search_new(g);
	bool	   *named = dt_new_array(bool, g->n_tables + 1);
	int			n = 0;

	for (int i = 0; i < links->n_links; i++)
	{
		int			t = schema_link_table(g, &links->links[i]);

		if (t >= 0 && links->links[i].kind == LINK_TABLE && names_table_surely(g, &links->links[i]))
			named[t] = true;
	}
	for (int t = 0; t < g->n_tables; t++)
		if (run[t] == run_id && p->r->score[t] > 0)
		{
			ps.order[n].table = t;
			ps.order[n].named = named[t];
			ps.order[n].score = p->r->score[t];
			n++;
		}
	dt_free(named);
	qsort(ps.order, n, sizeof(TableScore), table_score_cmp);
	for (int i = 0; i < n; i++)
		keep_with_bridge(p, &ps.adj, run, run_id, ps.order[i].table, ps.parent, ps.queue);
	/* one foreign-key hop out of what is kept: the tables an answer most often also needs */
	for (int i = 0; i < n; i++)
		for (int e = ps.adj.start[ps.order[i].table];
			 p->r->reason[ps.order[i].table] == RETRIEVAL_LINKED &&
			 e < ps.adj.start[ps.order[i].table + 1];
			 e++)
		{
			int			y = ps.adj.next[e];

			if (run[y] == run_id && p->r->reason[y] == RETRIEVAL_DROPPED &&
				fits(p, 1, g->tables[y].n_columns))
				keep(p, y, RETRIEVAL_NEIGHBOUR);
		}
	/* nothing linked: the run's first tables, so that there is something to answer from */
	if (n == 0)
		for (int t = 0; t < g->n_tables; t++)
			if (run[t] == run_id && fits(p, 1, g->tables[t].n_columns))
				keep(p, t, RETRIEVAL_IN_ORDER);
	path_search_free(&ps);
}

/* Whether a link names its table surely: a stored value (as written, or a word's base form:
 * "chainrings"), or the table's whole name as written (no word of the query itself). */
static bool
names_table_surely(const SchemaGraph *g, const SchemaLink *l)
{
	if (l->kind == LINK_VALUE)
		return l->match == LINK_EXACT || l->match == LINK_LEXICON;
	return l->kind == LINK_TABLE && l->match == LINK_EXACT && !retrieval_link_is_query_word(g, l);
}

/* Whether link l surely names a table not kept of another schema than the question's
 * (run q_run). */
static bool
other_schema_named(const Picker *p, const SchemaLink *l, const int *run, int q_run)
{
	int			t = schema_link_table(p->g, l);

	return t >= 0 && run[t] != q_run && p->r->reason[t] == RETRIEVAL_DROPPED &&
		names_table_surely(p->g, l);
}

/*
 * Step 4 of retrieval.h: a table of another schema that a stored value or its whole name
 * links to, with the tables on a shortest foreign-key path (through its schema and the
 * question's) to what is kept, where one leads there and all fit: "Which vendors supply
 * chainrings?" about purchasing's vendors and production's products, which purchasing's
 * productvendor refers to.  Best-scoring first.
 */
static void
select_across_runs(Picker *p, const LinkResult *links, const int *run, int q_run)
{
	const SchemaGraph *g = p->g;
	PathSearch	ps;
	bool		any = false;
	int			n = 0;

	/* most questions name nothing of another schema: no key graph built for them */
	for (int i = 0; i < links->n_links && !any; i++)
		any = other_schema_named(p, &links->links[i], run, q_run);
	if (!any)
		return;
	ps = path_search_new(g);
	for (int i = 0; i < links->n_links; i++)
	{
		int			t = schema_link_table(g, &links->links[i]);
		bool		seen = false;

		if (!other_schema_named(p, &links->links[i], run, q_run))
			continue;
		for (int k = 0; k < n && !seen; k++)
			seen = ps.order[k].table == t;
		if (!seen)
		{
			ps.order[n].table = t;
			ps.order[n].named = true;	/* other_schema_named: named surely */
			ps.order[n].score = p->r->score[t];
			n++;
		}
	}
	qsort(ps.order, n, sizeof(TableScore), table_score_cmp);
	for (int i = 0; i < n; i++)
		keep_with_bridge_across(p, &ps.adj, run, run[ps.order[i].table], q_run, ps.order[i].table,
								true, ps.parent, ps.queue);
	path_search_free(&ps);
}

static void
collect_kept(Retrieval *r)
{
	r->n_kept = 0;
	r->kept = dt_new_array(int, r->n_tables + 1);
	for (int t = 0; t < r->n_tables; t++)
		if (r->reason[t] != RETRIEVAL_DROPPED)
			r->kept[r->n_kept++] = t;
	r->whole = r->n_kept == r->n_tables;
}

/* Whether a link names table t exactly. */
static bool
named_exactly(const LinkResult *links, int t)
{
	for (int i = 0; i < links->n_links; i++)
		if (links->links[i].kind == LINK_TABLE && links->links[i].table == t &&
			links->links[i].match == LINK_EXACT)
			return true;
	return false;
}

/* Step 5: the kept tables that hold no rows and that no link names exactly are dropped,
 * where some base table of the graph holds rows (a view says nothing: a schema whose
 * tables are all empty keeps them beside its views). */
static void
leave_out_empty(const SchemaGraph *g, const LinkResult *links, const bool *empty, Retrieval *r)
{
	bool		some_rows = false;

	if (empty == NULL)
		return;
	for (int t = 0; t < g->n_tables && !some_rows; t++)
		some_rows = g->tables[t].kind == SG_TABLE && !empty[t];
	if (!some_rows)
		return;
	for (int t = 0; t < g->n_tables; t++)
		if (empty[t] && r->reason[t] != RETRIEVAL_DROPPED && !named_exactly(links, t))
			r->reason[t] = RETRIEVAL_DROPPED;
}

Retrieval *
retrieval_select(const SchemaGraph *g, const LinkResult *links, const RetrievalLimits *lim)
{
	Retrieval  *r = dt_new(Retrieval);
	int		   *run = dt_new_array(int, g->n_tables + 1);
	int			n_runs,
				q_run,
				run_tables = 0,
				run_columns = 0;
	Picker		p = {g, lim, r, 0, 0};

	r->n_tables = g->n_tables;
	r->score = dt_new_array(double, g->n_tables + 1);
	r->reason = dt_new_array(RetrievalReason, g->n_tables + 1);
	r->schema_table = -1;
	for (int i = 0; i < links->n_links; i++)
	{
		int			t = schema_link_table(g, &links->links[i]);

		if (t >= 0)
			r->score[t] += retrieval_link_weight(&links->links[i]);
	}
	if (g->n_tables <= lim->max_tables && g->n_columns <= lim->max_columns)
	{
		for (int t = 0; t < g->n_tables; t++)
			r->reason[t] = RETRIEVAL_WHOLE_GRAPH;
		leave_out_empty(g, links, lim->empty, r);
		collect_kept(r);
		dt_free(run);
		return r;
	}
	n_runs = schema_runs(g, run);
	q_run = question_schema(g, links, run, n_runs);
	for (int t = 0; t < g->n_tables; t++)
		if (run[t] == q_run)
		{
			if (r->schema_table < 0)
				r->schema_table = t;
			run_tables++;
			run_columns += g->tables[t].n_columns;
		}
	if (run_tables <= lim->max_tables && run_columns <= lim->max_columns)
	{
		for (int t = 0; t < g->n_tables; t++)
			if (run[t] == q_run)
				keep(&p, t, r->score[t] > 0 ? RETRIEVAL_LINKED : RETRIEVAL_WHOLE_SCHEMA);
	}
	else
		select_within_run(&p, links, run, q_run);
	if (n_runs > 1)
		select_across_runs(&p, links, run, q_run);
	leave_out_empty(g, links, lim->empty, r);
	collect_kept(r);
	dt_free(run);
	return r;
}

void
retrieval_free(Retrieval *r)
{
	if (r == NULL)
		return;
	dt_free(r->score);
	dt_free(r->reason);
	dt_free(r->kept);
	dt_free(r);
}

static char **
copy_words(char **words, int n)
{
	char	  **out = dt_new_array(char *, n + 1);

	for (int i = 0; i < n; i++)
		out[i] = dt_strdup(words[i]);
	return out;
}

/* Copy of every field of a table and its columns, words included (they may have been split
 * by schema_graph_split_compound_words, which name_words_split would not redo) and the
 * comment words. */
static void
copy_table(SchemaGraph *sub, const SchemaGraph *g, int t)
{
	const SgTable *src = &g->tables[t];
	int			nt = schema_graph_add_table(sub, src->schema, src->name, src->kind, src->relid);
	SgTable    *dst = &sub->tables[nt];

	name_words_free(dst->words, dst->n_words);
	dst->words = copy_words(src->words, src->n_words);
	dst->n_words = src->n_words;
	dst->comment_words = schema_graph_copy_words(src->comment_words, src->n_comment_words);
	dst->n_comment_words = src->n_comment_words;
	for (int c = src->first_column; c < src->first_column + src->n_columns; c++)
	{
		const SgColumn *sc = &g->columns[c];
		int			nc = schema_graph_add_column(sub, sc->name, sc->type_name, sc->type_class,
												 sc->nullable, sc->primary_key, sc->attnum);
		SgColumn   *dc = &sub->columns[nc];

		name_words_free(dc->words, dc->n_words);
		dc->words = copy_words(sc->words, sc->n_words);
		dc->n_words = sc->n_words;
		dc->comment_words = schema_graph_copy_words(sc->comment_words, sc->n_comment_words);
		dc->n_comment_words = sc->n_comment_words;
		dc->code_words = schema_graph_copy_words(sc->code_words, sc->n_code_words);
		dc->n_code_words = sc->n_code_words;
		dc->enum_labels = sc->enum_labels;
		dc->generated = sc->generated;
	}
}

/* new index of each table of g (-1: dropped), and of each column */
static void
index_maps(const SchemaGraph *g, const Retrieval *r, int *table_map, int *column_map)
{
	int			next_column = 0;

	for (int t = 0; t < g->n_tables; t++)
		table_map[t] = -1;
	for (int c = 0; c < g->n_columns; c++)
		column_map[c] = -1;
	for (int i = 0; i < r->n_kept; i++)
	{
		const SgTable *t = &g->tables[r->kept[i]];

		table_map[r->kept[i]] = i;
		for (int c = 0; c < t->n_columns; c++)
			column_map[t->first_column + c] = next_column++;
	}
}

SchemaGraph *
retrieval_subgraph(const SchemaGraph *g, const Retrieval *r)
{
	SchemaGraph *sub = schema_graph_new();
	int		   *table_map = dt_new_array(int, g->n_tables + 1);
	int		   *column_map = dt_new_array(int, g->n_columns + 1);

	for (int i = 0; i < r->n_kept; i++)
		copy_table(sub, g, r->kept[i]);
	index_maps(g, r, table_map, column_map);
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		const SgForeignKey *fk = &g->foreign_keys[k];
		int		   *cols,
				   *refs,
					k_sub;

		if (table_map[fk->table] < 0 || table_map[fk->ref_table] < 0)
			continue;
		cols = dt_new_array(int, fk->n_columns);
		refs = dt_new_array(int, fk->n_columns);
		for (int i = 0; i < fk->n_columns; i++)
		{
			cols[i] = column_map[fk->columns[i]];
			refs[i] = column_map[fk->ref_columns[i]];
		}
		k_sub = schema_graph_add_foreign_key(sub, table_map[fk->table], table_map[fk->ref_table],
											 fk->n_columns, cols, refs);
		if (k_sub >= 0)
			sub->foreign_keys[k_sub].implied = fk->implied;
		dt_free(cols);
		dt_free(refs);
	}
	sub->cut_from_keyed = schema_graph_declares_keys(g);
	dt_free(table_map);
	dt_free(column_map);
	return sub;
}

void
retrieval_remap_links(const SchemaGraph *g, const Retrieval *r, LinkResult *links)
{
	int		   *table_map = dt_new_array(int, g->n_tables + 1);
	int		   *column_map = dt_new_array(int, g->n_columns + 1);
	int			n = 0;

	index_maps(g, r, table_map, column_map);
	for (int i = 0; i < links->n_links; i++)
	{
		SchemaLink	l = links->links[i];
		bool		dropped = (l.table >= 0 && (l.table >= g->n_tables || table_map[l.table] < 0)) ||
			(l.column >= 0 && (l.column >= g->n_columns || column_map[l.column] < 0));

		if (dropped)
		{
			dt_free(l.value);
			continue;
		}
		if (l.table >= 0)
			l.table = table_map[l.table];
		if (l.column >= 0)
			l.column = column_map[l.column];
		links->links[n++] = l;
	}
	links->n_links = n;
	dt_free(table_map);
	dt_free(column_map);
}
