package kirin.usi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether SIGINT is ignored in this process. A background job of a non-interactive shell (`mvn verify &` in a
 * script, `nohup ... &`) starts with SIGINT ignored; an engine process started from the tests inherits that, and the
 * JVM then leaves the signal ignored (it cannot install a handler for a signal ignored at its start), so Ctrl-C
 * tests cannot work there and skip instead of failing.
 */
final class SigintDisposition {
    private SigintDisposition() {}

    /** True where /proc/self/status says SIGINT (signal 2) is ignored; false where it cannot be read. */
    static boolean ignored() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("SigIgn:")) {
                    long mask = Long.parseUnsignedLong(line.substring(7).trim(), 16);
                    return (mask & (1L << (2 - 1))) != 0;
                }
            }
        } catch (IOException | RuntimeException e) {
            return false;
        }
        return false;
    }

    /** The reason a Ctrl-C test skips. */
    static final String SKIP = "SIGINT is ignored in this process (started as a background job of a non-interactive"
            + " shell), so the engine would inherit it: run the tests in the foreground, or with job control (set -m)";
}
