#!/usr/bin/env bash
# Round 8's ladder: once b8 has won its byoyomi-300 match against round 7, GPS Shogi at byoyomi 1000 (40 games, two
# at a time, the openings of rounds 5 and 7, seed 6101), then Fairy-Stockfish 11.1 at byoyomi 300 (100 games, seed 2030).
export R=/work/r8 K=/work/kb8/kirin CONC=2
cd $R
while ! grep -q "^Finished match" b300-b8-la.log; do sleep 5; done
s=$(grep "^Score of b8 vs la" b300-b8-la.log); w=$(echo "$s" | awk '{print $6}'); l=$(echo "$s" | awk '{print $8}')
echo "b300: $s ($(date -u +%T))" >> chain8b.log
(( w > l )) || { echo "b8 did not win at byoyomi 300; no ladder" >> chain8b.log; exit 0; }
echo "gps $(date -u +%T)" >> chain8b.log
./gps2.sh /work/r8/b8.kce 40 6101 gps-b8
echo "fsf $(date -u +%T)" >> chain8b.log
./fsf.sh /work/r8/b8.kce 100 2030 b300-b8-fsf
echo "end $(date -u +%T)" >> chain8b.log
