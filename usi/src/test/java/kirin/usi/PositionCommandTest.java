package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import kirin.core.Position;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class PositionCommandTest {
    private static final String START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

    /** Each bad command and the exact error line it must produce. */
    static Stream<Arguments> badCommands() {
        return Stream.of(
                bad("position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1",
                        "invalid SFEN: unknown piece letter 'X' in rank i"),
                bad("position sfen lnsgkgsnl/1r5b1/ppppppppp/8/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                        "invalid SFEN: rank d has 8 squares, expected 9"),
                bad("position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKKSNL b - 1",
                        "invalid SFEN: two black kings"),
                bad("position sfen 4k4/9/9/9/9/9/9/4R4/4K4 b - 1",
                        "invalid SFEN: the side not to move (white) is in check"),
                bad("position sfen 4k3P/9/9/9/9/9/9/9/4K4 b - 1",
                        "invalid SFEN: P on 1a can never move"),
                bad("position sfen 4k4/9/9/9/9/4P4/4P4/9/4K4 b - 1",
                        "invalid SFEN: two unpromoted black pawns on file 5 (nifu)"),
                bad("position sfen " + START + " b G 1",
                        "invalid SFEN: too many G: 5, a set has 4"),
                bad("position sfen 4k4/9/9/9/9/9/9/9/4K4 b 20P 1",
                        "invalid SFEN: hand holds 20 P, more than the 18 a set has"),
                bad("position sfen 4k4/9/9/9/9/9/9/9/4K4 b 0P 1",
                        "invalid SFEN: hand count must be at least 1 in '0P'"),
                bad("position startpos moves 7g7f 3c3d xyz",
                        "cannot parse move 'xyz' (move 3)"),
                bad("position startpos moves 7g7f 3c3d 7g7e",
                        "illegal move 7g7e (move 3): no piece on 7g"),
                bad("position startpos moves 7g7e",
                        "illegal move 7g7e (move 1): not a legal move in this position"),
                bad("position startpos moves 3c3d",
                        "illegal move 3c3d (move 1): the piece on 3c is not black's, and black is to move"),
                bad("position startpos moves P*5e",
                        "illegal move P*5e (move 1): black has no P in hand"),
                bad("position",
                        "position needs 'startpos' or 'sfen <board> <side> <hands> [<move number>]', optionally "
                                + "followed by 'moves m1 m2 ...'"),
                bad("position sfen",
                        "position sfen needs 3 or 4 SFEN fields (board side hands [move number]), got 0"),
                bad("position sfen " + START + " b",
                        "position sfen needs 3 or 4 SFEN fields (board side hands [move number]), got 2: '"
                                + START + " b'"),
                bad("position sfen " + START + " b - 1 7g7f",
                        "position sfen needs 3 or 4 SFEN fields (board side hands [move number]), got 5: '"
                                + START + " b - 1 7g7f'"),
                bad("position sfen " + START + " x - 1",
                        "invalid SFEN: side to move must be 'b' or 'w', got 'x'"),
                bad("position startpos 7g7f",
                        "position: expected 'moves' after the position, got '7g7f'"),
                bad("position startpos move 7g7f",
                        "position: expected 'moves' after the position, got 'move'"),
                bad("position moves 7g7f",
                        "position: expected 'startpos' or 'sfen <board> <side> <hands> [<move number>]', optionally "
                                + "followed by 'moves m1 m2 ...', got 'moves'"));
    }

    private static Arguments bad(String command, String message) {
        return Arguments.of(command, "info string error: " + message);
    }

    @ParameterizedTest
    @MethodSource("badCommands")
    void badCommandGivesOneErrorAndKeepsThePosition(String command, String errorLine) {
        List<String> out = Usi.run("position startpos moves 7g7f", "isready", command, "isready", "d");

        Position kept = Position.startpos();
        kept.doMove(kept.toMove("7g7f"));
        List<String> expected = new ArrayList<>(List.of("readyok", errorLine, "readyok"));
        expected.addAll(Arrays.asList(kept.toString().split("\n")));
        assertEquals(expected, out);
    }

    @Test
    void errorAfterAnErrorStillKeepsTheLastGoodPosition() {
        List<String> out = Usi.run("position startpos moves 2g2f", "position startpos moves 2g2f 9z", "position",
                "go perft 1");
        assertEquals("info string error: cannot parse move '9z' (move 2)", out.get(0));
        assertEquals("Nodes searched: 30", out.get(out.size() - 1));
        assertEquals("1a1b: 1", out.get(2));
    }

    @Test
    void whyIllegalForAnOccupiedDropSquare() {
        Position pos = kirin.core.Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b P 1");
        assertEquals("5i is occupied", PositionCommand.whyIllegal(pos, "P*5i"));
    }
}
