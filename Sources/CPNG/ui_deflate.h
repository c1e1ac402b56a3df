/* DEFLATE for the scanlines of UI frames (ui_deflate.c). Private to CPNG. */
#ifndef UI_DEFLATE_H
#define UI_DEFLATE_H
#include <stddef.h>
#include <stdint.h>

typedef struct ui_deflate ui_deflate;
ui_deflate *ui_deflate_new(void);
void ui_deflate_free(ui_deflate *s);
/* The most bytes ui_zlib_compress writes for n input bytes. */
size_t ui_zlib_bound(size_t n);
/* Makes at least the first `need` bytes of the input valid (all of them when need is past the
   end) and returns how many are valid now. */
typedef size_t (*ui_input_fn)(void *ctx, size_t need);
/* Compresses n bytes of PNG scanlines (rows of `row_len` bytes: a filter byte and the samples,
   `bpp` bytes a pixel) into a zlib stream at out; returns its length, 0 when cap is too small.
   With `more`, the input is produced as the compressor reaches it: it asks for a few hundred
   bytes past its position at a time, so the caller can write the rows just ahead of it, while
   they are still in cache. Without, all n bytes are read as they are. */
size_t ui_zlib_compress(ui_deflate *s, const uint8_t *in, size_t n, size_t row_len, size_t bpp,
                        ui_input_fn more, void *more_ctx, uint8_t *out, size_t cap);
#endif
