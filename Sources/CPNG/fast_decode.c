/* PNG decoding without libpng for the files verify reads most: 8-bit RGB or RGBA, not interlaced
   (every frame ListRender writes, and what most tools write for screenshots). The image data is
   inflated by png_inflate.c (faster than libdeflate on the short-distance matches of UI frames)
   and unfiltered here, a row at a time: RGB rows as the inflate finishes each deflate block,
   while they are in cache, RGBA rows after the whole stream:
   about 3x faster than libpng over the same file (docs/benchmarks.md). Anything else, and any
   file that is not well formed, is left to libpng (cpng_decode_rgba), which names the problem. */
#include "cpng.h"
#include "png_inflate.h"
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

static uint32_t be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};

/* Walks the chunks: the header's fields, and the image data's total length (its pieces are
   gathered by fast_gather). Returns 0 unless the file is one the fast path decodes exactly as
   libpng would: every chunk complete with its CRC right, IHDR first, 8-bit RGB without tRNS
   (libpng would turn its colour transparent) or 8-bit RGBA, no interlace, one run of IDATs. */
static int fast_scan(const uint8_t *data, size_t len, uint32_t *w, uint32_t *h, int *channels, size_t *idat_len) {
    if (len < 8 + 25 || memcmp(data, signature, 8) != 0) return 0;
    size_t pos = 8;
    int seen_header = 0, seen_idat = 0, idat_ended = 0;
    size_t total = 0;
    while (pos + 12 <= len) {
        uint32_t n = be32(data + pos);
        const uint8_t *type = data + pos + 4;
        if (n > 0x7fffffffu || len - pos - 12 < n) return 0;
        if (libdeflate_crc32(0, type, (size_t)n + 4) != be32(data + pos + 8 + n)) return 0;
        if (!seen_header) {
            if (memcmp(type, "IHDR", 4) != 0 || n != 13) return 0;
            const uint8_t *d = type + 4;
            *w = be32(d); *h = be32(d + 4);
            if (*w == 0 || *h == 0 || *w > 0x7fffffffu || *h > 0x7fffffffu) return 0;
            if ((uint64_t)*w * *h > CPNG_MAX_DECODE_PIXELS) return 0;
            if (d[8] != 8 || (d[9] != 2 && d[9] != 6) || d[10] != 0 || d[11] != 0 || d[12] != 0) return 0;
            *channels = d[9] == 2 ? 3 : 4;
            seen_header = 1;
        } else if (memcmp(type, "IDAT", 4) == 0) {
            if (idat_ended) return 0;
            seen_idat = 1;
            total += n;
        } else {
            if (seen_idat) idat_ended = 1;
            if (memcmp(type, "IEND", 4) == 0) { *idat_len = total; return seen_idat; }
            if (memcmp(type, "tRNS", 4) == 0) return 0;
            /* Another critical chunk (upper-case first letter) than PLTE, which RGB may carry as a
               suggestion, is one libpng would refuse or interpret. */
            if (!(type[0] & 0x20) && memcmp(type, "PLTE", 4) != 0) return 0;
        }
        pos += 12 + (size_t)n;
    }
    return 0;   /* no IEND: truncated */
}

/* The IDAT chunks' data, one after the other (a pointer into `data` when there is one chunk).
   Walks the chunks fast_scan checked, and no further: it stops at IEND, as fast_scan does
   (bytes after IEND, which may claim to be IDATs of any length, are not read; found by
   FuzzPNGDecode), and never copies more than `total` bytes. */
