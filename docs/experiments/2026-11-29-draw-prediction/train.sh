#!/usr/bin/env bash
# Trains the draw model on gen.sh's games and writes the held-out report and the reliability diagram.
#   K: the launcher (default this repository's ./kirin); W: the data folder (default /work/draw-data), whose run*/
#   folders hold gen.sh's gps.bin and kaku.bin; KINDS: the positives, all (every drawn game) or repetition
#   (sennichite only, other draws left out); M: the model's folder (default $W/model-$KINDS); EXTRA: more learn draw
#   options (e.g. "draw_horizon 20")
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
K=${K:-$HERE/../../../kirin}; W=${W:-/work/draw-data}; KINDS=${KINDS:-repetition}; M=${M:-$W/model-$KINDS}
mkdir -p "$M"
files=$(ls "$W"/run*/gps.bin "$W"/run*/kaku.bin | tr '\n' ' ')
printf 'usi\nlearn draw %s draw_kinds %s %s seed 1 epochs 4 plot %s output_file_name %s\nquit\n' "$files" "$KINDS" \
  "${EXTRA:-}" "$M/reliability.png" "$M/draw.bin" | nice -n "${NICE:-19}" "$K" > "$M/learn.out" 2> "$M/learn.log"
grep "learn draw" "$M/learn.log"
