package kirin.core;

/**
 * A shogi position with its game history: board, bitboards by piece and by colour, hands, king squares, Zobrist
 * keys and checkers, plus everything needed to undo moves and to judge repetition. Per-ply state lives in arrays
 * indexed by the number of moves played since the root position, so do and undo allocate nothing (the arrays grow,
 * rarely, when a game gets longer than any before it).
 *
 * <p>Build one with {@link #startpos()} or {@link Sfen#parse}. A side may lack a king, as in mate problems.
 *
 * <p>Parts with a purpose of their own live in their own classes, which the position owns or calls: the piece list
 * for three-piece evaluations ({@link PieceList}), the checkers, pins and discoverers of each ply
 * ({@link CheckState}) and the attackers of a square ({@link SquareAttackers}). The public methods here stay the
 * way to reach them.
 */
public final class Position {
    /** Bitboard groups, kept per colour beside the per-piece bitboards, for fast attacker lookups. */
    static final int GOLDS = 0;         // gold and every promoted minor piece
    static final int HDK = 1;           // horse, dragon, king: the pieces with king steps
    static final int BISHOP_HORSE = 2;
    static final int ROOK_DRAGON = 3;
    private static final int NO_GROUP = 40;
    private static final int[] GROUP_A = new int[Piece.NB];
    private static final int[] GROUP_B = new int[Piece.NB];
    /**
     * Parts of the board keyed apart for the search's correction history: the pawns of both sides, and per colour
     * the minor pieces (lance, knight, silver, gold, promoted minors) and the rest (bishop, rook, their promotions,
     * king). Kept incrementally beside the full key, so the search reads them instead of hashing bitboards.
     */
    private static final int PART_PAWNS = 0;
    private static final int PART_MINOR = 1;  // + colour
    private static final int PART_MAJOR = 3;  // + colour
    private static final int PARTS = 5;
    private static final int[] PART = new int[Piece.NB];

    static {
        for (int pc = 0; pc < Piece.NB; pc++) {
            GROUP_A[pc] = NO_GROUP;
            GROUP_B[pc] = NO_GROUP;
            int c = Piece.color(pc);
            switch (Piece.type(pc)) {
                case Piece.GOLD, Piece.PRO_PAWN, Piece.PRO_LANCE, Piece.PRO_KNIGHT, Piece.PRO_SILVER ->
                        GROUP_A[pc] = group(c, GOLDS);
                case Piece.KING -> GROUP_A[pc] = group(c, HDK);
                case Piece.BISHOP -> GROUP_A[pc] = group(c, BISHOP_HORSE);
                case Piece.ROOK -> GROUP_A[pc] = group(c, ROOK_DRAGON);
                case Piece.HORSE -> {
                    GROUP_A[pc] = group(c, HDK);
                    GROUP_B[pc] = group(c, BISHOP_HORSE);
                }
                case Piece.DRAGON -> {
                    GROUP_A[pc] = group(c, HDK);
                    GROUP_B[pc] = group(c, ROOK_DRAGON);
                }
                default -> { }
            }
            PART[pc] = switch (Piece.type(pc)) {
                case Piece.PAWN -> PART_PAWNS;
                case Piece.BISHOP, Piece.ROOK, Piece.HORSE, Piece.DRAGON, Piece.KING -> PART_MAJOR + c;
                default -> PART_MINOR + c;
            };
        }
    }

    static int group(int color, int g) {
        return 32 + (color << 2) + g;
    }

    final int[] board = new int[Square.NB];
    /** Zobrist keys of the board's parts ({@link #PART}), updated by every piece placed or removed. */
    private final long[] partKeys = new long[PARTS];
    /** Bitboards indexed by piece code (0..31) or by {@link #group}; slot 40 absorbs pieces without a group. */
    final long[] bbLo = new long[NO_GROUP + 1];
    final long[] bbHi = new long[NO_GROUP + 1];
    final long[] colorLo = new long[Color.NB];
    final long[] colorHi = new long[Color.NB];
    long occLo;
    long occHi;
    final int[] hand = new int[Color.NB];
    final int[] kingSq = {Square.NONE, Square.NONE};
    int side;
    long boardKey;
    long handKey;
    /** Moves played since the root position; index into the history arrays. */
    int ply;
    /** Game ply (SFEN move number) of the root position. */
    int rootGamePly = 1;

