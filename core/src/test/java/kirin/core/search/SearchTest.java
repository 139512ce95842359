package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import kirin.core.MaterialEvaluator;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/** The search end to end: results, limits, stop and ponder, and the rules it must respect. */
class SearchTest {
    /** Collects what the search reports. */
    static final class Recorder implements SearchListener {
        final List<int[]> pvs = new ArrayList<>();
        int lastScore;
        int lastDepth;

        @Override
        public synchronized void iteration(int depth, int selDepth, int multiPv, int score, int bound, long nodes,
                long millis, int hashfull, int[] pv) {
            lastScore = score;
            lastDepth = depth;
            pvs.add(pv);
        }

        @Override
        public void message(String text) { }
    }

    static SearchResult search(Position pos, SearchLimits limits, SearchOptions options, Recorder rec) {
        return new Search(new TranspositionTable(16), new MaterialEvaluator()).go(pos, limits, options, rec);
    }

    static SearchLimits depth(int d) {
        SearchLimits l = new SearchLimits();
        l.depth = d;
        return l;
    }

    @Test
    void findsMateInOne() {
        Position pos = Sfen.parse("9/7Sk/1+R7/9/9/9/9/9/9 b r2b4g3s4n4l18p 1");
        Recorder rec = new Recorder();
        SearchResult r = search(pos, depth(4), new SearchOptions(), rec);
        assertEquals("8c1c", Move.toUsi(r.bestMove));
        assertEquals(Score.mateIn(1), r.score);
        assertEquals("mate 1", Score.toUsi(r.score));
    }

    /** Without the main search's own test, the quiescence search below the checking move finds the same mate. */
    @Test
    void findsMateInOneWithoutTheSearchNodesTest() {
        Position pos = Sfen.parse("9/7Sk/1+R7/9/9/9/9/9/9 b r2b4g3s4n4l18p 1");
        SearchOptions options = new SearchOptions();
        options.mateOneInSearch = false;
        for (int d = 1; d <= 3; d++) {
            SearchResult r = search(pos, depth(d), options, new Recorder());
            assertEquals("8c1c", Move.toUsi(r.bestMove), "depth " + d);
            assertEquals(Score.mateIn(1), r.score, "depth " + d);
        }
    }

    @Test
    void takesTheHangingRook() {
        // The white rook on 5e is en prise to the black bishop on 9a... simpler: black rook takes the white rook on
        // an open file.
        Position pos = Sfen.parse("4k4/9/9/9/4r4/9/9/9/4RK3 b - 1");
        SearchResult r = search(pos, depth(4), new SearchOptions(), new Recorder());
        assertEquals("5i5e", Move.toUsi(r.bestMove));
        assertTrue(r.score > 900, "wins a rook: " + r.score);
    }

    @Test
    void rootPositionIsNotModified() {
        Position pos = Position.startpos();
        String before = pos.sfen();
        search(pos, depth(5), new SearchOptions(), new Recorder());
        assertEquals(before, pos.sfen());
    }

    @Test
    void sameSearchSameNodeCount() {
        SearchResult a = search(Position.startpos(), depth(6), new SearchOptions(), new Recorder());
        SearchResult b = search(Position.startpos(), depth(6), new SearchOptions(), new Recorder());
        assertEquals(a.nodes, b.nodes);
        assertEquals(a.bestMove, b.bestMove);
    }

    /** A listener that ignores the iterations is told nothing, and the search is the same as a reported one. */
    @Test
    void quietListenerSkipsTheReportsOnly() {
        Recorder rec = new Recorder();
        SearchResult a = search(Position.startpos(), depth(6), new SearchOptions(), rec);
        SearchResult b = new Search(new TranspositionTable(16), new MaterialEvaluator()).go(Position.startpos(),
                depth(6), new SearchOptions(), QuietListener.INSTANCE);
        assertEquals(6, rec.lastDepth);
        assertTrue(QuietListener.INSTANCE.ignoresIterations());
        assertFalse(rec.ignoresIterations());
        assertEquals(a.nodes, b.nodes);
        assertEquals(a.bestMove, b.bestMove);
        assertEquals(a.score, b.score);
    }

