#!/usr/bin/env python3
"""Counts a draw match's games by the engine playing black: wins, losses, repetition draws (%SENNICHITE), other
draws (move limit, jishogi). Reads the CSA files of a `kirin match` output folder. Usage: draws.py OUT_DIR"""
import collections, glob, os, sys

rows = collections.defaultdict(collections.Counter)
for f in sorted(glob.glob(os.path.join(sys.argv[1], "**", "*.csa"), recursive=True)):
    black = white = None
    terminal = None
    moves = 0
    for line in open(f, encoding="utf-8", errors="replace"):
        line = line.strip()
        if line.startswith("N+"):
            black = line[2:]
        elif line.startswith("N-"):
            white = line[2:]
        elif line.startswith("%"):
            terminal = line.split(",")[0]
        elif len(line) >= 7 and line[0] in "+-" and line[1:5].isdigit():
            moves += 1
    mover = "+" if moves % 2 == 0 else "-"  # the side to move when the game ended
    r = rows[black]
    r["games"] += 1
    if terminal == "%SENNICHITE":
        r["repetition draws"] += 1
    elif terminal in ("%JISHOGI", "%MAX_MOVES", "%HIKIWAKE", None):
        r["other draws or unfinished"] += 1
    elif terminal in ("%TORYO", "%TSUMI", "%TIME_UP", "%ILLEGAL_MOVE"):
        r["black wins" if mover == "-" else "black losses"] += 1
    elif terminal == "%KACHI":
        r["black wins" if mover == "+" else "black losses"] += 1
    else:
        r["other: " + terminal] += 1
for black, r in sorted(rows.items()):
    score = (r["black wins"] + 0.5 * (r["repetition draws"] + r["other draws or unfinished"])) / max(1, r["games"])
    print(f"{black} as black: {r['games']} games, {r['black wins']} wins, {r['black losses']} losses, "
          f"{r['repetition draws']} repetition draws, {r['other draws or unfinished']} other draws; "
          f"score {score:.3f}" + "".join(f", {k} {v}" for k, v in r.items() if k.startswith("other: ")))
