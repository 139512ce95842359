#!/usr/bin/env bash
# Round 7 data: depth-3 self-play with the tables of /work/r7/gen.kce (the 21M-position tables of
# docs/experiments/2026-11-29-data-window, fw.kce), passed explicitly; resumable: each run appends to its own file.
n=${1:-1}
mkdir -p /work/r7/g$n
KIRIN_DEFAULT_EVAL=/work/r7/gen.kce K=/work/kbase/kirin nice -n ${NICE:-19} /work/r7/gensfen.sh /work/r7/g$n ${2:-20000000}
