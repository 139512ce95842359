package kirin.learn;

import kirin.core.AtomicFile;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import kirin.core.Color;
import kirin.core.Move;
import kirin.core.Position;
import kirin.kifu.Kifu;
import kirin.kifu.KifuFiles;

/**
 * {@code learn convert_kifu}: game records (CSA, KIF, KIFU; files or folders; many games per file) to
 * PackedSfenValue training records (interop.md 4.1), one per move of every usable game: the position before the
 * move, the record move as Move16, {@code gamePly} the 0-origin ply of that position (the start's SFEN move number
 * minus one, plus the moves before it, as gensfen counts), and {@code gameResult} from the side to move's point of
 * view: +1 it went on to win, -1 it lost, 0 for a drawn game (sennichite, jishogi), which {@code learn} skips as
 * YaneuraOu's learner does (interop.md 3), and in the padding byte the game-end code ({@link #ending}). The score is 0 unless the record gives one: a Floodgate comment
 * {@code '** <score> ...} after a move (black's point of view, as cshogi reads it) is the score of the position the
 * move was played from, turned to its side to move and clamped to +-32000.
 *
 * <p>Games that cannot be used are skipped and counted by reason: cut short by an illegal or unreadable move, no
 * result (suspended, {@code %CHUDAN}, no end), or no moves. The output is written atomically; when no game is
 * usable nothing is written and the target is left alone.
 */
public final class ConvertKifu {
    /** What a conversion did. */
    public record Summary(int files, int games, Map<String, Integer> skipped, long records) {
        public int skippedTotal() {
            return skipped.values().stream().mapToInt(Integer::intValue).sum();
        }

        /** "3 files, 10 games read, 2 skipped (1 illegal or unreadable move, 1 no result), 1234 records written". */
        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            sb.append(files).append(files == 1 ? " file, " : " files, ").append(games).append(" games read, ")
                    .append(skippedTotal()).append(" skipped");
            if (!skipped.isEmpty()) {
                sb.append(" (");
                String sep = "";
                for (Map.Entry<String, Integer> e : skipped.entrySet()) {
                    sb.append(sep).append(e.getValue()).append(' ').append(e.getKey());
                    sep = ", ";
                }
                sb.append(')');
            }
            return sb.append(", ").append(records).append(" records written").toString();
        }
    }

    static final String ILLEGAL = "illegal or unreadable move";
    static final String NO_RESULT = "no result";
    static final String NO_MOVES = "no moves";

    private ConvertKifu() {}

    /**
     * Converts the games of {@code inputs} into {@code output}.
     *
     * @param warnings gets one message per skipped game, naming file, game and (for defects) ply
     * @throws java.nio.file.NoSuchFileException for a missing input
     * @throws IOException when no input holds a usable game (nothing is written then), or on I/O failure
     */
    public static Summary run(List<Path> inputs, Path output, Consumer<String> warnings) throws IOException {
        List<Path> files = KifuFiles.expand(inputs);
        if (files.isEmpty()) {
            throw new IOException("no game-record files (.csa, .kif, .kifu) in " + inputs);
        }
        Map<String, Integer> skipped = new TreeMap<>();
        int[] games = new int[1];
        long[] records = new long[1];
        Path target = output;
        try {
            AtomicFile.write(target, out -> {
                ByteBuffer buf = ByteBuffer.allocate(PackedSfenValue.BYTES);
                for (Path f : files) {
                    for (Kifu k : KifuFiles.read(f)) {
                        games[0]++;
                        String why = skipReason(k);
                        if (why != null) {
                            skipped.merge(why, 1, Integer::sum);
                            warnings.accept(k.error() != null ? k.error() + " (game skipped)"
                                    : k.name() + ": skipped, " + why);
                            continue;
                        }
                        Position pos = k.startPosition();
                        int ending = ending(k);
                        for (int i = 0; i < k.plies().size(); i++) {
                            Kifu.Ply p = k.plies().get(i);
                            int side = pos.sideToMove();
                            int result = k.winner() == Kifu.DRAW ? 0 : k.winner() == side ? 1 : -1;
                            int score = score(p, side);
                            buf.clear();
                            PackedSfenValue.of(pos, score, Move.to16(p.move()), pos.gamePly() - 1, result, ending)
                                    .write(buf);
                            out.write(buf.array());
                            records[0]++;
                            pos.doMove(p.move());
                        }
                    }
                }
                if (records[0] == 0) {
                    throw new NothingUsable();
                }
            });
        } catch (NothingUsable e) {
            throw new IOException("no usable game in " + files.size() + " file(s) (" + games[0] + " games read, "
                    + skipped + "); " + output + " not written");
        }
        return new Summary(files.size(), games[0], skipped, records[0]);
    }

    /** Null if the game can be used, else why not. */
    static String skipReason(Kifu k) {
        if (k.error() != null) {
            return ILLEGAL;
        }
        if (k.plies().isEmpty()) {
            return NO_MOVES;
        }
        if (k.winner() == Kifu.UNKNOWN) {
            return NO_RESULT;
        }
        return null;
    }

    /**
     * The game-end code of byte 39 ({@link PackedSfenValue#ending()}): decisive for a game with a winner,
     * repetition for {@code %SENNICHITE}, the move limit for {@code %MAX_MOVES}, another draw for the other draws
     * ({@code %JISHOGI}, {@code %HIKIWAKE}).
     */
    static int ending(Kifu k) {
        if (k.winner() != Kifu.DRAW) {
            return PackedSfenValue.END_DECISIVE;
        }
        String t = k.terminal() == null ? "" : k.terminal();
        return switch (t) {
            case "%SENNICHITE" -> PackedSfenValue.END_REPETITION;
            case "%MAX_MOVES" -> PackedSfenValue.END_MAX_MOVES;
            default -> PackedSfenValue.END_OTHER_DRAW;
        };
    }

    /** The Floodgate {@code '**} score of the move's comments, from {@code side}'s view, or 0. */
    static int score(Kifu.Ply p, int side) {
        for (String c : p.comments()) {
            if (c.startsWith("** ") || c.startsWith("**\t")) {
                String[] t = c.substring(3).strip().split("\\s+");
                try {
                    int black = (int) Math.max(-32000, Math.min(32000, Long.parseLong(t[0])));
                    return side == Color.BLACK ? black : -black;
                } catch (NumberFormatException e) {
                    return 0;
                }
            }
        }
        return 0;
    }

    /** Aborts the atomic write when no record was written, so that the target is left alone. */
    private static final class NothingUsable extends IOException {
        private static final long serialVersionUID = 1L;

        NothingUsable() {
            super("no usable game");
        }
    }
}
