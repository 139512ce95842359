package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import kirin.eval.CompactEval;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DefaultEvalTest {
    @TempDir
    Path root;

    @Test
    void theDefaultIsFoundAboveTheJarOrTheClassesFolder() throws Exception {
        Path jar = root.resolve("usi/target/kirin-all.jar");
        Path classes = root.resolve("usi/target/classes");
        Files.createDirectories(classes);
        Files.createDirectories(root.resolve("eval"));
        Files.writeString(root.resolve("pom.xml"), "<project/>");
        Path def = root.resolve("eval").resolve(CompactEval.DEFAULT_NAME);
        // Not there yet: where it would be, so that a file added later is found.
        assertEquals(def, DefaultEval.search(jar));
        Files.writeString(def, "x");
        assertEquals(def, DefaultEval.search(jar));
        assertEquals(def, DefaultEval.search(classes));
    }

    @Test
    void theReleaseFolderHoldsItBesideLib() throws Exception {
        // The release archive's layout: kirin-VERSION/lib/kirin-all.jar and kirin-VERSION/eval/, no pom.xml.
        Path jar = root.resolve("kirin-0.1.0/lib/kirin-all.jar");
        Path def = root.resolve("kirin-0.1.0/eval").resolve(CompactEval.DEFAULT_NAME);
        Files.createDirectories(def.getParent());
        Files.writeString(def, "x");
        assertEquals(def, DefaultEval.search(jar));
    }

    @Test
    void outsideAProjectThereIsNone() {
        assertNull(DefaultEval.search(root.resolve("a/b/c/d/e.jar")));
    }

    @Test
    void theTestsRunWithoutADefault() {
        assertEquals("none", System.getenv(DefaultEval.VARIABLE));
        assertNull(DefaultEval.locate());
    }
}
