# test/citus_cluster.sh — sourced by test/citus.sh and bench/citus/run.sh: Citus from the
# vendored source and a throwaway Citus cluster on this machine (a coordinator and two
# workers, their own clusters in a temporary folder, listening on 127.0.0.1 only).
#
#   citus_ensure_installed     build and install Citus 13.0.5 unless the server has it;
#                              sets CITUS_SKIP (why) and returns 1 when it cannot
#   citus_cluster_start DB     initdb + start the three nodes, CREATE EXTENSION citus in DB
#                              on each, register the workers; sets CITUS_W, CITUS_PORTS
#   citus_add_database DB      one more database with Citus on the three nodes
#   citus_cluster_stop         stop the nodes and remove the folder
#   cpsql PORT SQL             psql as postgres on a node (stdout only; stderr to the log)
#
# The build is cached outside the checkout, in $DTFIXUP_CITUS_CACHE (default
# /var/cache/dtfixup-citus when root, else $HOME/.cache/dtfixup-citus), under the SHA-256 of
# the tarball and PostgreSQL's major version, so a rerun (or a reinstall of PostgreSQL's files) only runs `make install`.
# Citus is AGPL-3.0 and never part of dtfixup: only these tests build and load it.

CITUS_VERSION=13.0.5
CITUS_BIN=$(pg_config --bindir)
CITUS_PG_CONFIG=$(command -v pg_config)

if [ "$(id -u)" = 0 ]; then
	# from /tmp: postgres may not read the checkout's folder
	citus_as_pg() { (cd /tmp && runuser -u postgres -- "$@"); }
else
	citus_as_pg() { "$@"; }
fi

# citus_tarball: the vendored source, beside the checkout (shared/vendor) or under $DTFIXUP_VENDOR
citus_tarball() {
	for d in "${DTFIXUP_VENDOR:-}" "$(pwd)/shared/vendor" "$(pwd)/../shared/vendor"; do
		[ -n "$d" ] && [ -f "$d/citus-$CITUS_VERSION.tar.xz" ] && { echo "$d/citus-$CITUS_VERSION.tar.xz"; return 0; }
	done
	return 1
}

# Debian packages Citus's configure and build need (shared/vendor/README.md)
CITUS_BUILD_DEPS="autoconf flex libcurl4-openssl-dev libicu-dev libkrb5-dev liblz4-dev libpam0g-dev
 libreadline-dev libselinux1-dev libssl-dev libxslt1-dev libzstd-dev uuid-dev"

citus_installed_version() {
	ctl="$(pg_config --sharedir)/extension/citus.control"
	so="$(pg_config --pkglibdir)/citus.so"
	[ -f "$ctl" ] && [ -f "$so" ] || return 1
	sed -nE "s/^default_version *= *'([^']*)'.*/\1/p" "$ctl"
}

citus_ensure_installed() {
	CITUS_SKIP=""
	have=$(citus_installed_version) && case $have in
		"${CITUS_VERSION%.*}"-*|"${CITUS_VERSION%.*}") return 0 ;;   # 13.0-1: any 13.0 build
	esac
	tarball=$(citus_tarball) || { CITUS_SKIP="the Citus source citus-$CITUS_VERSION.tar.xz is not in shared/vendor"; return 1; }
	missing=""
	for p in $CITUS_BUILD_DEPS; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
	done
	if [ -n "$missing" ]; then
		if [ "$(id -u)" != 0 ]; then
			CITUS_SKIP="Citus's build needs$missing (run as root to install them)"; return 1
		fi
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null 2>&1 ||
			{ CITUS_SKIP="apt-get could not install$missing"; return 1; }
	fi
	# keyed by the tarball and the PostgreSQL major version it is built against
	sum=$(sha256sum "$tarball" | cut -c1-16)-pg$("$CITUS_PG_CONFIG" --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
	if [ "$(id -u)" = 0 ]; then cache=${DTFIXUP_CITUS_CACHE:-/var/cache/dtfixup-citus}
	else cache=${DTFIXUP_CITUS_CACHE:-${HOME:-/tmp}/.cache/dtfixup-citus}; fi
	src="$cache/$sum/citus-$CITUS_VERSION"
	mkdir -p "$cache/$sum" || { CITUS_SKIP="cannot write the build cache $cache"; return 1; }
	if [ ! -f "$cache/$sum/built" ]; then
		echo "# building Citus $CITUS_VERSION into $cache/$sum (about 1.5 minutes on 2 cores)"
		rm -rf "$src"
		tar -xJf "$tarball" -C "$cache/$sum" || { CITUS_SKIP="cannot unpack $tarball"; return 1; }
		( cd "$src" && ./configure PG_CONFIG="$CITUS_PG_CONFIG" && make -j"$(nproc)" ) \
			>"$cache/$sum/build.log" 2>&1 ||
			{ CITUS_SKIP="Citus did not build (log: $cache/$sum/build.log: $(tail -n 1 "$cache/$sum/build.log"))"; return 1; }
		touch "$cache/$sum/built"
	fi
	( cd "$src" && make install ) >"$cache/$sum/install.log" 2>&1 ||
		{ CITUS_SKIP="make install of Citus failed (log: $cache/$sum/install.log)"; return 1; }
	citus_installed_version >/dev/null || { CITUS_SKIP="Citus is not installed after make install"; return 1; }
}

