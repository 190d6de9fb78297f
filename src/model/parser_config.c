/*
 * parser_config.c — the parser's options: defaults, JSON in and out, validation.
 *
 * The JSON accepted is one flat object whose values are numbers, strings or booleans
 * (what dtfixup_finetune's options are); a small scanner reads it, so the pure code needs
 * no JSON library.  Every option has one row in the table below: name, kind, where it
 * lives in ParserConfig, its range or its allowed words.
 */
#include "model/parser.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "model/parser_core.h"
#include "nn/rat_stack.h"
#include "schema/relations.h"

typedef enum OptKind
{
	OPT_INT,
	OPT_REAL,
	OPT_BOOL,
	OPT_ENUM,
	OPT_SEED,
	OPT_FRACTION				/* a probability in [0, 1): min and max unused */
} OptKind;

typedef struct OptSpec
{
	const char *name;
	OptKind		kind;
	size_t		offset;
	double		min, max;		/* inclusive range (INT, REAL) */
	const char *words[4];		/* ENUM: allowed words, index = enum value */
	/* written to JSON only when not 0 / false: options added after models were shipped
	 * whose default leaves training as it was, so such a model's config (and checkpoint
	 * bytes) are written as before */
	bool		omit_default;
} OptSpec;

#define OFF(f) offsetof(ParserConfig, f)

static const OptSpec opt_specs[] = {
	{"layers", OPT_INT, OFF(layers), 1, 64, {NULL}},
	{"d_model", OPT_INT, OFF(d_model), 8, 2048, {NULL}},
	{"heads", OPT_INT, OFF(heads), 1, 64, {NULL}},
	{"d_ff", OPT_INT, OFF(d_ff), 1, 16384, {NULL}},
	/* 0 = off; never written: parser_config_resolve clears it */
	{"matched_layers", OPT_INT, OFF(matched_layers), 0, 64, {NULL}, true},
	{"ffn", OPT_ENUM, OFF(ffn), 0, 0, {"mlp", "swishrnn", NULL}},
	{"attention", OPT_ENUM, OFF(attention), 0, 0, {"relation", "relation_conv", NULL}},
	{"init", OPT_ENUM, OFF(init), 0, 0, {"dtfixup", "tfixup", "xavier", NULL}},
	{"layer_norm", OPT_BOOL, OFF(layer_norm), 0, 0, {NULL}},
	{"warmup_steps", OPT_INT, OFF(warmup_steps), 0, 1000000, {NULL}},
	{"epochs", OPT_INT, OFF(epochs), 1, 10000, {NULL}},
	{"batch_size", OPT_INT, OFF(batch_size), 1, 4096, {NULL}},
	{"lr", OPT_REAL, OFF(lr), 1e-7, 1.0, {NULL}},
	{"pre_lr_factor", OPT_REAL, OFF(pre_lr_factor), 1e-6, 100.0, {NULL}},
	{"dropout", OPT_REAL, OFF(dropout), 0.0, 0.9, {NULL}},
	{"label_smoothing", OPT_REAL, OFF(label_smoothing), 0.0, 0.9, {NULL}},
	{"clip_norm", OPT_REAL, OFF(clip_norm), 0.0, 1e6, {NULL}},
	{"seed", OPT_SEED, OFF(seed), 0, 9007199254740991.0, {NULL}},
	{"beam_size", OPT_INT, OFF(beam_size), 1, 64, {NULL}},
	{"word_dim", OPT_INT, OFF(word_dim), 4, 2048, {NULL}},
	{"encoder_hidden", OPT_INT, OFF(encoder_hidden), 4, 1024, {NULL}},
	{"action_dim", OPT_INT, OFF(action_dim), 4, 1024, {NULL}},
	{"node_dim", OPT_INT, OFF(node_dim), 4, 1024, {NULL}},
	{"decoder_hidden", OPT_INT, OFF(decoder_hidden), 8, 4096, {NULL}},
	{"max_vocab", OPT_INT, OFF(max_vocab), 2, 10000000, {NULL}},
	{"hash_buckets", OPT_INT, OFF(hash_buckets), 0, 10000000, {NULL}},
	{"threads", OPT_INT, OFF(threads), 0, 256, {NULL}},
	{"value_pool", OPT_BOOL, OFF(value_pool), 0, 0, {NULL}, true},
	{"gold_value_drop", OPT_FRACTION, OFF(gold_value_drop), 0, 1, {NULL}, true},
	{"word_dropout", OPT_FRACTION, OFF(word_dropout), 0, 1, {NULL}, true},
	{"start_pull", OPT_REAL, OFF(start_pull), 0.0, 10000.0, {NULL}, true},
};

