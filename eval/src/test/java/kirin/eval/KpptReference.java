package kirin.eval;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Test oracle for the KPPT layout, written from interop.md sections 5.1 and 5.2 alone: it reads the three files
 * of a folder as they lie on disk (memory-mapped, little-endian) and evaluates a position given as an SFEN with
 * its own square numbering ({@code sq = (file-1)*9 + (rank-1)}), its own BonaPiece numbers and its own Apery
 * WCSC26 piece values, by full recomputation. It shares no code with the engine: not the tables, not the
 * position, not the evaluator.
 */
final class KpptReference implements AutoCloseable {
    private static final int FE = 1548;
    // interop.md 5.2, indexed by the upper-case SFEN letter's position in "PLNSGBR".
    private static final String HAND_LETTERS = "PLNSGBR";
    private static final int[] F_HAND = {1, 39, 49, 59, 69, 79, 85};
    private static final int[] E_HAND = {20, 44, 54, 64, 74, 82, 88};
    // Board regions; promoted P/L/N/S share gold's. Keys: P L N S G B R, then H (+B) and D (+R).
    private static final String BOARD_KEYS = "PLNSGBRHD";
    private static final int[] F_BOARD = {90, 252, 414, 576, 738, 900, 1224, 1062, 1386};
    private static final int[] E_BOARD = {171, 333, 495, 657, 819, 981, 1305, 1143, 1467};
    // interop.md 5.1: Apery WCSC26 values; hands count as the unpromoted piece.
    private static final int[] VALUE = {90, 315, 405, 495, 540, 855, 990, 945, 1395};
    private static final int PROMOTED_MINOR_VALUE = 540;

    private final FileChannel[] channels = new FileChannel[3];
    private final MappedByteBuffer kk;
    private final MappedByteBuffer kkp;
    private final MappedByteBuffer kpp;

    KpptReference(Path dir) throws IOException {
        kk = map(0, dir.resolve("KK_synthesized.bin"));
        kkp = map(1, dir.resolve("KKP_synthesized.bin"));
        kpp = map(2, dir.resolve("KPP_synthesized.bin"));
        if (kpp.capacity() != 81L * FE * FE * 4) {
            throw new IOException("not a KPPT KPP file: " + kpp.capacity() + " bytes");
        }
    }

    private MappedByteBuffer map(int i, Path file) throws IOException {
        channels[i] = FileChannel.open(file, StandardOpenOption.READ);
        MappedByteBuffer b = channels[i].map(FileChannel.MapMode.READ_ONLY, 0, channels[i].size());
        b.order(ByteOrder.LITTLE_ENDIAN);
        return b;
    }

    private int kk(int bk, int wk, int part) {
        return kk.getInt((bk * 81 + wk) * 8 + 4 * part);
    }

    private int kkp(int bk, int wk, int p, int part) {
        return kkp.getInt((int) ((((long) bk * 81 + wk) * FE + p) * 8 + 4 * part));
    }

    private int kpp(int k, int p1, int p2, int part) {
        return kpp.getShort((int) ((((long) k * FE + p1) * FE + p2) * 4 + 2 * part));
    }

    private static int inv(int sq) {
        return 80 - sq;
    }

    /** The evaluation of {@code sfen} for its side to move, in evaluation units. */
    int value(String sfen) {
        String[] f = sfen.trim().split("\\s+");
        List<int[]> pieces = new ArrayList<>(); // {fb, fw}
        int bk = -1;
        int wk = -1;
        long material = 0;
        String[] ranks = f[0].split("/");
        for (int r = 0; r < 9; r++) {
            int file = 9;
            boolean promoted = false;
            for (char c : ranks[r].toCharArray()) {
                if (c == '+') {
                    promoted = true;
                    continue;
                }
                if (Character.isDigit(c)) {
                    file -= c - '0';
                    continue;
                }
                int sq = (file - 1) * 9 + r;
                file--;
                boolean black = Character.isUpperCase(c);
                char u = Character.toUpperCase(c);
                if (u == 'K') {
                    if (black) {
                        bk = sq;
                    } else {
                        wk = sq;
                    }
                    promoted = false;
                    continue;
                }
                int key;
                int value;
                if (promoted && (u == 'B' || u == 'R')) {
                    key = BOARD_KEYS.indexOf(u == 'B' ? 'H' : 'D');
                    value = VALUE[key];
                } else if (promoted) {
                    key = BOARD_KEYS.indexOf('G');
                    value = PROMOTED_MINOR_VALUE;
                } else {
                    key = BOARD_KEYS.indexOf(u);
                    value = VALUE[key];
                }
                promoted = false;
                material += black ? value : -value;
                pieces.add(black ? new int[] {F_BOARD[key] + sq, E_BOARD[key] + inv(sq)}
                        : new int[] {E_BOARD[key] + sq, F_BOARD[key] + inv(sq)});
            }
        }
        if (!f[2].equals("-")) {
            int count = 0;
            for (char c : f[2].toCharArray()) {
                if (Character.isDigit(c)) {
                    count = count * 10 + (c - '0');
                    continue;
                }
                int n = count == 0 ? 1 : count;
                count = 0;
                boolean black = Character.isUpperCase(c);
                int t = HAND_LETTERS.indexOf(Character.toUpperCase(c));
                for (int i = 0; i < n; i++) {
                    material += black ? VALUE[t] : -VALUE[t];
                    pieces.add(black ? new int[] {F_HAND[t] + i, E_HAND[t] + i} : new int[] {E_HAND[t] + i, F_HAND[t] + i});
                }
            }
        }
        while (pieces.size() < 38) {
            pieces.add(new int[] {0, 0}); // pieces in the box: BONA_PIECE_ZERO
        }
        boolean blackToMove = f[1].equals("b");
        long[] p0 = new long[2];
        long[] p1 = new long[2];
        for (int i = 0; i < pieces.size(); i++) {
            for (int j = 0; j < i; j++) {
                for (int part = 0; part < 2; part++) {
                    p0[part] += kpp(bk, pieces.get(i)[0], pieces.get(j)[0], part);
                    p1[part] += kpp(inv(wk), pieces.get(i)[1], pieces.get(j)[1], part);
                }
            }
        }
        long[] p2 = {kk(bk, wk, 0) + material * 32, kk(bk, wk, 1)};
        for (int[] p : pieces) {
            p2[0] += kkp(bk, wk, p[0], 0);
            p2[1] += kkp(bk, wk, p[0], 1);
        }
        long board = p0[0] - p1[0] + p2[0];
        long turn = p0[1] + p1[1] + p2[1];
        return (int) (((blackToMove ? board : -board) + turn) / 32);
    }

    @Override
    public void close() throws IOException {
        for (FileChannel c : channels) {
            if (c != null) {
                c.close();
            }
        }
    }
}
