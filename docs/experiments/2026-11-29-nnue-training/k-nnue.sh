#!/bin/bash
# An engine for the evaluation-only matches: the training jar, no shipped default to fall back on.
KIRIN_DEFAULT_EVAL=none exec nice -n 19 java -Xss16m -XX:+UseParallelGC -Xlog:disable -Xlog:all=warning:stderr --add-opens java.base/java.nio=ALL-UNNAMED --add-opens java.base/sun.nio.ch=ALL-UNNAMED --add-modules jdk.incubator.vector -cp /tmp/nt/train.jar kirin.usi.Main
