package kirin.usi;

import kirin.book.BookHit;
import kirin.book.BookOptions;
import kirin.core.Evaluator;
import kirin.core.Position;
import kirin.core.mate.BackgroundMate;
import kirin.core.mate.MateSolver;
import kirin.core.search.Search;
import kirin.core.search.SearchLimits;
import kirin.core.search.SearchOptions;
import kirin.core.search.TranspositionTable;

/**
 * The engine's session state between commands: the current position, the options, the transposition table and
 * the search thread. Commands share state through this one object rather than through statics. Every method runs
 * on the command loop's thread; the search thread only sees what a search is given when it starts.
 *
 * <p>Rules that a GUI can observe:
 * <ul>
 *   <li>{@code isready} while a search thinks answers {@code readyok} at once and leaves the search alone; the
 *       initialisation it would do waits for the next {@code isready} when idle. The first idle one also runs a
 *       short warm-up search ({@link Warmup}).</li>
 *   <li>The transposition table is allocated at the first {@code isready} (or {@code go}), resized to
 *       {@code USI_Hash} at an idle {@code isready}, and cleared at the first {@code isready} after a
 *       {@code gameover} and at {@code usinewgame}.</li>
 *   <li>{@code setoption} during a search only affects later searches.</li>
 * </ul>
 */
public final class Engine {
    private final UsiOutput out;
    private final EvalSource evalSource;
    private final EngineOptions options;
    private final SearchRunner runner;
    private final BookSource book = new BookSource();
    private final MateRunner mateRunner;
    /** The mate solver of {@code go mate} and of {@code MateInPlay}, with a table of {@code MateHash} MiB. */
    private MateSolver mateSolver;
    private volatile Position position = Position.startpos();

    private TranspositionTable tt;
    private int ttMegabytes;
    /**
     * The search every {@code go} runs, kept so that its helper threads ({@code Threads} above 1) and per-thread
     * arrays serve every move; made again when the table or the evaluator it was made for is replaced.
     */
    private Search search;
    private TranspositionTable searchTable;
    private Evaluator searchEvaluator;
    /** The table holds entries from earlier searches. */
    private boolean ttUsed;
    /** A game ended: clear the table at the next idle {@code isready}. */
    private boolean clearPending;
    private boolean warmedUp;
    private final DrawModelSource drawModels = new DrawModelSource();

    /**
     * An engine answering on {@code out} that evaluates with copies of {@code evaluator} until an idle
     * {@code isready} finds evaluation files in {@code EvalDir} ({@link EvalSource}).
     */
    public Engine(UsiOutput out, Evaluator evaluator) {
        this.out = out;
        this.evalSource = new EvalSource(evaluator);
        this.options = new EngineOptions(this::clearHashButton);
        this.runner = new SearchRunner(out, book);
        this.mateRunner = new MateRunner(out);
    }

    UsiOutput out() {
        return out;
    }

    EngineOptions options() {
        return options;
    }

    EvalSource evalSource() {
        return evalSource;
    }

    /** The evaluator to search with, with the current {@code FV_SCALE} applied; no search may be running. */
    Evaluator evaluator() {
        evalSource.fvScale(options.fvScale.getInt());
        return evalSource.evaluator();
    }

    DrawModelSource drawModels() {
        return drawModels;
    }

    /** The draw model the search uses now (loaded, DrawModel on, a draw value not 0), or null. */
    kirin.eval.draw.DrawModel activeDrawModel() {
        return drawModels.active(options.drawModel.get(), options.drawValueBlack.getInt(),
                options.drawValueWhite.getInt()) ? drawModels.model() : null;
    }

    BookSource book() {
        return book;
    }

    /** The current position, with the game history replayed from the last {@code position} command. */
    public Position position() {
        return position;
    }

    /** Replaces the current position; callers build the new one completely first, so a failed command keeps the old. */
    public void setPosition(Position position) {
        this.position = position;
    }

