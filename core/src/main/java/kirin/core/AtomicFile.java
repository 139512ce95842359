package kirin.core;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;

/**
 * Writes a whole file through a temporary file beside it and a rename, so that readers see the old file or the new
 * one and never half of either; on failure the temporary file is removed and the target is left alone.
 */
public final class AtomicFile {
    /** What to write. */
    public interface Body {
        void writeTo(OutputStream out) throws IOException;
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private AtomicFile() {}

    public static void write(Path target, Body body) throws IOException {
        Path abs = target.toAbsolutePath();
        // Not Files.createTempFile: its files are private (mode 600), and the result should get the usual
        // permissions of a new file. CREATE_NEW still refuses to reuse an existing name.
        Path tmp = abs.resolveSibling(abs.getFileName() + "." + Long.toHexString(RANDOM.nextLong()) + ".tmp");
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