    /** The piece list for three-piece evaluations, with what each move of the history changed in it. */
    final PieceList pieces = new PieceList();
    /** Checkers, pins and discoverers of each position of the history. */
    final CheckState checks = new CheckState();
    /** Scratch for {@link MoveGenerator#generateChecks}: squares from which each piece type would check. */
    final long[] checkSquaresLo = new long[Piece.TYPE_NB];
    final long[] checkSquaresHi = new long[Piece.TYPE_NB];

    // History, indexed by ply. Entry i describes the position after i moves; moves[i]/captured[i] the move that
    // left position i.
    private int capacity;
    long[] boardKeys;
    long[] handKeys;
    int[] hands;            // 2 per ply: black, white
    int[] moves;
    int[] captured;
    int[] consecutiveChecks; // 2 per ply: checking moves in a row by black, by white, ending at this position
    int[] sinceNull;        // plies since the last null move (or since the root)
    /**
     * For each value of a board key's top {@value #SEEN_BITS} bits, how many positions of the history (plies 0 to
     * ply, null moves included) have such a key: {@link Repetition} looks back over the history only when the current
     * board's count is above one, which at most nodes it is not (an exact filter: a repetition needs an equal key).
     */
    final short[] boardsSeen = new short[1 << SEEN_BITS];
    static final int SEEN_BITS = 12;

    Position() {
        allocate(256);
    }

    /** The standard start position (hirate). */
    public static Position startpos() {
        return Sfen.parse(Sfen.STARTPOS);
    }

    private void allocate(int n) {
        capacity = n;
        boardKeys = grow(boardKeys, n);
        handKeys = grow(handKeys, n);
        checks.allocate(n);
        hands = grow(hands, 2 * n);
        moves = grow(moves, n);
        captured = grow(captured, n);
        consecutiveChecks = grow(consecutiveChecks, 2 * n);
        sinceNull = grow(sinceNull, n);
        pieces.allocate(n);
    }

    private static long[] grow(long[] a, int n) {
        long[] b = new long[n];
        if (a != null) {
            System.arraycopy(a, 0, b, 0, a.length);
        }
        return b;
    }

    private static int[] grow(int[] a, int n) {
        int[] b = new int[n];
        if (a != null) {
            System.arraycopy(a, 0, b, 0, a.length);
        }
        return b;
    }

    // ---- setup ----

    /** Clears everything; the caller places pieces and then calls {@link #finishSetup}. */
    void clear() {
        java.util.Arrays.fill(board, Piece.EMPTY);
        java.util.Arrays.fill(bbLo, 0);
        java.util.Arrays.fill(bbHi, 0);
        java.util.Arrays.fill(partKeys, 0);
        colorLo[0] = colorLo[1] = colorHi[0] = colorHi[1] = 0;
        occLo = occHi = 0;
        hand[0] = hand[1] = 0;
        kingSq[0] = kingSq[1] = Square.NONE;
        side = Color.BLACK;
        boardKey = handKey = 0;
        ply = 0;
        rootGamePly = 1;
    }

    void place(int piece, int sq) {
        board[sq] = piece;
        toggle(piece, sq);
        if (Piece.type(piece) == Piece.KING) {
            kingSq[Piece.color(piece)] = sq;
        }
    }

    void setHand(int color, int value) {
        hand[color] = value;
    }

