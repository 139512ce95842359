package kirin.usi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Registers the standard USI command set on a dispatcher. */
final class UsiCommands {
    private UsiCommands() {}

    /**
     * Installs every command. {@code quit} stops a running search, waits for its bestmove and then runs
     * {@code onQuit}, which ends the loop; the caller decides how the process exits.
     */
    static void install(CommandDispatcher d, Engine engine, Runnable onQuit) {
        UsiOutput out = engine.out();
        d.register("usi", args -> {
            List<String> lines = new ArrayList<>();
            lines.add("id name " + Version.NAME + " " + Version.VERSION);
            lines.add("id author " + Version.AUTHOR);
            lines.addAll(engine.options().registry.declarations());
            lines.add("usiok");
            out.lines(lines);
        });
        d.register("setoption", new SetOptionCommand(engine.options().registry));
        d.register("isready", args -> engine.isReady());
        d.register("usinewgame", args -> engine.newGame());
        d.register("position", new PositionCommand(engine));
        d.register("go", new GoCommand(engine));
        d.register("stop", args -> engine.stop());
        d.register("ponderhit", engine::ponderhit);
        // The result (win, lose or draw) changes nothing; as in YaneuraOu the command acts like stop.
        d.register("gameover", args -> engine.gameOver());
        d.register("debug", args -> { });
        d.register("bench", new BenchCommand(engine));
        d.register("eval", new EvalCommand(engine));
        d.register("evalsave", new EvalSaveCommand(engine));
        d.register("evalcompact", new EvalCompactCommand(engine));
        d.register("evalround", new EvalRoundCommand(engine));
        d.register("evalconvert", new EvalConvertCommand(engine));
        d.register("gensfen", new GensfenCommand(engine));
        d.register("learn", new LearnCommand(engine));
        d.register("makebook", new MakebookCommand(engine));
        d.register("evalsavedir", args -> {
            if (!args.hasNext()) {
                throw new UsiException("evalsavedir needs a folder: evalsavedir <dir>");
            }
            engine.options().evalSaveDir.set(args.rest());
            out.info("EvalSaveDir = " + engine.options().evalSaveDir.get());
        });
        d.register("sfenstats", new SfenStatsCommand(engine));
        // Debug aid (as in YaneuraOu): the board diagram and SFEN as plain lines.
        d.register("d", args -> out.lines(Arrays.asList(engine.position().toString().split("\n"))));
        d.register("quit", args -> {
            engine.stopAndWait();
            onQuit.run();
        });
    }
}
