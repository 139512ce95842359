#!/usr/bin/env bash
# match.sh NEW OLD TC GAMES SEED OUT: two launchers (NEW and OLD builds of Kirin, e.g. frozen clones) with the same
# evaluation (the compact file EVAL, default the shipped eval/kirin-default.kce of NEW's clone), Threads 1,
# USI_Hash 256, colour-swapped pairs from random 8-ply openings, two games at a time, a forfeit margin of 0 ms (a
# bestmove after the byoyomi loses, as in a strict GUI), the engines at nice -n -10 (everything else at nice 19,
# the kernel's autogroup scheduling off). Games in OUT/, the runner's output in OUT.log.
new=$1; old=$2; tc=$3; games=$4; seed=$5; out=$6
eval=${EVAL:-$(dirname "$new")/eval/kirin-default.kce}
empty=$(mktemp -d)
e() { echo "-engine name=$1 cmd=/usr/bin/env arg=KIRIN_DEFAULT_EVAL=$eval arg=$2 option.EvalDir=$empty option.USI_Hash=256 option.Threads=1 timemargin=0"; }
nice -n -10 "$new" match $(e new "$new") $(e old "$old") \
  -each tc="$tc" -games "$games" -concurrency 2 -openings random=8 seed="$seed" -out "$out" > "$out.log" 2>&1
