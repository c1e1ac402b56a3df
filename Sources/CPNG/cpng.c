/* libpng behind return codes. Pattern for every entry point: the public function owns a context
   struct and frees everything in it; a separate `run_*` function does the setjmp and the libpng
   calls and only ever writes results through the context pointer. So nothing the cleanup reads is
   a local of the function that called setjmp (whose values would be indeterminate after longjmp),
   and the cleanup path is the same for success, libpng errors and our own checks. */
#include "cpng.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
    /* reading */
    const uint8_t *data;
    size_t len, pos;
    /* writing */
    uint8_t *buf;
    size_t buf_len, buf_cap;
    /* outcome */
    int code;               /* set before png_error by our own callbacks; else CPNG_ERR_LIBPNG */
    char *msg;
    size_t msg_cap;
    int have_warning;
    /* owned allocations */
    png_structp png;
    png_infop info;
    uint8_t *pixels;
    png_bytep *rows;
} cpng_ctx;

static void set_msg(cpng_ctx *c, const char *text) {
    if (c->msg == NULL || c->msg_cap == 0) return;
    snprintf(c->msg, c->msg_cap, "%s", text ? text : "unknown error");
}

static void on_error(png_structp png, png_const_charp text) {
    cpng_ctx *c = (cpng_ctx *)png_get_error_ptr(png);
    if (c->code == CPNG_OK) c->code = CPNG_ERR_LIBPNG;
    set_msg(c, text);
    png_longjmp(png, 1);
}

/* Warnings (e.g. a bad CRC in an ancillary chunk, which libpng skips) do not stop decoding; the
   first one is kept so a caller can show it, and nothing is printed to stderr. */
static void on_warning(png_structp png, png_const_charp text) {
    cpng_ctx *c = (cpng_ctx *)png_get_error_ptr(png);
    if (!c->have_warning) { set_msg(c, text); c->have_warning = 1; }
}

static void read_fn(png_structp png, png_bytep out, size_t n) {
    cpng_ctx *c = (cpng_ctx *)png_get_io_ptr(png);
    if (n > c->len - c->pos) {
        c->code = CPNG_ERR_TRUNCATED;
        png_error(png, "unexpected end of data");
    }
    memcpy(out, c->data + c->pos, n);
    c->pos += n;
}

static void write_fn(png_structp png, png_bytep in, size_t n) {
    cpng_ctx *c = (cpng_ctx *)png_get_io_ptr(png);
    if (n > c->buf_cap - c->buf_len) {
        size_t cap = c->buf_cap ? c->buf_cap : 65536;
        while (cap - c->buf_len < n) {
            if (cap > SIZE_MAX / 2) { c->code = CPNG_ERR_NO_MEMORY; png_error(png, "out of memory"); }
            cap *= 2;
        }
        uint8_t *grown = (uint8_t *)realloc(c->buf, cap);
        if (grown == NULL) { c->code = CPNG_ERR_NO_MEMORY; png_error(png, "out of memory"); }
        c->buf = grown;
        c->buf_cap = cap;
    }
    memcpy(c->buf + c->buf_len, in, n);
    c->buf_len += n;
}

static void flush_fn(png_structp png) { (void)png; }

static void ctx_init(cpng_ctx *c, char *msg, size_t msg_cap) {
    memset(c, 0, sizeof *c);
    c->code = CPNG_OK;
    c->msg = msg;
    c->msg_cap = msg_cap;
    if (msg && msg_cap) msg[0] = 0;
}

static int fail(cpng_ctx *c, int code, const char *text) {
    c->code = code;
    set_msg(c, text);
    return code;
}

static void ctx_free_read(cpng_ctx *c) {
    free(c->rows); c->rows = NULL;
    if (c->png) png_destroy_read_struct(&c->png, c->info ? &c->info : NULL, NULL);
    c->png = NULL; c->info = NULL;
}

static void ctx_free_write(cpng_ctx *c) {
    free(c->rows); c->rows = NULL;
    if (c->png) png_destroy_write_struct(&c->png, c->info ? &c->info : NULL);
    c->png = NULL; c->info = NULL;
}

/* ---------------------------------------------------------------- encode */

typedef struct {
    const uint8_t *rows; uint32_t width, height; size_t stride;
    int bit_depth, colour_type, interlace;
    const cpng_encode_options *rgba_options;
} write_job;

static int check_size(cpng_ctx *c, uint32_t width, uint32_t height) {
    if (width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu)
        return fail(c, CPNG_ERR_ARGUMENT, "image width and height must be 1...2147483647");
    if ((uint64_t)width * height > CPNG_MAX_PIXELS) {
        char text[160];
        snprintf(text, sizeof text, "image is %ux%u pixels, more than the %llu-pixel limit",
                 width, height, (unsigned long long)CPNG_MAX_PIXELS);
        return fail(c, CPNG_ERR_TOO_LARGE, text);
    }
    return CPNG_OK;
}

