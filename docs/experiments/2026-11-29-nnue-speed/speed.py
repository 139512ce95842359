#!/usr/bin/env python3
"""Nodes per second of Kirin (NNUE vector and scalar paths, KPP default) and yaneuraou-nnue on the same net and
positions, the engines run one after the other in rounds (alternating), each at nice 19.

Each run starts the engine, loads the evaluation, then searches `go nodes N` from each of the five positions of
Kirin's bench (usi: kirin.usi.BenchCommand) with a fresh `usinewgame`. Per run it prints the engine's own nps (its
nodes over its wall-clock time, summed over the positions) and nodes per CPU second of the whole process (user + sys
of the engine process from readyok to the last bestmove, so without start-up and loading but with the JVM's JIT and
GC threads, from /proc/PID/stat). Ratios are taken within a round
(the runs minutes apart), and their medians over the rounds are printed at the end.

    python3 docs/experiments/2026-11-29-nnue-speed/speed.py --net /tmp/nnue-net1 --rounds 3 --nodes 1000000
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

POSITIONS = [
    "startpos",
    "sfen lnsgkgsnl/1r7/p1ppp1bpp/1p3pp2/7P1/2P6/PP1PPPP1P/1B3S1R1/LNSGKG1NL b - 9",
    "sfen l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1",
    "sfen 6n1l/2+S1k4/2lp4p/1np1B2b1/3PP4/1N1S3rP/1P2+pPP+p1/1p1G5/3KG2r1 b GSN2L4Pgs2p 1",
    "sfen l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
]
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
YANEURAOU = os.path.abspath(os.path.join(ROOT, "..", "shared", "opponents", "yaneuraou-nnue"))


def cpu_seconds(pid):
    """User plus system CPU time of process pid and its threads so far (the engine runs under nice: pid is nice's,
    which execs the engine, so the pid is the engine's)."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run(name, cmd, options, env, nodes):
    """One engine process over the five positions: (sum of nodes, sum of reported ms, CPU seconds)."""
    p = subprocess.Popen(["nice", "-n", "19"] + cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT, bufsize=1)

    def send(line):
        p.stdin.write(line + "\n")
        p.stdin.flush()

    def wait_for(prefix):
        last = None
        for line in p.stdout:
            if line.startswith("info") and " nodes " in line and " time " in line:
                last = line.split()
            if line.startswith(prefix):
                return last
        raise RuntimeError(name + ": engine ended before " + prefix)

    send("usi")
    wait_for("usiok")
    for k, v in options:
        send("setoption name %s value %s" % (k, v))
    send("isready")
    wait_for("readyok")
    before = cpu_seconds(p.pid)
    total_nodes = total_ms = 0
    for pos in POSITIONS:
        send("usinewgame")
        send("position " + pos)
        send("go nodes %d" % nodes)
        info = wait_for("bestmove")
        total_nodes += int(info[info.index("nodes") + 1])
        total_ms += int(info[info.index("time") + 1])
    cpu = cpu_seconds(p.pid) - before
    send("quit")
    p.wait()
    return total_nodes, total_ms, cpu


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--net", required=True, help="folder holding nn.bin (absolute or relative to the repository)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--nodes", type=int, default=1000000)
    ap.add_argument("--kirin", default=os.path.join(ROOT, "kirin"), help="Kirin launcher")
    ap.add_argument("--base", help="a second Kirin launcher (e.g. an older build) run with the NNUE net too")
    ap.add_argument("--skip", default="", help="comma-separated run names to leave out")
    a = ap.parse_args()
    net = os.path.abspath(os.path.join(ROOT, a.net))
    env = dict(os.environ)
    kirin_common = [("USI_Hash", "256"), ("Threads", "1"), ("USI_OwnBook", "false")]
    runs = [
        ("kirin-nnue", [a.kirin], kirin_common + [("EvalDir", net)], {}),
        ("yaneuraou-nnue", [YANEURAOU], [("Threads", "1"), ("USI_Hash", "256"), ("BookFile", "no_book"),
                                          ("EvalDir", net)], {}),
        ("kirin-kpp", [a.kirin], kirin_common + [("EvalDir", "eval")], {}),
        ("kirin-nnue-scalar", [a.kirin], kirin_common + [("EvalDir", net)],
         {"KIRIN_JAVA_OPTS": "-Dkirin.nnue.simd=false"}),
    ]
    if a.base:
        runs.append(("kirin-nnue-base", [a.base], kirin_common + [("EvalDir", net)], {}))
    skip = set(a.skip.split(",")) if a.skip else set()
    runs = [r for r in runs if r[0] not in skip]
    results = {r[0]: [] for r in runs}
    for rnd in range(a.rounds):
        for name, cmd, options, extra in runs:
            e = dict(env)
            e.update(extra)
            t0 = time.time()
            nodes, ms, cpu = run(name, cmd, options, e, a.nodes)
            nps = nodes * 1000.0 / max(ms, 1)
            cps = nodes / cpu
            results[name].append((nps, cps))
            print("round %d %-18s nodes %9d  nps %9.0f  nodes/CPU-s %9.0f  (%.0f s)" % (
                rnd + 1, name, nodes, nps, cps, time.time() - t0), flush=True)
    print("median over %d rounds: nps, nodes per CPU second" % a.rounds)
    for name in results:
        print("  %-18s %9.0f %9.0f" % (name, statistics.median(x[0] for x in results[name]),
                                       statistics.median(x[1] for x in results[name])))
    ref = "yaneuraou-nnue"
    for num, den in [("kirin-nnue", ref), ("kirin-nnue", "kirin-kpp"), ("kirin-nnue-scalar", ref),
                     ("kirin-nnue-scalar", "kirin-kpp"), ("kirin-nnue-base", ref), ("kirin-nnue", "kirin-nnue-base")]:
        if num in results and den in results:
            for k, label in [(0, "nps"), (1, "nodes/CPU-s")]:
                ratios = [results[num][i][k] / results[den][i][k] for i in range(a.rounds)]
                print("  %s / %s by %s: median %.2f (rounds: %s)" % (
                    num, den, label, statistics.median(ratios), ", ".join("%.2f" % r for r in ratios)))


if __name__ == "__main__":
    main()
