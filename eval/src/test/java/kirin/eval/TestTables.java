package kirin.eval;

/** Test helper: one set of random tables per test JVM, since filling 470 MB takes a few seconds. */
final class TestTables {
    /** KPP in [-2000, 2000], KK and KKP in [-100000, 100000]: large enough that any wrong term shows. */
    static final long SEED = 20261123L;
    private static KppTables random;

    private TestTables() {}

    static synchronized KppTables random() {
        if (random == null) {
            random = new KppTables();
            random.fillRandom(SEED, 2000, 100000);
        }
        return random;
    }
}
