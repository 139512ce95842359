#!/bin/bash
# side_launchers.sh ROUNDS LAUNCHER... : the issue's gensfen (loop 100000, Threads 2, zero tables in /tmp/gs/zero) in
# YaneuraOu's learner, then through each Kirin launcher given (a `kirin` script beside its usi/target/kirin-all.jar,
# e.g. a frozen copy of a build), alternating; one line per run. The afternoon's series of 2026-11-27 ran it with
# /work/jars/kaot/kirin (6645497), /work/jars/knew/kirin (1c8f94c), /work/jars/kl/kirin (1554382) and
# /work/jars/ksk/kirin (7257bae).
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
rounds=$1
shift
for ((i = 0; i < rounds; i++)); do
  echo -n "yo: "; NICE=0 python3 "$here/drive.py" yo 2 100000 /tmp/gs/yo.bin | head -1
  for k in "$@"; do
    echo -n "$k: "; NICE=0 KIRIN="$k" python3 "$here/drive.py" kirin 2 100000 /tmp/gs/kirin.bin | grep "ETA 0 s" | tail -1
  done
done
