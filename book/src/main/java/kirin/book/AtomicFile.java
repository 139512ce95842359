package kirin.book;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a whole file through a temporary file beside it and a rename, so that readers (and an interrupted
 * makebook) see the old book or the new one, never half of either.
 */
final class AtomicFile {
    interface Body {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFile() {}

    static void write(Path target, Body body) throws IOException {
        Path abs = target.toAbsolutePath();
        Path tmp = abs.resolveSibling(abs.getFileName() + "." + Long.toHexString(ThreadLocalRandom.current()
                .nextLong()) + ".tmp");
        OutputStream raw = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        boolean done = false;
        try {
            try (OutputStream out = new BufferedOutputStream(raw, 1 << 16)) {
                body.writeTo(out);
            }
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
        } finally {
            if (!done) {
                Files.deleteIfExists(tmp);
            }
        }
    }
}
