package kirin.learn.train;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kirin.learn.TokenValues;

/**
 * The tokens of YaneuraOu's {@code learn} command and their defaults (interop.md 3.2). As in YaneuraOu every token
 * that is not an option is a file name. {@code save_only_once} and {@code no_shuffle} take no value; every other
 * option takes one. The mode tokens ({@code convert_plain}, {@code shuffle}, ...) are recorded in {@link #mode}.
 */
public final class LearnOptions {
    private static final TokenValues V = new TokenValues("learn");

    public static final long DEFAULT_BATCH = 1_000_000;

    public long batchSize = DEFAULT_BATCH;
    public int loop = 1;
    public String baseDir = "";
    public String targetDir = null;
    public double eta1 = 0;
    public double eta2 = 0;
    public double eta3 = 0;
    public long eta1Epoch = 0;
    public long eta2Epoch = 0;
    public double lambda = 0.33;
    public double lambda2 = 0.33;
    public int lambdaLimit = 32000;
    public double discountRate = 0;
    public boolean freezeKk;
    public boolean freezeKkp;
    public boolean freezeKpp;
    public int reductionGameply = 1;
    public int evalLimit = 32000;
    public boolean saveOnlyOnce;
    public boolean noShuffle;
    public long evalSaveInterval = 1_000_000_000L;
    /** 0 = the mini-batch size. */
    public long lossOutputInterval = 0;
    public int mirrorPercentage = 0;
    public String validationSetFileName = null;
    public String outputFileName = "shuffled_sfen.bin";
    /** {@code null} for training, else the mode token given ({@code convert_plain}, {@code shuffle}, ...). */
    public String mode = null;
    /** Kirin: records read and shuffled per chunk (YaneuraOu: 10,000,000). */
    public int chunkSize = 10_000_000;
    /** Kirin: records held out for the test loss when no validation file is given (YaneuraOu: 2000). */
    public int validationSize = 2000;
    /** Kirin: seed of the shuffle and of reduction_gameply; 0 = from the clock. */
    public long seed = 0;
    /**
     * Kirin: {@code use_draw_games_in_training 1} trains on (and validates with) records of drawn games (result 0),
     * whose win-rate target is then 0.5 (interop.md 3.3: t = (result + 1) / 2), as YaneuraOu built with
     * {@code LEARN_GENSFEN_USE_DRAW_RESULT}; the name is the Stockfish-NNUE learner's. Off by default: draws are
     * skipped, as in YaneuraOu's default build.
     */
    public boolean useDraws = false;
    public final List<String> files = new ArrayList<>();

    // ---- the NNUE learner's tokens (kirin.learn.nnue.NnueLearner); the KPP learner ignores them ----
    /** Records per gradient step of the NNUE learner (YaneuraOu's {@code nn_batch_size}). */
    public int nnBatchSize = 1000;
    /** At each save the test loss is compared with the best so far: if worse, the net goes back to the best and
     *  eta is multiplied by this (YaneuraOu's {@code newbob_decay}; 1 = off). */
    public double newbobDecay = 1.0;
    /** Training stops after this many rejected saves in a row (YaneuraOu's {@code newbob_num_trials}). */
    public int newbobNumTrials = 2;
    /** Kirin: {@code nn_optimizer adam} (default) or {@code sgd}. */
    public String nnOptimizer = "adam";
    /** Kirin: {@code nn_init random} or {@code zero} trains a new net instead of the loaded one; null = the loaded. */
    public String nnInit = null;
    /**
     * Kirin: quantisation-aware rounding in the forward pass ({@code nn_qat 1}, the default: a lower test loss of the
     * saved net than without, 0.5521 against 0.5577, in docs/experiments/2026-11-29-nnue-training).
     */
    public boolean nnQat = true;
    /** Kirin: skip records whose position is in check or whose recorded move captures ({@code nn_skip_noisy}). */
    public boolean nnSkipNoisy = true;