    /** True while a search runs that has not been told to stop. */
    boolean thinking() {
        return runner.thinking();
    }

    /** {@code isready}: heavy initialisation when idle, then {@code readyok}. */
    void isReady() {
        runner.awaitStopped();
        if (!runner.thinking()) {
            if (evalSource.prepare(options.evalDir.get(), out)) {
                warmedUp = false; // warm the new evaluator's code too
            }
            drawModels.prepare(options.evalDir.get(), out);
            if (!warmedUp) {
                Warmup.run(evaluator());
                warmedUp = true;
            }
            book.prepare(options, out);
            prepareTable(true);
            if (clearPending && ttUsed) {
                clearTable();
            }
            clearPending = false;
        }
        out.line("readyok");
    }

    /** {@code usinewgame}: forget the previous game's search results. */
    void newGame() {
        runner.awaitStopped();
        if (runner.thinking()) {
            clearPending = true;
        } else if (ttUsed) {
            clearTable();
        }
    }

    /** {@code gameover}: stop a running search (it still answers with its bestmove); a new game comes next. */
    void gameOver() {
        runner.stop();
        clearPending = true;
    }

    /** {@code stop}: ends a search (answered by bestmove) or a mate search (answered by checkmate). */
    void stop() {
        runner.stop();
        mateRunner.stop();
    }

    /** Stops any search and waits for its answer ({@code quit}, end of input, a new {@code go}). */
    void stopAndWait() {
        runner.stopAndWait();
        mateRunner.stopAndWait();
    }

    /**
     * {@code go mate}: a mate search of the current position for {@code millis} ms (0 = until {@code stop}),
     * answered with {@code checkmate} on the mate thread (see {@link MateRunner}).
     */
    void goMate(long millis) {
        stopAndWait();
        mateRunner.start(mateSolver(), position, millis, options.mateMaxPly.getInt());
    }

    /** The mate solver, (re)allocated to {@code MateHash} MiB; no search or mate search may be running. */
    private MateSolver mateSolver() {
        int mb = options.mateHash.getInt();
        if (mateSolver == null || mateSolver.table().megabytes() != mb) {
            if (mateSolver != null) {
                mateSolver.close();
                mateSolver = null;
            }
            try {
                mateSolver = new MateSolver(mb);
            } catch (OutOfMemoryError | RuntimeException e) {
                out.error("cannot allocate a " + mb + " MB mate table (" + e + "); using 16 MB");
                mateSolver = new MateSolver(16);
            }
        }
        return mateSolver;
    }

    /** The end of the session: stops any search, waits for its bestmove and ends the search's helper threads. */
    void shutdown() {
        runner.stopAndWait();
        mateRunner.stopAndWait();
        if (search != null) {
            search.setThreads(1);
        }
    }

    /**
     * {@code go} with search limits (the tokens after {@code go}). A running search is stopped and answered first.
     * A malformed command is reported and answered with {@code bestmove resign}, so that a GUI waiting for a
     * bestmove is never left waiting.
     */
    void go(Tokens args) {
        long start = System.nanoTime(); // the GUI's clock runs from here, also while a previous search is stopped
        stopAndWait();
        Position root = position;
        SearchLimits limits;
        try {
            limits = GoParser.parse(args, root, out::warning);
        } catch (UsiException e) {
            out.error(e.getMessage());
            out.line("bestmove resign");
            return;
        }
        BookOptions bookOptions = options.bookOptions();
        if (!limits.infinite) {
            BookHit hit = book.probe(root, bookOptions, limits.searchMoves);
            if (hit != null) {
                runner.start(new SearchRunner.Session(null, root, limits, options.searchOptions(), tt, start, hit,
                        bookOptions));
                return;
            }
        }
        start(root, limits, options.searchOptions(), start, bookOptions);
    }

