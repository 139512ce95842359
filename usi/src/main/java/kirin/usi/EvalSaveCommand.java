package kirin.usi;

import java.io.IOException;
import java.nio.file.Path;
import kirin.eval.EvalFiles;
import kirin.eval.KppTables;
import kirin.eval.nnue.NnueFile;
import kirin.eval.nnue.NnueNet;

/**
 * {@code evalsave [dir]}: writes the evaluation in use into {@code dir} (created if needed), each file atomically:
 * KPP tables as the three files in the layout they were loaded in (KPP_KKPT or KPPT), an NNUE net as {@code nn.bin},
 * byte for byte as it was read. With no folder it writes into the {@code EvalSaveDir} option's folder, as
 * YaneuraOu's {@code evalsave} does. With no tables loaded it writes the built-in default: zero tables. Refused
 * during a search.
 */
final class EvalSaveCommand implements Command {
    private final Engine engine;

    EvalSaveCommand(Engine engine) {
        this.engine = engine;
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        String dir = args.hasNext() ? args.rest() : engine.options().evalSaveDir.get();
        if (dir.isEmpty()) {
            throw new UsiException("evalsave: EvalSaveDir is empty; name a folder (evalsave <dir>) or set EvalSaveDir");
        }
        if (engine.thinking()) {
            throw new UsiException("evalsave: a search is running; send stop first");
        }
        engine.stopAndWait();
        NnueNet net = engine.evalSource().net();
        if (net != null) {
            Path file = Path.of(dir).resolve(NnueFile.NAME);
            try {
                long start = System.nanoTime();
                java.nio.file.Files.createDirectories(Path.of(dir));
                NnueFile.write(net, file);
                engine.out().info("saved the NNUE net to " + file.toAbsolutePath() + " in "
                        + (System.nanoTime() - start) / 1_000_000 + " ms");
            } catch (IOException e) {
                throw new UsiException("evalsave: " + file + ": cannot write it (" + e.getMessage() + ")");
            }
            return;
        }
        KppTables tables = engine.evalSource().tables();
        KppTables zero = tables == null ? new KppTables() : null;
        try {
            long start = System.nanoTime();
            EvalFiles.save(tables != null ? tables : zero, Path.of(dir));
            engine.out().info("saved " + (tables != null ? tables : zero).layout() + " " + EvalFiles.KK + ", "
                    + EvalFiles.KKP + " and " + EvalFiles.KPP + " to "
                    + Path.of(dir).toAbsolutePath() + (zero != null ? " (zero tables: none are loaded)" : "")
                    + " in " + (System.nanoTime() - start) / 1_000_000 + " ms");
        } catch (IOException e) {
            throw new UsiException("evalsave: " + e.getMessage());
        } finally {
            if (zero != null) {
                zero.close();
            }
        }
    }
}
