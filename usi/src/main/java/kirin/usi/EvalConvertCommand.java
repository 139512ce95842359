package kirin.usi;

import java.io.IOException;
import java.nio.file.Path;
import kirin.eval.BonanzaImport;
import kirin.eval.EvalFiles;
import kirin.eval.KppTables;

/**
 * {@code evalconvert bonanza <fv.bin> <dir> [values bonanza6|feliz0]}: converts Bonanza's {@code fv.bin} into the
 * three KPP_KKPT files in {@code dir} (written atomically), reporting what could not map exactly. The engine's own
 * evaluation is unchanged; point {@code EvalDir} at {@code dir} and send {@code isready} to play with it. Paths
 * must not contain spaces. Refused during a search.
 */
final class EvalConvertCommand implements Command {
    private static final String USAGE = "usage: evalconvert bonanza <fv.bin> <dir> [values bonanza6|feliz0]";
    private final Engine engine;

    EvalConvertCommand(Engine engine) {
        this.engine = engine;
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        if (args.remaining() != 3 && args.remaining() != 5 || !args.next().equals("bonanza")) {
            throw new UsiException(USAGE);
        }
        Path fv = Path.of(args.next());
        Path dir = Path.of(args.next());
        int[] values = BonanzaImport.bonanza6Values();
        if (args.hasNext()) {
            if (!args.next().equals("values")) {
                throw new UsiException(USAGE);
            }
            String name = args.next();
            values = switch (name) {
                case "bonanza6" -> BonanzaImport.bonanza6Values();
                case "feliz0" -> BonanzaImport.feliz0Values();
                default -> throw new UsiException(USAGE + "; unknown piece values '" + name + "'");
            };
        }
        if (engine.thinking()) {
            throw new UsiException("evalconvert: a search is running; send stop first");
        }
        engine.stopAndWait();
        UsiOutput out = engine.out();
        long start = System.nanoTime();
        try (KppTables tables = new KppTables()) {
            BonanzaImport.Report report = BonanzaImport.convert(fv, tables, values);
            EvalFiles.save(tables, dir);
            out.info("converted " + fv + " into " + dir.toAbsolutePath() + " in "
                    + (System.nanoTime() - start) / 1_000_000 + " ms; " + report.clampedKppPairs()
                    + " KPP pairs clamped to 16 bits" + (report.clampedKppPairs() == 0 ? ""
                    : " (largest magnitude " + report.largestClampedMagnitude() + ")"));
            for (String line : BonanzaImport.limitations().split("\n")) {
                out.info(line);
            }
        } catch (IOException e) {
            throw new UsiException("evalconvert: " + e.getMessage());
        }
    }
}
