/* PNG writing without libpng: rows filtered here, the image data compressed in one call (by the
   frame compressor of ui_deflate.c, or by libdeflate at a level), the chunks written directly.
   Decoding stays on libpng (cpng.c). */
#define _GNU_SOURCE   /* memfd_create */
#include "cpng.h"
#include <libdeflate.h>
#include "ui_deflate.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define PALETTE_SLOTS 1024   /* four times the largest palette: short probes */

struct cpng_frame_encoder {
    int level;                                /* CPNG_FRAME_DEFLATE or libdeflate's 0...12 */
    struct libdeflate_compressor *compressor; /* libdeflate levels */
    ui_deflate *frame_deflate;                /* CPNG_FRAME_DEFLATE */
    uint8_t *filtered; size_t filtered_cap;   /* filter byte + samples, every row */
    uint8_t *png; size_t png_cap;             /* the file being written */
    uint8_t *row; size_t row_cap;             /* the row being filtered in place */
    uint8_t *ring; size_t ring_size;          /* scanlines of a frame drawn in bands, mapped twice */
    /* The palette of an indexed image (CPNG_ENCODE_INDEXED), colours in order of first use:
       an open-addressing table from the pixel's word (never 0: alpha is 255) to its index. */
    uint32_t palette_key[PALETTE_SLOTS]; uint8_t palette_index[PALETTE_SLOTS];
    uint32_t palette[256]; unsigned palette_count;
};

cpng_frame_encoder *cpng_frame_encoder_new(int level) {
    if (level != CPNG_FRAME_DEFLATE && (level < 0 || level > 12)) return NULL;
    cpng_frame_encoder *e = (cpng_frame_encoder *)calloc(1, sizeof *e);
    if (e == NULL) return NULL;
    e->level = level;
    if (level == CPNG_FRAME_DEFLATE) e->frame_deflate = ui_deflate_new();
    else e->compressor = libdeflate_alloc_compressor(level);
    if (e->compressor == NULL && e->frame_deflate == NULL) { free(e); return NULL; }
    return e;
}

void cpng_frame_encoder_free(cpng_frame_encoder *e) {
    if (e == NULL) return;
    if (e->compressor) libdeflate_free_compressor(e->compressor);
    ui_deflate_free(e->frame_deflate);
    free(e->filtered);
    free(e->png);
    free(e->row);
    if (e->ring) munmap(e->ring, 2 * e->ring_size);
    free(e);
}

static int reserve(uint8_t **buf, size_t *cap, size_t need) {
    if (need <= *cap) return 1;
    uint8_t *grown = (uint8_t *)realloc(*buf, need);
    if (grown == NULL) return 0;
    *buf = grown; *cap = need;
    return 1;
}

/* Like reserve, for a buffer written whole every frame (its old bytes are not kept): on 2 MiB
   boundaries and marked for transparent huge pages, so a worker's first frame takes a handful
   of page faults instead of thousands (docs/benchmarks.md). */
static int reserve_frame_sized(uint8_t **buf, size_t *cap, size_t need) {
    if (need <= *cap) return 1;
    const size_t huge = (size_t)2 << 20;
    size_t size = (need + huge - 1) & ~(huge - 1);
    void *fresh = NULL;
    if (posix_memalign(&fresh, huge, size) != 0) return 0;
#ifdef MADV_HUGEPAGE
    madvise(fresh, size, MADV_HUGEPAGE);
#endif
    free(*buf);
    *buf = (uint8_t *)fresh; *cap = size;
    return 1;
}

/* A ring of `size` bytes (a multiple of the page size) mapped twice in a row, so that reads and
   writes run on across its end (ui_zlib_compress_ring); NULL where the system cannot. */