    /** Computes keys and checkers for the root after pieces, hands, side and ply are set. */
    void finishSetup(int sideToMove, int gamePly) {
        side = sideToMove;
        rootGamePly = gamePly;
        ply = 0;
        boardKey = 0;
        for (int sq = 0; sq < Square.NB; sq++) {
            if (board[sq] != Piece.EMPTY) {
                boardKey ^= Zobrist.pieceSquare(board[sq], sq);
            }
        }
        if (side == Color.WHITE) {
            boardKey ^= Zobrist.SIDE;
        }
        handKey = Zobrist.handKey(Color.BLACK, hand[0]) + Zobrist.handKey(Color.WHITE, hand[1]);
        boardKeys[0] = boardKey;
        handKeys[0] = handKey;
        java.util.Arrays.fill(boardsSeen, (short) 0);
        boardsSeen[seenSlot(boardKey)] = 1;
        hands[0] = hand[0];
        hands[1] = hand[1];
        consecutiveChecks[0] = 0;
        consecutiveChecks[1] = 0;
        sinceNull[0] = 0;
        checks.store(this, 0);
        pieces.build(board, hand);
    }

    /** Number of non-king pieces: the length of the piece list. */
    public static final int PIECE_NO_KING = PieceList.NO_KING;

    /** The {@link #boardsSeen} slot of a board key. */
    static int seenSlot(long boardKey) {
        return (int) (boardKey >>> (64 - SEEN_BITS));
    }

    /** A deep copy, history included. */
    public Position copy() {
        return copyInto(null);
    }

    /**
     * Copies this position, history included, into {@code target} (reusing its arrays where they are large enough;
     * a searcher copies its root this way on every {@code go}) or into a new position if {@code target} is null.
     * Returns the copy.
     */
    public Position copyInto(Position target) {
        Position p = target != null ? target : new Position();
        if (p.capacity < capacity) {
            p.allocate(capacity);
        }
        System.arraycopy(board, 0, p.board, 0, board.length);
        System.arraycopy(bbLo, 0, p.bbLo, 0, bbLo.length);
        System.arraycopy(bbHi, 0, p.bbHi, 0, bbHi.length);
        System.arraycopy(partKeys, 0, p.partKeys, 0, PARTS);
        System.arraycopy(colorLo, 0, p.colorLo, 0, 2);
        System.arraycopy(colorHi, 0, p.colorHi, 0, 2);
        p.occLo = occLo;
        p.occHi = occHi;
        p.hand[0] = hand[0];
        p.hand[1] = hand[1];
        p.kingSq[0] = kingSq[0];
        p.kingSq[1] = kingSq[1];
        p.side = side;
        p.boardKey = boardKey;
        p.handKey = handKey;
        p.ply = ply;
        p.rootGamePly = rootGamePly;
        int n = ply + 1; // history beyond the current ply is never read before it is written
        System.arraycopy(boardKeys, 0, p.boardKeys, 0, n);
        System.arraycopy(handKeys, 0, p.handKeys, 0, n);
        checks.copyInto(p.checks, n);
        System.arraycopy(hands, 0, p.hands, 0, 2 * n);
        System.arraycopy(moves, 0, p.moves, 0, n);
        System.arraycopy(captured, 0, p.captured, 0, n);
        System.arraycopy(consecutiveChecks, 0, p.consecutiveChecks, 0, 2 * n);
        System.arraycopy(sinceNull, 0, p.sinceNull, 0, n);
        System.arraycopy(boardsSeen, 0, p.boardsSeen, 0, boardsSeen.length);
        pieces.copyInto(p.pieces, n);
        return p;
    }

    // ---- queries ----

    public int sideToMove() {
        return side;
    }

    public int pieceOn(int sq) {
        return board[sq];
    }

    /** Packed hand of {@code color} (see {@link Hand}). */
    public int hand(int color) {
        return hand[color];
    }

    /** King square of {@code color}, or {@link Square#NONE} if that side has no king. */
    public int kingSquare(int color) {
        return kingSq[color];
    }

    /** Full 64-bit key: board, hands and side to move. */
    public long key() {
        return boardKey ^ handKey;
    }

    /** Full key of the position {@code back} moves ago (0 is now); {@code back} at most {@link #ply()}. */
    public long keyBefore(int back) {
        return boardKeys[ply - back] ^ handKeys[ply - back];
    }

    /** Key of the pawns on the board, both sides' (no side to move, no hands). */
    public long pawnKey() {
        return partKeys[PART_PAWNS];
    }

    /** Key of {@code color}'s minor pieces on the board: lances, knights, silvers, golds and promoted minors. */
    public long minorKey(int color) {
        return partKeys[PART_MINOR + color];
    }

