package kirin.scale;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import kirin.learn.PackedSfenValue;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * The input files of a job: each INPUT is a file, or a folder whose {@code *.bin} files are taken in name order
 * (not its sub-folders, and not names starting with {@code _} or {@code .}, such as a shard being written).
 */
final class Inputs {
    private Inputs() {}

    /** One input file and its size in bytes. */
    record File(String path, long bytes) {
        long records() {
            return bytes / PackedSfenValue.BYTES;
        }
    }

    static List<File> list(Configuration conf, List<String> inputs) throws IOException {
        if (inputs.isEmpty()) {
            throw new IllegalArgumentException("no INPUT given (files or folders of .bin shards)");
        }
        List<File> files = new ArrayList<>();
        for (String in : inputs) {
            Path p = new Path(in);
            FileSystem fs = p.getFileSystem(conf);
            if (!fs.exists(p)) {
                throw new IOException(in + ": no such file or folder");
            }
            FileStatus st = fs.getFileStatus(p);
            if (st.isDirectory()) {
                FileStatus[] children = fs.listStatus(p);
                Arrays.sort(children, Comparator.comparing(s -> s.getPath().getName()));
                int before = files.size();
                for (FileStatus c : children) {
                    String name = c.getPath().getName();
                    if (c.isFile() && name.endsWith(".bin") && !name.startsWith("_") && !name.startsWith(".")) {
                        files.add(new File(c.getPath().toString(), c.getLen()));
                    }
                }
                if (files.size() == before) {
                    throw new IOException(in + ": a folder without .bin files");
                }
            } else {
                files.add(new File(st.getPath().toString(), st.getLen()));
            }
        }
        return files;
    }

    /** Refuses files that are not a whole number of records, naming the first such file. */
    static void requireWholeRecords(List<File> files) throws IOException {
        for (File f : files) {
            if (f.bytes() % PackedSfenValue.BYTES != 0) {
                throw new IOException(f.path() + ": " + f.bytes() + " bytes is not a whole number of "
                        + PackedSfenValue.BYTES + "-byte records (" + f.bytes() % PackedSfenValue.BYTES
                        + " bytes left over)");
            }
        }
    }

    static long records(List<File> files) {
        return files.stream().mapToLong(File::records).sum();
    }

    /** The paths joined with commas, as Hadoop's input formats take several inputs. */
    static String joined(List<File> files) {
        List<String> ps = new ArrayList<>();
        for (File f : files) {
            ps.add(f.path().replace(",", "\\,"));
        }
        return String.join(",", ps);
    }
}
