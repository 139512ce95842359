#!/usr/bin/env bash
# learn.sh NAME "LEARN OPTIONS": one learn from zero tables on round 1's data of the 2026-11-26 rounds, with the
# round's seed and the given options; tables to $OUT/NAME/final, the engine's output to $OUT/NAME.log.
# JAR: a kirin-all.jar (default /work/jars/k-tune.jar, main at 115a5fb); DATA: the training file; OUT: a folder.
JAR=${JAR:-/work/jars/k-tune.jar}
DATA=${DATA:-/work/rounds/r3m/round-1/gensfen.bin}
OUT=${OUT:-/work/tune}
name=$1; opts=$2
mkdir -p "$OUT/$name" "$OUT/empty"
cmds=$(printf 'usi\nsetoption name Threads value 2\nsetoption name EvalDir value %s\nsetoption name EvalSaveDir value %s\nisready\nlearn %s seed 20261127 %s\n' \
  "$OUT/empty" "$OUT/$name" "$opts" "$DATA")
echo "start $(date -u +%T) $opts" > "$OUT/$name.log"
# quit only once learn has finished (or failed), so the process ends on its own
( echo "$cmds"; while ! grep -q "learn finished\|info string error" "$OUT/$name.log"; do sleep 5; done; echo quit ) | \
  KIRIN_DEFAULT_EVAL=none java -Xmx4g -Xss16m -XX:+UseParallelGC --add-opens java.base/java.nio=ALL-UNNAMED \
  --add-opens java.base/sun.nio.ch=ALL-UNNAMED --enable-native-access=ALL-UNNAMED -jar "$JAR" >> "$OUT/$name.log" 2>&1
echo "end $(date -u +%T)" >> "$OUT/$name.log"
