#!/bin/bash
# Optimiser and rounding comparison on the first 600,000 records of /work/r5/gensfen.bin (5,000 held out).
name=$1; shift
printf "usi\nsetoption name Threads value 1\nsetoption name EvalDir value /tmp/nt/empty\nsetoption name EvalSaveDir value /tmp/nt/cmp-$name\nisready\nlearn nn_init random seed 1 lambda 1.0 nn_batch_size 4000 batchsize 100000 loss_output_interval 100000 eval_save_interval 100000000 validation_size 5000 $* /tmp/nt/cmp.bin\nquit\n" \
  | KIRIN_DEFAULT_EVAL=none nice -n 19 java -Xss16m -Xmx4g -XX:+UseParallelGC -cp /tmp/nt/train.jar kirin.usi.Main > /tmp/nt/cmp-$name.log 2>&1
