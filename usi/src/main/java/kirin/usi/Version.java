package kirin.usi;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The engine's name and version; the version comes from the Maven build (a filtered resource). */
public final class Version {
    public static final String NAME = "Kirin";
    public static final String AUTHOR = "Kirin developers";
    /** The project version, such as {@code 0.1.0-SNAPSHOT}, or {@code dev} when run from unfiltered classes. */
    public static final String VERSION = load();

    private Version() {}

    private static String load() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "dev";
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "dev");
            return v.startsWith("${") ? "dev" : v;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
