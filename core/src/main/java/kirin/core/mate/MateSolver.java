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
 *     only once the earlier ones are proven, and count once in proof numbers (see {@link #delayed}).</li>
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
    private static final int SLICE = MoveGenerator.MAX_MOVES;
    /** The clock is read every 256 nodes; a stop request is seen at the next node. */
    private static final int POLL_MASK = 255;

    /** Progress reports while a solve runs (called on the solving thread about once a second). */
    public interface Listener {
        void progress(long nodes, long millis, int hashfull);
    }

    private final MateTable table;
    private Position pos;
    private int attacker;

    // Per-ply slices of moves and child numbers.
    private int[] moves = new int[0];
    private int[] cpn = new int[0];
    private int[] cdn = new int[0];
    private int[] clen = new int[0];
    private int[] cdd = new int[0];
    private int[] crep = new int[0];
    private int[] chand = new int[0];
    private int[] cprev = new int[0];
    // The current path: board key and attacker hand per ply, for repetitions.
    private long[] pathKey = new long[0];
    private int[] pathHand = new int[0];

    // Result registers of the last mid() call.
    private int rPn;
    private int rDn;
    private int rLen;
    private int rDd;
    private int rRep;
    /** Proof hand of a proved node, disproof hand of a disproved one. */
    private int rHand;

    private long nodes;
    /** Sum of the words loaded by the cluster-touching loops, kept so the JIT cannot drop the loads. */
    private long sink;
    private long firstMateNodes;
    /** Length of the mate the last {@link #checkedLine} line comes from. */
    private int provedLength;
    private long startNanos;
    private long deadlineNanos;
    private boolean timed;
    private long nextReportNanos;
    private boolean aborted;
    /** Node count at which a bounded test search of the line extraction gives up (see {@link #defenderChoice}). */
    private long testLimit = Long.MAX_VALUE;
    private boolean testLimitHit;
    /** True if a test search of the current line extraction was cut short by its budget. */
    private boolean testCut;
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
        int[] best = checkedLine(root, length);
        length = provedLength;
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
            int[] line = checkedLine(root, length);
            length = provedLength;
            if (line != null) {
                best = line;
            }
        }
        if (best == null) {
            return finish(MateResult.Status.TIMEOUT, new int[0], false);
        }
        return finish(MateResult.Status.MATE, best, shortest && best.length == length);
    }

    /**
     * A mate line that passes the move-by-move check, or null; the root is proven within {@code length} plies.
     * Leaves in {@link #provedLength} the length of the mate the line comes from, which can be shorter than
     * {@code length} when a loose proof was shortened on the way.
     */
    private int[] checkedLine(Position root, int length) {
        // A line as long as the proof it comes from is never shorter than the shortest mate: each defence was the
        // longest stored proof and the line went on for its full length, so no other defence could last longer.
        // A shorter line took a defence whose stored proof was loose; the line's own length is then a bound to
        // prove the root within (usually a few nodes, the line's positions are proven already: musou-017 proved
        // 39, its line had 37 plies, a mate in 35 came 5 nodes later with a line of full length, whereas the test
        // searches below spent 290,000 nodes and were cut short). Only if that fails are the defences chosen again
        // by test searches (see defenderChoice), and the line is kept only if no test was cut short or it has full
        // length.
        int[] line = extractLine(length, false);
        while (line != null && line.length < length && line.length >= 1) {
            int r = boundedRoot(line.length);
            if (r != PROVEN || rLen >= length) {
                break;
            }
            length = rLen;
            line = extractLine(length, false);
        }
        provedLength = length;
        if (line == null || line.length != length) {
            line = extractLine(length, true);
            if (line != null && line.length != length && testCut) {
                line = null;
            }
        }
        return line == null || MateLineCheck.problem(root, line) != null ? null : line;
    }

    /**
     * {@link #solveAt} of the root with {@code depth} plies left, within the node budget of one test search (see
     * {@link #boundedTest}); NOT_SOLVED if the budget ran out.
     */
    private int boundedRoot(int depth) {
        long saved = testLimit;
        testLimit = Math.min(saved, nodes + Math.max(MIN_TEST_NODES, nodes >> 6));
        int r = solveAt(0, depth);
        testLimit = saved;
        if (testLimitHit) {
            testLimitHit = false;
            aborted = false;
            poll();
            return NOT_SOLVED;
        }
        return r;
    }

    private MateResult finish(MateResult.Status status, int[] line, boolean shortest) {
        long ms = (System.nanoTime() - startNanos) / 1_000_000;
        return new MateResult(status, line, nodes, ms, shortest);
    }

    private static final int PROVEN = 0;
    private static final int DISPROVEN = 1;
    private static final int NOT_SOLVED = 2;

    /** Solves the current node (at search ply {@code ply}) with {@code depth} plies left, until resolved or out of time. */
    private int solveAt(int ply, int depth) {
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

    private void poll() {
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
    private long childKey(int move) {
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
    private int childHand(int move, boolean attackerMoves) {
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
            cprev[i] = -1;
            if (!or && Move.isDrop(m)) {
                // The previous drop on the same square (drops come by square within each piece type, pawn first).
                for (int j = i - 1; j >= base; j--) {
                    if (Move.isDrop(moves[j]) && Move.to(moves[j]) == Move.to(m)) {
                        cprev[i] = j;
                        break;
                    }
                }
            }
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
                if (sel != 0 && cprev[i] >= 0 && delayed(i)) {
                    continue; // a later interposing drop on a square, see delayed()
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
     * The number of replies in {@code list[from..from+n)} with the drops on one square counted once: the proof
     * number a defender node will have once expanded, since its later drops on a square are delayed (see
     * {@link #delayed}).
     */
    static int countOncePerSquare(int[] list, int from, int n) {
        long lo = 0;
        long hi = 0;
        int count = 0;
        for (int i = from; i < from + n; i++) {
            int m = list[i];
            if (!Move.isDrop(m)) {
                count++;
                continue;
            }
            int to = Move.to(m);
            if (to < 64) {
                if ((lo & (1L << to)) == 0) {
                    lo |= 1L << to;
                    count++;
                }
            } else if ((hi & (1L << (to - 64))) == 0) {
                hi |= 1L << (to - 64);
                count++;
            }
        }
        return count;
    }

    /**
     * True if an earlier drop on the same square as defender child {@code i} is not proven yet (delayed
     * interpositions). The defender's drops on one square are played one at a time, weakest piece first: a later one
     * neither counts in the node's proof number nor is searched until every earlier one is proven. Their proofs are
     * mostly the same (the attacker takes the piece, and the board after the capture is the same whatever was
     * dropped), so once the pawn's is found, the proof hands of the table usually prove the next drop at once; but
     * counted side by side they made a check that can be interposed look up to seven times as hard as it is and
     * were searched in parallel. Sound either way: the node is proven only when every reply is, and a disproven
     * reply, delayed or not, disproves it.
     */
    private boolean delayed(int i) {
        for (int j = cprev[i]; j >= 0; j = cprev[j]) {
            if (cpn[j] != 0) {
                return true;
            }
        }
        return false;
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
            n = countOncePerSquare(moves, (ply + 1) * SLICE, n);
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
    private int repetition(int ply, long key, int hand) {
        for (int q = ply - 2; q >= 0; q -= 2) {
            if (pathKey[q] == key && Hand.dominates(pathHand[q], hand)) {
                return q;
            }
        }
        return NO_REP;
    }

    // ---- the mate line ----

    /**
     * A mate line of {@code length} plies from the root, choosing at each defender node a reply that resists
     * longest (a child without a mate two plies shorter than the longest); falls back to the longest stored proof
     * when time runs out. Null if the table lost a proof the line needs and it cannot be found again.
     */
    private int[] extractLine(int length, boolean exact) {
        testCut = false;
        int[] line = new int[length];
        int n = 0;
        boolean ok = true;
        int remaining = length;
        while (true) {
            int base = n * SLICE;
            boolean or = pos.sideToMove() == attacker;
            int end = or ? MoveGenerator.generateChecks(pos, moves, base) : MoveGenerator.generateAll(pos, moves, base);
            if (!or && end == base) {
                break;
            }
            int chosen = n >= line.length || remaining <= 0 ? -1
                    : or ? attackerChoice(n, base, end, remaining) : defenderChoice(n, base, end, remaining, exact);
            if (chosen < 0) {
                ok = false;
                break;
            }
            int move = moves[chosen];
            table.probe(childKey(move), childHand(move, or), remaining - 1);
            remaining = table.pn == 0 ? table.len : remaining - 1;
            line[n++] = move;
            pos.doMove(move);
            pathKey[n] = pos.boardKey();
            pathHand[n] = pos.hand(attacker);
        }
        for (int i = 0; i < n; i++) {
            pos.undoMove();
        }
        if (!ok) {
            return null;
        }
        int[] out = new int[n];
        System.arraycopy(line, 0, out, 0, n);
        return out;
    }

    /** Index of a check with the shortest proven mate within {@code remaining - 1} plies, or -1. */
    private int attackerChoice(int ply, int base, int end, int remaining) {
        int best = -1;
        int bestLen = Integer.MAX_VALUE;
        for (int i = base; i < end; i++) {
            int m = moves[i];
            table.probe(childKey(m), childHand(m, true), remaining - 1);
            if (table.pn == 0 && table.len < bestLen) {
                bestLen = table.len;
                best = i;
            }
        }
        if (best >= 0) {
            return best;
        }
        for (int i = base; i < end; i++) {
            if (solveChild(ply, moves[i], remaining - 1) == PROVEN) {
                return i;
            }
        }
        return -1;
    }

    /** Smallest node budget of one test search in {@link #defenderChoice}. */
    private static final long MIN_TEST_NODES = 4096;

    /**
     * Index of an evasion that resists longest, or -1 if some evasion has no proof within the bound (or time ran
     * out). The stored lengths are those of the proofs found, upper bounds that can be far above the shortest mate
     * (a proof found early may go the long way round), so the longest stored proof need not be the longest
     * resistance: musou-025 came out as a mate in 11 that way (stated 17), the defender walking into a quick mate
     * because its proof happened to be long. Without {@code exact} the longest stored proof is the choice (cheap, and
     * enough when the line then has the proof's full length, see checkedLine). With {@code exact} the longest stored
     * length {@code top} is tested from above: a reply
     * with no mate within {@code top - 2} plies resists longest (every other is mated within {@code top}); the
     * replies mated within it take their shorter length, and the test goes on with the new longest. Each test search
     * has a budget of 1/64 of the nodes searched so far (at least {@value #MIN_TEST_NODES}): exact tests of every
     * defence of a long line cost more than finding the mate did, and a first line that never comes answers nothing.
     * A test cut short leaves the longest stored proof as the choice and sets {@link #testCut}.
     */
    private int defenderChoice(int ply, int base, int end, int remaining, boolean exact) {
        int top = -1;
        int longest = -1;
        for (int i = base; i < end; i++) {
            int m = moves[i];
            table.probe(childKey(m), childHand(m, false), remaining - 1);
            int len = table.pn == 0 ? table.len : -1;
            if (len < 0) {
                if (solveChild(ply, m, remaining - 1) != PROVEN) {
                    return -1;
                }
                len = rLen;
            }
            clen[i] = len;
            if (len > top) {
                top = len;
                longest = i;
            }
        }
        if (!exact) {
            return longest;
        }
        while (true) {
            int lower = top - 2;
            int next = -1;
            for (int i = base; i < end; i++) {
                if (clen[i] < top) {
                    next = Math.max(next, clen[i]);
                    continue;
                }
                if (lower < 1) {
                    return i; // a mate in 1 after every reply: any of the longest
                }
                int r = boundedTest(ply, moves[i], lower);
                if (r == DISPROVEN) {
                    return i;
                }
                if (testLimitHit) {
                    testLimitHit = false;
                    testCut = true;
                    return i;
                }
                if (r != PROVEN) {
                    return -1;
                }
                clen[i] = rLen;
                next = Math.max(next, rLen);
            }
            top = next;
        }
    }

    /**
     * {@link #solveChild} within a node budget; if the budget runs out, {@link #testLimitHit} is set and the search
     * resumes (aborted again only by a stop or the deadline).
     */
    private int boundedTest(int ply, int move, int depth) {
        long saved = testLimit;
        testLimit = Math.min(saved, nodes + Math.max(MIN_TEST_NODES, nodes >> 6));
        int r = solveChild(ply, move, depth);
        testLimit = saved;
        if (testLimitHit) {
            aborted = false;
            poll();
        }
        return r;
    }

    /** Solves the position after {@code move} from search ply {@code ply} with {@code depth} plies left. */
    private int solveChild(int ply, int move, int depth) {
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
