#!/usr/bin/env bash
# Round 10 from round 9's tables (c9-r16, the shipped default since 2026-11-29, md5 a88f81e2..., copied to
# $R/gen.kce and passed explicitly). Once round 9's last GPS games are over (nothing timed may run beside them):
#   data: depth-3 gensfen self-play (gensfen.sh, Threads 2, 7,000,000 positions, $R/g1) and, beside it, depth 3-4
#     self-play from GPS Shogi's book and bishop-exchange lines (the draw experiment's gen.sh, draw values +50/+100
#     as its run6 and run7, 2,700 s, $R/book), both at nice 19;
#   learn c10 on top of gen.kce from the window of rounds 9 and 10 (this round's data plus round 9's: r9/g1 and the
#     draw experiment's run6 and run7), batchsize 300000 eta 10 lambda 0.5, one chunk; round to 16 (c10-r16.kce);
#   c10-r16 against gen.kce at 10,000 nodes (400 games, seed 9301) and, if it wins, at byoyomi 300 (100 games,
#     seed 2040: the openings of rounds 4, 5, 7, 8 and 9), nothing else running.
export R=/work/r10 K=/work/kb8/kirin
HERE="$(cd "$(dirname "$0")" && pwd)"
cd $R
while pgrep -f "gps-c9-r16-2" > /dev/null; do sleep 10; done
echo "data $(date -u +%T)" >> chain10.log
mkdir -p g1
KIRIN_DEFAULT_EVAL=$R/gen.kce nice -n 19 ./gensfen.sh $R/g1 7000000 &
KIRIN_DEFAULT_EVAL=$R/gen.kce OUT=$R/book SECS=2700 SEED=5001 DVB=50 DVW=100 \
  bash "$HERE/../2026-11-29-draw-prediction/gen.sh" > book.nohup 2>&1 &
wait
ls -l g1/gensfen.bin book/*.bin >> chain10.log
echo "learn c10 $(date -u +%T)" >> chain10.log
ln -sfn g1/gensfen.bin gensfen.bin
KIRIN_DEFAULT_EVAL=$R/gen.kce ./learn.sh c10 "batchsize 300000 eta 10 lambda 0.5 seed 20261501 chunk_size 48000000 $R/book/gps.bin $R/book/kaku.bin /work/r9/g1/gensfen.bin /work/draw-data/run6/gps.bin /work/draw-data/run6/kaku.bin /work/draw-data/run7/gps.bin /work/draw-data/run7/kaku.bin" default
./compact16.sh c10 > compact16-c10.out 2>&1
ls -l c10-r16.kce >> chain10.log
echo "match 10k $(date -u +%T)" >> chain10.log
./match.sh $R/c10-r16.kce $R/gen.kce nodes:10000 400 9301 m-c10-c9
s=$(grep "^Score of c10-r16 vs gen" m-c10-c9.log); w=$(echo "$s" | awk '{print $6}'); l=$(echo "$s" | awk '{print $8}')
echo "10k: $s / $(grep '^Elo difference' m-c10-c9.log) ($(date -u +%T))" >> chain10.log
(( w > l )) || { echo "c10 did not win at 10,000 nodes; no byoyomi match" >> chain10.log; exit 0; }
echo "b300 $(date -u +%T)" >> chain10.log
./match.sh $R/c10-r16.kce $R/gen.kce byoyomi:300 100 2040 b300-c10-c9
echo "b300: $(grep "^Score of c10-r16 vs gen" b300-c10-c9.log) / $(grep '^Elo difference' b300-c10-c9.log) ($(date -u +%T))" >> chain10.log
echo "end $(date -u +%T)" >> chain10.log
