import sys, struct, statistics
for fn in sys.argv[1:]:
    data = open(fn,'rb').read()
    n = len(data)//40
    recs=[struct.unpack_from('<hHHb', data, i*40+32) for i in range(n)]
    segs=[]; cur=[]
    for r in recs:
        ply=r[2]
        if cur:
            d = ply - cur[-1][2]
            dir_ = (cur[-1][2]-cur[-2][2]) if len(cur)>1 else d
            if abs(d)!=1 or d!=dir_:
                segs.append(cur); cur=[]
        cur.append(r)
    segs.append(cur)
    lasts=[max(r[2] for r in s) for s in segs]
    firsts=[min(r[2] for r in s) for s in segs]
    print(fn, n, "records; %d segments; records/segment %.1f; last ply mean %.1f median %d; first ply mean %.1f; |score| mean %.0f" % (
        len(segs), n/len(segs), statistics.mean(lasts), statistics.median(lasts), statistics.mean(firsts), statistics.mean(abs(r[0]) for r in recs)))
