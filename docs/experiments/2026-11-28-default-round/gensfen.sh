#!/usr/bin/env bash
# gensfen.sh OUT LOOP: depth-3 self-play with the shipped default evaluation (EvalDir an empty folder), Threads 2,
# USI_Hash 64, gensfen's default random opening moves, drawn games written with result 0, to OUT/gensfen.bin; the
# engine's output in OUT/gensfen.log. The launcher: K (default this repository's ./kirin).
out=$1; loop=$2
K=${K:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)/kirin}
mkdir -p "$out/empty"
echo "start $(date -u +%T)" > "$out/gensfen.log"
( printf 'usi\nsetoption name Threads value 2\nsetoption name USI_Hash value 64\nsetoption name EvalDir value %s\nisready\n' "$out/empty"
  printf 'gensfen depth 3 loop %s eval_limit 32000 write_out_draw_game_in_training_data_generation 1 output_file_name %s\n' "$loop" "$out/gensfen.bin"
  while ! grep -q "gensfen finished\|info string error" "$out/gensfen.log"; do sleep 5; done; echo quit ) | "$K" >> "$out/gensfen.log" 2>&1
echo "end $(date -u +%T)" >> "$out/gensfen.log"
