package kirin.usi.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CsaConfigTest {
    @TempDir
    Path tmp;

    @Test
    void commandLine() throws Exception {
        CsaConfig c = CsaConfig.parse(new String[] {"--host", "wdoor.c.u-tokyo.ac.jp", "--id", "kirin_test",
            "--password", "s3cret", "--game", "floodgate-300-10F", "--games", "0", "--option", "USI_Hash=512",
            "--option", "BookFile=no_book"});
        assertEquals("wdoor.c.u-tokyo.ac.jp", c.host);
        assertEquals(4081, c.port);
        assertEquals(0, c.games);
        assertEquals("floodgate-300-10F,s3cret", c.loginPassword());
        assertEquals(Map.of("USI_Hash", "512", "BookFile", "no_book"), c.options);
        assertNull(c.log);
    }

    @Test
    void optionsFileThenCommandLine() throws Exception {
        Path f = tmp.resolve("floodgate.conf");
        Files.writeString(f, """
                # Kirin on floodgate
                host = 127.0.0.1
                port=4082
                id=kirin_test
                password=trip
                game=floodgate-300-10F
                games=3
                ponder=false
                option.USI_Hash = 256
                option.EvalDir=/opt/eval
                """);
        CsaConfig c = CsaConfig.parse(new String[] {"--config", f.toString(), "--games", "5", "--option",
            "USI_Hash=64"});
        assertEquals(4082, c.port);
        assertEquals(5, c.games);
        assertFalse(c.ponder);
        assertEquals("64", c.options.get("USI_Hash"));
        assertEquals("/opt/eval", c.options.get("EvalDir"));
        CsaConfig unrated = CsaConfig.parse(new String[] {"--host", "h", "--id", "k", "--game", "t1-60-5F-B"});
        assertEquals("t1-60-5F-B", unrated.loginPassword());
    }

    @Test
    void badArgumentsNameTheDefect() throws Exception {
        String[][] cases = {
            {"--host", "h", "--id", "k", "--game"},
            {"--host", "h", "--id", "k"},
            {"--host", "h", "--id", "a b", "--game", "g"},
            {"--host", "h", "--id", "k", "--game", "g", "--port", "0"},
            {"--host", "h", "--id", "k", "--game", "g", "--games", "many"},
            {"--host", "h", "--id", "k", "--game", "g", "--speed", "1"},
            {"--host", "h", "--id", "k", "--game", "g", "--option", "USI_Hash"},
            {"host", "h"},
        };
        for (String[] args : cases) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CsaConfig.parse(args),
                    String.join(" ", args));
            assertFalse(e.getMessage().isEmpty());
        }
        Path f = tmp.resolve("bad.conf");
        Files.writeString(f, "host=h\nthis line has no equals sign\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CsaConfig.parse(new String[] {"--config", f.toString()}));
        assertTrue(e.getMessage().contains("line 2"), e.getMessage());
    }

    @Test
    void commandExitsWith2AndNeverEchoesThePassword() throws Exception {
        PrintStream old = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true));
        try {
            assertEquals(2, CsaCommand.main(new String[] {"--host", "h", "--id", "k", "--password", "top,secret",
                "--game", "g"}));
        } finally {
            System.setErr(old);
        }
        assertTrue(err.toString().contains("--password"), err.toString());
        assertFalse(err.toString().contains("top,secret"), err.toString());
    }
}
