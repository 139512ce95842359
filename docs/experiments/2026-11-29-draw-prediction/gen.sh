#!/usr/bin/env bash
# Draw data: self-play from realistic openings. Run "gps" opens from GPS Shogi's imported book (user_book1.db), run
# "kaku" from explicit bishop-exchange lines (user_book2.db); after the book, 2 moves drawn among the 4 best (within
# 40) vary the games. White values a draw at +100 cp and black at -100 (DrawValueWhite/Black), as in top computer
# shogi where white steers into repetitions and black avoids them. Depth 3-4, drawn games written (result 0), the
# game-end code in byte 39. One engine per book, Threads 1 each; stopped by SIGTERM after SECS seconds (whole
# records: gensfen finishes its file on SIGTERM). Resumable: gensfen appends, so a second run adds to the files.
#   K: the launcher (default this repository's ./kirin); BOOKS: the folder of mkbook.sh's books
#   OUT: the run's folder (gps.bin, kaku.bin, and each engine's output); SECS (default 3000); NICE (default 19);
#   SEED: the first of the two gensfen seeds (default 4401; use a new one for each run into the same folder)
#   DVB, DVW: DrawValueBlack and DrawValueWhite (default -100 and 100)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
K=${K:-$HERE/../../../kirin}; BOOKS=${BOOKS:-/work/draw-data/book}; OUT=${OUT:?set OUT to the run folder}
SECS=${SECS:-3000}; NICE=${NICE:-19}; SEED=${SEED:-4401}; DVB=${DVB:--100}; DVW=${DVW:-100}
mkdir -p "$OUT/empty"; cd "$OUT"
run() { # name book seed
    { printf 'usi\nsetoption name Threads value 1\nsetoption name EvalDir value %s\n' "$OUT/empty"
      printf 'setoption name BookDir value %s\nsetoption name BookFile value %s\n' "$BOOKS" "$2"
      printf 'setoption name DrawValueBlack value %s\nsetoption name DrawValueWhite value %s\n' "$DVB" "$DVW"
      printf 'setoption name BookMoves value 60\nsetoption name BookEvalDiff value 99999\n'
      printf 'setoption name BookEvalBlackLimit value -99999\nsetoption name BookEvalWhiteLimit value -99999\n'
      printf 'setoption name IgnoreBookPly value true\nisready\n'
      printf 'gensfen depth 3 depth2 4 loop 100000000 output_file_name %s.bin seed %s write_maxply 320 ' "$1" "$3"
      printf 'write_out_draw_game_in_training_data_generation 1 random_move_minply -1 random_move_count 2 '
      printf 'random_multi_pv 4 random_multi_pv_diff 40 random_multi_pv_depth 3\n'
      sleep "$SECS"; } | timeout -s TERM $((SECS + 5)) nice -n "$NICE" "$K" > "$1.out.$3" 2> "$1.log.$3" || true
}
run gps user_book1.db "$SEED" &
run kaku user_book2.db $((SEED + 1)) &
wait
