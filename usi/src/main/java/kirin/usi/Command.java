package kirin.usi;

/** The handler of one USI command; receives the tokens after the command name. */
@FunctionalInterface
public interface Command {
    /**
     * Carries out the command. Throw {@link UsiException} for bad input; any other exception is reported as an
     * internal error and the engine keeps running.
     */
    void execute(Tokens args) throws Exception;
}
