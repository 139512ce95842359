#!/usr/bin/env bash
# Integration check of ./kirin-spark on a real standalone Spark cluster on the loopback (docs/training.md,
# "Scale-out on Spark"): a Master and two Workers with one core each, then
#   1. gensfen of $POSITIONS positions (default 200,000) in $TASKS tasks; one Worker is killed (SIGKILL, its executor
#      goes with it) once the job has made progress; the job must still finish with exactly $POSITIONS records in
#      $TASKS whole shards and no partial shard or temporary file;
#   2. stats over the shards: no corrupt record, no illegal move;
#   3. shuffle into 4 shards: equal sizes, the same multiset of records as the input;
#   4. a $GAMES-game match (default 40) of ./kirin against itself at tc $TC (default nodes:2000): "Finished match",
#      $GAMES games saved;
# then stops the cluster (also on failure or Ctrl-C). Opt-in for CI (it takes minutes): run it as
#   bash scale/src/it/cluster.sh            (from the repository; WORK=folder to keep the outputs, default a temp dir)
# CLUSTER_ONLY=1 only starts the cluster, prints its master URL and keeps it until SIGTERM (for measurements).
# Every process binds to 127.0.0.1 only. Prints "cluster check passed" and exits 0 when every check holds.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
POSITIONS="${POSITIONS:-200000}"
TASKS="${TASKS:-8}"
GENSFEN_TOKENS="${GENSFEN_TOKENS:-depth 3}"
GAMES="${GAMES:-40}"
TC="${TC:-nodes:2000}"
MASTER_PORT="${MASTER_PORT:-17077}"
WORK="${WORK:-$(mktemp -d /tmp/kirin-spark-it.XXXXXX)}"
NICE="${NICE:-nice -n 19}"
# How long a Master or Worker may take to come up (minutes on a loaded machine at nice 19).
STARTUP_SECONDS="${STARTUP_SECONDS:-600}"
export SPARK_LOCAL_IP=127.0.0.1 SPARK_SCALA_VERSION=2.13
MASTER="spark://127.0.0.1:$MASTER_PORT"
mkdir -p "$WORK"
log() { echo "cluster.sh: $*" >&2; }
fail() { log "FAILED: $*"; exit 1; }

# The launcher builds scale/target/kirin-spark.jar and scale/target/lib (Spark's jars) on first use; ./kirin its jar.
$NICE "$ROOT/kirin-spark" --help > /dev/null 2>&1 || true
[[ -d "$ROOT/scale/target/lib" ]] || fail "scale/target/lib missing after the build"
printf 'quit\n' | $NICE "$ROOT/kirin" > /dev/null 2>&1 || fail "./kirin does not start"
LIB="$ROOT/scale/target/lib"
# A SPARK_HOME whose jars/ are the launcher's copies: Workers start executors with SPARK_HOME/jars/* as class path.
export SPARK_HOME="$WORK/spark-home"
mkdir -p "$SPARK_HOME"
ln -sfn "$LIB" "$SPARK_HOME/jars"
JAVA="${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}/bin/java"
[[ -x "$JAVA" ]] || JAVA="$(command -v java)"
OPENS=(--add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.lang.invoke=ALL-UNNAMED
    --add-opens=java.base/java.nio=ALL-UNNAMED --add-opens=java.base/sun.nio.ch=ALL-UNNAMED
    --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/java.util.concurrent=ALL-UNNAMED
    --add-opens=java.base/jdk.internal.ref=ALL-UNNAMED -Dio.netty.tryReflectionSetAccessible=true)

PIDS=()
stop_cluster() {
    local p
    for p in "${PIDS[@]}"; do
        kill "$p" 2> /dev/null || true
    done
    for p in "${PIDS[@]}"; do
        wait "$p" 2> /dev/null || true
    done
    log "cluster stopped (outputs in $WORK)"
}
trap stop_cluster EXIT
trap 'exit 143' TERM INT

wait_for() { # file pattern seconds
    local i
    for ((i = 0; i < $3; i++)); do
        grep -q "$2" "$1" 2> /dev/null && return 0
        sleep 1
    done
    fail "'$2' did not appear in $1 within $3 s"
}

$NICE "$JAVA" "${OPENS[@]}" -Xmx512m -cp "$LIB/*" org.apache.spark.deploy.master.Master --host 127.0.0.1 \
    --port "$MASTER_PORT" --webui-port 0 > "$WORK/master.log" 2>&1 &
PIDS+=($!)
wait_for "$WORK/master.log" "I have been elected leader" "$STARTUP_SECONDS"
WORKER_PIDS=()
for i in 1 2; do
    mkdir -p "$WORK/worker$i"
    $NICE "$JAVA" "${OPENS[@]}" -Xmx512m -cp "$LIB/*" org.apache.spark.deploy.worker.Worker --host 127.0.0.1 \
        --cores 1 --memory 2g --webui-port 0 --work-dir "$WORK/worker$i" "$MASTER" > "$WORK/worker$i.log" 2>&1 &
    PIDS+=($!)
    WORKER_PIDS+=($!)
done
for i in 1 2; do wait_for "$WORK/worker$i.log" "Successfully registered with master" "$STARTUP_SECONDS"; done
log "cluster up: $MASTER, two Workers with one core each (logs in $WORK)"
if [[ "${CLUSTER_ONLY:-0}" == 1 ]]; then
    # For measurements (docs/experiments/2026-11-29-spark-scale-out/throughput.sh): the master's URL on stdout, then
    # the cluster runs until this script is sent SIGTERM.
    echo "$MASTER"
    while true; do sleep 1; done
