#!/usr/bin/env python3
"""perf_blocks.py IPS [N] [BLOCK_BITS]: the hottest blocks of code of a stripped binary.

IPS holds one sampled instruction address (hex) per line, e.g. from
  perf script -i yo.perf -F ip,sym,dso | awk '$NF ~ /yaneuraou/ {print $1}' > yo.ips
Addresses are grouped into blocks of 2^BLOCK_BITS bytes (default 8: 256 bytes); prints the N hottest blocks (default 40)
with their share of the samples and the cumulative share. Subtract the binary's load address (perf report shows the
file offsets of the same samples) to disassemble a block with objdump --start-address.
"""
import collections, sys

path = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 40
bits = int(sys.argv[3]) if len(sys.argv) > 3 else 8
ips = [int(x, 16) for x in open(path) if x.strip()]
blocks = collections.Counter(ip >> bits for ip in ips)
acc = 0
for block, count in blocks.most_common(n):
    acc += count
    print("%s %6.2f%%  cumulative %5.1f%%" % (hex(block << bits), 100.0 * count / len(ips), 100.0 * acc / len(ips)))
