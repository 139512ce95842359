#!/usr/bin/env bash
# Round 9's Fairy-Stockfish row once the clean-clone CI run is over: byoyomi 300, 100 games, seed 2030 (the openings
# of the earlier defaults' rows), two games at a time.
export R=/work/r9 K=/work/kb8/kirin
cd $R
while pgrep -f "$(cat /work/ci2.dir)/k" > /dev/null; do sleep 3; done
echo "fsf $(date -u +%T)" >> chain9d.log
./fsf.sh /work/r9/c9-r16.kce 100 2030 b300-c9r16-fsf
echo "end $(date -u +%T)" >> chain9d.log
