#!/usr/bin/env bash
# The draw model in play (issue 44): Kirin with the draw model against the same Kirin without it, 200 games at
# byoyomi 300 from kakugawari-prone openings (kaku-openings.txt, colour-swapped pairs), two games at a time.
# Both engines: the same build and evaluation, DrawValueBlack -100 and DrawValueWhite 0, EvalDir holding draw.bin;
# "model" has DrawModel true, "plain" DrawModel false. With DrawValueWhite 0 the shift is off whenever an engine plays
# white, so the two engines are identical as white and the pairs compare black with and without the model, from the
# same openings against the same white. TIMED: run on a quiet machine (docs/match.md, "Timed matches on a shared
# machine": autogroups off, nice -n -10).
#   K: the launcher of a build with the draw model (default: this repository's ./kirin)
#   D: EvalDir with draw.bin (the shipped default evaluation is found by the launcher when D has no eval files)
#   OUT: the output folder (games as CSA and sfen, the runner's summary in OUT.log)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
K=${K:-$HERE/../../../kirin}; D=${D:?set D to the folder holding draw.bin}; OUT=${OUT:-draw-match}
common="option.EvalDir=$D option.USI_Hash=256 option.Threads=1 option.DrawValueBlack=-100 option.DrawValueWhite=0"
nice -n -10 "$K" match \
  -engine name=model cmd="$K" $common option.DrawModel=true \
  -engine name=plain cmd="$K" $common option.DrawModel=false \
  -each tc=byoyomi:300 -games 200 -concurrency 2 -maxmoves 320 \
  -openings file="$HERE/kaku-openings.txt" order=sequential -out "$OUT" > "$OUT.log" 2>&1
python3 "$HERE/draws.py" "$OUT" | tee -a "$OUT.log"
