package kirin.usi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import kirin.eval.CompactEval;
import kirin.eval.KppTables;

/**
 * {@code evalcompact <file>}: writes the evaluation in use as a compact evaluation file ({@link CompactEval}),
 * atomically, in the layout it was loaded in; the way to make the shipped default
 * ({@code evalcompact eval/kirin-default.kce}). With no tables loaded it writes zero tables. Refused during a
 * search.
 */
final class EvalCompactCommand implements Command {
    private final Engine engine;

    EvalCompactCommand(Engine engine) {
        this.engine = engine;
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        if (!args.hasNext()) {
            throw new UsiException("evalcompact needs a file: evalcompact <file>");
        }
        Path file = Path.of(args.rest());
        if (engine.thinking()) {
            throw new UsiException("evalcompact: a search is running; send stop first");
        }
        engine.stopAndWait();
        KppTables tables = engine.evalSource().tables();
        KppTables zero = tables == null ? new KppTables() : null;
        KppTables t = tables != null ? tables : zero;
        try {
            long start = System.nanoTime();
            CompactEval.write(t, file);
            engine.out().info("evalcompact: wrote the " + t.layout() + " tables to " + file.toAbsolutePath() + " ("
                    + Files.size(file) + " bytes" + (zero != null ? "; zero tables: none are loaded" : "")
                    + ") in " + (System.nanoTime() - start) / 1_000_000 + " ms");
        } catch (IOException e) {
            throw new UsiException("evalcompact: " + e.getMessage());
        } finally {
            if (zero != null) {
                zero.close();
            }
        }
    }
}