    /** Key of {@code color}'s pieces on the board other than pawns, king included. */
    public long nonPawnKey(int color) {
        return partKeys[PART_MINOR + color] ^ partKeys[PART_MAJOR + color];
    }

    /** Key of the board and side to move only. */
    public long boardKey() {
        return boardKey;
    }

    /** Key of both hands only. */
    public long handKey() {
        return handKey;
    }

    /** Moves played since the root position. */
    public int ply() {
        return ply;
    }

    /** Game ply as in the SFEN move number: the root's number plus the moves played since. */
    public int gamePly() {
        return rootGamePly + ply;
    }

    /** The move that left position {@code i} (0 = root), for i below {@link #ply()}. */
    public int moveAt(int i) {
        return moves[i];
    }

    /** What the move that left position {@code i} captured (0 = root; empty if none), i below {@link #ply()}. */
    public int capturedAt(int i) {
        return captured[i];
    }

    /** The piece captured by the last move (empty if none, or at the root). */
    public int lastCaptured() {
        return ply == 0 ? Piece.EMPTY : captured[ply - 1];
    }

    /** The last move played, or {@link Move#NONE} at the root. */
    public int lastMove() {
        return ply == 0 ? Move.NONE : moves[ply - 1];
    }

    public boolean inCheck() {
        return checks.inCheck(ply);
    }

    /** Low word of the pieces giving check to the side to move. */
    public long checkersLo() {
        return checks.checkersLo[ply];
    }

    public long checkersHi() {
        return checks.checkersHi[ply];
    }

    public long occupiedLo() {
        return occLo;
    }

    public long occupiedHi() {
        return occHi;
    }

    public long colorLo(int color) {
        return colorLo[color];
    }

    public long colorHi(int color) {
        return colorHi[color];
    }

    /** Low word of the squares holding {@code piece} (type with colour). */
    public long piecesLo(int piece) {
        return bbLo[piece];
    }

    public long piecesHi(int piece) {
        return bbHi[piece];
    }

    // ---- piece list (three-piece evaluations) ----

    /**
     * Black-view BonaPiece index of every non-king piece, by piece number (0..37); {@link BonaPiece#ZERO} for pieces
     * in the box. The array itself is returned for speed: read it, never write it.
     */
    public int[] pieceListFb() {
        return pieces.fb;
    }

    /** White-view indices, like {@link #pieceListFb}. */
    public int[] pieceListFw() {
        return pieces.fw;
    }

    /** Piece number (0..39) of the piece on {@code sq}, which must be occupied. */
    public int pieceNoOn(int sq) {
        return pieces.noAt[sq];
    }

    /** How many piece-list entries the last move changed (0..2); 0 at the root and after a null move. */
    public int dirtyCount() {
        return ply == 0 ? 0 : pieces.dirtyCount[ply - 1];
    }

    /** Number of the {@code k}-th piece the last move changed; its new indices are in the piece list. */
    public int dirtyPieceNo(int k) {
        return pieces.dirtyNo[2 * (ply - 1) + k];
    }

    /** Black-view index the {@code k}-th changed piece had before the last move. */
    public int dirtyOldFb(int k) {
        return pieces.dirtyFb[2 * (ply - 1) + k];
    }

    /** White-view index the {@code k}-th changed piece had before the last move. */
    public int dirtyOldFw(int k) {
        return pieces.dirtyFw[2 * (ply - 1) + k];
    }

    // ---- attacks (see SquareAttackers) ----

    /** Low word of the pieces of {@code color} that attack {@code sq} with the given occupancy. */
    public long attackersLo(int color, int sq, long oLo, long oHi) {
        return SquareAttackers.attackersLo(this, color, sq, oLo, oHi);
    }

    /** High word of {@link #attackersLo}. */
    public long attackersHi(int color, int sq, long oLo, long oHi) {
        return SquareAttackers.attackersHi(this, color, sq, oLo, oHi);
    }

