#!/bin/bash
# ss_tpairs.sh N "CMD_A" "CMD_B" [depth]: like ss_pairs.sh but compares CPU-seconds per pass (the tree may differ):
# prints medians of passes 3-6 of CPU time and nodes, and A_time/B_time (>1: B faster per search).
J="/usr/lib/jvm/temurin-25-jdk-amd64/bin/java -Xss16m -XX:+UseParallelGC --sun-misc-unsafe-memory-access=allow"
D=${4:-3}
med() { python3 -c "
import re
t=[];n=[]
for l in open('$1'):
    m=re.search(r'pass (\d+): \d+ searches, ([\d,]+) nodes in .*; ([\d.]+) s CPU', l)
    if m and int(m.group(1))>=3: t.append(float(m.group(3))); n.append(int(m.group(2).replace(',','')))
t.sort(); n.sort(); print((t[1]+t[2])/2, n[0])"; }
for ((i=0;i<$1;i++)); do
  read -r ja oa <<< "$2"; read -r jb ob <<< "$3"
  $J $oa -cp $ja kirin.bench.ShallowSearchSpeed /tmp/gs/fixed.bin $D 5000 6 > /tmp/gs/tpair_a.out 2>&1 &
  $J $ob -cp $jb kirin.bench.ShallowSearchSpeed /tmp/gs/fixed.bin $D 5000 6 > /tmp/gs/tpair_b.out 2>&1
  wait
  read ta na <<< "$(med /tmp/gs/tpair_a.out)"; read tb nb <<< "$(med /tmp/gs/tpair_b.out)"
  python3 -c "print('A %.3f s %d nodes  B %.3f s %d nodes  A/B %.3f' % ($ta, $na, $tb, $nb, $ta / $tb))"
done
