/* DEFLATE (RFC 1951) in a zlib wrapper (RFC 1950), made for the scanlines of UI frames.

   A list frame is mostly repeats a general compressor finds one byte at a time: rows equal to
   the row above, long runs of one colour, the same glyph again along a line. General LZ77
   matchfinders (zlib, libdeflate) insert every byte of every match into their hash tables, and
   on these frames that insertion is most of their time (docs/benchmarks.md). Here the two
   repeats a raster image has by construction are tried first at every position, the pixel to
   the left (distance `bpp`) and the pixel above (distance `row_len`), and one hash probe finds
   the rest; bytes inside a match are never hashed. The tokens are coded with dynamic Huffman
   codes per block of at most 65,536 tokens, or stored when that would be smaller.
   Deterministic: the output depends on the input bytes alone. */
#include "ui_deflate.h"
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

#define HASH_BITS 15
#define WINDOW 32768u
#define MIN_MATCH 3
#define MAX_MATCH 258
#define BLOCK_TOKENS 65536
#define LITLEN_SYMS 288
#define DIST_SYMS 30
#define CL_SYMS 19
#define CHAIN_DEPTH 8        /* older positions with the same hash tried per probe */
#define INSERT_WITHIN 16     /* matches shorter than this have their inner positions hashed too */
#define LAZY_BELOW 32        /* a match shorter than this is weighed against one starting a byte later */
/* Input read past the position: a match one byte later (lazy) and the 4 bytes a hash reads. */
#define LOOKAHEAD (1 + MAX_MATCH + 4)
/* A block stored rather than coded needs its raw bytes. A dynamic block costs at most 4,513 bits
   of header and end code plus 48 bits a token (15 + 5 length, 15 + 13 distance), and a stored one
   at least 8 bits a byte plus 48: with at most BLOCK_TOKENS tokens, a block of more than
   558 + 6 * 65,536 = 393,774 bytes is never stored. A ring input keeps the current block's bytes
   only up to this length, and the window's after it. */
#define RING_RETAIN 393775u
/* Byte p of the input, flat or ring (`in` and `mask` in scope). */
#define AT(p) (in + ((p) & mask))
/* The current block's raw bytes, for a stored block: gone from a ring past RING_RETAIN. */
#define BLOCK_RAW (mask != SIZE_MAX && p - block_start > RING_RETAIN ? NULL : AT(block_start))

struct ui_deflate {
    uint32_t head[1u << HASH_BITS];       /* last position + 1 with this hash, 0 = none */
    uint32_t prev[WINDOW];                /* the position + 1 before, with the same hash, by position mod WINDOW */
    uint32_t tokens[BLOCK_TOKENS];        /* < 256: a literal; else (length << 16) | distance */
};

ui_deflate *ui_deflate_new(void) { return (ui_deflate *)calloc(1, sizeof(ui_deflate)); }
void ui_deflate_free(ui_deflate *s) { free(s); }

size_t ui_zlib_bound(size_t n) {
    /* A block is written dynamic only when smaller than its stored form, so the worst case is
       every block stored: 5 bytes a 65,535-byte part plus one more part and a padding byte per
       block, and a block covers at least 65,536 bytes (one a token) but the last. With the
       zlib header (2), Adler-32 (4) and bit slack: at most 11 bytes a 65,535 + 13. */
    return n + 11 * (n / 65535 + 2) + 16;
}

/* ---- bit output ---- */
typedef struct { uint8_t *p, *end; uint64_t acc; unsigned bits; int overflow; } bitwriter;

static inline void put_bits(bitwriter *w, uint32_t value, unsigned count) {
    w->acc |= (uint64_t)value << w->bits;
    w->bits += count;
    if (w->bits < 32) return;
    /* Four whole bytes at a time: one unaligned store where there is room for it. */
    if (w->end - w->p >= 8) {
        uint64_t v = w->acc;
        memcpy(w->p, &v, 8);   /* little-endian: the low bytes go first, as DEFLATE wants */
        w->p += 4;
    } else {
        for (int i = 0; i < 4; i++) {
            if (w->p < w->end) *w->p++ = (uint8_t)(w->acc >> (8 * i)); else w->overflow = 1;
        }
    }
    w->acc >>= 32; w->bits -= 32;
}

/* Writes out the whole bytes still in the accumulator (the bits left over stay). */
static void flush_bytes(bitwriter *w) {
    while (w->bits >= 8) {
        if (w->p < w->end) *w->p++ = (uint8_t)w->acc; else w->overflow = 1;
        w->acc >>= 8; w->bits -= 8;
    }
}

