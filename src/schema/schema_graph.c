/*
 * schema_graph.c — building, querying and freeing a SchemaGraph (see schema_graph.h).
 *
 * Arrays grow by doubling; names and words are copied, so callers may free their inputs.
 */
#include "schema/schema_graph.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "text/name_words.h"
#include "text/stemmer.h"
#include "text/stopwords.h"

/* Make room for one more element of size elem in *arr (count n, capacity *cap). */
static void *
grow(void *arr, int n, int *cap, size_t elem)
{
	if (n < *cap)
		return arr;
	*cap = *cap ? *cap * 2 : 8;
	arr = dt_realloc(arr, elem * (size_t) *cap);
	memset((char *) arr + elem * (size_t) n, 0, elem * (size_t) (*cap - n));
	return arr;
}

SchemaGraph *
schema_graph_new(void)
{
	return dt_new(SchemaGraph);
}

int
schema_graph_add_table(SchemaGraph *g, const char *schema, const char *name,
					   SgTableKind kind, unsigned int relid)
{
	SgTable    *t;

	if (g->compact)
		return -1;
	g->tables = grow(g->tables, g->n_tables, &g->cap_tables, sizeof(SgTable));
	t = &g->tables[g->n_tables];
	t->schema = dt_strdup(schema ? schema : "");
	t->name = dt_strdup(name);
	t->kind = kind;
	t->relid = relid;
	t->first_column = g->n_columns;
	t->n_columns = 0;
	t->n_words = name_words_split(name, &t->words);
	return g->n_tables++;
}

int
schema_graph_add_column(SchemaGraph *g, const char *name, const char *type_name,
						SgTypeClass type_class, bool nullable, bool primary_key,
						int attnum)
{
	SgColumn   *c;
	SgTable    *t;

	if (g->n_tables == 0 || g->compact)
		return -1;
	t = &g->tables[g->n_tables - 1];
	g->columns = grow(g->columns, g->n_columns, &g->cap_columns, sizeof(SgColumn));
	c = &g->columns[g->n_columns];
	c->name = dt_strdup(name);
	c->type_name = dt_strdup(type_name ? type_name : "");
	c->type_class = type_class;
	c->nullable = nullable;
	c->primary_key = primary_key;
	c->table = g->n_tables - 1;
	c->attnum = attnum;
	c->n_words = name_words_split(name, &c->words);
	t->n_columns++;
	return g->n_columns++;
}

/* Replace each word of words[0, *n_words) that split cuts by its pieces, in a new array;
 * the words cut are freed where owned (else they stay their owner's, as does the old
 * array). */
static void
split_words(char ***words, int *n_words, WordSplit split, const void *arg, bool owned)
{
	char	  **out = NULL;
	int			n_out = 0;

	for (int i = 0; i < *n_words; i++)
	{
		char	  **pieces;
		int			n_pieces = split((*words)[i], arg, &pieces);

		out = dt_realloc(out, sizeof(char *) * (size_t) (n_out + (n_pieces ? n_pieces : 1)));
		if (n_pieces == 0)
		{
			out[n_out++] = (*words)[i];
			continue;
		}
		if (owned)
			dt_free((*words)[i]);
		for (int k = 0; k < n_pieces; k++)
			out[n_out++] = pieces[k];
		dt_free(pieces);
	}
	if (n_out == *n_words)		/* nothing split: a split gives 2 or more pieces */
	{
		dt_free(out);
		return;
	}
	if (owned)
		dt_free(*words);
	*words = out;
	*n_words = n_out;
}

void
schema_graph_split_names(SchemaGraph *g, WordSplit split, const void *arg, bool owned)
{
	for (int t = 0; t < g->n_tables; t++)
		split_words(&g->tables[t].words, &g->tables[t].n_words, split, arg, owned);
	for (int c = 0; c < g->n_columns; c++)
		split_words(&g->columns[c].words, &g->columns[c].n_words, split, arg, owned);
}

int
schema_words_split_by_sources(const char *word, const void *arg, char ***pieces)
{
	return name_words_split_name(word, arg, pieces);
}

static int
compare_words(const void *a, const void *b)
{
	return strcmp(*(char *const *) a, *(char *const *) b);
}

