package kirin.usi;

import kirin.book.BookOptions;
import kirin.core.EnteringKingRule;
import kirin.core.search.SearchOptions;
import kirin.usi.UsiOption.Button;
import kirin.usi.UsiOption.Check;
import kirin.usi.UsiOption.Combo;
import kirin.usi.UsiOption.Spin;
import kirin.usi.UsiOption.Text;

import java.util.ArrayList;
import java.util.List;

/**
 * Every USI option of the engine, declared here and nowhere else, with YaneuraOu's names, defaults and ranges, and
 * the translation of their values into {@link SearchOptions}. Times are in milliseconds, draw and resign values in
 * centipawns.
 */
final class EngineOptions {
    final UsiOptions registry = new UsiOptions();

    /** Transposition table size in MiB; applied at the next {@code isready}. */
    final Spin hash = registry.add(new Spin("USI_Hash", 256, 1, 32768));
    /** Whether the GUI may send {@code go ponder}; the engine itself needs nothing for it. */
    final Check ponder = registry.add(new Check("USI_Ponder", false));
    /**
     * Threads of the search (Lazy SMP: one main search and helpers sharing the hash table), and of gensfen and
     * learn (generator and worker threads; each gensfen search runs on one thread).
     */
    final Spin threads = registry.add(new Spin("Threads", 1, 1, 512));
    /** Number of principal variations reported; above 1 the info lines carry {@code multipv K}. */
    final Spin multiPv = registry.add(new Spin("MultiPV", 1, 1, 800));
    /** Maximum search depth for every {@code go} (0 = none). */
    final Spin depthLimit = registry.add(new Spin("DepthLimit", 0, 0, 127));
    /** Maximum nodes for every {@code go} (0 = none). */
    final Spin nodesLimit = registry.add(new Spin("NodesLimit", 0, 0, 1_000_000_000_000L));
    /** Safety margin kept from the byoyomi or a fixed {@code movetime}. */
    final Spin networkDelay = registry.add(new Spin("NetworkDelay", 0, 0, 10000));
    /** Safety margin kept when a move is stopped on the hard limit while main time remains. */
    final Spin networkDelay2 = registry.add(new Spin("NetworkDelay2", 1120, 0, 10000));
    /** The least time spent on a move when the clock allows it. */
    final Spin minimumThinkingTime = registry.add(new Spin("MinimumThinkingTime", 2000, 1000, 100000));
    /** Percentage applied to the share of the main time spent per move. */
    final Spin slowMover = registry.add(new Spin("SlowMover", 100, 1, 1000));
    /** Draw score for the engine when it plays black / white. */
    final Spin drawValueBlack = registry.add(new Spin("DrawValueBlack", -2, -30000, 30000));
    final Spin drawValueWhite = registry.add(new Spin("DrawValueWhite", -2, -30000, 30000));
    /**
     * Whether the draw model ({@code draw.bin} in {@code EvalDir}, when there) shifts the static evaluation toward the
     * draw value (docs/search.md, "Draw prediction"); off, or with both draw values 0, the search is the plain one.
     */
    final Check drawModel = registry.add(new Check("DrawModel", true));
    /** 0 = no limit; otherwise the game is drawn when the position after this many plies is reached. */
    final Spin maxMovesToDraw = registry.add(new Spin("MaxMovesToDraw", 0, 0, 100000));
    /** Entering-king (declaration) rule. */
    final Combo enteringKingRule = registry.add(new Combo("EnteringKingRule", EnteringKingRule.CSA_RULE_27.usiName(),
            ruleNames()));
    /** Resign when the score is at or below minus this many centipawns (99999 = never). */
    final Spin resignValue = registry.add(new Spin("ResignValue", 99999, 0, 99999));
    /** Folder of the evaluation files (nn.bin, or KPP_KKPT or KPPT), read at the first idle {@code isready} and when it changes. */
    final Text evalDir = registry.add(new Text("EvalDir", "eval", false));
    /**
     * YaneuraOu's divisor of an NNUE net's output (the value is output / FV_SCALE, truncated); unused by the KPP
     * evaluations. Applies to the next search and {@code eval}.
     */
    final Spin fvScale = registry.add(new Spin("FV_SCALE", 16, 1, 128));
    /** Folder where {@code learn} saves the learned evaluation ({@code <dir>/0}, ..., {@code <dir>/final}). */
    final Text evalSaveDir = registry.add(new Text("EvalSaveDir", "evalsave", false));
    /** Whether the engine plays from its opening book ({@link BookSource}). */
    final Check ownBook = registry.add(new Check("USI_OwnBook", true));
    /** The book file in {@code BookDir}, as YaneuraOu lists them; {@code no_book} for none. */
    final Combo bookFile = registry.add(new Combo("BookFile", "standard_book.db", List.of(BookSource.NO_BOOK,
            "standard_book.db", "yaneura_book1.db", "yaneura_book2.db", "yaneura_book3.db", "yaneura_book4.db",
            "user_book1.db", "user_book2.db", "user_book3.db")));
    /** Folder of the book files. */
    final Text bookDir = registry.add(new Text("BookDir", "book", false));
    /** Use the book only while the game ply is at most this. */
    final Spin bookMoves = registry.add(new Spin("BookMoves", 16, 0, 10000));
    /** Percent chance of ignoring the book for a move. */
    final Spin bookIgnoreRate = registry.add(new Spin("BookIgnoreRate", 0, 0, 100));
    /** Drop book moves chosen less than 10% of the time. */
    final Check narrowBook = registry.add(new Check("NarrowBook", false));
    /** Keep book moves whose value is at least the best minus this. */
    final Spin bookEvalDiff = registry.add(new Spin("BookEvalDiff", 30, 0, 99999));
    /** The least value of a book move when black / white is to move. */
    final Spin bookEvalBlackLimit = registry.add(new Spin("BookEvalBlackLimit", 0, -99999, 99999));
    final Spin bookEvalWhiteLimit = registry.add(new Spin("BookEvalWhiteLimit", -140, -99999, 99999));
    /** Ignore an entry whose best move was searched less deep than this (0 = never). */
    final Spin bookDepthLimit = registry.add(new Spin("BookDepthLimit", 16, 0, 99999));
    /** Probe the book on disk by binary search instead of loading it. */
    final Check bookOnTheFly = registry.add(new Check("BookOnTheFly", false));
    /** Choose among book moves in proportion to their counts. */
    final Check considerBookMoveCount = registry.add(new Check("ConsiderBookMoveCount", false));
    /** Length of the PV printed for a book hit. */
    final Spin bookPvMoves = registry.add(new Spin("BookPvMoves", 8, 1, 246));
    /** Book keys without the move number: a position matches whatever its ply. */
    final Check ignoreBookPly = registry.add(new Check("IgnoreBookPly", false));
    /** Also look up the colour-flipped position. */
    final Check flippedBook = registry.add(new Check("FlippedBook", true));
    /** Size in MiB of the mate solver's table ({@code go mate}); a new size applies at the next {@code go mate}. */
    final Spin mateHash = registry.add(new Spin("MateHash", 128, 1, 16384));
    /** Longest mate {@code go mate} looks for, in plies; "nomate" then means none within this many. */
    final Spin mateMaxPly = registry.add(new Spin("MateMaxPly", 255, 1, 2000));
    /**
     * Runs the mate solver beside every search (on a thread of its own, sharing the {@code go mate} table) and
     * plays its mate when the search found none; the search is ended early once a mate is proved (not when
     * pondering or searching infinitely).
     */
    final Check mateInPlay = registry.add(new Check("MateInPlay", false));
    /** Clears the transposition table now (refused while a search runs). */
    final Button clearHash;

