#!/usr/bin/env bash
# Round 6: learn from round 6's data alone (fl) and from the window of rounds 5 and 6 (fw), both on top of the
# shipped default; each compacted and matched against it at 10,000 nodes (400 games).
export R=/work/r6 K=/work/kbase/kirin

cd $R
echo "learn fl $(date -u +%T)" >> chain6.log
./learn.sh fl "batchsize 300000 eta 10 lambda 0.5 seed 20261130 chunk_size 20000000" default
./compact.sh fl
echo "learn fw $(date -u +%T)" >> chain6.log
./learn.sh fw "batchsize 300000 eta 10 lambda 0.5 seed 20261131 chunk_size 25000000 /work/r5/gensfen.bin" default
./compact.sh fw
echo "match fl $(date -u +%T)" >> chain6.log
./match.sh $R/fl.kce $R/default.kce nodes:10000 400 6201 m-fl-def
echo "match fw $(date -u +%T)" >> chain6.log
./match.sh $R/fw.kce $R/default.kce nodes:10000 400 6201 m-fw-def
echo "end $(date -u +%T)" >> chain6.log
