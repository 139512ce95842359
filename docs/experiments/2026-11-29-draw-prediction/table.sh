#!/usr/bin/env bash
# P(draw) of every root move in dlshogi's position (startpos moves 2g2f 8c8d 7g7f 4a3b 2f2e 8d8e), by eval.
#   K: the launcher; D: EvalDir with draw.bin
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
K=${K:-$HERE/../../../kirin}; D=${D:?set D to the folder holding draw.bin}
P="position startpos moves 2g2f 8c8d 7g7f 4a3b 2f2e 8d8e"
moves=$(printf 'usi\n%s\ngo perft 1\nquit\n' "$P" | nice -n 19 "$K" 2>/dev/null | sed -n 's/^\([1-9][a-i][^:]*\): 1$/\1/p')
{ printf 'usi\nsetoption name EvalDir value %s\nsetoption name DrawValueBlack value 0\nsetoption name DrawValueWhite value 0\nisready\n' "$D"
  for m in $moves; do printf '%s %s\neval\n' "$P" "$m"; done; echo quit; } \
  | nice -n 19 "$K" 2>/dev/null | grep '^eval = ' | paste -d' ' <(printf '%s\n' $moves) - \
  | sed -E 's/^(\S+) eval = (-?[0-9]+), draw ([0-9.]+).*/\3 \1 \2/' | sort -rn \
  | awk 'BEGIN { print "| move | P(draw) | eval (white to move) |"; print "| --- | ---: | ---: |" } { printf "| %s | %s | %s |\n", $2, $1, $3 }'