static const uint8_t *fast_gather(const uint8_t *data, size_t len, size_t total, uint8_t **owned) {
    *owned = NULL;
    size_t pos = 8, at = 0;
    const uint8_t *only = NULL;
    int count = 0;
    while (pos + 12 <= len) {
        uint32_t n = be32(data + pos);
        if (len - pos - 12 < n || memcmp(data + pos + 4, "IEND", 4) == 0) break;
        if (memcmp(data + pos + 4, "IDAT", 4) == 0) { only = data + pos + 8; count++; }
        pos += 12 + (size_t)n;
    }
    if (count == 1) return only;
    uint8_t *joined = (uint8_t *)malloc(total ? total : 1);
    if (joined == NULL) return NULL;
    for (pos = 8; pos + 12 <= len; ) {
        uint32_t n = be32(data + pos);
        if (len - pos - 12 < n || memcmp(data + pos + 4, "IEND", 4) == 0) break;
        if (memcmp(data + pos + 4, "IDAT", 4) == 0) {
            if (n > total - at) { free(joined); return NULL; }
            memcpy(joined + at, data + pos + 8, n);
            at += n;
        }
        pos += 12 + (size_t)n;
    }
    *owned = joined;
    return joined;
}

/* Whether the n bytes at p are all zero (a filtered Up row of zeros repeats the row above). */
static int all_zero(const uint8_t *p, size_t n) {
    size_t i = 0;
    while (i + 64 <= n) {
        uint64_t acc = 0;
        for (int k = 0; k < 8; k++) { uint64_t v; memcpy(&v, p + i + 8 * k, 8); acc |= v; }
        if (acc) return 0;
        i += 64;
    }
    uint8_t rest = 0;
    for (; i < n; i++) rest |= p[i];
    return rest == 0;
}

static uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

#if defined(__SSE2__)
/* Sub, Average and Paeth undo a pixel at a time, each from the pixel before it, so they cannot
   run across a row; here a whole pixel (3 or 4 bytes) is one SSE2 step instead of 3 or 4 byte
   steps (other tools' files use them on most rows: 2/3 of a decode's time was Paeth, byte by
   byte). The method is libpng's (filter_sse2_intrinsics.c). */
#include <emmintrin.h>

/* A pixel's bytes in a register, built from byte loads: a memcpy of a variable length went
   through the stack and stalled every pixel on the store. Inlined with a constant bpp. */
static inline __attribute__((always_inline)) __m128i load_pixel(const uint8_t *p, int bpp) {
    uint32_t v = (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16);
    if (bpp == 4) v |= (uint32_t)p[3] << 24;
    return _mm_cvtsi32_si128((int)v);
}

static inline __attribute__((always_inline)) void store_pixel(uint8_t *p, __m128i x, int bpp) {
    uint32_t v = (uint32_t)_mm_cvtsi128_si32(x);
    p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16);
    if (bpp == 4) p[3] = (uint8_t)(v >> 24);
}

static inline __attribute__((always_inline)) void unfilter_sub(uint8_t *row, size_t n, int bpp) {
    __m128i a = _mm_setzero_si128();
    for (size_t i = 0; i + (size_t)bpp <= n; i += (size_t)bpp) {
        a = _mm_add_epi8(a, load_pixel(row + i, bpp));
        store_pixel(row + i, a, bpp);
    }
}

static inline __attribute__((always_inline)) void unfilter_avg(uint8_t *row, const uint8_t *prev, size_t n, int bpp) {
    __m128i a = _mm_setzero_si128();
    const __m128i one = _mm_set1_epi8(1);
    for (size_t i = 0; i + (size_t)bpp <= n; i += (size_t)bpp) {
        __m128i b = load_pixel(prev + i, bpp);
        /* (a + b) >> 1 without overflow: the rounded-up average less the bit it rounded up. */
        __m128i avg = _mm_sub_epi8(_mm_avg_epu8(a, b), _mm_and_si128(_mm_xor_si128(a, b), one));
        a = _mm_add_epi8(avg, load_pixel(row + i, bpp));
        store_pixel(row + i, a, bpp);
    }
}

static __m128i if_then_else(__m128i mask, __m128i a, __m128i b) {
    return _mm_or_si128(_mm_and_si128(mask, a), _mm_andnot_si128(mask, b));
}

static __m128i abs_i16(__m128i x) { return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x)); }