# citus_port_free PORT: nothing listens on 127.0.0.1:PORT and no socket of that port exists
citus_port_free() {
	[ ! -e "/tmp/.s.PGSQL.$1" ] || return 1
	if command -v ss >/dev/null 2>&1; then
		[ -z "$(ss -Hltn "sport = :$1" 2>/dev/null)" ] || return 1
	fi
	return 0
}

# cpsql PORT [psql options...] -c SQL: psql as postgres on node PORT, database $CITUS_DB;
# stdout is the result, stderr goes to $CITUS_W/psql.err (never compared)
cpsql() {
	port=$1; shift
	citus_as_pg "$CITUS_BIN/psql" -X -Atq -h "$CITUS_W" -p "$port" -d "$CITUS_DB" \
		-v ON_ERROR_STOP=1 "$@" 2>>"$CITUS_W/psql.err"
}

# citus_node_init NAME PORT: a cluster that preloads Citus and listens on 127.0.0.1 only
citus_node_init() {
	citus_as_pg "$CITUS_BIN/initdb" -D "$CITUS_W/$1" -A trust -U postgres >"$CITUS_W/$1.initdb.log" 2>&1 || return 1
	cat >>"$CITUS_W/$1/postgresql.conf" <<CONF
port = $2
listen_addresses = '127.0.0.1'
unix_socket_directories = '$CITUS_W'
shared_preload_libraries = 'citus'
# the nodes talk over loopback without TLS (no certificates in a throwaway cluster)
citus.node_conninfo = 'sslmode=disable'
wal_level = replica
max_wal_senders = 4
hot_standby = on
fsync = off
max_connections = 100
CONF
	citus_as_pg "$CITUS_BIN/pg_ctl" -D "$CITUS_W/$1" -l "$CITUS_W/$1.log" -w start >/dev/null 2>&1
}

# citus_cluster_start DB: coordinator (CITUS_P0) and workers (CITUS_P1, CITUS_P2), each with
# database DB and CREATE EXTENSION citus; the workers registered with the coordinator.
citus_cluster_start() {
	CITUS_DB=$1
	CITUS_W=$(mktemp -d /tmp/dtfixup_citus.XXXXXX)
	chmod 755 "$CITUS_W"
	[ "$(id -u)" != 0 ] || chown postgres: "$CITUS_W"
	: >"$CITUS_W/psql.err"; chmod 666 "$CITUS_W/psql.err"
	CITUS_P0=55432
	while ! { citus_port_free "$CITUS_P0" && citus_port_free $((CITUS_P0 + 1)) && citus_port_free $((CITUS_P0 + 2)); }; do
		CITUS_P0=$((CITUS_P0 + 3))
	done
	CITUS_P1=$((CITUS_P0 + 1)); CITUS_P2=$((CITUS_P0 + 2))
	for node in coordinator:$CITUS_P0 worker1:$CITUS_P1 worker2:$CITUS_P2; do
		citus_node_init "${node%%:*}" "${node##*:}" || { CITUS_SKIP="node ${node%%:*} did not start: $(tail -n 3 "$CITUS_W/${node%%:*}.log" 2>/dev/null)"; return 1; }
	done
	citus_add_database "$CITUS_DB"
}

# citus_add_database DB: database DB on the three nodes with CREATE EXTENSION citus, the
# workers registered in the coordinator's DB (Citus keeps its node list per database)
citus_add_database() {
	for port in $CITUS_P0 $CITUS_P1 $CITUS_P2; do
		citus_as_pg "$CITUS_BIN/createdb" -h "$CITUS_W" -p "$port" "$1" || return 1
		CITUS_DB=$1 cpsql "$port" -c "CREATE EXTENSION citus" || { CITUS_SKIP="CREATE EXTENSION citus failed: $(tail -n 2 "$CITUS_W/psql.err")"; return 1; }
	done
	CITUS_DB=$1 cpsql "$CITUS_P0" -c "SELECT citus_set_coordinator_host('127.0.0.1', $CITUS_P0)" >/dev/null &&
	CITUS_DB=$1 cpsql "$CITUS_P0" -c "SELECT citus_add_node('127.0.0.1', $CITUS_P1)" >/dev/null &&
	CITUS_DB=$1 cpsql "$CITUS_P0" -c "SELECT citus_add_node('127.0.0.1', $CITUS_P2)" >/dev/null ||
		{ CITUS_SKIP="the workers could not be added: $(tail -n 2 "$CITUS_W/psql.err")"; return 1; }
}

citus_cluster_stop() {
	[ -n "${CITUS_W:-}" ] && [ -d "$CITUS_W" ] || return 0
	for node in standby coordinator worker1 worker2; do
		[ -d "$CITUS_W/$node" ] && citus_as_pg "$CITUS_BIN/pg_ctl" -D "$CITUS_W/$node" -m immediate stop >/dev/null 2>&1
	done
	rm -rf "$CITUS_W"
}
