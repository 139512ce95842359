#!/bin/bash
# side_learn.sh OLD NEW: alternating rounds (ROUNDS, default 3) of YaneuraOu's learner, Kirin jar OLD and Kirin jar NEW
# (frozen jars in /work/jars, run by drive_learn.py) on the same learn command; one line per run with its wall time.
# Needs T.bin (500,000 records), V.bin (validation) and the zero tables drive_learn.py names, in /tmp/lt (or
# the folder LT names).
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
for ((i = 0; i < ${ROUNDS:-3}; i++)); do
  python3 "$here/drive_learn.py" yo
  JAR="$1" python3 "$here/drive_learn.py" kirin | sed 's/^kirin/kirin-old/'
  JAR="$2" python3 "$here/drive_learn.py" kirin | sed 's/^kirin/kirin-new/'
done
