package kirin.scale;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.spark.executor.ExecutorMetrics;
import org.apache.spark.executor.TaskMetrics;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerExecutorMetricsUpdate;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import scala.Tuple2;
import scala.jdk.javaapi.CollectionConverters;

/**
 * What a job cost, for the measurements (docs/experiments/2026-11-29-spark-scale-out): the CPU time of the tasks'
 * own threads (Spark's executorCpuTime: a thread a task starts, such as gensfen's generator, is not counted), and
 * each executor JVM's peak heap as sampled with every
 * heartbeat ({@code spark.executor.heartbeatInterval}, so a shorter peak can be missed), with the largest execution
 * memory (sort and shuffle buffers) a task reported.
 */
final class JobMetrics extends SparkListener {
    private final AtomicLong cpuNanos = new AtomicLong();
    private final AtomicLong taskPeak = new AtomicLong();
    private final Map<String, Long> heapPeak = new ConcurrentHashMap<>();

    @Override
    public void onTaskEnd(SparkListenerTaskEnd end) {
        TaskMetrics m = end.taskMetrics();
        if (m != null) {
            cpuNanos.addAndGet(m.executorCpuTime() + m.executorDeserializeCpuTime());
            taskPeak.accumulateAndGet(m.peakExecutionMemory(), Math::max);
        }
    }

    @Override
    public void onExecutorMetricsUpdate(SparkListenerExecutorMetricsUpdate update) {
        for (Tuple2<Tuple2<Object, Object>, ExecutorMetrics> e
                : CollectionConverters.asJava(update.executorUpdates().toSeq())) {
            long heap = e._2().getMetricValue("JVMHeapMemory");
            heapPeak.merge(update.execId(), heap, Math::max);
        }
    }

    /** Seconds of task-thread CPU over all tasks so far. */
    double cpuSeconds() {
        return cpuNanos.get() / 1e9;
    }

    /** One line: CPU time, each executor's sampled peak heap, the largest task execution memory. */
    String describe() {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "task-thread CPU %.1f s, peak heap", cpuSeconds()));
        if (heapPeak.isEmpty()) {
            b.append(" not sampled");
        }
        heapPeak.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> b.append(String.format(
                Locale.ROOT, " %s:%d MB", e.getKey(), e.getValue() >> 20)));
        return b.append(String.format(Locale.ROOT, ", largest task execution memory %d MB", taskPeak.get() >> 20))
                .toString();
    }
}
