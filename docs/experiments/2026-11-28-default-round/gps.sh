#!/usr/bin/env bash
# gps.sh A.kce GAMES SEED OUT: the compact file as Kirin's default evaluation against GPS Shogi's gpsusi
# (`apt-get install -y gpsshogi gpsshogi-data`; Thread 1, BookDepth 0, a 1.5 s forfeit margin since gpsusi overruns
# a byoyomi by up to ~0.4 s) at byoyomi 1000, Kirin with Threads 1 and USI_Hash 256, colour-swapped pairs from random
# 8-ply openings, CONC games at a time (default 1; 2 suits two cores, both engines being single-threaded), the
# engines at nice -n -10 (anything else on the machine at nice 19; nice only acts across sessions with the kernel's
# autogroup scheduling off: echo 0 > /proc/sys/kernel/sched_autogroup_enabled).
R=${R:-/work/r4}; K=${K:-/work/jars/kbase/kirin}
a=$1; games=$2; seed=$3; out=$4
[[ -x /usr/games/gpsusi ]] || apt-get install -y gpsshogi gpsshogi-data >&2
mkdir -p "$R/empty"
cd "$R" && nice -n -10 "$K" match \
  -engine name="$(basename "$a" .kce)" cmd=/usr/bin/env arg=KIRIN_DEFAULT_EVAL="$a" arg="$K" option.EvalDir="$R/empty" option.USI_Hash=256 option.Threads=1 \
  -engine name=GPS cmd=/usr/games/gpsusi option.Thread=1 option.BookDepth=0 timemargin=1500 \
  -each tc=byoyomi:1000 -games "$games" -concurrency "${CONC:-1}" -openings random=8 seed="$seed" -out "$out" > "$out.log" 2>&1
