#!/bin/bash
# series3.sh LOOP ROUNDS THREADS... : alternating YO / Kirin before / Kirin after runs
loop=$1; rounds=$2; shift 2
for r in $(seq 1 $rounds); do
  for t in "$@"; do
    python3 /tmp/gs/drive.py yo $t $loop /tmp/gs/yo-s.bin | head -1 | sed "s/^/[yo r$r] /"
    python3 /tmp/gs/ana.py /tmp/gs/yo-s.bin | sed "s/^/[yo r$r] /"
    for v in base new; do
      KIRIN=/tmp/gs/$v/kirin python3 /tmp/gs/drive.py kirin $t $loop /tmp/gs/k-$v.bin | sed "s/^/[$v r$r] /"
      python3 /tmp/gs/ana.py /tmp/gs/k-$v.bin | sed "s/^/[$v r$r] /"
    done
  done
done
