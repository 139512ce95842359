package kirin.usi;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code setoption name <name> [value <value>]}. The name is matched in any case; the value is the rest of the
 * line with its inner spaces kept, so string options may hold paths with spaces. As in YaneuraOu the word
 * {@code name} may be left out. An unknown option or a bad value is reported and the old value kept.
 *
 * <p>During a search the new value is stored and used from the next {@code go} on (USI_Hash from the next
 * {@code isready}); the running search never sees it, because it works on a snapshot of the options.
 */
final class SetOptionCommand implements Command {
    private final UsiOptions options;

    SetOptionCommand(UsiOptions options) {
        this.options = options;
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        if ("name".equals(args.peek())) {
            args.next();
        }
        List<String> name = new ArrayList<>();
        while (args.hasNext() && !args.peek().equals("value")) {
            name.add(args.next());
        }
        if (name.isEmpty()) {
            throw new UsiException("setoption needs 'name <option> [value <value>]'");
        }
        String value = null;
        if (args.hasNext()) {
            args.next(); // "value"
            value = args.rest();
        }
        options.set(String.join(" ", name), value);
    }
}
