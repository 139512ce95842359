#!/bin/bash
# jvm_flags.sh ROUNDS "FLAGS"...: the issue's gensfen (loop 100000, Threads 2, zero tables in /tmp/gs/zero) through
# ./kirin with each set of JVM flags in turn ("" for none), ROUNDS times; one line per run (drive.py's first line).
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
rounds=$1
shift
for ((i = 0; i < rounds; i++)); do
  for flags in "$@"; do
    echo -n "[$flags] "
    KIRIN_JAVA_OPTS="$flags" NICE=0 python3 "$here/drive.py" kirin 2 100000 /tmp/gs/kirin.bin 2>&1 | head -1
  done
done
