package kirin.usi;

import kirin.core.Color;
import kirin.core.Hand;
import kirin.core.Move;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.SfenException;
import kirin.core.Square;
import kirin.core.Sfen;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code position startpos [moves m1 ...]} and {@code position sfen <board> <side> <hands> [<move number>] [moves
 * ...]}. The moves are replayed so the position carries the game history (needed for repetition detection). The
 * new position is built completely before it replaces the current one, so any error leaves the previous position
 * in place.
 */
final class PositionCommand implements Command {
    private static final String USAGE =
            "'startpos' or 'sfen <board> <side> <hands> [<move number>]', optionally followed by 'moves m1 m2 ...'";

    private final Engine engine;

    PositionCommand(Engine engine) {
        this.engine = engine;
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        engine.setPosition(parse(args));
    }

    /** Builds the position a {@code position} command describes (the tokens after the word {@code position}). */
    static Position parse(Tokens args) throws UsiException {
        if (!args.hasNext()) {
            throw new UsiException("position needs " + USAGE);
        }
        String kind = args.next();
        Position pos;
        if (kind.equals("startpos")) {
            pos = Position.startpos();
        } else if (kind.equals("sfen")) {
            pos = parseSfen(args);
        } else {
            throw new UsiException("position: expected " + USAGE + ", got '" + kind + "'");
        }
        if (!args.hasNext()) {
            return pos;
        }
        String keyword = args.next();
        if (!keyword.equals("moves")) {
            throw new UsiException("position: expected 'moves' after the position, got '" + keyword + "'");
        }
        // "moves" followed by nothing is an empty move list; some GUIs send it at the start of a game.
        for (int index = 1; args.hasNext(); index++) {
            String text = args.next();
            int move = pos.toMove(text);
            if (move == Move.NONE) {
                throw new UsiException(Move.parse16(text) == Move.NONE
                        ? "cannot parse move '" + text + "' (move " + index + ")"
                        : "illegal move " + text + " (move " + index + "): " + whyIllegal(pos, text));
            }
            pos.doMove(move);
        }
        return pos;
    }

    private static Position parseSfen(Tokens args) throws UsiException {
        // The SFEN runs up to the word "moves"; its fourth field (the move number) is optional.
        List<String> fields = new ArrayList<>(4);
        while (args.hasNext() && !args.peek().equals("moves")) {
            fields.add(args.next());
        }
        if (fields.size() < 3 || fields.size() > 4) {
            throw new UsiException("position sfen needs 3 or 4 SFEN fields (board side hands [move number]), got "
                    + fields.size() + (fields.isEmpty() ? "" : ": '" + String.join(" ", fields) + "'"));
        }
        try {
            return Sfen.parse(String.join(" ", fields));
        } catch (SfenException e) {
            throw new UsiException("invalid SFEN: " + e.getMessage());
        }
    }

    /**
     * A human-readable reason why a well-formed move is not legal in {@code pos}; the common GUI-side mistakes
     * (moving from an empty square, moving the opponent's piece, dropping what is not in hand) get a specific
     * message, the rest a generic one.
     */
    static String whyIllegal(Position pos, String text) {
        int m16 = Move.parse16(text);
        int us = pos.sideToMove();
        String side = us == Color.BLACK ? "black" : "white";
        int to = Move.to(m16);
        if (Move.isDrop(m16)) {
            int type = Move.dropType(m16);
            if (Hand.count(pos.hand(us), type) == 0) {
                return side + " has no " + Piece.letter(type) + " in hand";
            }
            if (pos.pieceOn(to) != Piece.EMPTY) {
                return Square.name(to) + " is occupied";
            }
        } else {
            int from = Move.from(m16);
            int pc = pos.pieceOn(from);
            if (pc == Piece.EMPTY) {
                return "no piece on " + Square.name(from);
            }
            if (Piece.color(pc) != us) {
                return "the piece on " + Square.name(from) + " is not " + side + "'s, and " + side + " is to move";
            }
        }
        return "not a legal move in this position";
    }
}
