#!/bin/bash
# ss_pairs.sh N "CMD_A" "CMD_B": runs ShallowSearchSpeed on /tmp/gs/fixed.bin (depth 3, 5,000 positions, 6 passes)
# as A and B at the same time (one per core), N times; prints each one's median of passes 3-6 (nodes per
# CPU-second) and the ratio B/A. CMD = "JAR [JVM options]", e.g. "bench.jar -Dkirin.evalHashBits=10" (a temporary
# switch in the jar). The slot matters (a run started first was up to 7% faster in some hours): run N pairs, then N
# with A and B swapped, and compare the two halves' medians.
J="/usr/lib/jvm/temurin-25-jdk-amd64/bin/java -Xss16m -XX:+UseParallelGC --sun-misc-unsafe-memory-access=allow"
med() { python3 -c "
import sys,re
rates=[]
for l in open('$1'):
    m=re.search(r'pass (\d+): \d+ searches, ([\d,]+) nodes.*= ([\d,]+) nodes per CPU', l)
    if m and int(m.group(1))>=3: rates.append(int(m.group(3).replace(',','')))
rates.sort(); print((rates[1]+rates[2])//2)"; }
for ((i=0;i<$1;i++)); do
  set -- "$1" "$2" "$3"
  read -r ja oa <<< "$2"; read -r jb ob <<< "$3"
  $J $oa -cp $ja kirin.bench.ShallowSearchSpeed /tmp/gs/fixed.bin 3 5000 6 > /tmp/gs/pair_a.out 2>&1 &
  $J $ob -cp $jb kirin.bench.ShallowSearchSpeed /tmp/gs/fixed.bin 3 5000 6 > /tmp/gs/pair_b.out 2>&1
  wait
  a=$(med /tmp/gs/pair_a.out); b=$(med /tmp/gs/pair_b.out)
  python3 -c "print('A %d  B %d  B/A %.3f' % ($a, $b, $b / $a))"
done
