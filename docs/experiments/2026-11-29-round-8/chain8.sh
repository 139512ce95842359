#!/usr/bin/env bash
# Round 8: learn on top of gen.kce (round 7's la, the shipped default) from round 8's own depth-3 data (a8: g1 + g2)
# and from the same plus the draw experiment's book-opening data made by la (b8: + run4 and run5, GPS book and
# bishop-exchange lines, draw values -100/+100 and 0/+100); each compacted and matched against la at 10,000 nodes.
export R=/work/r8 K=/work/kb8/kirin KIRIN_DEFAULT_EVAL=/work/r8/gen.kce
cd $R
ln -sfn g1/gensfen.bin gensfen.bin
echo "learn a8 $(date -u +%T)" >> chain8.log
./learn.sh a8 "batchsize 300000 eta 10 lambda 0.5 seed 20261301 chunk_size 16000000 /work/r8/g2/gensfen.bin" default
./compact.sh a8
echo "learn b8 $(date -u +%T)" >> chain8.log
./learn.sh b8 "batchsize 300000 eta 10 lambda 0.5 seed 20261302 chunk_size 32000000 /work/r8/g2/gensfen.bin /work/draw-data/run4/gps.bin /work/draw-data/run4/kaku.bin /work/draw-data/run5/gps.bin /work/draw-data/run5/kaku.bin" default
./compact.sh b8
unset KIRIN_DEFAULT_EVAL
echo "match a8 $(date -u +%T)" >> chain8.log
./match.sh $R/a8.kce /work/r7/la.kce nodes:10000 400 8201 m-a8-la
echo "match b8 $(date -u +%T)" >> chain8.log
./match.sh $R/b8.kce /work/r7/la.kce nodes:10000 400 8201 m-b8-la
echo "end $(date -u +%T)" >> chain8.log
