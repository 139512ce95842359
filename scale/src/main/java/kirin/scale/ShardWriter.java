package kirin.scale;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Iterator;
import java.util.UUID;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * Writes one shard of 40-byte records under an output folder on any Hadoop file system, atomically: the bytes go to
 * a unique temporary name under {@code _tmp/} (which Hadoop's input formats skip, as every name starting with
 * {@code _}) and are renamed to the shard's name only when complete. A task that fails, or a speculative copy that
 * loses, leaves no partial shard; if the shard already exists (another attempt of the same task committed it; the
 * jobs make the same bytes in every attempt) the temporary file is dropped.
 */
final class ShardWriter {
    /** The folder under the output that holds shards being written. */
    static final String TEMP = "_tmp";

    private ShardWriter() {}

    /** {@code part-00007.bin} for shard 7. */
    static String name(int shard) {
        return String.format("part-%05d.bin", shard);
    }

    /** Writes {@code records} (each 40 bytes) as shard {@code name} of {@code dir}; returns the record count. */
    static long write(Configuration conf, String dir, String name, Iterator<byte[]> records) throws IOException {
        return commit(conf, dir, name, out -> {
            long n = 0;
            while (records.hasNext()) {
                out.write(records.next());
                n++;
            }
            return n;
        });
    }

    /** Copies the local file {@code local} as shard {@code name} of {@code dir}; returns its byte count. */
    static long copy(Configuration conf, java.nio.file.Path local, String dir, String name) throws IOException {
        return commit(conf, dir, name, out -> {
            try (InputStream in = java.nio.file.Files.newInputStream(local)) {
                return in.transferTo(out);
            }
        });
    }

    /** Something that writes a shard's bytes and returns a count. */
    interface Body {
        long write(OutputStream out) throws IOException;
    }

    private static long commit(Configuration conf, String dir, String name, Body body) throws IOException {
        Path folder = new Path(dir);
        FileSystem fs = folder.getFileSystem(conf);
        // No .crc files beside the shards on a local disk: the shards are what learn and the other tools list.
        fs.setWriteChecksum(false);
        Path target = new Path(folder, name);
        Path temp = new Path(new Path(folder, TEMP), name + "." + UUID.randomUUID());
        long n;
        boolean done = false;
        try {
            try (OutputStream out = fs.create(temp, true)) {
                n = body.write(out);
            }
            if (fs.exists(target)) {
                // Another attempt of this task got there first with the same bytes.
                fs.delete(temp, false);
                done = true;
                return n;
            }
            if (!fs.rename(temp, target) && !fs.exists(target)) {
                throw new IOException("cannot rename " + temp + " to " + target);
            }
            done = true;
            return n;
        } finally {
            if (!done) {
                try {
                    fs.delete(temp, false);
                } catch (IOException e) {
                    // the failure being thrown says more
                }
            }
        }
    }

    /**
     * Removes the temporary folders of {@code dir} and of its sub-folders (leftovers of failed or losing attempts);
     * called by the driver once the job has finished.
     */
    static void cleanUp(Configuration conf, String dir) throws IOException {
        Path folder = new Path(dir);
        FileSystem fs = folder.getFileSystem(conf);
        if (!fs.exists(folder)) {
            return;
        }
        fs.delete(new Path(folder, TEMP), true);
        for (org.apache.hadoop.fs.FileStatus s : fs.listStatus(folder)) {
            if (s.isDirectory() && !s.getPath().getName().equals(TEMP)) {
                fs.delete(new Path(s.getPath(), TEMP), true);
            }
        }
    }
}
