package kirin.kifu;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Finds game-record files and reads them with the reader their extension names: {@code .csa} with
 * {@link CsaReader}, {@code .kif} and {@code .kifu} with {@link KifReader}.
 *
 * <p>Decoding: a UTF-8 byte-order mark, CSA V3.0's first line {@code 'CSA encoding=UTF-8|SHIFT_JIS} or KIF's
 * {@code #KIF ... encoding=...} line decide; otherwise {@code .kifu} is UTF-8, and {@code .csa} and {@code .kif}
 * (Shift-JIS by their specifications) are read as UTF-8 when their bytes are valid UTF-8 (Kirin's match runner and
 * several GUIs write UTF-8) and as Shift-JIS (Windows-31J, which includes the usual vendor characters) otherwise.
 */
public final class KifuFiles {
    /** Windows-31J: Shift-JIS as Windows and the GUIs write it. */
    public static final Charset SHIFT_JIS = Charset.forName("windows-31j");

    private KifuFiles() {}

    /** True for the extensions read here: .csa, .kif, .kifu (any case). */
    public static boolean isRecordFile(Path p) {
        String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
        return n.endsWith(".csa") || n.endsWith(".kif") || n.endsWith(".kifu");
    }

    /**
     * The record files named: files as given (whatever their extension), folders replaced by every record file
     * under them (recursively, sorted by path).
     *
     * @throws NoSuchFileException naming the first input that does not exist
     */
    public static List<Path> expand(List<Path> inputs) throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path in : inputs) {
            if (Files.isDirectory(in)) {
                try (Stream<Path> s = Files.walk(in)) {
                    s.filter(Files::isRegularFile).filter(KifuFiles::isRecordFile).sorted().forEach(out::add);
                }
            } else if (Files.exists(in)) {
                out.add(in);
            } else {
                throw new NoSuchFileException(in.toString(), null, "no such game-record file or folder");
            }
        }
        return out;
    }

    /** The games of one file, read as its extension says (files with another extension are tried as CSA). */
    public static List<Kifu> read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean kif = name.endsWith(".kif") || name.endsWith(".kifu");
        String text = decode(bytes, name.endsWith(".kifu"));
        return kif ? KifReader.parse(text, file.toString()) : CsaReader.parse(text, file.toString());
    }

    /** The text of a record file's bytes (see the class comment); {@code utf8} forces UTF-8 when nothing says. */
    public static String decode(byte[] bytes, boolean utf8) {
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            return new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8);
        }
        String head = firstLine(bytes).toUpperCase(Locale.ROOT);
        if (head.startsWith("'CSA ENCODING=") || head.startsWith("#KIF")) {
            if (head.contains("ENCODING=UTF-8") || head.contains("ENCODING=UTF8")) {
                return new String(bytes, StandardCharsets.UTF_8);
            }
            if (head.contains("ENCODING=SHIFT_JIS") || head.contains("ENCODING=SHIFT-JIS")) {
                return new String(bytes, SHIFT_JIS);
            }
        }
        if (utf8) {
            return new String(bytes, StandardCharsets.UTF_8);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, SHIFT_JIS);
        }
    }

    /** The first line's ASCII characters (enough to see an encoding declaration). */
    private static String firstLine(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < bytes.length && i < 200 && bytes[i] != '\n' && bytes[i] != '\r'; i++) {
            sb.append(bytes[i] >= 0 ? (char) bytes[i] : '?');
        }
        return sb.toString();
    }
}
