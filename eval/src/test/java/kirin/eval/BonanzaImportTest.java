package kirin.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import kirin.core.BonaPiece;
import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.Square;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A random {@code fv.bin} is converted and our evaluator compared with Bonanza's evaluation computed straight from
 * the file's bytes by an oracle written from interop.md section 5.4, on positions from random games.
 */
class BonanzaImportTest {
    private static final int POS_N = 1_090_026;
    private static final long BYTES = 186_268_248L;
    /** Values in [-8000, 8000]: every term shows after the division by 32, and a double difference fits int16. */
    private static final int RANGE = 8000;

    @TempDir
    static Path dir;
    private static Path fvBin;
    private static KppTables tables;
    private static BonanzaImport.Report report;
    private static Oracle oracle;

    @BeforeAll
    static void convertRandomFile() throws IOException {
        fvBin = dir.resolve("fv.bin");
        writeRandom(fvBin, 20260311L, RANGE);
        long t0 = System.nanoTime();
        tables = new KppTables();
        report = BonanzaImport.convert(fvBin, tables, BonanzaImport.bonanza6Values());
        System.out.printf("BonanzaImportTest: converted in %.1f s, %d clamped pairs%n",
                (System.nanoTime() - t0) / 1e9, report.clampedKppPairs());
        oracle = new Oracle(ByteBuffer.wrap(Files.readAllBytes(fvBin)).order(ByteOrder.LITTLE_ENDIAN));
    }

    @AfterAll
    static void free() {
        if (tables != null) {
            tables.close();
        }
    }

    /** Bonanza 6 values with the promoted minor pieces at gold's value: what our tables can represent. */
    private static int[] representableValues() {
        int[] v = BonanzaImport.bonanza6Values();
        for (int t = Piece.PRO_PAWN; t <= Piece.PRO_SILVER; t++) {
            v[t] = v[Piece.GOLD];
        }
        return v;
    }

