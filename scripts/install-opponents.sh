#!/usr/bin/env bash
# Installs the reference opponents for `./kirin match` from Debian's packages when they are missing:
#   gpsshogi        -> /usr/games/gpsusi          (USI engine of GPSShogi)
#   fairy-stockfish -> /usr/games/fairy-stockfish (multi-variant; speaks USI for shogi, see the README)
# Needs root (or sudo) and apt-get. Safe to run again: it does nothing when both are present.
set -euo pipefail

missing=()
[[ -x /usr/games/gpsusi ]] || missing+=(gpsshogi)
[[ -x /usr/games/fairy-stockfish ]] || missing+=(fairy-stockfish)
if [[ ${#missing[@]} -eq 0 ]]; then
    echo "install-opponents: gpsusi and fairy-stockfish are already installed" >&2
    exit 0
fi

as_root=()
if [[ "$(id -u)" -ne 0 ]]; then
    command -v sudo > /dev/null || { echo "install-opponents: need root or sudo for apt-get" >&2; exit 1; }
    as_root=(sudo)
fi
command -v apt-get > /dev/null || { echo "install-opponents: apt-get not found (Debian/Ubuntu only)" >&2; exit 1; }

echo "install-opponents: installing ${missing[*]}" >&2
"${as_root[@]}" apt-get update -q >&2
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
ls -l /usr/games/gpsusi /usr/games/fairy-stockfish >&2