static int run_write(cpng_ctx *c, const write_job *j) {
    c->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, c, on_error, on_warning);
    if (c->png == NULL) return fail(c, CPNG_ERR_NO_MEMORY, "out of memory");
    c->info = png_create_info_struct(c->png);
    if (c->info == NULL) return fail(c, CPNG_ERR_NO_MEMORY, "out of memory");
    c->rows = (png_bytep *)malloc(sizeof(png_bytep) * j->height);
    if (c->rows == NULL) return fail(c, CPNG_ERR_NO_MEMORY, "out of memory");
    for (uint32_t y = 0; y < j->height; y++) c->rows[y] = (png_bytep)(j->rows + (size_t)y * j->stride);

    if (setjmp(png_jmpbuf(c->png))) return c->code == CPNG_OK ? CPNG_ERR_LIBPNG : c->code;

    png_set_write_fn(c->png, c, write_fn, flush_fn);
    png_set_IHDR(c->png, c->info, j->width, j->height, j->bit_depth, j->colour_type,
                 j->interlace ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (j->rgba_options) {
        const cpng_encode_options *o = j->rgba_options;
        png_set_compression_level(c->png, o->level);
        png_set_filter(c->png, PNG_FILTER_TYPE_BASE, o->filters);
        if (o->strategy >= 0) png_set_compression_strategy(c->png, o->strategy);
    }
    png_write_info(c->png, c->info);
    /* RGBA input written as RGB: libpng drops the 4th byte of each pixel on the way out. */
    if (j->rgba_options && j->colour_type == PNG_COLOR_TYPE_RGB)
        png_set_filler(c->png, 0, PNG_FILLER_AFTER);
    if (j->interlace) png_set_interlace_handling(c->png);
    png_write_image(c->png, c->rows);
    png_write_end(c->png, c->info);
    return CPNG_OK;
}

static int finish_write(cpng_ctx *c, int code, uint8_t **out, size_t *out_len) {
    ctx_free_write(c);
    if (code == CPNG_OK) {
        *out = c->buf; *out_len = c->buf_len;
        if (c->msg && c->msg_cap && !c->have_warning) c->msg[0] = 0;
    } else {
        free(c->buf);
    }
    return code;
}

int cpng_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                     const cpng_encode_options *options,
                     uint8_t **out, size_t *out_len, char *msg, size_t msg_cap) {
    cpng_ctx c;
    ctx_init(&c, msg, msg_cap);
    if (out == NULL || out_len == NULL) return fail(&c, CPNG_ERR_ARGUMENT, "no output pointer");
    *out = NULL; *out_len = 0;
    if (rgba == NULL || options == NULL) return fail(&c, CPNG_ERR_ARGUMENT, "no pixels or options");
    int code = check_size(&c, width, height);
    if (code != CPNG_OK) return code;
    if (stride < (size_t)width * 4) return fail(&c, CPNG_ERR_ARGUMENT, "stride is smaller than width*4");
    if (options->level < 0 || options->level > 9) return fail(&c, CPNG_ERR_ARGUMENT, "zlib level must be 0...9");
    if (options->filters & ~PNG_ALL_FILTERS) return fail(&c, CPNG_ERR_ARGUMENT, "unknown PNG filter bits");

    int opaque = 0;
    if (options->rgb_if_opaque) {
        opaque = 1;
        for (uint32_t y = 0; y < height && opaque; y++) {
            const uint8_t *row = rgba + (size_t)y * stride;
            for (uint32_t x = 0; x < width; x++)
                if (row[(size_t)x * 4 + 3] != 255) { opaque = 0; break; }
        }
    }
    write_job j = { rgba, width, height, stride, 8,
                    opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, 0, options };
    return finish_write(&c, run_write(&c, &j), out, out_len);
}

/* ---------------------------------------------------------------- decode */

