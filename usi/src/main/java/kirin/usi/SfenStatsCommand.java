package kirin.usi;

import java.io.IOException;
import java.nio.file.Path;
import kirin.learn.PsvStats;

/**
 * {@code sfenstats <file>}: statistics over a PackedSfenValue file (record count, result balance, ply histogram,
 * score distribution, illegal moves), printed as {@code info string} lines. Kirin's own command.
 */
final class SfenStatsCommand implements Command {
    private final Engine engine;

    SfenStatsCommand(Engine engine) {
        this.engine = engine;
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        String file = args.rest();
        if (file.isEmpty()) {
            throw new UsiException("sfenstats needs a file: sfenstats <file>");
        }
        try {
            for (String line : PsvStats.of(Path.of(file))) {
                engine.out().info(line);
            }
        } catch (IOException e) {
            throw new UsiException("sfenstats: " + e.getMessage());
        }
    }
}
