#!/bin/bash
# The shipped KPP default (eval/kirin-default.kce of this branch's main) with the same jar.
KIRIN_DEFAULT_EVAL=/work/wt-nnue-train/eval/kirin-default.kce exec nice -n 19 java -Xss16m -XX:+UseParallelGC -Xlog:disable -Xlog:all=warning:stderr --add-opens java.base/java.nio=ALL-UNNAMED --add-opens java.base/sun.nio.ch=ALL-UNNAMED --add-modules jdk.incubator.vector -cp /tmp/nt/train.jar kirin.usi.Main