    EngineOptions(Button.Action clearHashAction) {
        clearHash = registry.add(new Button("ClearHash", clearHashAction));
    }

    private static List<String> ruleNames() {
        List<String> names = new ArrayList<>();
        for (EnteringKingRule r : EnteringKingRule.values()) {
            names.add(r.usiName());
        }
        return names;
    }

    /** The book selection settings, copied for one probe. */
    BookOptions bookOptions() {
        BookOptions b = new BookOptions();
        b.ownBook = ownBook.get();
        b.bookMoves = bookMoves.getInt();
        b.ignoreRate = bookIgnoreRate.getInt();
        b.narrowBook = narrowBook.get();
        b.evalDiff = bookEvalDiff.getInt();
        b.evalBlackLimit = bookEvalBlackLimit.getInt();
        b.evalWhiteLimit = bookEvalWhiteLimit.getInt();
        b.depthLimit = bookDepthLimit.getInt();
        b.considerCount = considerBookMoveCount.get();
        b.pvMoves = bookPvMoves.getInt();
        b.flippedBook = flippedBook.get();
        return b;
    }

    /** A snapshot of the search settings; the search keeps it, so later {@code setoption}s cannot disturb it. */
    SearchOptions searchOptions() {
        SearchOptions o = new SearchOptions();
        o.drawValueBlack = drawValueBlack.getInt();
        o.drawValueWhite = drawValueWhite.getInt();
        o.maxMovesToDraw = maxMovesToDraw.getInt();
        o.enteringKingRule = EnteringKingRule.fromUsiName(enteringKingRule.get());
        o.multiPv = multiPv.getInt();
        o.resignValue = resignValue.getInt();
        o.depthLimit = depthLimit.getInt();
        o.nodesLimit = nodesLimit.get();
        o.networkDelay = networkDelay.getInt();
        o.networkDelay2 = networkDelay2.getInt();
        o.minimumThinkingTime = minimumThinkingTime.getInt();
        o.slowMover = slowMover.getInt();
        return o;
    }
}
