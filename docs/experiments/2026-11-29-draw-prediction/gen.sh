#!/usr/bin/env bash
# Draw data: self-play from realistic openings. Run A opens from GPS Shogi's imported book (user_book1.db), run B from
# explicit bishop-exchange lines (user_book2.db); after the book, 2 moves drawn among the 4 best (within 40) vary the
# games. White values a draw at +100 cp and black at -100 (DrawValueWhite/Black), as in top computer shogi where
# white steers into repetitions and black avoids them. Depth 3-4, drawn games written (result 0), the game-end code in byte 39. Stopped by SIGTERM after $SECS s.
set -euo pipefail
cd /work/draw-data
SECS=${SECS:-3000}
J=(java -Xss16m -XX:+UseParallelGC -Xlog:disable -Xlog:all=warning:stderr --add-opens java.base/java.nio=ALL-UNNAMED --add-opens java.base/sun.nio.ch=ALL-UNNAMED --add-modules jdk.incubator.vector -jar kirin-gen.jar)
run() { # name book seed
    { printf 'usi\nsetoption name Threads value 1\nsetoption name EvalDir value /work/wt-draw/eval\n'
      printf 'setoption name BookDir value /work/draw-data/book\nsetoption name BookFile value %s\n' "$2"
      printf 'setoption name DrawValueBlack value -100\nsetoption name DrawValueWhite value 100\n'
      printf 'setoption name BookMoves value 60\nsetoption name BookEvalDiff value 99999\n'
      printf 'setoption name BookEvalBlackLimit value -99999\nsetoption name BookEvalWhiteLimit value -99999\n'
      printf 'setoption name IgnoreBookPly value true\nisready\n'
      printf 'gensfen depth 3 depth2 4 loop 100000000 output_file_name %s.bin seed %s write_maxply 320 ' "$1" "$3"
      printf 'write_out_draw_game_in_training_data_generation 1 random_move_minply -1 random_move_count 2 '
      printf 'random_multi_pv 4 random_multi_pv_diff 40 random_multi_pv_depth 3\n'
      sleep "$SECS"; } | timeout -s TERM $((SECS + 5)) nice -n 19 "${J[@]}" > "$1.out" 2> "$1.log" || true
}
run gps user_book1.db 4401 &
run kaku user_book2.db 4402 &
wait
