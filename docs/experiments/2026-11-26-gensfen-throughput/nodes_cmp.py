#!/usr/bin/env python3
"""nodes_cmp.py kirin|yo N: `go depth 3` through USI on N positions spread over /tmp/gs/fixed.txt (the fixed workload
converted with `learn convert_plain output_file_name /tmp/gs/fixed.txt /tmp/gs/fixed.bin`), zero tables in /tmp/gs/zero,
one thread; prints the nodes of the last info line per search: total, mean and median. KIRIN=launcher overrides ./kirin."""
import subprocess, sys, os
kind, n = sys.argv[1], int(sys.argv[2])
sfens = [l[5:].strip() for l in open('/tmp/gs/fixed.txt') if l.startswith('sfen ')]
step = len(sfens) // n
sfens = sfens[::step][:n]
env = dict(os.environ)
if kind == 'kirin':
    cmd = [os.environ.get('KIRIN', os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'kirin'))]; env['KIRIN_DEFAULT_EVAL'] = 'none'
    setup = ['setoption name EvalDir value /tmp/gs/zero', 'setoption name USI_Hash value 16']
else:
    cmd = ['/work/shared/opponents/yaneuraou-learn']
    setup = ['setoption name USI_Hash value 16', 'setoption name EvalDir value /tmp/gs/zero',
             'setoption name BookFile value no_book', 'setoption name USI_OwnBook value false',
             'setoption name Threads value 1']
p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd='/tmp/gs')
def send(s): p.stdin.write(s + '\n'); p.stdin.flush()
def until(w):
    out = []
    for l in p.stdout:
        out.append(l.rstrip())
        if l.startswith(w): return out
send('usi'); until('usiok')
for s in setup: send(s)
send('isready'); until('readyok')
tot = 0; per = []
for s in sfens:
    send('usinewgame') if kind == 'yo' else None
    send('position sfen ' + s); send('go depth 3')
    out = until('bestmove')
    nodes = [int(l.split(' nodes ')[1].split()[0]) for l in out if ' nodes ' in l]
    per.append(nodes[-1] if nodes else 0)
send('quit')
per.sort()
print(kind, 'searches', len(per), 'total nodes', sum(per), 'mean', sum(per) / len(per), 'median', per[len(per)//2])
