#!/usr/bin/env bash
# Round 9, after c9 won at 10,000 nodes: c9 at 32,475,283 bytes is over 32 MB (10^6 bytes), so once its byoyomi-300
# match against b8 is over (and won), c9 rounded to multiples of 16 (c9-r16, 27,441,331 bytes, compact16.sh) plays
# c9 at 10,000 nodes (400 games, seed 9202); c9-r16 goes on to the GPS Shogi ladder row (byoyomi 1000, 40 games,
# seed 6101) unless it is worse than c9 beyond its error bar, and then c9 does.
export R=/work/r9 K=/work/kb8/kirin CONC=2
cd $R
while ! grep -q "^Finished match" b300-c9-b8.log; do sleep 5; done
s=$(grep "^Score of c9 vs gen" b300-c9-b8.log); w=$(echo "$s" | awk '{print $6}'); l=$(echo "$s" | awk '{print $8}')
echo "b300: $s ($(date -u +%T))" >> chain9c.log
(( w > l )) || { echo "c9 did not win at byoyomi 300; no ladder" >> chain9c.log; exit 0; }
echo "match r16 $(date -u +%T)" >> chain9c.log
./match.sh $R/c9-r16.kce $R/c9.kce nodes:10000 400 9202 m-c9r16-c9
e=$(grep "^Elo difference" m-c9r16-c9.log | awk '{print $3, $5}' | tr -d ',')
echo "r16: $(grep "^Score of" m-c9r16-c9.log) / $e ($(date -u +%T))" >> chain9c.log
ship=c9-r16; [[ $(echo "$e" | awk '{print ($1 + $2 < 0)}') == 1 ]] && ship=c9
echo "gps $ship $(date -u +%T)" >> chain9c.log
./gps2.sh /work/r9/$ship.kce 40 6101 gps-$ship
echo "end $(date -u +%T)" >> chain9c.log
