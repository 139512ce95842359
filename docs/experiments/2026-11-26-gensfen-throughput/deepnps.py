#!/usr/bin/env python3
"""deepnps.py LAUNCHER NODES [hash MB]: one search of NODES nodes from a fixed middlegame position with the material
evaluation (KIRIN_DEFAULT_EVAL=none), Threads 1; prints the last info line's nodes, time and nps, and the best move.
Run two launchers alternately to compare their speed on the same tree (same nodes and move: same search)."""
import os, subprocess, sys

launcher, nodes = sys.argv[1], sys.argv[2]
hash_mb = sys.argv[3] if len(sys.argv) > 3 else "256"
position = ("position startpos moves 7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 3i4h 8b4b 5i6h 5a6b 6h7h 6b7b 5g5f 7b8b "
            "4h5g 3a3b")
env = dict(os.environ, KIRIN_DEFAULT_EVAL="none")
p = subprocess.Popen([launcher], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                     text=True, env=env)
p.stdin.write("usi\nsetoption name Threads value 1\nsetoption name USI_Hash value %s\nisready\n%s\ngo nodes %s\n"
              % (hash_mb, position, nodes))
p.stdin.flush()
last = ""
for line in p.stdout:
    if " nps " in line:
        last = line
    if line.startswith("bestmove"):
        if not last:
            sys.exit("deepnps.py: no info line with nps before " + line.strip())
        t = last.split()
        field = lambda k: t[t.index(k) + 1]
        print("nodes %s time %s nps %s %s" % (field("nodes"), field("time"), field("nps"), line.strip()))
        break
p.stdin.write("quit\n")
p.stdin.flush()
p.wait()
