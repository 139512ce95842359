package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import kirin.core.Move;
import kirin.core.Position;
import kirin.core.search.Score;
import kirin.core.search.SearchListener;
import kirin.core.search.SearchResult;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class InfoWriterTest {
    private final Position pos = Position.startpos();
    private final int m1 = pos.toMove("7g7f");
    private final int m2 = pos.toMove("2g2f");

    @Test
    void yaneuraOuOrder() {
        assertEquals("info depth 5 seldepth 9 score cp 100 nodes 12345 nps 24690 hashfull 17 time 500 pv 7g7f 2g2f",
                InfoWriter.format(5, 9, 90, SearchListener.EXACT, 0, 12345, 500, 17, new int[] {m1, m2}));
        assertEquals("info depth 5 seldepth 5 score cp -100 lowerbound multipv 2 nodes 10 nps 10000 hashfull 0 "
                + "time 0 pv 7g7f",
                InfoWriter.format(5, 5, -90, SearchListener.LOWER_BOUND, 2, 10, 0, 0, new int[] {m1}));
        assertEquals("info depth 3 seldepth 3 score mate 5 upperbound nodes 1 nps 1000 hashfull 0 time 1 pv 7g7f",
                InfoWriter.format(3, 3, Score.mateIn(5), SearchListener.UPPER_BOUND, 0, 1, 1, 0, new int[] {m1}));
        assertEquals("info depth 0 seldepth 0 score mate -0 nodes 0 nps 0 hashfull 0 time 0",
                InfoWriter.format(0, 0, Score.matedIn(0), SearchListener.EXACT, 0, 0, 0, 0, new int[0]));
        // A score the search never completed is left out rather than printed as nonsense.
        assertEquals("info depth 1 seldepth 1 nodes 5 nps 5000 hashfull 0 time 1 pv 7g7f",
                InfoWriter.format(1, 1, -Score.INFINITE, SearchListener.EXACT, 0, 5, 1, 0, new int[] {m1}));
    }

    @Test
    void finalLineStartsWithTheBestMove() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        InfoWriter w = new InfoWriter(new UsiOutput(new PrintStream(bytes, true, StandardCharsets.UTF_8)), false,
                System.nanoTime());
        w.iteration(4, 6, 1, 45, SearchListener.EXACT, 1000, 10, 3, new int[] {m1, m2});
        w.iteration(4, 6, 2, 40, SearchListener.EXACT, 1000, 10, 3, new int[] {m2});
        List<String> printed = Usi.lines(bytes.toString(StandardCharsets.UTF_8));
        assertEquals(2, printed.size());
        String same = w.finalLine(new SearchResult(m1, m2, false, 45, 4, 2000), 2000, 5);
        assertEquals("info depth 4 seldepth 6 score cp 50 nodes 2000", same.substring(0, same.indexOf(" nps")));
        assertEquals(" pv 7g7f 2g2f", same.substring(same.indexOf(" pv")));
        // The unfinished iteration found another move: its PV cannot be the last reported one.
        String other = w.finalLine(new SearchResult(m2, Move.NONE, false, 60, 4, 2100), 2100, 5);
        assertEquals(" pv 2g2f", other.substring(other.indexOf(" pv")));
        String win = w.finalLine(new SearchResult(Move.NONE, Move.NONE, true, Score.MATE, 0, 0), 0, 0);
        assertEquals("info depth 0 seldepth 6 score mate 1 nodes 0", win.substring(0, win.indexOf(" nps")));
    }
}
