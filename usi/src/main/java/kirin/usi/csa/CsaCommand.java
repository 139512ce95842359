package kirin.usi.csa;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * {@code kirin csa ...}: plays on a CSA server (floodgate, a CSA tournament) with Kirin's own engine. Bad arguments
 * print the problem and the usage and return 2; a refused login returns 1. See docs/csa.md.
 */
public final class CsaCommand {
    static final String USAGE = """
            usage: kirin csa --host H [--port 4081] --id NAME [--password TRIP] --game GAMENAME
                             [--games N] [--config FILE] [--option Name=Value ...]
                             [--records DIR] [--log FILE] [--keepalive S] [--margin MS] [--reconnect S]
                             [--ponder true|false] [--comment true|false]
              --game      e.g. floodgate-300-10F; logs in as 'LOGIN NAME GAME,TRIP' (GAME alone without --password)
              --games     games to play, 0 = until stopped (default 1)
              --config    options file: key=value lines (the keys above without --; option.Name=Value for
                          USI options); the command line wins
              --option    a USI option, e.g. USI_Hash=256, EvalDir=eval, BookFile=no_book
            The dialogue goes to stderr (or --log); records to --records (default csa-games/). See docs/csa.md.""";

    private CsaCommand() {}

    public static int main(String[] args) throws IOException, InterruptedException {
        if (args.length == 1 && (args[0].equals("-help") || args[0].equals("--help"))) {
            System.out.println(USAGE);
            return 0;
        }
        CsaConfig cfg;
        try {
            cfg = CsaConfig.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("kirin csa: " + e.getMessage());
            System.err.println(USAGE);
            return 2;
        }
        PrintStream logStream = cfg.log == null ? System.err
                : new PrintStream(new FileOutputStream(cfg.log.toFile(), true), true, StandardCharsets.UTF_8);
        // The engine prints nothing to stdout here, but a stray print must not go anywhere surprising either.
        System.setOut(System.err);
        DialogueLog log = new DialogueLog(logStream);
        CsaClient client = new CsaClient(cfg, log);
        Runtime.getRuntime().addShutdownHook(new Thread(client::stop));
        try {
            return client.run();
        } finally {
            logStream.flush();
        }
    }
}
