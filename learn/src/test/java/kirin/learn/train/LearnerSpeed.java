package kirin.learn.train;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kirin.core.search.SearchOptions;
import kirin.eval.KppEvaluator;
import kirin.eval.KppTables;
import kirin.learn.PackedSfen;
import kirin.learn.gensfen.Gensfen;
import kirin.learn.gensfen.GensfenOptions;

/**
 * Records per second of the {@link Learner} on 1 and 2 threads; not a test. Arguments: records (default 20000),
 * batch size (default 5000), {@code full} for the full learning state (-Xmx3g) instead of the restricted home-king
 * state of {@link LearnerTest}. Run after
 * {@code mvn -pl learn -am test-compile} with the class path of {@link LearnSpeed}.
 */
public final class LearnerSpeed {
    private LearnerSpeed() {}

    public static void main(String[] args) throws Exception {
        int records = args.length > 0 ? Integer.parseInt(args[0]) : 20000;
        int batch = args.length > 1 ? Integer.parseInt(args[1]) : 5000;
        boolean full = args.length > 2 && args[2].equals("full");
        Path dir = Files.createTempDirectory("learnspeed");
        Path data = dir.resolve("kifu.bin");
        GensfenOptions g = GensfenOptions.parse(List.of("depth", "1", "loop", Integer.toString(records), "seed", "7",
                "write_minply", "1", "random_move_count", "8", "output_file_name", data.toString()));
        try (KppTables teacher = new KppTables()) {
            teacher.fillRandom(11, 40, 150);
            new Gensfen(g, 2, new KppEvaluator(teacher), new SearchOptions(), PackedSfen::encode, s -> { }).run();
        }
        System.out.println("data: " + Files.size(data) + " bytes, " + records + " records");
        for (int threads : full ? new int[] {1, 2} : new int[] {1, 2, 1, 2}) {
            List<String> log = new ArrayList<>();
            LearnOptions o = LearnOptions.parse(List.of("batchsize", Integer.toString(batch), "eta", "1",
                    "loss_output_interval", "1000000000", "save_only_once", "seed", "1", data.toString()));
            try (KppTables tables = new KppTables()) {
                LearnWeights w = full ? new LearnWeights(tables) : new LearnWeights(tables, LearnerTest.homeKings());
                Learner.Summary s = new Learner(o, threads, tables, w, new SearchOptions(), dir.resolve("save"),
                        log::add).run();
                String last = log.stream().filter(x -> x.startsWith("epoch = ")).reduce((a, b) -> b).orElse("");
                System.out.printf("threads %d: %d records, %d used, %.2f s in all (%.0f records/s); last progress: %s%n",
                        threads, s.records(), s.used(), s.seconds(), s.perSecond(), last);
            }
        }
    }
}
