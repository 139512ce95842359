#!/usr/bin/env bash
# learn.sh NAME "OPTIONS" FROM: learn on $R/gensfen.bin (R: the round's folder, default /work/r4); FROM=zero
# (KIRIN_DEFAULT_EVAL=none and an empty EvalDir: zero tables) or default (the shipped default as the starting
# tables). Threads 2. Tables to $R/NAME/final (with loss.csv and loss.png), the engine's output to $R/NAME.log.
# K: the launcher (default the frozen copy /work/jars/kbase/kirin, main at 056d068).
R=${R:-/work/r4}; K=${K:-/work/jars/kbase/kirin}
name=$1; opts=$2; from=$3
mkdir -p "$R/$name" "$R/empty"
if [[ $from == zero ]]; then export KIRIN_DEFAULT_EVAL=none; fi
echo "start $(date -u +%T) $opts from $from" > "$R/$name.log"
( printf 'usi\nsetoption name Threads value 2\nsetoption name EvalDir value %s\nsetoption name EvalSaveDir value %s\nisready\nlearn %s %s\n' \
    "$R/empty" "$R/$name" "$opts" "$R/gensfen.bin"
  while ! grep -q "learn finished\|info string error" "$R/$name.log"; do sleep 5; done; echo quit ) | "$K" >> "$R/$name.log" 2>&1
echo "end $(date -u +%T)" >> "$R/$name.log"
