package kirin.core;

/**
 * Material only: the sum of piece values on the board and in hand, black minus white, from the side to move.
 * Kept incrementally per ply, so that evaluation costs one array read.
 */
public final class MaterialEvaluator implements Evaluator {
    /** Black-minus-white material, indexed by position ply. */
    private int[] material = new int[256];

    @Override
    public void reset(Position pos) {
        int ply = pos.ply();
        ensure(ply);
        material[ply] = full(pos);
    }

    /** Material of {@code pos} computed from scratch, black minus white. */
    public static int full(Position pos) {
        int v = 0;
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = pos.pieceOn(sq);
            if (pc != Piece.EMPTY && Piece.type(pc) != Piece.KING) {
                int value = PieceValue.of(Piece.type(pc));
                v += Piece.color(pc) == Color.BLACK ? value : -value;
            }
        }
        for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
            v += PieceValue.of(t) * (Hand.count(pos.hand(Color.BLACK), t) - Hand.count(pos.hand(Color.WHITE), t));
        }
        return v;
    }

    @Override
    public void onMove(Position pos, int move) {
        int ply = pos.ply();
        ensure(ply);
        material[ply] = material[ply - 1] + delta(pos, move);
    }

    /** The black-minus-white material change of {@code move}, just played in {@code pos}. */
    public static int delta(Position pos, int move) {
        int delta = 0;
        int captured = pos.lastCaptured();
        if (captured != Piece.EMPTY) {
            delta += PieceValue.captureGain(Piece.type(captured));
        }
        if (Move.isPromotion(move)) {
            delta += PieceValue.promotionGain(Piece.type(Move.piece(move)));
        }
        return pos.sideToMove() == Color.WHITE ? delta : -delta; // the mover is the side not to move now
    }

    @Override
    public void onNullMove(Position pos) {
        int ply = pos.ply();
        ensure(ply);
        material[ply] = material[ply - 1];
    }

    @Override
    public int evaluate(Position pos) {
        int v = material[pos.ply()];
        return pos.sideToMove() == Color.BLACK ? v : -v;
    }

    /** Nothing to do: {@link #onMove} already keeps the material of every ply. */
    @Override
    public void prepare(Position pos) {
    }

    @Override
    public Evaluator copy() {
        return new MaterialEvaluator();
    }

    private void ensure(int ply) {
        if (ply >= material.length) {
            material = java.util.Arrays.copyOf(material, Math.max(ply + 1, material.length * 2));
        }
    }
}
