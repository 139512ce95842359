package kirin.usi.csa;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The settings of {@code kirin csa}, from an options file ({@code --config FILE}) and then the command line, which
 * wins. The file has one {@code key=value} per line; blank lines and lines starting with {@code #} are skipped; a
 * key {@code option.<Name>} sets the USI option {@code Name} (as {@code --option Name=Value} does). Keys: see
 * {@link #KEYS} and docs/csa.md. A bad key or value is a {@link IllegalArgumentException} naming it.
 */
public final class CsaConfig {
    /** The keys of the options file and (with {@code --}) the command line. */
    static final List<String> KEYS = List.of("host", "port", "id", "password", "game", "games", "records", "log",
            "keepalive", "margin", "reconnect", "ponder", "comment", "unlimited");

    String host;
    int port = 4081;
    String id;
    /** The trip (floodgate) or password; may be empty for an unrated test game. */
    String password = "";
    String game;
    /** Games to play, 0 = until stopped. */
    int games = 1;
    Path records = Path.of("csa-games");
    /** The dialogue log file, or null for stderr. */
    Path log;
    /** Seconds without sending before a keep-alive (empty line); 0 = none. */
    int keepAliveSeconds = 40;
    /** Milliseconds taken off the clock given to the search, for the network. */
    int marginMs = 500;
    /** Seconds to wait before reconnecting after a dropped connection or a failed connect. */
    int reconnectSeconds = 10;
    boolean ponder = true;
    /** Send the floodgate score/PV comment with each move. */
    boolean comment = true;
    /** Milliseconds per move when the game has no clock. */
    int unlimitedMs = 10_000;
    /** USI options, in the order given. */
    final Map<String, String> options = new LinkedHashMap<>();

    /** Parses the command line after {@code csa}; a {@code --config} file is read first, wherever it appears. */
    public static CsaConfig parse(String[] args) throws IOException {
        CsaConfig c = new CsaConfig();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--config")) {
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException("--config needs a file");
                }
                c.readFile(Path.of(args[i + 1]));
            }
        }
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (!a.startsWith("--") || a.length() < 3) {
                throw new IllegalArgumentException("unexpected argument '" + a + "' (options start with --)");
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(a + " needs a value");
            }
            String value = args[++i];
            String key = a.substring(2);
            if (key.equals("config")) {
                continue;
            }
            if (key.equals("option")) {
                int eq = value.indexOf('=');
                if (eq <= 0) {
                    throw new IllegalArgumentException("--option needs Name=Value, got '" + value + "'");
                }
                c.options.put(value.substring(0, eq).strip(), value.substring(eq + 1).strip());
            } else {
                c.set(key, value, "--" + key);
            }
        }
        c.check();
        return c;
    }

    /** Reads an options file (see the class comment). */
    void readFile(Path file) throws IOException {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the options file " + file + ": " + e.getMessage());
        }
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = file + " line " + (n + 1);
            int eq = line.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException(where + ": expected key=value, got '" + line + "'");
            }
            String key = line.substring(0, eq).strip();
            String value = line.substring(eq + 1).strip();
            if (key.startsWith("option.") && key.length() > 7) {
                options.put(key.substring(7), value);
            } else {
                set(key, value, where + ": " + key);
            }
        }
    }

    private void set(String key, String value, String where) {
        switch (key) {
            case "host" -> host = value;
            case "port" -> port = number(value, where, 1, 65535);
            case "id" -> id = value;
            case "password" -> password = value;
            case "game" -> game = value;
            case "games" -> games = number(value, where, 0, Integer.MAX_VALUE);
            case "records" -> records = Path.of(value);
            case "log" -> log = value.isEmpty() || value.equals("-") ? null : Path.of(value);
            case "keepalive" -> keepAliveSeconds = number(value, where, 0, 3600);
            case "margin" -> marginMs = number(value, where, 0, 60_000);
            case "reconnect" -> reconnectSeconds = number(value, where, 0, 3600);
            case "ponder" -> ponder = bool(value, where);
            case "comment" -> comment = bool(value, where);
            case "unlimited" -> unlimitedMs = number(value, where, 1, 86_400_000);
            default -> throw new IllegalArgumentException(where + ": unknown setting (known: " + String.join(", ", KEYS)
                    + ", option.<UsiName>)");
        }
    }

    private void check() {
        for (String[] req : new String[][] {{"host", host}, {"id", id}, {"game", game}}) {
            if (req[1] == null || req[1].isEmpty()) {
                throw new IllegalArgumentException("--" + req[0] + " is required");
            }
        }
        // shogi-server's rules for names (interop.md 10.1); a space would also break the LOGIN line.
        if (!id.matches("[A-Za-z0-9_@.-]{1,32}")) {
            throw new IllegalArgumentException("--id: 1 to 32 of A-Z a-z 0-9 _ @ . - , got '" + id + "'");
        }
        if (!game.matches("[A-Za-z0-9_@.+-]{1,64}")) {
            throw new IllegalArgumentException("--game: a game name such as floodgate-300-10F, got '" + game + "'");
        }
        if (password.contains(" ") || password.contains(",")) {
            // Not echoed: it is a secret.
            throw new IllegalArgumentException("--password must not contain spaces or commas");
        }
    }

    /** The LOGIN password in shogi-server's CSA mode: {@code game,trip}, or the game name alone (unrated). */
    String loginPassword() {
        return password.isEmpty() ? game : game + "," + password;
    }

    private static int number(String v, String where, int min, int max) {
        try {
            int n = Integer.parseInt(v.strip());
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(where + ": expected a whole number from " + min + " to " + max
                + ", got '" + v + "'");
    }

    private static boolean bool(String v, String where) {
        return switch (v.strip().toLowerCase()) {
            case "true", "yes", "on", "1" -> true;
            case "false", "no", "off", "0" -> false;
            default -> throw new IllegalArgumentException(where + ": expected true or false, got '" + v + "'");
        };
    }
}
