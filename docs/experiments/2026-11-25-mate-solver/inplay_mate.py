#!/usr/bin/env python3
"""Plays each mate problem of a file as a timed game move (`go btime 0 wtime 0 byoyomi MS`) and says whether the
engine's search found the mate in play: one line per problem, then a summary on the last line.

Usage: inplay_mate.py PROBLEMS MS -- ENGINE [ARGS...] [-o NAME=VALUE ...]
PROBLEMS: lines "<sfen> | <plies> | <solution> | <id>" ('#' starts a comment), as core's mate files.
Each problem is sent as usinewgame / position sfen / isready, then the go command; the engine's output until
`bestmove` is read.

Output (stdout), tab-separated: id, stated plies, bestmove, the solution's first move, the last score the search
printed ("mate N", "cp N" or "-"), whether the mate solver announced a mate ("solver" when an `info string mate
solver: mate in N` line came, else "-"), wall ms. A problem counts as found when the last score is a positive mate
(the search's own or the solver's line printed as the search's) or the solver announced a mate and the move played
is its first move; the summary counts those, and the moves equal to the solution's first move.
Example (README "Long mates", in play):
  nice -n -10 python3 docs/experiments/2026-11-25-mate-solver/inplay_mate.py core/src/test/resources/mate/long-mates.txt 1000 -- \
      ./kirin -o MateInPlay=true > inplay-on.tsv
"""
import subprocess, sys, time


def read_problems(path):
    out = []
    for line in open(path, encoding='utf-8'):
        t = line.strip()
        if not t or t.startswith('#'):
            continue
        f = [x.strip() for x in t.split('|')]
        sol = f[2].split() if len(f) > 2 else []
        out.append((f[3] if len(f) > 3 else str(len(out) + 1), f[0], int(f[1]), sol[0] if sol else '-'))
    return out


def main():
    args = sys.argv[1:]
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
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(s):
        p.stdin.write(s + '\n'); p.stdin.flush()

    def until(prefix):
        lines = []
        while True:
            line = p.stdout.readline()
            if not line:
                sys.exit('engine exited')
            line = line.strip()
            lines.append(line)
            if line.startswith(prefix):
                return lines

    send('usi'); until('usiok')
    for o in opts:
        name, value = o.split('=', 1)
        send(f'setoption name {name} value {value}')
    send('isready'); until('readyok')
    found = first = 0
    problems = read_problems(path)
    for pid, sfen, plies, sol1 in problems:
        send('usinewgame')
        send(f'position sfen {sfen}')
        send('isready'); until('readyok')
        t0 = time.monotonic()
        send(f'go btime 0 wtime 0 byoyomi {ms}')
        lines = until('bestmove')
        wall = (time.monotonic() - t0) * 1000
        best = lines[-1].split()[1]
        score, solver = '-', '-'
        for line in lines:
            w = line.split()
            if w[:1] == ['info'] and 'score' in w:
                k = w.index('score')
                score = ' '.join(w[k + 1:k + 3])
            if line.startswith('info string mate solver: mate in'):
                solver = 'solver'
        mate = score.startswith('mate ') and not score.split()[1].startswith('-')
        if mate or solver == 'solver':
            found += 1
        if best == sol1:
            first += 1
        print(f'{pid}\t{plies}\t{best}\t{sol1}\t{score}\t{solver}\t{wall:.0f}', flush=True)
    send('quit')
    p.wait(timeout=30)
    print(f'# {found} of {len(problems)} found a mate in play, {first} played the solution\'s first move '
          f'(byoyomi {ms} ms, options {" ".join(opts) or "none"})')


if __name__ == '__main__':
    main()
