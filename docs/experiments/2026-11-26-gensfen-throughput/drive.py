#!/usr/bin/env python3
"""Runs one gensfen in Kirin or YaneuraOu and prints positions per CPU-second of the gensfen command alone.

usage: drive.py kirin|yo THREADS LOOP OUTFILE [extra gensfen tokens...]
CPU time is user+sys of the engine process (all its threads) from /proc/PID/stat, read just before the gensfen
command is sent and when its end line arrives; the whole-process figure is printed too.
"""
import re, os, subprocess, sys, time, threading

kind, threads, loop, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
extra = sys.argv[5:]
nice = os.environ.get("NICE", "19")
tick = os.sysconf("SC_CLK_TCK")
zero = os.environ.get("ZERO", "/tmp/gs/zero")  # zero KPP_KKPT tables written by Kirin's evalsave
if os.path.exists(out):
    os.remove(out)
tokens = ("depth 3 loop %d eval_limit 32000 random_move_minply 1 random_move_maxply 24 random_move_count 5 "
          "write_minply 16 write_maxply 400 output_file_name %s" % (loop, out)).split() + extra
env = dict(os.environ)
if kind == "kirin":
    # absolute: the engine runs in /tmp/gs, where a relative launcher path (./kirin) would not resolve
    cmd = ["nice", "-n", nice, os.path.abspath(os.environ.get("KIRIN", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "kirin")))]
    env["KIRIN_DEFAULT_EVAL"] = "none"
    setup = ["setoption name Threads value %d" % threads, "setoption name EvalDir value " + zero,
             "setoption name USI_Hash value 16"]
    end = "gensfen finished"
else:
    cmd = ["nice", "-n", nice, "/work/shared/opponents/yaneuraou-learn"]
    os.makedirs("/tmp/gs/yosave", exist_ok=True)
    setup = ["setoption name Threads value %d" % threads, "setoption name USI_Hash value 2",
             "setoption name EvalDir value " + zero, "setoption name BookFile value no_book",
             "setoption name USI_OwnBook value false", "setoption name EvalSaveDir value /tmp/gs/yosave"]
    end = "finished"
p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                     env=env, cwd="/tmp/gs")
err_lines = []
threading.Thread(target=lambda: err_lines.extend(p.stderr), daemon=True).start()


def send(s):
    p.stdin.write(s + "\n")
    p.stdin.flush()


def cpu():
    # the engine may be exec'd through nice and the launcher: find the java / yaneuraou process
    with open("/proc/%d/stat" % p.pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / tick


def wait_for(word):
    lines = []
    for line in p.stdout:
        lines.append(line.rstrip("\n"))
        if word in line:
            return lines
    raise SystemExit("engine ended before '%s'" % word)


send("usi")
wait_for("usiok")
for s in setup:
    send(s)
send("isready")
wait_for("readyok")
c0, w0 = cpu(), time.time()
send("gensfen " + " ".join(tokens))
lines = wait_for(end)
c1, w1 = cpu(), time.time()
if os.environ.get("THREADS_CPU"):
    import glob
    rows=[]
    for t in glob.glob("/proc/%d/task/*" % p.pid):
        try:
            name=open(t+"/comm").read().strip()
            f=open(t+"/stat").read().rsplit(")",1)[1].split()
            rows.append(((int(f[11])+int(f[12]))/tick, name))
        except OSError: pass
    rows.sort(reverse=True)
    agg={}
    for c,nm in rows:
        k=re.sub(r"[0-9#]+","N",nm); agg[k]=agg.get(k,0)+c
    print("  threads CPU:", ", ".join("%s %.1f" % (k,v) for k,v in sorted(agg.items(), key=lambda x:-x[1]) if v>0.05))
send("quit")
p.wait()
time.sleep(0.2)
size = os.path.getsize(out)
n = size // 40
print("%s threads %d: %d positions, %.2f CPU-s, %.1f wall-s: %.0f positions/CPU-s (%.0f/wall-s)" % (
    kind, threads, n, c1 - c0, w1 - w0, n / (c1 - c0), n / (w1 - w0)), flush=True)
for l in err_lines:
    if "gensfen:" in l and ("games" in l or "ended" in l or "not written" in l):
        print("  " + l.strip())
