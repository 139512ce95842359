#!/usr/bin/env bash
# Installs the reference opponents for `./kirin match` from Debian's packages when they are missing:
#   gpsshogi        -> /usr/games/gpsusi          (USI engine of GPSShogi)
#   fairy-stockfish -> /usr/games/fairy-stockfish (multi-variant; speaks USI for shogi, see the README)
# Needs root (or sudo) and apt-get. Safe to run again: it does nothing when both are present.
set -euo pipefail
# shellcheck source=apt-install.sh
source "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh"

missing=()
[[ -x /usr/games/gpsusi ]] || missing+=(gpsshogi)
[[ -x /usr/games/fairy-stockfish ]] || missing+=(fairy-stockfish)
if [[ ${#missing[@]} -eq 0 ]]; then
    echo "install-opponents: gpsusi and fairy-stockfish are already installed" >&2
    exit 0
fi

apt_install install-opponents "${missing[@]}"
ls -l /usr/games/gpsusi /usr/games/fairy-stockfish >&2
