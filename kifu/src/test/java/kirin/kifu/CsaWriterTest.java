package kirin.kifu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/** CSA writing and the round trip through the reader. */
class CsaWriterTest {
    /** Writes, reads back and writes again: the same text and the same game. */
    private static void roundTrip(Kifu k) {
        String text = CsaWriter.write(k);
        Kifu back = CsaReader.parse(text, "again").get(0);
        assertEquals(null, back.error(), text);
        assertEquals(text, CsaWriter.write(back));
        assertEquals(k.startSfen(), back.startSfen());
        assertEquals(Records.usi(k), Records.usi(back));
        assertEquals(k.plies().stream().map(Kifu.Ply::timeMs).toList(),
                back.plies().stream().map(Kifu.Ply::timeMs).toList());
        assertEquals(k.terminal(), back.terminal());
        assertEquals(k.winner(), back.winner());
        assertEquals(k.info(), back.info());
    }

    @Test
    void everyCsaTestFileSurvivesWriteAndReadAgain() throws IOException {
        for (String name : List.of("floodgate-v22.csa", "v30-utf8.csa", "multi.csa", "shiftjis-crlf.csa")) {
            for (Kifu k : Records.read(name)) {
                if (k.error() == null) {
                    roundTrip(k);
                }
            }
        }
    }

    @Test
    void kifGamesWriteAsCsa() throws IOException {
        for (String name : List.of("hirate-sjis.kif", "shogihome.kifu", "handicap.kif", "bod.kifu")) {
            roundTrip(Records.read(name).get(0));
        }
    }

    @Test
    void matchRunnerOutputIsReadAndWrittenAgainByteForByte() throws IOException {
        for (String name : List.of("match-hirate-resign.csa", "match-sfen-perpetual.csa")) {
            String original = Files.readString(Records.file(name), StandardCharsets.UTF_8);
            Kifu k = Records.read(name).get(0);
            assertEquals(null, k.error());
            assertEquals(original, CsaWriter.write(k), name);
        }
        Kifu perpetual = Records.read("match-sfen-perpetual.csa").get(0);
        assertEquals("8k/9/9/9/9/9/9/9/K6R1 b 2Pg 1", perpetual.startSfen());
        assertEquals(List.of("end of opening (1 plies)"), perpetual.plies().get(0).comments());
        assertEquals(-1L, perpetual.plies().get(0).timeMs());
        assertEquals("%+ILLEGAL_ACTION", perpetual.terminal());
        assertEquals(1, perpetual.winner());
    }

    @Test
    void v30KeepsMillisecondsAndDeclaresItsEncoding() throws IOException {
        String written = CsaWriter.write(Records.read("v30-utf8.csa").get(0));
        assertEquals(List.of("'CSA encoding=UTF-8", "V3.0"), written.lines().limit(2).toList());
        assertEquals(List.of("T1.25", "T0.5", "T3", "T12.003"), written.lines().filter(l -> l.startsWith("T")).toList());
    }
}
