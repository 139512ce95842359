#!/usr/bin/env bash
# Expert game records for `learn bonanza`: Fairy-Stockfish 11.1 plays itself with `./kirin match` and the games are
# joined into one multi-game CSA file (games separated by a line "/", as Bonanza's records.csa).
#
#   bash scripts/expert_games.sh [-n GAMES] [-c CONCURRENCY] [-t MOVETIME_MS] [-r RANDOM_PLIES] [-s SEED]
#                                      [-m TIMEMARGIN_MS] [-o OUTPUT.csa] [-d MATCH_DIR]
#
# Defaults: 1000 games, 2 at a time, movetime 100 ms, 4 random opening plies, seed 1, a time margin of 1000 ms
# (the match runner forfeits a move later than movetime + margin: a generous margin keeps a busy machine from
# cutting games short, and the engine still thinks for movetime), output expert.csa, match folder
# expert-match-<seed> (game-0001.csa, ... and the match's own summary files are kept there). On this
# 2-core machine a game takes about 5 s at these settings, so 1000 games take about 80 minutes.
#
# The engines: Fairy-Stockfish (installed by scripts/install-opponents.sh when missing), one thread and a
# 64 MB hash each (option Hash), the shogi variant (UCI_Variant=shogi, which is also what it picks by itself when it
# is started with `usi`). The random opening plies give the games variety (the engine is nearly deterministic at a
# fixed movetime); they are not expert moves, and the match runner marks their end with the comment
# "end of opening (N plies)", which `learn bonanza` honours by not learning from those positions.
#
# Ctrl-C stops the match after the games under way (the match runner's behaviour); the games finished so far are
# still joined. Re-running with the same -d continues nothing: choose a new folder (or seed) for more games and
# pass both CSA files to `learn bonanza`.
set -euo pipefail

games=1000
concurrency=2
movetime=100
random_plies=4
seed=1
margin=1000
output=expert.csa
match_dir=""
while getopts "n:c:t:r:s:m:o:d:h" opt; do
    case "$opt" in
        n) games="$OPTARG" ;;
        c) concurrency="$OPTARG" ;;
        t) movetime="$OPTARG" ;;
        r) random_plies="$OPTARG" ;;
        s) seed="$OPTARG" ;;
        m) margin="$OPTARG" ;;
        o) output="$OPTARG" ;;
        d) match_dir="$OPTARG" ;;
        *) sed -n '2,23p' "$0" >&2; exit 2 ;;
    esac
done
match_dir="${match_dir:-expert-match-$seed}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
engine=/usr/games/fairy-stockfish

[[ -x "$engine" ]] || bash "$root/scripts/install-opponents.sh"
[[ -x "$engine" ]] || { echo "expert_games: $engine is missing" >&2; exit 1; }
if [[ -e "$match_dir" ]] && compgen -G "$match_dir/game-*.csa" > /dev/null; then
    echo "expert_games: $match_dir already holds games; choose another -d or -s" >&2
    exit 1
fi

# Ctrl-C reaches the match runner (same process group), which finishes its games; the script goes on to join them.
trap ':' INT
status=0
"$root/kirin" match \
    -engine name=fairy-stockfish-1 cmd="$engine" \
    -engine name=fairy-stockfish-2 cmd="$engine" \
    -each tc=movetime:"$movetime" timemargin="$margin" option.Threads=1 option.Hash=64 option.UCI_Variant=shogi \
    -games "$games" -concurrency "$concurrency" -openings random="$random_plies" seed="$seed" \
    -out "$match_dir" >&2 || status=$?
trap - INT

shopt -s nullglob
files=("$match_dir"/game-*.csa)
if [[ ${#files[@]} -eq 0 ]]; then
    echo "expert_games: no game was played (match exit status $status)" >&2
    exit 1
fi
# Written beside the target and renamed, so that an existing output is replaced whole or not at all.
tmp="$output.tmp.$$"
first=1
for f in "${files[@]}"; do
    if [[ $first -eq 0 ]]; then
        echo "/" >> "$tmp"
    fi
    cat "$f" >> "$tmp"
    first=0
done
mv -f "$tmp" "$output"
echo "expert_games: ${#files[@]} games joined into $output (match folder $match_dir, match exit status $status)" >&2
exit "$status"