static uint8_t *map_ring(size_t size) {
#if defined(__linux__) && defined(MFD_CLOEXEC)
    int fd = memfd_create("renderlist-scanlines", MFD_CLOEXEC);
    if (fd < 0) return NULL;
    uint8_t *area = NULL;
    if (ftruncate(fd, (off_t)size) == 0) {
        void *both = mmap(NULL, 2 * size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (both != MAP_FAILED) {
            area = (uint8_t *)both;
            if (mmap(area, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, fd, 0) == MAP_FAILED
                || mmap(area + size, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, fd, 0) == MAP_FAILED) {
                munmap(both, 2 * size);
                area = NULL;
            }
        }
    }
    close(fd);
    return area;
#else
    (void)size;
    return NULL;
#endif
}

#define FEED_ROWS 8   /* rows the feed writes per call (feed_rows): about 28 KB of a 3x frame, well inside L2 */

/* The ring for scanlines of `row_len` bytes: what the compressor keeps behind its position plus
   what the feed writes ahead of it, rounded up to a power of two. 0 when it cannot be had. */
static size_t reserve_ring(cpng_frame_encoder *e, size_t row_len) {
    size_t need = ui_ring_retain() + 1024 + (FEED_ROWS + 2) * row_len;
    size_t size = 1;
    while (size < need) size <<= 1;
    long page = sysconf(_SC_PAGESIZE);
    if (page <= 0 || size % (size_t)page != 0) return 0;
    if (e->ring && e->ring_size >= size) return e->ring_size;
    uint8_t *ring = map_ring(size);
    if (ring == NULL) return 0;
    if (e->ring) munmap(e->ring, 2 * e->ring_size);
    e->ring = ring; e->ring_size = size;
    return size;
}

static uint8_t *put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
    return p + 4;
}

/* Writes length, type, (data already at p + 8), CRC; returns the end. */
static uint8_t *close_chunk(uint8_t *p, const char type[4], size_t len) {
    put32(p, (uint32_t)len);
    memcpy(p + 4, type, 4);
    uint32_t crc = libdeflate_crc32(0, p + 4, len + 4);
    return put32(p + 8 + len, crc);
}

/* One unfiltered scanline: filter byte 0, then the samples (RGB when `rgb`, else RGBA). */
static void put_row(uint8_t *out, const uint8_t *src, uint32_t width, int rgb) {
    *out++ = 0;
    if (!rgb) { memcpy(out, src, (size_t)width * 4); return; }
    /* One 4-byte copy a pixel, each overwriting the alpha byte the last one left; the last pixel
       exactly, so nothing is written past the row. */
    for (uint32_t x = 0; x + 1 < width; x++) {
        memcpy(out, src, 4);
        out += 3; src += 4;
    }
    out[0] = src[0]; out[1] = src[1]; out[2] = src[2];
}

/* Fills e->filtered with every scanline at once, for libdeflate. Rows are unfiltered, which
   keeps the flat spans and repeated glyph runs of a UI frame as literal repeats that deflate
   matches best; a row equal to the one above gets filter Up (all zeros) instead, which
   libdeflate codes fastest. */
static void filter_all_rows(cpng_frame_encoder *e, const uint8_t *rgba, uint32_t width, uint32_t height,
                            size_t stride, int rgb, size_t row_len) {
    uint8_t *out = e->filtered;
    for (uint32_t y = 0; y < height; y++, out += row_len) {
        const uint8_t *src = rgba + (size_t)y * stride;
        if (y > 0 && memcmp(src, src - stride, (size_t)width * 4) == 0) {
            out[0] = 2;
            memset(out + 1, 0, row_len - 1);
        } else {
            put_row(out, src, width, rgb);
        }
    }
}

/* The palette index of the opaque pixel `word`, added in order of first use; -1 when the image
   has more than 256 colours. */
static inline int palette_index(cpng_frame_encoder *e, uint32_t word) {
    unsigned h = (word * 0x9E3779B1u) >> 22;
    for (;; h = (h + 1) & (PALETTE_SLOTS - 1)) {
        uint32_t key = e->palette_key[h];
        if (key == word) return e->palette_index[h];
        if (key == 0) break;
    }
    if (e->palette_count == 256) return -1;
    e->palette_key[h] = word;
    e->palette_index[h] = (uint8_t)e->palette_count;
    e->palette[e->palette_count] = word;
    return (int)e->palette_count++;
}

