import java.util.SplittableRandom;
import kirin.core.MoveGenerator;
import kirin.core.Position;
import kirin.core.Sfen;

/**
 * Prints COUNT positions of random games, one SFEN a line, for comparing evaluations with another engine. Each game
 * starts from the even start or a handicap start (pieces in the box) and plays uniformly random legal moves for a
 * random number of plies (0 to 159), so the positions have hands, promoted pieces and exposed kings.
 *
 * <pre>
 * java -cp usi/target/kirin-all.jar docs/experiments/nnue-exactness/RandomPositions.java SEED COUNT
 * </pre>
 */
public class RandomPositions {
    static final String[] STARTS = {
        Sfen.STARTPOS,
        Sfen.STARTPOS,
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    };

    public static void main(String[] a) {
        SplittableRandom rnd = new SplittableRandom(Long.parseLong(a[0]));
        int count = Integer.parseInt(a[1]);
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        for (int i = 0; i < count; i++) {
            Position pos = Sfen.parse(STARTS[rnd.nextInt(STARTS.length)]);
            int plies = rnd.nextInt(160);
            for (int p = 0; p < plies; p++) {
                int n = MoveGenerator.generateAll(pos, buf, 0);
                if (n == 0) {
                    break;
                }
                pos.doMove(buf[rnd.nextInt(n)]);
            }
            System.out.println(pos.sfen());
        }
    }
}
