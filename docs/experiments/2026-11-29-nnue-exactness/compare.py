#!/usr/bin/env python3
"""Kirin's NNUE `eval` against yaneuraou-nnue's static evaluation (`e`) on random nets and random positions.

For each (seed, FV_SCALE) pair: `./kirin nnue-random SEED DIR/nn.bin` writes the net, RandomPositions.java prints
COUNT positions of random games (even and handicap starts), both engines load the net from DIR and evaluate every
position; the script writes WORK/values-SEED-SCALE.tsv (sfen, Kirin, reference) and prints the counts, the spread of the values, the positions with hands, promoted pieces and pieces
in the box, and every position where the two differ. Exit status 0 only if every value agrees.

Run from the repository root (the jar must be built: ./kirin builds it on first use):
    python3 docs/experiments/2026-11-29-nnue-exactness/compare.py [--count 200] [--reference PATH] [--work DIR]
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
NETS = [(1, 16), (2, 16), (3, 24), (1, 1)]  # (seed, FV_SCALE); FV_SCALE 1 reaches the +-31753 clamp


def evals(cmd, setup, sfens, eval_command):
    lines = ["usi"] + setup + ["isready"]
    for s in sfens:
        lines += ["position sfen " + s, eval_command]
    lines.append("quit")
    out = subprocess.run(cmd, input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=3600).stdout
    values = [int(m.group(1)) for m in re.finditer(r"^eval = (-?\d+)$", out, re.M)]
    if len(values) != len(sfens):
        sys.exit("%s answered %d evals for %d positions:\n%s" % (cmd[0], len(values), len(sfens), out[-2000:]))
    return values


def describe(sfen):
    board, _, hands = sfen.split(" ")[:3]
    pieces = sum(1 for c in board if c.isalpha())
    in_hand = 0 if hands == "-" else sum(int(n) if n else 1 for n, _ in re.findall(r"(\d*)([A-Za-z])", hands))
    return {"hands": in_hand > 0, "promoted": "+" in board, "box": pieces + in_hand < 40}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--reference", default=os.path.join(ROOT, "..", "shared", "opponents", "yaneuraou-nnue"))
    ap.add_argument("--work", default="/tmp/kirin-nnue-exactness")
    a = ap.parse_args()
    kirin = os.path.join(ROOT, "kirin")
    jar = os.path.join(ROOT, "usi", "target", "kirin-all.jar")
    all_ok = True
    for seed, scale in NETS:
        d = os.path.join(a.work, "net%d" % seed)
        os.makedirs(d, exist_ok=True)
        subprocess.run([kirin, "nnue-random", str(seed), os.path.join(d, "nn.bin")], check=True,
                       stderr=subprocess.DEVNULL)
        sfens = subprocess.run(["java", "-cp", jar, os.path.join(HERE, "RandomPositions.java"), str(100 + seed),
                                str(a.count)], check=True, capture_output=True, text=True).stdout.split("\n")
        sfens = [s for s in sfens if s]
        setup = ["setoption name EvalDir value " + d, "setoption name FV_SCALE value %d" % scale]
        k = evals([kirin], setup + ["setoption name BookFile value no_book"], sfens, "eval")
        y = evals([a.reference], setup + ["setoption name BookFile value no_book", "setoption name Threads value 1",
                                          "setoption name USI_Hash value 16"], sfens, "e")
        with open(os.path.join(a.work, "values-%d-%d.tsv" % (seed, scale)), "w") as f:
            for s, kv, yv in zip(sfens, k, y):
                f.write("%s\t%d\t%d\n" % (s, kv, yv))
        bad = [(s, kv, yv) for s, kv, yv in zip(sfens, k, y) if kv != yv]
        kinds = [describe(s) for s in sfens]
        print("net seed %d, FV_SCALE %d: %d positions, %d equal, %d differ; values %d..%d, %d at the +-31753 clamp; "
              "%d with pieces in hand, %d with promoted pieces, %d with pieces in the box"
              % (seed, scale, len(sfens), len(sfens) - len(bad), len(bad), min(y), max(y),
                 sum(1 for v in y if abs(v) == 31753), sum(x["hands"] for x in kinds),
                 sum(x["promoted"] for x in kinds), sum(x["box"] for x in kinds)))
        for s, kv, yv in bad[:20]:
            print("  differ: kirin %d yaneuraou %d  %s" % (kv, yv, s))
        all_ok &= not bad
    print("all equal" if all_ok else "MISMATCHES")
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main())