/* One pixel of a Paeth row, 16-bit lanes: x (the filtered bytes) plus the predictor of a (left),
   b (above) and c (above left). */
static inline __attribute__((always_inline)) __m128i paeth_pixel(__m128i x, __m128i a, __m128i b, __m128i c) {
    /* pa = |p - a| = |b - c|, pb = |p - b| = |a - c|, pc = |p - c| = |(b - c) + (a - c)|. */
    __m128i pa = _mm_sub_epi16(b, c), pb = _mm_sub_epi16(a, c);
    __m128i pc = abs_i16(_mm_add_epi16(pa, pb));
    pa = abs_i16(pa); pb = abs_i16(pb);
    __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
    __m128i nearest = if_then_else(_mm_cmpeq_epi16(smallest, pa), a,
                                   if_then_else(_mm_cmpeq_epi16(smallest, pb), b, c));
    return _mm_and_si128(_mm_add_epi16(x, nearest), _mm_set1_epi16(0xff));
}

static inline __attribute__((always_inline)) void unfilter_paeth(uint8_t *row, const uint8_t *prev, size_t n, int bpp) {
    const __m128i zero = _mm_setzero_si128();
    __m128i a = zero, c = zero;   /* 16-bit lanes */
    for (size_t i = 0; i + (size_t)bpp <= n; i += (size_t)bpp) {
        __m128i b = _mm_unpacklo_epi8(load_pixel(prev + i, bpp), zero);
        a = paeth_pixel(_mm_unpacklo_epi8(load_pixel(row + i, bpp), zero), a, b, c);
        c = b;
        store_pixel(row + i, _mm_packus_epi16(a, a), bpp);
    }
}

/* Two Paeth rows one after the other (most of another tool's text rows): row1's pixel i needs
   row0's pixels i and i - 1, so the two rows run side by side, a pixel apart, and each pixel's
   chain of dependent steps overlaps the other row's (one row alone waits on its own chain). */
static inline __attribute__((always_inline)) void unfilter_paeth2(uint8_t *row0, uint8_t *row1, const uint8_t *prev,
                                                                   size_t n, int bpp) {
    const __m128i zero = _mm_setzero_si128();
    __m128i a0 = zero, c0 = zero, a1 = zero, c1 = zero;   /* 16-bit lanes */
    for (size_t i = 0; i + (size_t)bpp <= n; i += (size_t)bpp) {
        __m128i b0 = _mm_unpacklo_epi8(load_pixel(prev + i, bpp), zero);
        __m128i x1 = _mm_unpacklo_epi8(load_pixel(row1 + i, bpp), zero);
        a0 = paeth_pixel(_mm_unpacklo_epi8(load_pixel(row0 + i, bpp), zero), a0, b0, c0);
        c0 = b0;
        store_pixel(row0 + i, _mm_packus_epi16(a0, a0), bpp);
        a1 = paeth_pixel(x1, a1, a0, c1);
        c1 = a0;
        store_pixel(row1 + i, _mm_packus_epi16(a1, a1), bpp);
    }
}

/* RGB files (PIL's, and most screenshot tools') decoded straight into RGBA: each row is unfiltered
   from its scanline into its output row, against the output row above (RGBA, alpha 255, whose
   alpha lane the filters carry along and the store sets again), so there is no copy of the row
   above and no separate RGB-to-RGBA pass, and a pixel is one word loaded and one stored rather
   than three bytes each (Paeth and Up rows were 2/3 of a PIL reference's unfiltering, the
   expansion most of the rest). Writing output row y never reaches a byte of the scanlines not
   yet read: pixel x's four bytes end at or before where pixel x + 1's three begin (see
   cpng_fast_decode_into). */

/* Pixel x of an RGB scanline as the low three bytes of a word, loaded from the byte before it
   (the filter byte for x = 0, or the previous pixel's last byte, already read and perhaps
   already overwritten), so no load reads past the scanline's last pixel, nor the buffer's end. */