/* One scanline of an indexed image: filter byte 0, then a palette index a pixel. Runs of one
   colour (most of a diff image) look the colour up once, and are stored four pixels a step once
   the pixel after a run's first is seen to go on with it. Returns 0 when the palette is full. */
static int put_indexed_row(cpng_frame_encoder *e, uint8_t *out, const uint8_t *src, uint32_t width) {
    *out++ = 0;
    const uint64_t alpha2 = 0xff000000ff000000ull;   /* alpha, the last byte of each of two pixels */
    uint32_t last = 0, index4 = 0;
    uint64_t last2 = 0;
    int index = 0;
    uint32_t x = 0;
    while (x < width) {
        uint32_t word;
        memcpy(&word, src + (size_t)x * 4, 4);
        word |= 0xff000000u;   /* alpha, the last byte, dropped as from RGB rows: never 0 */
        if (word != last) {
            index = palette_index(e, word);
            if (index < 0) return 0;
            last = word;
            last2 = (uint64_t)word << 32 | word;
            index4 = (uint32_t)index * 0x01010101u;
        }
        out[x++] = (uint8_t)index;
        if (x + 4 > width) continue;
        memcpy(&word, src + (size_t)x * 4, 4);
        if ((word | 0xff000000u) != last) continue;
        for (; x + 4 <= width; x += 4) {
            uint64_t a, b;
            memcpy(&a, src + (size_t)x * 4, 8);
            memcpy(&b, src + (size_t)x * 4 + 8, 8);
            if ((a | alpha2) != last2 || (b | alpha2) != last2) break;
            memcpy(out + x, &index4, 4);
        }
    }
    return 1;
}

/* The scanlines for the frame compressor, written a few rows ahead of it (ui_input_fn), so each
   row is compressed while it is still in cache. With `in_place` they overwrite the frame's own
   pixels: an RGB scanline (3 w + 1 bytes) is shorter than an RGBA row (4 w), so scanline y
   ends before row y + 1 starts and only overwrites rows already read; row y itself is copied
   out first. That saves a second frame-sized buffer and its trip through memory. */
typedef struct {
    cpng_frame_encoder *e;
    const uint8_t *rgba;           /* the whole frame, or NULL when drawn in bands */
    uint8_t *out;
    size_t out_mask;               /* scanline byte i at out[i & out_mask]: all ones, or the ring's size - 1 */
    size_t stride, row_len;
    uint32_t width, height, rows_done;
    int rgb, in_place;
    cpng_band_fn band; void *band_ctx;   /* draws the next band (frames drawn in bands) */
    const uint8_t *band_px; uint32_t band_first, band_rows;
    int band_failed;
    int indexed;                   /* scanlines of palette indices (CPNG_ENCODE_INDEXED) */
    int palette_full;              /* the image has more than 256 colours: stopped, to be written RGB */
} row_feed;

static size_t feed_rows(void *ctx, size_t need) {
    row_feed *f = (row_feed *)ctx;
    size_t want = need / f->row_len + FEED_ROWS;
    uint32_t until = want < f->height ? (uint32_t)want : f->height;
    for (uint32_t y = f->rows_done; y < until; y++) {
        const uint8_t *src;
        if (f->band) {
            if (f->band_px == NULL || y >= f->band_first + f->band_rows) {
                uint32_t rows = 0;
                f->band_px = f->band(f->band_ctx, y, &rows);
                f->band_first = y; f->band_rows = rows;
                if (f->band_px == NULL || rows == 0 || rows > f->height - y) {
                    f->band_failed = 1;
                    return 0;   /* the compressor stops; nothing is written */
                }
            }
            src = f->band_px + (size_t)(y - f->band_first) * f->width * 4;
        } else {
            src = f->rgba + (size_t)y * f->stride;
            if (f->in_place) { memcpy(f->e->row, src, (size_t)f->width * 4); src = f->e->row; }
        }
        uint8_t *out = f->out + (((size_t)y * f->row_len) & f->out_mask);
        /* The row above, when it is still where it was read from (in this band, or the frame). */
        const uint8_t *above = y == 0 ? NULL : !f->band ? f->rgba + (size_t)(y - 1) * f->stride
                             : y > f->band_first ? src - (size_t)f->width * 4 : NULL;
        if (!f->indexed) {
            put_row(out, src, f->width, f->rgb);
        } else if (above && memcmp(src, above, (size_t)f->width * 4) == 0) {
            /* A row equal to the one above (a diff's flat areas): its indices again. */
            memcpy(out, f->out + (((size_t)(y - 1) * f->row_len) & f->out_mask), f->row_len);
        } else if (!put_indexed_row(f->e, out, src, f->width)) {
            f->palette_full = 1;
            return 0;   /* the compressor stops; the image is written again as RGB */
        }
    }
    if (until > f->rows_done) f->rows_done = until;
    return (size_t)f->rows_done * f->row_len;
}

