#!/usr/bin/env python3
"""How close is the compact evaluation file to what its values allow?

compact-entropy.py FILE.kce KPP_synthesized.bin

1. The token stream of FILE.kce (zlib after the 40-byte header; CompactEval's zigzag varints, a zero run as the byte 0
   and its length): the order-0 entropy of the non-zero values and of the zero-run lengths, against zlib's size.
2. The raw KPP table of the same tables (`evalsave`, int16 [81][1548][1548], values divided by 8 as `evalround 8`
   leaves them): for a few king squares, the entropy per value of the upper triangle as it is, and of its difference
   from the neighbouring king square's (would predicting from the next king square help?), and of the values rounded
   to multiples of 16 instead of 8 (what `evalround 16` would leave).
Needs numpy; reads the whole stream into memory (about 1 GB for a 30 MB file).
"""
import sys
import zlib

import numpy as np

FE = 1548


def entropy_bits(x):
    _, counts = np.unique(x, return_counts=True)
    p = counts / counts.sum()
    return float(-(counts * np.log2(p)).sum())


def tokens(path):
    data = open(path, 'rb').read()
    raw = np.frombuffer(zlib.decompress(data[40:]), dtype=np.uint8)
    ends = np.nonzero(raw < 128)[0]
    starts = np.concatenate(([0], ends[:-1] + 1))
    values = np.zeros(len(ends), dtype=np.int64)
    for k in range(int((ends - starts).max()) + 1):
        idx = starts + k
        inside = idx <= ends
        values[inside] |= (raw[idx[inside]].astype(np.int64) & 0x7f) << (7 * k)
    return len(data) - 40, len(raw), values


def main():
    kce, kpp_file = sys.argv[1], sys.argv[2]
    zlib_bytes, stream_bytes, t = tokens(kce)
    run_length = np.zeros(len(t), bool)
    run_length[np.nonzero(t == 0)[0] + 1] = True
    nonzero = t[(t != 0) & ~run_length]
    runs = t[run_length]
    print(f'{kce}: zlib stream {zlib_bytes:,} bytes, token stream {stream_bytes:,} bytes, {len(nonzero):,} non-zero '
          f'values, {len(runs):,} zero runs ({int(runs.sum()):,} zeros)')
    h_values = entropy_bits(nonzero) / 8
    h_runs = entropy_bits(runs) / 8
    n = len(nonzero) + len(runs)
    q = len(runs) / n
    h_choice = n * -(q * np.log2(q) + (1 - q) * np.log2(1 - q)) / 8
    total = h_values + h_runs + h_choice
    print(f'order-0 entropy: non-zero values {h_values / 1e6:.2f} MB, run lengths {h_runs / 1e6:.2f} MB, value-or-run '
          f'{h_choice / 1e6:.2f} MB; total {total / 1e6:.2f} MB = {total / zlib_bytes:.1%} of zlib')
    kpp = np.memmap(kpp_file, dtype=np.int16, mode='r', shape=(81, FE, FE))
    upper = np.triu_indices(FE)
    for k in (40, 49, 58, 76, 77):
        a = np.asarray(kpp[k])[upper].astype(np.int32) // 8
        line = f'king square {k}: zeros {np.mean(a == 0):.3f}, {entropy_bits(a) / len(a):.3f} bits a value'
        half = np.round(a / 2).astype(np.int32)
        line += f' (rounded to multiples of 16: {entropy_bits(half) / len(a):.3f})'
        for name, other in (('k-1', k - 1), ('k-9', k - 9)):
            b = np.asarray(kpp[other])[upper].astype(np.int32) // 8
            line += (f'; minus {name}: {entropy_bits(a - b) / len(a):.3f} bits (correlation '
                     f'{np.corrcoef(a, b)[0, 1]:.3f})')
        print(line)


if __name__ == '__main__':
    main()
