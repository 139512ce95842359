#!/usr/bin/env bash
# Round 8 data: depth-3 self-play with the tables of /work/r8/gen.kce (round 7's la.kce, the shipped default since
# 2026-11-29, md5 fdf31c37...), passed explicitly; resumable: each run appends to its own file (g1, g2, ...).
n=${1:-1}
mkdir -p /work/r8/g$n
KIRIN_DEFAULT_EVAL=/work/r8/gen.kce K=/work/kb8/kirin nice -n ${NICE:-19} /work/r8/gensfen.sh /work/r8/g$n ${2:-20000000}
