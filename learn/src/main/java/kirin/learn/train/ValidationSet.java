package kirin.learn.train;

import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.search.QuietListener;
import kirin.core.search.Search;
import kirin.core.search.SearchLimits;
import kirin.core.search.SearchOptions;
import kirin.core.search.SearchResult;
import kirin.core.search.TranspositionTable;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import kirin.learn.PackedSfenValue;
import kirin.learn.RawPosition;

/**
 * The learner's held-out records and the test half of its loss line: taken from the validation file or from the
 * first records of the training files (whose positions are then excluded from training by hash key), and searched
 * for the test loss and the move accuracy (how often a depth-1 search answers with the recorded move).
 */
public final class ValidationSet {
    /** Runs a list of tasks and waits for them all (the learner's worker pool). */
    @FunctionalInterface
    interface TaskRunner {
        void runAll(List<Callable<Void>> tasks) throws IOException;
    }

    /** A measurement: the test loss sums over the set and the number of recorded moves the search found. */
    record Measure(ElmoLoss.Sums test, int hits) {}

    private final RecordFilter filter;
    private final KppTables tables;
    private final SearchOptions searchOptions;
    private final LongOpenHashSet keys = new LongOpenHashSet();
    /**
     * The held-out records, kept packed (40 bytes each) and decoded when searched: kept as positions (about 25 KB
     * each with their history arrays), 19,168 of them took 480 MB of heap.
     */
    private final List<PackedSfenValue> records = new ArrayList<>();
    /** Corrupt records met while taking the set. */
    private long corrupt;

    /** @param tables the evaluation tables the searches read (null if {@link #measure} is not used) */
    public ValidationSet(RecordFilter filter, KppTables tables, SearchOptions searchOptions) {
        this.filter = filter;
        this.tables = tables;
        this.searchOptions = searchOptions;
    }

    /**
     * Takes the set as a learner's options say: all of the file {@code validation_set_file_name} (in {@code basedir})
     * if one is given, else the first {@code validation_size} records of {@code training}, whose positions are then
     * excluded from training; logs what it took. Returns how many training records it took (0 with a file).
     */
    public long load(LearnOptions o, RecordStream training, Consumer<String> log) throws IOException {
        if (o.validationSetFileName != null) {
            Path vf = Path.of(o.baseDir, o.validationSetFileName);
            log.accept("open validation file = " + vf);
            try (RecordStream vs = new RecordStream(List.of(vf), 1)) {
                load(vs, Integer.MAX_VALUE, false);
            }
        } else {
            load(training, o.validationSize, true);
        }
        log.accept("validation set : " + size() + " positions");
        return o.validationSetFileName == null ? size() : 0;
    }

    /**
     * Takes up to {@code max} records from {@code s}: the well-formed ones the filter would train on join the set;
     * with {@code exclude}, the key of every well-formed one is remembered for {@link #excludes}.
     */
    public void load(RecordStream s, int max, boolean exclude) throws IOException {
        byte[] buf = new byte[PackedSfenValue.BYTES * 1024];
        // One position decoded into over and over: a new one per record (about 25 KB with its history arrays) made
        // half a gigabyte of garbage for 20,000 records.
        RawPosition raw = new RawPosition();
        Position scratch = null;
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int taken = 0;
        while (taken < max) {
            int n = s.read(buf, Math.min(1024, max - taken));
            if (n == 0) {
                break;
            }
            taken += n;
            for (int r = 0; r < n; r++) {
                PackedSfenValue v = PackedSfenValue.read(buf, r * PackedSfenValue.BYTES);
                Position pos = RecordFilter.decode(v, raw, scratch);
                if (pos == null) {
                    corrupt++;
                    continue;
                }
                scratch = pos;
                if (exclude) {
                    keys.add(pos.key());
                }
                if (filter.preFilter(v, null) < 0 && filter.positionFilter(pos, moves) < 0) {
                    records.add(v);
                }
            }
        }
    }

    /** True if a position with hash key {@code key} was taken from the training files for this set. */
    public boolean excludes(long key) {
        return keys.contains(key);
    }

    public int size() {
        return records.size();
    }

    public boolean isEmpty() {
        return records.isEmpty();
    }

    /** The held-out records (for a learner that measures them its own way: the NNUE learner). */
    public List<PackedSfenValue> records() {
        return java.util.Collections.unmodifiableList(records);
    }

    /** Corrupt records met while taking the set. */
    public long corrupt() {
        return corrupt;
    }

    /**
     * Searches the whole set, cut into {@code threads} contiguous parts run by {@code runner}, each searched in order
     * by its own fresh searchers: so a measure is the same from run to run at a given thread count (the searches'
     * tables carry over from one position to the next) and equal to the one-thread measure with one thread.
     */
    Measure measure(int threads, ElmoLoss loss, TaskRunner runner) throws IOException {
        int parts = Math.min(threads, records.size());
        ElmoLoss.Sums[] partSums = new ElmoLoss.Sums[parts];
        int[] partHits = new int[parts];
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int i = 0; i < parts; i++) {
            int part = i;
            int from = (int) ((long) records.size() * i / parts);
            int to = (int) ((long) records.size() * (i + 1) / parts);
            tasks.add(() -> {
                partSums[part] = loss.newSums();
                partHits[part] = validate(from, to, partSums[part]);
                return null;
            });
        }
        runner.runAll(tasks);
        ElmoLoss.Sums test = loss.newSums();
        int hits = 0;
        for (int i = 0; i < parts; i++) {
            if (partSums[i] != null) {
                test.add(partSums[i]);
                hits += partHits[i];
            }
        }
        return new Measure(test, hits);
    }

    /**
     * Searches records {@code from} (inclusive) to {@code to}: adds each one's test loss terms to {@code test} and
     * returns how many of them the depth-1 search answers with the recorded move.
     */
    private int validate(int from, int to, ElmoLoss.Sums test) {
        LeafSearch ls = new LeafSearch(new KppEvaluator(tables), searchOptions);
        // A depth-1 search: the table for that depth, as gensfen's.
        Search search = new Search(TranspositionTable.ofKilobytes(TranspositionTable.kilobytesForDepth(1)),
                new KppEvaluator(tables));
        SearchLimits limits = new SearchLimits();
        limits.depth = 1;
        int hits = 0;
        RawPosition raw = new RawPosition();
        Position pos = null;
        for (int i = from; i < to; i++) {
            PackedSfenValue v = records.get(i);
            pos = RecordFilter.decode(v, raw, pos); // decoded once already, when the set was taken
            LeafSearch.Leaf leaf = ls.search(pos);
            test.add(v.score(), leaf.shallow(), v.gameResult());
            SearchResult r = search.go(pos, limits, searchOptions, QuietListener.INSTANCE);
            int expected = MoveGenerator.legalFrom16(pos, v.move());
            if (r.bestMove == expected && expected != Move.NONE) {
                hits++;
            }
        }
        return hits;
    }
}