SchemaWords
schema_words_collect(const SchemaGraph *g, const NameWordSources *sources)
{
	SchemaWords s = {NULL, 0, sources};
	int			cap = 0;

	for (int c = -g->n_tables; c < g->n_columns; c++)
	{
		char	  **words = c < 0 ? g->tables[-c - 1].words : g->columns[c].words;
		int			n = c < 0 ? g->tables[-c - 1].n_words : g->columns[c].n_words;

		for (int k = 0; k < n; k++)
		{
			s.words = grow(s.words, s.n, &cap, sizeof(char *));
			s.words[s.n++] = dt_strdup(words[k]);
		}
	}
	if (s.n > 0)
		qsort(s.words, (size_t) s.n, sizeof(char *), compare_words);
	return s;
}

void
schema_words_free(SchemaWords *s)
{
	for (int k = 0; k < s->n; k++)
		dt_free(s->words[k]);
	dt_free(s->words);
	s->words = NULL;
	s->n = 0;
}

/* NameWordKnown of name_words_split_around_unknown: a word of some name of the schema (arg). */
static bool
schema_word(const char *word, void *arg)
{
	const SchemaWords *s = arg;

	return s->n > 0 &&
		bsearch(&word, s->words, (size_t) s->n, sizeof(char *), compare_words) != NULL;
}

int
schema_words_split(const char *word, const void *arg, char ***pieces)
{
	const SchemaWords *s = arg;
	const NameWordSources *src = s->sources;

	*pieces = NULL;
	if (src->known(word, src->known_arg) ||
		(src->english != NULL && src->english(word, src->english_arg)))
		return 0;
	return name_words_split_around_unknown(word, schema_word, (void *) s, pieces);
}

void
schema_graph_split_compound_words(SchemaGraph *g, const NameWordSources *sources)
{
	SchemaWords words;

	if (g->compact)
		return;
	schema_graph_split_names(g, schema_words_split_by_sources, sources, true);
	/* the words the first pass left, read against what the schema's other names say */
	words = schema_words_collect(g, sources);
	schema_graph_split_names(g, schema_words_split, &words, true);
	schema_words_free(&words);
}

/* Is global column index col a column of table? */
static bool
column_in_table(const SchemaGraph *g, int col, int table)
{
	return col >= 0 && col < g->n_columns && g->columns[col].table == table;
}

/*
 * Returns the new key's index, or -1 when the arguments do not describe a key between
 * existing tables (a column outside its table, no columns): nothing is added then.
 */
int
schema_graph_add_foreign_key(SchemaGraph *g, int table, int ref_table, int n_columns,
							 const int *columns, const int *ref_columns)
{
	SgForeignKey *fk;

	if (table < 0 || table >= g->n_tables || ref_table < 0 || ref_table >= g->n_tables ||
		n_columns <= 0 || g->compact)
		return -1;
	for (int i = 0; i < n_columns; i++)
		if (!column_in_table(g, columns[i], table) ||
			!column_in_table(g, ref_columns[i], ref_table))
			return -1;
	g->foreign_keys = grow(g->foreign_keys, g->n_foreign_keys, &g->cap_foreign_keys,
						   sizeof(SgForeignKey));
	fk = &g->foreign_keys[g->n_foreign_keys];
	fk->table = table;
	fk->ref_table = ref_table;
	fk->n_columns = n_columns;
	fk->implied = false;
	fk->columns = dt_new_array(int, n_columns);
	fk->ref_columns = dt_new_array(int, n_columns);
	memcpy(fk->columns, columns, sizeof(int) * (size_t) n_columns);
	memcpy(fk->ref_columns, ref_columns, sizeof(int) * (size_t) n_columns);
	return g->n_foreign_keys++;
}

void
schema_graph_free(SchemaGraph *g)
{
	if (g == NULL)
		return;
	if (g->compact)
	{
		dt_free(g);				/* everything is in its one block */
		return;
	}
	for (int i = 0; i < g->n_tables; i++)
	{
		dt_free(g->tables[i].schema);
		dt_free(g->tables[i].name);
		name_words_free(g->tables[i].words, g->tables[i].n_words);
		name_words_free(g->tables[i].comment_words, g->tables[i].n_comment_words);
	}
	for (int i = 0; i < g->n_columns; i++)
	{
		dt_free(g->columns[i].name);
		dt_free(g->columns[i].type_name);
		name_words_free(g->columns[i].words, g->columns[i].n_words);
		name_words_free(g->columns[i].comment_words, g->columns[i].n_comment_words);
		name_words_free(g->columns[i].code_words, g->columns[i].n_code_words);
	}
	for (int i = 0; i < g->n_foreign_keys; i++)
	{
		dt_free(g->foreign_keys[i].columns);
		dt_free(g->foreign_keys[i].ref_columns);
	}
	dt_free(g->tables);
	dt_free(g->columns);
	dt_free(g->foreign_keys);
	dt_free(g);
}

