package kirin.eval;

/**
 * The two YaneuraOu table layouts Kirin reads and writes (interop.md section 5.1). Both have the same three file
 * names and the same KK and KKP tables (int32 pairs: board part, turn part); they differ only in KPP
 * {@code [81][1548][1548]}: KPP_KKPT stores one int16 per cell (board part only), KPPT an int16 pair (board, turn).
 * So the layout is told by the size of {@code KPP_synthesized.bin} alone, without ambiguity.
 */
public enum EvalLayout {
    /** KPP int16, no turn part: 388,201,248 bytes of KPP. Kirin's learning format. */
    KPP_KKPT(2),
    /** KPP int16 pairs (board, turn): 776,402,496 bytes of KPP (YaneuraOu 2016, Apery WCSC26, elmo). */
    KPPT(4);

    /** Bytes of one KPP cell. */
    public final int kppCellBytes;

    EvalLayout(int kppCellBytes) {
        this.kppCellBytes = kppCellBytes;
    }

    /** True if each KPP cell has a turn part. */
    public boolean kppHasTurn() {
        return this == KPPT;
    }

    /** Size in bytes of this layout's KPP table (and file). */
    public long kppBytes() {
        return (long) KppTables.SQ * KppTables.FE * KppTables.FE * kppCellBytes;
    }

    /** The layout whose KPP file has {@code size} bytes, or null if none has. */
    public static EvalLayout ofKppSize(long size) {
        for (EvalLayout l : values()) {
            if (l.kppBytes() == size) {
                return l;
            }
        }
        return null;
    }
}
