#!/usr/bin/env bash
# Throughput of gensfen without Spark, on Spark local[2] and on a two-Worker standalone cluster on the loopback
# (one core each), and the time and memory of a shuffle of SHUFFLE_RECORDS records (README.md beside this file).
#
#   bash docs/experiments/2026-11-29-spark-scale-out/throughput.sh [plain] [local] [cluster] [shuffle-local]
#        [shuffle-cluster]                                    (no argument: all five)
#
# Environment: POSITIONS (200000), TOKENS ("depth 3"), SEED (1), SHUFFLE_RECORDS (10000000), WORK (a temp dir),
# NICE ("nice -n 19": the machine is shared). Each measurement appends a row to $WORK/results.csv:
#   what,positions_or_records,wall_s,per_s,cpu_s,per_cpu_s,peak_rss_mb,notes
# CPU seconds are the processes' user+sys from /usr/bin/time, the fairer comparison on a loaded machine. For the
# cluster that is the driver's only: the executors run in the Workers' JVMs, and Spark's task CPU time does not count
# gensfen's generator thread; read the executors' CPU from the Workers' process accounting instead (or compare
# wall-clock on an idle machine).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
POSITIONS="${POSITIONS:-200000}"
TOKENS="${TOKENS:-depth 3}"
SEED="${SEED:-1}"
SHUFFLE_RECORDS="${SHUFFLE_RECORDS:-10000000}"
WORK="${WORK:-$(mktemp -d /tmp/kirin-spark-bench.XXXXXX)}"
NICE="${NICE:-nice -n 19}"
export SPARK_LOCAL_IP=127.0.0.1
mkdir -p "$WORK"
CSV="$WORK/results.csv"
[[ -f "$CSV" ]] || echo "what,positions_or_records,wall_s,per_s,cpu_s,per_cpu_s,peak_rss_mb,notes" > "$CSV"
log() { echo "throughput.sh: $*" >&2; }
timed() { # label, command...: runs it under /usr/bin/time -v, output in $WORK/label.{out,err,time}
    local label="$1"
    shift
    /usr/bin/time -v -o "$WORK/$label.time" "$@" > "$WORK/$label.out" 2> "$WORK/$label.err"
}
cpu_of() { awk -F': ' '/User time|System time/ {s += $2} END {printf "%.1f", s}' "$WORK/$1.time"; }
rss_of() { awk -F': ' '/Maximum resident set size/ {printf "%.0f", $2 / 1024}' "$WORK/$1.time"; }
wall_of() { awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; printf "%.1f", s}' "$WORK/$1.time"; }
row() { # what n wall cpu rss notes
    awk -v w="$1" -v n="$2" -v t="$3" -v c="$4" -v r="$5" -v x="$6" \
        'BEGIN {printf "%s,%d,%.1f,%.0f,%.1f,%.0f,%s,%s\n", w, n, t, n / t, c, n / c, r, x}' | tee -a "$CSV"
}

CLUSTER_PID=""
MASTER=""
start_cluster() {
    [[ -n "$MASTER" ]] && return
    WORK="$WORK/cluster" CLUSTER_ONLY=1 bash "$ROOT/scale/src/it/cluster.sh" > "$WORK/cluster.url" \
        2> "$WORK/cluster.err" &
    CLUSTER_PID=$!
    local i
    for ((i = 0; i < 600; i++)); do
        MASTER="$(head -1 "$WORK/cluster.url" 2> /dev/null || true)"
        [[ -n "$MASTER" ]] && return
        sleep 1
    done
    log "the cluster did not start (see $WORK/cluster.err)"
    exit 1
}
stop_cluster() {
    if [[ -n "$CLUSTER_PID" ]]; then
        kill "$CLUSTER_PID" 2> /dev/null || true
        wait "$CLUSTER_PID" 2> /dev/null || true
    fi
}
trap stop_cluster EXIT

