package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** learn's training files: a folder of shards given as a file name stands for its .bin files, in name order. */
class LearnerFilesTest {
    @TempDir
    Path dir;

    @Test
    void aFolderStandsForItsShards() throws Exception {
        Path shards = dir.resolve("shards");
        Files.createDirectories(shards.resolve("_tmp"));
        for (String n : List.of("part-00001.bin", "part-00000.bin", ".part-00000.bin.crc", "_part-00002.bin",
                "notes.txt")) {
            Files.write(shards.resolve(n), new byte[40]);
        }
        Files.write(dir.resolve("single.bin"), new byte[40]);
        LearnOptions o = LearnOptions.parse(List.of("basedir", dir.toString(), "single.bin", "shards"));
        assertEquals(List.of(dir.resolve("single.bin"), shards.resolve("part-00000.bin"),
                shards.resolve("part-00001.bin")), Learner.files(o));
    }
}
