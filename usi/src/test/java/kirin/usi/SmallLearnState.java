package kirin.usi;

import java.util.function.Function;
import kirin.core.Square;
import kirin.eval.KppTables;
import kirin.learn.train.LearnWeights;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Test extension ({@code @RegisterExtension}): during each test, {@link LearnCommand} learns on a small restricted
 * state (black's king on 5i, 5h or 4h: a few megabytes instead of gigabytes); the factory it had is put back after.
 */
final class SmallLearnState implements BeforeEachCallback, AfterEachCallback {
    private Function<KppTables, LearnWeights> saved;

    @Override
    public void beforeEach(ExtensionContext context) {
        saved = LearnCommand.weightsFactory;
        LearnCommand.weightsFactory = t -> new LearnWeights(t, Square.of(5, 9), Square.of(5, 8), Square.of(4, 8));
    }

    @Override
    public void afterEach(ExtensionContext context) {
        LearnCommand.weightsFactory = saved;
    }
}
