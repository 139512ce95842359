package kirin.core;

/**
 * A shogi position with its game history: board, bitboards by piece and by colour, hands, king squares, Zobrist
 * keys and checkers, plus everything needed to undo moves and to judge repetition. Per-ply state lives in arrays
 * indexed by the number of moves played since the root position, so do and undo allocate nothing (the arrays grow,
 * rarely, when a game gets longer than any before it).
 *
 * <p>Build one with {@link #startpos()} or {@link Sfen#parse}. A side may lack a king, as in mate problems.
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

    // Piece list for three-piece evaluations (see BonaPiece): every piece has a number, 0..37 for non-kings in
    // ranges per base type (pawns 0-17, lances 18-21, knights 22-25, silvers 26-29, golds 30-33, bishops 34-35,
    // rooks 36-37) and 38/39 for the black/white king, and non-kings carry their BonaPiece indices.
    /** Piece number on each occupied square (stale on empty squares). */
    final int[] pieceNoAt = new int[Square.NB];
    /** Piece number of each hand piece, by its black-view BonaPiece index (valid below the hand count). */
    final int[] pieceNoInHand = new int[BonaPiece.FE_HAND_END];
    final int[] listFb = new int[PIECE_NO_KING];
    final int[] listFw = new int[PIECE_NO_KING];
    /** Scratch for {@link MoveGenerator#generateChecks}: squares from which each piece type would check. */
    final long[] checkSquaresLo = new long[Piece.TYPE_NB];
    final long[] checkSquaresHi = new long[Piece.TYPE_NB];

    // History, indexed by ply. Entry i describes the position after i moves; moves[i]/captured[i] the move that
    // left position i.
    private int capacity;
    long[] boardKeys;
    long[] handKeys;
    long[] checkersLo;
    long[] checkersHi;
    long[] pinnedLo;        // pieces of the side to move pinned to its king, once pinsKnown
    long[] pinnedHi;
    boolean[] pinsKnown;    // pins are worked out on first use: most quiescence nodes never generate moves
    long[] discoverersLo;   // pieces of the side to move whose move may uncover a check, once discoverersKnown
    long[] discoverersHi;
    boolean[] discoverersKnown;
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
    // What the move leaving position i changed in the piece list: up to 2 pieces (slots 2i, 2i+1), their numbers
    // and their indices before the move. A king's own move changes no entry (its square is kingSquare).
    int[] dirtyCount;
    int[] dirtyNo;
    int[] dirtyFb;
    int[] dirtyFw;

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
        checkersLo = grow(checkersLo, n);
        checkersHi = grow(checkersHi, n);
        pinnedLo = grow(pinnedLo, n);
        pinnedHi = grow(pinnedHi, n);
        pinsKnown = grow(pinsKnown, n);
        discoverersLo = grow(discoverersLo, n);
        discoverersHi = grow(discoverersHi, n);
        discoverersKnown = grow(discoverersKnown, n);
        hands = grow(hands, 2 * n);
        moves = grow(moves, n);
        captured = grow(captured, n);
        consecutiveChecks = grow(consecutiveChecks, 2 * n);
        sinceNull = grow(sinceNull, n);
        dirtyCount = grow(dirtyCount, n);
        dirtyNo = grow(dirtyNo, 2 * n);
        dirtyFb = grow(dirtyFb, 2 * n);
        dirtyFw = grow(dirtyFw, 2 * n);
    }

    private static long[] grow(long[] a, int n) {
        long[] b = new long[n];
        if (a != null) {
            System.arraycopy(a, 0, b, 0, a.length);
        }
        return b;
    }

    private static boolean[] grow(boolean[] a, int n) {
        boolean[] b = new boolean[n];
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
        storeCheckers(0);
        buildPieceList();
    }

    /** First piece number of each base type (index by type), and the end of the non-king numbers. */
    private static final int[] FIRST_NO = {0, 0, 18, 22, 26, 34, 36, 30, 38};
    /** Number of non-king pieces: the length of the piece list. */
    public static final int PIECE_NO_KING = 38;

    /** Numbers every piece and fills the piece list; pieces not on the board or in a hand keep index ZERO. */
    private void buildPieceList() {
        int[] next = FIRST_NO.clone();
        java.util.Arrays.fill(listFb, BonaPiece.ZERO);
        java.util.Arrays.fill(listFw, BonaPiece.ZERO);
        for (int sq = 0; sq < Square.NB; sq++) {
            int pc = board[sq];
            if (pc == Piece.EMPTY) {
                continue;
            }
            int base = Piece.base(Piece.type(pc));
            if (base == Piece.KING) {
                pieceNoAt[sq] = PIECE_NO_KING + Piece.color(pc);
                continue;
            }
            int n = next[base]++;
            pieceNoAt[sq] = n;
            listFb[n] = BonaPiece.boardFb(pc, sq);
            listFw[n] = BonaPiece.boardFw(pc, sq);
        }
        for (int c = Color.BLACK; c <= Color.WHITE; c++) {
            for (int t = Piece.PAWN; t <= Piece.GOLD; t++) {
                for (int i = 0; i < Hand.count(hand[c], t); i++) {
                    int n = next[t]++;
                    listFb[n] = BonaPiece.handFb(c, t, i);
                    listFw[n] = BonaPiece.handFw(c, t, i);
                    pieceNoInHand[listFb[n]] = n;
                }
            }
        }
    }

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
        System.arraycopy(checkersLo, 0, p.checkersLo, 0, n);
        System.arraycopy(checkersHi, 0, p.checkersHi, 0, n);
        System.arraycopy(pinnedLo, 0, p.pinnedLo, 0, n);
        System.arraycopy(pinnedHi, 0, p.pinnedHi, 0, n);
        System.arraycopy(pinsKnown, 0, p.pinsKnown, 0, n);
        System.arraycopy(discoverersLo, 0, p.discoverersLo, 0, n);
        System.arraycopy(discoverersHi, 0, p.discoverersHi, 0, n);
        System.arraycopy(discoverersKnown, 0, p.discoverersKnown, 0, n);
        System.arraycopy(hands, 0, p.hands, 0, 2 * n);
        System.arraycopy(moves, 0, p.moves, 0, n);
        System.arraycopy(captured, 0, p.captured, 0, n);
        System.arraycopy(consecutiveChecks, 0, p.consecutiveChecks, 0, 2 * n);
        System.arraycopy(sinceNull, 0, p.sinceNull, 0, n);
        System.arraycopy(boardsSeen, 0, p.boardsSeen, 0, boardsSeen.length);
        System.arraycopy(pieceNoAt, 0, p.pieceNoAt, 0, Square.NB);
        System.arraycopy(pieceNoInHand, 0, p.pieceNoInHand, 0, BonaPiece.FE_HAND_END);
        System.arraycopy(listFb, 0, p.listFb, 0, PIECE_NO_KING);
        System.arraycopy(listFw, 0, p.listFw, 0, PIECE_NO_KING);
        System.arraycopy(dirtyCount, 0, p.dirtyCount, 0, n);
        System.arraycopy(dirtyNo, 0, p.dirtyNo, 0, 2 * n);
        System.arraycopy(dirtyFb, 0, p.dirtyFb, 0, 2 * n);
        System.arraycopy(dirtyFw, 0, p.dirtyFw, 0, 2 * n);
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

    /** The piece captured by the last move (empty if none, or at the root). */
    public int lastCaptured() {
        return ply == 0 ? Piece.EMPTY : captured[ply - 1];
    }

    /** The last move played, or {@link Move#NONE} at the root. */
    public int lastMove() {
        return ply == 0 ? Move.NONE : moves[ply - 1];
    }

    public boolean inCheck() {
        return (checkersLo[ply] | checkersHi[ply]) != 0;
    }

    public long checkersLo() {
        return checkersLo[ply];
    }

    public long checkersHi() {
        return checkersHi[ply];
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
        return listFb;
    }

    /** White-view indices, like {@link #pieceListFb}. */
    public int[] pieceListFw() {
        return listFw;
    }

    /** Piece number (0..39) of the piece on {@code sq}, which must be occupied. */
    public int pieceNoOn(int sq) {
        return pieceNoAt[sq];
    }

    /** How many piece-list entries the last move changed (0..2); 0 at the root and after a null move. */
    public int dirtyCount() {
        return ply == 0 ? 0 : dirtyCount[ply - 1];
    }

    /** Number of the {@code k}-th piece the last move changed; its new indices are in the piece list. */
    public int dirtyPieceNo(int k) {
        return dirtyNo[2 * (ply - 1) + k];
    }

    /** Black-view index the {@code k}-th changed piece had before the last move. */
    public int dirtyOldFb(int k) {
        return dirtyFb[2 * (ply - 1) + k];
    }

    /** White-view index the {@code k}-th changed piece had before the last move. */
    public int dirtyOldFw(int k) {
        return dirtyFw[2 * (ply - 1) + k];
    }

    // ---- attacks ----

    /** Low word of the pieces of {@code color} that attack {@code sq} with the given occupancy. */
    public long attackersLo(int color, int sq, long oLo, long oHi) {
        int us = color << 4;
        int them = (color ^ 1) << 4;
        long a = (Attacks.stepLo(them | Piece.PAWN, sq) & bbLo[us | Piece.PAWN])
                | (Attacks.stepLo(them | Piece.KNIGHT, sq) & bbLo[us | Piece.KNIGHT])
                | (Attacks.stepLo(them | Piece.SILVER, sq) & bbLo[us | Piece.SILVER])
                | (Attacks.stepLo(them | Piece.GOLD, sq) & bbLo[group(color, GOLDS)])
                | (Attacks.kingLo(sq) & bbLo[group(color, HDK)]);
        a |= Attacks.lanceLo(color ^ 1, sq, oLo, oHi) & bbLo[us | Piece.LANCE];
        a |= Attacks.bishopLo(sq, oLo, oHi) & bbLo[group(color, BISHOP_HORSE)];
        a |= Attacks.rookLo(sq, oLo, oHi) & bbLo[group(color, ROOK_DRAGON)];
        return a;
    }

    /** High word of {@link #attackersLo}. */
    public long attackersHi(int color, int sq, long oLo, long oHi) {
        int us = color << 4;
        int them = (color ^ 1) << 4;
        long a = (Attacks.stepHi(them | Piece.PAWN, sq) & bbHi[us | Piece.PAWN])
                | (Attacks.stepHi(them | Piece.KNIGHT, sq) & bbHi[us | Piece.KNIGHT])
                | (Attacks.stepHi(them | Piece.SILVER, sq) & bbHi[us | Piece.SILVER])
                | (Attacks.stepHi(them | Piece.GOLD, sq) & bbHi[group(color, GOLDS)])
                | (Attacks.kingHi(sq) & bbHi[group(color, HDK)]);
        a |= Attacks.lanceHi(color ^ 1, sq, oLo, oHi) & bbHi[us | Piece.LANCE];
        a |= Attacks.bishopHi(sq, oLo, oHi) & bbHi[group(color, BISHOP_HORSE)];
        a |= Attacks.rookHi(sq, oLo, oHi) & bbHi[group(color, ROOK_DRAGON)];
        return a;
    }

    /**
     * Low word of the pieces of both colours that attack {@code sq} with the given occupancy: the union of
     * {@link #attackersLo} for black and white, with each slider attack set computed once.
     */
    public long allAttackersLo(int sq, long oLo, long oHi) {
        int b = Color.BLACK << 4;
        int w = Color.WHITE << 4;
        long a = (Attacks.stepLo(w | Piece.PAWN, sq) & bbLo[b | Piece.PAWN])
                | (Attacks.stepLo(b | Piece.PAWN, sq) & bbLo[w | Piece.PAWN])
                | (Attacks.stepLo(w | Piece.KNIGHT, sq) & bbLo[b | Piece.KNIGHT])
                | (Attacks.stepLo(b | Piece.KNIGHT, sq) & bbLo[w | Piece.KNIGHT])
                | (Attacks.stepLo(w | Piece.SILVER, sq) & bbLo[b | Piece.SILVER])
                | (Attacks.stepLo(b | Piece.SILVER, sq) & bbLo[w | Piece.SILVER])
                | (Attacks.stepLo(w | Piece.GOLD, sq) & bbLo[group(Color.BLACK, GOLDS)])
                | (Attacks.stepLo(b | Piece.GOLD, sq) & bbLo[group(Color.WHITE, GOLDS)])
                | (Attacks.kingLo(sq) & (bbLo[group(Color.BLACK, HDK)] | bbLo[group(Color.WHITE, HDK)]));
        a |= Attacks.bishopLo(sq, oLo, oHi)
                & (bbLo[group(Color.BLACK, BISHOP_HORSE)] | bbLo[group(Color.WHITE, BISHOP_HORSE)]);
        // A lance attacks like a rook along one ray of its file: the rook attack set holds the lance attackers too.
        a |= Attacks.rookLo(sq, oLo, oHi)
                & (bbLo[group(Color.BLACK, ROOK_DRAGON)] | bbLo[group(Color.WHITE, ROOK_DRAGON)]
                | (Attacks.stepLo(w | Piece.LANCE, sq) & bbLo[b | Piece.LANCE])
                | (Attacks.stepLo(b | Piece.LANCE, sq) & bbLo[w | Piece.LANCE]));
        return a;
    }

    /** High word of {@link #allAttackersLo}. */
    public long allAttackersHi(int sq, long oLo, long oHi) {
        int b = Color.BLACK << 4;
        int w = Color.WHITE << 4;
        long a = (Attacks.stepHi(w | Piece.PAWN, sq) & bbHi[b | Piece.PAWN])
                | (Attacks.stepHi(b | Piece.PAWN, sq) & bbHi[w | Piece.PAWN])
                | (Attacks.stepHi(w | Piece.KNIGHT, sq) & bbHi[b | Piece.KNIGHT])
                | (Attacks.stepHi(b | Piece.KNIGHT, sq) & bbHi[w | Piece.KNIGHT])
                | (Attacks.stepHi(w | Piece.SILVER, sq) & bbHi[b | Piece.SILVER])
                | (Attacks.stepHi(b | Piece.SILVER, sq) & bbHi[w | Piece.SILVER])
                | (Attacks.stepHi(w | Piece.GOLD, sq) & bbHi[group(Color.BLACK, GOLDS)])
                | (Attacks.stepHi(b | Piece.GOLD, sq) & bbHi[group(Color.WHITE, GOLDS)])
                | (Attacks.kingHi(sq) & (bbHi[group(Color.BLACK, HDK)] | bbHi[group(Color.WHITE, HDK)]));
        a |= Attacks.bishopHi(sq, oLo, oHi)
                & (bbHi[group(Color.BLACK, BISHOP_HORSE)] | bbHi[group(Color.WHITE, BISHOP_HORSE)]);
        a |= Attacks.rookHi(sq, oLo, oHi)
                & (bbHi[group(Color.BLACK, ROOK_DRAGON)] | bbHi[group(Color.WHITE, ROOK_DRAGON)]
                | (Attacks.stepHi(w | Piece.LANCE, sq) & bbHi[b | Piece.LANCE])
                | (Attacks.stepHi(b | Piece.LANCE, sq) & bbHi[w | Piece.LANCE]));
        return a;
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
        int us = color << 4;
        int them = (color ^ 1) << 4;
        long keepLo = ~exLo;
        long keepHi = ~exHi;
        if ((((Attacks.stepLo(them | Piece.PAWN, sq) & bbLo[us | Piece.PAWN])
                | (Attacks.stepLo(them | Piece.KNIGHT, sq) & bbLo[us | Piece.KNIGHT])
                | (Attacks.stepLo(them | Piece.SILVER, sq) & bbLo[us | Piece.SILVER])
                | (Attacks.stepLo(them | Piece.GOLD, sq) & bbLo[group(color, GOLDS)])
                | (Attacks.kingLo(sq) & bbLo[group(color, HDK)])) & keepLo
                | ((Attacks.stepHi(them | Piece.PAWN, sq) & bbHi[us | Piece.PAWN])
                | (Attacks.stepHi(them | Piece.KNIGHT, sq) & bbHi[us | Piece.KNIGHT])
                | (Attacks.stepHi(them | Piece.SILVER, sq) & bbHi[us | Piece.SILVER])
                | (Attacks.stepHi(them | Piece.GOLD, sq) & bbHi[group(color, GOLDS)])
                | (Attacks.kingHi(sq) & bbHi[group(color, HDK)])) & keepHi) != 0) {
            return true;
        }
        int bishops = group(color, BISHOP_HORSE);
        int rooks = group(color, ROOK_DRAGON);
        int lances = us | Piece.LANCE;
        int lanceView = them | Piece.LANCE;
        long sLo = ((Attacks.stepLo(Piece.BISHOP, sq) & bbLo[bishops]) | (Attacks.stepLo(Piece.ROOK, sq) & bbLo[rooks])
                | (Attacks.stepLo(lanceView, sq) & bbLo[lances])) & keepLo;
        long sHi = ((Attacks.stepHi(Piece.BISHOP, sq) & bbHi[bishops]) | (Attacks.stepHi(Piece.ROOK, sq) & bbHi[rooks])
                | (Attacks.stepHi(lanceView, sq) & bbHi[lances])) & keepHi;
        while (sLo != 0) {
            int s = Long.numberOfTrailingZeros(sLo);
            sLo &= sLo - 1;
            if (((Attacks.betweenLo(sq, s) & oLo) | (Attacks.betweenHi(sq, s) & oHi)) == 0) {
                return true;
            }
        }
        while (sHi != 0) {
            int s = Bitboard.SPLIT + Long.numberOfTrailingZeros(sHi);
            sHi &= sHi - 1;
            if (((Attacks.betweenLo(sq, s) & oLo) | (Attacks.betweenHi(sq, s) & oHi)) == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Low word of the pieces of {@code color} on a line through {@code sq} that could attack it along that line
     * (bishops and horses on its diagonals, rooks and dragons on its rank and file, lances on the file below it from
     * their side), whatever stands between. With a between test per piece this gives the slider attackers of a
     * square, usually cheaper than slider attack sets.
     */
    public long sliderLinesLo(int color, int sq) {
        return (Attacks.stepLo(Piece.BISHOP, sq) & bbLo[group(color, BISHOP_HORSE)])
                | (Attacks.stepLo(Piece.ROOK, sq) & bbLo[group(color, ROOK_DRAGON)])
                | (Attacks.stepLo(((color ^ 1) << 4) | Piece.LANCE, sq) & bbLo[(color << 4) | Piece.LANCE]);
    }

    /** High word of {@link #sliderLinesLo}. */
    public long sliderLinesHi(int color, int sq) {
        return (Attacks.stepHi(Piece.BISHOP, sq) & bbHi[group(color, BISHOP_HORSE)])
                | (Attacks.stepHi(Piece.ROOK, sq) & bbHi[group(color, ROOK_DRAGON)])
                | (Attacks.stepHi(((color ^ 1) << 4) | Piece.LANCE, sq) & bbHi[(color << 4) | Piece.LANCE]);
    }

    /** Low word of the pieces of {@code color} that attack {@code sq} by a step (every piece but the sliders' lines). */
    public long stepAttackersLo(int color, int sq) {
        int us = color << 4;
        int them = (color ^ 1) << 4;
        return (Attacks.stepLo(them | Piece.PAWN, sq) & bbLo[us | Piece.PAWN])
                | (Attacks.stepLo(them | Piece.KNIGHT, sq) & bbLo[us | Piece.KNIGHT])
                | (Attacks.stepLo(them | Piece.SILVER, sq) & bbLo[us | Piece.SILVER])
                | (Attacks.stepLo(them | Piece.GOLD, sq) & bbLo[group(color, GOLDS)])
                | (Attacks.kingLo(sq) & bbLo[group(color, HDK)]);
    }

    /** High word of {@link #stepAttackersLo}. */
    public long stepAttackersHi(int color, int sq) {
        int us = color << 4;
        int them = (color ^ 1) << 4;
        return (Attacks.stepHi(them | Piece.PAWN, sq) & bbHi[us | Piece.PAWN])
                | (Attacks.stepHi(them | Piece.KNIGHT, sq) & bbHi[us | Piece.KNIGHT])
                | (Attacks.stepHi(them | Piece.SILVER, sq) & bbHi[us | Piece.SILVER])
                | (Attacks.stepHi(them | Piece.GOLD, sq) & bbHi[group(color, GOLDS)])
                | (Attacks.kingHi(sq) & bbHi[group(color, HDK)]);
    }

    /** Stores the checkers of the king of the side to move; its pinned pieces are left to {@link #storePins}. */
    private void storeCheckers(int i) {
        int them = side ^ 1;
        int k = kingSq[side];
        pinsKnown[i] = false;
        discoverersKnown[i] = false;
        if (k == Square.NONE) {
            checkersLo[i] = checkersHi[i] = 0;
            return;
        }
        // Step attackers from the tables; sliders only where one stands on a line through the king with nothing
        // between (cheaper than full slider attack sets: usually there is none).
        int us = side << 4;
        int enemy = them << 4;
        long cLo = (Attacks.stepLo(us | Piece.PAWN, k) & bbLo[enemy | Piece.PAWN])
                | (Attacks.stepLo(us | Piece.KNIGHT, k) & bbLo[enemy | Piece.KNIGHT])
                | (Attacks.stepLo(us | Piece.SILVER, k) & bbLo[enemy | Piece.SILVER])
                | (Attacks.stepLo(us | Piece.GOLD, k) & bbLo[group(them, GOLDS)])
                | (Attacks.kingLo(k) & bbLo[group(them, HDK)]);
        long cHi = (Attacks.stepHi(us | Piece.PAWN, k) & bbHi[enemy | Piece.PAWN])
                | (Attacks.stepHi(us | Piece.KNIGHT, k) & bbHi[enemy | Piece.KNIGHT])
                | (Attacks.stepHi(us | Piece.SILVER, k) & bbHi[enemy | Piece.SILVER])
                | (Attacks.stepHi(us | Piece.GOLD, k) & bbHi[group(them, GOLDS)])
                | (Attacks.kingHi(k) & bbHi[group(them, HDK)]);
        int bishops = group(them, BISHOP_HORSE);
        int rooks = group(them, ROOK_DRAGON);
        int lances = enemy | Piece.LANCE;
        int kingsLance = us | Piece.LANCE; // its rays from k are where an enemy lance could check from
        long sLo = (Attacks.stepLo(Piece.BISHOP, k) & bbLo[bishops]) | (Attacks.stepLo(Piece.ROOK, k) & bbLo[rooks])
                | (Attacks.stepLo(kingsLance, k) & bbLo[lances]);
        long sHi = (Attacks.stepHi(Piece.BISHOP, k) & bbHi[bishops]) | (Attacks.stepHi(Piece.ROOK, k) & bbHi[rooks])
                | (Attacks.stepHi(kingsLance, k) & bbHi[lances]);
        while (sLo != 0) {
            int s = Long.numberOfTrailingZeros(sLo);
            sLo &= sLo - 1;
            if (((Attacks.betweenLo(k, s) & occLo) | (Attacks.betweenHi(k, s) & occHi)) == 0) {
                cLo |= Bitboard.lo(s);
            }
        }
        while (sHi != 0) {
            int s = Bitboard.SPLIT + Long.numberOfTrailingZeros(sHi);
            sHi &= sHi - 1;
            if (((Attacks.betweenLo(k, s) & occLo) | (Attacks.betweenHi(k, s) & occHi)) == 0) {
                cHi |= Bitboard.hi(s);
            }
        }
        checkersLo[i] = cLo;
        checkersHi[i] = cHi;
    }

    /**
     * {@link #storeCheckers} for the position {@code move} has just reached: the king of the side to move was not in
     * check before it (the position was legal), so only the moved piece can check it, or a slider of the mover whose
     * line through the moved piece's old square is now open. Same result, a fraction of the work.
     */
    private void storeCheckersAfter(int move, int i) {
        pinsKnown[i] = false;
        discoverersKnown[i] = false;
        int k = kingSq[side];
        if (k == Square.NONE) {
            checkersLo[i] = checkersHi[i] = 0;
            return;
        }
        int to = Move.to(move);
        int pc = board[to];
        long cLo = 0;
        long cHi = 0;
        if (Bitboard.test(Attacks.stepLo(pc, to), Attacks.stepHi(pc, to), k)
                && ((Attacks.betweenLo(to, k) & occLo) | (Attacks.betweenHi(to, k) & occHi)) == 0) {
            cLo = Bitboard.lo(to);
            cHi = Bitboard.hi(to);
        }
        if (!Move.isDrop(move)) {
            int from = Move.from(move);
            long lineLo = Attacks.lineLo(k, from);
            long lineHi = Attacks.lineHi(k, from);
            if ((lineLo | lineHi) != 0) {
                int mover = side ^ 1;
                long sLo = sliderLinesLo(mover, k) & lineLo;
                long sHi = sliderLinesHi(mover, k) & lineHi;
                while ((sLo | sHi) != 0) {
                    int s;
                    if (sLo != 0) {
                        s = Long.numberOfTrailingZeros(sLo);
                        sLo &= sLo - 1;
                    } else {
                        s = Bitboard.SPLIT + Long.numberOfTrailingZeros(sHi);
                        sHi &= sHi - 1;
                    }
                    if (((Attacks.betweenLo(k, s) & occLo) | (Attacks.betweenHi(k, s) & occHi)) == 0) {
                        cLo |= Bitboard.lo(s);
                        cHi |= Bitboard.hi(s);
                    }
                }
            }
        }
        checkersLo[i] = cLo;
        checkersHi[i] = cHi;
    }

    /** Stores the pieces pinned to the king of the side to move, at ply {@code i} (the current one). */
    private void storePins(int i) {
        pinsKnown[i] = true;
        pinnedLo[i] = blockersLo(side, side ^ 1, side);
        pinnedHi[i] = blockersHi;
    }

    /** Stores the pieces of the side to move that stand alone between its sliders and the enemy king. */
    private void storeDiscoverers(int i) {
        discoverersKnown[i] = true;
        discoverersLo[i] = blockersLo(side ^ 1, side, side);
        discoverersHi[i] = blockersHi;
    }

    /** High word of the last {@link #blockersLo} result (a field, so that nothing is allocated to return a pair). */
    private long blockersHi;

    /**
     * Low word of the pieces of {@code owner} that are the only piece between the king of {@code kingColor} and a
     * slider of {@code sliderColor} that could reach the king along that line; the high word is left in
     * {@link #blockersHi}. Empty when that king is missing.
     */
    private long blockersLo(int kingColor, int sliderColor, int owner) {
        int k = kingSq[kingColor];
        if (k == Square.NONE) {
            blockersHi = 0;
            return 0;
        }
        int bishops = group(sliderColor, BISHOP_HORSE);
        int rooks = group(sliderColor, ROOK_DRAGON);
        int lances = Piece.make(sliderColor, Piece.LANCE);
        int kingsLance = Piece.make(kingColor, Piece.LANCE); // its rays from k are where such lances could stand
        long sLo = (Attacks.stepLo(Piece.BISHOP, k) & bbLo[bishops]) | (Attacks.stepLo(Piece.ROOK, k) & bbLo[rooks])
                | (Attacks.stepLo(kingsLance, k) & bbLo[lances]);
        long sHi = (Attacks.stepHi(Piece.BISHOP, k) & bbHi[bishops]) | (Attacks.stepHi(Piece.ROOK, k) & bbHi[rooks])
                | (Attacks.stepHi(kingsLance, k) & bbHi[lances]);
        long pLo = 0;
        long pHi = 0;
        while (sLo != 0) {
            int s = Long.numberOfTrailingZeros(sLo);
            sLo &= sLo - 1;
            long bLo = Attacks.betweenLo(k, s) & occLo;
            long bHi = Attacks.betweenHi(k, s) & occHi;
            if (Long.bitCount(bLo) + Long.bitCount(bHi) == 1) {
                pLo |= bLo;
                pHi |= bHi;
            }
        }
        while (sHi != 0) {
            int s = Bitboard.SPLIT + Long.numberOfTrailingZeros(sHi);
            sHi &= sHi - 1;
            long bLo = Attacks.betweenLo(k, s) & occLo;
            long bHi = Attacks.betweenHi(k, s) & occHi;
            if (Long.bitCount(bLo) + Long.bitCount(bHi) == 1) {
                pLo |= bLo;
                pHi |= bHi;
            }
        }
        blockersHi = pHi & colorHi[owner];
        return pLo & colorLo[owner];
    }

    /**
     * Low word of the pieces of the side to move whose move off their line uncovers a check on the enemy king: each
     * is the only piece between that king and a bishop, rook, horse, dragon or lance of the side to move.
     */
    public long discoverersLo() {
        if (!discoverersKnown[ply]) {
            storeDiscoverers(ply);
        }
        return discoverersLo[ply];
    }

    public long discoverersHi() {
        if (!discoverersKnown[ply]) {
            storeDiscoverers(ply);
        }
        return discoverersHi[ply];
    }

    /** Low word of the pieces of the side to move that are pinned to its king. */
    public long pinnedLo() {
        if (!pinsKnown[ply]) {
            storePins(ply);
        }
        return pinnedLo[ply];
    }

    public long pinnedHi() {
        if (!pinsKnown[ply]) {
            storePins(ply);
        }
        return pinnedHi[ply];
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
        int d = 2 * ply;
        if (Move.isDrop(move)) {
            int type = Move.dropType(move);
            int pc = Piece.make(us, type);
            int n = pieceNoInHand[BonaPiece.handFb(us, type, Hand.count(hand[us], type) - 1)];
            dirtyCount[ply] = 1;
            dirtyNo[d] = n;
            dirtyFb[d] = listFb[n];
            dirtyFw[d] = listFw[n];
            listFb[n] = BonaPiece.boardFb(pc, to);
            listFw[n] = BonaPiece.boardFw(pc, to);
            pieceNoAt[to] = n;
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
                int cn = pieceNoAt[to];
                dirtyNo[d] = cn;
                dirtyFb[d] = listFb[cn];
                dirtyFw[d] = listFw[cn];
                dirty = 1;
                int i = Hand.count(hand[us], base);
                listFb[cn] = BonaPiece.handFb(us, base, i);
                listFw[cn] = BonaPiece.handFw(us, base, i);
                pieceNoInHand[listFb[cn]] = cn;
                hand[us] = Hand.add(hand[us], base);
                handKey += Zobrist.hand(us, base);
            }
            int after = Move.isPromotion(move) ? pc + Piece.PROMOTED : pc;
            int n = pieceNoAt[from];
            pieceNoAt[to] = n;
            if (n < PIECE_NO_KING) {
                dirtyNo[d + dirty] = n;
                dirtyFb[d + dirty] = listFb[n];
                dirtyFw[d + dirty] = listFw[n];
                dirty++;
                listFb[n] = BonaPiece.boardFb(after, to);
                listFw[n] = BonaPiece.boardFw(after, to);
            }
            dirtyCount[ply] = dirty;
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
        storeCheckersAfter(move, ply);
        boolean check = (checkersLo[ply] | checkersHi[ply]) != 0;
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
        int n = pieceNoAt[to];
        int d = 2 * ply;
        for (int k = dirtyCount[ply] - 1; k >= 0; k--) {
            listFb[dirtyNo[d + k]] = dirtyFb[d + k];
            listFw[dirtyNo[d + k]] = dirtyFw[d + k];
        }
        if (Move.isDrop(move)) {
            toggle(after, to);
            pieceNoInHand[dirtyFb[d]] = n; // a capture deeper in the tree may have reused the slot
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
            pieceNoAt[from] = n;
            int cap = captured[ply];
            if (cap != Piece.EMPTY) {
                board[to] = cap;
                toggle(cap, to);
                pieceNoAt[to] = dirtyNo[d]; // the captured piece is always the first entry
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
        dirtyCount[ply] = 0;
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
        storeCheckers(ply);
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
