import sys
# Counts records and games by game-end code (byte 39) in PackedSfenValue files; a game starts where the ply stops growing.
for f in sys.argv[1:]:
    b=open(f,'rb').read(); n=len(b)//40
    c=[0]*6; games=[0]*6; last=10**9; lastc=-1
    for i in range(n):
        ply=b[i*40+36]|(b[i*40+37]<<8); code=b[i*40+39]
        c[min(code,5)]+=1
        if ply<=last or code!=lastc: games[min(code,5)]+=1
        last=ply; lastc=code
    print(f,n,'records by code',c,'games by code',games)
