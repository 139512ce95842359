package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kirin.core.EnteringKingRule;
import kirin.core.search.SearchOptions;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UsiOptionsTest {
    private final EngineHarness h = new EngineHarness();

    @Test
    void declarationsAsPrinted() {
        List<String> lines = h.options().registry.declarations();
        assertEquals("option name USI_Hash type spin default 256 min 1 max 32768", lines.get(0));
        assertEquals("option name USI_Ponder type check default false", lines.get(1));
        assertTrue(lines.contains("option name Threads type spin default 1 min 1 max 512"));
        assertTrue(lines.contains("option name MultiPV type spin default 1 min 1 max 800"));
        assertTrue(lines.contains("option name NodesLimit type spin default 0 min 0 max 1000000000000"));
        assertTrue(lines.contains("option name MinimumThinkingTime type spin default 2000 min 1000 max 100000"));
        assertTrue(lines.contains("option name DrawValueBlack type spin default -2 min -30000 max 30000"));
        assertTrue(lines.contains("option name DrawModel type check default true"));
        assertTrue(lines.contains("option name EnteringKingRule type combo default CSARule27 var NoEnteringKing "
                + "var CSARule24 var CSARule24H var CSARule27 var CSARule27H var TryRule"));
        assertTrue(lines.contains("option name ResignValue type spin default 99999 min 0 max 99999"));
        assertTrue(lines.contains("option name EvalDir type string default eval"));
        assertTrue(lines.contains("option name ClearHash type button"));
    }

    @Test
    void defaultsMatchTheSearchDefaults() {
        SearchOptions fromUsi = h.options().searchOptions();
        SearchOptions plain = new SearchOptions();
        assertEquals(plain.drawValueBlack, fromUsi.drawValueBlack);
        assertEquals(plain.drawValueWhite, fromUsi.drawValueWhite);
        assertEquals(plain.maxMovesToDraw, fromUsi.maxMovesToDraw);
        assertEquals(plain.enteringKingRule, fromUsi.enteringKingRule);
        assertEquals(plain.multiPv, fromUsi.multiPv);
        assertEquals(plain.resignValue, fromUsi.resignValue);
        assertEquals(plain.depthLimit, fromUsi.depthLimit);
        assertEquals(plain.nodesLimit, fromUsi.nodesLimit);
        assertEquals(plain.networkDelay, fromUsi.networkDelay);
        assertEquals(plain.networkDelay2, fromUsi.networkDelay2);
        assertEquals(plain.minimumThinkingTime, fromUsi.minimumThinkingTime);
        assertEquals(plain.slowMover, fromUsi.slowMover);
    }

    @Test
    void setValuesReachTheSearchOptions() {
        assertEquals(List.of(), h.run("setoption name usi_hash value 64", "setoption name MULTIPV value 5",
                "setoption name DrawValueBlack value -100", "setoption name enteringkingrule value csarule24h",
                "setoption name NodesLimit value 1000000000000", "setoption name ResignValue value 0",
                "setoption name USI_Ponder value TRUE", "setoption name SlowMover value 1000"));
        EngineOptions o = h.options();
        assertEquals(64, o.hash.get());
        assertTrue(o.ponder.get());
        SearchOptions s = o.searchOptions();
        assertEquals(5, s.multiPv);
        assertEquals(-100, s.drawValueBlack);
        assertEquals(EnteringKingRule.CSA_RULE_24H, s.enteringKingRule);
        assertEquals("CSARule24H", o.enteringKingRule.get());
        assertEquals(1_000_000_000_000L, s.nodesLimit);
        assertEquals(0, s.resignValue);
        assertEquals(1000, s.slowMover);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "setoption name MultiPV value 0|option MultiPV must be from 1 to 800, got 0",
        "setoption name MultiPV value 801|option MultiPV must be from 1 to 800, got 801",
        "setoption name MultiPV value x|option MultiPV needs an integer from 1 to 800, got 'x'",
        "setoption name MultiPV value 1.5|option MultiPV needs an integer from 1 to 800, got '1.5'",
        "setoption name MultiPV value 99999999999999999999|option MultiPV needs an integer from 1 to 800, got "
                + "'99999999999999999999'",
        "setoption name MultiPV|option MultiPV needs a value",
        "setoption name MultiPV value|option MultiPV needs a value",
        "setoption name USI_Ponder value yes|option USI_Ponder is true or false, got 'yes'",
        "setoption name EnteringKingRule value CSARule28|option EnteringKingRule is one of NoEnteringKing "
                + "CSARule24 CSARule24H CSARule27 CSARule27H TryRule, got 'CSARule28'",
        "setoption name NoSuchOption value 1|unknown option 'NoSuchOption'",
        "setoption name Multi PV value 2|unknown option 'Multi PV'",
        "setoption|setoption needs 'name <option> [value <value>]'",
        "setoption name|setoption needs 'name <option> [value <value>]'",
        "setoption name value 3|setoption needs 'name <option> [value <value>]'"})
    void badSetoptionKeepsTheOldValue(String command, String message) {
        h.run("setoption name MultiPV value 3", "setoption name USI_Ponder value true",
                "setoption name EnteringKingRule value TryRule");
        assertEquals(List.of("info string error: " + message), h.run(command));
        assertEquals(3, h.options().multiPv.get());
        assertTrue(h.options().ponder.get());
        assertEquals("TryRule", h.options().enteringKingRule.get());
    }

    @Test
    void stringValuesKeepTheirSpaces() {
        h.run("setoption name EvalDir value  C:\\Kirin  files\\eval ");
        assertEquals("C:\\Kirin  files\\eval", h.options().evalDir.get());
        h.run("setoption name EvalDir value <empty>");
        assertEquals("", h.options().evalDir.get());
        assertEquals("<empty>", h.options().evalDir.valueText());
        h.run("setoption name EvalDir value eval");
        h.run("setoption name EvalDir value ");
        assertEquals("", h.options().evalDir.get());
        h.run("setoption name EvalDir value x", "setoption name EvalDir");
        assertEquals("", h.options().evalDir.get());
    }

    @Test
    void nameKeywordMayBeLeftOut() {
        assertEquals(List.of(), h.run("setoption MultiPV value 7"));
        assertEquals(7, h.options().multiPv.get());
    }

    @Test
    void buttonRunsItsAction() {
        assertEquals(List.of(), h.run("setoption name ClearHash", "setoption name clearhash value ignored"));
    }

    @Test
    void declarationsRefuseMultiTokenNamesAndBadDefaults() {
        assertThrows(IllegalArgumentException.class, () -> new UsiOption.Check("Two words", true));
        assertThrows(IllegalArgumentException.class, () -> new UsiOption.Spin("S", 5, 0, 4));
        assertThrows(IllegalArgumentException.class, () -> new UsiOption.Combo("C", "x", List.of("a", "b")));
        assertThrows(IllegalArgumentException.class, () -> new UsiOption.Text("T", "a b", false));
        UsiOptions r = new UsiOptions();
        r.add(new UsiOption.Check("Same", true));
        assertThrows(IllegalStateException.class, () -> r.add(new UsiOption.Check("SAME", true)));
        assertEquals("option name F type filename default <empty>", new UsiOption.Text("F", "", true).declaration());
    }
}
