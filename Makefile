# dtfixup — built with PGXS.  See README.md for the two commands a newcomer needs.
EXTENSION  = dtfixup
EXTVERSION = 0.1.0
MODULE_big = dtfixup

# Every C file under src/ belongs to the extension; folders are the pipeline's stages (README.md, Architecture).
# Only src/pg/ (its entry points at the top, its parts in subfolders by concern: catalog/,
# answer/, train/, store/) talks to PostgreSQL; the other folders also build into the
# standalone unit tests.
PURE_SRCS = $(sort $(wildcard src/common/*.c src/text/*.c src/schema/*.c src/sql/*.c src/nn/*.c src/model/*.c src/answer/*.c))
PG_SRCS   = $(sort $(wildcard src/pg/*.c src/pg/*/*.c))
OBJS      = $(PURE_SRCS:.c=.o) $(PG_SRCS:.c=.o)

# The install script is assembled from the numbered pieces in sql/install/ (one per feature).
INSTALL_PIECES = $(sort $(wildcard sql/install/*.sql))
# The lexicon (WordNet's word relations, compiled by tools/build_lexicon.py from Debian's
# wordnet-base, with the synonyms of business words WordNet lacks from
# tools/lexicon_synonyms.txt) is installed beside the general model; schema linking reads
# it from there.
LEXICON = dtfixup_lexicon.bin
WORDNET_DIR ?= /usr/share/wordnet
DATA_built = sql/$(EXTENSION)--$(EXTVERSION).sql $(LEXICON)
# The general model (parsers trained across Spider's schemas, models/README.md), installed
# beside the control file; every database reads it from there as the model "general".  Its
# first parser is dtfixup_general.ckpt; more, decoded with it as an ensemble, are
# dtfixup_general.2.ckpt, dtfixup_general.3.ckpt, ...
GENERAL_MEMBERS = $(sort $(wildcard models/dtfixup_general.[0-9].ckpt))
DATA = models/dtfixup_general.ckpt $(GENERAL_MEMBERS)

# pg_regress: every sql/*.sql except the generated install script, in name order.
REGRESS = $(sort $(filter-out $(EXTENSION)--%,$(basename $(notdir $(wildcard sql/*.sql)))))
REGRESS_OPTS = --load-extension=$(EXTENSION)

PG_CPPFLAGS = -Isrc -std=gnu11
SHLINK_EXTRA = -lopenblas -lm -ldl
SHLIB_LINK = $(SHLINK_EXTRA) -Wl,--version-script=src/pg/exports.map
ifeq ($(WERROR),1)
PG_CFLAGS = -Wall -Wextra -Werror -Wno-unused-parameter -Wno-missing-field-initializers -Wno-sign-compare -Wno-cast-function-type
else
PG_CFLAGS = -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers -Wno-sign-compare -Wno-cast-function-type
endif
# The math is hot: optimise it even when PostgreSQL was built with lower settings.
PG_CFLAGS += -O2 -fno-math-errno
# Export only what PostgreSQL looks up (Pg_magic_func, _PG_init, the SQL functions and
# their pg_finfo_ records, marked in src/pg/dtfixup.h; src/pg/exports.map also hides the
# target_clones dispatchers): the pure stages' functions stay private to dtfixup.so.
# test/static_checks.sh checks them.
PG_CFLAGS += -fvisibility=hidden
# The neural engine's kernels (src/nn/) get -O3 on top: GCC 12 vectorises the softmax, the
# element-wise passes and Adam only from -O3 (at -O2 a training step is ~18% slower).  No
# -march: the object must run on any x86-64; the hot loops carry their own AVX2/AVX-512
# clones chosen at load time (NN_VECTOR_CLONES in src/nn/nn_real.h).
NN_OPT_CFLAGS = -O3 -fno-math-errno
NN_OBJS = $(patsubst %.c,%.o,$(wildcard src/nn/*.c))

EXTRA_CLEAN = sql/$(EXTENSION)--$(EXTVERSION).sql test/unit/bin test/unit/obj test/unit/san bench/rat_bench bench/linear_gemm_bench

PG_CONFIG ?= pg_config
PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

# No generated dependency files: every object is rebuilt when any header changes (a
# struct that grew must never leave a stale object behind; a full build takes seconds).
$(OBJS): $(wildcard src/*/*.h src/pg/*/*.h)
$(MODULE_big)$(DLSUFFIX): src/pg/exports.map

# ---- rules below come after PGXS so that 'all' stays the default goal ----

$(NN_OBJS): override CFLAGS += $(NN_OPT_CFLAGS)

sql/$(EXTENSION)--$(EXTVERSION).sql: $(INSTALL_PIECES)
	cat $^ > $@

$(LEXICON): tools/build_lexicon.py tools/lexicon_synonyms.txt
	python3 tools/build_lexicon.py $(WORDNET_DIR) $@ tools/lexicon_synonyms.txt

# C unit tests: each test/unit/test_*.c links against the pure (PostgreSQL-free) objects.
UNIT_CFLAGS = -O2 -g -std=gnu11 -Isrc -Wall -Wextra -Wno-unused-parameter -Wno-sign-compare -Wno-missing-field-initializers -fno-math-errno
ifeq ($(WERROR),1)
UNIT_CFLAGS += -Werror
endif
UNIT_SRCS  = $(sort $(wildcard test/unit/test_*.c))
UNIT_BINS  = $(patsubst test/unit/%.c,test/unit/bin/%,$(UNIT_SRCS))
UNIT_LIBS  = -lopenblas -lm -ldl -lpthread

# The pure sources are compiled once for all test binaries (test/unit/obj/), then linked.
UNIT_OBJS  = $(patsubst src/%.c,test/unit/obj/%.o,$(PURE_SRCS))
test/unit/obj/%.o: src/%.c $(wildcard src/*/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(UNIT_CFLAGS) -c -o $@ $<

# The per-example teacher-forced loss, the oracle the training path is tested against
# (test/oracle/), is compiled into the unit tests only; they include it as "oracle/...".
ORACLE_SRCS = $(sort $(wildcard test/oracle/*.c))
ORACLE_HDRS = $(wildcard test/oracle/*.h)
UNIT_ORACLE_OBJS = $(patsubst test/oracle/%.c,test/unit/obj/oracle/%.o,$(ORACLE_SRCS))
test/unit/obj/oracle/%.o: test/oracle/%.c $(wildcard src/*/*.h) $(ORACLE_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(UNIT_CFLAGS) -Itest -c -o $@ $<

test/unit/bin/%: test/unit/%.c $(UNIT_OBJS) $(UNIT_ORACLE_OBJS) $(wildcard src/*/*.h test/unit/*.h) $(ORACLE_HDRS)
	@mkdir -p test/unit/bin
	$(CC) $(UNIT_CFLAGS) -Itest -o $@ $< $(UNIT_OBJS) $(UNIT_ORACLE_OBJS) $(UNIT_LIBS)

# The same tests built with AddressSanitizer and UBSan (their own objects; every report fatal).
SAN_FLAGS  = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
SAN_OBJS   = $(patsubst src/%.c,test/unit/san/obj/%.o,$(PURE_SRCS))
SAN_BINS   = $(patsubst test/unit/%.c,test/unit/san/bin/%,$(UNIT_SRCS))
SAN_ORACLE_OBJS = $(patsubst test/oracle/%.c,test/unit/san/obj/oracle/%.o,$(ORACLE_SRCS))
test/unit/san/obj/%.o: src/%.c $(wildcard src/*/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(UNIT_CFLAGS) $(SAN_FLAGS) -c -o $@ $<
test/unit/san/obj/oracle/%.o: test/oracle/%.c $(wildcard src/*/*.h) $(ORACLE_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(UNIT_CFLAGS) $(SAN_FLAGS) -Itest -c -o $@ $<
test/unit/san/bin/%: test/unit/%.c $(SAN_OBJS) $(SAN_ORACLE_OBJS) $(wildcard src/*/*.h test/unit/*.h) $(ORACLE_HDRS)
	@mkdir -p test/unit/san/bin
	$(CC) $(UNIT_CFLAGS) $(SAN_FLAGS) -Itest -o $@ $< $(SAN_OBJS) $(SAN_ORACLE_OBJS) $(UNIT_LIBS)

.PHONY: unittest unittest-build valgrind-unittest sanitize-unittest bench
unittest-build: $(UNIT_BINS)
unittest: $(UNIT_BINS)
	@sh test/run_unit.sh $(UNIT_BINS)
valgrind-unittest: $(UNIT_BINS)
	@VALGRIND=1 sh test/run_unit.sh $(UNIT_BINS)
sanitize-unittest: $(SAN_BINS)
	@ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/test/unit/lsan.supp \
		UBSAN_OPTIONS=print_stacktrace=1 SAN_NO_LEAK_CHECK=test_nn_cuda sh test/run_unit.sh $(SAN_BINS)

# Benchmarks (see bench/README.md).  Built with the extension's own compiler flags (PGXS's
# CFLAGS, i.e. PostgreSQL's, plus NN_OPT_CFLAGS as src/nn/*.o get), so that its figures are
# those of the code users run.
bench: bench/rat_bench bench/linear_gemm_bench
BENCH_MODEL = bench/rat_bench_model.c bench/rat_bench_model.h
bench/rat_bench: bench/rat_bench.c $(BENCH_MODEL) $(PURE_SRCS) $(wildcard src/*/*.h)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(NN_OPT_CFLAGS) -o $@ bench/rat_bench.c bench/rat_bench_model.c $(PURE_SRCS) $(UNIT_LIBS)
# the linear layers' products alone: OpenBLAS against src/nn/sgemm_large.c
GEMM_BENCH_SRCS = src/nn/sgemm_large.c src/nn/sgemm_small.c src/nn/sgemm_small_avx2.c
bench/linear_gemm_bench: bench/linear_gemm_bench.c $(GEMM_BENCH_SRCS) $(wildcard src/nn/*.h)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(NN_OPT_CFLAGS) -o $@ bench/linear_gemm_bench.c $(GEMM_BENCH_SRCS) $(UNIT_LIBS)

# ==== CUDA backend module (dtfixup_cuda.so) — see README.md ====================
# A separate shared object built by nvcc and opened with dlopen at the first GPU use, so
# dtfixup.so itself links only OpenBLAS and loads where no CUDA library exists.  Its objects
# stay out of OBJS (PGXS would try to build LLVM bitcode for them).
#   USE_CUDA=auto  build it when nvcc is found (default)
#   USE_CUDA=1     build it; fail when nvcc is missing
#   USE_CUDA=0     never build it
USE_CUDA  ?= auto
CUDA_HOME ?= /usr/local/cuda
NVCC      ?= $(firstword $(wildcard $(CUDA_HOME)/bin/nvcc) $(shell command -v nvcc 2>/dev/null))
ifeq ($(USE_CUDA),1)
ifeq ($(strip $(NVCC)),)
$(error USE_CUDA=1 but nvcc was not found (set CUDA_HOME or NVCC))
endif
BUILD_CUDA = 1
else ifeq ($(USE_CUDA),auto)
BUILD_CUDA = $(if $(strip $(NVCC)),1,0)
else
BUILD_CUDA = 0
endif

CUDA_MODULE  = cuda/dtfixup_cuda.so
CUDA_SRCS    = $(sort $(wildcard cuda/*.cu))
CUDA_OBJS    = $(CUDA_SRCS:.cu=.o)
CUDA_HDRS    = $(wildcard cuda/*.cuh cuda/*.h src/nn/*.h)
CUDA_GENCODE = -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=[sm_90,compute_90]
# Strict float32: no --use_fast_math (expf/erff/sqrtf stay accurate); cuBLAS math mode is
# set in cuda/cuda_backend.cu.  Host code: hidden visibility, only dt_cuda_module_* exported.
CUDA_WARN    = -Xcompiler -Wall,-Wextra,-Wno-unused-parameter,-Wno-sign-compare
ifeq ($(WERROR),1)
CUDA_WARN   += -Werror all-warnings -Xcompiler -Werror
endif
NVCC_FLAGS   = -O3 -std=c++17 $(CUDA_GENCODE) -Isrc -Icuda -Xcompiler -fPIC,-fvisibility=hidden $(CUDA_WARN)
CUDA_LDFLAGS = -shared -cudart=static -L$(CUDA_HOME)/lib64 -lcublas -Xlinker -rpath,$(CUDA_HOME)/lib64

# An installed parser of the general model that this tree does not ship (a version with more
# parsers installed before) would join its ensemble: make install removes it.
.PHONY: install-general-members
install: install-general-members
install-general-members:
	@for f in '$(DESTDIR)$(datadir)/extension/'dtfixup_general.[0-9].ckpt; do \
		[ -e "$$f" ] || continue; \
		case " $(GENERAL_MEMBERS) " in *" models/$$(basename "$$f") "*) ;; \
			*) echo "removing $$f (not a parser of this general model)"; rm -f "$$f" ;; esac; \
	done

ifeq ($(BUILD_CUDA),1)
all: $(CUDA_MODULE)
install: install-cuda
endif

cuda/%.o: cuda/%.cu $(CUDA_HDRS)
	$(NVCC) $(NVCC_FLAGS) -c $< -o $@

$(CUDA_MODULE): $(CUDA_OBJS)
	$(NVCC) $(CUDA_GENCODE) -o $@ $^ $(CUDA_LDFLAGS)

.PHONY: cuda install-cuda
cuda: $(CUDA_MODULE)
install-cuda: $(CUDA_MODULE)
	$(MKDIR_P) '$(DESTDIR)$(pkglibdir)'
	$(INSTALL_SHLIB) $(CUDA_MODULE) '$(DESTDIR)$(pkglibdir)/dtfixup_cuda.so'

# The GPU benchmark driver (pure C: it opens the module through the loader like the server).
.PHONY: bench-cuda
bench-cuda: bench/cuda/bin/rat_bench_device
bench/cuda/bin/rat_bench_device: bench/cuda/rat_bench_device.c $(BENCH_MODEL) $(PURE_SRCS) $(wildcard src/*/*.h)
	@mkdir -p bench/cuda/bin
	$(CC) $(UNIT_CFLAGS) -O3 -Ibench -o $@ bench/cuda/rat_bench_device.c bench/rat_bench_model.c $(PURE_SRCS) $(UNIT_LIBS)

# The CUDA kernels' sources run on the host under test_nn_cuda (no GPU needed): cuda/emu/.
.PHONY: cuda-emu-test
cuda-emu-test:
	sh cuda/emu/run_emulated_tests.sh

# test_nn_cuda dlopens the module (and with it libcublas) even without a GPU: hide the two
# known reports from glibc's loader and the libraries' constructors (see the .supp file).
valgrind-unittest: export VALGRIND_OPTS += --suppressions=$(CURDIR)/test/unit/valgrind_dlopen.supp

EXTRA_CLEAN += $(CUDA_OBJS) $(CUDA_MODULE) bench/cuda/bin cuda/emu/build
# ==== end of the CUDA block ==============================================================