/* ------------------------------------------------------------------ compact copies */

/* Each distinct string once: an open-addressing set of offsets into a growing arena. */
typedef struct Interner
{
	char	   *arena;
	size_t		used,
				cap;
	int64_t    *slots;			/* offset + 1 (0: empty); a power of two of them */
	size_t		n_slots;
} Interner;

static uint32_t
string_hash(const char *s)
{
	uint32_t	h = 2166136261u;	/* FNV-1a */

	for (; *s; s++)
		h = (h ^ (unsigned char) *s) * 16777619u;
	return h;
}

/* The offset of s in the arena, added when new. */
static size_t
intern(Interner *in, const char *s)
{
	size_t		mask = in->n_slots - 1;
	size_t		len;

	for (size_t i = string_hash(s) & mask;; i = (i + 1) & mask)
	{
		if (in->slots[i] == 0)
		{
			len = strlen(s) + 1;
			if (in->used + len > in->cap)
			{
				in->cap = (in->used + len) * 2;
				in->arena = dt_realloc(in->arena, in->cap);
			}
			memcpy(in->arena + in->used, s, len);
			in->slots[i] = (int64_t) in->used + 1;
			in->used += len;
			return in->used - len;
		}
		if (strcmp(in->arena + in->slots[i] - 1, s) == 0)
			return (size_t) in->slots[i] - 1;
	}
}

/* How many strings and word pointers g holds: bounds for the interner and the pools. */
static void
count_strings(const SchemaGraph *g, size_t *n_strings, size_t *n_words, size_t *n_ints)
{
	*n_words = 0;
	*n_ints = 0;
	for (int t = 0; t < g->n_tables; t++)
		*n_words += (size_t) g->tables[t].n_words + g->tables[t].n_comment_words;
	for (int c = 0; c < g->n_columns; c++)
		*n_words += (size_t) g->columns[c].n_words + g->columns[c].n_comment_words +
			g->columns[c].n_code_words;
	for (int k = 0; k < g->n_foreign_keys; k++)
		*n_ints += 2 * (size_t) g->foreign_keys[k].n_columns;
	*n_strings = *n_words + 2 * (size_t) g->n_tables + 2 * (size_t) g->n_columns;
}

/* The interned copy of a word list in the pool at *pos (NULL for none, as built). */
static char **
copy_words(char *const *words, int n, char **pool, size_t *pos, const Interner *in,
		   char *arena)
{
	char	  **out = pool + *pos;

	if (n <= 0)
		return NULL;
	for (int i = 0; i < n; i++)
		out[i] = arena + intern((Interner *) in, words[i]);
	*pos += (size_t) n;
	return out;
}

static void
intern_words(Interner *in, char *const *words, int n)
{
	for (int i = 0; i < n; i++)
		(void) intern(in, words[i]);
}

/* Every string of g into the interner (the first pass). */
static void
intern_all(Interner *in, const SchemaGraph *g)
{
	for (int t = 0; t < g->n_tables; t++)
	{
		const SgTable *tab = &g->tables[t];

		(void) intern(in, tab->schema);
		(void) intern(in, tab->name);
		intern_words(in, tab->words, tab->n_words);
		intern_words(in, tab->comment_words, tab->n_comment_words);
	}
	for (int c = 0; c < g->n_columns; c++)
	{
		const SgColumn *col = &g->columns[c];

		(void) intern(in, col->name);
		(void) intern(in, col->type_name);
		intern_words(in, col->words, col->n_words);
		intern_words(in, col->comment_words, col->n_comment_words);
		intern_words(in, col->code_words, col->n_code_words);
	}
}

#define ALIGN8(n) (((n) + 7) & ~(size_t) 7)