#define N_OPTS ((int) (sizeof(opt_specs) / sizeof(opt_specs[0])))

ParserConfig
parser_config_default(void)
{
	ParserConfig c;

	memset(&c, 0, sizeof(c));
	c.layers = 4;
	c.d_model = 128;
	c.heads = 8;
	c.d_ff = 256;
	c.ffn = PARSER_FFN_MLP;
	c.attention = PARSER_ATTENTION_RELATION;
	c.init = PARSER_INIT_DTFIXUP;
	c.layer_norm = false;
	c.warmup_steps = 0;
	c.epochs = 100;
	c.batch_size = 16;
	c.lr = 5e-4;
	c.pre_lr_factor = 1.0;
	c.dropout = 0.3;
	c.label_smoothing = 0.2;
	c.clip_norm = 5.0;
	c.seed = 42;
	c.beam_size = 5;
	c.word_dim = 128;
	c.encoder_hidden = 64;
	c.action_dim = 64;
	c.node_dim = 32;
	c.decoder_hidden = 256;
	c.max_vocab = 10000;
	c.hash_buckets = 20000;
	c.threads = 0;
	c.relations = REL_COUNT;
	return c;
}

static const OptSpec *
find_spec(const char *name, size_t len)
{
	for (int i = 0; i < N_OPTS; i++)
		if (strlen(opt_specs[i].name) == len && memcmp(opt_specs[i].name, name, len) == 0)
			return &opt_specs[i];
	return NULL;
}

static void
list_words(const OptSpec *s, char *buf, size_t size)
{
	buf[0] = '\0';
	for (int i = 0; s->words[i]; i++)
	{
		size_t		used = strlen(buf);

		snprintf(buf + used, size - used, "%s%s", i ? ", " : "", s->words[i]);
	}
}

static void
list_names(char *buf, size_t size)
{
	buf[0] = '\0';
	for (int i = 0; i < N_OPTS; i++)
	{
		size_t		used = strlen(buf);

		snprintf(buf + used, size - used, "%s%s", i ? ", " : "", opt_specs[i].name);
	}
}

const char *
parser_config_architecture_difference(const ParserConfig *a, const ParserConfig *b,
									  int *va, int *vb)
{
#define SAME(field) \
	if (a->field != b->field) \
	{ \
		*va = (int) a->field; \
		*vb = (int) b->field; \
		return #field; \
	}
	SAME(layers);
	SAME(d_model);
	SAME(heads);
	SAME(d_ff);
	SAME(ffn);
	SAME(attention);
	SAME(layer_norm);
	SAME(word_dim);
	SAME(encoder_hidden);
	SAME(action_dim);
	SAME(node_dim);
	SAME(decoder_hidden);
	SAME(hash_buckets);
	SAME(relations);
#undef SAME
	return NULL;
}

bool
parser_config_validate(const ParserConfig *c, DtError *err)
{
	for (int i = 0; i < N_OPTS; i++)
	{
		const OptSpec *s = &opt_specs[i];
		const char *p = (const char *) c + s->offset;
		double		v;

		if (s->kind == OPT_INT)
			v = *(const int *) p;
		else if (s->kind == OPT_REAL)
			v = *(const double *) p;
		else if (s->kind == OPT_FRACTION)
		{
			v = *(const double *) p;
			if (!(v >= 0.0 && v < 1.0))
				return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
									"option \"%s\" must be at least 0 and below 1, got %g",
									s->name, v);
			continue;
		}
		else
			continue;
		if (!(v >= s->min && v <= s->max))
			return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
								"option \"%s\" must be between %g and %g, got %g",
								s->name, s->min, s->max, v);
	}
	if ((int) c->ffn < 0 || c->ffn > PARSER_FFN_SWISHRNN ||
		(int) c->attention < 0 || c->attention > PARSER_ATTENTION_RELATION_CONV ||
		(int) c->init < 0 || c->init > PARSER_INIT_XAVIER)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"option ffn, attention or init has an unknown value");
	if (c->d_model != 2 * c->encoder_hidden)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0,
							"The transformer's input is the encoder BiLSTM's output (both directions).",
							"Set d_model to twice encoder_hidden.",
							"option \"d_model\" (%d) must equal 2 * encoder_hidden (%d)",
							c->d_model, 2 * c->encoder_hidden);
	if (c->d_model % c->heads != 0)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"option \"d_model\" (%d) must be a multiple of \"heads\" (%d)",
							c->d_model, c->heads);
	if (c->seed > (uint64_t) 9007199254740991ull)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
							"option \"seed\" must be between 0 and 9007199254740991");
	if (c->matched_layers != 0)
		return dt_error_set(err, DT_ERR_INTERNAL, 0, NULL,
							"Pass the configuration through parser_config_resolve first.",
							"option \"matched_layers\" (%d) was not resolved into layers and d_ff",
							c->matched_layers);
	return true;
}

