#!/usr/bin/env bash
# Installs GPS Shogi's opening book and the tools to check Kirin's importer against it, from Debian's packages:
#   gpsshogi-data -> /usr/share/gpsshogi-data/data/joseki.dat  (the book, OpenShogiLib's binary format)
#   gpsshogi      -> /usr/games/gpsshell                        (reads the same book with OpenShogiLib's code)
#   libosl-dev    -> /usr/include/osl/book/openingBook.h        (the headers that document the format)
# Needs root (or sudo) and apt-get. Safe to run again: it does nothing when everything is present.
set -euo pipefail

missing=()
[[ -f /usr/share/gpsshogi-data/data/joseki.dat ]] || missing+=(gpsshogi-data)
[[ -x /usr/games/gpsshell ]] || missing+=(gpsshogi)
[[ -f /usr/include/osl/book/openingBook.h ]] || missing+=(libosl-dev)
if [[ ${#missing[@]} -eq 0 ]]; then
    echo "install-gps: joseki.dat, gpsshell and the OSL headers are already installed" >&2
    exit 0
fi

as_root=()
if [[ "$(id -u)" -ne 0 ]]; then
    command -v sudo > /dev/null || { echo "install-gps: need root or sudo for apt-get" >&2; exit 1; }
    as_root=(sudo)
fi
command -v apt-get > /dev/null || { echo "install-gps: apt-get not found (Debian/Ubuntu only)" >&2; exit 1; }

echo "install-gps: installing ${missing[*]}" >&2
"${as_root[@]}" apt-get update -q >&2
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
ls -l /usr/share/gpsshogi-data/data/joseki.dat /usr/games/gpsshell /usr/include/osl/book/openingBook.h >&2
