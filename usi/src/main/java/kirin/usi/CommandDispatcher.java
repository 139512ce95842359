package kirin.usi;

import java.util.HashMap;
import java.util.Map;

/**
 * Maps command names to handlers and runs one input line. This is the single place where a failing command is
 * turned into an {@code info string error: ...} line, so that no handler can take the engine down: a GUI that
 * loses its engine mid-game loses the game.
 */
public final class CommandDispatcher {
    private final Map<String, Command> commands = new HashMap<>();
    private final UsiOutput out;

    public CommandDispatcher(UsiOutput out) {
        this.out = out;
    }

    /** Registers {@code command} under {@code name} (case-sensitive, as USI commands are). */
    public void register(String name, Command command) {
        if (commands.putIfAbsent(name, command) != null) {
            throw new IllegalStateException("command '" + name + "' registered twice");
        }
    }

    /** Runs one line of input; blank lines are ignored. */
    public void dispatch(String line) {
        Tokens tokens = new Tokens(line);
        if (!tokens.hasNext()) {
            return;
        }
        String name = tokens.next();
        Command command = commands.get(name);
        if (command == null) {
            out.error("unknown command '" + name + "'");
            return;
        }
        try {
            command.execute(tokens);
        } catch (UsiException e) {
            out.error(e.getMessage());
        } catch (Exception | StackOverflowError e) {
            // A bug, not bad input: tell the GUI briefly, keep the trace for the developer on stderr.
            out.error("internal error in '" + name + "': " + e);
            e.printStackTrace();
        }
    }
}
