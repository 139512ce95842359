package kirin.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.SfenException;
import kirin.core.TestData;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@link Mate1#find} gives exactly the answers of {@link Mate1Reference} (the implementation it replaced, which
 * played each candidate on the position), so that the search tree stays the same: the same move or both none, on
 * positions of random games from the start position, from the SFENs of perft.txt and from the mate problems of
 * mate/ (core's test resources, {@link TestData}). The games favour checks and captures, which lead to mates in
 * one. The position must be left as it was.
 */
class Mate1IdentityTest {
    private static final Mate1 MATE1 = new Mate1(); // one thread
    private final int[] moves = new int[MoveGenerator.MAX_MOVES];
    private final int[] pick = new int[MoveGenerator.MAX_MOVES];

    @Test
    void sameAnswersAsTheReference() throws IOException {
        int[] counts = compare(1, 20261126L);
        assertTrue(counts[0] >= 100_000, "positions: " + counts[0]);
        assertTrue(counts[1] >= 2_000, "mates: " + counts[1]);
    }

    @Tag("slow")
    @Test
    void sameAnswersAsTheReferenceOnManyPositions() throws IOException {
        int[] counts = compare(12, 7L);
        assertTrue(counts[0] >= 1_000_000, "positions: " + counts[0]);
    }

    /** Plays {@code rounds} sets of random games; returns the positions compared and the mates in one found. */
    private int[] compare(int rounds, long seed) throws IOException {
        List<String> sources = sources();
        Random rnd = new Random(seed);
        int positions = 0;
        int mates = 0;
        for (int round = 0; round < rounds; round++) {
            for (String sfen : sources) {
                Position pos;
                try {
                    pos = Sfen.parse(sfen);
                } catch (SfenException e) {
                    continue; // the mate files hold a few illegal positions (nifu)
                }
                boolean fromStart = sfen.equals(Sfen.STARTPOS);
                int games = fromStart ? 60 : 3;
                int length = fromStart ? 200 : 60;
                for (int game = 0; game < games; game++) {
                    Position p = pos.copy();
                    for (int ply = 0; ply < length; ply++) {
                        int n = MoveGenerator.generateAll(p, moves, 0);
                        if (n == 0) {
                            break;
                        }
                        if (!p.inCheck()) {
                            positions++;
                            long key = p.key();
                            int expected = Mate1Reference.find(p);
                            int actual = MATE1.find(p);
                            if (actual != expected) {
                                assertEquals(Move.toUsi(expected), Move.toUsi(actual), "in " + p.sfen());
                            }
                            assertEquals(key, p.key(), "position changed: " + p.sfen());
                            if (actual != Move.NONE) {
                                mates++;
                            }
                        }
                        p.doMove(choose(p, n, rnd));
                    }
                }
            }
        }
        System.err.printf("mate1 identity: %d positions, %d mates in one found%n", positions, mates);
        return new int[] {positions, mates};
    }

    /** A random move, biased toward checks and captures. */
    private int choose(Position p, int n, Random rnd) {
        int r = rnd.nextInt(10);
        int c = 0;
        if (r < 4) {
            for (int i = 0; i < n; i++) {
                if (MoveGenerator.givesCheck(p, moves[i])) {
                    pick[c++] = moves[i];
                }
            }
        } else if (r < 7) {
            for (int i = 0; i < n; i++) {
                if (p.pieceOn(Move.to(moves[i])) != Piece.EMPTY) {
                    pick[c++] = moves[i];
                }
            }
        }
        return c > 0 ? pick[rnd.nextInt(c)] : moves[rnd.nextInt(n)];
    }

    private static List<String> sources() throws IOException {
        List<String> sfens = new ArrayList<>();
        sfens.add(Sfen.STARTPOS);
        Path perft = TestData.file("perft.txt");
        for (String line : Files.readAllLines(perft)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                String sfen = line.split("\\|")[0].trim();
                if (!sfens.contains(sfen)) {
                    sfens.add(sfen);
                }
            }
        }
        for (String name : new String[] {"mate-1.txt", "mate-3.txt", "mate-5.txt", "mate-7.txt", "mate-9.txt",
                "mate-11.txt"}) {
            for (String line : Files.readAllLines(MateProblemsTest.mateFile(name))) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    sfens.add(line.split("\\|")[0].trim());
                }
            }
        }
        return sfens;
    }
}
