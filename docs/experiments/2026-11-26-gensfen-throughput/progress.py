#!/usr/bin/env python3
"""progress.py LAUNCHER LOOP: the issue's gensfen (Threads 2, zero tables in /tmp/gs/zero, USI_Hash 16) in one
Kirin process, printing each of gensfen's progress lines (every 5 s) with the seconds since the engine started, so
that the rate of each 5-second stretch shows the JIT's warm-up. Writes /tmp/gs/progress.bin (removed first)."""
import os, subprocess, sys, threading, time

launcher, loop = os.path.abspath(sys.argv[1]), int(sys.argv[2])
out = "/tmp/gs/progress.bin"
if os.path.exists(out):
    os.remove(out)
env = dict(os.environ, KIRIN_DEFAULT_EVAL="none")
p = subprocess.Popen([launcher], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                     env=env, cwd="/tmp/gs")
t0 = time.time()


def relay():
    for line in p.stderr:
        if "gensfen" in line and "seed" not in line:
            print("%6.2f %s" % (time.time() - t0, line.strip()), flush=True)


threading.Thread(target=relay, daemon=True).start()


def send(s):
    p.stdin.write(s + "\n")
    p.stdin.flush()


def wait_for(word):
    for line in p.stdout:
        if word in line:
            return
    raise SystemExit("engine ended before '%s'" % word)


send("usi")
for s in ["setoption name Threads value 2", "setoption name EvalDir value /tmp/gs/zero",
          "setoption name USI_Hash value 16", "isready"]:
    send(s)
wait_for("readyok")
print("%6.2f readyok" % (time.time() - t0), flush=True)
send("gensfen depth 3 loop %d eval_limit 32000 random_move_minply 1 random_move_maxply 24 random_move_count 5 "
     "write_minply 16 write_maxply 400 output_file_name %s" % (loop, out))
wait_for("gensfen finished")
time.sleep(0.2)
print("%6.2f finished" % (time.time() - t0), flush=True)
send("quit")
p.wait()
