package kirin.usi.csa;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import kirin.core.Color;
import kirin.core.Position;
import kirin.kifu.CsaReader;
import kirin.kifu.Kifu;

/**
 * A parsed Game_Summary (interop.md 10.2): the lines between {@code BEGIN Game_Summary} and
 * {@code END Game_Summary}. Keys are split at the first {@code :}; unknown keys are kept but ignored. The time rules
 * come from {@code BEGIN Time} (both sides) or {@code BEGIN Time+}/{@code BEGIN Time-}; the position from
 * {@code BEGIN Position}, read by the kifu module's {@link CsaReader} (rows {@code P1}..{@code P9} or {@code PI...},
 * hands {@code P+...}/{@code P-...}, the side line and the moves already played with their {@code ,T} times). The
 * position is trusted over {@code To_Move}: a summary whose two disagree is refused, as is one without
 * {@code Your_Turn} or a position.
 *
 * @param gameId    {@code Game_ID}, names the server's record; "" if absent
 * @param names     login names of black and white ({@code Name+}, {@code Name-})
 * @param myColor   {@code Your_Turn}
 * @param startSfen the start position of the Position block
 * @param moves     the moves already played in it (full moves of Kirin's core)
 * @param maxMoves  {@code Max_Moves}, 0 for none
 * @param time      the time rules of black and white
 * @param values    every key and value as sent
 */
public record GameSummary(String gameId, String[] names, int myColor, String startSfen, int[] moves, int maxMoves,
                          TimeRules[] time, Map<String, String> values) {

    /** The position after the listed moves, a fresh copy. */
    public Position position() {
        Position p = kirin.core.Sfen.parse(startSfen);
        for (int m : moves) {
            p.doMove(m);
        }
        return p;
    }

    /** Parses the lines strictly inside the Game_Summary block. */
    public static GameSummary parse(List<String> lines) throws CsaProtocolException {
        Map<String, String> top = new HashMap<>();
        Map<String, Map<String, String>> times = new HashMap<>();
        List<String> position = new ArrayList<>();
        String block = null;
        for (String raw : lines) {
            String line = raw.strip();
            if (line.isEmpty()) {
                continue;
            }
            if (line.startsWith("BEGIN ")) {
                if (block != null) {
                    throw new CsaProtocolException("Game_Summary: '" + line + "' inside BEGIN " + block);
                }
                block = line.substring(6).strip();
                if (!block.equals("Position") && !block.startsWith("Time")) {
                    throw new CsaProtocolException("Game_Summary: unknown block '" + line + "'");
                }
                continue;
            }
            if (line.startsWith("END ")) {
                if (!line.substring(4).strip().equals(block)) {
                    throw new CsaProtocolException("Game_Summary: '" + line + "' does not close BEGIN " + block);
                }
                block = null;
                continue;
            }
            if ("Position".equals(block)) {
                // An empty hand line ("P+" alone, as in the spec's example) says nothing; CsaReader wants pieces.
                if (!line.equals("P+") && !line.equals("P-")) {
                    position.add(line);
                }
                continue;
            }
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw new CsaProtocolException("Game_Summary: line without 'KEY:value': '" + line + "'");
            }
            String key = line.substring(0, colon);
            String value = line.substring(colon + 1).strip();
            if (block == null) {
                top.put(key, value);
            } else {
                times.computeIfAbsent(block, b -> new HashMap<>()).put(key, value);
            }
        }
        if (block != null) {
            throw new CsaProtocolException("Game_Summary: BEGIN " + block + " is never closed");
        }
        int myColor = color(top.get("Your_Turn"), "Your_Turn");
        if (position.isEmpty()) {
            throw new CsaProtocolException("Game_Summary: no BEGIN Position block");
        }
        List<Kifu> read;
        try {
            read = CsaReader.parse("V2\n" + String.join("\n", position) + "\n", "Game_Summary");
        } catch (RuntimeException e) {
            throw new CsaProtocolException("Game_Summary: unreadable position: " + e.getMessage());
        }
        if (read.size() != 1 || read.get(0).error() != null || read.get(0).startSfen() == null) {
            throw new CsaProtocolException("Game_Summary: bad position: "
                    + (read.isEmpty() ? "empty" : read.get(0).error()));
        }
        Kifu k = read.get(0);
        GameSummary s = new GameSummary(top.getOrDefault("Game_ID", ""),
                new String[] {top.getOrDefault("Name+", "black"), top.getOrDefault("Name-", "white")}, myColor,
                k.startSfen(), k.moves(), integer(top.getOrDefault("Max_Moves", "0"), "Max_Moves"),
                new TimeRules[] {rules(times, "+"), rules(times, "-")}, top);
        if (top.containsKey("To_Move")) {
            int toMove = color(top.get("To_Move"), "To_Move");
            if (toMove != s.position().sideToMove()) {
                throw new CsaProtocolException("Game_Summary: To_Move:" + top.get("To_Move")
                        + " but the position has the other side to move");
            }
        }
        return s;
    }

    private static TimeRules rules(Map<String, Map<String, String>> times, String sign) throws CsaProtocolException {
        Map<String, String> t = times.getOrDefault("Time" + sign, times.getOrDefault("Time", Map.of()));
        String unitText = t.getOrDefault("Time_Unit", "1sec");
        long unit = TimeRules.unitMillis(unitText);
        if (unit <= 0) {
            throw new CsaProtocolException("Game_Summary: unreadable Time_Unit '" + unitText + "'");
        }
        return new TimeRules(unit, unit * integer(t.getOrDefault("Total_Time", "0"), "Total_Time"),
                unit * integer(t.getOrDefault("Byoyomi", "0"), "Byoyomi"),
                unit * integer(t.getOrDefault("Increment", "0"), "Increment"),
                integer(t.getOrDefault("Least_Time_Per_Move", "0"), "Least_Time_Per_Move"));
    }

    private static int color(String v, String key) throws CsaProtocolException {
        if ("+".equals(v)) {
            return Color.BLACK;
        }
        if ("-".equals(v)) {
            return Color.WHITE;
        }
        throw new CsaProtocolException("Game_Summary: " + key + " must be + or -, got " + (v == null ? "nothing" : "'" + v + "'"));
    }

    private static int integer(String v, String key) throws CsaProtocolException {
        try {
            int n = Integer.parseInt(v.strip());
            if (n < 0) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new CsaProtocolException("Game_Summary: " + key + " needs a whole number, got '" + v + "'");
        }
    }
}
