#!/usr/bin/env python3
"""jfr_byply.py FILE.jfr: a gensfen JFR recording's samples of the generator threads by the number of AlphaBeta.search and
qsearch frames on the stack (the node's distance from the root, plus one for a depth-0 call that goes on to qsearch), and
by that number and the innermost of the two."""
import json, subprocess, sys, collections
f = sys.argv[1]
J = "/usr/lib/jvm/temurin-25-jdk-amd64/bin/jfr"
ev = json.loads(subprocess.run([J, "print", "--json", "--stack-depth", "300", "--events", "jdk.ExecutionSample", f], capture_output=True, text=True).stdout)["recording"]["events"]
c = collections.Counter(); kinds = collections.Counter(); n = 0
for e in ev:
    v = e["values"]; t = v.get("sampledThread") or {}
    if "gensfen" not in (t.get("javaName") or ""): continue
    n += 1
    fr = [x["method"]["type"]["name"].split("/")[-1].split(".")[-1] + "." + x["method"]["name"] for x in v["stackTrace"]["frames"]]
    plies = [m for m in fr if m in ("AlphaBeta.search", "AlphaBeta.qsearch")]
    c[len(plies)] += 1
    if plies: kinds[(len(plies), plies[0])] += 1
print("samples", n)
for k in sorted(c): print("ply %d: %.1f%%" % (k, 100.0 * c[k] / n))
for k in sorted(kinds): print(k, "%.1f%%" % (100.0 * kinds[k] / n))
