package kirin.eval.nnue;

import kirin.core.BonaPiece;
import kirin.core.Square;

/**
 * The parameters of a {@code halfkp_256x2-32-32} net, as {@code nn.bin} stores them, and the header words read with
 * them (kept so that a net is written back byte for byte). Layout of the file (little-endian, interop.md 5.5):
 * <pre>
 * u32 version 0x7AF32F16, u32 hash 0x3E5AA6EE, u32 n, n bytes architecture string
 * u32 0x5D69D7B8, i16 ftBias[256], i16 ftWeight[125388][256]            feature transformer
 * u32 0x63337156, i32 l1Bias[32], i8 l1Weight[32][512]                   hidden layer 512 -> 32
 *                 i32 l2Bias[32], i8 l2Weight[32][32]                    hidden layer 32 -> 32
 *                 i32 outBias,    i8 outWeight[32]                       output 32 -> 1
 * </pre>
 * The arrays are public and mutable: readers, the random generator and (later) a learner fill them in place.
 */
public final class NnueNet {
    public static final int VERSION = 0x7AF32F16;
    public static final int HASH = 0x3E5AA6EE;
    public static final int FT_HASH = 0x5D69D7B8;
    public static final int NETWORK_HASH = 0x63337156;
    /** The string YaneuraOu writes for this architecture (178 characters). */
    public static final String ARCHITECTURE = "Features=HalfKP(Friend)[125388->256x2],Network=AffineTransform[1<-32]("
            + "ClippedReLU[32](AffineTransform[32<-32](ClippedReLU[32](AffineTransform[32<-512]("
            + "InputSlice[512(0:512)])))))";

    /** HalfKP inputs per perspective: king square times BonaPiece. */
    public static final int INPUTS = Square.NB * BonaPiece.FE_END;
    /** Width of one perspective's accumulator. */
    public static final int HALF = 256;
    public static final int L1 = 32;
    public static final int L2 = 32;

    /** Bytes after the architecture string: the two section hashes and every parameter. */
    public static final long PARAMETER_BYTES = 4 + 2L * HALF + 2L * INPUTS * HALF
            + 4 + (4L * L1 + (long) L1 * 2 * HALF) + (4L * L2 + (long) L2 * L1) + (4 + L2);

    public int hash = HASH;
    public String architecture = ARCHITECTURE;
    public int ftHash = FT_HASH;
    public int networkHash = NETWORK_HASH;

    public final short[] ftBias = new short[HALF];
    /** Feature-major: the 256 weights of feature {@code f} start at {@code f * 256}. */
    public final short[] ftWeight = new short[INPUTS * HALF];
    public final int[] l1Bias = new int[L1];
    /** Row-major: output {@code i}'s 512 weights start at {@code i * 512}. */
    public final byte[] l1Weight = new byte[L1 * 2 * HALF];
    public final int[] l2Bias = new int[L2];
    public final byte[] l2Weight = new byte[L2 * L1];
    public int outBias;
    public final byte[] outWeight = new byte[L2];

    /** The size of the file this net is written as. */
    public long fileBytes() {
        return 12 + architectureBytes().length + PARAMETER_BYTES;
    }

    /** The size of a file in this layout with the standard architecture string: 64,217,066 bytes. */
    public static long standardFileBytes() {
        return 12 + ARCHITECTURE.length() + PARAMETER_BYTES;
    }

    byte[] architectureBytes() {
        return architecture.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /** The HalfKP input of BonaPiece {@code bp} seen from a perspective whose king is on {@code kingSq}. */
    public static int feature(int kingSq, int bp) {
        return BonaPiece.FE_END * kingSq + bp;
    }
}
