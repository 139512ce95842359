package kirin.learn.gensfen;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import kirin.core.Declaration;
import kirin.core.Evaluator;
import kirin.core.Move;
import kirin.core.MoveGenerator;
import kirin.core.Piece;
import kirin.core.Position;
import kirin.core.Repetition;
import kirin.core.search.QuietListener;
import kirin.core.search.Score;
import kirin.core.search.Search;
import kirin.core.search.SearchLimits;
import kirin.core.search.SearchOptions;
import kirin.core.search.SearchResult;
import kirin.core.search.TranspositionTable;
import kirin.learn.DuplicateFilter;
import kirin.learn.PackedSfenValue;

/**
 * One generator thread: plays self-play games from the start position and hands the records of each decided game
 * to the sink (interop.md section 3.1). Per ply: the game ends at {@code write_maxply} (a draw), on mate, when the
 * side to move can declare a win, on a game-rule repetition, or when the search value or the leaf evaluation reaches
 * {@code eval_limit} (YaneuraOu looks at the search value only; Kirin keeps every recorded score within the limit);
 * otherwise the position is recorded (unless it is too early or already seen, which, like a random move, also
 * discards the positions recorded before it) with the static evaluation at the leaf of the principal variation,
 * from the side to move's view, and the PV's first move; then the best move is played. A ply drawn for a random
 * move is not searched (YaneuraOu searches it, but only its eval_limit check would count): its position enters the
 * duplicate filter, the positions recorded so far are dropped, and the random move is played. Drawn games are not
 * written (YaneuraOu's default) unless {@code write_out_draw_game_in_training_data_generation 1}: then their
 * records get result 0, and a position that repeats one of its own game is skipped without dropping the game's
 * earlier records (YaneuraOu's duplicate rule would drop them, so that repetition draws were never written). Every
 * record's padding byte (39) tells how its game ended: 1 decisive, 2 repetition draw,
 * 3 the move limit ({@link PackedSfenValue#ending()}).
 */
final class SelfPlayer implements Runnable {
    static final int RECORD_BYTES = 40;

    private final GensfenOptions o;
    private final SearchOptions searchOptions;
    private final SearchOptions multiPvOptions;
    private final Search search;
    private final TranspositionTable tt;
    private final Evaluator leafEval;
    private final RecordSink sink;
    private final DuplicateFilter duplicates;
    private final PositionPacker packer;
    private final AtomicBoolean stop;
    private final SplittableRandom rnd;
    private final int evalLimit;
    private final byte[] records;
    private final int[] colors;
    private final int[] moves = new int[MoveGenerator.MAX_MOVES];
    long games;
    /** Plies played, over all games (the moves made, random and book moves included). */
    long plies;
    /** Records handed to the sink (the sink may keep fewer of the last game's once loop is reached). */
    long recordsHanded;
    long searches;
    long nodes;
    /** Games by how they ended: max plies, mate, declaration, repetition draw, perpetual check, eval_limit. */
    final long[] endings = new long[6];
    static final String[] ENDING_NAMES = {"max plies (draw)", "mate", "declaration", "repetition (draw)",
        "perpetual check", "eval_limit"};
    /**
     * Searched positions that were not written, by reason: before write_minply, already seen (counted with the
     * positions stored before it, which are dropped too), before a random move, in a game without a decided result.
     */
    final long[] discards = new long[5];
    static final String[] DISCARD_NAMES = {"before write_minply", "duplicates", "random moves", "undecided games",
        "book moves"};
    /** The book the games open with, or null. */
    OpeningBook book;
    /** The opening variety count shared by the run's players, or null. */
    OpeningVariety variety;
    long bookMoves;
    /** Records written with result 0 (drawn games, with write_out_draw_game_in_training_data_generation). */
    long drawsWritten;

    SelfPlayer(GensfenOptions o, Evaluator evaluator, SearchOptions options, RecordSink sink,
               DuplicateFilter duplicates, PositionPacker packer, AtomicBoolean stop, long seed) {
        this.o = o;
        this.tt = TranspositionTable.ofKilobytes(o.tableKilobytes());
        this.searchOptions = options.rulesOnly(1);
        this.searchOptions.mateOneInSearch = o.mateOneInSearch();
        this.multiPvOptions = options.rulesOnly(Math.max(1, o.randomMultiPv));
        this.multiPvOptions.mateOneInSearch = o.mateOneInSearch(o.randomMultiPvDepth);
        this.search = new Search(tt, evaluator.copy());
        this.leafEval = evaluator.copy();
        this.sink = sink;
        this.duplicates = duplicates;
        this.packer = packer;
        this.stop = stop;
        this.rnd = new SplittableRandom(seed);
        this.evalLimit = Math.min(o.evalLimit, Score.mateIn(2));
        this.records = new byte[(o.writeMaxPly + 1) * RECORD_BYTES];
        this.colors = new int[o.writeMaxPly + 1];
    }