static inline __attribute__((always_inline)) uint32_t rgb_word(const uint8_t *in, uint32_t x) {
    uint32_t v;
    memcpy(&v, in + 3 * (size_t)x - 1, 4);
    return v >> 8;
}

static inline __attribute__((always_inline)) __m128i rgb_pixel(const uint8_t *in, uint32_t x) {
    return _mm_cvtsi32_si128((int)rgb_word(in, x));
}

static inline __attribute__((always_inline)) __m128i rgba_pixel(const uint8_t *row, uint32_t x) {
    uint32_t v;
    memcpy(&v, row + 4 * (size_t)x, 4);
    return _mm_cvtsi32_si128((int)v);
}

static inline __attribute__((always_inline)) void put_rgba(uint8_t *row, uint32_t x, __m128i px) {
    uint32_t v = (uint32_t)_mm_cvtsi128_si32(px) | 0xff000000u;
    memcpy(row + 4 * (size_t)x, &v, 4);
}

/* Four pixels from x, alpha bytes 0. */
static inline __attribute__((always_inline)) __m128i rgb_pixels4(const uint8_t *in, uint32_t x) {
    return _mm_setr_epi32((int)rgb_word(in, x), (int)rgb_word(in, x + 1),
                          (int)rgb_word(in, x + 2), (int)rgb_word(in, x + 3));
}

/* None (prev NULL) and Up: four pixels a step. */
static void rgb_row_none_up(uint8_t *out, const uint8_t *in, const uint8_t *prev, uint32_t w) {
    const __m128i alpha = _mm_set1_epi32((int)0xff000000u);
    uint32_t x = 0;
    for (; x + 4 <= w; x += 4) {
        __m128i v = rgb_pixels4(in, x);
        if (prev) v = _mm_add_epi8(v, _mm_loadu_si128((const __m128i *)(prev + 4 * (size_t)x)));
        _mm_storeu_si128((__m128i *)(out + 4 * (size_t)x), _mm_or_si128(v, alpha));
    }
    for (; x < w; x++) put_rgba(out, x, prev ? _mm_add_epi8(rgb_pixel(in, x), rgba_pixel(prev, x)) : rgb_pixel(in, x));
}

#if defined(__GNUC__) || defined(__clang__)
#include <tmmintrin.h>
#define CPNG_HAS_SSSE3_PATH 1
/* None and Up with SSSE3's byte shuffle: four pixels' twelve bytes spread to sixteen in one
   instruction, instead of four word loads and inserts (Up rows are most of another tool's file,
   and the inserts were half of its unfiltering). Taken when the CPU has SSSE3 (every x86-64 since
   2006; checked once a decode). The 16-byte load reaches 4 bytes past the fourth pixel, so the
   last pixels, at least two, go the word-a-pixel way and no load leaves the scanline. */
__attribute__((target("ssse3")))
static void rgb_row_none_up_ssse3(uint8_t *out, const uint8_t *in, const uint8_t *prev, uint32_t w) {
    const __m128i spread = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i alpha = _mm_set1_epi32((int)0xff000000u);
    uint32_t x = 0;
    for (; x + 6 <= w; x += 4) {
        __m128i v = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(in + 3 * (size_t)x)), spread);
        if (prev) v = _mm_add_epi8(v, _mm_loadu_si128((const __m128i *)(prev + 4 * (size_t)x)));
        _mm_storeu_si128((__m128i *)(out + 4 * (size_t)x), _mm_or_si128(v, alpha));
    }
    for (; x < w; x++) put_rgba(out, x, prev ? _mm_add_epi8(rgb_pixel(in, x), rgba_pixel(prev, x)) : rgb_pixel(in, x));
}
#endif

/* Whether pixels x..x+3 of a Paeth row are its predictor's left pixel: their filtered bytes are
   zero and the row above holds one colour from x - 1 to x + 3 (then above = above-left, so Paeth
   picks the left pixel, the tie rule included). Most of a UI frame's Paeth rows are such runs
   of background; they are four stores instead of four dependent Paeth steps. x >= 1, x + 4 <= w. */
