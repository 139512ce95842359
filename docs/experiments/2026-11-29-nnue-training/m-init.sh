#!/usr/bin/env bash
# Evaluation-only match (not timed): the trained net vs its random starting point, depth 1 (+ quiescence), 200 games,
# two at a time; main's launcher (KIRIN_DEFAULT_EVAL=none: no fallback to the KPP default).
e() { echo "-engine name=$1 cmd=/usr/bin/env arg=KIRIN_DEFAULT_EVAL=none arg=/work/main/kirin option.EvalDir=$2 option.USI_Hash=64"; }
nice -n -10 /work/main/kirin match $(e trained /tmp/nt/main/save/final) $(e init /tmp/nt/main/save/init) \
  -each tc=depth:1 -games 200 -concurrency 2 -openings random=8 seed=4501 -out ${OUT:-/tmp/nnue-init} > ${OUT:-/tmp/nnue-init}.log 2>&1
