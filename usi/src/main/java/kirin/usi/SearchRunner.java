package kirin.usi;

import kirin.book.BookHit;
import kirin.book.BookOptions;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Uninterruptibly;
import kirin.core.mate.BackgroundMate;
import kirin.core.mate.MateResult;
import kirin.core.search.Search;
import kirin.core.search.SearchLimits;
import kirin.core.search.SearchOptions;
import kirin.core.search.SearchResult;
import kirin.core.search.TranspositionTable;

import java.util.List;

/**
 * Runs one search at a time on a dedicated thread, so that the command loop keeps reading while it thinks. The
 * search thread prints the search's {@code info} lines and, once {@link Search#go} has returned, one final
 * {@code info} line and exactly one {@code bestmove}. Every method is called by the command loop's thread only.
 */
final class SearchRunner {
    /** Generous: the search recurses up to its maximum ply, quiescence included. */
    private static final long STACK_BYTES = 64L << 20;

    /** One {@code go}: its inputs and the thread that answers it. */
    static final class Session {
        final Search search;
        final Position root;
        final SearchLimits limits;
        final SearchOptions options;
        final long startNanos;
        private final TranspositionTable tt;
        /** The book's move, when this {@code go} is answered from the book instead of a search; else null. */
        final BookHit bookHit;
        /** Book settings for the ponder move from the book, or null when the book is not used. */
        final BookOptions bookOptions;
        private Thread thread;
        /** Set to drop the bestmove of a search replaced by another (see {@link Engine#ponderhit}). */
        private volatile boolean silent;
        // volatile: a book answer waits on the search thread for the command thread's stop or ponderhit
        private volatile boolean stopRequested;
        private volatile boolean ponderPending;
        /** Set just before the bestmove is printed: the session is over for the GUI, though its thread may live on. */
        private volatile boolean answered;
        /** The mate solver to run beside the search ({@code MateInPlay}), or null. */
        BackgroundMate mate;
        /** Its bound on the mate length. */
        int mateMaxPly;
        /** The draw model the search shifts values with, or null: its P(draw) of the PV's end is reported. */
        kirin.eval.draw.DrawModel drawModel;

        Session(Search search, Position root, SearchLimits limits, SearchOptions options, TranspositionTable tt,
                long startNanos) {
            this(search, root, limits, options, tt, startNanos, null, null);
        }

        Session(Search search, Position root, SearchLimits limits, SearchOptions options, TranspositionTable tt,
                long startNanos, BookHit bookHit, BookOptions bookOptions) {
            this.bookHit = bookHit;
            this.bookOptions = bookOptions;
            this.search = search;
            this.root = root;
            this.limits = limits;
            this.options = options;
            this.tt = tt;
            this.startNanos = startNanos;
            this.ponderPending = limits.ponder;
        }

        /** True while the search ponders, waiting for {@code ponderhit} or {@code stop}. */
        boolean pondering() {
            return ponderPending && !stopRequested;
        }
    }

    private final UsiOutput out;
    private final BookSource book;
    private Session current;

    SearchRunner(UsiOutput out, BookSource book) {
        this.out = out;
        this.book = book;
    }

    /** The running search's session, or null when idle. */
    Session current() {
        if (current != null && !current.thread.isAlive()) {
            Uninterruptibly.join(current.thread);
            current = null;
        }
        return current;
    }

    /** True while a search runs that has not been asked to stop. */
    boolean thinking() {
        Session s = current();
        return s != null && !s.stopRequested && !s.answered;
    }

    /** Starts {@code session} on a new search thread; a search still running is stopped and answered first. */
    void start(Session session) {
        stopAndWait();
        if (session.bookHit == null) {
            session.search.prepare(session.limits.ponder);
        }
        session.thread = new Thread(null, () -> run(session), "kirin-search", STACK_BYTES);
        session.thread.setDaemon(true);
        current = session;
        session.thread.start();
    }

    /** Asks the running search to stop; its thread prints the bestmove. Nothing happens when idle. */
    void stop() {
        Session s = current();
        if (s != null) {
            s.stopRequested = true;
            s.ponderPending = false;
            if (s.bookHit == null) {
                s.search.stop();
            }
        }
    }

    /** Forwards {@code ponderhit} to a pondering search; ignored otherwise (late ponderhits are harmless). */
    void ponderhit() {
        Session s = current();
        if (s != null && s.pondering()) {
            s.ponderPending = false;
            if (s.bookHit == null) {
                s.search.ponderhit();
            }
        }
    }