static inline __attribute__((always_inline)) int rgb_quiet4(const uint8_t *in, const uint8_t *prev, uint32_t x) {
    uint64_t lo;
    uint32_t hi;
    memcpy(&lo, in + 3 * (size_t)x, 8);
    memcpy(&hi, in + 3 * (size_t)x + 8, 4);
    if ((lo | hi) != 0) return 0;
    __m128i left = _mm_loadu_si128((const __m128i *)(prev + 4 * (size_t)x - 4));
    __m128i here = _mm_loadu_si128((const __m128i *)(prev + 4 * (size_t)x));
    return _mm_movemask_epi8(_mm_cmpeq_epi8(left, here)) == 0xffff;
}

/* Stores the left pixel `a` (16-bit lanes) at x..x+3. */
static inline __attribute__((always_inline)) void put_rgba4(uint8_t *row, uint32_t x, __m128i a) {
    __m128i px = _mm_or_si128(_mm_shuffle_epi32(_mm_packus_epi16(a, a), 0), _mm_set1_epi32((int)0xff000000u));
    _mm_storeu_si128((__m128i *)(row + 4 * (size_t)x), px);
}

static void rgb_row_sub(uint8_t *out, const uint8_t *in, uint32_t w) {
    __m128i a = _mm_setzero_si128();
    for (uint32_t x = 0; x < w; x++) {
        a = _mm_add_epi8(a, rgb_pixel(in, x));
        put_rgba(out, x, a);
    }
}

static void rgb_row_avg(uint8_t *out, const uint8_t *in, const uint8_t *prev, uint32_t w) {
    __m128i a = _mm_setzero_si128();
    const __m128i one = _mm_set1_epi8(1);
    for (uint32_t x = 0; x < w; x++) {
        __m128i b = rgba_pixel(prev, x);
        __m128i avg = _mm_sub_epi8(_mm_avg_epu8(a, b), _mm_and_si128(_mm_xor_si128(a, b), one));
        a = _mm_add_epi8(avg, rgb_pixel(in, x));
        put_rgba(out, x, a);
    }
}

static void rgb_row_paeth(uint8_t *out, const uint8_t *in, const uint8_t *prev, uint32_t w) {
    const __m128i zero = _mm_setzero_si128();
    __m128i a = zero, c = zero;   /* 16-bit lanes */
    uint32_t x = 0;
    while (x < w) {
        if (x > 0 && x + 4 <= w && rgb_quiet4(in, prev, x)) {
            put_rgba4(out, x, a);
            c = _mm_unpacklo_epi8(rgba_pixel(prev, x + 3), zero);
            x += 4;
            continue;
        }
        /* Four Paeth steps before looking for a quiet run again (the test costs a step). */
        for (uint32_t end = x + 4 < w ? x + 4 : w; x < end; x++) {
            __m128i b = _mm_unpacklo_epi8(rgba_pixel(prev, x), zero);
            a = paeth_pixel(_mm_unpacklo_epi8(rgb_pixel(in, x), zero), a, b, c);
            c = b;
            put_rgba(out, x, _mm_packus_epi16(a, a));
        }
    }
}

/* Two Paeth rows side by side, as unfilter_paeth2. Both output rows are written as the two
   scanlines are read, so the caller takes this only where both rows' pixels end before the first
   scanline begins. Where row 0's pixels x..x+3 are quiet (rgb_quiet4) and row 1's filtered bytes
   are zero too, row 1's above and above-left there are row 0's one colour: both rows are their
   left pixels. */
