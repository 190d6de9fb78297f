/*
 * test_parser_cuda.c — the whole parser on the CUDA backend against the CPU backend: the
 * parity of training and of beam search, in both directions through a checkpoint.
 *
 * Runs where a CUDA backend can be created: on a GPU, or under the host emulation of the
 * CUDA runtime (cuda/emu/run_emulated_tests.sh, `make cuda-emu-test`), whose device memory
 * faults on any host access outside a runtime call — so these tests also show that the
 * parser's host code never reads or writes a device buffer.  Elsewhere (`make unittest`
 * without a GPU) every test prints a visible SKIP line.
 *
 *   - a host read of device memory faults (the emulation's guard works; on a GPU a device
 *     address is not host memory either);
 *   - from the same initial weights and data, DT-Fixup's mu and the losses of a few training
 *     steps agree within 1e-3 relative;
 *   - a checkpoint trained on the CPU decodes (beam search) on CUDA to the same top-1
 *     actions and SQL, its weights borrowed from the checkpoint bytes on the CPU and
 *     uploaded on CUDA (and again after parser_place moves it back to the CPU); and a
 *     checkpoint trained further on CUDA (optimiser state uploaded and saved back) decodes
 *     on the CPU as it does on CUDA.
 */
#include <math.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common/alloc.h"
#include "nn/backend_loader.h"
#include "sql/sql_render.h"
#include "unit.h"
#include "toy_parser.h"

#define LOSS_TOL 1e-3
#define TRAIN_STEPS 3
/* decoding under the emulation takes seconds per question: these of the thirteen */
static const int decoded[] = {0, 3, 8, 10, 12};

#define N_DECODED ((int) (sizeof(decoded) / sizeof(decoded[0])))

static const char *module_path = "cuda/dtfixup_cuda.so";
static char no_gpu_reason[512];
static bool gpu_ok;

/* Runs a test that needs a CUDA backend, or prints a SKIP line. */
#define GPU_RUN(name)                                                          \
	do {                                                                       \
		if (!gpu_ok)                                                           \
			UNIT_SKIP(name, "%s", no_gpu_reason);                              \
		else                                                                   \
			UNIT_RUN(name);                                                    \
	} while (0)

static DtBackend *
new_gpu(void)
{
	DtError		err;
	DtBackend  *be;

	memset(&err, 0, sizeof(err));
	be = dt_backend_cuda_create(module_path, NULL, &err);
	if (be == NULL)
		UNIT_FAIL("CUDA backend: %s", err.message);
	return be;
}

/* The parser of checkpoint bytes, on the CPU or moved onto a new CUDA backend. */
static Parser *
load(const DtStrBuf *bytes, bool on_gpu)
{
	DtError		err;
	Parser	   *p;

	memset(&err, 0, sizeof(err));
	p = parser_deserialize(bytes->data, bytes->len, &err);
	if (p == NULL)
	{
		UNIT_FAIL("deserialize: %s", err.message);
		return NULL;
	}
	if (on_gpu && !parser_use_backend(p, new_gpu(), &err))
	{
		UNIT_FAIL("parser_use_backend: %s", err.message);
		parser_free(p);
		return NULL;
	}
	return p;
}

static void
save(const Parser *p, DtStrBuf *bytes)
{
	DtError		err;

	dt_strbuf_init(bytes);
	memset(&err, 0, sizeof(err));
	if (!parser_serialize(p, bytes, &err))
		UNIT_FAIL("serialize: %s", err.message);
}

static bool
close_rel(double a, double b, double tol)
{
	return fabs(a - b) <= tol * fmax(fabs(a), fabs(b)) + 1e-6;
}

/* One decoded question: its best hypothesis's actions, SQL and score. */
typedef struct Top1
{
	SqlActionList actions;
	char	   *sql;
	double		score;
	bool		exact;			/* the gold query */
} Top1;

static void
decode_top1(Parser *p, Top1 *out)
{
	DtError		err;

	for (int k = 0; k < N_DECODED; k++)
	{
		ParserHypothesis *h = NULL;
		int			n = 0,
					i = decoded[k];
		DtStrBuf	sql;

		memset(&err, 0, sizeof(err));
		sql_action_list_init(&out[k].actions);
		out[k].sql = NULL;
		out[k].score = 0;
		out[k].exact = false;
		if (!parser_decode(p, toy_ex[i], 3, &h, &n, &err))
		{
			UNIT_FAIL("decode q%d on %s: %s", i, parser_backend_name(p), err.message);
			continue;
		}
		if (n > 0)
		{
			for (int a = 0; a < h[0].actions.n; a++)
				sql_action_list_append(&out[k].actions, &h[0].actions.items[a]);
			dt_strbuf_init(&sql);
			CHECK(sql_render(h[0].ast, toy_g, &sql_fallback_quoter, &sql, &err));
			out[k].sql = sql.data;
			out[k].score = h[0].score;
			out[k].exact = sql_node_equal(h[0].ast, toy_gold[i]);
		}
		parser_hypotheses_free(h, n);
	}
}