    /**
     * Low word of the pieces of both colours that attack {@code sq} with the given occupancy: the union of
     * {@link #attackersLo} for black and white, with each slider attack set computed once.
     */
    public long allAttackersLo(int sq, long oLo, long oHi) {
        return SquareAttackers.allAttackersLo(this, sq, oLo, oHi);
    }

    /** High word of {@link #allAttackersLo}. */
    public long allAttackersHi(int sq, long oLo, long oHi) {
        return SquareAttackers.allAttackersHi(this, sq, oLo, oHi);
    }

    /** True if a piece of {@code color} attacks {@code sq} given the occupancy. */
    public boolean isAttacked(int color, int sq, long oLo, long oHi) {
        return isAttackedExcept(color, sq, oLo, oHi, 0L, 0L); // nothing left out
    }

    /** True if {@code color} attacks {@code sq} in the current position. */
    public boolean isAttacked(int color, int sq) {
        return isAttacked(color, sq, occLo, occHi);
    }

    /**
     * {@link #isAttacked(int, int, long, long)} leaving out the pieces on the squares of {@code ex}: asks about the
     * position after a move of the piece on {@code ex} without playing it (the caller accounts for where it lands).
     */
    public boolean isAttackedExcept(int color, int sq, long oLo, long oHi, long exLo, long exHi) {
        return SquareAttackers.isAttackedExcept(this, color, sq, oLo, oHi, exLo, exHi);
    }

    /**
     * Low word of the pieces of {@code color} on a line through {@code sq} that could attack it along that line
     * (bishops and horses on its diagonals, rooks and dragons on its rank and file, lances on the file below it from
     * their side), whatever stands between. With a between test per piece this gives the slider attackers of a
     * square, usually cheaper than slider attack sets.
     */
    public long sliderLinesLo(int color, int sq) {
        return SquareAttackers.sliderLinesLo(this, color, sq);
    }

    /** High word of {@link #sliderLinesLo}. */
    public long sliderLinesHi(int color, int sq) {
        return SquareAttackers.sliderLinesHi(this, color, sq);
    }

    /** Low word of the pieces of {@code color} that attack {@code sq} by a step (every piece but the sliders' lines). */
    public long stepAttackersLo(int color, int sq) {
        return SquareAttackers.stepAttackersLo(this, color, sq);
    }

    /** High word of {@link #stepAttackersLo}. */
    public long stepAttackersHi(int color, int sq) {
        return SquareAttackers.stepAttackersHi(this, color, sq);
    }

    /**
     * Low word of the pieces of the side to move whose move off their line uncovers a check on the enemy king: each
     * is the only piece between that king and a bishop, rook, horse, dragon or lance of the side to move.
     */
    public long discoverersLo() {
        return checks.discoverersLo(this, ply);
    }

    public long discoverersHi() {
        return checks.discoverersHi(this, ply);
    }

    /** Low word of the pieces of the side to move that are pinned to its king. */
    public long pinnedLo() {
        return checks.pinnedLo(this, ply);
    }

    public long pinnedHi() {
        return checks.pinnedHi(this, ply);
    }

    // ---- do / undo ----

    private void toggle(int piece, int sq) {
        flip(piece, Bitboard.lo(sq), Bitboard.hi(sq), Zobrist.pieceSquare(piece, sq));
    }

    /** {@link #toggle} on two squares at once: the piece leaves {@code from} and stands on {@code to}. */
    private void shift(int piece, int from, int to) {
        flip(piece, Bitboard.lo(from) | Bitboard.lo(to), Bitboard.hi(from) | Bitboard.hi(to),
                Zobrist.pieceSquare(piece, from) ^ Zobrist.pieceSquare(piece, to));
    }

    /** Flips squares {@code l}/{@code h} of {@code piece} in every bitboard that holds it, and {@code key} in its part key. */
    private void flip(int piece, long l, long h, long key) {
        bbLo[piece] ^= l;
        bbHi[piece] ^= h;
        bbLo[GROUP_A[piece]] ^= l;
        bbHi[GROUP_A[piece]] ^= h;
        bbLo[GROUP_B[piece]] ^= l;
        bbHi[GROUP_B[piece]] ^= h;
        int c = Piece.color(piece);
        colorLo[c] ^= l;
        colorHi[c] ^= h;
        occLo ^= l;
        occHi ^= h;
        partKeys[PART[piece]] ^= key;
    }

