package kirin.book;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BookOnTheFlyTest {
    @Test
    void findsEveryEntryOfTheSortedExampleAndNothingElse(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("b.db");
        Files.writeString(f, Db2016WriterTest.SORTED);
        MemoryBook mem = Db2016Reader.read(f, false, s -> { });
        try (BookOnTheFly fly = new BookOnTheFly(f, false, s -> { })) {
            for (BookEntry e : mem.entries()) {
                BookEntry got = fly.find(e.sfen());
                assertNotNull(got, e.sfen());
                assertEquals(e.moves(), got.moves());
            }
            assertNull(fly.find("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 2"));
            assertNull(fly.find("0"));
            assertNull(fly.find("zzz"));
        }
    }

    /** Many entries with random-length move lists, probed for each key and for keys in between. */
    @Test
    void agreesWithTheMemoryBookOnAGeneratedBook(@TempDir Path dir) throws IOException {
        MemoryBook mem = new MemoryBook(false);
        java.util.Random rnd = new java.util.Random(1);
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            // not real positions: the on-the-fly reader only compares strings, which is what is tested here
            String key = "k" + Integer.toString(rnd.nextInt(1_000_000), 36) + " b - " + (1 + rnd.nextInt(200));
            keys.add(key);
            BookEntry e = mem.entryFor(key);
            int n = 1 + rnd.nextInt(30);
            for (int j = 0; j < n; j++) {
                e.put(new BookMove(j | ((j + 9) << 7), 0, rnd.nextInt(100), 0, 1));
            }
        }
        List<BookEntry> sorted = new ArrayList<>(mem.entries());
        sorted.sort((a, b) -> a.sfen().compareTo(b.sfen()));
        Path f = dir.resolve("g.db");
        try (var out = Files.newOutputStream(f)) {
            Db2016Writer.write(sorted, out);
        }
        try (BookOnTheFly fly = new BookOnTheFly(f, false, s -> { })) {
            for (String k : keys) {
                assertEquals(mem.find(k).moves(), fly.find(k).moves(), k);
                assertNull(fly.find(k + "0"));
                assertNull(fly.find(k.substring(0, k.length() - 1)));
            }
        }
        try (BookOnTheFly fly = new BookOnTheFly(f, true, s -> { })) {
            String k = keys.get(7);
            assertTrue(fly.find(BookKeys.stripPly(k)) != null);
        }
    }
}