/* ---- matched_layers ---- */

/*
 * The relation-aware stack of a parser of c, with `layers` layers of inner width d_ff
 * (parser_params.c declares c's own, layers and d_ff as given; matched_layers counts
 * others).  App. C.5 puts dropout on X and z_t, not inside the layers: 0 here.
 */
RatStackConfig
parser_stack_config(const ParserConfig *c, int layers, int d_ff)
{
	RatStackConfig sc;

	memset(&sc, 0, sizeof(sc));
	sc.n_layers = layers;
	sc.d_model = c->d_model;
	sc.n_heads = c->heads;
	sc.d_ff = d_ff;
	sc.n_relations = c->relations;
	sc.attention = c->attention == PARSER_ATTENTION_RELATION_CONV
		? RAT_ATTENTION_RELATION_CONV : RAT_ATTENTION_RELATION;
	sc.ffn = RAT_FFN_MLP_RELU;
	if (c->ffn == PARSER_FFN_SWISHRNN)
	{
		sc.ffn = RAT_FFN_HOOK;
		sc.ffn_hook = &parser_swishrnn_hook;
	}
	sc.layer_norm = c->layer_norm;
	sc.dropout = 0.0f;
	return sc;
}

static double
stack_params(const ParserConfig *c, int layers, int d_ff)
{
	RatStackConfig sc = parser_stack_config(c, layers, d_ff);

	return (double) rat_stack_param_count(&sc);
}

bool
parser_config_resolve(ParserConfig *cfg, DtError *err)
{
	int			L0 = cfg->layers,
				d0 = cfg->d_ff,
				L1 = cfg->matched_layers;
	double		d_ff_max = find_spec("d_ff", 4)->max;
	double		target,
				slope,
				intercept,
				d1;

	if (L1 == 0)
		return true;

	/*
	 * Petty et al. 2024, Sec. 2.1: one layer has M(d_ff) = beta * d_ff + A parameters and the
	 * stack L * M(d_ff); Eq. 1 keeps the count while moving parameters between depth and
	 * d_ff.  Here the counts are the stack's own (rat_stack_param_count), which are linear in
	 * d_ff, so two of them at L1 layers give the slope L1 * beta and the intercept L1 * A
	 * (d_ff = 0 is no stack to count; the intercept also takes in that the first layer's
	 * attention convolution is smaller).  d_ff' = round((N(L0, d0) - L1 A) / (L1 beta)).
	 */
	target = stack_params(cfg, L0, d0);
	slope = stack_params(cfg, L1, 2) - stack_params(cfg, L1, 1);
	intercept = stack_params(cfg, L1, 1) - slope;
	d1 = floor((target - intercept) / slope + 0.5);
	if (d1 < 1.0)
	{
		char		detail[256];

		snprintf(detail, sizeof(detail),
				 "%d layers have %.0f parameters that do not grow with d_ff; %d layers with "
				 "d_ff %d have %.0f in all.", L1, intercept, L0, d0, target);
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, detail,
							"Choose fewer matched_layers, or a larger layers or d_ff.",
							"matched_layers %d leaves no room for the feed-forward block at "
							"layers %d, d_ff %d", L1, L0, d0);
	}
	if (d1 > d_ff_max)
		return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL,
							"Choose more matched_layers, or a smaller layers or d_ff.",
							"matched_layers %d at layers %d, d_ff %d needs d_ff %.0f, above "
							"the maximum %.0f", L1, L0, d0, d1, d_ff_max);
	cfg->layers = L1;
	cfg->d_ff = (int) d1;
	cfg->matched_layers = 0;
	return true;
}

/* ---- a flat JSON object scanner ---- */

typedef struct Scan
{
	const char *s;
	size_t		i;
	DtError    *err;
} Scan;

static void
skip_ws(Scan *sc)
{
	while (sc->s[sc->i] && isspace((unsigned char) sc->s[sc->i]))
		sc->i++;
}