# Builds first, so that no measurement includes them.
$NICE "$ROOT/kirin-spark" --help > /dev/null 2>&1 || true
printf 'quit\n' | $NICE "$ROOT/kirin" > /dev/null 2>&1

plain() {
    log "plain gensfen, Threads 2, $POSITIONS positions ($TOKENS)"
    printf 'setoption name Threads value 2\nisready\ngensfen %s loop %d seed %d output_file_name %s\nquit\n' \
        "$TOKENS" "$POSITIONS" "$SEED" "$WORK/plain.bin" > "$WORK/plain.in"
    timed plain $NICE "$ROOT/kirin" < "$WORK/plain.in"
    local secs
    secs="$(sed -n 's/.*gensfen: [0-9]* positions from [0-9]* games in \([0-9.]*\) s.*/\1/p' "$WORK/plain.out")"
    row "gensfen plain Threads 2" "$POSITIONS" "$secs" "$(cpu_of plain)" "$(rss_of plain)" \
        "wall = gensfen's own time; cpu = the whole JVM"
}

spark_gensfen() { # label master tasks
    rm -rf "$WORK/$1-out"
    timed "$1" $NICE "$ROOT/kirin-spark" gensfen --master "$2" --tasks "$3" --out "$WORK/$1-out" \
        $TOKENS loop "$POSITIONS" seed "$SEED"
    local secs
    secs="$(sed -n 's/^gensfen: [0-9]* positions in [0-9]* shards in \([0-9.]*\) s.*/\1/p' "$WORK/$1.out")"
    echo "$secs"
}

local2() {
    log "kirin-spark gensfen --master local[2] --tasks 2"
    read -r secs <<< "$(spark_gensfen local 'local[2]' 2)"
    row "gensfen kirin-spark local[2]" "$POSITIONS" "$secs" "$(cpu_of local)" "$(rss_of local)" \
        "wall = the job's time; cpu = the whole JVM (driver and executor)"
}

cluster() {
    start_cluster
    log "kirin-spark gensfen --master $MASTER --tasks 2 (two one-core Workers)"
    read -r secs <<< "$(spark_gensfen cluster "$MASTER" 2)"
    row "gensfen kirin-spark two-worker cluster" "$POSITIONS" "$secs" "$(cpu_of cluster)" "$(rss_of cluster)" \
        "cpu and rss = the driver's only (executors are the Workers' children)"
}

records() {
    if [[ ! -f "$WORK/random.bin" ]]; then
        log "making $SHUFFLE_RECORDS random 40-byte records"
        head -c "$((SHUFFLE_RECORDS * 40))" /dev/urandom > "$WORK/random.bin"
    fi
}

shuffle_on() { # label master
    records
    rm -rf "$WORK/$1-out"
    log "kirin-spark shuffle of $SHUFFLE_RECORDS records on $2"
    timed "$1" $NICE "$ROOT/kirin-spark" shuffle --master "$2" --shards 10 --seed 1 --out "$WORK/$1-out" \
        "$WORK/random.bin"
    local secs metrics
    secs="$(sed -n 's/.* in \([0-9.]*\) s to .*/\1/p' "$WORK/$1.out")"
    metrics="$(grep 'task-thread CPU' "$WORK/$1.err" | tail -1 | sed 's/^kirin-spark shuffle: //; s/,/;/g')"
    row "shuffle $2" "$SHUFFLE_RECORDS" "$secs" "$(cpu_of "$1")" "$(rss_of "$1")" "$metrics"
}

what=("$@")
[[ ${#what[@]} -gt 0 ]] || what=(plain local cluster shuffle-local shuffle-cluster)
for w in "${what[@]}"; do
    case "$w" in
        plain) plain ;;
        local) local2 ;;
        cluster) cluster ;;
        shuffle-local) shuffle_on shuffle-local 'local[2]' ;;
        shuffle-cluster) start_cluster; shuffle_on shuffle-cluster "$MASTER" ;;
        *) log "unknown measurement '$w'"; exit 2 ;;
    esac
done
log "results in $CSV"
