#!/bin/bash
# side_learn_launchers.sh ROUNDS LAUNCHER... : learn on dataset B (/tmp/lt/T.bin, V.bin; drive_learn.py) in
# YaneuraOu's learner, then through each Kirin launcher given, alternating; one line per run.
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
rounds=$1
shift
for ((i = 0; i < rounds; i++)); do
  echo -n "yo: "; LT=/tmp/lt python3 "$here/drive_learn.py" yo | tail -1
  for k in "$@"; do
    echo -n "$k: "; KIRIN="$k" LT=/tmp/lt python3 "$here/drive_learn.py" kirin | tail -1
  done
done
