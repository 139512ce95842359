package kirin.eval.nnue;

/**
 * Chooses between the Vector API path ({@link NnueSimd}) and the scalar one, once per JVM. The vector path is usable
 * when the {@code jdk.incubator.vector} module is present (the launchers add it) and the platform has 256-bit vectors;
 * it is chosen on a JDK of version {@value #FIRST_FAST_JDK} or later. On JDK 17 the incubating API is not compiled to
 * vector instructions: the first layer took 14.5 us there against 1.5 us on JDK 25, and it allocated about 68 KB per
 * evaluation, so JDK 17 keeps the scalar path (versions in between were not measured). The system property
 * {@code kirin.nnue.simd} ({@code true} or {@code false}) overrides the choice. Both paths give the same values
 * (NnueEvaluatorTest).
 */
public final class NnueSimdChooser {
    static final int FIRST_FAST_JDK = 25;
    /** True when the vector path can run here. */
    static final boolean USABLE = usable();
    /** True when the vector path is used. */
    public static final boolean SIMD = choose();

    private NnueSimdChooser() {}

    private static boolean usable() {
        try {
            return NnueSimd.usable();
        } catch (LinkageError e) { // the module is not in the JVM (java without --add-modules jdk.incubator.vector)
            return false;
        }
    }

    private static boolean choose() {
        String forced = System.getProperty("kirin.nnue.simd");
        if (forced != null) {
            return USABLE && Boolean.parseBoolean(forced);
        }
        return USABLE && Runtime.version().feature() >= FIRST_FAST_JDK;
    }

    /** For messages: which path evaluates. */
    public static String describe() {
        return SIMD ? "Vector API" : "scalar";
    }
}
