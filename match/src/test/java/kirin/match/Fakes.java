package kirin.match;

import java.nio.file.Path;

/** Test helper: engine configurations that start {@link FakeEngine} on the test class path (the match with Kirin itself is usi's KirinMatchTest). */
final class Fakes {
    private Fakes() {}

    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** A fake engine named {@code name} with the given behaviour and parameter (see {@link FakeEngine}). */
    static EngineConfig fake(String name, String tc, String... behaviour) {
        EngineConfig c = new EngineConfig();
        c.set("name", name);
        c.set("cmd", java());
        for (String a : new String[] {"-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), FakeEngine.class.getName()}) {
            c.set("arg", a);
        }
        for (String b : behaviour) {
            c.set("arg", b);
        }
        c.set("tc", tc);
        c.set("handshake", "20000");
        return c.withDefaults(new EngineConfig());
    }
}
