package kirin.usi;

import kirin.core.MaterialEvaluator;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import kirin.match.Match;
import kirin.usi.csa.CsaCommand;
import kirin.usi.rounds.RoundsCommand;

/**
 * The executable and composition root. With no arguments it speaks USI on stdin/stdout. The first argument selects
 * another tool: {@code match} runs engine-against-engine matches ({@link Match}) {@code rounds} the learning loop
 * ({@link RoundsCommand}), {@code csa} plays on a CSA server ({@link CsaCommand}), {@code nnue-random} writes a random
 * NNUE net ({@link NnueRandomCommand}), and {@code aot-training} the workload the launcher records the JVM's
 * ahead-of-time cache from ({@link AotTraining}). In USI mode stdout belongs to the protocol and everything else goes to stderr.
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            System.exit(usi());
        }
        switch (args[0]) {
            case "usi" -> System.exit(usi());
            case "match" -> System.exit(Match.main(Arrays.copyOfRange(args, 1, args.length)));
            case "rounds" -> System.exit(RoundsCommand.main(Arrays.copyOfRange(args, 1, args.length)));
            case "csa" -> System.exit(runCsa(Arrays.copyOfRange(args, 1, args.length)));
            case "aot-training" -> System.exit(AotTraining.main(Arrays.copyOfRange(args, 1, args.length)));
            case "nnue-random" -> System.exit(NnueRandomCommand.main(Arrays.copyOfRange(args, 1, args.length)));
            default -> {
                System.err.println("kirin: unknown sub-command '" + args[0] + "'");
                System.err.println("usage: kirin [usi]   (no argument: USI engine on stdin/stdout)");
                System.err.println("       kirin match ... (engine-against-engine match; kirin match -help)");
                System.err.println("       kirin rounds ... (learning in rounds: gensfen, learn, match; kirin rounds -help)");
                System.err.println("       kirin csa ...   (play on a CSA server such as floodgate; kirin csa -help)");
                System.err.println("       kirin nnue-random SEED FILE (a random halfkp_256x2-32-32 nn.bin, for tests)");
                System.err.println("       kirin aot-training (the workload the launcher records the JVM's AOT cache from)");
                System.exit(2);
            }
        }
    }

    private static int runCsa(String[] args) throws IOException {
        try {
            return CsaCommand.main(args);
        } catch (InterruptedException e) {
            return 1;
        }
    }

    private static int usi() throws IOException {
        PrintStream protocol = new PrintStream(
                new BufferedOutputStream(new FileOutputStream(FileDescriptor.out)), false, StandardCharsets.UTF_8);
        // Anything printed with System.out by mistake (ours or a library's) would corrupt the protocol; send it to
        // stderr instead, where GUIs ignore it.
        System.setOut(System.err);
        // The composition root: the evaluator is chosen here (material for now; KPP once it can be loaded).
        Engine engine = new Engine(new UsiOutput(protocol), new MaterialEvaluator());
        new UsiLoop(System.in, engine).run();
        protocol.flush();
        // Exit explicitly: nothing left running (a thread of a library, say) may keep the JVM alive after "quit".
        return 0;
    }
}
