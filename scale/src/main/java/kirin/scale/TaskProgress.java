package kirin.scale;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.scheduler.AccumulableInfo;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerExecutorMetricsUpdate;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.util.LongAccumulator;
import scala.Tuple4;
import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;

/**
 * A counter of a running job, live on the driver: tasks add to a {@link LongAccumulator} as they go, executors send
 * running tasks' values with every heartbeat ({@code spark.executor.heartbeatInterval}), and Spark merges a task's
 * value into the accumulator when the task succeeds. {@link #value} is the merged value plus the latest values of the
 * tasks still running (a failed task's count is dropped with it, as Spark drops its update).
 */
final class TaskProgress extends SparkListener {
    private final LongAccumulator counter;
    private final Map<Long, Long> running = new ConcurrentHashMap<>();

    TaskProgress(LongAccumulator counter) {
        this.counter = counter;
    }

    /** The count so far: finished tasks' and the running ones' last reported. */
    long value() {
        long sum = counter.value();
        for (long v : running.values()) {
            sum += v;
        }
        return sum;
    }

    @Override
    public void onExecutorMetricsUpdate(SparkListenerExecutorMetricsUpdate update) {
        for (Tuple4<Object, Object, Object, Seq<AccumulableInfo>> t
                : CollectionConverters.asJava(update.accumUpdates())) {
            long task = ((Number) t._1()).longValue();
            for (AccumulableInfo info : CollectionConverters.asJava(t._4())) {
                if (info.id() == counter.id() && info.update().isDefined()
                        && info.update().get() instanceof Number n) {
                    running.put(task, n.longValue());
                }
            }
        }
    }

    @Override
    public void onTaskEnd(SparkListenerTaskEnd end) {
        running.remove(end.taskInfo().taskId());
    }
}
