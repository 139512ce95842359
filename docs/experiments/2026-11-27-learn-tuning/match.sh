#!/usr/bin/env bash
# match.sh A B SEED [GAMES]: the tables $OUT/A/final against $OUT/B/final at 10,000 nodes a move (as the rounds'
# matches), USI_Hash 64, two games at a time, colour-swapped pairs from random 8-ply openings; games in
# $OUT/m-A-B/, the runner's output in $OUT/m-A-B.log. RUN: a command that starts the engine (default
# /work/jars/run.sh k-tune NONE: the launcher's JVM options on a frozen jar).
OUT=${OUT:-/work/tune}
RUN=${RUN:-/work/jars/run.sh k-tune NONE}
a=$1; b=$2; seed=$3; games=${4:-400}
eng() {
  local args=""
  for w in $RUN; do args="$args arg=$w"; done
  echo "-engine name=$1 cmd=/usr/bin/env arg=KIRIN_DEFAULT_EVAL=none$args option.EvalDir=$OUT/$1/final option.USI_Hash=64"
}
cd "$OUT" && KIRIN_DEFAULT_EVAL=none $RUN match $(eng "$a") $(eng "$b") \
  -each tc=nodes:10000 -games "$games" -concurrency 2 -openings random=8 seed="$seed" -out "m-$a-$b" > "m-$a-$b.log" 2>&1