    @Test
    void mateInNoneMovesMeansResign() {
        // Black (to move) is already mated.
        Position pos = Sfen.parse("9/9/9/9/9/9/9/7rg/8K b - 1");
        assertEquals(0, MoveGenerator.generateAll(pos, new int[600], 0));
        SearchResult r = search(pos, depth(3), new SearchOptions(), new Recorder());
        assertEquals(Move.NONE, r.bestMove);
        assertEquals("resign", r.usiText());
    }

    @Test
    void declaresWhenTheEnteringKingRuleHolds() {
        Position pos = Sfen.parse("+P+P+P+P+P+P+P+P+P/4K4/4G4/9/9/9/9/9/4k4 b 2R2B 1");
        SearchResult r = search(pos, depth(3), new SearchOptions(), new Recorder());
        assertTrue(r.declareWin);
        assertEquals("win", r.usiText());
        SearchOptions none = new SearchOptions();
        none.enteringKingRule = kirin.core.EnteringKingRule.NO_ENTERING_KING;
        assertFalse(search(pos, depth(3), none, new Recorder()).declareWin);
    }

    @Test
    void searchMovesRestrictTheRoot() {
        SearchLimits l = depth(4);
        l.searchMoves = new int[] {Move.parse16("1g1f")};
        SearchResult r = search(Position.startpos(), l, new SearchOptions(), new Recorder());
        assertEquals("1g1f", Move.toUsi(r.bestMove));
    }

    /** Black's only legal move is 9g9f: its king on 1i has every square covered by the rook and the gold. */
    static final String ONE_LEGAL_MOVE = "k8/9/9/9/9/9/P5g2/7r1/8K b - 1";

    @Test
    void aForcedMoveUnderAClockIsAnsweredAfterOneIteration() {
        Position pos = Sfen.parse(ONE_LEGAL_MOVE);
        assertEquals(1, MoveGenerator.generateAll(pos, new int[600], 0));
        SearchLimits l = new SearchLimits();
        l.hasClock = true;
        l.byoyomi = 10_000;
        Recorder rec = new Recorder();
        long t0 = System.nanoTime();
        SearchResult r = search(pos, l, new SearchOptions(), rec);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertEquals("9g9f", Move.toUsi(r.bestMove));
        assertEquals(1, r.depth);
        assertEquals(1, rec.lastDepth);
        assertTrue(Math.abs(r.score) < Score.MATE_BOUND, "a score: " + r.score);
        assertTrue(ms < 1000, "took " + ms + " ms of a 10 s byoyomi");
    }

    @Test
    void aForcedMoveIsSearchedWhenADepthIsAsked() {
        SearchResult r = search(Sfen.parse(ONE_LEGAL_MOVE), depth(3), new SearchOptions(), new Recorder());
        assertEquals("9g9f", Move.toUsi(r.bestMove));
        assertEquals(3, r.depth);
        SearchLimits clockAndDepth = depth(3);
        clockAndDepth.hasClock = true;
        clockAndDepth.byoyomi = 10_000;
        assertEquals(3, search(Sfen.parse(ONE_LEGAL_MOVE), clockAndDepth, new SearchOptions(), new Recorder()).depth);
    }

    @Test
    void oneSearchMoveIsSearchedToTheAskedDepth() {
        SearchLimits l = depth(3);
        l.searchMoves = new int[] {Move.parse16("7g7f")};
        Recorder rec = new Recorder();
        SearchResult r = search(Position.startpos(), l, new SearchOptions(), rec);
        assertEquals("7g7f", Move.toUsi(r.bestMove));
        assertEquals(3, r.depth);
        assertEquals(3, rec.lastDepth);
        assertTrue(Math.abs(rec.lastScore) < Score.MATE_BOUND, "a score: " + rec.lastScore);
    }

    @Test
    void multiPvReportsSeveralLines() {
        SearchOptions o = new SearchOptions();
        o.multiPv = 3;
        Recorder rec = new Recorder();
        search(Position.startpos(), depth(3), o, rec);
        // Three lines per iteration, with three different first moves at the last depth.
        int n = rec.pvs.size();
        assertEquals(9, n);
        assertTrue(rec.pvs.get(n - 1)[0] != rec.pvs.get(n - 2)[0] && rec.pvs.get(n - 2)[0] != rec.pvs.get(n - 3)[0]);
    }

