#!/usr/bin/env python3
"""gotime.py BYOYOMI N -- ENGINE [ARGS]: wall ms from `go btime 0 wtime 0 byoyomi BYOYOMI` to bestmove, N searches
in the first positions of a game. SETOPT="Name=value;Name2=value2" sets options first (e.g. NetworkDelay2=120)."""
import os, subprocess, sys, time
by = int(sys.argv[1]); n = int(sys.argv[2]); cmd = sys.argv[4:]
opts = [x for x in os.environ.get("SETOPT", "").split(";") if x]
p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
def send(s): p.stdin.write(s + "\n"); p.stdin.flush()
def wait(w):
    for line in p.stdout:
        if line.startswith(w): return line
send("usi"); wait("usiok")
for o in opts:
    k, v = o.split("="); send("setoption name %s value %s" % (k, v))
send("isready"); wait("readyok"); send("usinewgame")
moves = ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e", "6i7h", "4a3b"]
ts = []
for i in range(n):
    send("position startpos moves " + " ".join(moves[:i % 8]))
    t = time.time(); send("go btime 0 wtime 0 byoyomi %d" % by); wait("bestmove"); ts.append((time.time() - t) * 1000)
send("quit"); p.wait()
print(" ".join("%.0f" % x for x in ts))
