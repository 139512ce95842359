package kirin.learn.train;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import kirin.eval.EvalFiles;
import kirin.eval.KppTables;

/**
 * What the learner writes into its save folder: the evaluation tables (YaneuraOu's KK/KKP/KPP files, with the
 * {@code Check Sum = <hex>} line of the saved tables and YaneuraOu's {@code save_eval()} lines), {@code loss.csv}
 * and {@code loss.png} (the loss curve so far). The final save can write the tables on a thread of its own
 * ({@link #writeTablesAsync}) while the last loss line searches.
 */
public final class LearnSaves {
    private final KppTables tables;
    private final Path saveDir;
    private final Consumer<String> log;
    /** The learner's loss curve, read when written. */
    private final List<Learner.LossPoint> curve;

    LearnSaves(KppTables tables, Path saveDir, Consumer<String> log, List<Learner.LossPoint> curve) {
        this.tables = tables;
        this.saveDir = saveDir;
        this.log = log;
        this.curve = curve;
    }

    /** A save during training: the tables into {@code dir}, then the loss curve beside the saves. */
    void save(Path dir) throws IOException {
        log.accept("save_eval() start. folder = " + dir);
        saved(dir, writeTables(dir));
        writeCurve();
    }

    /** Writes the tables into {@code dir}; returns their check sum. */
    private long writeTables(Path dir) throws IOException {
        long sum = tables.checkSum();
        EvalFiles.save(tables, dir);
        return sum;
    }

    /** The closing lines of a save into {@code dir}, with the check sum of what was written. */
    void saved(Path dir, long checkSum) {
        log.accept("Check Sum = " + Long.toHexString(checkSum));
        log.accept("save_eval() finished. folder = " + dir);
    }

    /** {@link #writeTables} on a thread of its own. */
    CompletableFuture<Long> writeTablesAsync(Path dir) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return writeTables(dir);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, r -> {
            Thread t = new Thread(r, "learn-save");
            t.setDaemon(true);
            t.start();
        });
    }

    /**
     * Waits for {@link #writeTablesAsync}, uninterruptibly (the files must be whole before anything else happens),
     * and returns the check sum; its IOException comes out unwrapped.
     */
    static long join(CompletableFuture<Long> writing) throws IOException {
        try {
            return writing.join();
        } catch (CompletionException e) {
            Throwable c = e.getCause();
            if (c instanceof UncheckedIOException u) {
                throw u.getCause();
            }
            if (c instanceof Error err) {
                throw err;
            }
            throw c instanceof RuntimeException r ? r : e;
        }
    }

    /** Writes loss.csv and loss.png into the save folder. */
    void writeCurve() throws IOException {
        writeCurve(saveDir, curve, log);
    }

    /**
     * Writes {@code curve} as {@code loss.csv} and {@code loss.png} into {@code saveDir} (each atomically); a chart
     * that cannot be drawn is reported to {@code log}. Shared by the KPP and NNUE learners.
     */
    public static void writeCurve(Path saveDir, List<Learner.LossPoint> curve, Consumer<String> log)
            throws IOException {
        Files.createDirectories(saveDir);
        Path csv = saveDir.resolve("loss.csv");
        Path tmp = saveDir.resolve("loss.csv.tmp");
        try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            w.write("records,epoch,eta,train_loss,test_loss,test_cross_entropy_eval,test_cross_entropy_win,norm,"
                    + "move_accuracy\n");
            for (Learner.LossPoint p : curve) {
                w.write(String.format(Locale.ROOT, "%d,%d,%s,%s,%s,%s,%s,%s,%s%n", p.records(), p.epoch(), p.eta(),
                        num(p.trainLoss()), num(p.testLoss()), num(p.testCrossEntropyEval()),
                        num(p.testCrossEntropyWin()), num(p.norm()), num(p.moveAccuracy())));
            }
        }
        Files.move(tmp, csv, StandardCopyOption.REPLACE_EXISTING);
        try {
            LossPlot.write(curve, saveDir.resolve("loss.png"));
        } catch (RuntimeException | Error e) {
            // The chart library starts AWT, which cannot start once the JVM is exiting (Ctrl-C before any chart was
            // drawn): the tables and loss.csv are saved, and the closing summary must still be printed.
            log.accept("learn: loss.png not drawn: " + e);
        }
    }

    private static String num(double x) {
        return Double.isNaN(x) ? "" : Double.toString(x);
    }
}
