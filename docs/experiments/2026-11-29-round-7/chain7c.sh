#!/usr/bin/env bash
# Round 7, part 3: the better of la and lw (by their head-to-head) against the shipped default at byoyomi 300,
# 100 games, the draw-data gensfen paused (SIGSTOP) for the timed match.
export R=/work/r7 K=/work/kb8/kirin
cd $R
while ! grep -q "^Finished match" m-la-lw.log; do sleep 5; done
elo=$(grep "^\[400/400\]" m-la-lw.log | sed 's/.*Elo \([-0-9.inf]*\).*/\1/')
best=la; [[ $elo == -* ]] && best=lw
echo "best $best (la vs lw Elo $elo)" >> chain7.log
gen=$(pgrep -f "kirin-all.jar" | while read p; do grep -q "draw-data" /proc/$p/cwd 2>/dev/null; readlink /proc/$p/cwd | grep -q draw-data && echo $p; done)
echo "pausing draw gensfen: $gen" >> chain7.log
for p in $gen; do kill -STOP $p; done
echo "match b300 $best $(date -u +%T)" >> chain7.log
./match.sh $R/$best.kce /work/r6/default.kce byoyomi:300 100 2040 b300-$best-def
for p in $gen; do kill -CONT $p; done
echo "end $(date -u +%T)" >> chain7.log