static int opaque(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride) {
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *p = rgba + (size_t)y * stride + 3;
        uint8_t all = 255;
        for (uint32_t x = 0; x < width; x++) all &= p[(size_t)x * 4];
        if (all != 255) return 0;
    }
    return 1;
}

/* Either `rgba` (the whole frame, rows `stride` bytes apart) or `band` (which draws it). */
static int encode(cpng_frame_encoder *e, const uint8_t *rgba, uint32_t width, uint32_t height,
                  size_t stride, int flags, cpng_band_fn band, void *band_ctx,
                  const uint8_t **out, size_t *out_len, char *msg, size_t msg_cap) {
    if (msg && msg_cap) msg[0] = 0;
    if (out) *out = NULL;
    if (out_len) *out_len = 0;
    if (e == NULL || (rgba == NULL) == (band == NULL) || out == NULL || out_len == NULL || width == 0 || height == 0
        || width > 0x7fffffffu || height > 0x7fffffffu || stride < (size_t)width * 4
        || (band != NULL && (!(flags & CPNG_ENCODE_OPAQUE) || e->frame_deflate == NULL))) {
        if (msg && msg_cap) snprintf(msg, msg_cap, "bad arguments to the frame encoder");
        return CPNG_ERR_ARGUMENT;
    }
    if ((uint64_t)width * height > CPNG_MAX_PIXELS) {
        if (msg && msg_cap) snprintf(msg, msg_cap, "%ux%u pixels is more than the encoder accepts", width, height);
        return CPNG_ERR_TOO_LARGE;
    }
    int rgb = (flags & CPNG_ENCODE_OPAQUE) || opaque(rgba, width, height, stride);
    int in_place = rgb && (flags & CPNG_ENCODE_IN_PLACE) && e->frame_deflate != NULL && rgba != NULL;
    /* Indexed only where the pixels can be read again (written RGB when the palette overflows). */
    int indexed = rgb && (flags & CPNG_ENCODE_INDEXED) && e->frame_deflate != NULL && !in_place;
    /* A diff (indexed, or written RGB after the palette overflowed) is compressed quick. */
    int quick = (flags & (CPNG_ENCODE_QUICK | CPNG_ENCODE_INDEXED)) != 0;
    size_t bpp = indexed ? 1 : rgb ? 3 : 4;
    size_t row_len = (size_t)width * bpp + 1;   /* filter byte + samples */
    size_t raw_len = (size_t)height * row_len;
    size_t bound = e->frame_deflate ? ui_zlib_bound(raw_len) : libdeflate_zlib_compress_bound(e->compressor, raw_len);
    /* The largest PLTE chunk (256 colours), room kept before the image data of an indexed image. */
    size_t palette_room = indexed ? 12 + 3 * 256 : 0;
    /* signature 8 + IHDR 25 + PLTE + IDAT header/CRC 12 + data + IEND 12 */
    size_t file_cap = 8 + 25 + palette_room + 12 + bound + 12;
    /* Bands go through the ring when there is one (else through the frame-sized buffer). */
    size_t ring = band && e->frame_deflate && !(flags & CPNG_ENCODE_NO_RING) ? reserve_ring(e, row_len) : 0;
    if (bound > 0x7fffffffu || !reserve(&e->png, &e->png_cap, file_cap)
        || (in_place ? !reserve(&e->row, &e->row_cap, (size_t)width * 4)
                     : !ring && !reserve_frame_sized(&e->filtered, &e->filtered_cap, raw_len))) {
        if (msg && msg_cap) snprintf(msg, msg_cap, "out of memory");
        return CPNG_ERR_NO_MEMORY;
    }

    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    uint8_t *p = e->png;
    memcpy(p, signature, 8); p += 8;
    uint8_t *d = put32(p + 8, width);
    d = put32(d, height);
    d[0] = 8; d[1] = indexed ? 3 : rgb ? 2 : 6; d[2] = 0; d[3] = 0; d[4] = 0;   /* depth, colour type, deflate, filters, no interlace */
    p = close_chunk(p, "IHDR", 13);
    size_t n;
    row_feed feed = {e, rgba, NULL, SIZE_MAX, stride, row_len, width, height, 0, rgb, in_place,
                     band, band_ctx, NULL, 0, 0, 0, indexed, 0};
    if (indexed) {
        memset(e->palette_key, 0, sizeof e->palette_key);
        e->palette_count = 0;
    }
    /* The image data goes after the room for the palette; moved up to it below. */
    uint8_t *idat = p + palette_room;
    if (e->frame_deflate) {
        /* in place: the caller's pixels, by its leave */
        feed.out = ring ? e->ring : in_place ? (uint8_t *)rgba : e->filtered;
        if (ring) {
            feed.out_mask = ring - 1;
            n = ui_zlib_compress_ring(e->frame_deflate, e->ring, ring, raw_len, row_len, bpp, feed_rows, &feed, idat + 8, bound, quick);
        } else {
            n = ui_zlib_compress(e->frame_deflate, feed.out, raw_len, row_len, bpp, feed_rows, &feed, idat + 8, bound, quick);
        }
    } else {
        filter_all_rows(e, rgba, width, height, stride, rgb, row_len);
        n = libdeflate_zlib_compress(e->compressor, e->filtered, raw_len, p + 8, bound);
    }
    if (feed.band_failed) {
        if (msg && msg_cap) snprintf(msg, msg_cap, "a band of the frame could not be drawn");
        return CPNG_ERR_ARGUMENT;
    }
    /* More than 256 colours: the whole image again, RGB (bands are drawn again from the top). */
    if (feed.palette_full) {
        return encode(e, rgba, width, height, stride, (flags & ~CPNG_ENCODE_INDEXED) | (quick ? CPNG_ENCODE_QUICK : 0), band, band_ctx,
                      out, out_len, msg, msg_cap);
    }
    if (n == 0) {
        if (msg && msg_cap) snprintf(msg, msg_cap, "deflate output larger than its bound");
        return CPNG_ERR_NO_MEMORY;
    }
    if (indexed) {
        uint8_t *rgb_out = p + 8;
        for (unsigned i = 0; i < e->palette_count; i++, rgb_out += 3) memcpy(rgb_out, &e->palette[i], 3);
        p = close_chunk(p, "PLTE", 3 * (size_t)e->palette_count);
        memmove(p + 8, idat + 8, n);
    }
    p = close_chunk(p, "IDAT", n);
    p = close_chunk(p, "IEND", 0);
    *out = e->png;
    *out_len = (size_t)(p - e->png);
    return CPNG_OK;
}

int cpng_frame_encoder_encode(cpng_frame_encoder *e, const uint8_t *rgba, uint32_t width, uint32_t height,
                              size_t stride, int flags, const uint8_t **out, size_t *out_len,
                              char *msg, size_t msg_cap) {
    return encode(e, rgba, width, height, stride, flags, NULL, NULL, out, out_len, msg, msg_cap);
}

int cpng_frame_encoder_encode_bands(cpng_frame_encoder *e, uint32_t width, uint32_t height, int flags,
                                    cpng_band_fn band, void *band_ctx, const uint8_t **out, size_t *out_len,
                                    char *msg, size_t msg_cap) {
    return encode(e, NULL, width, height, (size_t)width * 4, flags, band, band_ctx, out, out_len, msg, msg_cap);
}
