#!/usr/bin/env bash
# match.sh A.kce B.kce TC GAMES SEED OUT: each compact file as an engine's default evaluation (EvalDir an empty
# folder), USI_Hash 64 (256 at a byoyomi), Threads 1, colour-swapped pairs from random 8-ply openings, two games at
# a time, the engines at nice -n -10; games in $R/OUT/, the runner's output in $R/OUT.log.
# K: the launcher (default the frozen copy /work/jars/kbase/kirin, main at 056d068, bench 192,809).
R=${R:-/work/r4}; K=${K:-/work/jars/kbase/kirin}
k() { echo "-engine name=$1 cmd=/usr/bin/env arg=KIRIN_DEFAULT_EVAL=$2 arg=$K option.EvalDir=$R/empty option.USI_Hash=$3"; }
a=$1; b=$2; tc=$3; games=$4; seed=$5; out=$6
hash=64; [[ $tc == byoyomi* ]] && hash=256
mkdir -p "$R/empty"
cd "$R" && nice -n -10 "$K" match $(k "$(basename "$a" .kce)" "$a" $hash) $(k "$(basename "$b" .kce)" "$b" $hash) \
  -each tc="$tc" -games "$games" -concurrency 2 -openings random=8 seed="$seed" -out "$out" > "$out.log" 2>&1
