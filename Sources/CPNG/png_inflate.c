/* Inflate (RFC 1950/1951) for the image data of the PNGs verify decodes. It exists for one
   loop: a PNG's scanlines are full of matches nearer than 8 bytes (the pixel to the left is
   3 bytes back in an RGB row, 4 in RGBA), which libdeflate copies `distance` bytes a store
   (17 % of a failing verify, docs/benchmarks.md). Here distances 1-4 expand the pattern into a
   16-byte register once and store it 15 or 16 bytes at a time. The rest is the usual table
   decoder: a 64-bit bit buffer refilled without branches, an 11-bit first-level table for
   literals/lengths and an 8-bit one for distances, with second-level tables for longer codes.
   Codes are accepted and refused by zlib's rules (inflate_table): over-subscribed codes are
   refused, incomplete ones too unless there is a single code of length 1 (or no distance code). */
#include "cpng.h"
#include "png_inflate.h"
#include <libdeflate.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

enum { KIND_LITERAL = 0, KIND_LENGTH = 1, KIND_END = 2, KIND_SUBTABLE = 3, KIND_INVALID = 4 };

/* A table entry: bits 0-3 the bits to consume (for KIND_SUBTABLE: the first level's bits),
   bits 4-7 the extra bits to read after it (KIND_SUBTABLE: the second level's index bits),
   bits 8-10 the kind, bits 16-31 the value (literal, base length or distance, subtable start). */
#define ENTRY(len, extra, kind, value) \
    ((uint32_t)(len) | ((uint32_t)(extra) << 4) | ((uint32_t)(kind) << 8) | ((uint32_t)(value) << 16))
#define E_LEN(e) ((e) & 15u)
#define E_EXTRA(e) (((e) >> 4) & 15u)
#define E_KIND(e) (((e) >> 8) & 7u)
#define E_VALUE(e) ((e) >> 16)

#define LITLEN_BITS 11
#define DIST_BITS 8
#define PRECODE_BITS 7
/* First level plus room for every second-level table a code can need (zlib's ENOUGH for these
   first-level sizes is 2342 and 402; bounds are checked as tables are made anyway). */
#define LITLEN_SIZE 2400
#define DIST_SIZE 450

static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                         35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                         3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                       257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                       8193, 12289, 16385, 24577};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                       7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

enum { TABLE_LITLEN, TABLE_DIST, TABLE_PRECODE };

/* The entry a symbol decodes to in a table of the given type. */
static uint32_t symbol_entry(int type, unsigned sym, unsigned len) {
    if (type == TABLE_PRECODE) return ENTRY(len, 0, KIND_LITERAL, sym);
    if (type == TABLE_DIST)
        return sym < 30 ? ENTRY(len, dist_extra[sym], KIND_LENGTH, dist_base[sym]) : ENTRY(len, 0, KIND_INVALID, 0);
    if (sym < 256) return ENTRY(len, 0, KIND_LITERAL, sym);
    if (sym == 256) return ENTRY(len, 0, KIND_END, 0);
    if (sym < 286) return ENTRY(len, length_extra[sym - 257], KIND_LENGTH, length_base[sym - 257]);
    return ENTRY(len, 0, KIND_INVALID, 0);   /* 286 and 287: lengths in the fixed code, never valid */
}

/* Builds the decoding table for `n` code lengths (0 = unused). Returns 0 for a set zlib refuses
   or a table larger than `size` entries. */