    @Test
    void equalsBonanzaOnRandomGames() {
        int[] values = representableValues();
        List<Position> positions = randomGamePositions(8, 90, 11);
        positions.add(Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L18P 1"));
        positions.add(Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 w 2r2b4g4s4n4l18p 1"));
        positions.add(Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b R2B3G4S3NL9Prgn3l9p 1"));
        positions.add(Sfen.parse("8k/9/9/9/9/9/9/9/K8 w 2R2B4G4S4N4L17Pp 1"));
        positions.add(Sfen.parse("+R+B+N+L+S+P+P1k/9/9/9/9/9/9/9/K8 b 2G 1")); // promoted pieces, some in the box
        int exact = 0;
        int withHands = 0;
        int withPromoted = 0;
        for (Position pos : positions) {
            KppEvaluator e = new KppEvaluator(tables);
            e.reset(pos);
            long[] bz = oracle.evaluate(pos, values);
            int sign = pos.sideToMove() == Color.BLACK ? 1 : -1;
            int bonanza6 = (int) (sign * (bz[0] + 32 * bz[1]) / 32);
            int twoStep = (int) (sign * (bz[0] / 32 + bz[1]));
            int ours = e.value(pos);
            assertEquals(bonanza6, ours, pos.sfen());
            assertTrue(Math.abs(twoStep - ours) <= 1, pos.sfen());
            if (twoStep == ours) {
                exact++;
            }
            if (pos.hand(Color.BLACK) != Hand.EMPTY || pos.hand(Color.WHITE) != Hand.EMPTY) {
                withHands++;
            }
            if (hasPromotedMinor(pos)) {
                withPromoted++;
            }
        }
        System.out.printf("BonanzaImportTest: %d positions (%d with hands, %d with promoted minor pieces) equal to "
                + "Bonanza 6; %d also equal to sum/32 + material%n", positions.size(), withHands, withPromoted, exact);
        assertTrue(positions.size() >= 300 && withHands >= 100 && withPromoted >= 20,
                positions.size() + " " + withHands + " " + withPromoted);
        assertTrue(exact >= positions.size() / 2, "exact " + exact);
        assertEquals(0, report.clampedKppPairs());
    }

    /** Incremental evaluation along a game gives the same values as the oracle. */
    @Test
    void incrementalEvaluationAlongAGame() {
        int[] values = representableValues();
        SplittableRandom rnd = new SplittableRandom(5);
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        Position pos = Position.startpos();
        KppEvaluator e = new KppEvaluator(tables);
        e.reset(pos);
        for (int ply = 0; ply < 150; ply++) {
            long[] bz = oracle.evaluate(pos, values);
            int sign = pos.sideToMove() == Color.BLACK ? 1 : -1;
            assertEquals((int) (sign * (bz[0] + 32 * bz[1]) / 32), e.value(pos), pos.sfen());
            int n = MoveGenerator.generateAll(pos, buf, 0);
            if (n == 0) {
                break;
            }
            int m = buf[rnd.nextInt(n)];
            pos.doMove(m);
            e.onMove(pos, m);
        }
    }

    /** With Bonanza 6's own values a promoted minor piece is worth its gap to gold more than we give it. */
    @Test
    void promotedMinorPiecesKeepGoldValue() {
        int[] b6 = BonanzaImport.bonanza6Values();
        Position pos = Sfen.parse("4k4/9/4+P4/9/9/9/9/9/4K4 b - 1");
        KppEvaluator e = new KppEvaluator(tables);
        e.reset(pos);
        long[] bz = oracle.evaluate(pos, b6);
        int bonanza = (int) ((bz[0] + 32 * bz[1]) / 32);
        int gap = b6[Piece.PRO_PAWN] - b6[Piece.GOLD];
        assertEquals(90, gap);
        assertTrue(Math.abs(bonanza - gap - e.value(pos)) <= 1, bonanza + " " + e.value(pos));
    }

    @Test
    void limitationsAreListed() {
        String text = BonanzaImport.limitations();
        assertTrue(text.contains("gold") && text.contains("clamped") && text.contains("turn"), text);
    }

    @Test
    void wrongSizeOrMissingFileIsRefused() throws IOException {
        Path small = dir.resolve("small-fv.bin");
        Files.write(small, new byte[1000]);
        IOException e = assertThrows(IOException.class, () -> BonanzaImport.convert(small));
        assertTrue(e.getMessage().contains(small.toString()) && e.getMessage().contains("186,268,248"),
                e.getMessage());
        Path missing = dir.resolve("missing-fv.bin");
        e = assertThrows(IOException.class, () -> BonanzaImport.convert(missing));
        assertTrue(e.getMessage().contains(missing.toString()) && e.getMessage().contains("186,268,248"),
                e.getMessage());
    }

    /** A pair difference beyond int16 is clamped and counted. */
    @Test
    void overflowingDifferencesAreClampedAndCounted() throws IOException {
        Path file = dir.resolve("overflow-fv.bin");
        int k = 40; // Bonanza square 40 is 5e, ours too
        int board = 666 + 40; // black gold on 5e
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            ByteBuffer b = ByteBuffer.allocate(2).order(ByteOrder.LITTLE_ENDIAN);
            long row = (long) k * POS_N + (long) board * (board + 1) / 2;
            ch.write(b.putShort(0, (short) -32768), 2 * (row + 0)); // (gold 5e, black pawns in hand 0)
            ch.write(b.putShort(0, (short) 32767).position(0), 2 * (row + 1)); // (gold 5e, 1 pawn)
            ch.write(ByteBuffer.allocate(1), BYTES - 1);
        }
        try (KppTables t = new KppTables()) {
            BonanzaImport.Report r = BonanzaImport.convert(file, t, BonanzaImport.bonanza6Values());
            assertEquals(1, r.clampedKppPairs());
            assertEquals(65535, r.largestClampedMagnitude());
            int ours = BonaPiece.boardFb(Piece.make(Color.BLACK, Piece.GOLD), Square.of(5, 5));
            assertEquals(Short.MAX_VALUE, t.kpp(k, ours, BonaPiece.F_HAND_PAWN));
            assertEquals(Short.MAX_VALUE, t.kpp(k, BonaPiece.F_HAND_PAWN, ours));
        } finally {
            Files.delete(file);
        }
    }

    // ---- helpers ----

    /** True if a promoted pawn, lance, knight or silver (sharing the gold regions) is on the board. */
    private static boolean hasPromotedMinor(Position pos) {
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = pos.pieceOn(sq);
            if (pc != Piece.EMPTY && Piece.type(pc) >= Piece.PRO_PAWN && Piece.type(pc) <= Piece.PRO_SILVER) {
                return true;
            }
        }
        return false;
    }

    private static List<Position> randomGamePositions(int games, int plies, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        List<Position> out = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            Position pos = Position.startpos();
            for (int ply = 0; ply < plies; ply++) {
                int n = MoveGenerator.generateAll(pos, buf, 0);
                if (n == 0) {
                    break;
                }
                pos.doMove(buf[rnd.nextInt(n)]);
                out.add(Sfen.parse(pos.sfen()));
            }
        }
        return out;
    }

