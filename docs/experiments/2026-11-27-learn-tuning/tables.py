# tables.py DIR...: statistics of the learned KPP and KKP tables in DIR/final (numpy).
import numpy as np, sys
for d in sys.argv[1:]:
    k = np.memmap(d + "/final/KPP_synthesized.bin", dtype=np.int16, mode="r")
    a = np.abs(k.astype(np.int32))
    nz = a > 0
    kkp = np.abs(np.fromfile(d + "/final/KKP_synthesized.bin", dtype=np.int32).astype(np.int64))
    print("%-8s KPP nonzero %.1f%%, mean |v| of nonzero %.1f, p99 %d, max %d, |v|==30: %.1f%% of nonzero; KKP mean |v| %.1f" % (
        d, 100 * nz.mean(), a[nz].mean(), np.percentile(a[nz], 99), a.max(), 100 * (a == 30).sum() / nz.sum(), kkp[kkp > 0].mean()))
