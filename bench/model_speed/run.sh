#!/bin/sh
# bench/model_speed/run.sh [CONFIG_JSON] — build and run bench/model_speed.c (pure C, no server).
# OPENBLAS_NUM_THREADS defaults to 2 (the target machine's cores).
set -eu
cd "$(dirname "$0")/../.."
: "${OPENBLAS_NUM_THREADS:=2}"
export OPENBLAS_NUM_THREADS
srcs=$(ls src/common/*.c src/text/*.c src/schema/*.c src/sql/*.c src/nn/*.c src/model/*.c)
gcc -O2 -g -std=gnu11 -Isrc -Wall -Wextra -Wno-unused-parameter -Wno-sign-compare -fno-math-errno \
	-o bench/model_speed/model_speed bench/model_speed.c $srcs -lopenblas -lm -ldl -lpthread
exec bench/model_speed/model_speed "$@"
