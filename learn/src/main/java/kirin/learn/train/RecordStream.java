package kirin.learn.train;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kirin.learn.PackedSfenValue;

/**
 * The records of a list of training files, {@code loop} times over, read in blocks of whole 40-byte
 * {@link PackedSfenValue} records; a trailing partial record of a file is ignored. The learner reads its chunks and
 * the validation set through it, and {@link #pass()} names the pass (for the duplicate filter's salt).
 */
public final class RecordStream implements AutoCloseable {
    private final List<Path> files;
    private final int loops;
    private int fileIndex;
    private int loopIndex;
    private int pass;
    private InputStream in;

    public RecordStream(List<Path> files, int loops) {
        this.files = files;
        this.loops = loops;
    }

    /**
     * Reads up to {@code max} whole records into {@code buf}; 0 at the end. One call never crosses from one pass
     * over the files (a {@code loop}) into the next, so {@link #pass()} names the pass of all of them.
     */
    public int read(byte[] buf, int max) throws IOException {
        int n = 0;
        pass = loopIndex;
        while (n < max) {
            if (in == null) {
                if (loopIndex >= loops) {
                    break;
                }
                in = new BufferedInputStream(Files.newInputStream(files.get(fileIndex)), 1 << 20);
            }
            int got = in.readNBytes(buf, n * PackedSfenValue.BYTES, (max - n) * PackedSfenValue.BYTES);
            int whole = got / PackedSfenValue.BYTES;
            n += whole;
            if (got < (max - n + whole) * PackedSfenValue.BYTES) {
                in.close(); // end of file (a partial record at its end is dropped)
                in = null;
                if (++fileIndex >= files.size()) {
                    fileIndex = 0;
                    loopIndex++;
                    if (n > 0) {
                        break;
                    }
                    pass = loopIndex;
                }
            }
        }
        return n;
    }

    /** The 0-based pass over the files that the records of the last {@link #read} came from. */
    public int pass() {
        return pass;
    }

    @Override
    public void close() throws IOException {
        if (in != null) {
            in.close();
            in = null;
        }
    }
}
