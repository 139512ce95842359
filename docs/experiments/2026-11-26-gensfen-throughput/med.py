import sys,re,statistics,collections
d=collections.defaultdict(list)
for l in open(sys.argv[1]):
    m=re.match(r'\[(\S+) r\d+\] (yo|kirin) threads (\d+): .* ([0-9.]+) CPU-s, ([0-9.]+) wall-s: (\d+) positions/CPU-s',l)
    if m: d[(m.group(1),m.group(2),m.group(3))].append(int(m.group(6)))
for k,v in sorted(d.items()): print(k, v, "median", statistics.median(v))