static bool
syntax(Scan *sc, const char *what)
{
	return dt_error_set(sc->err, DT_ERR_SYNTAX, (int) sc->i + 1, NULL,
						"Options are a JSON object such as {\"layers\": 4, \"ffn\": \"mlp\"}.",
						"malformed options JSON at character %d: %s", (int) sc->i + 1, what);
}

/* A JSON string without escapes beyond \" and \\ (option names and words need no more). */
static bool
scan_string(Scan *sc, char *buf, size_t size)
{
	size_t		n = 0;

	if (sc->s[sc->i] != '"')
		return syntax(sc, "expected a string");
	sc->i++;
	while (sc->s[sc->i] && sc->s[sc->i] != '"')
	{
		char		ch = sc->s[sc->i++];

		if (ch == '\\')
		{
			ch = sc->s[sc->i++];
			if (ch != '"' && ch != '\\' && ch != '/')
				return syntax(sc, "unsupported escape in a string");
		}
		if (n + 1 >= size)
			return syntax(sc, "string too long");
		buf[n++] = ch;
	}
	if (sc->s[sc->i] != '"')
		return syntax(sc, "unterminated string");
	sc->i++;
	buf[n] = '\0';
	return true;
}

typedef struct JsonValue
{
	enum
	{
		JV_NUMBER, JV_STRING, JV_BOOL, JV_NULL
	}			kind;
	double		number;
	bool		is_integer;
	bool		boolean;
	char		text[128];
} JsonValue;

static bool
scan_value(Scan *sc, JsonValue *v)
{
	const char *p = sc->s + sc->i;

	if (*p == '"')
	{
		v->kind = JV_STRING;
		return scan_string(sc, v->text, sizeof(v->text));
	}
	if (strncmp(p, "true", 4) == 0 || strncmp(p, "false", 5) == 0)
	{
		v->kind = JV_BOOL;
		v->boolean = *p == 't';
		sc->i += v->boolean ? 4 : 5;
		snprintf(v->text, sizeof(v->text), "%s", v->boolean ? "true" : "false");
		return true;
	}
	if (strncmp(p, "null", 4) == 0)
	{
		v->kind = JV_NULL;
		sc->i += 4;
		snprintf(v->text, sizeof(v->text), "null");
		return true;
	}
	if (*p == '-' || isdigit((unsigned char) *p))
	{
		char	   *end;
		size_t		len;

		errno = 0;
		v->number = strtod(p, &end);
		if (end == p || errno == ERANGE)
			return syntax(sc, "bad number");
		len = (size_t) (end - p);
		v->is_integer = strcspn(p, ".eE") >= len;
		snprintf(v->text, sizeof(v->text), "%.*s", (int) (len < 100 ? len : 100), p);
		v->kind = JV_NUMBER;
		sc->i += len;
		return true;
	}
	return syntax(sc, "expected a number, string or boolean");
}

static bool
bad_value(DtError *err, const OptSpec *s, const JsonValue *v)
{
	char		words[128];

	switch (s->kind)
	{
		case OPT_INT:
		case OPT_SEED:
			return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
								"option \"%s\" must be an integer between %.0f and %.0f, got %s",
								s->name, s->min, s->max, v->text);
		case OPT_REAL:
			return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
								"option \"%s\" must be a number between %g and %g, got %s",
								s->name, s->min, s->max, v->text);
		case OPT_FRACTION:
			return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
								"option \"%s\" must be a number at least 0 and below 1, got %s",
								s->name, v->text);
		case OPT_BOOL:
			return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
								"option \"%s\" must be true or false, got %s", s->name, v->text);
		case OPT_ENUM:
			list_words(s, words, sizeof(words));
			return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
								"option \"%s\" must be one of %s, got %s%s%s", s->name, words,
								v->kind == JV_STRING ? "\"" : "", v->text,
								v->kind == JV_STRING ? "\"" : "");
	}
	return false;
}