    /** Plays a legal move (as produced by {@link MoveGenerator} or {@link #toMove}). */
    public void doMove(int move) {
        if (ply + 2 >= capacity) {
            allocate(capacity * 2);
        }
        int us = side;
        int to = Move.to(move);
        int cap = Piece.EMPTY;
        // The piece list is updated here, in line, through its arrays: C1 inlines only tiny methods, and on a busy
        // machine doMove runs as C1 code through a whole short search, where a call per move cost speed.
        PieceList pl = pieces;
        int d = 2 * ply;
        if (Move.isDrop(move)) {
            int type = Move.dropType(move);
            int pc = Piece.make(us, type);
            int n = pl.noInHand[BonaPiece.handFb(us, type, Hand.count(hand[us], type) - 1)];
            pl.dirtyCount[ply] = 1;
            pl.dirtyNo[d] = n;
            pl.dirtyFb[d] = pl.fb[n];
            pl.dirtyFw[d] = pl.fw[n];
            pl.fb[n] = BonaPiece.boardFb(pc, to);
            pl.fw[n] = BonaPiece.boardFw(pc, to);
            pl.noAt[to] = n;
            hand[us] = Hand.remove(hand[us], type);
            handKey -= Zobrist.hand(us, type);
            board[to] = pc;
            toggle(pc, to);
            boardKey ^= Zobrist.pieceSquare(pc, to);
        } else {
            int from = Move.from(move);
            int pc = board[from];
            cap = board[to];
            board[from] = Piece.EMPTY;
            boardKey ^= Zobrist.pieceSquare(pc, from);
            int dirty = 0;
            if (cap != Piece.EMPTY) {
                toggle(cap, to);
                boardKey ^= Zobrist.pieceSquare(cap, to);
                int base = Piece.base(Piece.type(cap));
                int cn = pl.noAt[to];
                pl.dirtyNo[d] = cn;
                pl.dirtyFb[d] = pl.fb[cn];
                pl.dirtyFw[d] = pl.fw[cn];
                dirty = 1;
                int i = Hand.count(hand[us], base);
                pl.fb[cn] = BonaPiece.handFb(us, base, i);
                pl.fw[cn] = BonaPiece.handFw(us, base, i);
                pl.noInHand[pl.fb[cn]] = cn;
                hand[us] = Hand.add(hand[us], base);
                handKey += Zobrist.hand(us, base);
            }
            int after = Move.isPromotion(move) ? pc + Piece.PROMOTED : pc;
            int n = pl.noAt[from];
            pl.noAt[to] = n;
            if (n < PieceList.NO_KING) {
                pl.dirtyNo[d + dirty] = n;
                pl.dirtyFb[d + dirty] = pl.fb[n];
                pl.dirtyFw[d + dirty] = pl.fw[n];
                dirty++;
                pl.fb[n] = BonaPiece.boardFb(after, to);
                pl.fw[n] = BonaPiece.boardFw(after, to);
            }
            pl.dirtyCount[ply] = dirty;
            board[to] = after;
            if (after == pc) {
                shift(pc, from, to);
            } else {
                toggle(pc, from);
                toggle(after, to);
            }
            boardKey ^= Zobrist.pieceSquare(after, to);
            if (Piece.type(pc) == Piece.KING) {
                kingSq[us] = to;
            }
        }
        moves[ply] = move;
        captured[ply] = cap;
        int prev = ply;
        ply++;
        side = us ^ 1;
        boardKey ^= Zobrist.SIDE;
        boardKeys[ply] = boardKey;
        boardsSeen[seenSlot(boardKey)]++;
        handKeys[ply] = handKey;
        hands[2 * ply] = hand[0];
        hands[2 * ply + 1] = hand[1];
        checks.storeAfter(this, move, ply);
        boolean check = checks.inCheck(ply);
        consecutiveChecks[2 * ply + us] = check ? consecutiveChecks[2 * prev + us] + 1 : 0;
        consecutiveChecks[2 * ply + (us ^ 1)] = consecutiveChecks[2 * prev + (us ^ 1)];
        sinceNull[ply] = sinceNull[prev] + 1;
    }

