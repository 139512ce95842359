#!/bin/bash
# The first experiment's training run (docs/experiments/2026-11-29-nnue-training).
printf 'usi\nsetoption name Threads value 2\nsetoption name EvalDir value /tmp/nt/empty\nsetoption name EvalSaveDir value /tmp/nt/main/save\nisready\nlearn nn_init random seed 1 lambda 1.0 nn_batch_size 4000 batchsize 100000 loss_output_interval 500000 eval_save_interval 2000000 newbob_decay 0.5 newbob_num_trials 3 validation_size 10000 /work/r5/gensfen.bin\nquit\n' \
  | KIRIN_DEFAULT_EVAL=none nice -n 19 java -Xss16m -Xmx6g -XX:+UseParallelGC -cp /tmp/nt/train.jar kirin.usi.Main > /tmp/nt/main/learn.log 2>&1