fi

# 1. gensfen, with Worker 2 killed once positions are being made.
start=$(date +%s)
$NICE "$ROOT/kirin-spark" gensfen --master "$MASTER" --tasks "$TASKS" --out "$WORK/gensfen" \
    --conf spark.executor.memory=1g $GENSFEN_TOKENS loop "$POSITIONS" seed 2026 \
    > "$WORK/gensfen.out" 2> "$WORK/gensfen.err" &
GENSFEN=$!
PIDS+=($GENSFEN)
wait_for "$WORK/gensfen.err" "gensfen: [1-9][0-9]* of" $((3 * STARTUP_SECONDS))
log "gensfen is making positions: $(grep 'gensfen: [0-9]* of' "$WORK/gensfen.err" | tail -1)"
kill -9 "${WORKER_PIDS[1]}"
log "killed Worker 2 (pid ${WORKER_PIDS[1]}) in the middle of gensfen"
wait "$GENSFEN" || fail "gensfen failed after the Worker was killed (see $WORK/gensfen.err)"
log "gensfen: $(cat "$WORK/gensfen.out") ($(($(date +%s) - start)) s in all)"
shards=("$WORK"/gensfen/part-*.bin)
[[ ${#shards[@]} -eq $TASKS ]] || fail "${#shards[@]} shards, $TASKS expected"
[[ ! -e "$WORK/gensfen/_tmp" ]] || fail "temporary files left in $WORK/gensfen/_tmp"
total=0
for s in "${shards[@]}"; do
    size=$(stat -c %s "$s")
    (( size % 40 == 0 )) || fail "$s is not whole records ($size bytes)"
    total=$((total + size / 40))
done
[[ $total -eq $POSITIONS ]] || fail "$total records, $POSITIONS expected"
log "gensfen check: $TASKS whole shards, $total records, no partial shard"
# Worker 2 again, for the rest.
$NICE "$JAVA" "${OPENS[@]}" -Xmx512m -cp "$LIB/*" org.apache.spark.deploy.worker.Worker --host 127.0.0.1 \
    --cores 1 --memory 2g --webui-port 0 --work-dir "$WORK/worker2" "$MASTER" > "$WORK/worker2b.log" 2>&1 &
PIDS+=($!)
wait_for "$WORK/worker2b.log" "Successfully registered with master" "$STARTUP_SECONDS"
log "Worker 2 restarted"

# 2. stats.
$NICE "$ROOT/kirin-spark" stats --master "$MASTER" "$WORK/gensfen" > "$WORK/stats.out" 2> "$WORK/stats.err" \
    || fail "stats failed (see $WORK/stats.err)"
grep -q "^records $POSITIONS " "$WORK/stats.out" || fail "stats counted other records: $(head -3 "$WORK/stats.out")"
grep -q "^corrupt records 0" "$WORK/stats.out" || fail "corrupt records: $(grep corrupt "$WORK/stats.out")"
grep -q "^moves: illegal 0 " "$WORK/stats.out" || fail "illegal moves: $(grep illegal "$WORK/stats.out")"
log "stats check: every record decodes, every move legal"

# 3. shuffle.
$NICE "$ROOT/kirin-spark" shuffle --master "$MASTER" --shards 4 --seed 7 --out "$WORK/shuffled" "$WORK/gensfen" \
    > "$WORK/shuffle.out" 2> "$WORK/shuffle.err" || fail "shuffle failed (see $WORK/shuffle.err)"
log "shuffle: $(cat "$WORK/shuffle.out")"
python3 - "$WORK/gensfen" "$WORK/shuffled" "$POSITIONS" <<'PY' || fail "shuffle check"
import os, sys
def records(d):
    out = []
    for n in sorted(os.listdir(d)):
        if n.endswith(".bin"):
            b = open(os.path.join(d, n), "rb").read()
            out += [b[i:i + 40] for i in range(0, len(b), 40)]
    return out
a, b = records(sys.argv[1]), records(sys.argv[2])
sizes = {os.path.getsize(os.path.join(sys.argv[2], n)) for n in os.listdir(sys.argv[2]) if n.endswith(".bin")}
assert len(b) == int(sys.argv[3]), len(b)
assert sorted(a) == sorted(b), "not the same multiset"
assert a != b, "order unchanged"
assert len(sizes) == 1, sizes
print("cluster.sh: shuffle check: a permutation of the input in 4 shards of %d records" % (sizes.pop() // 40),
      file=sys.stderr)
PY

# 4. match.
$NICE "$ROOT/kirin-spark" match --master "$MASTER" -engine name=kirin-a cmd="$ROOT/kirin" \
    -engine name=kirin-b cmd="$ROOT/kirin" -each tc="$TC" -games "$GAMES" -openings random=8 seed=1 \
    -out "$WORK/match" > "$WORK/match.out" 2> "$WORK/match.err" || fail "match failed (see $WORK/match.err)"
grep -q "^Finished match" "$WORK/match.out" || fail "no 'Finished match'"
[[ $(wc -l < "$WORK/match/games.sfen") -eq $GAMES ]] || fail "$(wc -l < "$WORK/match/games.sfen") games saved"
log "match: $(head -1 "$WORK/match.out"); $(grep Pentanomial "$WORK/match.out")"
echo "cluster check passed"