    /** Writes a full-size fv.bin of uniform random values in [-range, range]. */
    private static void writeRandom(Path file, long seed, int range) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        ByteBuffer buf = ByteBuffer.allocate(1 << 20).order(ByteOrder.LITTLE_ENDIAN);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            for (long left = BYTES / 2; left > 0; ) {
                buf.clear();
                int n = (int) Math.min(left, buf.capacity() / 2);
                for (int i = 0; i < n; i++) {
                    buf.putShort((short) rnd.nextInt(-range, range + 1));
                }
                buf.flip();
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                left -= n;
            }
        }
    }

    /**
     * Bonanza's evaluation from the raw bytes, as interop.md section 5.4 describes it: Bonanza squares, 14 hand
     * count features first, compacted board regions, KPP over j &lt;= i with black's king on list0 minus white's
     * inverted king on list1, KKP with the rotated kings for white.
     */
    static final class Oracle {
        // Hand order P, L, N, S, G, B, R.
        private static final int[] HAND_TYPES = {Piece.PAWN, Piece.LANCE, Piece.KNIGHT, Piece.SILVER, Piece.GOLD,
            Piece.BISHOP, Piece.ROOK};
        private static final int[] F_HAND = {0, 38, 48, 58, 68, 78, 84};
        private static final int[] E_HAND = {19, 43, 53, 63, 73, 81, 87};
        private static final int[] KKP_HAND = {0, 19, 24, 29, 34, 39, 42};
        private final ByteBuffer fv;

        Oracle(ByteBuffer fv) {
            this.fv = fv;
        }

        /** {f, e, kkp} bases of a piece type in Bonanza. */
        private static int[] region(int type) {
            switch (type) {
                case Piece.PAWN: return new int[] {81, 162, 36};
                case Piece.LANCE: return new int[] {225, 306, 108};
                case Piece.KNIGHT: return new int[] {360, 441, 171};
                case Piece.SILVER: return new int[] {504, 585, 252};
                case Piece.BISHOP: return new int[] {828, 909, 414};
                case Piece.HORSE: return new int[] {990, 1071, 495};
                case Piece.ROOK: return new int[] {1152, 1233, 576};
                case Piece.DRAGON: return new int[] {1314, 1395, 657};
                default: return new int[] {666, 747, 333}; // gold and the promoted minor pieces
            }
        }

        private static int bonanzaSquare(int sq) {
            return (Square.rank(sq) - 1) * 9 + (9 - Square.file(sq));
        }

        private int pcPcOnSq(int k, int i, int j) {
            assertTrue(i >= j && j >= 0 && i < 1476);
            return fv.getShort((int) (2 * ((long) k * POS_N + (long) i * (i + 1) / 2 + j)));
        }

        private int kkp(int bk, int wk, int x) {
            assertTrue(x >= 0 && x < 738);
            return fv.getShort((int) (2 * (81L * POS_N + ((long) bk * 81 + wk) * 738 + x)));
        }

        /** {positional sum in 1/32 units, material}, both from black's view. */
        long[] evaluate(Position pos, int[] values) {
            int bk = bonanzaSquare(pos.kingSquare(Color.BLACK));
            int wk = bonanzaSquare(pos.kingSquare(Color.WHITE));
            int[] list0 = new int[52];
            int[] list1 = new int[52];
            int n = 0;
            long sum = 0;
            long material = 0;
            for (int t = 0; t < 7; t++) {
                int cb = Hand.count(pos.hand(Color.BLACK), HAND_TYPES[t]);
                int cw = Hand.count(pos.hand(Color.WHITE), HAND_TYPES[t]);
                list0[n] = F_HAND[t] + cb;
                list1[n++] = F_HAND[t] + cw;
                list0[n] = E_HAND[t] + cw;
                list1[n++] = E_HAND[t] + cb;
                sum += kkp(bk, wk, KKP_HAND[t] + cb);
                sum -= kkp(80 - wk, 80 - bk, KKP_HAND[t] + cw);
                material += (long) values[HAND_TYPES[t]] * (cb - cw);
            }
            for (int sq = 0; sq < Square.NB; sq++) {
                int pc = pos.pieceOn(sq);
                if (pc == Piece.EMPTY || Piece.type(pc) == Piece.KING) {
                    continue;
                }
                int[] r = region(Piece.type(pc));
                int s = bonanzaSquare(sq);
                if (Piece.color(pc) == Color.BLACK) {
                    list0[n] = r[0] + s;
                    list1[n++] = r[1] + 80 - s;
                    sum += kkp(bk, wk, r[2] + s);
                    material += values[Piece.type(pc)];
                } else {
                    list0[n] = r[1] + s;
                    list1[n++] = r[0] + 80 - s;
                    sum -= kkp(80 - wk, 80 - bk, r[2] + 80 - s);
                    material -= values[Piece.type(pc)];
                }
            }
            for (int i = 0; i < n; i++) {
                for (int j = 0; j <= i; j++) {
                    sum += pcPcOnSq(bk, Math.max(list0[i], list0[j]), Math.min(list0[i], list0[j]));
                    sum -= pcPcOnSq(80 - wk, Math.max(list1[i], list1[j]), Math.min(list1[i], list1[j]));
                }
            }
            return new long[] {sum, material};
        }
    }
}
