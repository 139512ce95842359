#!/usr/bin/env bash
# Stops round 10's gensfen at the book run's end (whole records: gensfen finishes its file on SIGTERM), so the
# chain's learn starts in time; the gensfen.sh loop that waits for "gensfen finished" is then ended too.
until [[ $(date -u +%H%M) -ge ${STOP:-2320} ]]; do sleep 10; done
g=$(pgrep -f "gensfen.sh /work/r10/g1" | head -1)
[[ -n $g ]] || exit 0
j=$(pgrep -P $g java); s=$(pgrep -P $g bash)
echo "deadline $(date -u +%T): TERM gensfen java $j" >> /work/r10/chain10.log
kill -TERM $j; while kill -0 $j 2>/dev/null; do sleep 1; done
pkill -P $s; kill $s