static bool
set_option(ParserConfig *c, const OptSpec *s, const JsonValue *v, DtError *err)
{
	char	   *p = (char *) c + s->offset;

	switch (s->kind)
	{
		case OPT_INT:
		case OPT_SEED:
			if (v->kind != JV_NUMBER || !v->is_integer || !(v->number >= s->min && v->number <= s->max))
				return bad_value(err, s, v);
			if (s->kind == OPT_INT)
				*(int *) p = (int) v->number;
			else
				*(uint64_t *) p = (uint64_t) v->number;
			return true;
		case OPT_REAL:
			if (v->kind != JV_NUMBER || !(v->number >= s->min && v->number <= s->max))
				return bad_value(err, s, v);
			*(double *) p = v->number;
			return true;
		case OPT_FRACTION:
			if (v->kind != JV_NUMBER || !(v->number >= 0.0 && v->number < 1.0))
				return bad_value(err, s, v);
			*(double *) p = v->number;
			return true;
		case OPT_BOOL:
			if (v->kind != JV_BOOL)
				return bad_value(err, s, v);
			*(bool *) p = v->boolean;
			return true;
		case OPT_ENUM:
			if (v->kind == JV_STRING)
				for (int i = 0; s->words[i]; i++)
					if (strcmp(s->words[i], v->text) == 0)
					{
						*(int *) p = i;
						return true;
					}
			return bad_value(err, s, v);
	}
	return false;
}

bool
parser_config_from_json(ParserConfig *cfg, const char *json, DtError *err)
{
	ParserConfig c = *cfg;
	Scan		sc = {json ? json : "", 0, err};
	bool		seen[N_OPTS];

	memset(seen, 0, sizeof(seen));
	skip_ws(&sc);
	if (sc.s[sc.i] != '{')
		return syntax(&sc, "expected '{'");
	sc.i++;
	skip_ws(&sc);
	if (sc.s[sc.i] == '}')
		sc.i++;
	else
		for (;;)
		{
			char		name[64];
			char		names[600];
			JsonValue	v;
			const OptSpec *s;

			skip_ws(&sc);
			if (!scan_string(&sc, name, sizeof(name)))
				return false;
			skip_ws(&sc);
			if (sc.s[sc.i] != ':')
				return syntax(&sc, "expected ':'");
			sc.i++;
			skip_ws(&sc);
			if (!scan_value(&sc, &v))
				return false;
			s = find_spec(name, strlen(name));
			if (s == NULL)
			{
				list_names(names, sizeof(names));
				return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
									"unknown option \"%s\"; the options are %s", name, names);
			}
			if (seen[s - opt_specs])
				return dt_error_set(err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
									"option \"%s\" is given twice", name);
			seen[s - opt_specs] = true;
			if (!set_option(&c, s, &v, err))
				return false;
			skip_ws(&sc);
			if (sc.s[sc.i] == ',')
			{
				sc.i++;
				continue;
			}
			if (sc.s[sc.i] == '}')
			{
				sc.i++;
				break;
			}
			return syntax(&sc, "expected ',' or '}'");
		}
	skip_ws(&sc);
	if (sc.s[sc.i] != '\0')
		return syntax(&sc, "text after the object");
	/* after every option, so that matched_layers sees the layers and d_ff given anywhere */
	if (!parser_config_resolve(&c, err) || !parser_config_validate(&c, err))
		return false;
	*cfg = c;
	return true;
}

/* Is the option at 0 / false (omit_default options are then not written)? */
static bool
at_zero(const OptSpec *s, const char *p)
{
	switch (s->kind)
	{
		case OPT_BOOL:
			return !*(const bool *) p;
		case OPT_REAL:
		case OPT_FRACTION:
			return *(const double *) p == 0.0;
		default:
			return *(const int *) p == 0;
	}
}

void
parser_config_to_json(const ParserConfig *c, DtStrBuf *out)
{
	dt_strbuf_append_char(out, '{');
	for (int i = 0; i < N_OPTS; i++)
	{
		const OptSpec *s = &opt_specs[i];
		const char *p = (const char *) c + s->offset;

		if (s->omit_default && at_zero(s, p))
			continue;
		dt_strbuf_appendf(out, "%s\"%s\": ", i ? ", " : "", s->name);
		switch (s->kind)
		{
			case OPT_INT:
				dt_strbuf_appendf(out, "%d", *(const int *) p);
				break;
			case OPT_SEED:
				dt_strbuf_appendf(out, "%llu", (unsigned long long) *(const uint64_t *) p);
				break;
			case OPT_REAL:
			case OPT_FRACTION:
				dt_strbuf_appendf(out, "%.17g", *(const double *) p);
				break;
			case OPT_BOOL:
				dt_strbuf_append(out, *(const bool *) p ? "true" : "false");
				break;
			case OPT_ENUM:
				dt_strbuf_appendf(out, "\"%s\"", s->words[*(const int *) p]);
				break;
		}
	}
	dt_strbuf_append_char(out, '}');
}
