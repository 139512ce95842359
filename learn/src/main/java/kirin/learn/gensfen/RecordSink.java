package kirin.learn.gensfen;

/** Where finished games' records go; shared by all generator threads. */
interface RecordSink {
    /**
     * Takes {@code count} 40-byte records from {@code records} (it may take fewer when the target is reached).
     * Returns false when no more records are wanted.
     */
    boolean accept(byte[] records, int count);

    /** True while more records are wanted. */
    boolean wanted();
}
