package kirin.usi.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import kirin.core.Color;
import kirin.core.Sfen;
import org.junit.jupiter.api.Test;

class GameSummaryTest {
    /** shogi-server's summary as it sends it (interop.md 10.2), between BEGIN and END Game_Summary. */
    static final String HIRATE = """
            Protocol_Version:1.2
            Protocol_Mode:Server
            Format:Shogi 1.0
            Declaration:Jishogi 1.1
            Game_ID:test+t1-300-10F+alice+bob+20261129033147
            Name+:alice
            Name-:bob
            Your_Turn:-
            Rematch_On_Draw:NO
            To_Move:+
            Max_Moves:256
            BEGIN Time
            Time_Unit:1sec
            Total_Time:300
            Byoyomi:0
            Increment:10
            Least_Time_Per_Move:0
            END Time
            BEGIN Position
            P1-KY-KE-GI-KI-OU-KI-GI-KE-KY
            P2 * -HI *  *  *  *  * -KA *\s
            P3-FU-FU-FU-FU-FU-FU-FU-FU-FU
            P4 *  *  *  *  *  *  *  *  *\s
            P5 *  *  *  *  *  *  *  *  *\s
            P6 *  *  *  *  *  *  *  *  *\s
            P7+FU+FU+FU+FU+FU+FU+FU+FU+FU
            P8 * +KA *  *  *  *  * +HI *\s
            P9+KY+KE+GI+KI+OU+KI+GI+KE+KY
            P+
            P-
            +
            END Position
            """;

    static List<String> lines(String text) {
        return new ArrayList<>(text.lines().toList());
    }

    @Test
    void readsShogiServersSummary() throws Exception {
        GameSummary s = GameSummary.parse(lines(HIRATE));
        assertEquals("test+t1-300-10F+alice+bob+20261129033147", s.gameId());
        assertEquals("alice", s.names()[0]);
        assertEquals("bob", s.names()[1]);
        assertEquals(Color.WHITE, s.myColor());
        assertEquals(256, s.maxMoves());
        assertEquals(Sfen.STARTPOS, s.startSfen());
        assertEquals(0, s.moves().length);
        TimeRules t = s.time()[Color.BLACK];
        assertEquals(new TimeRules(1000, 300_000, 0, 10_000, 0), t);
        assertEquals(t, s.time()[Color.WHITE]);
        assertEquals("Jishogi 1.1", s.values().get("Declaration"));
    }

    @Test
    void listedMovesWithTimesAndSideToMove() throws Exception {
        String text = HIRATE.replace("+\nEND Position", "+\n+7776FU,T12\n-3334FU,T6\nEND Position")
                .replace("Your_Turn:-", "Your_Turn:+");
        GameSummary s = GameSummary.parse(lines(text));
        assertEquals(2, s.moves().length);
        assertEquals(Color.BLACK, s.position().sideToMove());
        // To_Move:+ after two moves is right; claim the other side and the summary is refused.
        assertThrows(CsaProtocolException.class, () -> GameSummary.parse(lines(text.replace("To_Move:+", "To_Move:-"))));
    }

    @Test
    void handicapRowsAndPiLines() throws Exception {
        // shogi-server's hc2p_: black has no rook and bishop and moves first.
        GameSummary rows = GameSummary.parse(lines(HIRATE.replace("P8 * +KA *  *  *  *  * +HI *\s",
                "P8 *  *  *  *  *  *  *  *  *\s")));
        assertEquals("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/9/LNSGKGSNL b - 1", rows.startSfen());
        // The record convention: PI82HI22KA takes white's rook and bishop away, and white moves first.
        String pi = HIRATE.substring(0, HIRATE.indexOf("BEGIN Position")) + "BEGIN Position\nPI82HI22KA\n-\nEND Position\n";
        GameSummary s = GameSummary.parse(lines(pi.replace("To_Move:+", "To_Move:-")));
        assertEquals("lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", s.startSfen());
    }

    @Test
    void handsAndSeparateClocks() throws Exception {
        String text = HIRATE.replace("BEGIN Time\nTime_Unit:1sec\nTotal_Time:300\nByoyomi:0\nIncrement:10\n"
                        + "Least_Time_Per_Move:0\nEND Time",
                "BEGIN Time+\nTime_Unit:500msec\nTotal_Time:10\nByoyomi:4\nLeast_Time_Per_Move:1\nEND Time+\n"
                        + "BEGIN Time-\nTime_Unit:1min\nTotal_Time:5\nEND Time-")
                .replace("P+\n", "P+00KI\n").replace("P1-KY-KE-GI-KI-OU", "P1-KY-KE-GI * -OU");
        GameSummary s = GameSummary.parse(lines(text));
        assertEquals(new TimeRules(500, 5000, 2000, 0, 1), s.time()[Color.BLACK]);
        assertEquals(new TimeRules(60_000, 300_000, 0, 0, 0), s.time()[Color.WHITE]);
        assertTrue(s.startSfen().contains(" b G "), s.startSfen());
    }

    @Test
    void brokenSummariesAreRefusedWithTheReason() {
        String[][] cases = {
            {"Your_Turn:-\n", "", "Your_Turn"},
            {"Your_Turn:-", "Your_Turn:x", "Your_Turn"},
            {"Total_Time:300", "Total_Time:lots", "Total_Time"},
            {"Time_Unit:1sec", "Time_Unit:1hour", "Time_Unit"},
            {"END Time\n", "", "inside BEGIN Time"},
            {"END Position\n", "", "never closed"},
            {"P3-FU-FU-FU-FU-FU-FU-FU-FU-FU", "P3-FU-FU-XX-FU-FU-FU-FU-FU-FU", "bad position"},
            {"Max_Moves:256", "Max_Moves 256", "KEY:value"},
            {"+\nEND Position", "+\n+7775FU,T1\nEND Position", "bad position"},
        };
        for (String[] c : cases) {
            assertTrue(HIRATE.contains(c[0]), c[0]);
            CsaProtocolException e = assertThrows(CsaProtocolException.class,
                    () -> GameSummary.parse(lines(HIRATE.replace(c[0], c[1]))), c[1]);
            assertTrue(e.getMessage().contains(c[2]), e.getMessage());
        }
        String noPosition = HIRATE.substring(0, HIRATE.indexOf("BEGIN Position"));
        assertThrows(CsaProtocolException.class, () -> GameSummary.parse(lines(noPosition)));
    }
}
