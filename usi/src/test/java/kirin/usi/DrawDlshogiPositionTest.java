package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.eval.draw.DrawModel;
import kirin.eval.draw.DrawModelFile;
import org.junit.jupiter.api.Test;

/**
 * The acceptance check of issue 44 on a trained model: in dlshogi's position (startpos moves 2g2f 8c8d 7g7f 4a3b
 * 2f2e 8d8e) the bishop exchange 8h7g must look more drawish than 6i7h (dlshogi's net: 0.080 and 0.046). The model
 * is produced data, not in the repository: the test runs when {@code -Dkirin.drawModel=<draw.bin>} names one
 * (docs/experiments/2026-11-29-draw-prediction), and prints every root move's P(draw).
 */
class DrawDlshogiPositionTest {
    static final String MOVES = "2g2f 8c8d 7g7f 4a3b 2f2e 8d8e";

    @Test
    void theBishopExchangeIsMoreDrawishThanTheSilverMove() throws Exception {
        String file = System.getProperty("kirin.drawModel");
        assumeTrue(file != null && Files.isRegularFile(Path.of(file)), "no -Dkirin.drawModel given");
        DrawModel m = DrawModelFile.read(Path.of(file));
        Position pos = Position.startpos();
        for (String s : MOVES.split(" ")) {
            pos.doMove(pos.toMove(s));
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateAll(pos, moves, 0);
        StringBuilder table = new StringBuilder("| move | P(draw) |\n| --- | ---: |\n");
        double exchange = Double.NaN;
        double silver = Double.NaN;
        for (int i = 0; i < n; i++) {
            pos.doMove(moves[i]);
            double p = m.probability(pos);
            pos.undoMove();
            String usi = kirin.core.Move.toUsi(moves[i]);
            table.append(String.format(java.util.Locale.ROOT, "| %s | %.4f |%n", usi, p));
            if (usi.equals("8h7g")) {
                exchange = p;
            } else if (usi.equals("6i7h")) {
                silver = p;
            }
        }
        System.err.print(table);
        assertTrue(exchange > silver, "P(draw) after 8h7g " + exchange + ", after 6i7h " + silver);
    }
}
