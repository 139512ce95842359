package kirin.scale;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Starts the Spark context of a job: the master ({@code local[*]} by default), the application name, the
 * {@code --conf} settings, and for a master other than {@code local} the jar that holds Kirin's classes
 * ({@code spark.jars}), so that executors on other machines can run the tasks. Under {@code spark-submit} the
 * settings already given there win.
 */
final class SparkSetup {
    static final String DEFAULT_MASTER = "local[*]";

    private SparkSetup() {}

    /** The configuration for {@code job} on {@code master} (null: spark-submit's or the default). */
    static SparkConf conf(String job, String master, List<String> confs) {
        SparkConf c = new SparkConf().setAppName("kirin-" + job);
        if (master != null) {
            c.setMaster(master);
        } else if (!c.contains("spark.master")) {
            c.setMaster(DEFAULT_MASTER);
        }
        for (String kv : confs) {
            int eq = kv.indexOf('=');
            c.set(kv.substring(0, eq), kv.substring(eq + 1));
        }
        boolean local = c.get("spark.master").startsWith("local");
        if (local) {
            // Nothing outside this JVM talks to a local master: bind to the loopback only.
            c.setIfMissing("spark.driver.host", "127.0.0.1");
            c.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
        }
        // The web UI costs a second at start and a port; on a cluster it is the monitor, locally nobody looks.
        c.setIfMissing("spark.ui.enabled", Boolean.toString(!local));
        // Executors report running tasks' counters this often: the driver's progress line is that fresh.
        c.setIfMissing("spark.executor.heartbeatInterval", "3s");
        if (!local && !c.contains("spark.jars")) {
            String jar = ownJar();
            if (jar != null) {
                c.set("spark.jars", jar);
            }
        }
        return c;
    }

    static JavaSparkContext start(String job, String master, List<String> confs) {
        JavaSparkContext sc = new JavaSparkContext(conf(job, master, confs));
        sc.setLogLevel("WARN");
        return sc;
    }

    /** The jar these classes were loaded from, or null when they come from a classes folder (tests). */
    static String ownJar() {
        try {
            var source = SparkSetup.class.getProtectionDomain().getCodeSource();
            if (source == null) {
                return null;
            }
            Path p = Path.of(source.getLocation().toURI());
            return Files.isRegularFile(p) ? p.toString() : null;
        } catch (URISyntaxException | IllegalArgumentException | SecurityException e) {
            return null;
        }
    }

    /** The driver's Hadoop settings as a plain map, to rebuild a {@link Configuration} in a task. */
    static Map<String, String> hadoopSettings(JavaSparkContext sc) {
        Map<String, String> m = new HashMap<>();
        for (Map.Entry<String, String> e : sc.hadoopConfiguration()) {
            m.put(e.getKey(), e.getValue());
        }
        return m;
    }

    /** A Hadoop configuration from {@link #hadoopSettings}. */
    static Configuration hadoop(Map<String, String> settings) {
        Configuration c = new Configuration(false);
        settings.forEach(c::set);
        return c;
    }
}
