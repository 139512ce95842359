package kirin.learn.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import kirin.core.BonaPiece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.Square;
import org.junit.jupiter.api.Test;

/** The HalfKP features: king square times BonaPiece per perspective, the side to move's first. */
class HalfKpTest {
    @Test
    void theStartPositionIsSymmetric() {
        Position p = Position.startpos();
        int[] own = new int[HalfKp.N];
        int[] other = new int[HalfKp.N];
        HalfKp.features(p, own, other);
        int[] a = own.clone();
        int[] b = other.clone();
        Arrays.sort(a);
        Arrays.sort(b);
        assertTrue(Arrays.equals(a, b), "black's view of the start is white's");
        int king = p.kingSquare(kirin.core.Color.BLACK);
        for (int f : own) {
            assertEquals(king, f / BonaPiece.FE_END);
        }
    }

    @Test
    void piecesInTheBoxAreBonaPieceZero() {
        // A handicap start (two pieces off): their slots add BonaPiece 0, as YaneuraOu's evaluation does.
        Position p = Sfen.parse("lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
        int[] own = new int[HalfKp.N];
        int[] other = new int[HalfKp.N];
        HalfKp.features(p, own, other);
        int king = Square.inverse(p.kingSquare(kirin.core.Color.WHITE));
        long zeros = Arrays.stream(own).filter(f -> f == king * BonaPiece.FE_END).count();
        assertEquals(2, zeros, "white (to move) sees the two missing pieces as BonaPiece 0");
        assertTrue(HalfKp.hasKings(p));
        assertFalse(HalfKp.hasKings(Sfen.parse("9/9/9/9/4k4/9/9/9/9 b - 1")));
    }
}
