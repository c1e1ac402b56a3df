"""A small PNG reader/writer (8/16-bit, non-interlaced) for the fidelity scripts; numpy only."""
import zlib, struct, numpy as np
def read(path):
    return decode(open(path,'rb').read())
def decode(d):
    assert d[:8]==b'\x89PNG\r\n\x1a\n'
    i=8; idat=b''; plte=None
    while i<len(d):
        n,=struct.unpack('>I',d[i:i+4]); t=d[i+4:i+8]; c=d[i+8:i+8+n]; i+=12+n
        if t==b'IHDR': w,h,bd,ct,_,_,il=struct.unpack('>IIBBBBB',c)
        elif t==b'IDAT': idat+=c
        elif t==b'PLTE': plte=np.frombuffer(c,np.uint8).reshape(-1,3)
    assert il==0
    ch={0:1,2:3,3:1,4:2,6:4}[ct]; bpp=ch*bd//8; bpp=max(bpp,1)
    raw=np.frombuffer(zlib.decompress(idat),np.uint8)
    stride=(w*ch*bd+7)//8
    out=np.zeros((h,stride),np.int32); prev=np.zeros(stride,np.int32); p=0
    for y in range(h):
        f=raw[p]; line=raw[p+1:p+1+stride].astype(np.int32); p+=1+stride
        if f==0: cur=line
        elif f==1:
            cur=line.copy()
            for x in range(bpp,stride,bpp): pass
            cur=line.copy()
            for x in range(bpp,stride): cur[x]=(cur[x]+cur[x-bpp])&255
        elif f==2: cur=(line+prev)&255
        elif f==3:
            cur=line.copy()
            for x in range(stride): cur[x]=(cur[x]+((cur[x-bpp] if x>=bpp else 0)+prev[x])//2)&255
        elif f==4:
            cur=line.copy()
            for x in range(stride):
                a=cur[x-bpp] if x>=bpp else 0; b=prev[x]; c=prev[x-bpp] if x>=bpp else 0
                pa=abs(b-c); pb=abs(a-c); pc=abs(a+b-2*c)
                pr=a if (pa<=pb and pa<=pc) else (b if pb<=pc else c)
                cur[x]=(cur[x]+pr)&255
        out[y]=cur; prev=cur
    a=out.astype(np.uint8)
    if bd==16: a=a.reshape(h,w*ch,2)[:,:,0]
    if ct==3: return plte[a.reshape(h,w)]
    a=a.reshape(h,w,ch)
    if ch==1: a=np.repeat(a,3,2)
    if ch==2: a=np.repeat(a[:,:,:1],3,2)
    return a[:,:,:3] if ch>=3 else a
def write(path,img):
    h,w,_=img.shape; img=img.astype(np.uint8)
    raw=b''.join(b'\x00'+img[y].tobytes() for y in range(h))
    def chunk(t,c): return struct.pack('>I',len(c))+t+c+struct.pack('>I',zlib.crc32(t+c)&0xffffffff)
    open(path,'wb').write(b'\x89PNG\r\n\x1a\n'+chunk(b'IHDR',struct.pack('>IIBBBBB',w,h,8,2,0,0,0))+chunk(b'IDAT',zlib.compress(raw,6))+chunk(b'IEND',b''))
def down(img,f):
    h,w,_=img.shape; h2,w2=h//f,w//f
    return img[:h2*f,:w2*f].reshape(h2,f,w2,f,3).mean((1,3))
def sheet(paths,out,f=6,cols=8):
    ims=[down(read(p).astype(float),f) for p in paths]
    H=max(i.shape[0] for i in ims); W=max(i.shape[1] for i in ims)
    rows=(len(ims)+cols-1)//cols
    S=np.full((rows*(H+4),cols*(W+4),3),128.)
    for k,i in enumerate(ims):
        r,c=divmod(k,cols); S[r*(H+4):r*(H+4)+i.shape[0],c*(W+4):c*(W+4)+i.shape[1]]=i
    write(out,S)
