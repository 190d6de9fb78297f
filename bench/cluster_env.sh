# bench/cluster_env.sh — sourced by the benchmark scripts before pg_virtualenv.
#
# A PostgreSQL server started by pg_ctlcluster (as pg_virtualenv does) gets only the variables
# of its cluster's `environment` file, not the caller's.  OpenBLAS reads OPENBLAS_CORETYPE once,
# when the server loads it, and falls back to generic kernels on CPUs it does not know (README
# "Performance"; dtfixup_device_info()'s blas_core_better names a better family).  So when the
# caller sets OPENBLAS_CORETYPE, the throwaway cluster is created with an environment file
# that names it.  Unset: nothing changes.
#   OPENBLAS_CORETYPE=Cooperlake sh bench/spider/train.sh ...
if [ -n "${OPENBLAS_CORETYPE:-}" ]; then
	case "$OPENBLAS_CORETYPE" in
		*[!A-Za-z0-9_]*) echo "OPENBLAS_CORETYPE must be one word (a CPU family of OpenBLAS)" >&2; exit 2 ;;
	esac
	DT_CLUSTER_ENV=$(mktemp /tmp/dtfixup_cluster_env.XXXXXX)
	printf "OPENBLAS_CORETYPE = '%s'\n" "$OPENBLAS_CORETYPE" > "$DT_CLUSTER_ENV"
	chmod 644 "$DT_CLUSTER_ENV"
	CREATE_OPTS="${CREATE_OPTS:-} --environment=$DT_CLUSTER_ENV"
	export CREATE_OPTS
	echo "throwaway cluster: OPENBLAS_CORETYPE=$OPENBLAS_CORETYPE" >&2
fi