SchemaGraph *
schema_graph_compact(const SchemaGraph *g)
{
	Interner	in = {0};
	size_t		n_strings,
				n_words,
				n_ints,
				off_tables,
				off_columns,
				off_fks,
				off_words,
				off_ints,
				off_chars,
				word_pos = 0,
				int_pos = 0;
	char	   *block;
	SchemaGraph *out;
	char	  **words;
	int		   *ints;
	char	   *arena;

	count_strings(g, &n_strings, &n_words, &n_ints);
	for (in.n_slots = 64; in.n_slots < 2 * n_strings; in.n_slots *= 2)
		;
	in.slots = dt_new_array(int64_t, in.n_slots);
	intern_all(&in, g);

	off_tables = ALIGN8(sizeof(SchemaGraph));
	off_columns = off_tables + ALIGN8(sizeof(SgTable) * (size_t) g->n_tables);
	off_fks = off_columns + ALIGN8(sizeof(SgColumn) * (size_t) g->n_columns);
	off_words = off_fks + ALIGN8(sizeof(SgForeignKey) * (size_t) g->n_foreign_keys);
	off_ints = off_words + sizeof(char *) * n_words;
	off_chars = off_ints + ALIGN8(sizeof(int) * n_ints);
	block = dt_alloc(off_chars + in.used + 1);
	out = (SchemaGraph *) block;
	words = (char **) (block + off_words);
	ints = (int *) (block + off_ints);
	arena = block + off_chars;
	if (in.used > 0)			/* an empty graph interns nothing: no arena */
		memcpy(arena, in.arena, in.used);

	*out = *g;
	out->tables = (SgTable *) (block + off_tables);
	out->columns = (SgColumn *) (block + off_columns);
	out->foreign_keys = (SgForeignKey *) (block + off_fks);
	out->cap_tables = g->n_tables;
	out->cap_columns = g->n_columns;
	out->cap_foreign_keys = g->n_foreign_keys;
	out->compact = true;
	for (int t = 0; t < g->n_tables; t++)
	{
		SgTable    *tab = &out->tables[t];

		*tab = g->tables[t];
		tab->schema = arena + intern(&in, tab->schema);
		tab->name = arena + intern(&in, tab->name);
		tab->words = copy_words(tab->words, tab->n_words, words, &word_pos, &in, arena);
		tab->comment_words = copy_words(tab->comment_words, tab->n_comment_words, words,
										&word_pos, &in, arena);
	}
	for (int c = 0; c < g->n_columns; c++)
	{
		SgColumn   *col = &out->columns[c];

		*col = g->columns[c];
		col->name = arena + intern(&in, col->name);
		col->type_name = arena + intern(&in, col->type_name);
		col->words = copy_words(col->words, col->n_words, words, &word_pos, &in, arena);
		col->comment_words = copy_words(col->comment_words, col->n_comment_words, words,
										&word_pos, &in, arena);
		col->code_words = copy_words(col->code_words, col->n_code_words, words, &word_pos,
									 &in, arena);
	}
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		SgForeignKey *fk = &out->foreign_keys[k];
		size_t		bytes = sizeof(int) * (size_t) g->foreign_keys[k].n_columns;

		*fk = g->foreign_keys[k];
		fk->columns = ints + int_pos;
		memcpy(fk->columns, g->foreign_keys[k].columns, bytes);
		fk->ref_columns = ints + int_pos + fk->n_columns;
		memcpy(fk->ref_columns, g->foreign_keys[k].ref_columns, bytes);
		int_pos += 2 * (size_t) fk->n_columns;
	}
	dt_free(in.slots);
	dt_free(in.arena);
	return out;
}

/* A word worth linking on its own: a letter in it, two bytes or more, not a stop word. */
static bool
comment_content_word(const char *w)
{
	bool		letter = false;

	for (const unsigned char *p = (const unsigned char *) w; *p; p++)
		if ((*p >= 'a' && *p <= 'z') || *p >= 0x80)
			letter = true;
	return letter && w[1] != '\0' && !text_is_stopword(w);
}

static bool
words_contain(char **words, int n, const char *w)
{
	for (int i = 0; i < n; i++)
		if (strcmp(words[i], w) == 0)
			return true;
	return false;
}

/* The first SG_COMMENT_MAX_BYTES of comment, cut after the last word that fits whole. */
static char *
comment_prefix(const char *comment)
{
	size_t		len = strlen(comment);

	if (len > SG_COMMENT_MAX_BYTES)
	{
		len = SG_COMMENT_MAX_BYTES;
		while (len > 0 && comment[len] != ' ' && comment[len] != '\t' && comment[len] != '\n')
			len--;
	}
	return dt_strndup(comment, len);
}

