#!/usr/bin/env bash
# Installs GPS Shogi's opening book and the tools to check Kirin's importer against it, from Debian's packages:
#   gpsshogi-data -> /usr/share/gpsshogi-data/data/joseki.dat  (the book, OpenShogiLib's binary format)
#   gpsshogi      -> /usr/games/gpsshell                        (reads the same book with OpenShogiLib's code)
#   libosl-dev    -> /usr/include/osl/book/openingBook.h        (the headers that document the format)
# Needs root (or sudo) and apt-get. Safe to run again: it does nothing when everything is present.
set -euo pipefail
# shellcheck source=apt-install.sh
source "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh"

missing=()
[[ -f /usr/share/gpsshogi-data/data/joseki.dat ]] || missing+=(gpsshogi-data)
[[ -x /usr/games/gpsshell ]] || missing+=(gpsshogi)
[[ -f /usr/include/osl/book/openingBook.h ]] || missing+=(libosl-dev)
if [[ ${#missing[@]} -eq 0 ]]; then
    echo "install-gps: joseki.dat, gpsshell and the OSL headers are already installed" >&2
    exit 0
fi

apt_install install-gps "${missing[@]}"
ls -l /usr/share/gpsshogi-data/data/joseki.dat /usr/games/gpsshell /usr/include/osl/book/openingBook.h >&2