    /** Parses the tokens after {@code learn}. */
    public static LearnOptions parse(List<String> tokens) {
        LearnOptions o = new LearnOptions();
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i);
            switch (t) {
                case "save_only_once" -> o.saveOnlyOnce = true;
                case "no_shuffle" -> o.noShuffle = true;
                case "convert_plain", "convert_bin", "shuffle", "shuffleq", "shufflem" -> o.mode = t;
                case "bat", "batchsize", "loop", "basedir", "targetdir", "eta", "eta1", "eta2", "eta3", "eta1_epoch",
                     "eta2_epoch", "lambda", "lambda2", "lambda_limit", "discount_rate", "freeze_kk", "freeze_kkp",
                     "freeze_kpp", "reduction_gameply", "eval_limit", "eval_save_interval", "loss_output_interval",
                     "mirror_percentage", "validation_set_file_name", "output_file_name", "chunk_size",
                     "validation_size", "seed", "use_draw_games_in_training", "nn_batch_size", "newbob_decay",
                     "newbob_num_trials", "nn_optimizer", "nn_init", "nn_qat", "nn_skip_noisy" -> {
                    if (i + 1 >= tokens.size()) {
                        throw new IllegalArgumentException("learn: '" + t + "' needs a value");
                    }
                    o.set(t, tokens.get(++i));
                }
                default -> o.files.add(t);
            }
        }
        return o;
    }

    private void set(String name, String v) {
        switch (name) {
            case "bat" -> batchSize = V.longIn(name, v, 1, Long.MAX_VALUE / 10_000) * 10_000;
            case "batchsize" -> batchSize = V.longIn(name, v, 1, Integer.MAX_VALUE);
            case "loop" -> loop = (int) V.longIn(name, v, 1, Integer.MAX_VALUE);
            case "basedir" -> baseDir = v;
            case "targetdir" -> targetDir = v;
            case "eta", "eta1" -> eta1 = V.number(name, v);
            case "eta2" -> eta2 = V.number(name, v);
            case "eta3" -> eta3 = V.number(name, v);
            case "eta1_epoch" -> eta1Epoch = V.longIn(name, v, 0, Long.MAX_VALUE);
            case "eta2_epoch" -> eta2Epoch = V.longIn(name, v, 0, Long.MAX_VALUE);
            case "lambda" -> lambda = V.number(name, v);
            case "lambda2" -> lambda2 = V.number(name, v);
            case "lambda_limit" -> lambdaLimit = (int) V.longIn(name, v, 0, Integer.MAX_VALUE);
            case "discount_rate" -> discountRate = V.number(name, v);
            case "freeze_kk" -> freezeKk = V.bool(name, v);
            case "freeze_kkp" -> freezeKkp = V.bool(name, v);
            case "freeze_kpp" -> freezeKpp = V.bool(name, v);
            case "reduction_gameply" -> reductionGameply = (int) V.longIn(name, v, 1, Integer.MAX_VALUE);
            case "eval_limit" -> evalLimit = (int) V.longIn(name, v, 0, Integer.MAX_VALUE);
            case "eval_save_interval" -> evalSaveInterval = V.longIn(name, v, 1, Long.MAX_VALUE);
            case "loss_output_interval" -> lossOutputInterval = V.longIn(name, v, 0, Long.MAX_VALUE);
            case "mirror_percentage" -> mirrorPercentage = (int) V.longIn(name, v, 0, 100);
            case "validation_set_file_name" -> validationSetFileName = v;
            case "output_file_name" -> outputFileName = v;
            case "chunk_size" -> chunkSize = (int) V.longIn(name, v, 1, Integer.MAX_VALUE);
            case "validation_size" -> validationSize = (int) V.longIn(name, v, 0, Integer.MAX_VALUE);
            case "seed" -> seed = V.longIn(name, v, Long.MIN_VALUE, Long.MAX_VALUE);
            case "use_draw_games_in_training" -> useDraws = V.bool(name, v);
            case "nn_batch_size" -> nnBatchSize = (int) V.longIn(name, v, 1, 100_000_000);
            case "newbob_decay" -> newbobDecay = V.number(name, v);
            case "newbob_num_trials" -> newbobNumTrials = (int) V.longIn(name, v, 1, Integer.MAX_VALUE);
            case "nn_optimizer" -> nnOptimizer = oneOf(name, v, "adam", "sgd");
            case "nn_init" -> nnInit = oneOf(name, v, "random", "zero");
            case "nn_qat" -> nnQat = V.bool(name, v);
            case "nn_skip_noisy" -> nnSkipNoisy = V.bool(name, v);
            default -> throw new IllegalArgumentException("learn: unknown option " + name);
        }
    }

    private static String oneOf(String name, String v, String... allowed) {
        for (String a : allowed) {
            if (a.equals(v)) {
                return v;
            }
        }
        throw new IllegalArgumentException("learn: " + name + " must be one of " + String.join(", ", allowed)
                + ", got '" + v + "'");
    }

    /** eta1, with YaneuraOu's 0 meaning 30. */
    public double eta1() {
        return eta1 == 0 ? 30.0 : eta1;
    }

    public double eta2() {
        return eta2 == 0 ? 30.0 : eta2;
    }

    public double eta3() {
        return eta3 == 0 ? 30.0 : eta3;
    }

    /**
     * The learning rate at {@code epoch} (mini-batches done): linear from eta1 to eta2 over [0, eta1_epoch), then
     * from eta2 to eta3 up to eta2_epoch, then eta3; a stage whose epoch is 0 is skipped (eta1 stays, or eta2).
     */
    public double eta(long epoch) {
        if (eta1Epoch == 0) {
            return eta1();
        }
        if (epoch < eta1Epoch) {
            return eta1() + (eta2() - eta1()) * epoch / eta1Epoch;
        }
        if (eta2Epoch == 0) {
            return eta2();
        }
        if (epoch < eta2Epoch) {
            return eta2() + (eta3() - eta2()) * (epoch - eta1Epoch) / Math.max(1, eta2Epoch - eta1Epoch);
        }
        return eta3();
    }

    /** loss_output_interval, or the mini-batch size when it is 0. */
    public long lossInterval() {
        return lossOutputInterval > 0 ? lossOutputInterval : batchSize;
    }

    /** The parameter dump of interop.md 3.4, one {@code label : value} line each. */
    public List<String> describe(String command, List<String> fileNames) {
        List<String> l = new ArrayList<>();
        l.add("learn command , " + command);
        l.add("learn from " + String.join(" , ", fileNames));
        l.add("base dir        : " + baseDir);
        l.add("target dir      : " + (targetDir == null ? "" : targetDir));
        l.add("loop              : " + loop);
        l.add("eval_limit        : " + evalLimit);
        l.add("save_only_once    : " + saveOnlyOnce);
        l.add("no_shuffle        : " + noShuffle);
        l.add("Gradient Method   : AdaGrad");
        l.add("Loss Function     : ELMO_METHOD(WCSC27)");
        l.add("mini-batch size   : " + batchSize);
        l.add(String.format(Locale.ROOT, "learning rate     : %s , %s , %s", eta1(), eta2(), eta3()));
        l.add("eta_epoch         : " + eta1Epoch + " , " + eta2Epoch);
        l.add("discount rate     : " + discountRate);
        l.add("reduction_gameply : " + reductionGameply);
        l.add("LAMBDA            : " + lambda);
        l.add("LAMBDA2           : " + lambda2);
        l.add("LAMBDA_LIMIT      : " + lambdaLimit);
        l.add("mirror_percentage : " + mirrorPercentage);
        l.add("eval_save_interval  : " + evalSaveInterval + " sfens");
        l.add("loss_output_interval: " + lossInterval() + " sfens");
        l.add("freeze_kk/kkp/kpp : " + freezeKk + " , " + freezeKkp + " , " + freezeKpp);
        l.add("use_draw_games_in_training : " + useDraws);
        return l;
    }
}
