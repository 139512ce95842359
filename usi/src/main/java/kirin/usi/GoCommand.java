package kirin.usi;

/**
 * {@code go}. Only {@code go perft} is implemented; the search comes in a later issue. Until then a search request
 * still gets the one reply every {@code go} must end with ({@code bestmove resign}, or {@code checkmate
 * notimplemented} for {@code go mate}), so that a GUI never waits forever.
 */
final class GoCommand implements Command {
    private final PerftCommand perft;
    private final UsiOutput out;

    GoCommand(Engine engine, UsiOutput out) {
        this.perft = new PerftCommand(engine, out);
        this.out = out;
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        String sub = args.peek();
        if ("perft".equals(sub)) {
            args.next();
            perft.execute(args);
        } else if ("mate".equals(sub)) {
            out.line("checkmate notimplemented");
        } else {
            out.error("search is not implemented yet");
            out.line("bestmove resign");
        }
    }
}
