# dtfixup — built with PGXS.  See README.md for the two commands a newcomer needs.
EXTENSION  = dtfixup
EXTVERSION = 0.1.0
MODULE_big = dtfixup

# Every C file under src/ belongs to the extension; folders are the pipeline's stages (shared/DESIGN.md).
# Only src/pg/ talks to PostgreSQL; the other folders also build into the standalone unit tests.
PURE_SRCS = $(sort $(wildcard src/common/*.c src/text/*.c src/schema/*.c src/sql/*.c src/nn/*.c src/model/*.c))
PG_SRCS   = $(sort $(wildcard src/pg/*.c))
OBJS      = $(PURE_SRCS:.c=.o) $(PG_SRCS:.c=.o)

# The install script is assembled from the numbered pieces in sql/install/ (one per feature).
INSTALL_PIECES = $(sort $(wildcard sql/install/*.sql))
DATA_built = sql/$(EXTENSION)--$(EXTVERSION).sql

# pg_regress: every sql/*.sql except the generated install script, in name order.
REGRESS = $(sort $(filter-out $(EXTENSION)--%,$(basename $(notdir $(wildcard sql/*.sql)))))
REGRESS_OPTS = --load-extension=$(EXTENSION)

PG_CPPFLAGS = -Isrc -std=gnu11
SHLINK_EXTRA = -lopenblas -lm -ldl
SHLIB_LINK = $(SHLINK_EXTRA)
ifeq ($(WERROR),1)
PG_CFLAGS = -Wall -Wextra -Werror -Wno-unused-parameter -Wno-missing-field-initializers -Wno-sign-compare -Wno-cast-function-type
else
PG_CFLAGS = -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers -Wno-sign-compare -Wno-cast-function-type
endif
# The math is hot: optimise it even when PostgreSQL was built with lower settings.
PG_CFLAGS += -O2 -fno-math-errno
# The neural engine's kernels (src/nn/) get -O3 on top: GCC 12 vectorises the softmax, the
# element-wise passes and Adam only from -O3 (at -O2 a training step is ~18% slower).  No
# -march: the object must run on any x86-64; the hot loops carry their own AVX2/AVX-512
# clones chosen at load time (NN_VECTOR_CLONES in src/nn/nn_real.h).
NN_OPT_CFLAGS = -O3 -fno-math-errno
NN_OBJS = $(patsubst %.c,%.o,$(wildcard src/nn/*.c))

EXTRA_CLEAN = sql/$(EXTENSION)--$(EXTVERSION).sql test/unit/bin bench/rat_bench

PG_CONFIG ?= pg_config
PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

# ---- rules below come after PGXS so that 'all' stays the default goal ----

$(NN_OBJS): override CFLAGS += $(NN_OPT_CFLAGS)

sql/$(EXTENSION)--$(EXTVERSION).sql: $(INSTALL_PIECES)
	cat $^ > $@

# C unit tests: each test/unit/test_*.c links against the pure (PostgreSQL-free) objects.
UNIT_CFLAGS = -O2 -g -std=gnu11 -Isrc -Wall -Wextra -Wno-unused-parameter -Wno-sign-compare -Wno-missing-field-initializers -fno-math-errno
ifeq ($(WERROR),1)
UNIT_CFLAGS += -Werror
endif
UNIT_SRCS  = $(sort $(wildcard test/unit/test_*.c))
UNIT_BINS  = $(patsubst test/unit/%.c,test/unit/bin/%,$(UNIT_SRCS))
UNIT_LIBS  = -lopenblas -lm -ldl -lpthread

test/unit/bin/%: test/unit/%.c $(PURE_SRCS) $(wildcard src/*/*.h) test/unit/unit.h
	@mkdir -p test/unit/bin
	$(CC) $(UNIT_CFLAGS) -o $@ $< $(PURE_SRCS) $(UNIT_LIBS)

.PHONY: unittest unittest-build valgrind-unittest bench
unittest-build: $(UNIT_BINS)
unittest: $(UNIT_BINS)
	@sh test/run_unit.sh $(UNIT_BINS)
valgrind-unittest: $(UNIT_BINS)
	@VALGRIND=1 sh test/run_unit.sh $(UNIT_BINS)

# Benchmarks (see bench/README.md).  Built with the extension's own compiler flags (PGXS's
# CFLAGS, i.e. PostgreSQL's, plus NN_OPT_CFLAGS as src/nn/*.o get), so that its figures are
# those of the code users run.
bench: bench/rat_bench
bench/rat_bench: bench/rat_bench.c $(PURE_SRCS) $(wildcard src/*/*.h)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(NN_OPT_CFLAGS) -o $@ bench/rat_bench.c $(PURE_SRCS) $(UNIT_LIBS)
