package kirin.eval.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import kirin.eval.EvalFileException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** nn.bin reading and writing, checked on bytes. */
class NnueFileTest {
    static NnueNet net;
    static byte[] bytes;

    @TempDir
    Path dir;

    @BeforeAll
    static void generate() throws IOException {
        net = NnueRandom.generate(9);
        ByteArrayOutputStream out = new ByteArrayOutputStream(64_300_000);
        NnueFile.writeTo(net, out);
        bytes = out.toByteArray();
    }

    @Test
    void layoutHasTheDocumentedSizeAndHeader() {
        assertEquals(178, NnueNet.ARCHITECTURE.length());
        assertEquals(64_217_066L, NnueNet.standardFileBytes());
        assertEquals(64_217_066, bytes.length);
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0x7AF32F16, b.getInt(0));
        assertEquals(0x3E5AA6EE, b.getInt(4));
        assertEquals(178, b.getInt(8));
        assertEquals(NnueNet.ARCHITECTURE, new String(bytes, 12, 178, StandardCharsets.ISO_8859_1));
        assertEquals(0x5D69D7B8, b.getInt(190));
        assertEquals(net.ftBias[0], b.getShort(194));
        assertEquals(net.ftWeight[0], b.getShort(194 + 512));
        int afterFt = 194 + 512 + 2 * 125388 * 256;
        assertEquals(net.ftWeight[net.ftWeight.length - 1], b.getShort(afterFt - 2));
        assertEquals(0x63337156, b.getInt(afterFt));
        assertEquals(net.l1Bias[0], b.getInt(afterFt + 4));
        assertEquals(net.l1Weight[1], bytes[afterFt + 4 + 128 + 1]); // row 0, input 1
        assertEquals(net.outWeight[31], bytes[bytes.length - 1]);
        assertEquals(net.outBias, b.getInt(bytes.length - 36));
    }

    @Test
    void readThenWriteGivesTheSameBytes() throws IOException {
        Path f = dir.resolve(NnueFile.NAME);
        Files.write(f, bytes);
        List<String> warnings = new ArrayList<>();
        NnueNet read = NnueFile.read(f, warnings::add);
        assertEquals(List.of(), warnings);
        assertArrayEquals(net.ftWeight, read.ftWeight);
        assertArrayEquals(net.l2Weight, read.l2Weight);
        Path g = dir.resolve("again.bin");
        NnueFile.write(read, g);
        assertTrue(Arrays.equals(bytes, Files.readAllBytes(g)));
    }

    @Test
    void truncatedFileIsRefused() throws IOException {
        Path f = dir.resolve(NnueFile.NAME);
        Files.write(f, Arrays.copyOf(bytes, bytes.length - 1));
        EvalFileException e = assertThrows(EvalFileException.class, () -> NnueFile.read(f, w -> { }));
        assertTrue(e.getMessage().contains(f.toString()) && e.getMessage().contains("truncated, 64217065 bytes "
                + "instead of 64217066"), e.getMessage());
        Files.write(f, Arrays.copyOf(bytes, 7));
        e = assertThrows(EvalFileException.class, () -> NnueFile.read(f, w -> { }));
        assertTrue(e.getMessage().contains("truncated, 7 bytes"), e.getMessage());
    }

    @Test
    void overLongFileIsRefused() throws IOException {
        Path f = dir.resolve(NnueFile.NAME);
        Files.write(f, Arrays.copyOf(bytes, bytes.length + 3));
        EvalFileException e = assertThrows(EvalFileException.class, () -> NnueFile.read(f, w -> { }));
        assertTrue(e.getMessage().contains(f.toString()) && e.getMessage().contains("too long, 64217069 bytes "
                + "instead of 64217066 (3 bytes after the output layer"), e.getMessage());
    }

    @Test
    void wrongVersionIsRefused() throws IOException {
        Path f = dir.resolve(NnueFile.NAME);
        byte[] b = bytes.clone();
        b[0] = 0x17;
        Files.write(f, b);
        EvalFileException e = assertThrows(EvalFileException.class, () -> NnueFile.read(f, w -> { }));
        assertTrue(e.getMessage().contains(f.toString()) && e.getMessage().contains("wrong version 0x7af32f17"),
                e.getMessage());
    }

    /** As in YaneuraOu: another hash or architecture string is reported, and the net loads since its size fits. */
    @Test
    void unknownHashAndArchitectureAreWarnings() throws IOException {
        Path f = dir.resolve(NnueFile.NAME);
        byte[] b = bytes.clone();
        b[4] ^= 1;
        b[12] = 'f';
        Files.write(f, b);
        List<String> warnings = new ArrayList<>();
        NnueNet read = NnueFile.read(f, warnings::add);
        assertEquals(2, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("hash mismatch: expected 0x3e5aa6ee, got 0x3e5aa6ef"), warnings.get(0));
        assertTrue(warnings.get(1).contains("unknown architecture string \"features="), warnings.get(1));
        assertArrayEquals(net.l1Weight, read.l1Weight);
        Path g = dir.resolve("again.bin");
        NnueFile.write(read, g);
        assertTrue(Arrays.equals(b, Files.readAllBytes(g)), "the header is written back as it was read");
    }

    /** A longer architecture string (newer YaneuraOu names the first layer AffineTransformSparseInput) still loads. */
    @Test
    void longerArchitectureStringLoadsWhenTheSizeFits() throws IOException {
        NnueNet n = NnueRandom.generate(9);
        n.architecture = NnueNet.ARCHITECTURE.replace("AffineTransform[32<-512]", "AffineTransformSparseInput[32<-512]");
        Path f = dir.resolve(NnueFile.NAME);
        NnueFile.write(n, f);
        assertEquals(64_217_066L + 11, Files.size(f));
        List<String> warnings = new ArrayList<>();
        NnueNet read = NnueFile.read(f, warnings::add);
        assertEquals(1, warnings.size(), warnings.toString());
        assertEquals(n.architecture, read.architecture);
        assertArrayEquals(net.ftBias, read.ftBias);
    }
}
