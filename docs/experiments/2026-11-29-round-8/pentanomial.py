#!/usr/bin/env python3
"""pentanomial.py GAMES_FOLDER NAME: the pentanomial count and Elo of NAME over a match's colour-swapped pairs.

Reads the runner's game-NNNN.csa files (games 2k-1 and 2k are one opening with the colours swapped), scores each game
for NAME from the file's 'summary line (win 1, draw or sennichite 0.5, loss 0), and prints the pairs scoring
0 / 0.5 / 1 / 1.5 / 2, NAME's score and its Elo with a 95% interval from the variance of the pair scores.
"""
import glob
import math
import re
import sys

d, me = sys.argv[1], sys.argv[2]
res = {}
for f in sorted(glob.glob(d + '/game-*.csa')):
    n = int(re.search(r'game-(\d+)', f).group(1)); t = open(f).read()
    m = re.search(r"'summary:[^\n]*", t).group(0)
    if (me + ' win') in m: s = 1.0
    elif (me + ' lose') in m: s = 0.0
    else: s = 0.5
    res[n] = s
pairs = [res[2*k+1] + res[2*k+2] for k in range(len(res)//2)]
cnt = [sum(1 for p in pairs if abs(p - v) < 1e-9) for v in (0, 0.5, 1, 1.5, 2)]
N = len(pairs); mean = sum(pairs)/N/2
var = sum((p/2 - mean)**2 for p in pairs)/N
se = math.sqrt(var/N)
elo = lambda s: -400*math.log10(1/s - 1)
print('pairs 0/0.5/1/1.5/2:', cnt, 'score %.4f' % mean, 'Elo %.1f (+%.0f / -%.0f)' % (elo(mean), elo(min(mean+1.96*se,0.9999))-elo(mean), elo(mean)-elo(max(mean-1.96*se,1e-4))))
