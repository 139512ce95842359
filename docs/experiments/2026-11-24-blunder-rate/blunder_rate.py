#!/usr/bin/env python3
"""Blunder rate of a search at a fixed node count, judged by a deep YaneuraOu search.

A match says whether a search change wins; this says where a search goes wrong, and needs no games: a fixed set of
positions from real games, a reference value for each (the best move and its score from a deep search by
yaneuraou-material), and, for the engine under test, the move it picks at N nodes from a cold start and what the
deep search thinks of that move (`go nodes ... searchmoves MOVE`, cached). The report counts the moves that lose at
least 100 and 300 centipawns against the reference best, and the mean loss, over the positions whose reference
score is within +-1500 (decided positions say nothing). Run the engine and the reference on the same evaluation
(material), as README "Search and options" explains.

  blunder_rate.py extract MATCH_DIR POSITIONS [--side NAME] [--count 300] [--seed 1]
  blunder_rate.py ref POSITIONS REF.jsonl [--nodes 2000000]
  blunder_rate.py test POSITIONS REF.jsonl OUT.jsonl --nodes 117000 [--warm K] -- ENGINE_CMD... [option.N=V ...]
  blunder_rate.py report OUT.jsonl...

extract takes the positions where player NAME (default: the engine listed first, N+) is to move, every third ply
from ply 16 to 130 of each game of a `./kirin match` output folder. ENGINE_CMD `YO` means yaneuraou-material with
the options of ../shared/opponents/README.md. --warm K first searches the K previous positions of the same side
(as in a game, where the table and history are warm). Everything goes to files; progress to stderr.
"""
import argparse, glob, json, os, random, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
YO = [os.path.normpath(os.path.join(HERE, '../../../../shared/opponents/yaneuraou-material'))]
YO_OPTS = {'Threads': '1', 'USI_Hash': '256', 'BookFile': 'no_book', 'NetworkDelay': '0', 'NetworkDelay2': '0'}
LETTER = {'FU': 'P', 'KY': 'L', 'KE': 'N', 'GI': 'S', 'KI': 'G', 'KA': 'B', 'HI': 'R'}
BACK = ['KY', 'KE', 'GI', 'KI', 'OU', 'KI', 'GI', 'KE', 'KY']


def csa_moves(text):
    """USI moves of a CSA game from the start position (piece names tell promotions apart)."""
    board = {}
    for i, f in enumerate(range(9, 0, -1)):
        board[(f, 1)] = BACK[i]; board[(f, 9)] = BACK[i]; board[(f, 3)] = 'FU'; board[(f, 7)] = 'FU'
    board[(8, 2)] = 'HI'; board[(2, 2)] = 'KA'; board[(8, 8)] = 'KA'; board[(2, 8)] = 'HI'
    out = []
    for line in text.splitlines():
        m = re.match(r'^[+-](\d)(\d)(\d)(\d)([A-Z]{2})', line)
        if not m:
            continue
        ff, fr, tf, tr = (int(x) for x in m.groups()[:4]); piece = m.group(5); r = 'abcdefghi'
        if ff == 0:
            out.append(f'{LETTER[piece]}*{tf}{r[tr - 1]}')
        else:
            old = board.pop((ff, fr))
            out.append(f'{ff}{r[fr - 1]}{tf}{r[tr - 1]}' + ('+' if old != piece else ''))
        board[(tf, tr)] = piece
    return out


class Engine:
    """A USI engine driven line by line."""

    def __init__(self, cmd, opts):
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                  text=True, bufsize=1)
        self.send('usi'); self.wait('usiok')
        for k, v in opts.items():
            self.send(f'setoption name {k} value {v}')
        self.send('isready'); self.wait('readyok')

    def send(self, s):
        self.p.stdin.write(s + '\n'); self.p.stdin.flush()

    def wait(self, token):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError('engine ended')
            lines.append(line.strip())
            if line.split(' ')[0].strip() == token:
                return lines

    def go(self, position, go, warm=0):
        """(bestmove, score in cp with mates as +-30000, depth) of a search from a cleared table."""
        self.send('usinewgame')
        moves = position.split(' moves ')[1].split() if ' moves ' in position else []
        for k in range(warm, 0, -1):
            if len(moves) >= 2 * k:
                self.send('position startpos moves ' + ' '.join(moves[:len(moves) - 2 * k])); self.send(go)
                self.wait('bestmove')
        self.send(position); self.send(go)
        lines = self.wait('bestmove')
        score = depth = None
        for line in lines:
            m = re.search(r'depth (\d+).* score (cp|mate) ([-+]?\d*)', line)
            if m and 'multipv 2' not in line:
                depth = int(m.group(1))
                if m.group(2) == 'cp':
                    score = int(m.group(3))
                else:
                    score = -30000 if m.group(3).startswith('-') else 30000
        return lines[-1].split()[1], score, depth


