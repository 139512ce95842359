#!/usr/bin/env bash
# Round 7: learn on top of gen.kce (the 21M-position tables, fw) from round 7's data alone (la, 9.2M) and from the
# window of rounds 5-7 (lw, 30M); each compacted and matched against the shipped default (round 5) at 10,000 nodes.
export R=/work/r7 K=/work/kb8/kirin KIRIN_DEFAULT_EVAL=/work/r7/gen.kce
cd $R
echo "learn lw $(date -u +%T)" >> chain7.log
./learn.sh lw "batchsize 300000 eta 10 lambda 0.5 seed 20261201 chunk_size 32000000 /work/r5/gensfen.bin /work/r6/gensfen.bin" default
./compact.sh lw
echo "learn la $(date -u +%T)" >> chain7.log
./learn.sh la "batchsize 300000 eta 10 lambda 0.5 seed 20261202 chunk_size 10000000" default
./compact.sh la
unset KIRIN_DEFAULT_EVAL
echo "match lw $(date -u +%T)" >> chain7.log
./match.sh $R/lw.kce /work/r6/default.kce nodes:10000 400 7201 m-lw-def
echo "match la $(date -u +%T)" >> chain7.log
./match.sh $R/la.kce /work/r6/default.kce nodes:10000 400 7201 m-la-def
echo "end $(date -u +%T)" >> chain7.log
