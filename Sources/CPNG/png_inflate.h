/* The inflate's second entry, for fast_decode.c only (not part of the module's interface). */
#ifndef PNG_INFLATE_H
#define PNG_INFLATE_H
#include <stddef.h>
#include <stdint.h>

/* Called after each deflate block with `settled`: the output bytes before it are checked
   (Adler-32 summed) and never read again by the inflate (they are more than 32 KiB behind
   what it writes next), so the callee may read them and overwrite them. Returns 0 to stop. */
typedef int (*cpng_inflate_progress)(void *context, size_t settled);

/* cpng_inflate_zlib, calling `progress` as the output settles, and once more with `out_len`
   after the whole stream is checked. The callee may have been called before a later failure. */
int cpng_inflate_zlib_progress(const uint8_t *in, size_t in_len, uint8_t *out, size_t out_len,
                               cpng_inflate_progress progress, void *context);
#endif
