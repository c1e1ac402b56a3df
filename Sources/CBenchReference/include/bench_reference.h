#ifndef BENCH_REFERENCE_H
#define BENCH_REFERENCE_H
/* What `renderlist bench` measures our stages against, in the same run: zlib at a given level
   over a frame's raw RGBA rows (what a plain PNG writer does), and plain memory copies. */
#include <stddef.h>
#include <stdint.h>

/* The PNG image data of an RGBA8 frame with no row filters: each row a 0 byte then its pixels.
   `out` must hold height * (width * 4 + 1) bytes. */
void bench_unfiltered_rows(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t *out);

/* zlib's compressBound. */
size_t bench_zlib_bound(size_t len);

/* zlib compress2 of `len` bytes at `level` into `out` (capacity `cap`); the compressed size, or 0. */
size_t bench_zlib_compress(const uint8_t *in, size_t len, int level, uint8_t *out, size_t cap);

/* memcpy, out of line so the compiler cannot drop or merge it. */
void bench_copy(void *dst, const void *src, size_t len);

/* memcmp, out of line. */
int bench_compare(const void *a, const void *b, size_t len);

#endif