static void align_byte(bitwriter *w) { flush_bytes(w); if (w->bits > 0) { w->bits = 8; flush_bytes(w); } }

/* ---- length and distance symbols ---- */
static inline unsigned top_bit(uint32_t x) { return 31u - (unsigned)__builtin_clz(x); }

static inline void length_symbol(unsigned len, unsigned *sym, unsigned *extra_bits, unsigned *extra) {
    if (len == 258) { *sym = 285; *extra_bits = 0; *extra = 0; return; }
    unsigned x = len - 3;
    if (x < 8) { *sym = 257 + x; *extra_bits = 0; *extra = 0; return; }
    unsigned nb = top_bit(x);
    *sym = 257 + 4 * (nb - 1) + ((x >> (nb - 2)) & 3);
    *extra_bits = nb - 2;
    *extra = x & ((1u << (nb - 2)) - 1);
}

static inline void distance_symbol(unsigned dist, unsigned *sym, unsigned *extra_bits, unsigned *extra) {
    unsigned x = dist - 1;
    if (x < 4) { *sym = x; *extra_bits = 0; *extra = 0; return; }
    unsigned nb = top_bit(x);
    *sym = 2 * nb + ((x >> (nb - 1)) & 1);
    *extra_bits = nb - 1;
    *extra = x & ((1u << (nb - 1)) - 1);
}

/* ---- Huffman code lengths, limited to `limit` bits ---- */

/* Moffat and Katajainen's in-place minimum-redundancy code: A holds n weights sorted ascending and
   receives the code lengths in the same order. */
static void minimum_redundancy(uint32_t *A, int n) {
    int root, leaf, next, avbl, used, dpth;
    if (n == 0) return;
    if (n == 1) { A[0] = 1; return; }
    A[0] += A[1]; root = 0; leaf = 2;
    for (next = 1; next < n - 1; next++) {
        if (leaf >= n || A[root] < A[leaf]) { A[next] = A[root]; A[root++] = (uint32_t)next; }
        else A[next] = A[leaf++];
        if (leaf >= n || (root < next && A[root] < A[leaf])) { A[next] += A[root]; A[root++] = (uint32_t)next; }
        else A[next] += A[leaf++];
    }
    A[n - 2] = 0;
    for (next = n - 3; next >= 0; next--) A[next] = A[A[next]] + 1;
    avbl = 1; used = dpth = 0; root = n - 2; next = n - 1;
    while (avbl > 0) {
        while (root >= 0 && (int)A[root] == dpth) { used++; root--; }
        while (avbl > used) { A[next--] = (uint32_t)dpth; avbl--; }
        avbl = 2 * used; dpth++; used = 0;
    }
}

static void code_lengths(const uint32_t *freq, int n, unsigned limit, uint8_t *lens) {
    int syms[LITLEN_SYMS]; uint32_t weights[LITLEN_SYMS]; int m = 0;
    for (int i = 0; i < n; i++) { lens[i] = 0; if (freq[i]) syms[m++] = i; }
    if (m == 0) return;
    if (m == 1) { lens[syms[0]] = 1; return; }
    /* Ascending by frequency, ties by symbol: insertion sort of at most 288 symbols. */
    for (int i = 1; i < m; i++) {
        int s = syms[i], j = i - 1;
        while (j >= 0 && freq[syms[j]] > freq[s]) { syms[j + 1] = syms[j]; j--; }
        syms[j + 1] = s;
    }
    for (int i = 0; i < m; i++) weights[i] = freq[syms[i]];
    minimum_redundancy(weights, m);
    /* Lengths over the limit: move codes up until the Kraft sum is exact again (as miniz does). */
    int count[33] = {0};
    for (int i = 0; i < m; i++) count[weights[i] > 32 ? 32 : weights[i]]++;
    for (unsigned i = limit + 1; i <= 32; i++) { count[limit] += count[i]; count[i] = 0; }
    uint32_t total = 0;
    for (unsigned i = limit; i > 0; i--) total += (uint32_t)count[i] << (limit - i);
    while (total != (1u << limit)) {
        count[limit]--;
        for (unsigned i = limit - 1; i > 0; i--) {
            if (count[i]) { count[i]--; count[i + 1] += 2; break; }
        }
        total--;
    }
    /* The least frequent symbols take the longest codes. */
    int k = 0;
    for (unsigned len = limit; len > 0; len--) {
        for (int c = count[len]; c > 0; c--) lens[syms[k++]] = (uint8_t)len;
    }
}

