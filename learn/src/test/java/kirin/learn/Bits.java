package kirin.learn;

/**
 * Test helper, independent of the codec: turns a string of stream bits ("0 0011010 ...", spaces ignored, first bit
 * first) into bytes filled lowest bit first, the way interop.md 4.2 lays them out. Bits past 256 are dropped.
 */
final class Bits {
    private Bits() {}

    static byte[] bytes(String bits) {
        String s = bits.replaceAll("\\s+", "");
        byte[] out = new byte[32];
        for (int i = 0; i < Math.min(256, s.length()); i++) {
            char c = s.charAt(i);
            if (c != '0' && c != '1') {
                throw new IllegalArgumentException("not a bit: " + c);
            }
            if (c == '1') {
                out[i / 8] |= (byte) (1 << (i % 8));
            }
        }
        return out;
    }

    /** Number of bits in the string, spaces ignored. */
    static int length(String bits) {
        return bits.replaceAll("\\s+", "").length();
    }

    /** Hex bytes such as "58 a4 51" into an array. */
    static byte[] hex(String hex) {
        String[] f = hex.trim().split("\\s+");
        byte[] out = new byte[f.length];
        for (int i = 0; i < f.length; i++) {
            out[i] = (byte) Integer.parseInt(f[i], 16);
        }
        return out;
    }

    /** {@code s} repeated {@code n} times, separated by spaces. */
    static String times(int n, String s) {
        return (s + " ").repeat(n);
    }
}
