#!/usr/bin/env bash
# Books for the draw data: GPS Shogi's joseki.dat imported, and explicit bishop-exchange (kakugawari) lines.
set -euo pipefail
cd /work/draw-data
J=(java -Xss16m -XX:+UseParallelGC -Xlog:disable -Xlog:all=warning:stderr --add-opens java.base/java.nio=ALL-UNNAMED --add-opens java.base/sun.nio.ch=ALL-UNNAMED --add-modules jdk.incubator.vector -jar kirin-gen.jar)
printf 'usi\nmakebook from_gps /usr/share/gpsshogi-data/data/joseki.dat book/user_book1.db\nmakebook from_sfen kaku.sfen book/user_book2.db moves 40\nquit\n' | nice -n 19 "${J[@]}"
