#!/bin/bash
# The learn timing of 2026-11-27 (README, learn section): YaneuraOu, main at c581a93 and main at edb5cdb, alternated.
cd /tmp/lt
for r in 1 2 3 4; do
  timeout 300 python3 /work/main/docs/experiments/gensfen-throughput/learn_ts.py yo
  JAR=k-c581 timeout 300 python3 /work/main/docs/experiments/gensfen-throughput/learn_ts.py kirin | sed 's/^kirin/k-c581/'
  JAR=k-qm timeout 300 python3 /work/main/docs/experiments/gensfen-throughput/learn_ts.py kirin | sed 's/^kirin/k-qm/'
done