static void rgb_rows_paeth2(uint8_t *out0, const uint8_t *in0, const uint8_t *in1, const uint8_t *prev, uint32_t w) {
    const __m128i zero = _mm_setzero_si128();
    uint8_t *out1 = out0 + 4 * (size_t)w;
    __m128i a0 = zero, c0 = zero, a1 = zero, c1 = zero;   /* 16-bit lanes */
    uint32_t x = 0;
    while (x < w) {
        if (x > 0 && x + 4 <= w && rgb_quiet4(in0, prev, x)) {
            uint64_t lo;
            uint32_t hi;
            memcpy(&lo, in1 + 3 * (size_t)x, 8);
            memcpy(&hi, in1 + 3 * (size_t)x + 8, 4);
            if ((lo | hi) == 0) {
                put_rgba4(out0, x, a0);
                put_rgba4(out1, x, a1);
                c0 = _mm_unpacklo_epi8(rgba_pixel(prev, x + 3), zero);
                c1 = a0;
                x += 4;
                continue;
            }
        }
        for (uint32_t end = x + 4 < w ? x + 4 : w; x < end; x++) {
            __m128i b0 = _mm_unpacklo_epi8(rgba_pixel(prev, x), zero);
            __m128i x1 = _mm_unpacklo_epi8(rgb_pixel(in1, x), zero);
            a0 = paeth_pixel(_mm_unpacklo_epi8(rgb_pixel(in0, x), zero), a0, b0, c0);
            c0 = b0;
            put_rgba(out0, x, _mm_packus_epi16(a0, a0));
            a1 = paeth_pixel(x1, a1, a0, c1);
            c1 = a0;
            put_rgba(out1, x, _mm_packus_epi16(a1, a1));
        }
    }
}

/* The rows of an RGB image being inflated: `raw` holds the h scanlines (3w + 1 bytes each) at
   the end of the same buffer whose front takes the pixels, `zeros` 4w zero bytes (the row above
   the first), `y` the next row to decode. */
typedef struct {
    uint8_t *rgba;
    const uint8_t *raw, *zeros;
    uint32_t w, h, y;
    int ssse3;
    uint8_t *repeats;   /* rows that are the row above (cpng_fast_decode_into_marking), or NULL */
} rgb_rows;

/* cpng_inflate_progress: decodes the rows whose scanlines lie in the first `settled` bytes, as
   the inflate writes the next ones, so each scanline is read while it is still in cache.
   Returns 0 for a filter type PNG does not have. Output rows are written only before the
   scanline being read, so never into bytes the inflate still reads. */
static int rgb_rows_into_rgba(void *context, size_t settled) {
    rgb_rows *s = (rgb_rows *)context;
    uint8_t *rgba = s->rgba;
    const uint8_t *raw = s->raw;
    uint32_t w = s->w, h = s->h, y = s->y;
    size_t stride = (size_t)w * 3 + 1, out_stride = (size_t)w * 4;
    size_t rows = settled / stride;   /* complete scanlines */
    if (rows > h) rows = h;
    for (; y < rows; y++) {
        const uint8_t *scan = raw + y * stride, *in = scan + 1;
        uint8_t *out = rgba + y * out_stride;
        const uint8_t *prev = y ? out - out_stride : s->zeros;
        /* A row that repeats the row above (most rows of a UI frame: backgrounds, gaps) is
           copied, not unfiltered, and marked: an Up row of zeros (other tools' files), or an
           unfiltered row with the same bytes as the unfiltered scanline above (ListRender's
           own), compared while that scanline is still there (row y - 1's pixels end before it:
           all but the image's last rows). Read before the row is written: its pixels overwrite
           the scanline's first bytes. */
        const uint8_t *above = y ? scan - stride : scan;
        if (y > 0 && ((scan[0] == 2 && all_zero(in, stride - 1))
                      || (scan[0] == 0 && rgba + (size_t)y * out_stride <= above && above[0] == 0
                          && memcmp(in, above + 1, stride - 1) == 0))) {
            if (s->repeats) s->repeats[y] = 1;
            memcpy(out, prev, out_stride);
            continue;
        }
        switch (scan[0]) {
#if defined(CPNG_HAS_SSSE3_PATH)
        case 0: if (s->ssse3) rgb_row_none_up_ssse3(out, in, NULL, w); else rgb_row_none_up(out, in, NULL, w); break;
        case 2: if (s->ssse3) rgb_row_none_up_ssse3(out, in, prev, w); else rgb_row_none_up(out, in, prev, w); break;
#else
        case 0: rgb_row_none_up(out, in, NULL, w); break;
        case 2: rgb_row_none_up(out, in, prev, w); break;
#endif
        case 1: rgb_row_sub(out, in, w); break;
        case 3: rgb_row_avg(out, in, prev, w); break;
        case 4:
            /* Rows y and y + 1 together when both are Paeth and all of their pixels end before
               row y's scanline (every row but the last few of the image). */
            if (y + 1 < rows && scan[stride] == 4 && (size_t)(y + 2) * out_stride < (size_t)(scan - rgba)) {
                rgb_rows_paeth2(out, in, in + stride, prev, w);
                y++;
            } else {
                rgb_row_paeth(out, in, prev, w);
            }
            break;
        default: return 0;
        }
    }
    s->y = y;
    return 1;
}
#endif

