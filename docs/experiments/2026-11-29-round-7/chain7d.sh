#!/usr/bin/env bash
# Round 7, part 4: if la won at byoyomi 300, its ladder row against GPS Shogi at byoyomi 1000, 40 games, two at a
# time (seed 6101, round 5's openings), the draw-data gensfen paused (SIGSTOP) meanwhile.
export R=/work/r7 K=/work/kb8/kirin CONC=2
cd $R
while ! grep -q "^Finished match" b300-la-def.log; do sleep 5; done
sleep 5
elo=$(grep "^\[100/100\]" b300-la-def.log | sed 's/.*Elo \([-0-9.inf]*\).*/\1/')
echo "b300 la Elo $elo" >> chain7.log
[[ $elo == -* ]] && { echo "not kept" >> chain7.log; exit 0; }
gen=$(for p in $(pgrep -f kirin-all.jar); do readlink /proc/$p/cwd | grep -q draw-data && echo $p; done)
for p in $gen; do kill -STOP $p; done
echo "gps la $(date -u +%T) (paused $gen)" >> chain7.log
./gps2.sh $R/la.kce 40 6101 gps-la   # gps2.sh: a copy of ../2026-11-28-default-round/gps.sh (CONC)
for p in $gen; do kill -CONT $p; done
echo "end $(date -u +%T)" >> chain7.log
