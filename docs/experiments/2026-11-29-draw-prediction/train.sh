#!/usr/bin/env bash
# Trains the draw model on gen.sh's games and writes the held-out report and the reliability diagram.
#   K: the launcher (default this repository's ./kirin); W: the data folder (default /work/draw-data)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
K=${K:-$HERE/../../../kirin}; W=${W:-/work/draw-data}
mkdir -p "$W/model"
printf 'usi\nlearn draw %s %s seed 1 epochs 4 plot %s output_file_name %s\nquit\n' "$W/gps.bin" "$W/kaku.bin" \
  "$W/model/reliability.png" "$W/model/draw.bin" | nice -n 19 "$K" > "$W/model/learn.out" 2> "$W/model/learn.log"
grep "learn draw" "$W/model/learn.log"
