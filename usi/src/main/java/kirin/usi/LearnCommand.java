package kirin.usi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import kirin.learn.ConvertBin;
import kirin.learn.ConvertPlain;

/**
 * {@code learn ...}, YaneuraOu's command. Its data-conversion modes work now: {@code learn convert_plain
 * [output_file_name F] files...} writes the records of binary PackedSfenValue files as text blocks (interop.md
 * section 3.2) and {@code learn convert_bin [output_file_name F] files...} turns such text back into binary, each
 * into one output written atomically (default {@value #DEFAULT_OUTPUT}). {@code basedir D} prefixes the file names
 * and {@code targetdir D} adds every {@code *.bin} (or, for {@code convert_bin}, every file) under
 * {@code basedir/D}. Training itself (the default mode) is not implemented yet and is refused with a message.
 */
final class LearnCommand implements Command {
    static final String DEFAULT_OUTPUT = "shuffled_sfen.bin";
    private final Engine engine;

    LearnCommand(Engine engine) {
        this.engine = engine;
    }

    @Override
    public void execute(Tokens args) throws UsiException {
        String mode = null;
        String output = DEFAULT_OUTPUT;
        String baseDir = "";
        String targetDir = null;
        List<String> names = new ArrayList<>();
        while (args.hasNext()) {
            String t = args.next();
            switch (t) {
                case "convert_plain", "convert_bin" -> mode = t;
                case "output_file_name" -> output = value(args, t);
                case "basedir" -> baseDir = value(args, t);
                case "targetdir" -> targetDir = value(args, t);
                default -> names.add(t); // as in YaneuraOu, any other token is a file name
            }
        }
        if (mode == null) {
            throw new UsiException("learn: training is not implemented yet; the modes available are convert_plain "
                    + "and convert_bin");
        }
        if (engine.thinking()) {
            throw new UsiException("learn: a search is running; send stop first");
        }
        engine.stopAndWait();
        List<Path> inputs = new ArrayList<>();
        for (String n : names) {
            inputs.add(Path.of(baseDir, n));
        }
        try {
            if (targetDir != null) {
                try (Stream<Path> files = Files.list(Path.of(baseDir, targetDir))) {
                    boolean binOnly = mode.equals("convert_plain");
                    files.filter(Files::isRegularFile).filter(f -> !binOnly || f.toString().endsWith(".bin"))
                            .sorted().forEach(inputs::add);
                }
            }
            if (inputs.isEmpty()) {
                throw new UsiException("learn " + mode + ": no input files");
            }
            long start = System.nanoTime();
            long n = mode.equals("convert_plain") ? ConvertPlain.run(inputs, Path.of(output))
                    : ConvertBin.run(inputs, Path.of(output));
            engine.out().info(String.format("learn %s: %d records from %d file(s) to %s in %.1f s", mode, n,
                    inputs.size(), output, (System.nanoTime() - start) / 1e9));
        } catch (IOException e) {
            throw new UsiException("learn " + mode + ": " + e.getMessage());
        }
    }

    private static String value(Tokens args, String name) throws UsiException {
        if (!args.hasNext()) {
            throw new UsiException("learn: " + name + " needs a value");
        }
        return args.next();
    }
}
