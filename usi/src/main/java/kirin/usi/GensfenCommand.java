package kirin.usi;

import java.io.IOException;
import java.util.Random;
import kirin.book.BookHit;
import kirin.book.BookOptions;
import kirin.core.Move;
import java.util.ArrayList;
import java.util.List;
import kirin.learn.PackedSfen;
import kirin.learn.gensfen.Gensfen;
import kirin.learn.gensfen.GensfenOptions;

/**
 * {@code gensfen [depth N] [loop N] ...}: self-play training data, YaneuraOu's command (see {@link GensfenOptions}
 * for the tokens). It runs to completion on the command thread, so the next command is read only afterwards, with
 * {@code Threads} generator threads and the evaluation in use (load one with {@code isready} first); with
 * {@code USI_OwnBook} and a book loaded at {@code isready}, games open with book moves (see {@link BookSource}).
 * Settings and
 * progress go to stderr; {@code gensfen finished.} goes to stdout at the end.
 */
final class GensfenCommand implements Command {
    private final Engine engine;

    GensfenCommand(Engine engine) {
        this.engine = engine;
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        List<String> tokens = new ArrayList<>();
        while (args.hasNext()) {
            tokens.add(args.next());
        }
        GensfenOptions o;
        try {
            o = GensfenOptions.parse(tokens);
        } catch (IllegalArgumentException e) {
            throw new UsiException(e.getMessage());
        }
        if (engine.thinking()) {
            throw new UsiException("gensfen: a search is running; send stop first");
        }
        engine.stopAndWait();
        int threads = engine.options().threads.getInt();
        Gensfen g = new Gensfen(o, threads, engine.evaluator(), engine.options().searchOptions(),
                PackedSfen::encode, System.err::println);
        BookSource book = engine.book();
        BookOptions bookOptions = engine.options().bookOptions();
        if (bookOptions.ownBook && book.loaded()) {
            // The engine's book and book options (BookMoves, BookEvalDiff, ...), as YaneuraOu's gensfen uses them.
            System.err.println("gensfen: games open from the book (BookMoves " + bookOptions.bookMoves + ")");
            g.withBook((pos, rnd) -> {
                BookHit h = book.probe(pos, bookOptions, null, new Random(rnd.nextLong()));
                return h == null ? Move.NONE : h.move;
            });
        }
        try {
            Gensfen.Summary s = g.run();
            engine.out().info(String.format("gensfen: %d positions from %d games in %.1f s (%.0f positions/s) to %s",
                    s.written(), s.games(), s.seconds(), s.perSecond(), s.lastFile()));
        } catch (IOException | RuntimeException e) {
            throw new UsiException(e.getMessage());
        }
        engine.out().line("gensfen finished.");
    }
}