    /** Takes back the last move played with {@link #doMove}. */
    public void undoMove() {
        boardsSeen[seenSlot(boardKey)]--;
        ply--;
        int move = moves[ply];
        int us = side ^ 1;
        side = us;
        int to = Move.to(move);
        int after = board[to];
        board[to] = Piece.EMPTY;
        PieceList pl = pieces;
        int n = pl.noAt[to];
        int d = 2 * ply;
        for (int k = pl.dirtyCount[ply] - 1; k >= 0; k--) {
            pl.fb[pl.dirtyNo[d + k]] = pl.dirtyFb[d + k];
            pl.fw[pl.dirtyNo[d + k]] = pl.dirtyFw[d + k];
        }
        if (Move.isDrop(move)) {
            toggle(after, to);
            pl.noInHand[pl.dirtyFb[d]] = n; // a capture deeper in the tree may have reused the slot
            hand[us] = Hand.add(hand[us], Move.dropType(move));
        } else {
            int from = Move.from(move);
            int pc = Move.isPromotion(move) ? after - Piece.PROMOTED : after;
            board[from] = pc;
            if (after == pc) {
                shift(pc, to, from);
            } else {
                toggle(after, to);
                toggle(pc, from);
            }
            pl.noAt[from] = n;
            int cap = captured[ply];
            if (cap != Piece.EMPTY) {
                board[to] = cap;
                toggle(cap, to);
                pl.noAt[to] = pl.dirtyNo[d]; // the captured piece is always the first entry
                hand[us] = Hand.remove(hand[us], Piece.base(Piece.type(cap)));
            }
            if (Piece.type(pc) == Piece.KING) {
                kingSq[us] = from;
            }
        }
        boardKey = boardKeys[ply];
        handKey = handKeys[ply];
    }

    /** Passes the turn (for null-move pruning); the side to move must not be in check. */
    public void doNullMove() {
        if (ply + 2 >= capacity) {
            allocate(capacity * 2);
        }
        moves[ply] = Move.NULL;
        captured[ply] = Piece.EMPTY;
        pieces.dirtyCount[ply] = 0;
        int prev = ply;
        ply++;
        side ^= 1;
        boardKey ^= Zobrist.SIDE;
        boardKeys[ply] = boardKey;
        boardsSeen[seenSlot(boardKey)]++;
        handKeys[ply] = handKey;
        hands[2 * ply] = hand[0];
        hands[2 * ply + 1] = hand[1];
        consecutiveChecks[2 * ply] = consecutiveChecks[2 * prev];
        consecutiveChecks[2 * ply + 1] = consecutiveChecks[2 * prev + 1];
        sinceNull[ply] = 0;
        checks.store(this, ply);
    }

    public void undoNullMove() {
        boardsSeen[seenSlot(boardKey)]--;
        ply--;
        side ^= 1;
        boardKey = boardKeys[ply];
        handKey = handKeys[ply];
    }

    // ---- text ----

    /** SFEN of the current position, hands in canonical order, with the game ply as move number. */
    public String sfen() {
        return Sfen.format(this);
    }

    /**
     * The legal move written {@code text} in USI notation, or {@link Move#NONE} if the text is malformed or the move
     * is not legal here.
     */
    public int toMove(String text) {
        int m16 = Move.parse16(text);
        return m16 == Move.NONE ? Move.NONE : MoveGenerator.legalFrom16(this, m16);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("  9  8  7  6  5  4  3  2  1\n");
        for (int rank = 1; rank <= 9; rank++) {
            for (int file = 9; file >= 1; file--) {
                int pc = board[Square.of(file, rank)];
                String s = pc == Piece.EMPTY ? " ." : Piece.sfen(pc);
                sb.append(s.length() == 1 ? " " + s : s).append(' ');
            }
            sb.append((char) ('a' + rank - 1)).append('\n');
        }
        sb.append("sfen ").append(sfen()).append('\n');
        return sb.toString();
    }
}
