package kirin.core.search;

import java.util.Arrays;
import java.util.List;

/**
 * The search's on/off switches for experiments. {@code -Dkirin.flip=FUTILITY,PROBCUT} starts the JVM with those
 * switches set the other way from their defaults, so the worth of each pruning step can be measured (by a match or
 * a test suite) without a rebuild. The switches are read once into {@code static final} fields, which the JIT then
 * folds away: a switch costs nothing in the hot path.
 */
final class Ablation {
    private static final List<String> FLIPPED =
            Arrays.asList(System.getProperty("kirin.flip", "").split(","));

    private Ablation() {}

    /** The value of the switch {@code name}: its default, unless the {@code kirin.flip} property names it. */
    static boolean flag(String name, boolean defaultValue) {
        return FLIPPED.contains(name) != defaultValue;
    }
}
