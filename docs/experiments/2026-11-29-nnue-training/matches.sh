#!/bin/bash
# The evaluation-only matches (not timed): depth 1 (plus quiescence), one game at a time, nice 19.
cd /tmp/nt
nice -n 19 java -cp /tmp/nt/train.jar kirin.usi.Main match \
  -engine name=trained cmd=/tmp/nt/k-nnue.sh option.EvalDir=/tmp/nt/main/save/final \
  -engine name=init cmd=/tmp/nt/k-nnue.sh option.EvalDir=/tmp/nt/main/save/init \
  -each tc=depth:1 handshake=1200000 -games 200 -concurrency 1 -openings random=8 seed=4501 -out /tmp/nt/m-init > /tmp/nt/m-init.log 2>&1 &
nice -n 19 java -cp /tmp/nt/train.jar kirin.usi.Main match \
  -engine name=trained cmd=/tmp/nt/k-nnue.sh option.EvalDir=/tmp/nt/main/save/final \
  -engine name=kpp cmd=/tmp/nt/k-kpp.sh option.EvalDir=/tmp/nt/empty \
  -each tc=depth:1 handshake=1200000 -games 200 -concurrency 1 -openings random=8 seed=4502 -out /tmp/nt/m-kpp > /tmp/nt/m-kpp.log 2>&1 &
wait
