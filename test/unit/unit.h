/*
 * unit.h — a tiny harness for the C unit tests (no PostgreSQL needed).
 *
 * Each test binary defines tests with UNIT_TEST(name) and lists them in main via
 * UNIT_RUN(name).  CHECK* macros record a failure with file and line and keep going, so
 * one run shows every broken expectation.  A test that cannot run here (no GPU, no
 * reference data) is not run but announced with UNIT_SKIP(name, reason): a visible
 * "SKIP name: reason" line, counted apart from passed and failed.  The binary prints one
 * line per test and a closing "unit: N passed, N failed, N skipped" line, and exits
 * non-zero when anything failed.
 */
#ifndef DTFIXUP_UNIT_H
#define DTFIXUP_UNIT_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int unit_failures_in_test;
static int unit_passed, unit_failed, unit_skipped;

#define UNIT_TEST(name) static void name(void)

#define UNIT_RUN(name)                                                         \
	do {                                                                       \
		unit_failures_in_test = 0;                                             \
		name();                                                                \
		if (unit_failures_in_test == 0) { unit_passed++; printf("ok   %s\n", #name); } \
		else { unit_failed++; printf("FAIL %s\n", #name); }                    \
		fflush(stdout);                                                        \
	} while (0)

#define UNIT_SKIP(name, ...)                                                   \
	do {                                                                       \
		unit_skipped++;                                                        \
		printf("SKIP %s: ", #name);                                            \
		printf(__VA_ARGS__);                                                   \
		printf("\n");                                                          \
		fflush(stdout);                                                        \
	} while (0)

#define UNIT_FAIL(...)                                                         \
	do {                                                                       \
		fprintf(stderr, "  %s:%d: ", __FILE__, __LINE__);                      \
		fprintf(stderr, __VA_ARGS__);                                          \
		fprintf(stderr, "\n");                                                 \
		unit_failures_in_test++;                                               \
	} while (0)

#define CHECK(cond)                                                            \
	do { if (!(cond)) UNIT_FAIL("CHECK(%s) failed", #cond); } while (0)

#define CHECK_INT_EQ(a, b)                                                     \
	do { long long _a = (long long) (a), _b = (long long) (b);                 \
		 if (_a != _b) UNIT_FAIL("%s == %lld, expected %s == %lld", #a, _a, #b, _b); } while (0)

#define CHECK_STR_EQ(a, b)                                                     \
	do { const char *_a = (a), *_b = (b);                                      \
		 if (_a == NULL || _b == NULL || strcmp(_a, _b) != 0)                  \
			 UNIT_FAIL("%s == \"%s\", expected \"%s\"", #a, _a ? _a : "(null)", _b ? _b : "(null)"); } while (0)

/* |a-b| <= tol * max(1, |b|): relative error with an absolute floor near zero. */
#define CHECK_NEAR(a, b, tol)                                                  \
	do { double _a = (double) (a), _b = (double) (b);                          \
		 double _s = fabs(_b) > 1.0 ? fabs(_b) : 1.0;                          \
		 if (!(fabs(_a - _b) <= (tol) * _s))                                   \
			 UNIT_FAIL("%s = %.9g, expected %.9g (tol %g)", #a, _a, _b, (double) (tol)); } while (0)

#define UNIT_DONE()                                                            \
	do {                                                                       \
		printf("unit: %d passed, %d failed, %d skipped\n", unit_passed, unit_failed, unit_skipped); \
		return unit_failed == 0 ? 0 : 1;                                       \
	} while (0)

#endif