static int build_table(uint32_t *table, size_t size, int bits, const uint8_t *lens, unsigned n, int type) {
    unsigned count[16] = {0}, offs[16];
    uint16_t sorted[288];
    for (unsigned s = 0; s < n; s++) count[lens[s]]++;
    int max = 15;
    while (max > 0 && count[max] == 0) max--;
    const uint32_t invalid = ENTRY(1, 0, KIND_INVALID, 0);
    size_t first = (size_t)1 << bits;
    for (size_t i = 0; i < first; i++) table[i] = invalid;
    if (max == 0) return 1;   /* no codes: every entry invalid (zlib accepts the set) */
    int left = 1;
    for (int l = 1; l <= 15; l++) {
        left <<= 1;
        left -= (int)count[l];
        if (left < 0) return 0;   /* over-subscribed */
    }
    if (left > 0 && (type == TABLE_PRECODE || max != 1)) return 0;   /* incomplete */
    offs[1] = 0;
    for (int l = 1; l < 15; l++) offs[l + 1] = offs[l] + count[l];
    for (unsigned s = 0; s < n; s++)
        if (lens[s]) sorted[offs[lens[s]]++] = (uint16_t)s;
    unsigned total = 0;
    for (int l = 1; l <= 15; l++) total += count[l];

    uint32_t code = 0;   /* canonical code of the current symbol, MSB first */
    int len = 1;
    unsigned remaining[16];
    memcpy(remaining, count, sizeof remaining);
    size_t next = first;                      /* where the next second-level table goes */
    uint32_t sub_prefix = 0xffffffffu;
    size_t sub_start = 0;
    int sub_bits = 0;
    const uint32_t mask = ((uint32_t)1 << bits) - 1;
    for (unsigned k = 0; k < total; k++) {
        unsigned sym = sorted[k];
        while (lens[sym] != len) { code <<= 1; len++; }
        uint32_t rev = 0;   /* the code as the bits arrive: least significant bit first */
        for (int i = 0; i < len; i++) rev |= ((code >> i) & 1u) << (len - 1 - i);
        if (len <= bits) {
            uint32_t e = symbol_entry(type, sym, (unsigned)len);
            for (uint32_t i = rev; i < first; i += (uint32_t)1 << len) table[i] = e;
        } else {
            uint32_t prefix = rev & mask;
            if (prefix != sub_prefix) {
                /* A new second-level table, big enough for every code with this prefix (they
                   follow one another in canonical order): zlib's sizing by what is left. */
                int cur = len - bits, room = 1 << cur;
                while (cur + bits < max) {
                    room -= (int)remaining[cur + bits];
                    if (room <= 0) break;
                    cur++;
                    room <<= 1;
                }
                if (next + ((size_t)1 << cur) > size) return 0;
                sub_prefix = prefix;
                sub_start = next;
                sub_bits = cur;
                for (size_t i = 0; i < ((size_t)1 << cur); i++) table[next + i] = invalid;
                table[prefix] = ENTRY(bits, cur, KIND_SUBTABLE, next);
                next += (size_t)1 << cur;
            }
            int sub_len = len - bits;
            uint32_t e = symbol_entry(type, sym, (unsigned)sub_len);
            for (uint32_t i = rev >> bits; i < ((uint32_t)1 << sub_bits); i += (uint32_t)1 << sub_len)
                table[sub_start + i] = e;
        }
        remaining[len]--;
        code++;
    }
    return 1;
}

typedef struct {
    const uint8_t *in;
    size_t in_len, ip;   /* ip may run up to 8 past in_len: bytes read as zeros, never consumed */
    uint64_t bb;
    unsigned bits;       /* valid bits in bb; the ones above are zero */
} bitreader;