    @Override
    public void run() {
        while (!stop.get() && sink.wanted()) {
            if (!playGame()) {
                return;
            }
        }
    }

    /** Plays one game; returns false when the sink wants no more records. */
    boolean playGame() {
        games++;
        boolean counted = variety != null && variety.startGame();
        tt.clear();
        Position pos = Position.startpos();
        // With a book and random_move_minply -1, the random moves come right after the book ends (below).
        boolean afterBook = book != null && o.randomMoveMinPly == -1;
        boolean[] random = afterBook ? new boolean[o.writeMaxPly + 2] : RandomMovePlan.draw(o, rnd, o.writeMaxPly + 2);
        boolean inBook = book != null;
        int stored = 0;
        int winner = -1; // -1: no decided result (draw or abandoned)
        boolean drawn = false; // write_maxply reached or a repetition draw (not an abandoned game)
        int ending = PackedSfenValue.END_DECISIVE; // the game-end code of byte 39 (formats.md)
        int ply = 0;
        for (; ; ply++) {
            if (stop.get()) {
                plies += ply;
                return false;
            }
            if (ply >= o.writeMaxPly) {
                endings[0]++;
                drawn = true;
                ending = PackedSfenValue.END_MAX_MOVES;
                break;
            }
            int n = MoveGenerator.generateAll(pos, moves, 0);
            if (n == 0) {
                endings[1]++;
                winner = pos.sideToMove() ^ 1;
                break;
            }
            if (Declaration.canDeclareWin(pos, searchOptions.enteringKingRule)) {
                endings[2]++;
                winner = pos.sideToMove();
                break;
            }
            Repetition rep = Repetition.of(pos, Repetition.GAME_RULE);
            if (rep == Repetition.DRAW) {
                endings[3]++;
                drawn = true;
                ending = PackedSfenValue.END_REPETITION;
                break;
            } else if (rep == Repetition.WIN || rep == Repetition.LOSE) {
                endings[4]++;
                winner = rep == Repetition.WIN ? pos.sideToMove() : pos.sideToMove() ^ 1;
                break;
            }
            if (counted) {
                variety.add(ply, pos.key());
            }
            if (inBook) {
                // A book move is played unless the random-move schedule marks this ply; like a random move it drops
                // what the game recorded so far (book positions are not training data).
                int bm = random[ply] ? Move.NONE : book.move(pos, rnd);
                if (bm != Move.NONE) {
                    discards[4] += stored;
                    stored = 0;
                    bookMoves++;
                    pos.doMove(bm);
                    continue;
                }
                if (!random[ply]) {
                    inBook = false;
                    if (afterBook) {
                        for (int k = 0; k < o.randomMoveCount && ply + k < random.length; k++) {
                            random[ply + k] = true;
                        }
                    }
                }
            }
            if (random[ply]) {
                // The random move replaces the search's choice and drops what this game recorded so far, so a search
                // here would only check eval_limit, which the next ply's search does anyway. The position still
                // enters the duplicate filter, as a searched one would.
                if (ply >= o.writeMinPly - 1) {
                    duplicates.seen(pos.key());
                }
                discards[2] += stored;
                stored = 0;
                pos.doMove(randomMove(pos, n, random, ply));
                continue;
            }
            SearchResult r = search.go(pos, limits(o.depth + rnd.nextInt(o.depth2 - o.depth + 1)), searchOptions,
                    QuietListener.INSTANCE);
            searches++;
            nodes += r.nodes;
            int[] pv = r.pv();
            if (pv.length == 0) {
                break; // no line (cannot happen with legal moves; abandon the game rather than guess)
            }
            int leaf = leafValue(pos, pv);
            if (Math.abs(r.score) >= evalLimit || Math.abs(leaf) >= evalLimit) {
                // Kirin also ends the game when the leaf evaluation (the value it would record) reaches the
                // limit, so that every record's score lies within eval_limit.
                endings[5]++;
                int sign = Math.abs(r.score) >= evalLimit ? r.score : leaf;
                winner = sign > 0 ? pos.sideToMove() : pos.sideToMove() ^ 1;
                break;
            }
            if (ply < o.writeMinPly - 1) {
                discards[0]++;
            } else if (duplicates.seen(pos.key())) {
                if (o.writeDraws && repeatsInThisGame(pos)) {
                    // A repetition inside this game: the position is not written again, but the game's earlier
                    // records stay, or no repetition draw would ever reach the file (YaneuraOu drops them all).
                    discards[1]++;
                } else {
                    discards[1] += stored + 1;
                    stored = 0;
                }
            } else {
                int at = stored * RECORD_BYTES;
                packer.pack(pos, records, at);
                putShort(at + 32, leaf);
                putShort(at + 34, Move.to16(pv[0]));
                putShort(at + 36, ply);
                records[at + 38] = 0;
                records[at + 39] = 0;
                colors[stored++] = pos.sideToMove();
            }
            pos.doMove(pv[0]);
        }
        plies += ply;
        boolean writeDraw = winner < 0 && drawn && o.writeDraws;
        if ((winner < 0 && !writeDraw) || stored == 0) {
            discards[3] += stored;
            return true;
        }
        for (int i = 0; i < stored; i++) {
            records[i * RECORD_BYTES + 38] = (byte) (writeDraw ? 0 : colors[i] == winner ? 1 : -1);
            records[i * RECORD_BYTES + 39] = (byte) ending;
        }
        if (writeDraw) {
            drawsWritten += stored;
        }
        recordsHanded += stored;
        return sink.accept(records, stored);
    }

