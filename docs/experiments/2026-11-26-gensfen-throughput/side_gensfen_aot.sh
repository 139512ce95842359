#!/bin/bash
# side_gensfen_aot.sh ROUNDS LAUNCHER: the issue's gensfen (loop 100000, Threads 2, zero tables) in YaneuraOu's
# learner, then through the Kirin launcher LAUNCHER (a `kirin` script beside its usi/target/kirin-all.jar; on JDK 25+
# it records and uses the AOT cache), then through the same launcher with KIRIN_AOT=0; alternating, one line per run.
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
for ((i = 0; i < $1; i++)); do
  echo -n "yo: "; NICE=0 python3 "$here/drive.py" yo 2 100000 /tmp/gs/yo.bin | head -1
  echo -n "aot: "; NICE=0 KIRIN="$2" python3 "$here/drive.py" kirin 2 100000 /tmp/gs/aot.bin | grep "ETA 0 s" | tail -1
  echo -n "no aot: "; NICE=0 KIRIN_AOT=0 KIRIN="$2" python3 "$here/drive.py" kirin 2 100000 /tmp/gs/noaot.bin \
    | grep "ETA 0 s" | tail -1
done