/* Undoes a row's filter in place; `prev` is the row above, unfiltered (zeros for the first). */
static int unfilter(uint8_t filter, uint8_t *row, const uint8_t *prev, size_t n, int bpp) {
    size_t i;
    switch (filter) {
    case 0: return 1;
    case 2: for (i = 0; i < n; i++) row[i] = (uint8_t)(row[i] + prev[i]); return 1;
#if defined(__SSE2__)
    /* One copy of each for 3 and for 4 bytes a pixel, so the pixel loads are fixed-size. */
    case 1: if (bpp == 3) unfilter_sub(row, n, 3); else unfilter_sub(row, n, 4); return 1;
    case 3: if (bpp == 3) unfilter_avg(row, prev, n, 3); else unfilter_avg(row, prev, n, 4); return 1;
    case 4: if (bpp == 3) unfilter_paeth(row, prev, n, 3); else unfilter_paeth(row, prev, n, 4); return 1;
#else
    case 1: for (i = bpp; i < n; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]); return 1;
    case 3:
        for (i = 0; i < (size_t)bpp; i++) row[i] = (uint8_t)(row[i] + (prev[i] >> 1));
        for (; i < n; i++) row[i] = (uint8_t)(row[i] + ((row[i - bpp] + prev[i]) >> 1));
        return 1;
    case 4:
        for (i = 0; i < (size_t)bpp; i++) row[i] = (uint8_t)(row[i] + prev[i]);
        for (; i < n; i++) row[i] = (uint8_t)(row[i] + paeth(row[i - bpp], prev[i], prev[i - bpp]));
        return 1;
#endif
    default: return 0;
    }
}

/* RGB to RGBA with alpha 255. Four bytes are loaded a pixel (the fourth, the next pixel's red,
   is overwritten by the alpha), which compiles to a word load, an or and a store: several times
   the speed of a byte a time, which was half of the decode. The last pixel takes three bytes. */
static void rgb_to_rgba(uint8_t *out, const uint8_t *in, uint32_t w) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    const uint32_t alpha = 0xffu, rgb = 0xffffff00u;
#else
    const uint32_t alpha = 0xffu << 24, rgb = 0x00ffffffu;   /* the fourth byte is the high one */
#endif
    uint32_t x = 0;
    for (; x + 1 < w; x++, in += 3, out += 4) {
        uint32_t v;
        memcpy(&v, in, 4);
        v = (v & rgb) | alpha;
        memcpy(out, &v, 4);
    }
    out[0] = in[0]; out[1] = in[1]; out[2] = in[2]; out[3] = 255;
}

/* Bytes the caller's buffer needs: the pixels, or the inflated scanlines when they are larger
   (RGBA: a filter byte a row more), since they are inflated into the same buffer. */
static size_t buffer_size(uint32_t w, uint32_t h, int channels) {
    size_t pixels = (size_t)w * h * 4, scanlines = ((size_t)w * channels + 1) * h;
    return pixels > scanlines ? pixels : scanlines;
}