/* At least 56 valid bits afterwards (zeros past the end of the input). */
static inline void refill(bitreader *r) {
    if (r->ip <= r->in_len && r->in_len - r->ip >= 8) {
        uint64_t w;
        memcpy(&w, r->in + r->ip, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        w = __builtin_bswap64(w);
#endif
        r->bb |= w << r->bits;
        r->ip += (63 - r->bits) >> 3;
        r->bits |= 56;
    } else {
        while (r->bits <= 56) {
            if (r->ip < r->in_len) r->bb |= (uint64_t)r->in[r->ip] << r->bits;
            r->ip++;
            r->bits += 8;
        }
    }
}

static inline uint32_t take(bitreader *r, unsigned n) {
    uint32_t v = (uint32_t)(r->bb & (((uint64_t)1 << n) - 1));
    r->bb >>= n;
    r->bits -= n;
    return v;
}

/* Decodes one symbol's entry (the bits are consumed); needs 15 valid bits. */
static inline uint32_t decode(bitreader *r, const uint32_t *table, unsigned bits) {
    uint32_t e = table[r->bb & (((uint64_t)1 << bits) - 1)];
    if (E_KIND(e) == KIND_SUBTABLE) {
        r->bb >>= bits;
        r->bits -= bits;
        e = table[E_VALUE(e) + (r->bb & (((uint64_t)1 << E_EXTRA(e)) - 1))];
    }
    r->bb >>= E_LEN(e);
    r->bits -= E_LEN(e);
    return e;
}

/* Whether the bits consumed so far lie within the input (none of the zeros read past it). */
static inline int within_input(const bitreader *r) {
    return (uint64_t)r->ip * 8 - r->bits <= (uint64_t)r->in_len * 8;
}

/* Copies a match of `len` bytes from `dist` back to `out`; may write up to 15 bytes past the end
   of the match (the caller leaves room; they are overwritten by what follows). */
static inline __attribute__((always_inline)) void copy_match(uint8_t *out, unsigned dist, unsigned len) {
    uint8_t *end = out + len;
    const uint8_t *src = out - dist;
#if defined(__SSE2__)
    if (dist >= 16) {
        do {
            _mm_storeu_si128((__m128i *)out, _mm_loadu_si128((const __m128i *)src));
            out += 16; src += 16;
        } while (out < end);
        return;
    }
    if (dist <= 4) {
        /* The repeating pattern in a register, stored 15 (3) or 16 (1, 2, 4) bytes a step: every
           store's bytes repeat with the distance, so overlapping steps write the same values. */
        __m128i p;
        unsigned step = 16;
        if (dist == 1) p = _mm_set1_epi8((char)src[0]);
        else if (dist == 2) p = _mm_set1_epi16((short)(src[0] | (src[1] << 8)));
        else if (dist == 4) {
            uint32_t v; memcpy(&v, src, 4);
            p = _mm_set1_epi32((int)v);
        } else {
            uint64_t a = (uint64_t)src[0] | ((uint64_t)src[1] << 8) | ((uint64_t)src[2] << 16);
            uint64_t b = (uint64_t)src[2] | ((uint64_t)src[0] << 8) | ((uint64_t)src[1] << 16);   /* phase 8 mod 3 */
            uint64_t lo = a | (a << 24) | (a << 48), hi = b | (b << 24) | (b << 48);
            p = _mm_set_epi64x((long long)hi, (long long)lo);
            step = 15;
        }
        do { _mm_storeu_si128((__m128i *)out, p); out += step; } while (out < end);
        return;
    }
#endif
    if (dist >= 8) {
        do { uint64_t w; memcpy(&w, src, 8); memcpy(out, &w, 8); out += 8; src += 8; } while (out < end);
        return;
    }
    /* 5-7 (and 1-4 without SSE2): a word a step, advancing by the distance (libdeflate's way). */
    do { uint64_t w; memcpy(&w, src, 8); memcpy(out, &w, 8); out += dist; src += dist; } while (out < end);
}

/* Room the fast loop needs after the output position: the longest match and a store's overrun. */
#define FAST_ROOM (258 + 16)

/* Decodes one Huffman block's symbols until its end-of-block. */
static int inflate_block(bitreader *r, const uint32_t *lt, const uint32_t *dt,
                         uint8_t *out, size_t out_len, size_t *pos) {
    size_t op = *pos;
    for (;;) {
        refill(r);
        uint32_t e = decode(r, lt, LITLEN_BITS);
        unsigned kind = E_KIND(e);
        if (kind == KIND_LITERAL) {
            if (op >= out_len) return 0;
            out[op++] = (uint8_t)E_VALUE(e);
            /* More literals without a refill while 15 bits are surely there. */
            for (;;) {
                if (r->bits < 15) break;
                e = decode(r, lt, LITLEN_BITS);
                kind = E_KIND(e);
                if (kind != KIND_LITERAL) break;
                if (op >= out_len) return 0;
                out[op++] = (uint8_t)E_VALUE(e);
            }
            if (kind == KIND_LITERAL) continue;
        }
        if (kind == KIND_END) { *pos = op; return within_input(r); }
        if (kind != KIND_LENGTH) return 0;
        /* A length and a distance: at most 20 + 28 bits; refilled if the second literal above
           used some. */
        if (r->bits < 48) refill(r);
        unsigned len = E_VALUE(e) + take(r, E_EXTRA(e));
        uint32_t d = decode(r, dt, DIST_BITS);
        if (E_KIND(d) != KIND_LENGTH) return 0;
        unsigned dist = E_VALUE(d) + take(r, E_EXTRA(d));
        if (dist > op) return 0;
        if (out_len - op >= FAST_ROOM) {
            copy_match(out + op, dist, len);
        } else {
            if (len > out_len - op) return 0;
            for (unsigned i = 0; i < len; i++) out[op + i] = out[op + i - dist];
        }
        op += len;
    }
}

static int fixed_tables(uint32_t *lt, uint32_t *dt) {
    uint8_t lens[288];
    memset(lens, 8, 144);
    memset(lens + 144, 9, 112);
    memset(lens + 256, 7, 24);
    memset(lens + 280, 8, 8);
    if (!build_table(lt, LITLEN_SIZE, LITLEN_BITS, lens, 288, TABLE_LITLEN)) return 0;
    /* 32 distance codes of 5 bits, a complete code; 30 and 31 decode as invalid. */
    memset(lens, 5, 32);
    return build_table(dt, DIST_SIZE, DIST_BITS, lens, 32, TABLE_DIST);
}

static int dynamic_tables(bitreader *r, uint32_t *lt, uint32_t *dt) {
    static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    refill(r);
    unsigned nlen = take(r, 5) + 257, ndist = take(r, 5) + 1, ncode = take(r, 4) + 4;
    if (nlen > 286 || ndist > 30) return 0;   /* zlib: too many length or distance symbols */
    uint8_t pre[19] = {0};
    for (unsigned i = 0; i < ncode; i++) {
        if (r->bits < 3) refill(r);
        pre[order[i]] = (uint8_t)take(r, 3);
    }
    uint32_t pt[1 << PRECODE_BITS];
    if (!build_table(pt, 1 << PRECODE_BITS, PRECODE_BITS, pre, 19, TABLE_PRECODE)) return 0;
    uint8_t lens[286 + 30];
    unsigned n = 0;
    while (n < nlen + ndist) {
        refill(r);
        uint32_t e = decode(r, pt, PRECODE_BITS);
        if (E_KIND(e) != KIND_LITERAL) return 0;
        unsigned sym = E_VALUE(e), rep, value;
        if (sym < 16) { lens[n++] = (uint8_t)sym; continue; }
        if (sym == 16) {
            if (n == 0) return 0;
            value = lens[n - 1]; rep = 3 + take(r, 2);
        } else if (sym == 17) { value = 0; rep = 3 + take(r, 3); }
        else { value = 0; rep = 11 + take(r, 7); }
        if (rep > nlen + ndist - n) return 0;
        memset(lens + n, (int)value, rep);
        n += rep;
    }
    if (lens[256] == 0) return 0;   /* zlib: missing end-of-block code */
    if (!within_input(r)) return 0;
    return build_table(lt, LITLEN_SIZE, LITLEN_BITS, lens, nlen, TABLE_LITLEN)
        && build_table(dt, DIST_SIZE, DIST_BITS, lens + nlen, ndist, TABLE_DIST);
}

int cpng_inflate_zlib(const uint8_t *in, size_t in_len, uint8_t *out, size_t out_len) {
    return cpng_inflate_zlib_progress(in, in_len, out, out_len, NULL, NULL);
}

/* The window: a match reaches at most this far back. */
#define WINDOW ((size_t)32768)

int cpng_inflate_zlib_progress(const uint8_t *in, size_t in_len, uint8_t *out, size_t out_len,
                               cpng_inflate_progress progress, void *context) {
    if (in == NULL || out == NULL || in_len < 2 + 4) return 0;
    /* zlib header: deflate, window at most 32K, no preset dictionary, check bits right. */
    if ((in[0] & 0x0f) != 8 || (in[0] >> 4) > 7 || (in[1] & 0x20) || ((unsigned)in[0] * 256 + in[1]) % 31 != 0)
        return 0;
    bitreader r = {in, in_len, 2, 0, 0};
    uint32_t lt[LITLEN_SIZE], dt[DIST_SIZE];
    size_t op = 0, summed = 0;
    uint32_t adler = 1;
    int final;
    do {
        refill(&r);
        final = (int)take(&r, 1);
        unsigned type = take(&r, 2);
        if (type == 0) {
            /* Stored: to the byte boundary, then LEN and its complement, then the bytes. */
            take(&r, r.bits & 7);
            size_t at = r.ip - r.bits / 8;   /* the first byte not consumed */
            if (at > in_len || in_len - at < 4) return 0;
            unsigned len = (unsigned)in[at] | ((unsigned)in[at + 1] << 8);
            unsigned nlen = (unsigned)in[at + 2] | ((unsigned)in[at + 3] << 8);
            if ((len ^ 0xffffu) != nlen) return 0;
            at += 4;
            if (in_len - at < len || out_len - op < len) return 0;
            memcpy(out + op, in + at, len);
            op += len;
            r.ip = at + len; r.bb = 0; r.bits = 0;
        } else if (type == 1 || type == 2) {
            if (type == 1 ? !fixed_tables(lt, dt) : !dynamic_tables(&r, lt, dt)) return 0;
            if (!inflate_block(&r, lt, dt, out, out_len, &op)) return 0;
        } else {
            return 0;
        }
        /* With a caller waiting on the output: the block summed while it is in cache, and the
           part the inflate is done with handed over. */
        if (progress != NULL) {
            adler = libdeflate_adler32(adler, out + summed, op - summed);
            summed = op;
            if (!final && op > WINDOW && !progress(context, op - WINDOW)) return 0;
        }
    } while (!final);
    if (op != out_len) return 0;
    take(&r, r.bits & 7);
    size_t at = r.ip - r.bits / 8;
    if (at > in_len || in_len - at < 4) return 0;
    uint32_t expected = ((uint32_t)in[at] << 24) | ((uint32_t)in[at + 1] << 16) | ((uint32_t)in[at + 2] << 8) | in[at + 3];
    if (progress == NULL) return libdeflate_adler32(1, out, out_len) == expected;
    return adler == expected && progress(context, out_len);
}
