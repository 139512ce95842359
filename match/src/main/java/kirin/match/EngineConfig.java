package kirin.match;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How to start and drive one engine: its command line, working directory, USI options, time control and the
 * referee's tolerances. Built from the {@code key=value} tokens of {@code -engine} and {@code -each}; an
 * {@code -engine} value overrides an {@code -each} one (options merge, the engine's own winning).
 */
public final class EngineConfig {
    /** Default forfeit margin: how far past its allowance a move may arrive before it loses on time. */
    public static final long DEFAULT_MARGIN_MS = 100;
    /** Default wait for {@code usiok} and {@code readyok}: gpsusi takes about 2.5 s to answer {@code usi}. */
    public static final long DEFAULT_HANDSHAKE_MS = 30_000;
    /** Default wait for a {@code bestmove} without a clock (nodes, depth) before the engine counts as hung. */
    public static final long DEFAULT_TIMEOUT_MS = 60_000;

    String name;
    String cmd;
    Path dir;
    final List<String> args = new ArrayList<>();
    final Map<String, String> options = new LinkedHashMap<>();
    TimeControl tc;
    Long marginMs;
    Long handshakeMs;
    Long timeoutMs;

    /** The engine's display name (also used in records). */
    public String name() {
        return name;
    }

    /**
     * Program and arguments: {@code cmd} split on white space, then every {@code arg=}. A relative program path
     * with a slash is taken from the runner's working directory (not from {@code dir=}).
     */
    public List<String> commandLine() {
        List<String> line = new ArrayList<>(List.of(cmd.trim().split("\\s+")));
        String program = line.get(0);
        if (program.contains("/") && !Path.of(program).isAbsolute()) {
            line.set(0, Path.of(program).toAbsolutePath().normalize().toString());
        }
        line.addAll(args);
        return line;
    }

    /** Working directory, or null for the runner's. */
    public Path dir() {
        return dir;
    }

    /** USI options to set after {@code usiok}, in the order given. */
    public Map<String, String> options() {
        return options;
    }

    public TimeControl tc() {
        return tc;
    }

    public long marginMs() {
        return marginMs != null ? marginMs : DEFAULT_MARGIN_MS;
    }

    public long handshakeMs() {
        return handshakeMs != null ? handshakeMs : DEFAULT_HANDSHAKE_MS;
    }

    public long timeoutMs() {
        return timeoutMs != null ? timeoutMs : DEFAULT_TIMEOUT_MS;
    }

    /** Applies one {@code key=value} token; false if the key is not an engine key. */
    boolean set(String key, String value) {
        switch (key) {
            case "name" -> name = value;
            case "cmd" -> cmd = value;
            case "dir" -> dir = Path.of(value);
            case "arg" -> args.add(value);
            case "tc" -> tc = TimeControl.parse(value);
            case "timemargin", "margin" -> marginMs = millis(key, value);
            case "handshake" -> handshakeMs = millis(key, value);
            case "timeout" -> timeoutMs = millis(key, value);
            default -> {
                if (key.startsWith("option.") && key.length() > 7) {
                    options.put(key.substring(7), value);
                } else {
                    return false;
                }
            }
        }
        return true;
    }

    private static long millis(String key, String value) {
        try {
            long v = Long.parseLong(value);
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + "= needs a number of milliseconds, got '" + value + "'");
        }
    }

    /** This engine's settings completed by the {@code -each} defaults. */
    EngineConfig withDefaults(EngineConfig each) {
        EngineConfig c = new EngineConfig();
        c.name = name != null ? name : each.name;
        c.cmd = cmd != null ? cmd : each.cmd;
        c.dir = dir != null ? dir : each.dir;
        c.args.addAll(args.isEmpty() ? each.args : args);
        c.options.putAll(each.options);
        c.options.putAll(options);
        c.tc = tc != null ? tc : each.tc;
        c.marginMs = marginMs != null ? marginMs : each.marginMs;
        c.handshakeMs = handshakeMs != null ? handshakeMs : each.handshakeMs;
        c.timeoutMs = timeoutMs != null ? timeoutMs : each.timeoutMs;
        if (c.cmd == null || c.cmd.isBlank()) {
            throw new IllegalArgumentException("every engine needs cmd=PATH");
        }
        if (c.tc == null) {
            throw new IllegalArgumentException("no time control: give tc=... with -each or -engine");
        }
        if (c.name == null || c.name.isBlank()) {
            String program = c.commandLine().get(0);
            c.name = Path.of(program).getFileName().toString();
        }
        return c;
    }
}
