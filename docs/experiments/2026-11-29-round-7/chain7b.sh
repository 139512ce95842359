#!/usr/bin/env bash
# Round 7, part 2: la (round 7's data alone) against lw (the window of rounds 5-7) at 10,000 nodes, 400 games.
export R=/work/r7 K=/work/kb8/kirin
cd $R
echo "match la-lw $(date -u +%T)" >> chain7.log
./match.sh $R/la.kce $R/lw.kce nodes:10000 400 7202 m-la-lw
echo "end $(date -u +%T)" >> chain7.log
