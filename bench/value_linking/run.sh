#!/bin/sh
# bench/value_linking/run.sh — value-linking recall of dtfixup_link on GeoQuery.
#
# For every question of a split, every value of its `variables` must appear among the
# value links with each (table, column) its gold SQL compares it to ("CITYalias0.STATE_NAME
# = 'arizona'" -> city.state_name).  Prints the share of questions where that holds.
#
# Usage (as root or a user that can run pg_virtualenv), from anywhere:
#   sh bench/value_linking/run.sh [dev|train ...]      (default: dev train)
# Builds and installs the extension, then runs in a throwaway cluster, all under the
# shared lock /tmp/dtfixup_pg.lock (see COMMON.md).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
data="${DTFIXUP_DATA:-$repo/../shared/data}/geoquery"
splits=${*:-dev train}
work=$(mktemp -d /tmp/dtfixup_vl.XXXXXX)
chmod 755 "$work"
for s in $splits; do cp "$data/$s.jsonl" "$work/$s.jsonl"; done
cp "$data/geography.sql" "$work/"
chmod 644 "$work"/*
cd "$repo"
make -s >/dev/null
cat > "$work/inner.sh" <<INNER
set -eu
createdb vl
psql -q -v ON_ERROR_STOP=1 -d vl -f "$work/geography.sql" >/dev/null
psql -q -v ON_ERROR_STOP=1 -d vl -c 'CREATE EXTENSION dtfixup' -c 'ANALYZE'
for s in $splits; do
  t0=\$(date +%s%N)
  psql -q -v ON_ERROR_STOP=1 -d vl <<SQL
CREATE TEMP TABLE q (id serial, doc jsonb);
\\\\copy q(doc) FROM '$work/\$s.jsonl' WITH (FORMAT csv, QUOTE E'\\\\x01', DELIMITER E'\\\\x02')
\\\\copy (SELECT id, dtfixup_link(doc->>'question') FROM q ORDER BY id) TO '$work/\$s.links' WITH (FORMAT csv, QUOTE E'\\\\x01', DELIMITER E'\\\\x02')
SQL
  t1=\$(date +%s%N)
  echo \$(( (t1 - t0) / 1000000 )) > "$work/\$s.ms"
done
INNER
flock /tmp/dtfixup_pg.lock sh -c "make -s install >/dev/null && pg_virtualenv -t sh '$work/inner.sh'"
for s in $splits; do
  /usr/bin/python3 "$here/check.py" "$work/$s.jsonl" "$work/$s.links" "$s" "$(cat "$work/$s.ms")"
done
rm -rf "$work"