def load(path):
    table = {}
    if os.path.exists(path):
        for line in open(path):
            r = json.loads(line); table[(r['pos'], r.get('move'))] = r
    return table


def extract(a):
    res = []
    for path in sorted(glob.glob(os.path.join(a.match_dir, 'game-*.csa'))):
        text = open(path).read()
        names = re.findall(r'^N([+-])(.*)$', text, re.M)
        side = a.side or next(n for s, n in names if s == '+')
        black = any(s == '+' and n == side for s, n in names)
        moves = csa_moves(text)
        for n in range(16, min(len(moves), 130), 3):
            if (n % 2 == 0) == black:
                res.append('position startpos moves ' + ' '.join(moves[:n]))
    random.Random(a.seed).shuffle(res)
    with open(a.positions, 'w') as f:
        f.write('\n'.join(res[:a.count]) + '\n')
    print(f'{min(len(res), a.count)} positions of {side} written to {a.positions}', file=sys.stderr)


def ref(a):
    e = Engine(YO, YO_OPTS); done = load(a.ref)
    with open(a.ref, 'a') as f:
        for i, pos in enumerate(p for p in open(a.positions).read().split('\n') if p):
            if (pos, None) in done:
                continue
            best, score, depth = e.go(pos, f'go nodes {a.nodes}')
            f.write(json.dumps({'pos': pos, 'move': None, 'best': best, 'score': score, 'depth': depth,
                                'nodes': a.nodes}) + '\n'); f.flush()
            print(f'ref {i}: {best} {score} depth {depth}', file=sys.stderr)


def test(a):
    cmd, opts = [], {}
    for x in a.engine:
        if x.startswith('option.'):
            k, v = x[7:].split('=', 1); opts[k] = v
        else:
            cmd.append(x)
    if cmd == ['YO']:
        cmd, opts = YO, dict(YO_OPTS, **opts)
    e = Engine(cmd, opts); judge = None; done = load(a.ref)
    with open(a.out, 'w') as out, open(a.ref, 'a') as f:
        for i, pos in enumerate(p for p in open(a.positions).read().split('\n') if p):
            if (pos, None) not in done:
                continue
            r = done[(pos, None)]
            move, _, depth = e.go(pos, f'go nodes {a.nodes}', a.warm)
            if move == r['best']:
                value = r['score']
            elif (pos, move) in done:
                value = done[(pos, move)]['score']
            else:
                judge = judge or Engine(YO, YO_OPTS)
                _, value, _ = judge.go(pos, f'go nodes {r.get("nodes", 2000000)} searchmoves {move}')
                done[(pos, move)] = {'pos': pos, 'move': move, 'score': value}
                f.write(json.dumps(done[(pos, move)]) + '\n'); f.flush()
            out.write(json.dumps({'pos': pos, 'move': move, 'depth': depth, 'best': r['best'],
                                  'ref': r['score'], 'loss': r['score'] - value}) + '\n'); out.flush()
            print(f'test {i}: {move} loss {r["score"] - value}', file=sys.stderr)


def report(a):
    for path in a.out:
        rs = [json.loads(l) for l in open(path)]
        rs = [r for r in rs if abs(r['ref']) <= 1500]
        n = max(1, len(rs))
        print(f'{path}: {len(rs)} positions, same move as the reference {sum(r["move"] == r["best"] for r in rs)}, '
              f'loss >= 100: {sum(r["loss"] >= 100 for r in rs)}, loss >= 300: {sum(r["loss"] >= 300 for r in rs)}, '
              f'mean loss {sum(max(0, min(r["loss"], 1000)) for r in rs) / n:.1f} cp (each capped at 1000), '
              f'mean depth {sum(r["depth"] or 0 for r in rs) / n:.2f}')


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest='cmd', required=True)
    x = sub.add_parser('extract'); x.add_argument('match_dir'); x.add_argument('positions')
    x.add_argument('--side'); x.add_argument('--count', type=int, default=300); x.add_argument('--seed', type=int, default=1)
    x = sub.add_parser('ref'); x.add_argument('positions'); x.add_argument('ref')
    x.add_argument('--nodes', type=int, default=2000000)
    x = sub.add_parser('test'); x.add_argument('positions'); x.add_argument('ref'); x.add_argument('out')
    x.add_argument('--nodes', type=int, required=True); x.add_argument('--warm', type=int, default=0)
    x.add_argument('engine', nargs='+')
    x = sub.add_parser('report'); x.add_argument('out', nargs='+')
    a = p.parse_args()
    {'extract': extract, 'ref': ref, 'test': test, 'report': report}[a.cmd](a)


if __name__ == '__main__':
    main()
