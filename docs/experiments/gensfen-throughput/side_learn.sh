#!/bin/bash
# side_learn.sh OLD NEW: three alternating rounds of YaneuraOu's learner, Kirin jar OLD and Kirin jar NEW (frozen jars
# in /work/jars, run by drive_learn.py) on the same learn command; one line per run with its wall time.
# Needs T.bin (500,000 records), V.bin (validation) and the zero tables drive_learn.py names, in $LT (default /tmp/lt).
cd "${LT:-/tmp/lt}" || exit 1
for i in 1 2 3; do
  python3 drive_learn.py yo
  JAR="$1" python3 drive_learn.py kirin | sed 's/^kirin/kirin-old/'
  JAR="$2" python3 drive_learn.py kirin | sed 's/^kirin/kirin-new/'
done