static void canonical_codes(const uint8_t *lens, int n, uint16_t *codes) {
    unsigned bl_count[16] = {0}, next_code[16];
    for (int i = 0; i < n; i++) bl_count[lens[i]]++;
    bl_count[0] = 0;
    unsigned code = 0;
    for (int bits = 1; bits < 16; bits++) { code = (code + bl_count[bits - 1]) << 1; next_code[bits] = code; }
    for (int i = 0; i < n; i++) {
        unsigned len = lens[i];
        if (len == 0) { codes[i] = 0; continue; }
        unsigned c = next_code[len]++, r = 0;   /* DEFLATE sends Huffman codes from the top bit */
        for (unsigned b = 0; b < len; b++) { r = (r << 1) | (c & 1); c >>= 1; }
        codes[i] = (uint16_t)r;
    }
}

/* ---- one block ---- */

static const uint8_t cl_order[CL_SYMS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* The code-length sequence run-length coded: (symbol, extra) pairs. Returns the pair count. */
static int run_length_lengths(const uint8_t *L, int total, uint8_t *sym, uint8_t *extra) {
    int out = 0, i = 0;
    while (i < total) {
        uint8_t cur = L[i];
        int run = 1;
        while (i + run < total && L[i + run] == cur) run++;
        if (cur == 0) {
            while (run >= 11) { int r = run > 138 ? 138 : run; sym[out] = 18; extra[out++] = (uint8_t)(r - 11); run -= r; i += r; }
            if (run >= 3) { sym[out] = 17; extra[out++] = (uint8_t)(run - 3); i += run; run = 0; }
            while (run > 0) { sym[out] = 0; extra[out++] = 0; i++; run--; }
        } else {
            sym[out] = cur; extra[out++] = 0; i++; run--;
            while (run >= 3) { int r = run > 6 ? 6 : run; sym[out] = 16; extra[out++] = (uint8_t)(r - 3); i += r; run -= r; }
            while (run > 0) { sym[out] = cur; extra[out++] = 0; i++; run--; }
        }
    }
    return out;
}

static const uint8_t cl_extra_bits[CL_SYMS] = {0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0, 2, 3, 7};

static void write_stored(bitwriter *w, const uint8_t *raw, size_t len, int final) {
    do {
        size_t part = len > 65535 ? 65535 : len;
        int last = final && part == len;
        put_bits(w, (uint32_t)last, 1); put_bits(w, 0, 2);
        align_byte(w);
        put_bits(w, (uint32_t)part, 16); put_bits(w, (uint32_t)(~part & 0xffff), 16);
        flush_bytes(w);
        if ((size_t)(w->end - w->p) >= part) { memcpy(w->p, raw, part); w->p += part; } else w->overflow = 1;
        raw += part; len -= part;
    } while (len > 0);
}

/* Codes `count` tokens that stand for raw[0..raw_len) as one dynamic block, or as stored blocks
   when those are smaller. */
static void write_block(bitwriter *w, const uint32_t *tokens, int count, const uint8_t *raw, size_t raw_len, int final) {
    uint32_t lf[LITLEN_SYMS] = {0}, df[DIST_SYMS] = {0};
    for (int i = 0; i < count; i++) {
        uint32_t t = tokens[i];
        if (t < 256) { lf[t]++; continue; }
        unsigned s, eb, e;
        length_symbol(t >> 16, &s, &eb, &e); lf[s]++;
        distance_symbol(t & 0xffff, &s, &eb, &e); df[s]++;
    }
    lf[256] = 1;
    uint8_t ll[LITLEN_SYMS], dl[DIST_SYMS];
    code_lengths(lf, LITLEN_SYMS, 15, ll);
    code_lengths(df, DIST_SYMS, 15, dl);
    /* A block with no match still needs one distance code (decoders accept a lone 1-bit code). */
    int any_dist = 0;
    for (int i = 0; i < DIST_SYMS; i++) any_dist |= dl[i];
    if (!any_dist) dl[0] = 1;

    int hlit = 286, hdist = 30;
    while (hlit > 257 && ll[hlit - 1] == 0) hlit--;
    while (hdist > 1 && dl[hdist - 1] == 0) hdist--;
    uint8_t all[LITLEN_SYMS + DIST_SYMS];
    memcpy(all, ll, (size_t)hlit); memcpy(all + hlit, dl, (size_t)hdist);
    uint8_t rl_sym[LITLEN_SYMS + DIST_SYMS], rl_extra[LITLEN_SYMS + DIST_SYMS];
    int rl = run_length_lengths(all, hlit + hdist, rl_sym, rl_extra);
    uint32_t cf[CL_SYMS] = {0};
    for (int i = 0; i < rl; i++) cf[rl_sym[i]]++;
    uint8_t cl[CL_SYMS];
    code_lengths(cf, CL_SYMS, 7, cl);
    int hclen = CL_SYMS;
    while (hclen > 4 && cl[cl_order[hclen - 1]] == 0) hclen--;

    /* The block's size in bits, to choose between it and stored blocks. */
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen;
    for (int i = 0; i < CL_SYMS; i++) bits += (uint64_t)cf[i] * (cl[i] + cl_extra_bits[i]);
    for (int i = 0; i < LITLEN_SYMS; i++) {
        if (!lf[i]) continue;
        unsigned eb = 0;
        if (i >= 265 && i < 285) eb = (unsigned)(i - 261) / 4;
        bits += (uint64_t)lf[i] * (ll[i] + eb);
    }
    for (int i = 0; i < DIST_SYMS; i++) {
        if (df[i]) bits += (uint64_t)df[i] * (dl[i] + (i < 4 ? 0 : (unsigned)(i / 2 - 1)));
    }
    uint64_t stored_bits = 8 * ((uint64_t)raw_len + 5 * (raw_len / 65535 + 1)) + 8;
    /* raw is NULL only where stored cannot win (a ring input, see RING_RETAIN). */
    if (bits >= stored_bits && raw != NULL) { write_stored(w, raw, raw_len, final); return; }

    uint16_t lcode[LITLEN_SYMS], dcode[DIST_SYMS], ccode[CL_SYMS];
    canonical_codes(ll, LITLEN_SYMS, lcode);
    canonical_codes(dl, DIST_SYMS, dcode);
    canonical_codes(cl, CL_SYMS, ccode);

    put_bits(w, (uint32_t)final, 1); put_bits(w, 2, 2);
    put_bits(w, (uint32_t)(hlit - 257), 5); put_bits(w, (uint32_t)(hdist - 1), 5); put_bits(w, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put_bits(w, cl[cl_order[i]], 3);
    for (int i = 0; i < rl; i++) {
        put_bits(w, ccode[rl_sym[i]], cl[rl_sym[i]]);
        if (cl_extra_bits[rl_sym[i]]) put_bits(w, rl_extra[i], cl_extra_bits[rl_sym[i]]);
    }
    for (int i = 0; i < count; i++) {
        uint32_t t = tokens[i];
        if (t < 256) { put_bits(w, lcode[t], ll[t]); continue; }
        unsigned s, eb, e;
        length_symbol(t >> 16, &s, &eb, &e);
        put_bits(w, lcode[s], ll[s]);
        if (eb) put_bits(w, e, eb);
        distance_symbol(t & 0xffff, &s, &eb, &e);
        put_bits(w, dcode[s], dl[s]);
        if (eb) put_bits(w, e, eb);
    }
    put_bits(w, lcode[256], ll[256]);
}

/* ---- match finding ---- */

static inline size_t match_length(const uint8_t *a, const uint8_t *b, size_t max) {
    size_t l = 0;
    while (l + 8 <= max) {
        uint64_t x, y;
        memcpy(&x, a + l, 8); memcpy(&y, b + l, 8);
        if (x != y) return l + ((size_t)__builtin_ctzll(x ^ y) >> 3);
        l += 8;
    }
    while (l < max && a[l] == b[l]) l++;
    return l;
}

static inline uint32_t hash4(const uint8_t *p) {
    uint32_t v; memcpy(&v, p, 4);
    return (v * 0x1e35a7bdu) >> (32 - HASH_BITS);
}

/* Records position p (which has 4 bytes after it) under its hash; returns the previous head. */
static inline uint32_t insert_hash(ui_deflate *s, const uint8_t *in, size_t mask, size_t p) {
    uint32_t h = hash4(AT(p));
    uint32_t q = s->head[h];
    if (q == (uint32_t)p + 1) return s->prev[p & (WINDOW - 1)];   /* already in (a lazy look-ahead) */
    s->head[h] = (uint32_t)p + 1;
    s->prev[p & (WINDOW - 1)] = q;
    return q;
}

/* The longer of the two repeats a raster image has by construction, the pixel to the left and
   the pixel above: the whole search of a quick compression (ui_zlib_compress_ring's `quick`).
   Nothing is hashed. */
static inline __attribute__((always_inline))
size_t repeat_match(const uint8_t *in, size_t mask, size_t n, size_t p, size_t row_len,
                    size_t bpp, int above_ok, int left_ok, size_t *dist) {
    size_t max = n - p < MAX_MATCH ? n - p : MAX_MATCH;
    size_t best = 0;
    *dist = 0;
    if (max < MIN_MATCH) return 0;
    /* The pixel to the left first: on a tie its short distance costs fewer bits. */
    if (left_ok && p >= bpp) { best = match_length(AT(p), AT(p - bpp), max); *dist = bpp; }
    if (best < max && above_ok && p >= row_len) {
        size_t l = match_length(AT(p), AT(p - row_len), max);
        if (l > best) { best = l; *dist = row_len; }
    }
    return best;   /* below MIN_MATCH: a literal */
}

/* The longest match at p: the pixel to the left, then the pixel above, then the hash chain.
   Hashes p when the two fixed repeats fall short. */
static inline __attribute__((always_inline))
size_t longest_match(ui_deflate *s, const uint8_t *in, size_t mask, size_t n, size_t p, size_t row_len,
                     size_t bpp, int above_ok, int left_ok, size_t *dist) {
    size_t max = n - p < MAX_MATCH ? n - p : MAX_MATCH;
    if (max < MIN_MATCH) { *dist = 0; return 0; }
    size_t best = repeat_match(in, mask, n, p, row_len, bpp, above_ok, left_ok, dist);
    if (best < max && max >= 4) {
        uint32_t q = insert_hash(s, in, mask, p);
        for (int depth = 0; q != 0 && depth < CHAIN_DEPTH; depth++) {
            size_t d = p - (q - 1);
            if (d > WINDOW) break;
            if (d != row_len && d != bpp && AT(p)[best] == AT(p - d)[best]) {
                size_t l = match_length(AT(p), AT(p - d), max);
                if (l > best) { best = l; *dist = d; if (l == max) break; }
            }
            q = s->prev[(q - 1) & (WINDOW - 1)];
        }
    }
    /* A 3-byte match far away costs more bits than three literals. */
    if (best == MIN_MATCH && *dist > 4096) best = 0;
    return best;
}

/* longest_match made twice, for a flat input (no masking) and for a ring: it is too large to
   inline at both of its calls, and a mask passed at run time costs the flat input 8 %. */
static __attribute__((noinline))
size_t longest_match_flat(ui_deflate *s, const uint8_t *in, size_t n, size_t p, size_t row_len,
                          size_t bpp, int above_ok, int left_ok, size_t *dist) {
    return longest_match(s, in, SIZE_MAX, n, p, row_len, bpp, above_ok, left_ok, dist);
}

static __attribute__((noinline))
size_t longest_match_ring(ui_deflate *s, const uint8_t *in, size_t mask, size_t n, size_t p, size_t row_len,
                          size_t bpp, int above_ok, int left_ok, size_t *dist) {
    return longest_match(s, in, mask, n, p, row_len, bpp, above_ok, left_ok, dist);
}

/* The longest match at p, by the version for this input; with `quick`, the longer fixed repeat. */
#define LONGEST_MATCH(p, dist) (quick ? repeat_match(in, mask, n, (p), row_len, bpp, above_ok, left_ok, (dist)) \
    : mask == SIZE_MAX \
    ? longest_match_flat(s, in, n, (p), row_len, bpp, above_ok, left_ok, (dist)) \
    : longest_match_ring(s, in, mask, n, (p), row_len, bpp, above_ok, left_ok, (dist)))

/* The compressor over input at `in`, byte p at AT(p): `mask` is all ones for a flat input, or
   the ring's size - 1 (inlined for each, so the flat input pays no masking). `quick` (a
   constant where it is inlined): only the two fixed repeats are tried, with no lazy matching. */
static inline __attribute__((always_inline))
size_t compress(ui_deflate *s, const uint8_t *in, size_t mask, size_t n, size_t row_len, size_t bpp,
                ui_input_fn more, void *more_ctx, uint8_t *out, size_t cap, const int quick) {
    if (s == NULL || out == NULL || cap < 8 || n > 0xffffffffu - 1) return 0;
    bitwriter w = {out, out + cap, 0, 0, 0};
    put_bits(&w, 0x78, 8); put_bits(&w, 0x01, 8);    /* CM 8, 32K window; FCHECK makes it a multiple of 31 */
    memset(s->head, 0, sizeof s->head);
    size_t p = 0, block_start = 0;
    int count = 0;
    int above_ok = row_len > 0 && row_len <= WINDOW, left_ok = bpp > 0 && bpp <= WINDOW;
    /* Adler-32 as the input arrives, while it is in cache. */
    size_t ready = more ? 0 : n;
    uint32_t adler = more ? 1 : libdeflate_adler32(1, in, n);
    const int ring = mask != SIZE_MAX;
    while (p < n) {
        if (ready < n && p + LOOKAHEAD > ready) {
            size_t now = more(more_ctx, p + LOOKAHEAD);
            if (now <= ready || now > n || (now < n && now < p + LOOKAHEAD)) return 0;
            /* A ring holds the bytes still needed, the window or the block (RING_RETAIN), and what
               was just written; a writer further ahead has overwritten some of them. */
            if (ring) {
                size_t window = p > WINDOW ? p - WINDOW : 0;
                size_t keep = p - block_start <= RING_RETAIN && block_start < window ? block_start : window;
                if (now - keep > mask + 1) return 0;
            }
            adler = libdeflate_adler32(adler, AT(ready), now - ready);
            ready = now;
        }
        size_t best_dist = 0;
        size_t best = LONGEST_MATCH(p, &best_dist);
        /* Lazy evaluation: a longer match one byte later is worth a literal now. */
        if (!quick && best >= MIN_MATCH && best < LAZY_BELOW && p + 1 < n) {
            size_t next_dist = 0;
            size_t next = LONGEST_MATCH(p + 1, &next_dist);
            if (next > best + 1) {
                s->tokens[count++] = *AT(p);
                p++;
                best = next; best_dist = next_dist;
                if (count == BLOCK_TOKENS) {
                    write_block(&w, s->tokens, count, BLOCK_RAW, p - block_start, 0);
                    block_start = p; count = 0;
                }
            }
        }
        if (best >= MIN_MATCH) {
            s->tokens[count++] = ((uint32_t)best << 16) | (uint32_t)best_dist;
            if (!quick && best < INSERT_WITHIN) {
                for (size_t k = 1; k < best && p + k + 4 <= n; k++) insert_hash(s, in, mask, p + k);
            }
            p += best;
        } else {
            s->tokens[count++] = *AT(p);
            p++;
        }
        if (count == BLOCK_TOKENS) {
            write_block(&w, s->tokens, count, BLOCK_RAW, p - block_start, p == n);
            block_start = p; count = 0;
        }
    }
    if (count > 0 || n == 0) write_block(&w, s->tokens, count, BLOCK_RAW, p - block_start, 1);
    align_byte(&w);
    put_bits(&w, adler >> 24, 8); put_bits(&w, (adler >> 16) & 0xff, 8);
    put_bits(&w, (adler >> 8) & 0xff, 8); put_bits(&w, adler & 0xff, 8);
    flush_bytes(&w);
    if (w.overflow) return 0;
    return (size_t)(w.p - out);
}

size_t ui_zlib_compress(ui_deflate *s, const uint8_t *in, size_t n, size_t row_len, size_t bpp,
                        ui_input_fn more, void *more_ctx, uint8_t *out, size_t cap, int quick) {
    return quick ? compress(s, in, SIZE_MAX, n, row_len, bpp, more, more_ctx, out, cap, 1)
                 : compress(s, in, SIZE_MAX, n, row_len, bpp, more, more_ctx, out, cap, 0);
}

size_t ui_zlib_compress_ring(ui_deflate *s, const uint8_t *ring, size_t ring_size, size_t n, size_t row_len,
                             size_t bpp, ui_input_fn more, void *more_ctx, uint8_t *out, size_t cap, int quick) {
    /* The ring must be a power of two, and read ahead of the position and written by `more`
       (which is required: the ring cannot hold the whole input). */
    if (ring_size == 0 || (ring_size & (ring_size - 1)) != 0 || more == NULL) return 0;
    return quick ? compress(s, ring, ring_size - 1, n, row_len, bpp, more, more_ctx, out, cap, 1)
                 : compress(s, ring, ring_size - 1, n, row_len, bpp, more, more_ctx, out, cap, 0);
}

size_t ui_ring_retain(void) { return RING_RETAIN; }
