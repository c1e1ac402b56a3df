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
   they are still in cache. Without, all n bytes are read as they are.
   With `quick` nonzero, only the two repeats of a raster image are looked for (the pixel to
   the left and the one above), with no hash chains and no lazy matching: about 0.6x the time
   and 1.08x the bytes on a diff image (docs/benchmarks.md); a frame `render` writes never is. */
size_t ui_zlib_compress(ui_deflate *s, const uint8_t *in, size_t n, size_t row_len, size_t bpp,
                        ui_input_fn more, void *more_ctx, uint8_t *out, size_t cap, int quick);
/* The most bytes the compressor needs to keep behind its position (see ui_zlib_compress_ring). */
size_t ui_ring_retain(void);
/* ui_zlib_compress over input that never exists whole: byte p lives at ring[p % ring_size],
   `ring_size` a power of two, and `ring` must be mapped twice in a row (ring[ring_size + i] is
   ring[i]), so that reads and writes run on across the end. `more` writes the bytes as they are
   needed and must stay within ring_size bytes of the oldest still needed: at most
   ui_ring_retain() behind the position it is asked for. Returns 0 if it does not (or cap is too
   small). The same bytes as ui_zlib_compress of the whole input. */
size_t ui_zlib_compress_ring(ui_deflate *s, const uint8_t *ring, size_t ring_size, size_t n, size_t row_len,
                             size_t bpp, ui_input_fn more, void *more_ctx, uint8_t *out, size_t cap, int quick);
#endif