static void
top1_free(Top1 *t)
{
	for (int k = 0; k < N_DECODED; k++)
	{
		sql_action_list_free(&t[k].actions);
		dt_free(t[k].sql);
	}
}

static bool
same_actions(const SqlActionList *a, const SqlActionList *b)
{
	if (a->n != b->n)
		return false;
	for (int i = 0; i < a->n; i++)
	{
		const SqlAction *x = &a->items[i],
				   *y = &b->items[i];

		if (x->kind != y->kind || x->rule != y->rule || x->table != y->table ||
			x->instance != y->instance || x->column != y->column ||
			(x->kind == SQL_ACT_VALUE && strcmp(x->value, y->value) != 0))
			return false;
	}
	return true;
}

/* The two backends' best hypotheses are the same actions and SQL, scores close; returns
 * how many are the gold query. */
static int
check_same_top1(const Top1 *cpu, const Top1 *gpu)
{
	int			n_exact = 0;

	for (int k = 0; k < N_DECODED; k++)
	{
		int			i = decoded[k];

		CHECK(cpu[k].sql != NULL && gpu[k].sql != NULL);
		if (cpu[k].sql == NULL || gpu[k].sql == NULL)
			continue;
		if (!same_actions(&cpu[k].actions, &gpu[k].actions) || strcmp(cpu[k].sql, gpu[k].sql) != 0)
			UNIT_FAIL("q%d: cpu %s, cuda %s", i, cpu[k].sql, gpu[k].sql);
		if (!close_rel(cpu[k].score, gpu[k].score, LOSS_TOL))
			UNIT_FAIL("q%d: score cpu %.6f, cuda %.6f", i, cpu[k].score, gpu[k].score);
		printf("  q%d: %s (score cpu %.5f, cuda %.5f)\n", i, cpu[k].sql, cpu[k].score,
			   gpu[k].score);
		n_exact += cpu[k].exact;
	}
	return n_exact;
}

/* ---------------------------------------------------------------- tests */

/* The guard: a host read of a device buffer is a fault, never a silent success. */
UNIT_TEST(host_read_of_device_memory_faults)
{
	DtBackend  *gpu = new_gpu();
	float	   *buf;
	pid_t		pid;
	int			status = 0;

	if (gpu == NULL)
		return;
	buf = gpu->alloc(gpu, 4096);
	CHECK(buf != NULL);
	printf("  a child reads a device buffer on the host (the emulation names its fault):\n");
	fflush(stdout);
	pid = fork();
	if (pid == 0)
	{
		volatile float x = buf[17];

		(void) x;
		_exit(0);				/* reached only when the host could read it */
	}
	CHECK(pid > 0);
	waitpid(pid, &status, 0);
	CHECK(WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV);
	gpu->free(gpu, buf, 4096);
	dt_backend_destroy(gpu);
}

/* Same initial weights, same batches: mu and every step's loss agree. */
UNIT_TEST(training_losses_match_the_cpu)
{
	ParserConfig c = toy_config();
	DtError		err;
	Parser	   *init,
			   *p[2];
	DtStrBuf	bytes;
	double		mu[2] = {0, 0},
				loss[2][TRAIN_STEPS];

	memset(&err, 0, sizeof(err));
	init = parser_new(&c, toy_ex, N_TOY, &err);
	CHECK(init != NULL);
	if (init == NULL)
		return;
	save(init, &bytes);
	parser_free(init);
	for (int b = 0; b < 2; b++)
	{
		p[b] = load(&bytes, b == 1);
		if (p[b] == NULL)
			continue;
		CHECK_STR_EQ(parser_backend_name(p[b]), b == 1 ? "cuda" : "cpu");
		CHECK(parser_prepare_training(p[b], toy_ex, N_TOY, &mu[b], &err));
		for (int s = 0; s < TRAIN_STEPS; s++)
		{
			int			first = (s * c.batch_size) % N_TOY,
						n = first + c.batch_size <= N_TOY ? c.batch_size : N_TOY - first;

			loss[b][s] = NAN;
			if (!parser_train_batch(p[b], toy_ex + first, n, &loss[b][s], &err))
				UNIT_FAIL("step %d on %s: %s", s, parser_backend_name(p[b]), err.message);
		}
	}
	dt_strbuf_free(&bytes);
	if (p[0] == NULL || p[1] == NULL)
	{
		parser_free(p[0]);
		parser_free(p[1]);
		return;
	}
	printf("  mu cpu %.6f, cuda %.6f\n", mu[0], mu[1]);
	CHECK(mu[0] > 0 && close_rel(mu[0], mu[1], LOSS_TOL));
	for (int s = 0; s < TRAIN_STEPS; s++)
	{
		printf("  step %d: loss cpu %.6f, cuda %.6f\n", s + 1, loss[0][s], loss[1][s]);
		if (!close_rel(loss[0][s], loss[1][s], LOSS_TOL))
			UNIT_FAIL("step %d: loss cpu %.6f, cuda %.6f", s + 1, loss[0][s], loss[1][s]);
	}
	CHECK(loss[1][TRAIN_STEPS - 1] < loss[1][0]);
	parser_free(p[0]);
	parser_free(p[1]);
}

