#!/usr/bin/env bash
# Round 9's second half: once both 10,000-node matches are done, the better of b9 and c9 (if it won) plays b8 at
# byoyomi 300 (100 games, seed 2040: the openings of rounds 4, 5, 7 and 8); if it wins that too and fits the 32 MB limit, the GPS Shogi ladder row
# (byoyomi 1000, 40 games, two at a time, seed 6101: the openings of rounds 5, 7 and 8).
export R=/work/r9 K=/work/kb8/kirin CONC=2
cd $R
while ! grep -q "^end" chain9.log 2>/dev/null; do sleep 5; done
elo() { grep "^Elo difference" "$1" | awk '{print $3}'; }
best=b9; [[ $(echo "$(elo m-c9-b8.log) > $(elo m-b9-b8.log)" | bc) == 1 ]] && best=c9
s=$(grep "^Score of $best vs gen" m-$best-b8.log); w=$(echo "$s" | awk '{print $6}'); l=$(echo "$s" | awk '{print $8}')
echo "best at 10k: $best: $s ($(date -u +%T))" >> chain9b.log
(( w > l )) || { echo "$best did not win at 10,000 nodes; no byoyomi match" >> chain9b.log; exit 0; }
size=$(stat -c %s $best.kce)
(( size <= 33554432 )) || { echo "$best.kce is $size bytes, over 32 MB: stop" >> chain9b.log; exit 0; }
echo "b300 $(date -u +%T)" >> chain9b.log
./match.sh $R/$best.kce $R/gen.kce byoyomi:300 100 2040 b300-$best-b8
s=$(grep "^Score of $best vs gen" b300-$best-b8.log); w=$(echo "$s" | awk '{print $6}'); l=$(echo "$s" | awk '{print $8}')
echo "b300: $s ($(date -u +%T))" >> chain9b.log
(( w > l )) || { echo "$best did not win at byoyomi 300; no ladder" >> chain9b.log; exit 0; }
echo "gps $(date -u +%T)" >> chain9b.log
./gps2.sh /work/r9/$best.kce 40 6101 gps-$best
echo "end $(date -u +%T)" >> chain9b.log
