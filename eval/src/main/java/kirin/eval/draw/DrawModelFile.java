package kirin.eval.draw;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import kirin.core.AtomicFile;
import kirin.eval.EvalFileException;

/**
 * {@code draw.bin}, the draw model's file (docs/formats.md), little-endian:
 *
 * <pre>
 * offset  size      what
 *      0     8      magic "KIRINDRW"
 *      8     4      u32 version (1)
 *     12     4      u32 feature layout ({@link DrawFeatures#LAYOUT})
 *     16     4      u32 feature count N ({@link DrawFeatures#COUNT})
 *     20     4      f32 bias
 *     24     4N     f32 weights
 *     24+4N  4      u32 note length L (bytes)
 *     28+4N  L      note, UTF-8 (how it was trained)
 * </pre>
 *
 * Written atomically (a temporary file renamed over the target). A bad file is refused with an
 * {@link EvalFileException} naming the defect: a wrong magic, an unknown version or layout, a feature count other
 * than the code's, a size that does not match, a weight that is not finite.
 */
public final class DrawModelFile {
    /** The file's name in {@code EvalDir}. */
    public static final String NAME = "draw.bin";
    static final byte[] MAGIC = "KIRINDRW".getBytes(StandardCharsets.US_ASCII);
    static final int VERSION = 1;
    private static final int HEADER = 24;

    private DrawModelFile() {}

    /** True if {@code dir} holds a draw.bin. */
    public static boolean present(Path dir) {
        return Files.isRegularFile(dir.resolve(NAME));
    }

    /** Writes {@code model} to {@code file} atomically. */
    public static void write(DrawModel model, Path file) throws IOException {
        byte[] note = model.note().getBytes(StandardCharsets.UTF_8);
        ByteBuffer b = ByteBuffer.allocate(HEADER + 4 * DrawFeatures.COUNT + 4 + note.length)
                .order(ByteOrder.LITTLE_ENDIAN);
        b.put(MAGIC).putInt(VERSION).putInt(DrawFeatures.LAYOUT).putInt(DrawFeatures.COUNT).putFloat(model.bias());
        for (float w : model.weights()) {
            b.putFloat(w);
        }
        b.putInt(note.length).put(note);
        AtomicFile.write(file, out -> out.write(b.array()));
    }

    /** Reads {@code file}; every defect is an {@link EvalFileException} starting with the file's name. */
    public static DrawModel read(Path file) throws IOException {
        byte[] all;
        try {
            all = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new EvalFileException(file + ": no such file");
        }
        if (all.length < HEADER) {
            throw new EvalFileException(file + ": " + all.length + " bytes, too short for a draw model header ("
                    + HEADER + " bytes)");
        }
        ByteBuffer b = ByteBuffer.wrap(all).order(ByteOrder.LITTLE_ENDIAN);
        byte[] magic = new byte[MAGIC.length];
        b.get(magic);
        if (!java.util.Arrays.equals(magic, MAGIC)) {
            throw new EvalFileException(file + ": not a draw model (magic is not KIRINDRW)");
        }
        int version = b.getInt();
        if (version != VERSION) {
            throw new EvalFileException(file + ": draw model version " + Integer.toUnsignedString(version)
                    + ", this Kirin reads version " + VERSION);
        }
        int layout = b.getInt();
        if (layout != DrawFeatures.LAYOUT) {
            throw new EvalFileException(file + ": feature layout " + Integer.toUnsignedString(layout)
                    + ", this Kirin has layout " + DrawFeatures.LAYOUT);
        }
        int count = b.getInt();
        if (count != DrawFeatures.COUNT) {
            throw new EvalFileException(file + ": " + Integer.toUnsignedString(count) + " features, layout "
                    + layout + " has " + DrawFeatures.COUNT);
        }
        long expected = HEADER + 4L * count + 4;
        if (all.length < expected) {
            throw new EvalFileException(file + ": " + all.length + " bytes, truncated (the weights and the note "
                    + "length need " + expected + ")");
        }
        float bias = b.getFloat();
        float[] w = new float[count];
        for (int i = 0; i < count; i++) {
            w[i] = b.getFloat();
        }
        long noteLength = Integer.toUnsignedLong(b.getInt());
        if (all.length != expected + noteLength) {
            throw new EvalFileException(file + ": " + all.length + " bytes, but the header and note length say "
                    + (expected + noteLength));
        }
        byte[] note = new byte[(int) noteLength];
        b.get(note);
        try {
            return new DrawModel(w, bias, new String(note, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            throw new EvalFileException(file + ": " + e.getMessage());
        }
    }
}
