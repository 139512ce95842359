package kirin.eval.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import kirin.core.Position;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

/** The draw model's features: the start position by hand, bounds and the bishop-exchange block. */
class DrawFeaturesTest {
    private static int[] features(Position pos, int ply) {
        int[] f = new int[DrawFeatures.MAX_ACTIVE];
        int n = DrawFeatures.extract(pos, ply, f);
        int[] a = Arrays.copyOf(f, n);
        Arrays.sort(a);
        return a;
    }

    @Test
    void theStartPosition() {
        int[] f = features(Position.startpos(), 0);
        assertEquals(62, f.length, "ply, black to move, 2 kings, 38 pieces, 14 hand counts, 4 summaries, 2 recent");
        assertTrue(Arrays.binarySearch(f, DrawFeatures.QUIET) >= 0, "no move played: quiet bucket 0");
        assertTrue(Arrays.binarySearch(f, DrawFeatures.GOING_BACK) >= 0);
        assertEquals(DrawFeatures.PLY, f[0]);
        assertTrue(Arrays.binarySearch(f, DrawFeatures.BLACK_TO_MOVE) >= 0);
        // Both kings on their own back rank (9), on file 5.
        assertTrue(Arrays.binarySearch(f, DrawFeatures.KINGS + 8 * 5 + 4) >= 0);
        assertTrue(Arrays.binarySearch(f, DrawFeatures.KINGS + 45 + 8 * 5 + 4) >= 0);
        assertTrue(Arrays.binarySearch(f, DrawFeatures.MATERIAL + 7) >= 0, "level material");
        assertTrue(Arrays.binarySearch(f, DrawFeatures.BISHOP_EXCHANGE) >= 0, "no bishop in hand");
        assertTrue(Arrays.binarySearch(f, DrawFeatures.FACING_PAWNS) >= 0);
    }

    @Test
    void theBishopExchangeIsSeenFromTheSideToMove() {
        // Kakugawari: each side holds a bishop; white to move after 8h7g (the recapture).
        Position pos = play("7g7f 8c8d 2g2f 8d8e 8h7g 3c3d 7i8h 2b7g+ 8h7g");
        int[] f = features(pos, 9);
        assertTrue(Arrays.binarySearch(f, DrawFeatures.BISHOP_EXCHANGE + 3 * 8 + 0) >= 0, Arrays.toString(f));
        assertTrue(Arrays.binarySearch(f, DrawFeatures.HAND_TOTAL + 2) >= 0);
        assertTrue(Arrays.binarySearch(f, DrawFeatures.BLACK_TO_MOVE) < 0, "white to move");
        assertTrue(Arrays.binarySearch(f, DrawFeatures.PLY + 0) >= 0);
    }

    @Test
    void everyIndexIsInRangeAndCheckAndPliesAreSeen() {
        String[] sfens = {
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
            "4k4/9/4P4/9/9/9/9/9/4K4 w G2r2b3g4s4n4l16p 1",
            "4k4/4G4/9/9/9/9/9/9/4K4 w - 1"};
        for (String s : sfens) {
            Position pos = Sfen.parse(s);
            int[] f = features(pos, 400);
            assertTrue(f.length <= DrawFeatures.MAX_ACTIVE);
            for (int i : f) {
                assertTrue(i >= 0 && i < DrawFeatures.COUNT, s + ": index " + i);
            }
            assertTrue(Arrays.binarySearch(f, DrawFeatures.PLY + 31) >= 0, "ply 400 is in the last bucket");
        }
        assertTrue(Arrays.binarySearch(features(Sfen.parse(sfens[3]), 10), DrawFeatures.IN_CHECK) >= 0);
    }

    @Test
    void quietPliesCountFromTheLastCaptureOrDrop() {
        assertEquals(4, DrawFeatures.quietPlies(play("7g7f 3c3d 2g2f 4a3b")), "none yet: the plies played");
        assertEquals(0, DrawFeatures.quietPlies(play("7g7f 3c3d 8h2b+")), "the last move captured");
        assertEquals(1, DrawFeatures.quietPlies(play("7g7f 3c3d 8h2b+ 3a2b 2g2f")), "3a2b took the horse back");
        assertEquals(0, DrawFeatures.quietPlies(play("7g7f 3c3d 8h2b+ 3a2b B*4e")), "a drop");
        assertEquals(1, DrawFeatures.quietPlies(play("7g7f 3c3d 8h2b+ 3a2b B*4e 5a4b")));
        assertEquals(0, DrawFeatures.quietBucket(0));
        assertEquals(1, DrawFeatures.quietBucket(1));
        assertEquals(2, DrawFeatures.quietBucket(3));
        assertEquals(3, DrawFeatures.quietBucket(4));
        assertEquals(6, DrawFeatures.quietBucket(63));
        assertEquals(7, DrawFeatures.quietBucket(64));
        assertEquals(7, DrawFeatures.quietBucket(500));
    }

    @Test
    void piecesGoingBackAreCountedOverTheLastEightMoves() {
        assertEquals(0, DrawFeatures.goingBack(play("2h3h 8b7b")));
        assertEquals(2, DrawFeatures.goingBack(play("2h3h 8b7b 3h2h 7b8b")), "both rooks went back");
        assertEquals(4, DrawFeatures.goingBack(play("2h3h 8b7b 3h2h 7b8b 2h3h 8b7b")), "and again");
        assertEquals(6, DrawFeatures.goingBack(play("2h3h 8b7b 3h2h 7b8b 2h3h 8b7b 3h2h 7b8b")));
        assertEquals(0, DrawFeatures.goingBack(play("2h3h 8b7b 3h4h 7b6b")), "on, not back");
        int[] f = features(play("2h3h 8b7b 3h2h 7b8b 2h3h 8b7b 3h2h 7b8b"), 8);
        assertTrue(Arrays.binarySearch(f, DrawFeatures.GOING_BACK + 4) >= 0, "six count as the top bucket, 4");
        assertTrue(Arrays.binarySearch(f, DrawFeatures.QUIET + 4 * 4) >= 0, "8 quiet plies, ply below 40");
    }

    /** The start position after the USI moves {@code moves}. */
    static Position play(String moves) {
        Position pos = Position.startpos();
        for (String m : moves.split(" ")) {
            pos.doMove(pos.toMove(m));
        }
        return pos;
    }
}