static int run_read(cpng_ctx *c, uint32_t *out_w, uint32_t *out_h) {
    c->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, c, on_error, on_warning);
    if (c->png == NULL) return fail(c, CPNG_ERR_NO_MEMORY, "out of memory");
    c->info = png_create_info_struct(c->png);
    if (c->info == NULL) return fail(c, CPNG_ERR_NO_MEMORY, "out of memory");

    if (setjmp(png_jmpbuf(c->png))) return c->code == CPNG_OK ? CPNG_ERR_LIBPNG : c->code;

    png_set_read_fn(c->png, c, read_fn);
    /* Bound what chunks may allocate before any is read: a 44-byte file whose text chunk
       claims 0x7fffffff bytes must not get 2 GB. */
    png_set_user_limits(c->png, 1000000, 1000000);  /* libpng's default, stated; the pixel budget below is stricter */
    png_set_chunk_cache_max(c->png, 256);
    png_set_chunk_malloc_max(c->png, CPNG_MAX_CHUNK_BYTES);
    /* Skip every chunk the RGBA8 decode does not use (only IHDR, PLTE, tRNS, IDAT, IEND are
       read): past the limit above, libpng 1.6 only warns about an ancillary chunk and still
       allocates and clears its declared length, so a 134-byte file claiming a 2 GB tEXt chunk
       took 2 GB (found by fuzzing). Skipped chunks are read through a small buffer, CRC checked. */
    static const png_byte unused_chunks[] =
        "bKGD\0cHRM\0eXIf\0gAMA\0hIST\0iCCP\0iTXt\0oFFs\0pCAL\0pHYs\0sBIT\0sCAL\0sPLT\0sRGB\0"
        "sTER\0tEXt\0tIME\0zTXt";
    png_set_keep_unknown_chunks(c->png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_keep_unknown_chunks(c->png, PNG_HANDLE_CHUNK_NEVER, unused_chunks, (int)(sizeof unused_chunks / 5));
    png_read_info(c->png, c->info);

    png_uint_32 w = png_get_image_width(c->png, c->info);
    png_uint_32 h = png_get_image_height(c->png, c->info);
    /* Refuse before allocating: a 30-byte file can claim 1000000x1000000 pixels. */
    if ((uint64_t)w * h > CPNG_MAX_DECODE_PIXELS) {
        char text[160];
        snprintf(text, sizeof text, "image is %ux%u pixels, more than the %llu-pixel limit (8192x8192)",
                 (unsigned)w, (unsigned)h, (unsigned long long)CPNG_MAX_DECODE_PIXELS);
        return fail(c, CPNG_ERR_TOO_LARGE, text);
    }

    int colour = png_get_color_type(c->png, c->info);
    int has_trns = png_get_valid(c->png, c->info, PNG_INFO_tRNS) != 0;
    png_set_expand(c->png);          /* palette -> RGB, grey < 8 bit -> 8 bit, tRNS -> alpha */
    png_set_strip_16(c->png);        /* 16-bit samples keep their high byte */
    png_set_gray_to_rgb(c->png);
    if (!(colour & PNG_COLOR_MASK_ALPHA) && !has_trns)
        png_set_add_alpha(c->png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(c->png);
    png_read_update_info(c->png, c->info);
    if (png_get_rowbytes(c->png, c->info) != (size_t)w * 4)
        return fail(c, CPNG_ERR_LIBPNG, "unexpected row layout after transformations");

    c->pixels = (uint8_t *)malloc((size_t)w * h * 4);
    c->rows = (png_bytep *)malloc(sizeof(png_bytep) * h);
    if (c->pixels == NULL || c->rows == NULL) return fail(c, CPNG_ERR_NO_MEMORY, "out of memory");
    for (png_uint_32 y = 0; y < h; y++) c->rows[y] = c->pixels + (size_t)y * w * 4;
    png_read_image(c->png, c->rows);
    /* Read to IEND so damage after the image data (a bad CRC, a cut-off end) is reported too. */
    png_read_end(c->png, NULL);
    *out_w = w; *out_h = h;
    return CPNG_OK;
}

int cpng_decode_rgba(const uint8_t *data, size_t len,
                     uint32_t *width, uint32_t *height, uint8_t **pixels,
                     char *msg, size_t msg_cap) {
    cpng_ctx c;
    ctx_init(&c, msg, msg_cap);
    if (width == NULL || height == NULL || pixels == NULL)
        return fail(&c, CPNG_ERR_ARGUMENT, "no output pointer");
    *width = 0; *height = 0; *pixels = NULL;
    if (data == NULL && len > 0) return fail(&c, CPNG_ERR_ARGUMENT, "no input");
    size_t sig = len < 8 ? len : 8;
    if (sig == 0 || png_sig_cmp(data, 0, sig) != 0) return fail(&c, CPNG_ERR_NOT_PNG, "not a PNG signature");
    if (len < 8) return fail(&c, CPNG_ERR_TRUNCATED, "unexpected end of data");

    c.data = data; c.len = len; c.pos = 0;
    uint32_t w = 0, h = 0;
    int code = run_read(&c, &w, &h);
    ctx_free_read(&c);
    if (code != CPNG_OK) { free(c.pixels); return code; }
    *width = w; *height = h; *pixels = c.pixels;
    return CPNG_OK;
}

void cpng_free(void *p) { free(p); }

uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t len) {
    /* zlib's crc32 takes a uInt length; feed large buffers in pieces. */
    uLong value = crc;
    while (len > 0) {
        uInt n = len > 0x40000000u ? 0x40000000u : (uInt)len;
        value = crc32(value, bytes, n);
        bytes += n; len -= n;
    }
    return (uint32_t)value;
}

int cpng_version(void) { return (int)png_access_version_number(); }
