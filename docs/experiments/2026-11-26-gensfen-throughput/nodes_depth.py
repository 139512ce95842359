#!/usr/bin/env python3
"""nodes_depth.py kirin|yo N DEPTH: `go depth DEPTH` on the first N positions of /tmp/gs/fixed.txt (the text of a
gensfen file: `learn convert_plain output_file_name /tmp/gs/fixed.txt FILE.bin`), one engine process, Threads 1,
USI_Hash 1, zero KPP_KKPT tables in /tmp/gs/zero; prints the mean and median nodes of each search's last info line.
The time includes the USI round trips. POSITIONS names another text file. KIRIN names the Kirin launcher (default: this repository's kirin)."""
import subprocess, sys, time, os, re
kind, n, depth = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
sf = [l[5:].strip() for l in open(os.environ.get("POSITIONS", "/tmp/gs/fixed.txt")) if l.startswith("sfen ")][:n]
env = dict(os.environ)
if kind == "kirin":
    cmd = [os.environ.get("KIRIN", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "kirin"))]; env["KIRIN_DEFAULT_EVAL"] = "none"
    setup = ["setoption name Threads value 1", "setoption name EvalDir value /tmp/gs/zero", "setoption name USI_Hash value 1"]
else:
    cmd = ["/work/shared/opponents/yaneuraou-learn"]
    setup = ["setoption name Threads value 1", "setoption name USI_Hash value 1", "setoption name EvalDir value /tmp/gs/zero",
             "setoption name BookFile value no_book", "setoption name USI_OwnBook value false"]
p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd="/tmp/gs")
def send(s): p.stdin.write(s + "\n"); p.stdin.flush()
def until(w):
    last = None
    for line in p.stdout:
        if " nodes " in line: last = line
        if line.startswith(w): return last
send("usi"); until("usiok")
for s in setup: send(s)
send("isready"); until("readyok"); send("usinewgame")
tot = 0; t0 = time.time(); per = []
for s in sf:
    send("position sfen " + s); send("go depth %d" % depth)
    last = until("bestmove")
    m = re.search(r" nodes (\d+)", last or "")
    k = int(m.group(1)) if m else 0
    per.append(k); tot += k
dt = time.time() - t0
send("quit")
print("%s: %d positions, mean nodes %.1f, median %d, %.2f s, %.0f searches/s" % (kind, n, tot / n, sorted(per)[n // 2], dt, n / dt))