int
schema_graph_comment_words(const char *comment, char ***words)
{
	char	   *text = comment_prefix(comment);
	char	  **split;
	int			n_split = name_words_split(text, &split);
	char	  **out = NULL;
	int			n = 0;

	dt_free(text);
	for (int i = 0; i < n_split && n < SG_COMMENT_MAX_WORDS; i++)
	{
		char	   *stem;

		if (!comment_content_word(split[i]))
			continue;
		stem = text_stem(split[i]);
		if (stem[0] == '\0' || words_contain(out, n, stem))
		{
			dt_free(stem);
			continue;
		}
		if (out == NULL)
			out = dt_new_array(char *, SG_COMMENT_MAX_WORDS);
		out[n++] = stem;
	}
	name_words_free(split, n_split);
	*words = out;
	return n;
}

void
schema_graph_set_table_comment(SchemaGraph *g, int table, const char *comment)
{
	SgTable    *t;

	if (table < 0 || table >= g->n_tables || g->compact)
		return;
	t = &g->tables[table];
	name_words_free(t->comment_words, t->n_comment_words);
	t->comment_words = NULL;
	t->n_comment_words = comment ? schema_graph_comment_words(comment, &t->comment_words) : 0;
}

void
schema_graph_set_column_comment(SchemaGraph *g, int column, const char *comment)
{
	SgColumn   *c;

	if (column < 0 || column >= g->n_columns || g->compact)
		return;
	c = &g->columns[column];
	name_words_free(c->comment_words, c->n_comment_words);
	c->comment_words = NULL;
	c->n_comment_words = comment ? schema_graph_comment_words(comment, &c->comment_words) : 0;
}

char	  **
schema_graph_copy_words(char *const *words, int n)
{
	char	  **out;

	if (n <= 0)
		return NULL;
	out = dt_new_array(char *, n);
	for (int i = 0; i < n; i++)
		out[i] = dt_strdup(words[i]);
	return out;
}

/* schema NULL matches any schema: the first table of that name in graph order wins,
 * which for a graph built from the search path is the one PostgreSQL would resolve. */
int
schema_graph_find_table(const SchemaGraph *g, const char *schema, const char *name)
{
	for (int i = 0; i < g->n_tables; i++)
		if (strcmp(g->tables[i].name, name) == 0 &&
			(schema == NULL || strcmp(g->tables[i].schema, schema) == 0))
			return i;
	return -1;
}

static bool
table_references(const SchemaGraph *g, int a, int b, bool declared_only)
{
	for (int k = 0; k < g->n_foreign_keys; k++)
		if (g->foreign_keys[k].table == a && g->foreign_keys[k].ref_table == b &&
			!(declared_only && g->foreign_keys[k].implied))
			return true;
	return false;
}

static bool
column_references(const SchemaGraph *g, int a, int b, bool declared_only)
{
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		const SgForeignKey *fk = &g->foreign_keys[k];

		if (declared_only && fk->implied)
			continue;
		for (int i = 0; i < fk->n_columns; i++)
			if (fk->columns[i] == a && fk->ref_columns[i] == b)
				return true;
	}
	return false;
}

static bool
column_is_foreign_key(const SchemaGraph *g, int c, bool declared_only)
{
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		if (declared_only && g->foreign_keys[k].implied)
			continue;
		for (int i = 0; i < g->foreign_keys[k].n_columns; i++)
			if (g->foreign_keys[k].columns[i] == c)
				return true;
	}
	return false;
}

bool
schema_graph_table_references(const SchemaGraph *g, int a, int b)
{
	return table_references(g, a, b, false);
}

bool
schema_graph_declared_table_references(const SchemaGraph *g, int a, int b)
{
	return table_references(g, a, b, true);
}

bool
schema_graph_declared_link(const SchemaGraph *g, int a, int b)
{
	return table_references(g, a, b, true) || table_references(g, b, a, true);
}

bool
schema_graph_declares_keys(const SchemaGraph *g)
{
	for (int k = 0; k < g->n_foreign_keys; k++)
		if (!g->foreign_keys[k].implied)
			return true;
	return g->cut_from_keyed;
}

bool
schema_graph_is_base_table(const SchemaGraph *g, int t)
{
	return g->tables[t].kind == SG_TABLE || g->tables[t].kind == SG_PARTITIONED_TABLE;
}

