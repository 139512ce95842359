#!/usr/bin/env bash
# Round 9 data: depth-3 self-play with the tables of /work/r9/gen.kce (round 8's b8.kce, the shipped default since
# 2026-11-29, md5 1d19e71c...), passed explicitly; resumable: each run appends to its own file (g1, g2, ...).
n=${1:-1}
mkdir -p /work/r9/g$n
KIRIN_DEFAULT_EVAL=/work/r9/gen.kce K=/work/kb8/kirin nice -n ${NICE:-19} /work/r9/gensfen.sh /work/r9/g$n ${2:-20000000}
