#!/usr/bin/env bash
# Equal time: the trained net vs the shipped KPP default, byoyomi 300, GAMES games, two at a time, margin 0 (main's build).
games=${1:-60}
nice -n -10 /work/main/kirin match \
  -engine name=nnue cmd=/usr/bin/env arg=KIRIN_DEFAULT_EVAL=none arg=/work/main/kirin option.EvalDir=/tmp/nt/main/save/final option.USI_Hash=256 \
  -engine name=kpp cmd=/work/main/kirin option.EvalDir="$(mktemp -d)" option.USI_Hash=256 \
  -each tc=byoyomi:300 timemargin=0 -games $games -concurrency 2 -openings random=8 seed=4503 -out ${OUT:-/tmp/nnue-b300} > ${OUT:-/tmp/nnue-b300}.log 2>&1
