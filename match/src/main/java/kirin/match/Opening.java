package kirin.match;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import kirin.core.GameEnd;
import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import kirin.core.SfenException;

/**
 * Where a game starts: a root position (the hirate start position, or an SFEN) and the moves already played from
 * it. Written one per line in opening files and games files, in YaneuraOu's sfen-file form: {@code startpos
 * [moves m1 ...]} or {@code sfen <board> <side> <hands> [<ply>] [moves m1 ...]}; a leading {@code position} and a
 * bare SFEN are accepted too.
 *
 * @param sfen the root position, or null for the hirate start position
 * @param moves the moves from the root, in USI notation
 */
public record Opening(String sfen, List<String> moves) {
    /** The hirate start position with no moves. */
    public static final Opening STARTPOS = new Opening(null, List.of());

    public Opening {
        moves = List.copyOf(moves);
    }

    /** Parses one line; throws IllegalArgumentException if it is malformed or a move is illegal. */
    public static Opening parse(String line) {
        List<String> tokens = new ArrayList<>(Arrays.asList(line.trim().split("\\s+")));
        if (!tokens.isEmpty() && tokens.get(0).equals("position")) {
            tokens.remove(0);
        }
        if (tokens.isEmpty() || tokens.get(0).isEmpty()) {
            throw new IllegalArgumentException("empty opening line");
        }
        int movesAt = tokens.indexOf("moves");
        List<String> head = movesAt < 0 ? tokens : tokens.subList(0, movesAt);
        List<String> moves = movesAt < 0 ? List.of() : tokens.subList(movesAt + 1, tokens.size());
        String sfen;
        if (head.size() == 1 && head.get(0).equals("startpos")) {
            sfen = null;
        } else {
            List<String> fields = head.get(0).equals("sfen") ? head.subList(1, head.size()) : head;
            if (fields.size() < 3 || fields.size() > 4) {
                throw new IllegalArgumentException("expected 'startpos' or 'sfen <board> <side> <hands> [<ply>]': "
                        + line.trim());
            }
            sfen = String.join(" ", fields);
        }
        Opening o = new Opening(sfen, moves);
        Position pos = o.position();
        if (GameEnd.isMated(pos)) {
            throw new IllegalArgumentException("the side to move has no legal move: " + line.trim());
        }
        return o;
    }

    /** The root position, without the moves. */
    public Position root() {
        if (sfen == null) {
            return Position.startpos();
        }
        try {
            return Sfen.parse(sfen);
        } catch (SfenException e) {
            throw new IllegalArgumentException("bad SFEN '" + sfen + "': " + e.getMessage());
        }
    }

    /** The position after the moves, with its history. */
    public Position position() {
        Position pos = root();
        for (String text : moves) {
            int m = pos.toMove(text);
            if (m == Move.NONE) {
                throw new IllegalArgumentException("illegal move '" + text + "' in opening " + usi());
            }
            pos.doMove(m);
        }
        return pos;
    }

    /** The opening as {@code startpos moves ...} or {@code sfen ... moves ...} (no {@code moves} if there are none). */
    public String usi() {
        return withMoves(moves);
    }

    /** The root followed by {@code allMoves} in USI form, as a {@code position} command takes it. */
    public String withMoves(List<String> allMoves) {
        StringBuilder sb = new StringBuilder(sfen == null ? "startpos" : "sfen " + sfen);
        if (!allMoves.isEmpty()) {
            sb.append(" moves");
            for (String m : allMoves) {
                sb.append(' ').append(m);
            }
        }
        return sb.toString();
    }
}
