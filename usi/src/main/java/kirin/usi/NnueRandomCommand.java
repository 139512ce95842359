package kirin.usi;

import java.io.IOException;
import java.nio.file.Path;
import kirin.eval.nnue.NnueFile;
import kirin.eval.nnue.NnueNet;
import kirin.eval.nnue.NnueRandom;

/**
 * {@code kirin nnue-random SEED FILE}: writes a random {@code halfkp_256x2-32-32} net ({@link NnueRandom}, the same
 * net for the same seed) to {@code FILE}, for checking Kirin's NNUE evaluation against another engine's.
 */
final class NnueRandomCommand {
    private NnueRandomCommand() {}

    static int main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: kirin nnue-random SEED FILE   (a random halfkp_256x2-32-32 nn.bin)");
            return 2;
        }
        long seed;
        try {
            seed = Long.parseLong(args[0]);
        } catch (NumberFormatException e) {
            System.err.println("kirin nnue-random: the seed must be an integer, not '" + args[0] + "'");
            return 2;
        }
        NnueNet net = NnueRandom.generate(seed);
        try {
            NnueFile.write(net, Path.of(args[1]));
        } catch (IOException e) {
            System.err.println("kirin nnue-random: cannot write " + args[1] + " (" + e.getMessage() + ")");
            return 1;
        }
        System.err.println("kirin nnue-random: wrote the net of seed " + seed + " to " + args[1] + " ("
                + net.fileBytes() + " bytes)");
        return 0;
    }
}
