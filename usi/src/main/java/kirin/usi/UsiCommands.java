package kirin.usi;

import java.util.Arrays;

/** Registers the standard USI command set on a dispatcher. */
final class UsiCommands {
    private UsiCommands() {}

    /**
     * Installs every command. {@code quit} runs {@code onQuit}, which ends the loop; the caller decides how the
     * process exits.
     */
    static void install(CommandDispatcher d, Engine engine, UsiOutput out, Runnable onQuit) {
        d.register("usi", args -> {
            out.line("id name " + Version.NAME + " " + Version.VERSION);
            out.line("id author " + Version.AUTHOR);
            // Option lines go here once the engine has options.
            out.line("usiok");
        });
        // Heavy initialisation (evaluation files, hash table, threads) will happen here, as YaneuraOu does.
        d.register("isready", args -> out.line("readyok"));
        // GUIs send isready before every game, so there is nothing left to do here.
        d.register("usinewgame", args -> { });
        d.register("position", new PositionCommand(engine));
        d.register("go", new GoCommand(engine, out));
        // No search runs yet, so there is nothing to stop; GUIs send these routinely and must not see errors.
        d.register("stop", args -> { });
        d.register("ponderhit", args -> { });
        d.register("gameover", args -> { });
        // Debug aid (as in YaneuraOu): the board diagram and SFEN as plain lines.
        d.register("d", args -> out.lines(Arrays.asList(engine.position().toString().split("\n"))));
        d.register("quit", args -> onQuit.run());
    }
}
