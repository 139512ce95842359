package kirin.book;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Reads a DB2016 book into memory (interop.md 6.1). Lines are trimmed; empty lines and lines starting with
 * {@code #} or {@code //} are skipped. A malformed line is reported as {@code file:line: what} to the warning
 * consumer and skipped, and the rest of the book still loads; the move lines of a malformed {@code sfen} line are
 * skipped with it. A position that appears twice gets the moves of both entries (a move given twice keeps the
 * later line).
 */
public final class Db2016Reader {
    private Db2016Reader() {}

    /** Reads {@code file}; keys keep the move number unless {@code ignorePly}. */
    public static MemoryBook read(Path file, boolean ignorePly, Consumer<String> warnings) throws IOException {
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return read(r, file.toString(), ignorePly, warnings);
        }
    }

    /** Reads a book from {@code in}; {@code name} names it in warnings. */
    public static MemoryBook read(Reader in, String name, boolean ignorePly, Consumer<String> warnings)
            throws IOException {
        BufferedReader r = in instanceof BufferedReader b ? b : new BufferedReader(in, 1 << 16);
        MemoryBook book = new MemoryBook(ignorePly);
        BookEntry current = null;
        boolean skipping = false;
        String raw;
        long lineNo = 0;
        while ((raw = r.readLine()) != null) {
            lineNo++;
            String line = raw.trim();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("//")) {
                continue;
            }
            try {
                if (line.startsWith("sfen ") || line.equals("sfen")) {
                    skipping = true; // until the sfen is known to be good
                    String sfen = Db2016.checkSfen(line.substring(4));
                    current = book.entryFor(ignorePly ? BookKeys.stripPly(sfen) : sfen);
                    skipping = false;
                } else if (skipping) {
                    continue;
                } else if (current == null) {
                    throw new BookFormatException("a move line before the first 'sfen' line");
                } else {
                    current.put(Db2016.parseMoveLine(line));
                }
            } catch (BookFormatException e) {
                warnings.accept(name + ":" + lineNo + ": " + e.getMessage());
            }
        }
        return book;
    }
}