    /**
     * {@code ponderhit}, optionally with YaneuraOu's clock tokens ({@code ponderhit btime B wtime W byoyomi Y}, or
     * {@code binc}/{@code winc}). When the {@code go ponder} had a clock, its times stand and the tokens are
     * ignored. When it had none (ShogiHome's "early ponder"), the search cannot take a clock half way, so it is
     * replaced by a new search of the same position with the clock given here; the new one starts from the
     * transposition table the ponder search filled, and only its bestmove is printed.
     */
    void ponderhit(Tokens args) {
        SearchRunner.Session s = runner.current();
        if (s == null || !s.pondering()) {
            return;
        }
        boolean hadClock = s.limits.hasClock || s.limits.moveTime > 0;
        if (!args.hasNext() || hadClock || s.bookHit != null) {
            runner.ponderhit();
            return;
        }
        long start = System.nanoTime();
        SearchLimits limits;
        try {
            limits = GoParser.parse(args, s.root, out::warning);
        } catch (UsiException e) {
            out.error("ponderhit: " + e.getMessage());
            runner.ponderhit();
            return;
        }
        limits.ponder = false;
        limits.searchMoves = s.limits.searchMoves;
        runner.abandon();
        start(s.root, limits, s.options, start, s.bookOptions);
    }

    private void start(Position root, SearchLimits limits, SearchOptions searchOptions, long startNanos,
                       BookOptions bookOptions) {
        prepareTable(false);
        ttUsed = true;
        SearchRunner.Session session = new SearchRunner.Session(search(), root, limits, searchOptions, tt, startNanos,
                null, bookOptions.ownBook ? bookOptions : null);
        session.drawModel = activeDrawModel();
        if (options.mateInPlay.get()) {
            session.mate = new BackgroundMate(mateSolver());
            session.mateMaxPly = options.mateMaxPly.getInt();
        }
        runner.start(session);
    }

    /** The search for the next {@code go}, with {@code Threads} threads; no search may be running. */
    /** The evaluator a search uses: {@link #evaluator()}, shifted by the draw model when that is on. */
    Evaluator searchEvaluator() {
        return drawModels.searchEvaluator(evaluator(), options.drawModel.get(), options.drawValueBlack.getInt(),
                options.drawValueWhite.getInt());
    }

    private Search search() {
        Evaluator e = searchEvaluator();
        if (search == null || searchTable != tt || searchEvaluator != e) {
            if (search != null) {
                search.setThreads(1); // ends the old helpers
            }
            search = new Search(tt, e.copy());
            searchTable = tt;
            searchEvaluator = e;
        }
        search.setThreads(options.threads.getInt());
        return search;
    }

    /** Allocates the table if there is none; with {@code resize}, also brings it to {@code USI_Hash}. */
    private void prepareTable(boolean resize) {
        int mb = options.hash.getInt();
        if (tt != null && (!resize || mb == ttMegabytes)) {
            return;
        }
        try {
            if (tt == null) {
                tt = new TranspositionTable(mb);
            } else {
                tt.resize(mb);
            }
            // The interim table accepts some sizes it cannot hold and fails only when used; find out now.
            tt.hashfull();
            ttMegabytes = mb;
            ttUsed = false;
        } catch (OutOfMemoryError | RuntimeException e) {
            int fallback = tt == null || ttMegabytes == 0 ? 16 : ttMegabytes;
            out.error("cannot allocate a " + mb + " MB hash table (" + e + "); using " + fallback + " MB");
            tt = null; // a failed resize may leave the table unusable: start from a fresh one
            tt = new TranspositionTable(fallback);
            ttMegabytes = fallback;
            ttUsed = false;
        }
    }

    private void clearTable() {
        tt.clear();
        ttUsed = false;
        if (search != null) {
            search.clearHistory();
        }
    }

    /** The {@code ClearHash} button. */
    private void clearHashButton() throws UsiException {
        if (runner.thinking()) {
            throw new UsiException("ClearHash: cannot clear the hash table during a search");
        }
        runner.awaitStopped();
        if (tt != null) {
            clearTable();
        }
    }
}
