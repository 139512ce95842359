package kirin.core;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileTreesTest {
    @Test
    void deletesAFolderWithNestedFilesAndToleratesAbsentPaths(@TempDir Path tmp) throws IOException {
        Path root = tmp.resolve("a");
        Files.createDirectories(root.resolve("b/c"));
        Files.writeString(root.resolve("b/c/x.bin"), "x");
        Files.writeString(root.resolve("y.txt"), "y");
        FileTrees.delete(root);
        assertFalse(Files.exists(root));
        FileTrees.delete(root); // already gone: nothing to do
        Path file = Files.writeString(tmp.resolve("f"), "f");
        FileTrees.delete(file);
        assertFalse(Files.exists(file));
        assertTrue(Files.exists(tmp));
    }
}
