#include "bench_reference.h"
#include <string.h>
#include <zlib.h>

void bench_unfiltered_rows(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t *out) {
    size_t row = (size_t)width * 4;
    for (uint32_t y = 0; y < height; y++) {
        *out++ = 0;
        memcpy(out, rgba + (size_t)y * row, row);
        out += row;
    }
}

size_t bench_zlib_bound(size_t len) { return compressBound((uLong)len); }

size_t bench_zlib_compress(const uint8_t *in, size_t len, int level, uint8_t *out, size_t cap) {
    uLongf n = (uLongf)cap;
    return compress2(out, &n, in, (uLong)len, level) == Z_OK ? (size_t)n : 0;
}

void bench_copy(void *dst, const void *src, size_t len) { memcpy(dst, src, len); }

int bench_compare(const void *a, const void *b, size_t len) { return memcmp(a, b, len); }
