#!/bin/bash
# side_gensfen.sh ROUNDS LAUNCHER...: the issue's gensfen (loop 100000, Threads 2, zero tables) in YaneuraOu's learner,
# then in each Kirin launcher (/work/jars/NAME.sh, a frozen jar), alternating; one line per run (drive.py, NICE=0).
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
for ((i = 0; i < $1; i++)); do
  NICE=0 python3 "$here/drive.py" yo 2 100000 /tmp/gs/yo.bin | head -1
  for j in "${@:2}"; do NICE=0 KIRIN=/work/jars/$j.sh python3 "$here/drive.py" kirin 2 100000 "/tmp/gs/$j.bin" | sed "s/^kirin/$j/"; done
done