    /** Stops the running search, if any, and waits until its bestmove has been printed. */
    void stopAndWait() {
        Session s = current();
        if (s != null) {
            stop();
            Uninterruptibly.join(s.thread);
            current = null;
        }
    }

    /** Waits for a search that was asked to stop or has answered; a search still thinking is left alone. */
    void awaitStopped() {
        Session s = current();
        if (s != null && (s.stopRequested || s.answered)) {
            Uninterruptibly.join(s.thread);
            current = null;
        }
    }

    /** Stops the running search without printing its bestmove, and waits for its thread to end. */
    void abandon() {
        Session s = current();
        if (s != null) {
            s.silent = true;
            stopAndWait();
        }
    }

    /** The search thread's body: search, then the final info line and the bestmove as one block. */
    private void run(Session s) {
        if (s.bookHit != null) {
            answerFromBook(s);
            return;
        }
        InfoWriter info = new InfoWriter(out, s.options.multiPv > 1, s.startNanos);
        SearchResult r = null;
        if (s.mate != null) {
            // A proved mate ends a timed search early; a ponder or infinite search must wait for the GUI.
            boolean mayStop = !s.limits.ponder && !s.limits.infinite;
            s.mate.start(s.root, s.mateMaxPly, mayStop ? s.search::stop : null);
        }
        try {
            r = s.search.go(s.root, s.limits, s.options, info, s.startNanos);
        } catch (Exception | StackOverflowError e) {
            // A bug: report it and still answer, so that the GUI is never left waiting.
            out.error("internal error in search: " + e);
            e.printStackTrace();
        }
        if (s.mate != null) {
            MateResult m = s.mate.finish();
            SearchResult chosen = MateInPlay.prefer(r, m);
            if (chosen != r && !s.silent) {
                out.info("mate solver: mate in " + m.moves.length + " (" + m.nodes + " nodes), the search had none");
            }
            r = chosen;
        }
        if (s.silent) {
            return;
        }
        long nodes = r != null ? r.nodes : s.search.nodes();
        String best = r != null ? r.usiText() : anyLegalMove(s.root);
        if (r != null && s.bookOptions != null && !r.declareWin && r.bestMove != Move.NONE
                && r.ponderMove == Move.NONE) {
            // The search has no reply to ponder on (a one-move PV): ask the book, as YaneuraOu does.
            int ponder = book.ponderAfter(s.root, r.bestMove, s.bookOptions.flippedBook);
            if (ponder != Move.NONE) {
                best += " ponder " + Move.toUsi(ponder);
            }
        }
        if (s.drawModel != null && r != null && r.pv().length > 0) {
            out.info(drawLine(s.drawModel, s.root, r.pv()));
        }
        s.answered = true;
        if (!s.stopRequested) {
            s.search.answered(); // how late, for the time reserve of the next moves (not after stop or a ponder miss)
        }
        out.lines(List.of(info.finalLine(r, nodes, s.tt.hashfull()), "bestmove " + best));
    }

    /** "draw 0.0799 (P(draw) after the PV's N plies)": the draw model at the end of the best line. */
    static String drawLine(kirin.eval.draw.DrawModel model, Position root, int[] pv) {
        Position p = root.copy();
        int played = 0;
        for (int m : pv) {
            if (m == Move.NONE) {
                break;
            }
            p.doMove(m);
            played++;
        }
        return String.format(java.util.Locale.ROOT, "draw %.4f (P(draw) at the end of the PV, %d plies)",
                model.probability(p), played);
    }

    /**
     * A book answer: the candidates' info lines at once; the bestmove once the GUI lets it go (at once, or after
     * {@code stop}/{@code ponderhit} when pondering, as USI requires).
     */
    private void answerFromBook(Session s) {
        out.lines(s.bookHit.infoLines);
        while (s.pondering() || (s.limits.infinite && !s.stopRequested)) {
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        if (s.silent) {
            return;
        }
        BookHit h = s.bookHit;
        s.answered = true;
        out.line("bestmove " + Move.toUsi(h.move) + (h.ponder != Move.NONE ? " ponder " + Move.toUsi(h.ponder) : ""));
    }

    private static String anyLegalMove(Position pos) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateAll(pos.copy(), moves, 0);
        return n == 0 ? "resign" : Move.toUsi(moves[0]);
    }
}
