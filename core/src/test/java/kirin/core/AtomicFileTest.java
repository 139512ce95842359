package kirin.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Whole-file replacement: all or nothing, no temporary files left behind. */
class AtomicFileTest {
    @TempDir
    Path dir;

    @Test
    void replacesTheFile() throws IOException {
        Path f = dir.resolve("x");
        Files.writeString(f, "old");
        AtomicFile.write(f, out -> out.write("new".getBytes()));
        assertEquals("new", Files.readString(f));
        assertEquals(1, Files.list(dir).count());
    }

    @Test
    void failureLeavesTheOldFile() throws IOException {
        Path f = dir.resolve("x");
        Files.writeString(f, "old");
        assertThrows(IOException.class, () -> AtomicFile.write(f, out -> {
            out.write("half".getBytes());
            throw new IOException("boom");
        }));
        assertEquals("old", Files.readString(f));
        assertEquals(1, Files.list(dir).count());
    }

    /** The new file gets the permissions any new file gets here (a temporary file would be private, mode 600). */
    @Test
    void newFileHasTheUsualPermissions() throws IOException {
        Path plain = dir.resolve("plain");
        Files.writeString(plain, "x");
        Path f = dir.resolve("atomic");
        AtomicFile.write(f, out -> out.write('x'));
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(f));
    }
}
