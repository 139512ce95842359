#!/usr/bin/env python3
"""drive_learn.py kirin|yo : one learn of T.bin (500,000 records) with V.bin as validation, Threads 2, zero tables.
Prints wall seconds, records/s and the engine's CPU seconds of the learn command alone (from sending it to the engine's end line), and appends
every engine line, with its time in seconds since the command, to /tmp/lt/KIND.log (where the time goes).
Paths as on the development machine: T.bin and V.bin in /tmp/lt (or the folder LT names), zero tables in /tmp/gs/zero (Kirin's evalsave),
Kirin as a frozen jar started by /work/jars/run.sh JAR NONE (JAR from the environment), or through the launcher KIRIN names."""
import os, subprocess, sys, time, threading, shutil
kind = sys.argv[1]
zero = "/tmp/gs/zero"
lt = os.environ.get("LT", "/tmp/lt")  # the folder with T.bin and V.bin (and the logs)
save = lt + "/save-" + kind
shutil.rmtree(save, ignore_errors=True); os.makedirs(save)
env = dict(os.environ)
cmdline = "learn batchsize 100000 eta 30 lambda 0.33 loop 1 validation_set_file_name %s/V.bin %s/T.bin" % (lt, lt)
if kind == "kirin":
    # KIRIN names a launcher (a `kirin` script, AOT cache and all) to run instead of a frozen jar
    # absolute: the engine runs in LT, where a relative launcher path (./kirin) would not resolve
    cmd = [os.path.abspath(os.environ["KIRIN"])] if "KIRIN" in os.environ else ["/work/jars/run.sh", os.environ.get("JAR", "k-1f25"), "NONE"]
    env["KIRIN_DEFAULT_EVAL"] = "none"
    setup = ["setoption name Threads value 2", "setoption name EvalDir value " + zero,
             "setoption name EvalSaveDir value " + save]
    end = "learn finished"
else:
    cmd = ["/work/shared/opponents/yaneuraou-learn"]
    setup = ["setoption name Threads value 2", "setoption name USI_Hash value 2",
             "setoption name EvalDir value " + zero, "setoption name BookFile value no_book",
             "setoption name USI_OwnBook value false", "setoption name EvalSaveDir value " + save]
    end = "finished"
p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=lt)
def send(s):
    p.stdin.write(s + "\n"); p.stdin.flush()
t0 = time.time()  # reset when the learn command is sent
log = open("%s/%s.log" % (lt, kind), "a")
def wait_for(word):
    for line in p.stdout:
        log.write("%.2f " % (time.time() - t0) + line)
        if word in line:
            return
    raise SystemExit("engine ended before " + word)
send("usi"); wait_for("usiok")
for s in setup: send(s)
send("isready"); wait_for("readyok")
def cpu():  # user + system seconds of the engine process, all its threads (JIT and GC included)
    f = open("/proc/%d/stat" % p.pid).read().rsplit(")", 1)[1].split()
    return (int(f[11]) + int(f[12])) / os.sysconf("SC_CLK_TCK")
c0 = cpu()
t0 = time.time()
send(cmdline); wait_for(end)
t1 = time.time()
c1 = cpu()
send("quit")
p.wait()
print("%s wall %.1f s, %.0f records/s, cpu %.1f s" % (kind, t1 - t0, 500000 / (t1 - t0), c1 - c0))
