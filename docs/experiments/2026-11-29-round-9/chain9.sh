#!/usr/bin/env bash
# Round 9: learn on top of gen.kce (round 8's b8, the shipped default) from round 9's own depth-3 data (g1) plus the
# draw experiment's book-opening data made by b8 (run6, run7: GPS book and bishop-exchange lines, draw values
# +50/+100) -> b9; and the same plus round 8's data (made by round 7: r8 g1, g2, run4, run5), a window of two
# rounds -> c9. Each compacted and matched against b8 at 10,000 nodes (400 games, seed 9201).
export R=/work/r9 K=/work/kb8/kirin KIRIN_DEFAULT_EVAL=/work/r9/gen.kce
cd $R
ln -sfn g1/gensfen.bin gensfen.bin
while ! grep -q "^end" g1/gensfen.log; do sleep 5; done
echo "learn b9 $(date -u +%T)" >> chain9.log
./learn.sh b9 "batchsize 300000 eta 10 lambda 0.5 seed 20261401 chunk_size 32000000 /work/draw-data/run6/gps.bin /work/draw-data/run6/kaku.bin /work/draw-data/run7/gps.bin /work/draw-data/run7/kaku.bin" default
./compact.sh b9
echo "learn c9 $(date -u +%T)" >> chain9.log
./learn.sh c9 "batchsize 300000 eta 10 lambda 0.5 seed 20261402 chunk_size 48000000 /work/draw-data/run6/gps.bin /work/draw-data/run6/kaku.bin /work/draw-data/run7/gps.bin /work/draw-data/run7/kaku.bin /work/r8/g1/gensfen.bin /work/r8/g2/gensfen.bin /work/draw-data/run4/gps.bin /work/draw-data/run4/kaku.bin /work/draw-data/run5/gps.bin /work/draw-data/run5/kaku.bin" default
./compact.sh c9
ls -l b9.kce c9.kce >> chain9.log
unset KIRIN_DEFAULT_EVAL
echo "match b9 $(date -u +%T)" >> chain9.log
./match.sh $R/b9.kce $R/gen.kce nodes:10000 400 9201 m-b9-b8
echo "match c9 $(date -u +%T)" >> chain9.log
./match.sh $R/c9.kce $R/gen.kce nodes:10000 400 9201 m-c9-b8
echo "end $(date -u +%T)" >> chain9.log