/* CPU-trained weights decode alike on CUDA; CUDA-trained ones alike on the CPU. */
UNIT_TEST(checkpoints_decode_alike_across_backends)
{
	ParserConfig c = toy_config();
	DtError		err;
	Parser	   *p,
			   *cpu,
			   *gpu;
	DtStrBuf	trained,
				further;
	DtCheckpoint ck;
	Top1		on_cpu[N_DECODED],
				on_gpu[N_DECODED];
	int			n_exact;

	/* trained on the CPU until it fits the toy questions, short of its schedule's end (where
	 * the learning rate has decayed to nothing) */
	c.epochs = 60;
	memset(&err, 0, sizeof(err));
	memset(&ck, 0, sizeof(ck));
	p = parser_new(&c, toy_ex, N_TOY, &err);
	CHECK(p != NULL);
	if (p == NULL)
		return;
	CHECK(parser_prepare_training(p, toy_ex, N_TOY, NULL, &err));
	for (int e = 0; e < 45; e++)
		CHECK(parser_train_epoch(p, toy_ex, N_TOY, NULL, NULL, NULL, &err));
	save(p, &trained);
	parser_free(p);

	/* CPU checkpoint: decoded on the CPU, and on CUDA from borrowed weights (uploaded) */
	cpu = load(&trained, false);
	CHECK(dt_checkpoint_read(trained.data, trained.len, &ck, &err));
	gpu = parser_from_checkpoint_borrowed(&ck, &err);
	CHECK(cpu != NULL && gpu != NULL);
	if (cpu == NULL || gpu == NULL)
		goto done;
	CHECK(parser_weights_borrowed(gpu));
	CHECK(parser_use_backend(gpu, new_gpu(), &err));
	CHECK(!parser_weights_borrowed(gpu));
	decode_top1(cpu, on_cpu);
	decode_top1(gpu, on_gpu);
	printf("  trained on the CPU:\n");
	n_exact = check_same_top1(on_cpu, on_gpu);
	printf("  %d of %d are the gold query\n", n_exact, N_DECODED);
	/* and back: parser_place moves it onto a CPU backend, where it decodes as before */
	CHECK(parser_place(gpu, "cpu", module_path, &err));
	CHECK_STR_EQ(parser_backend_name(gpu), "cpu");
	top1_free(on_gpu);
	decode_top1(gpu, on_gpu);
	printf("  moved back to the CPU:\n");
	check_same_top1(on_cpu, on_gpu);
	top1_free(on_cpu);
	top1_free(on_gpu);
	parser_free(cpu);
	parser_free(gpu);
	gpu = NULL;

	/* two more steps on CUDA (its optimiser state uploaded), saved from CUDA */
	gpu = load(&trained, true);
	if (gpu == NULL)
		goto done;
	for (int s = 0; s < 2; s++)
	{
		double		loss = 0;

		CHECK(parser_train_batch(gpu, toy_ex + 4 * s, 4, &loss, &err));
		printf("  a step on CUDA: loss %.5f\n", loss);
	}
	save(gpu, &further);
	cpu = load(&further, false);
	CHECK(cpu != NULL);
	if (cpu != NULL)
	{
		CHECK_INT_EQ(parser_steps_done(cpu), parser_steps_done(gpu));
		decode_top1(gpu, on_gpu);
		decode_top1(cpu, on_cpu);
		printf("  trained further on CUDA:\n");
		n_exact = check_same_top1(on_cpu, on_gpu);
		printf("  %d of %d are the gold query\n", n_exact, N_DECODED);
		top1_free(on_cpu);
		top1_free(on_gpu);
		parser_free(cpu);
	}
	dt_strbuf_free(&further);
	parser_free(gpu);
done:
	dt_checkpoint_free(&ck);
	dt_strbuf_free(&trained);
}

/* ---------------------------------------------------------------- main */

int
main(void)
{
	DtCudaProbe probe;
	DtError		err;
	DtBackend  *be;
	const char *env = getenv("DTFIXUP_CUDA_MODULE");

	if (env != NULL && env[0] != '\0')
		module_path = env;
	memset(&err, 0, sizeof(err));
	be = dt_backend_cuda_create(module_path, &probe, &err);
	gpu_ok = be != NULL;
	if (!gpu_ok)
		snprintf(no_gpu_reason, sizeof(no_gpu_reason), "%s", err.message);
	else
		printf("  GPU: %s\n", probe.device.name);
	dt_backend_destroy(be);
	build_toy();

	GPU_RUN(host_read_of_device_memory_faults);
	GPU_RUN(training_losses_match_the_cpu);
	GPU_RUN(checkpoints_decode_alike_across_backends);
	UNIT_DONE();
}
