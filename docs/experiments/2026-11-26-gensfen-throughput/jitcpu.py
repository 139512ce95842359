#!/usr/bin/env python3
"""jitcpu.py LAUNCHER [KIRIN_JAVA_OPTS]: runs the issue's gensfen (loop 100000, Threads 2, zero tables in
/tmp/gs/zero) through a Kirin launcher and prints, per kind of JVM thread, the CPU-seconds used while the command ran
(from /proc/PID/task/*/stat before and after): how much the JIT's compiler threads take from the generator threads.
"""
import subprocess, os, time, glob, re, sys
launcher = sys.argv[1]
env = dict(os.environ); env["KIRIN_DEFAULT_EVAL"] = "none"
if len(sys.argv) > 2: env["KIRIN_JAVA_OPTS"] = sys.argv[2]
p = subprocess.Popen([launcher], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd="/tmp/gs")
tick = os.sysconf("SC_CLK_TCK")
def send(s): p.stdin.write(s + "\n"); p.stdin.flush()
def wait(w):
    for l in p.stdout:
        if w in l: return
def java_pid():
    # launcher execs java, so p.pid is java
    return p.pid
def threads():
    agg = {}
    for t in glob.glob("/proc/%d/task/*" % java_pid()):
        try:
            name = open(t + "/comm").read().strip()
            f = open(t + "/stat").read().rsplit(")", 1)[1].split()
            k = re.sub(r"[0-9#]+", "N", name)
            agg[k] = agg.get(k, 0) + (int(f[11]) + int(f[12])) / tick
        except OSError: pass
    return agg
send("usi"); wait("usiok")
for s in ["setoption name Threads value 2", "setoption name EvalDir value /tmp/gs/zero"]: send(s)
send("isready"); wait("readyok")
time.sleep(2)
a = threads(); t0 = time.time()
send("gensfen depth 3 loop 100000 eval_limit 32000 random_move_minply 1 random_move_maxply 24 random_move_count 5 write_minply 16 write_maxply 400 output_file_name /tmp/gs/kj.bin")
# poll until finished by watching stderr in a thread
import threading
done = threading.Event(); last = {}
def rd():
    for l in p.stderr:
        if "positions/s, ETA 0 s" in l: last["l"] = l.strip(); done.set()
threading.Thread(target=rd, daemon=True).start()
while not done.is_set():
    b = threads(); time.sleep(0.2)
b2 = threads()
print(last.get("l"))
print("wall %.1f s" % (time.time() - t0))
for k in sorted(b, key=lambda k: -(b[k] - a.get(k, 0))):
    d = b[k] - a.get(k, 0)
    if d > 0.05: print("  %-20s %.2f CPU-s during gensfen" % (k, d))
send("quit"); p.wait(); os.remove("/tmp/gs/kj.bin")