    @Test
    void nodeLimitIsRespected() {
        SearchLimits l = new SearchLimits();
        l.nodes = 20_000;
        SearchResult r = search(Position.startpos(), l, new SearchOptions(), new Recorder());
        assertTrue(r.nodes < 20_000 + 2048, "nodes " + r.nodes);
        assertTrue(MoveGenerator.isLegal(Position.startpos(), r.bestMove));
    }

    @Test
    void moveTimeIsRespected() {
        long ms = millisOfMoveTime(300, 0);
        assertTrue(ms >= 250 && ms < 600, "took " + ms + " ms");
    }

    @Test
    void theClockRunsFromTheGivenStart() {
        // The GUI's go arrived 700 ms ago (the previous search was slow to stop, the machine paused): a movetime of
        // 1000 leaves 300 ms, not 1000.
        long ms = millisOfMoveTime(1000, 700);
        assertTrue(ms >= 200 && ms < 600, "took " + ms + " ms");
    }

    /**
     * Wall milliseconds of a {@code movetime} search of the start position (no network delay) whose clock started
     * {@code earlierMs} before the call; checks that it answers with a legal move.
     */
    private static long millisOfMoveTime(long moveTime, long earlierMs) {
        SearchLimits l = new SearchLimits();
        l.moveTime = moveTime;
        SearchOptions o = new SearchOptions();
        o.networkDelay = 0;
        long t0 = System.nanoTime();
        SearchResult r = new Search(new TranspositionTable(16), new MaterialEvaluator())
                .go(Position.startpos(), l, o, new Recorder(), t0 - earlierMs * 1_000_000L);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(MoveGenerator.isLegal(Position.startpos(), r.bestMove), Move.toUsi(r.bestMove));
        return ms;
    }

    @Test
    void stopEndsAnInfiniteSearch() throws Exception {
        Search s = new Search(new TranspositionTable(16), new MaterialEvaluator());
        SearchLimits l = new SearchLimits();
        l.infinite = true;
        CompletableFuture<SearchResult> f = CompletableFuture.supplyAsync(
                () -> s.go(Position.startpos(), l, new SearchOptions(), new Recorder()));
        Thread.sleep(200);
        assertFalse(f.isDone(), "an infinite search waits for stop");
        s.stop();
        SearchResult r = f.get(5, TimeUnit.SECONDS);
        assertTrue(MoveGenerator.isLegal(Position.startpos(), r.bestMove));
    }

    @Test
    void ponderWaitsForPonderhitEvenWhenDone() throws Exception {
        Search s = new Search(new TranspositionTable(16), new MaterialEvaluator());
        SearchLimits l = depth(2);
        l.ponder = true;
        CompletableFuture<SearchResult> f = CompletableFuture.supplyAsync(
                () -> s.go(Position.startpos(), l, new SearchOptions(), new Recorder()));
        Thread.sleep(300);
        assertFalse(f.isDone(), "no bestmove before ponderhit or stop");
        s.ponderhit();
        SearchResult r = f.get(5, TimeUnit.SECONDS);
        assertTrue(MoveGenerator.isLegal(Position.startpos(), r.bestMove));
    }

    @Test
    void repetitionIsScoredWithTheDrawValue() {
        // After 2h3h 8b7b 3h2h 7b8b the start position recurs; the side that can repeat sees a draw score for the
        // repeating move. With a large draw value for black, black prefers the repetition.
        Position pos = Position.startpos();
        for (String m : "2h3h 8b7b 3h2h".split(" ")) {
            pos.doMove(pos.toMove(m));
        }
        // White to move: 7b8b repeats the start position (second occurrence = draw in search).
        SearchOptions o = new SearchOptions();
        o.drawValueWhite = 3000; // white (the engine) loves draws
        SearchLimits l = new SearchLimits();
        l.depth = 3;
        SearchResult r = search(pos, l, o, new Recorder());
        assertEquals("7b8b", Move.toUsi(r.bestMove));
        assertEquals(3000 * 90 / 100, r.score);
    }
}
