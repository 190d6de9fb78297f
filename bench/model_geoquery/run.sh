#!/bin/sh
# bench/model_geoquery/run.sh [CONFIG_JSON] — build and run bench/model_geoquery.c on the TSV
# written by export.sh (GEO_TSV, default /tmp/geo_export/geoquery.tsv).
set -eu
cd "$(dirname "$0")/../.."
: "${OPENBLAS_NUM_THREADS:=2}"
export OPENBLAS_NUM_THREADS
srcs=$(ls src/common/*.c src/text/*.c src/schema/*.c src/sql/*.c src/nn/*.c src/model/*.c src/answer/*.c)
gcc -O2 -g -std=gnu11 -Isrc -Wall -Wextra -Wno-unused-parameter -Wno-sign-compare -fno-math-errno \
	-o bench/model_geoquery/model_geoquery bench/model_geoquery.c $srcs -lopenblas -lm -ldl -lpthread
exec bench/model_geoquery/model_geoquery "$@"
