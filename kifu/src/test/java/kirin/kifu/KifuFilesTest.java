package kirin.kifu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finding record files in folders and decoding them. */
class KifuFilesTest {
    @TempDir
    Path dir;

    @Test
    void foldersAreSearchedRecursivelyForRecordFilesOnly() throws IOException {
        Files.createDirectories(dir.resolve("a/b"));
        Files.writeString(dir.resolve("a/b/x.csa"), "PI\n+\n");
        Files.writeString(dir.resolve("a/y.KIF"), "1 ７六歩(77)\n");
        Files.writeString(dir.resolve("a/z.kifu"), "1 ７六歩(77)\n");
        Files.writeString(dir.resolve("a/notes.txt"), "no");
        Path plain = Files.writeString(dir.resolve("games.txt"), "PI\n+\n+7776FU\n");
        List<Path> found = KifuFiles.expand(List.of(dir.resolve("a"), plain));
        assertEquals(List.of(dir.resolve("a/b/x.csa"), dir.resolve("a/y.KIF"), dir.resolve("a/z.kifu"), plain),
                found);
        assertEquals(1, KifuFiles.read(plain).get(0).plies().size()); // another extension is read as CSA
    }

    @Test
    void missingInputIsNamed() {
        NoSuchFileException e = assertThrows(NoSuchFileException.class,
                () -> KifuFiles.expand(List.of(dir.resolve("nothing.csa"))));
        assertTrue(e.getMessage().contains("nothing.csa: no such game-record file or folder"), e.getMessage());
    }

    @Test
    void encodingDeclarationsBomAndDetection() {
        byte[] sjis = "N+将棋\n".getBytes(KifuFiles.SHIFT_JIS);
        assertEquals("N+将棋\n", KifuFiles.decode(sjis, false));
        byte[] utf8 = "N+将棋\n".getBytes(StandardCharsets.UTF_8);
        assertEquals("N+将棋\n", KifuFiles.decode(utf8, false));
        byte[] declared = "'CSA encoding=SHIFT_JIS\nN+将棋\n".getBytes(KifuFiles.SHIFT_JIS);
        assertEquals("'CSA encoding=SHIFT_JIS\nN+将棋\n", KifuFiles.decode(declared, false));
        byte[] kifDeclared = "#KIF version=2.0 encoding=UTF-8\n先手：某\n".getBytes(StandardCharsets.UTF_8);
        assertEquals("#KIF version=2.0 encoding=UTF-8\n先手：某\n", KifuFiles.decode(kifDeclared, false));
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'P', 'I'};
        assertEquals("PI", KifuFiles.decode(bom, false));
    }
}