int cpng_fast_decode_size(const uint8_t *data, size_t len, uint32_t *width, uint32_t *height, size_t *capacity) {
    int channels;
    size_t idat;
    if (data == NULL || width == NULL || height == NULL || capacity == NULL) return 0;
    if (!fast_scan(data, len, width, height, &channels, &idat)) return 0;
    *capacity = buffer_size(*width, *height, channels);
    return 1;
}

/* The scanlines are inflated into the end of `rgba`, and each row, once unfiltered, is written
   over the front as pixels: row y's pixels end before row y + 1's scanline begins, so nothing is
   overwritten before it is read, and no second frame-sized buffer is allocated and faulted in. */
int cpng_fast_decode_into(const uint8_t *data, size_t len, uint8_t *rgba, size_t capacity) {
    return cpng_fast_decode_into_marking(data, len, rgba, capacity, NULL);
}

int cpng_fast_decode_into_marking(const uint8_t *data, size_t len, uint8_t *rgba, size_t capacity, uint8_t *repeats) {
    return cpng_fast_decode_into_paths(data, len, rgba, capacity, repeats, 1);
}

int cpng_fast_decode_into_paths(const uint8_t *data, size_t len, uint8_t *rgba, size_t capacity, uint8_t *repeats,
                                int allow_ssse3) {
    uint32_t w, h;
    int channels;
    size_t idat;
    if (data == NULL || rgba == NULL || !fast_scan(data, len, &w, &h, &channels, &idat)) return 0;
    size_t stride = (size_t)w * channels;
    if (capacity < buffer_size(w, h, channels)) return 0;
    uint8_t *owned;
    const uint8_t *compressed = fast_gather(data, len, idat, &owned);
    if (compressed == NULL) return 0;
    size_t raw_len = (stride + 1) * h;
    uint8_t *raw = rgba + (capacity - raw_len);
    /* The row above, unfiltered (zeros above the first); RGB rows go straight to RGBA, reading
       the output row above (zeros, four bytes a pixel, above the first). */
    uint8_t *prev = (uint8_t *)calloc(1, (size_t)w * 4);
    if (repeats) memset(repeats, 0, h);
#if defined(__SSE2__)
    if (channels == 3) {
#if defined(CPNG_HAS_SSSE3_PATH)
        rgb_rows rows = {rgba, raw, prev, w, h, 0, allow_ssse3 && __builtin_cpu_supports("ssse3"), repeats};
#else
        (void)allow_ssse3;
        rgb_rows rows = {rgba, raw, prev, w, h, 0, 0, repeats};
#endif
        int ok = prev != NULL && cpng_inflate_zlib_progress(compressed, idat, raw, raw_len, rgb_rows_into_rgba, &rows);
        free(owned);
        free(prev);
        return ok && rows.y == h;
    }
#endif
    int ok = prev != NULL && cpng_inflate_zlib(compressed, idat, raw, raw_len);
    free(owned);
    for (uint32_t y = 0; y < h && ok; y++) {
        uint8_t *row = raw + y * (stride + 1);
#if defined(__SSE2__)
        /* Row y + 1 as well when both are Paeth: undone side by side; y + 1 then needs nothing
           more (its scanline is where it was, the pixels written below end before it). */
        uint8_t *next = row + stride + 1;
        if (row[0] == 4 && y + 1 < h && next[0] == 4) {
            if (channels == 3) unfilter_paeth2(row + 1, next + 1, prev, stride, 3);
            else unfilter_paeth2(row + 1, next + 1, prev, stride, 4);
            next[0] = 0;
        } else
#endif
        ok = unfilter(row[0], row + 1, prev, stride, channels);
        memcpy(prev, row + 1, stride);
        uint8_t *out = rgba + (size_t)y * w * 4;
        if (channels == 4) memcpy(out, prev, stride);
        else rgb_to_rgba(out, prev, w);
    }
    free(prev);
    return ok;
}
