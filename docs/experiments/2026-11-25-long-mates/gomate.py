#!/usr/bin/env python3
"""Sends `go mate <ms>` to a USI engine for every problem of a file and prints one line per problem:
<index> TAB <answer after "checkmate"> TAB <wall ms> TAB <engine CPU ms>
(the CPU time is the engine process's user+system time during the `go mate`, from /proc, all threads).

Usage: gomate.py [--cpu] PROBLEMS MS -- ENGINE [ARGS...] [-o NAME=VALUE ...]
--cpu: send `go mate infinite` instead and `stop` once the engine process has used MS milliseconds of CPU time
(read from /proc every 10 ms): on a machine shared with other work this gives each engine what `go mate MS` gives
it on an idle core.
PROBLEMS: lines "<sfen> | <plies> | ..." ('#' starts a comment). Each problem is sent as
usinewgame / position sfen / isready, then go mate MS. Check the answers with kirin.bench.CheckMateLines.
Example (YaneuraOu's mate engine, as in README "Long mates"):
  nice -n 19 python3 docs/experiments/2026-11-25-long-mates/gomate.py core/src/test/resources/mate/long-mates.txt 10000 -- \
      ../shared/opponents/yaneuraou-mate -o Threads=1 -o USI_Hash=1024 > yo.tsv
"""
import os, select, subprocess, sys, time

def main():
    args = sys.argv[1:]
    cpu = args[:1] == ['--cpu']
    if cpu:
        args = args[1:]
    if '--' not in args or len(args) < 4:
        sys.exit(__doc__)
    path, ms = args[0], int(args[1])
    rest = args[args.index('--') + 1:]
    opts, cmd, i = [], [], 0
    while i < len(rest):
        if rest[i] == '-o':
            opts.append(rest[i + 1]); i += 2
        else:
            cmd.append(rest[i]); i += 1
    sfens = []
    for line in open(path, encoding='utf-8'):
        t = line.strip()
        if t and not t.startswith('#'):
            sfens.append(t.split('|')[0].strip())
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    tick = os.sysconf('SC_CLK_TCK')

    def cpu_ms():
        with open(f'/proc/{p.pid}/stat') as f:
            fields = f.read().rsplit(')', 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1000 // tick

    def send(s):
        p.stdin.write(s + '\n'); p.stdin.flush()

    fd = p.stdout.fileno()
    pending = ['']

    def next_line(timeout):
        """The engine's next output line, or None if none came within timeout seconds."""
        while '\n' not in pending[0]:
            r, _, _ = select.select([fd], [], [], timeout)
            if not r:
                return None
            chunk = os.read(fd, 65536).decode()
            if not chunk:
                sys.exit('engine exited')
            pending[0] += chunk
        line, pending[0] = pending[0].split('\n', 1)
        return line

    def wait(prefix):
        while True:
            line = next_line(None)
            if line.startswith(prefix):
                return line.strip()

    def wait_cpu(limit):
        """The checkmate answer; sends stop once the engine's CPU time reaches limit (ms)."""
        stopped = False
        while True:
            line = next_line(0.01)
            if line is not None and line.startswith('checkmate'):
                return line.strip()
            if not stopped and cpu_ms() >= limit:
                send('stop'); stopped = True

    send('usi'); wait('usiok')
    for o in opts:
        n, v = o.split('=', 1); send(f'setoption name {n} value {v}')
    send('isready'); wait('readyok')
    for k, sfen in enumerate(sfens):
        send('usinewgame'); send('position sfen ' + sfen); send('isready'); wait('readyok')
        c0 = cpu_ms(); t0 = time.time()
        if cpu:
            send('go mate infinite')
            ans = wait_cpu(c0 + ms)
        else:
            send(f'go mate {ms}')
            ans = wait('checkmate')
        dt = int((time.time() - t0) * 1000)
        print(f'{k}\t{ans[len("checkmate"):].strip()}\t{dt}\t{cpu_ms() - c0}', flush=True)
    send('quit')
    p.wait(timeout=30)

main()
