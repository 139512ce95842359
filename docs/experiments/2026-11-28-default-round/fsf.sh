#!/usr/bin/env bash
# fsf.sh A.kce GAMES SEED OUT: the compact file as Kirin's default evaluation against Fairy-Stockfish 11.1
# (`apt-get install -y fairy-stockfish`; Threads 1, Hash 256, a 300 ms forfeit margin, as in the earlier matches) at
# byoyomi 300, colour-swapped pairs from random 8-ply openings, two games at a time, the engines at nice -n -10.
R=${R:-/work/r4}; K=${K:-/work/jars/kbase/kirin}
a=$1; games=$2; seed=$3; out=$4
[[ -x /usr/games/fairy-stockfish ]] || apt-get install -y fairy-stockfish >&2
mkdir -p "$R/empty"
cd "$R" && nice -n -10 "$K" match \
  -engine name="$(basename "$a" .kce)" cmd=/usr/bin/env arg=KIRIN_DEFAULT_EVAL="$a" arg="$K" option.EvalDir="$R/empty" option.USI_Hash=256 \
  -engine name=FairyStockfish cmd=/usr/games/fairy-stockfish option.Threads=1 option.Hash=256 timemargin=300 \
  -each tc=byoyomi:300 -games "$games" -concurrency 2 -openings random=8 seed="$seed" -out "$out" > "$out.log" 2>&1