    /** True if {@code pos} occurred earlier in this game (same side to move, so an even number of plies back). */
    static boolean repeatsInThisGame(Position pos) {
        long key = pos.key();
        for (int back = 2; back <= pos.ply(); back += 2) {
            if (pos.keyBefore(back) == key) {
                return true;
            }
        }
        return false;
    }

    private SearchLimits limits(int depth) {
        SearchLimits l = new SearchLimits();
        if (o.searchesByDepth()) {
            l.depth = depth;
        }
        l.nodes = o.nodes;
        return l;
    }

    /** The static evaluation at the end of {@code pv} played from {@code pos}, from the view of pos's side to move. */
    private int leafValue(Position pos, int[] pv) {
        int side = pos.sideToMove();
        leafEval.reset(pos); // incremental from the previous ply's call, whose root was the position before
        int v = leafEval.evaluate(pos);
        for (int m : pv) {
            pos.doMove(m);
            leafEval.onMove(pos, m);
            v = leafEval.evaluate(pos); // each ply updates from the one before
        }
        int leafSide = pos.sideToMove();
        for (int i = 0; i < pv.length; i++) {
            pos.undoMove();
        }
        return leafSide == side ? v : -v;
    }

    /** A random move for ply {@code ply}; {@code moves[0..n)} holds the legal moves. */
    private int randomMove(Position pos, int n, boolean[] random, int ply) {
        if (o.randomMoveLikeApery > 0 && rnd.nextInt(o.randomMoveLikeApery) == 0) {
            int kings = 0;
            for (int i = 0; i < n; i++) {
                if (Piece.type(Move.piece(moves[i])) == Piece.KING) {
                    moves[kings++] = moves[i];
                }
            }
            if (kings > 0) {
                if (rnd.nextBoolean()) {
                    random[ply + 1] = true; // the opponent answers with a random move too
                }
                return moves[rnd.nextInt(kings)];
            }
            n = MoveGenerator.generateAll(pos, moves, 0);
        }
        if (o.randomMultiPv > 0) {
            SearchResult r = search.go(pos, limits(o.randomMultiPvDepth), multiPvOptions, QuietListener.INSTANCE);
            if (r.lines.length > 0) {
                int best = r.lineScores[0];
                int candidates = 0;
                while (candidates < r.lines.length && r.lineScores[candidates] >= best - o.randomMultiPvDiff) {
                    candidates++;
                }
                return r.lines[rnd.nextInt(candidates)][0];
            }
        }
        return moves[rnd.nextInt(n)];
    }

    private void putShort(int at, int v) {
        records[at] = (byte) v;
        records[at + 1] = (byte) (v >> 8);
    }
}
