/* libpng's writer behind setjmp, for test inputs only. Everything the cleanup reads lives in
   the context struct (never a local of the setjmp frame), as in Sources/CPNG/cpng.c. */
#include "cpng_test_support.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *buf; size_t len, cap;
    int failed;
    char *msg; size_t msg_cap;
    png_structp png; png_infop info; png_bytep *rows;
} raw_ctx;

static void on_error(png_structp png, png_const_charp text) {
    raw_ctx *c = (raw_ctx *)png_get_error_ptr(png);
    c->failed = 1;
    if (c->msg && c->msg_cap) snprintf(c->msg, c->msg_cap, "%s", text ? text : "libpng error");
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }

static void write_fn(png_structp png, png_bytep in, size_t n) {
    raw_ctx *c = (raw_ctx *)png_get_io_ptr(png);
    if (n > c->cap - c->len) {
        size_t cap = c->cap ? c->cap : 4096;
        while (cap - c->len < n) cap *= 2;
        uint8_t *grown = (uint8_t *)realloc(c->buf, cap);
        if (grown == NULL) png_error(png, "out of memory");
        c->buf = grown; c->cap = cap;
    }
    memcpy(c->buf + c->len, in, n);
    c->len += n;
}

static void flush_fn(png_structp png) { (void)png; }

static int run(raw_ctx *c, const uint8_t *rows, uint32_t width, uint32_t height, size_t stride,
               const cpng_raw_format *f) {
    c->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, c, on_error, on_warning);
    if (c->png == NULL) return 1;
    c->info = png_create_info_struct(c->png);
    c->rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
    if (c->info == NULL || c->rows == NULL) return 1;
    for (uint32_t y = 0; y < height; y++) c->rows[y] = (png_bytep)(rows + (size_t)y * stride);
    if (setjmp(png_jmpbuf(c->png))) return 1;
    png_set_write_fn(c->png, c, write_fn, flush_fn);
    png_set_IHDR(c->png, c->info, width, height, f->bit_depth, f->colour_type,
                 f->interlace ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (f->palette && f->palette_count > 0)
        png_set_PLTE(c->png, c->info, (png_const_colorp)f->palette, f->palette_count);
    if (f->trns && f->trns_count > 0) png_set_tRNS(c->png, c->info, f->trns, f->trns_count, NULL);
    if (f->has_trns_colour) {
        png_color_16 colour;
        memset(&colour, 0, sizeof colour);
        colour.gray = f->trns_grey; colour.red = f->trns_red;
        colour.green = f->trns_green; colour.blue = f->trns_blue;
        png_set_tRNS(c->png, c->info, NULL, 0, &colour);
    }
    png_write_info(c->png, c->info);
    if (f->interlace) png_set_interlace_handling(c->png);
    png_write_image(c->png, c->rows);
    png_write_end(c->png, c->info);
    return 0;
}

int cpng_encode_raw(const uint8_t *rows, uint32_t width, uint32_t height, size_t stride,
                    const cpng_raw_format *format,
                    uint8_t **out, size_t *out_len, char *msg, size_t msg_cap) {
    raw_ctx c;
    memset(&c, 0, sizeof c);
    c.msg = msg; c.msg_cap = msg_cap;
    if (msg && msg_cap) msg[0] = 0;
    if (out == NULL || out_len == NULL || rows == NULL || format == NULL || width == 0 || height == 0) {
        if (msg && msg_cap) snprintf(msg, msg_cap, "bad arguments");
        return 1;
    }
    int code = run(&c, rows, width, height, stride, format);
    free(c.rows);
    if (c.png) png_destroy_write_struct(&c.png, c.info ? &c.info : NULL);
    if (code != 0 || c.failed) { free(c.buf); *out = NULL; *out_len = 0; return 1; }
    *out = c.buf; *out_len = c.len;
    return 0;
}
