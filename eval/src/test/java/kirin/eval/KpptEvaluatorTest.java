package kirin.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The KPPT layout end to end: random KPPT tables are saved as the three files, loaded back (the layout told by
 * the file sizes), and the incremental evaluator and the {@code eval} breakdown are checked against
 * {@link KpptReference}, which reads the files itself and recomputes from the SFEN, along random games with
 * moves, captures, drops, promotions, king moves, null moves and undos.
 */
class KpptEvaluatorTest {
    @TempDir
    static Path dir;
    private static KppTables tables;
    private static KpptReference reference;

    @BeforeAll
    static void writeAndLoadRandomKpptFiles() throws Exception {
        try (KppTables random = new KppTables(EvalLayout.KPPT)) {
            random.fillRandom(20261124L, 2000, 100000);
            EvalFiles.save(random, dir);
        }
        tables = EvalFiles.load(dir);
        reference = new KpptReference(dir);
    }

    @AfterAll
    static void free() throws Exception {
        reference.close();
        tables.close();
    }

    @Test
    void theFilesLoadAsKppt() {
        assertEquals(EvalLayout.KPPT, tables.layout());
    }

    @Test
    void fixedPositionsMatchTheReference() {
        for (String sfen : new String[] {Sfen.STARTPOS,
                "l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1",
                "6n1l/2+S1k4/2lp4p/1np1B2b1/3PP4/1N1S3rP/1P2+pPP+p1/1p1G5/3KG2r1 b GSN2L4Pgs2p 1",
                "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn2p 122"}) {
            Position pos = Sfen.parse(sfen);
            KppEvaluator e = new KppEvaluator(tables);
            e.reset(pos);
            int expected = reference.value(sfen);
            assertEquals(expected, e.value(pos), sfen);
            assertEquals(expected, EvalBreakdown.of(tables, pos).value(), "eval breakdown " + sfen);
        }
    }

    @Test
    void theTurnPartsCount() {
        // The same board with the other side to move: with KPPT's KPP turn parts the two values are not negatives
        // of each other, and the reference and the evaluator agree on both.
        for (String stm : new String[] {"b", "w"}) {
            String sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL " + stm + " - 1";
            Position pos = Sfen.parse(sfen);
            KppEvaluator e = new KppEvaluator(tables);
            e.reset(pos);
            assertEquals(reference.value(sfen), e.value(pos), sfen);
        }
        Position pos = Position.startpos();
        EvalBreakdown b = EvalBreakdown.of(tables, pos);
        assertTrue(b.kppTurn() != 0, "random KPPT tables have KPP turn parts");
    }

    @Test
    void incrementalEqualsTheReferenceAlongRandomGames() {
        RandomGameWalk w = new RandomGameWalk().run(new KppEvaluator(tables), pos -> reference.value(pos.sfen()),
                18, 6, 160, 6);
        System.out.println("KpptEvaluatorTest: " + w);
        assertTrue(w.checked >= 3_000, w.toString());
        assertTrue(w.captures >= 50 && w.drops >= 50 && w.promotions >= 20 && w.kingMoves >= 50, w.toString());
    }
}
