package kirin.learn;

/**
 * A 32-byte packed sfen that does not describe a position (bits running past the end, too many pieces of a kind,
 * a piece that could never move, two kings on one square, ...), or a position that cannot be packed into 256 bits.
 * The message says what is wrong and, for decoding, at which bit.
 */
public final class PackedSfenException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public PackedSfenException(String message) {
        super(message);
    }
}
