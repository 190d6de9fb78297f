# test/own_cluster.sh — sourced (`. test/own_cluster.sh`) by the tests and benchmarks that
# start a PostgreSQL cluster of their own with the binaries of `pg_config --bindir`
# (test/portability.sh, bench/blas_core/run.sh, bench/value_time/run.sh), so that a server can
# be started with variables in its own environment (pg_virtualenv's servers get only their
# cluster's environment file).
#
# The cluster lives in a new folder $W under /tmp (readable by all, owned by postgres when run
# as root: the checkout may be a folder postgres cannot read), listens on a Unix socket in $W
# only, and every command run as postgres (as_pg) starts in $W.
#   own_cluster_dir NAME        W=/tmp/dtfixup_NAME.XXXXXX; defines as_pg
#   own_cluster_create PORT     initdb in $W/data; P = the first free port from PORT
#   own_cluster_start [ENV...]  start the server under `env ENV...` (VAR=value, -u VAR)
#   own_cluster_stop [MODE]     stop it (pg_ctl's mode: fast, the default, or immediate)
#   own_cluster_remove          stop it at once and remove $W (for a trap on EXIT)
#   cpu_has FLAG...             every flag is in /proc/cpuinfo's flags
BIN=$(pg_config --bindir)

own_cluster_dir() {
	W=$(mktemp -d "/tmp/dtfixup_$1.XXXXXX")
	chmod 755 "$W"
	if [ "$(id -u)" = 0 ]; then
		chown postgres: "$W"
		as_pg() { (cd "$W" && runuser -u postgres -- "$@"); }
	else
		as_pg() { (cd "$W" && "$@"); }
	fi
}

own_cluster_create() {
	P=$1
	while [ -e "/tmp/.s.PGSQL.$P" ] || [ -e "$W/.s.PGSQL.$P" ]; do P=$((P + 1)); done
	as_pg "$BIN/initdb" -D "$W/data" -A trust -U postgres >"$W/initdb.log" 2>&1 || return 1
	cat >>"$W/data/postgresql.conf" <<CONF
port = $P
listen_addresses = ''
unix_socket_directories = '$W'
fsync = off
CONF
}

own_cluster_start() {
	as_pg env "$@" "$BIN/pg_ctl" -D "$W/data" -l "$W/server.log" -w start >/dev/null 2>&1
}

own_cluster_stop() {
	[ ! -d "$W/data" ] || as_pg "$BIN/pg_ctl" -D "$W/data" -m "${1:-fast}" -w stop >/dev/null 2>&1 || true
}

own_cluster_remove() {
	own_cluster_stop immediate
	rm -rf "$W"
}

cpu_has() {
	flags=" $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2) "
	for f in "$@"; do
		case $flags in *" $f "*) ;; *) return 1 ;; esac
	done
}
