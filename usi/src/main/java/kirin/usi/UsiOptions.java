package kirin.usi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The set of USI options, in declaration order, looked up by name in any case (as the USI specification asks).
 * Only the command loop's thread touches it: a search gets a snapshot of the values when it starts.
 */
public final class UsiOptions {
    private final Map<String, UsiOption> byName = new LinkedHashMap<>();

    /** Declares {@code option}; names must be unique regardless of case. */
    public <T extends UsiOption> T add(T option) {
        if (byName.putIfAbsent(key(option.name()), option) != null) {
            throw new IllegalStateException("option '" + option.name() + "' declared twice");
        }
        return option;
    }

    /** The option with this name (any case), or null. */
    public UsiOption find(String name) {
        return byName.get(key(name));
    }

    /** Every option, in declaration order. */
    public List<UsiOption> all() {
        return new ArrayList<>(byName.values());
    }

    /** The {@code option ...} lines for {@code usi}, in declaration order. */
    public List<String> declarations() {
        List<String> lines = new ArrayList<>(byName.size());
        for (UsiOption o : byName.values()) {
            lines.add(o.declaration());
        }
        return lines;
    }

    /** Sets an option; an unknown name or a bad value throws and changes nothing. */
    public void set(String name, String value) throws UsiException {
        UsiOption o = find(name);
        if (o == null) {
            throw new UsiException("unknown option '" + name + "'");
        }
        o.set(value);
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
