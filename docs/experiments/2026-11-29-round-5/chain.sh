#!/usr/bin/env bash
# chain.sh: after gensfen.sh has written $R/gensfen.bin (and "end" in $R/gensfen.log), learn from the shipped
# default on it, compact the learned tables and play them against the default at 10,000 nodes (400 games).
# R: the round's folder (default /work/r5); K: the launcher of a frozen build (default /work/kbase/kirin, main at
# 08a4145, bench 192,809). The scripts are those of the 2026-11-28 round.
export R=${R:-/work/r5} K=${K:-/work/kbase/kirin}
S="$(cd "$(dirname "${BASH_SOURCE[0]}")/../2026-11-28-default-round" && pwd)"
while ! grep -q '^end ' "$R/gensfen.log"; do sleep 20; done
echo "learn start $(date -u +%T)" >> "$R/chain.log"
nice -n 5 bash "$S/learn.sh" fl "batchsize 300000 eta 10 lambda 0.5 seed 20261129 chunk_size 20000000" default
echo "compact start $(date -u +%T)" >> "$R/chain.log"
bash "$S/compact.sh" fl
ls -l "$R/fl.kce" >> "$R/chain.log"
echo "match start $(date -u +%T)" >> "$R/chain.log"
bash "$S/match.sh" "$R/fl.kce" "$R/default.kce" nodes:10000 400 9301 m-fl-def
echo "match end $(date -u +%T)" >> "$R/chain.log"
tail -8 "$R/m-fl-def.log" >> "$R/chain.log"
