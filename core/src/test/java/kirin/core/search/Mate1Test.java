package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Random;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.SfenException;
import org.junit.jupiter.api.Test;

/**
 * The fast mate-in-one test against brute force: every move it returns is a legal mate, and it finds most of the
 * mates in one that exist, in random games and in the mate-in-1 problem set.
 */
class Mate1Test {
    private static final Mate1 MATE1 = new Mate1(); // one thread
    private final int[] list = new int[4 * MoveGenerator.MAX_MOVES];

    @Test
    void dropNextToTheDefendedSquareMates() throws SfenException {
        // White king on 5a, black gold in hand, black pawn on 5c defends 5b: G*5b mates.
        Position pos = Sfen.parse("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
        assertEquals("G*5b", Move.toUsi(MATE1.find(pos)));
    }

    @Test
    void undefendedDropIsNoMate() throws SfenException {
        Position pos = Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b G 1");
        assertEquals(Move.NONE, MATE1.find(pos));
        assertEquals(Move.NONE, Mate1.findExhaustive(pos, list, 0));
    }

    @Test
    void pawnDropMateIsNeverPlayed() throws SfenException {
        // P*5b would mate but is illegal (uchifuzume); nothing else mates.
        Position pos = Sfen.parse("3gkg3/9/4P4/9/9/9/9/9/4K4 b P 1");
        assertEquals(Move.NONE, MATE1.find(pos));
        assertEquals(Move.NONE, Mate1.findExhaustive(pos, list, 0));
    }

    @Test
    void pinnedDefenderCannotTakeTheChecker() throws SfenException {
        // G*5b, defended by the pawn on 5c: the white gold on 6a could take it but is pinned by the rook on 9a.
        Position pos = Sfen.parse("R2gk4/9/4P4/9/9/9/9/9/4K4 b G 1");
        int fast = MATE1.find(pos);
        assertEquals("G*5b", Move.toUsi(fast));
        assertMates(pos, fast);
        // Without the pin the gold takes it.
        assertEquals(Move.NONE, MATE1.find(Sfen.parse("3gk4/9/4P4/9/9/9/9/9/4K4 b G 1")));
    }

    @Test
    void discoveredDoubleCheckMatesThoughTheCheckerCanBeTaken() throws SfenException {
        // 5e4c checks with the knight and uncovers the rook on 5i: the silver on 4b may take the knight, but the
        // rook still checks, and every king step is covered or held by a white piece.
        Position pos = Sfen.parse("3gkg3/3p1s3/9/9/4N4/9/9/9/K3R4 b - 1");
        int fast = MATE1.find(pos);
        assertEquals("5e4c", Move.toUsi(fast));
        assertMates(pos, fast);
        assertEquals(fast, Mate1Reference.find(pos));
    }

    @Test
    void agreesWithBruteForceOnRandomGames() {
        Random rnd = new Random(20261124);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] caps = new int[MoveGenerator.MAX_MOVES];
        int mates = 0;
        int found = 0;
        int positions = 0;
        for (int game = 0; game < 400; game++) {
            Position pos = Position.startpos();
            for (int ply = 0; ply < 160; ply++) {
                int n = MoveGenerator.generateAll(pos, moves, 0);
                if (n == 0) {
                    break;
                }
                if (!pos.inCheck()) {
                    positions++;
                    int fast = MATE1.find(pos);
                    int exhaustive = Mate1.findExhaustive(pos, list, 0);
                    if (fast != Move.NONE) {
                        assertMates(pos, fast);
                        found++;
                    }
                    if (exhaustive != Move.NONE) {
                        mates++;
                    } else if (fast != Move.NONE) {
                        fail("mate found that brute force denies: " + Move.toUsi(fast) + " in " + pos.sfen());
                    }
                }
                int c = 0;
                for (int i = 0; i < n; i++) {
                    if (pos.pieceOn(Move.to(moves[i])) != Piece.EMPTY) {
                        caps[c++] = moves[i];
                    }
                }
                pos.doMove(c > 0 && rnd.nextBoolean() ? caps[rnd.nextInt(c)] : moves[rnd.nextInt(n)]);
            }
        }
        System.err.printf("mate1 on random games: %d positions, %d with a mate in one, %d found (%.1f%%)%n",
                positions, mates, found, 100.0 * found / mates);
        assertTrue(mates >= 300, "mates in random games: " + mates);
        assertTrue(found >= 0.85 * mates, "found " + found + " of " + mates);
    }

    @Test
    void findsMostOfTheMateInOneProblems() throws IOException {
        int problems = 0;
        int found = 0;
        for (String line : Files.readAllLines(MateProblemsTest.mateFile("mate-1.txt"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            Position pos;
            try {
                pos = Sfen.parse(line.split("\\|")[0].trim());
            } catch (SfenException e) {
                continue;
            }
            problems++;
            int fast = MATE1.find(pos);
            if (fast != Move.NONE) {
                assertMates(pos, fast);
                found++;
            }
        }
        System.err.printf("mate1 on the mate-in-1 set: %d of %d found%n", found, problems);
        assertTrue(found >= 0.8 * problems, "found " + found + " of " + problems);
    }

    private void assertMates(Position pos, int move) {
        int n = MoveGenerator.generateAll(pos, list, 0);
        boolean legal = false;
        for (int i = 0; i < n; i++) {
            legal |= list[i] == move;
        }
        assertTrue(legal, "illegal " + Move.toUsi(move) + " in " + pos.sfen());
        pos.doMove(move);
        int replies = MoveGenerator.generateAll(pos, list, 0);
        pos.undoMove();
        assertEquals(0, replies, Move.toUsi(move) + " does not mate in " + pos.sfen());
    }
}
