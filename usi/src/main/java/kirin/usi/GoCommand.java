package kirin.usi;

/**
 * {@code go}: {@code go perft <depth>} counts leaves (a debugging aid, run on the command thread);
 * {@code go mate <ms>|infinite} runs the mate solver ({@link Engine#goMate}), answered with {@code checkmate ...}
 * ({@code go mate} alone searches until {@code stop}); every other form starts a search on the search thread (see {@link Engine#go} and {@link GoParser}). Whatever the
 * form, a search still running is stopped and answered with its bestmove first.
 */
final class GoCommand implements Command {
    private final Engine engine;
    private final PerftCommand perft;

    GoCommand(Engine engine) {
        this.engine = engine;
        this.perft = new PerftCommand(engine, engine.out());
    }

    /** The time of {@code go mate <ms>|infinite} in ms, 0 for infinite or no value. */
    static long mateMillis(Tokens args) throws UsiException {
        while (!"mate".equals(args.next())) {
            // skip to the mate token
        }
        if (!args.hasNext() || "infinite".equals(args.peek())) {
            return 0;
        }
        String t = args.next();
        try {
            long ms = Long.parseLong(t);
            if (ms <= 0) {
                throw new UsiException("go mate: the time must be positive or infinite, got '" + t + "'");
            }
            return ms;
        } catch (NumberFormatException e) {
            throw new UsiException("go mate: expected a time in ms or 'infinite', got '" + t + "'");
        }
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        if ("perft".equals(args.peek())) {
            engine.stopAndWait();
            args.next();
            perft.execute(args);
        } else if (args.contains("mate")) {
            long ms;
            try {
                ms = mateMillis(args);
            } catch (UsiException e) {
                // Still answer, so that a GUI waiting for checkmate is not left waiting.
                engine.stopAndWait();
                engine.out().error(e.getMessage());
                engine.out().line("checkmate timeout");
                return;
            }
            engine.goMate(ms);
        } else {
            engine.go(args);
        }
    }
}
