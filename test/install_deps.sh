#!/bin/sh
# Installs what dtfixup needs to build and test on Debian 12 (run as root; idempotent).
# PostgreSQL 15 server + headers, pgTAP and pg_prove, OpenBLAS, and Debian's PyTorch
# (python3-torch: the reference for the math parity tests and the speed comparisons), and
# WordNet (wordnet-base: the build compiles its word relations into dtfixup_lexicon.bin),
# and what test/citus.sh needs to build Citus from shared/vendor (its README's list; iproute2
# for ss, to find free ports).
set -eu
PKGS="postgresql-15 postgresql-server-dev-15 postgresql-15-pgtap libtap-parser-sourcehandler-pgtap-perl
      libopenblas-dev python3-torch python3-numpy make gcc jq wordnet-base
      autoconf flex libcurl4-openssl-dev libicu-dev libkrb5-dev liblz4-dev libpam0g-dev
      libreadline-dev libselinux1-dev libssl-dev libxslt1-dev libzstd-dev uuid-dev iproute2"
missing=""
for p in $PKGS; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
	if [ "$(id -u)" != 0 ]; then
		echo "dtfixup: missing packages:$missing (run as root to install them)" >&2
		exit 1
	fi
	echo "dtfixup: installing$missing"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi
