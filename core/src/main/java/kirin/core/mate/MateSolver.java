package kirin.core.mate;

import kirin.core.Hand;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Zobrist;

/**
 * Depth-first proof-number search (df-pn, Nagai 2002) for tsume: the side to move at the root (the attacker) must
 * give check with every move (OR nodes try checks only), the defender may answer with any legal move (AND nodes
 * try every evasion), and the attacker wins when the defender has no legal move.
 *
 * <p>Shogi-specific parts:
 * <ul>
 * <li>Pawn-drop mate is illegal; the move generator never produces it, so a pawn drop can only check.</li>
 * <li>The attacker may have no king (mate problems). The defender's hand is never part of a key: it is whatever
 *     is neither on the board nor in the attacker's hand (in problems the piece box is written into the
 *     defender's hand), so positions are keyed by board and attacker hand and compared by hand dominance
 *     (see {@link MateTable}): a proof with fewer pieces proves a superior hand, a disproof with more pieces
 *     disproves an inferior hand. Results are stored with proof and disproof hands ({@link ProofHands}), the
 *     fewest (most) pieces they need (allow), so that one result covers as many hands as possible.</li>
 * <li>Repetition: the attacker cannot win by repeating (perpetual check loses), so a node whose board recurs on
 *     the current path with an attacker hand no better than before is a disproof. Such a disproof depends on the
 *     path (the graph history interaction); it is remembered as the ply of the ancestor it depends on, and stored
 *     in the table only by nodes at or above that ancestor, where it no longer depends on anything outside the
 *     subtree.</li>
 * <li>Every node carries a bound on the plies left; results are stored with the bound they hold for, which lets
 *     the solver shorten a found mate to a shortest one by searching again with smaller bounds.</li>
 * <li>Interpositions: the defender's drops on one square are searched one at a time, pawn first, each later one
 *     only once the earlier ones are proven, and count once in proof numbers (see {@link Interpositions}).</li>
 * </ul>
 *
 * <p>The threshold for a child uses the 1+epsilon trick (Pawlewicz and Lew 2007) to switch between siblings less
 * often. Sibling numbers are kept in per-ply arrays during a node's loop; only the searched child is re-read.
 * Nothing is allocated per node. One solver is used by one thread at a time; {@link #stop} may be called from any
 * thread.
 */
public final class MateSolver implements AutoCloseable {
    /** Default bound on the length of a mate, in plies. */
    public static final int DEFAULT_MAX_PLY = 255;
    public static final int MAX_PLY_LIMIT = 2000;
    private static final int INF = MateTable.INF;
    private static final int UNBOUNDED = MateTable.UNBOUNDED;
    private static final int NO_REP = Integer.MAX_VALUE;
    /** Room per ply in the move and child arrays. */
    static final int SLICE = MoveGenerator.MAX_MOVES;
    /** The clock is read every 256 nodes; a stop request is seen at the next node. */
    private static final int POLL_MASK = 255;

    /** Progress reports while a solve runs (called on the solving thread about once a second). */
    public interface Listener {
        void progress(long nodes, long millis, int hashfull);
    }

    final MateTable table;
    /** The line of a proven root, found in {@link #table} once a solve has proven it. */
    private final MateLines lines = new MateLines(this);
    Position pos;
    int attacker;

    // Per-ply slices of moves and child numbers.
    int[] moves = new int[0];
    private int[] cpn = new int[0];
    private int[] cdn = new int[0];
    int[] clen = new int[0];
    private int[] cdd = new int[0];
    private int[] crep = new int[0];
    private int[] chand = new int[0];
    private int[] cprev = new int[0];
    // The current path: board key and attacker hand per ply, for repetitions.
    long[] pathKey = new long[0];
    int[] pathHand = new int[0];

    // Result registers of the last mid() call.
    private int rPn;
    private int rDn;
    int rLen;
    private int rDd;
    private int rRep;
    /** Proof hand of a proved node, disproof hand of a disproved one. */
    private int rHand;

    long nodes;
    /** Sum of the words loaded by the cluster-touching loops, kept so the JIT cannot drop the loads. */
    private long sink;
    private long firstMateNodes;
    private long startNanos;
    private long deadlineNanos;
    private boolean timed;
    private long nextReportNanos;
    boolean aborted;
    /** Node count at which a bounded test search of the line extraction gives up (see {@link MateLines}). */
    long testLimit = Long.MAX_VALUE;
    /** Set by {@link #poll} when {@link #testLimit} is reached. */
    boolean testLimitHit;
    private volatile boolean stopRequested;
    private Listener listener;

    /** A solver with a table of {@code hashMb} MiB. */
    public MateSolver(int hashMb) {
        table = new MateTable(hashMb);
    }

    /** The solver's table (to resize or clear it between solves). */
    public MateTable table() {
        return table;
    }

    /**
     * Asks a running {@link #solve} to stop as soon as possible; it then answers timeout (or a mate found). A stop
     * that comes before the solve starts still counts, until {@link #prepare} clears it.
     */
    public void stop() {
        stopRequested = true;
    }

    /** Clears a {@link #stop} request; call before starting a new {@link #solve} (on the thread that may stop it). */
    public void prepare() {
        stopRequested = false;
    }

    /** Nodes searched by the current or last solve. */
    public long nodes() {
        return nodes;
    }

    /** Nodes the last solve had searched when it proved its first mate (before shortening it), or -1 if none. */
    public long firstMateNodes() {
        return firstMateNodes;
    }

    /**
     * Looks for a mate by the side to move in {@code root} (which is not changed).
     *
     * @param millis time limit in milliseconds, or 0 for none (until {@link #stop})
     * @param maxPly longest mate looked for, in plies (1..{@value #MAX_PLY_LIMIT})
     * @param listener progress reports, or null
     */
    public MateResult solve(Position root, long millis, int maxPly, Listener listener) {
        if (maxPly < 1 || maxPly > MAX_PLY_LIMIT) {
            throw new IllegalArgumentException("maximum mate ply " + maxPly + " outside 1.." + MAX_PLY_LIMIT);
        }
        this.listener = listener;
        pos = root.copy();
        attacker = pos.sideToMove();
        ensureCapacity(maxPly + 2);
        nodes = 0;
        firstMateNodes = -1;
        aborted = false;
        startNanos = System.nanoTime();
        deadlineNanos = startNanos + millis * 1_000_000L;
        timed = millis > 0;
        nextReportNanos = startNanos + 1_000_000_000L;
        poll(); // a stop that came before the start

        int result = solveAt(0, maxPly);
        if (result == NOT_SOLVED) {
            return finish(MateResult.Status.TIMEOUT, new int[0], false);
        }
        if (result == DISPROVEN) {
            return finish(MateResult.Status.NOMATE, new int[0], false);
        }
        int length = rLen;
        firstMateNodes = nodes;
        // The line of each mate found is kept, so that a stop during the shortening searches (whose entries may
        // replace the proofs the line needs) still answers with the shortest line found so far.
        int[] best = lines.checked(root, length);
        length = lines.provedLength;
        boolean shortest = false;
        // Shorten: look for a mate two plies shorter until there is none (or time runs out).
        while (true) {
            if (length < 3) {
                shortest = true;
                break;
            }
            int r = solveAt(0, length - 2);
            if (r == NOT_SOLVED) {
                break;
            }
            if (r == DISPROVEN) {
                shortest = true;
                break;
            }
            length = rLen;
            int[] line = lines.checked(root, length);
            length = lines.provedLength;
            if (line != null) {
                best = line;
            }
        }
        if (best == null) {
            return finish(MateResult.Status.TIMEOUT, new int[0], false);
        }
        return finish(MateResult.Status.MATE, best, shortest && best.length == length);
    }

    private MateResult finish(MateResult.Status status, int[] line, boolean shortest) {
        long ms = (System.nanoTime() - startNanos) / 1_000_000;
        return new MateResult(status, line, nodes, ms, shortest);
    }

    static final int PROVEN = 0;
    static final int DISPROVEN = 1;
    static final int NOT_SOLVED = 2;

    /** Solves the current node (at search ply {@code ply}) with {@code depth} plies left, until solved or timed out. */
    int solveAt(int ply, int depth) {
        if (aborted) {
            return NOT_SOLVED;
        }
        pathKey[ply] = pos.boardKey();
        pathHand[ply] = pos.hand(attacker);
        mid(ply, depth, INF, INF);
        if (aborted) {
            return NOT_SOLVED;
        }
        return rPn == 0 ? PROVEN : rDn == 0 ? DISPROVEN : NOT_SOLVED;
    }

    private void ensureCapacity(int plies) {
        int n = plies * SLICE;
        if (moves.length < n) {
            moves = new int[n];
            cpn = new int[n];
            cdn = new int[n];
            clen = new int[n];
            cdd = new int[n];
            crep = new int[n];
            chand = new int[n];
            cprev = new int[n];
            pathKey = new long[plies + 1];
            pathHand = new int[plies + 1];
        }
    }

    void poll() {
        long now = System.nanoTime();
        if (stopRequested || timed && now - deadlineNanos >= 0) {
            aborted = true;
        }
        if (nodes >= testLimit) {
            aborted = true;
            testLimitHit = true;
        }
        if (listener != null && now - nextReportNanos >= 0) {
            nextReportNanos = now + 1_000_000_000L;
            listener.progress(nodes, (now - startNanos) / 1_000_000, table.hashfull());
        }
    }

    private void proven(int len, int proofHand) {
        rPn = 0;
        rDn = INF;
        rLen = len;
        rDd = -1;
        rRep = NO_REP;
        rHand = proofHand;
    }

    private void disproven(int dd, int rep, int disproofHand) {
        rPn = INF;
        rDn = 0;
        rLen = MateTable.NO_PROOF;
        rDd = dd;
        rRep = rep;
        rHand = disproofHand;
    }

    /** Board key of the position after {@code move} (without playing it). */
    long childKey(int move) {
        long k = pos.boardKey() ^ Zobrist.SIDE;
        int to = Move.to(move);
        int pc = Move.piece(move);
        if (Move.isDrop(move)) {
            return k ^ Zobrist.pieceSquare(pc, to);
        }
        int cap = pos.pieceOn(to);
        k ^= Zobrist.pieceSquare(pc, Move.from(move)) ^ Zobrist.pieceSquare(Move.pieceAfter(move), to);
        return cap == Piece.EMPTY ? k : k ^ Zobrist.pieceSquare(cap, to);
    }

    /** Attacker hand after {@code move}. */
    int childHand(int move, boolean attackerMoves) {
        int h = pos.hand(attacker);
        if (!attackerMoves) {
            return h;
        }
        if (Move.isDrop(move)) {
            return Hand.remove(h, Move.dropType(move));
        }
        int cap = pos.pieceOn(Move.to(move));
        return cap == Piece.EMPTY ? h : Hand.add(h, Piece.base(Piece.type(cap)));
    }

    /**
     * The df-pn "multiple iterative deepening" step: searches the current node (path already recorded at
     * {@code ply}) until its proof number reaches {@code thpn}, its disproof number {@code thdn}, or it is solved;
     * leaves the node's numbers in the result registers.
     */
    private void mid(int ply, int depth, int thpn, int thdn) {
        if ((++nodes & POLL_MASK) == 0 || stopRequested) {
            poll();
        }
        if (aborted) {
            rPn = 1;
            rDn = 1;
            return;
        }
        boolean or = pos.sideToMove() == attacker;
        long key = pathKey[ply];
        int hand = pathHand[ply];
        int base = ply * SLICE;
        int end;
        if (or) {
            if (depth <= 0) {
                disproven(0, NO_REP, ProofHands.FULL); // no mate in 0 plies, whatever the hand
                return;
            }
            end = MoveGenerator.generateChecks(pos, moves, base);
            if (end == base) {
                int dh = ProofHands.noChecks(hand);
                table.storeDisproof(key, dh, UNBOUNDED, 1);
                disproven(UNBOUNDED, NO_REP, dh);
                return;
            }
        } else {
            end = MoveGenerator.generateAll(pos, moves, base);
            if (end == base) {
                int ph = ProofHands.atDefence(pos, Hand.EMPTY);
                table.storeProof(key, ph, 0, 0, 1);
                proven(0, ph);
                return;
            }
            if (depth <= 0) {
                disproven(0, NO_REP, hand);
                return;
            }
        }
        // Children's clusters first, as independent loads whose cache misses overlap (see MateTable.touch).
        long touched = 0;
        for (int i = base; i < end; i++) {
            touched += table.touch(childKey(moves[i]));
        }
        sink += touched;
        for (int i = base; i < end; i++) {
            int m = moves[i];
            long ck = childKey(m);
            int ch = childHand(m, or);
            table.probe(ck, ch, depth - 1);
            cpn[i] = table.pn;
            cdn[i] = table.dn;
            clen[i] = table.len;
            cdd[i] = table.disprovenDepth;
            crep[i] = NO_REP;
            chand[i] = table.hand;
            if (or && !table.known) {
                initByEvasions(i, m, ck, ch, ply);
            }
            cprev[i] = or ? -1 : Interpositions.previousDrop(moves, base, i);
        }
        long startNodes = nodes;
        while (true) {
            // Aggregate the children.
            long sum = 0;
            int min = INF + 1;
            int best = -1;
            int second = INF + 1;
            for (int i = base; i < end; i++) {
                int sel = or ? cpn[i] : cdn[i];
                int other = or ? cdn[i] : cpn[i];
                if (sel != 0 && cprev[i] >= 0 && Interpositions.delayed(cpn, cprev, i)) {
                    continue; // a later interposing drop on a square, see Interpositions
                }
                sum += other;
                if (sel < min || sel == min && other < (or ? cdn[best] : cpn[best])) {
                    second = min;
                    min = sel;
                    best = i;
                } else if (sel < second) {
                    second = sel;
                }
            }
            int summed = (int) Math.min(sum, INF - 1);
            if (min == 0) {
                // OR: a proven child proves the node; AND: a disproven child disproves it.
                if (or) {
                    int len = Integer.MAX_VALUE;
                    int proof = base;
                    for (int i = base; i < end; i++) {
                        if (cpn[i] == 0 && clen[i] < len) {
                            len = clen[i];
                            proof = i;
                        }
                    }
                    int move = moves[proof];
                    int ph = ProofHands.beforeAttack(pos, move, chand[proof]);
                    table.storeProof(key, ph, len + 1, Move.to16(move), nodes - startNodes);
                    proven(len + 1, ph);
                } else {
                    int dd = cdd[best] == UNBOUNDED ? UNBOUNDED : cdd[best] + 1;
                    int dh = ProofHands.disproofAtDefence(pos, moves[best], chand[best]);
                    finishDisproof(key, dh, ply, dd, crep[best], nodes - startNodes);
                }
                return;
            }
            if (sum == 0) {
                // OR: every child disproven; AND: every child proven.
                if (or) {
                    int dd = UNBOUNDED;
                    int rep = NO_REP;
                    int dh = ProofHands.FULL;
                    for (int i = base; i < end; i++) {
                        dd = Math.min(dd, cdd[i] == UNBOUNDED ? UNBOUNDED : cdd[i] + 1);
                        rep = Math.min(rep, crep[i]);
                        dh = ProofHands.min(dh, ProofHands.disproofBeforeAttack(pos, moves[i], chand[i]));
                    }
                    dh = ProofHands.atAttack(hand, dh);
                    finishDisproof(key, dh, ply, dd, rep, nodes - startNodes);
                } else {
                    int len = 0;
                    int ph = Hand.EMPTY;
                    for (int i = base; i < end; i++) {
                        len = Math.max(len, clen[i]);
                        ph = ProofHands.max(ph, chand[i]);
                    }
                    ph = ProofHands.atDefence(pos, ph);
                    table.storeProof(key, ph, len + 1, 0, nodes - startNodes);
                    proven(len + 1, ph);
                }
                return;
            }
            int pn = or ? min : summed;
            int dn = or ? summed : min;
            if (pn >= thpn || dn >= thdn) {
                table.storeUnresolved(key, hand, pn, dn, nodes - startNodes);
                rPn = pn;
                rDn = dn;
                return;
            }
            // Thresholds for the best child: stay below the second best (times 1+epsilon) on the selecting
            // number, and take the node's remaining margin on the other.
            long cap = Math.max(second + 1L, second + (second >> 2));
            int childSel = (int) Math.min(or ? thpn : thdn, Math.min(cap, INF));
            long otherTh = (long) (or ? thdn : thpn) - (or ? dn : pn) + (or ? cdn[best] : cpn[best]);
            int childOther = (int) Math.min(otherTh, INF);
            int m = moves[best];
            pos.doMove(m);
            int cply = ply + 1;
            long ck = pos.boardKey();
            int ch = pos.hand(attacker);
            pathKey[cply] = ck;
            pathHand[cply] = ch;
            int rep = repetition(cply, ck, ch);
            if (rep != NO_REP) {
                disproven(depth - 1, rep, ch);
            } else if (or) {
                mid(cply, depth - 1, childSel, childOther);
            } else {
                mid(cply, depth - 1, childOther, childSel);
            }
            pos.undoMove();
            if (aborted) {
                return;
            }
            cpn[best] = rPn;
            cdn[best] = rDn;
            clen[best] = rLen;
            cdd[best] = rDd;
            crep[best] = rPn == INF ? rRep : NO_REP;
            chand[best] = rHand;
            if (rPn != 0 && rDn != 0) {
                clen[best] = MateTable.NO_PROOF;
            }
        }
    }

    /**
     * First numbers of a check nothing is known about (slot {@code i}): its proof number is the defender's count of
     * legal replies, with the drops on one square counted once (a check with fewer replies is usually quicker to
     * prove, which orders the attacker's checks before they are searched), and a check with no reply is a proven
     * mate at once. The numbers are stored so that
     * the next visit of this node does not count again.
     */
    private void initByEvasions(int i, int move, long childKey, int childHand, int ply) {
        pos.doMove(move);
        int n = MoveGenerator.countLegal(pos, moves, (ply + 1) * SLICE);
        if (n > 0) {
            n = Interpositions.countOncePerSquare(moves, (ply + 1) * SLICE, n);
        }
        int ph = n == 0 ? ProofHands.atDefence(pos, Hand.EMPTY) : childHand;
        pos.undoMove();
        if (n == 0) {
            table.storeProof(childKey, ph, 0, 0, 0);
            cpn[i] = 0;
            cdn[i] = INF;
            clen[i] = 0;
            chand[i] = ph;
        } else {
            table.storeUnresolved(childKey, childHand, n, 1, 0);
            cpn[i] = n;
        }
    }

    /**
     * Reports a disproof; stores it unless it depends on a repetition of a position above this node ({@code rep}
     * is the ply of that ancestor), in which case it holds on this path only.
     */
    private void finishDisproof(long key, int disproofHand, int ply, int dd, int rep, long effort) {
        if (rep >= ply) {
            table.storeDisproof(key, disproofHand, dd, effort);
            rep = NO_REP;
        }
        disproven(dd, rep, disproofHand);
    }

    /** Ply of an ancestor with the same board and an attacker hand at least as good, or NO_REP. */
    int repetition(int ply, long key, int hand) {
        for (int q = ply - 2; q >= 0; q -= 2) {
            if (pathKey[q] == key && Hand.dominates(pathHand[q], hand)) {
                return q;
            }
        }
        return NO_REP;
    }

    /** Solves the position after {@code move} from search ply {@code ply} with {@code depth} plies left. */
    int solveChild(int ply, int move, int depth) {
        pos.doMove(move);
        int cply = ply + 1;
        pathKey[cply] = pos.boardKey();
        pathHand[cply] = pos.hand(attacker);
        int r;
        if (repetition(cply, pathKey[cply], pathHand[cply]) != NO_REP) {
            r = DISPROVEN;
        } else {
            r = solveAt(cply, depth);
        }
        pos.undoMove();
        return r;
    }

    @Override
    public void close() {
        table.close();
    }
}
