package kirin.usi;

/**
 * {@code go}: {@code go perft <depth>} counts leaves (a debugging aid, run on the command thread);
 * {@code go mate ...} is answered {@code checkmate notimplemented}, as USI asks of an engine without a mate solver;
 * every other form starts a search on the search thread (see {@link Engine#go} and {@link GoParser}). Whatever the
 * form, a search still running is stopped and answered with its bestmove first.
 */
final class GoCommand implements Command {
    private final Engine engine;
    private final PerftCommand perft;

    GoCommand(Engine engine) {
        this.engine = engine;
        this.perft = new PerftCommand(engine, engine.out());
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        if ("perft".equals(args.peek())) {
            engine.stopAndWait();
            args.next();
            perft.execute(args);
        } else if (args.contains("mate")) {
            engine.stopAndWait();
            engine.out().line("checkmate notimplemented");
        } else {
            engine.go(args);
        }
    }
}
