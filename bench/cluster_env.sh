# bench/cluster_env.sh — sourced by the benchmark scripts before pg_virtualenv.
#
# A PostgreSQL server started by pg_ctlcluster (as pg_virtualenv does) gets only the variables
# of its cluster's `environment` file, not the caller's.  Two variables choose the CPU code the
# server runs, and each is passed on to the throwaway cluster when the caller sets it:
# - OPENBLAS_CORETYPE: OpenBLAS reads it once, when the server loads it, and falls back to
#   generic kernels on CPUs it does not know (README "Performance"; dtfixup_device_info()'s
#   blas_core_better names a better family).  Haswell makes OpenBLAS run its AVX2 kernels.
# - DTFIXUP_NO_AVX512: the hand-written AVX-512 kernels decline, as on a CPU without AVX-512
#   (the few-row products take the AVX2 kernel).  With OPENBLAS_CORETYPE=Haswell, an AVX-512
#   machine runs what an AVX2-only one runs.
# Unset: nothing changes.
#   OPENBLAS_CORETYPE=Cooperlake sh bench/spider/train.sh ...
#   DTFIXUP_NO_AVX512=1 OPENBLAS_CORETYPE=Haswell sh bench/spider/evaluate.sh ...
DT_CLUSTER_ENV=""
if [ -n "${OPENBLAS_CORETYPE:-}" ]; then
	case "$OPENBLAS_CORETYPE" in
		*[!A-Za-z0-9_]*) echo "OPENBLAS_CORETYPE must be one word (a CPU family of OpenBLAS)" >&2; exit 2 ;;
	esac
	DT_CLUSTER_ENV=$(mktemp /tmp/dtfixup_cluster_env.XXXXXX)
	printf "OPENBLAS_CORETYPE = '%s'\n" "$OPENBLAS_CORETYPE" >> "$DT_CLUSTER_ENV"
	echo "throwaway cluster: OPENBLAS_CORETYPE=$OPENBLAS_CORETYPE" >&2
fi
if [ -n "${DTFIXUP_NO_AVX512:-}" ]; then
	[ -n "$DT_CLUSTER_ENV" ] || DT_CLUSTER_ENV=$(mktemp /tmp/dtfixup_cluster_env.XXXXXX)
	printf "DTFIXUP_NO_AVX512 = '1'\n" >> "$DT_CLUSTER_ENV"
	echo "throwaway cluster: DTFIXUP_NO_AVX512=1" >&2
fi
if [ -n "$DT_CLUSTER_ENV" ]; then
	chmod 644 "$DT_CLUSTER_ENV"
	CREATE_OPTS="${CREATE_OPTS:-} --environment=$DT_CLUSTER_ENV"
	export CREATE_OPTS
fi
# Benchmarks measure answers: none is refused for its confidence (dtfixup.min_confidence,
# docs/answers.md), and links to stored values have no time limit
# (dtfixup.value_link_time_budget), so that an answer does not depend on the machine's load,
# in every session of the throwaway cluster.
PGOPTIONS="${PGOPTIONS:-} -c dtfixup.min_confidence=0 -c dtfixup.value_link_time_budget=0"
export PGOPTIONS
