#!/usr/bin/env bash
# runf.sh SWITCHES [ARGS...]: runs ./kirin with the search switches SWITCHES flipped (comma-separated names of
# kirin.core.search.AlphaBeta's Ablation switches, e.g. NULL_MOVE or FUTILITY,PROBCUT; NONE for the default search),
# so that a match can set one build against itself with one technique switched the other way:
#   ./kirin match -engine name=default cmd=docs/experiments/2026-11-24-search-techniques/runf.sh arg=NONE \
#     -engine name=no-NULL_MOVE cmd=docs/experiments/2026-11-24-search-techniques/runf.sh arg=NULL_MOVE -each tc=nodes:40000 ...
# Do not rebuild the jar while a match runs: both engines and the runner load it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
[[ $# -ge 1 ]] || { echo "usage: runf.sh SWITCHES|NONE [ARGS...]" >&2; exit 2; }
flip="$1"
shift
if [[ "$flip" != NONE ]]; then
    export KIRIN_JAVA_OPTS="${KIRIN_JAVA_OPTS:-} -Dkirin.flip=$flip"
fi
exec "$root/kirin" "$@"
