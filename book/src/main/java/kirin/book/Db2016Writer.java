package kirin.book;

import kirin.core.AtomicFile;
import kirin.core.Position;
import kirin.core.Sfen;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Writes a DB2016 book as YaneuraOu's {@code write_book} does (interop.md 6.1): the header line, every SFEN
 * normalised (hands in the order R, B, G, S, N, L, P), one entry per position (the smallest ply kept when a position
 * appears with several), entries sorted by SFEN string, moves by count then value, both descending. Entries without
 * moves are left out. The file is replaced atomically.
 */
public final class Db2016Writer {
    private Db2016Writer() {}

    /** Writes {@code entries} to {@code file}; an entry whose SFEN is not a valid position is reported and left out. */
    public static long write(Collection<BookEntry> entries, Path file, Consumer<String> warnings) throws IOException {
        List<BookEntry> sorted = normalise(entries, warnings);
        AtomicFile.write(file, out -> write(sorted, out));
        return sorted.size();
    }

    /** Normalised, deduplicated and sorted copies of {@code entries} (their move lists are sorted in place). */
    public static List<BookEntry> normalise(Collection<BookEntry> entries, Consumer<String> warnings) {
        Map<String, BookEntry> byPosition = new HashMap<>(entries.size() * 2);
        for (BookEntry e : entries) {
            if (e.moves().isEmpty()) {
                continue;
            }
            String sfen;
            try {
                Position pos = Sfen.parse(e.sfen());
                sfen = pos.sfen();
            } catch (RuntimeException ex) { // SfenException, or a rule the parser checks
                warnings.accept("book entry 'sfen " + e.sfen() + "' left out: " + ex.getMessage());
                continue;
            }
            String key = BookKeys.stripPly(sfen);
            BookEntry old = byPosition.get(key);
            if (old == null || BookKeys.ply(sfen) < BookKeys.ply(old.sfen())) {
                byPosition.put(key, new BookEntry(sfen, e.moves()));
            }
        }
        List<BookEntry> sorted = new ArrayList<>(byPosition.values());
        sorted.sort((a, b) -> a.sfen().compareTo(b.sfen()));
        for (BookEntry e : sorted) {
            e.sortMoves();
        }
        return sorted;
    }

    /** Writes already normalised and sorted entries. */
    public static void write(List<BookEntry> sorted, OutputStream out) throws IOException {
        Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        w.write(Db2016.HEADER);
        w.write('\n');
        StringBuilder sb = new StringBuilder(256);
        for (BookEntry e : sorted) {
            sb.setLength(0);
            sb.append("sfen ").append(e.sfen()).append('\n');
            for (BookMove m : e.moves()) {
                sb.append(m.line()).append('\n');
            }
            w.append(sb);
        }
        w.flush();
    }
}
