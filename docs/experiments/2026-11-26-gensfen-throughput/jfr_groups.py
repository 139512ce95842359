#!/usr/bin/env python3
"""jfr_groups.py FILE: shares of a JFR profile's top frames by part of the engine.

FILE is `jfr print --events jdk.ExecutionSample --stack-depth 4 REC.jfr` output; each sample's top frame is put in the
first group whose pattern it matches (evaluation, mate in one, SEE, picker and history, move generation and attacks,
table, correction history, repetition, position, search, other).
"""
import collections, re, sys

GROUPS = [("eval", r"kirin\.eval\."), ("mate1", r"Mate1"), ("see", r"\.See\."), ("picker", r"MovePicker|History\."),
          ("movegen", r"MoveGenerator|Attacks|Bitboard"), ("tt", r"TranspositionTable|Unsafe\.getLong"),
          ("corr", r"CorrectionHistory"), ("rep", r"Repetition"),
          ("position", r"kirin\.core\.Position|Zobrist|Piece|Hand|BonaPiece|Move\."),
          ("search", r"AlphaBeta|search\.Search"), ("other", r".")]
counts = collections.Counter()
total = 0
for event in open(sys.argv[1]).read().split("jdk.ExecutionSample {")[1:]:
    i = event.find("stackTrace = [")
    top = event[i:].split("\n")[1].strip()
    if not top or top == "]":
        continue
    total += 1
    for name, pattern in GROUPS:
        if re.search(pattern, top):
            counts[name] += 1
            break
for name, count in counts.most_common():
    print("%-9s %5.1f%%" % (name, 100.0 * count / total))
print("samples", total)