bool
schema_graph_column_references(const SchemaGraph *g, int a, int b)
{
	return column_references(g, a, b, false);
}

bool
schema_graph_declared_column_references(const SchemaGraph *g, int a, int b)
{
	return column_references(g, a, b, true);
}

bool
schema_graph_column_holds_fractions(const SgColumn *col)
{
	static const char *const types[] = {"numeric", "double precision", "real", "money"};

	for (size_t i = 0; col->type_name != NULL && i < sizeof(types) / sizeof(types[0]); i++)
		if (strncmp(col->type_name, types[i], strlen(types[i])) == 0)
			return true;
	return false;
}

bool
schema_graph_column_is_date(const SgColumn *col)
{
	return col->type_name != NULL && strcmp(col->type_name, "date") == 0;
}

bool
schema_graph_column_declares_fractions(const SgColumn *col)
{
	const char *comma;

	if (col->type_name == NULL)
		return false;
	if (strncmp(col->type_name, "money", 5) == 0)
		return true;
	if (strncmp(col->type_name, "numeric(", 8) != 0 || (comma = strchr(col->type_name, ',')) == NULL)
		return false;
	return atoi(comma + 1) > 0;
}

bool
schema_graph_column_holds_integers(const SgColumn *col)
{
	static const char *const types[] = {"smallint", "integer", "bigint"};

	for (size_t i = 0; col->type_name != NULL && i < sizeof(types) / sizeof(types[0]); i++)
		if (strncmp(col->type_name, types[i], strlen(types[i])) == 0)
			return true;
	return false;
}

bool
schema_graph_column_name_says(const SchemaGraph *g, int c, bool (*says) (const char *word))
{
	const SgColumn *col = &g->columns[c];

	for (int w = 0; w < col->n_words; w++)
		if (says(col->words[w]))
			return true;
	return false;
}

bool
schema_graph_column_is_foreign_key(const SchemaGraph *g, int c)
{
	return column_is_foreign_key(g, c, false);
}

bool
schema_graph_column_is_declared_foreign_key(const SchemaGraph *g, int c)
{
	return column_is_foreign_key(g, c, true);
}

int
schema_graph_single_primary_key(const SchemaGraph *g, int table)
{
	const SgTable *t;
	int			pk = -1;

	if (table < 0 || table >= g->n_tables)
		return -1;
	t = &g->tables[table];
	for (int c = 0; c < t->n_columns; c++)
		if (g->columns[t->first_column + c].primary_key)
		{
			if (pk >= 0)
				return -1;
			pk = c;
		}
	return pk;
}

int
schema_graph_single_key_to(const SchemaGraph *g, int from, int to, int pk)
{
	int			found = -1;

	for (int f = 0; f < g->n_foreign_keys; f++)
	{
		const SgForeignKey *fk = &g->foreign_keys[f];

		if (fk->table != from || fk->ref_table != to)
			continue;
		if (fk->n_columns != 1 || fk->ref_columns[0] != pk || found >= 0)
			return -1;
		found = f;
	}
	return found;
}

int
schema_graph_referring_column(const SchemaGraph *g, int from, int to)
{
	int			pk = schema_graph_single_primary_key(g, to),
				f;

	if (pk < 0 || (f = schema_graph_single_key_to(g, from, to, g->tables[to].first_column + pk)) < 0)
		return -1;
	return g->foreign_keys[f].columns[0];
}

int
schema_graph_find_column(const SchemaGraph *g, int table, const char *name)
{
	const SgTable *t;

	if (table < 0 || table >= g->n_tables)
		return -1;
	t = &g->tables[table];
	for (int i = t->first_column; i < t->first_column + t->n_columns; i++)
		if (strcmp(g->columns[i].name, name) == 0)
			return i;
	return -1;
}

int
schema_graph_find_column_by_attnum(const SchemaGraph *g, int table, int attnum)
{
	const SgTable *t;

	if (table < 0 || table >= g->n_tables)
		return -1;
	t = &g->tables[table];
	for (int i = t->first_column; i < t->first_column + t->n_columns; i++)
		if (g->columns[i].attnum == attnum)
			return i;
	return -1;
}

int
schema_graph_find_relid(const SchemaGraph *g, unsigned int relid)
{
	for (int i = 0; i < g->n_tables; i++)
		if (g->tables[i].relid == relid)
			return i;
	return -1;
}
