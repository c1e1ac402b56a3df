#ifndef CPNG_H
#define CPNG_H
/* libpng behind a C shim: every libpng error becomes a return code and a message.
   libpng reports errors by longjmp; the setjmp lives here, so no longjmp ever crosses a Swift frame.
   Warnings never reach stderr: the first one is kept in the caller's message buffer on success. */
#include <stddef.h>
#include <stdint.h>

/* Return codes. */
enum {
    CPNG_OK = 0,
    CPNG_ERR_ARGUMENT = 1,   /* bad width/height/stride/level/null pointer from the caller */
    CPNG_ERR_NOT_PNG = 2,    /* the bytes do not start with the PNG signature */
    CPNG_ERR_TRUNCATED = 3,  /* the data ends before the image does */
    CPNG_ERR_LIBPNG = 4,     /* libpng reported an error; the message is libpng's */
    CPNG_ERR_TOO_LARGE = 5,  /* dimensions above CPNG_MAX_PIXELS, refused before allocating */
    CPNG_ERR_NO_MEMORY = 6
};

/* Largest image the shim allocates for: 2^28 pixels (1 GiB of RGBA8). */
#define CPNG_MAX_PIXELS ((uint64_t)1 << 28)
/* Decoding budget: 8192x8192 (the largest frame a scenario can render), 256 MiB of RGBA, so a
   compare of two images plus its diff stays under 1 GiB. */
#define CPNG_MAX_DECODE_PIXELS ((uint64_t)1 << 26)
/* The most one ancillary chunk (text, ICC profile, ...) may allocate while decoding. */
#define CPNG_MAX_CHUNK_BYTES ((size_t)8 << 20)

/* Encoder settings. */
typedef struct {
    int level;          /* zlib level 0...9 */
    int filters;        /* libpng PNG_FILTER_* mask (PNG_FILTER_NONE 0x08, SUB 0x10, UP 0x20, AVG 0x40, PAETH 0x80) */
    int strategy;       /* zlib strategy (Z_DEFAULT_STRATEGY 0, Z_FILTERED 1, Z_RLE 3), or -1 for libpng's choice */
    int rgb_if_opaque;  /* nonzero: write colour type RGB (no alpha) when every alpha byte is 255 */
} cpng_encode_options;

/* Encodes straight-alpha RGBA8 rows (`stride` bytes apart) to a PNG in memory.
   On success *out is a malloc'd buffer of *out_len bytes the caller frees with cpng_free.
   On failure *out is NULL and `msg` (capacity msg_cap, always NUL-terminated) says why. */
int cpng_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                     const cpng_encode_options *options,
                     uint8_t **out, size_t *out_len, char *msg, size_t msg_cap);

/* Decodes any PNG (palette, grey, grey+alpha, RGB, RGBA, 1...16-bit, interlaced, tRNS) to
   straight-alpha RGBA8, width*4 bytes a row, no padding; 16-bit samples keep their high byte.
   On success *pixels is a malloc'd buffer the caller frees with cpng_free. */
int cpng_decode_rgba(const uint8_t *data, size_t len,
                     uint32_t *width, uint32_t *height, uint8_t **pixels,
                     char *msg, size_t msg_cap);

/* The decoder without libpng (fast_decode.c) for 8-bit RGB/RGBA, not interlaced, well formed:
   cpng_fast_decode_size gives the size and the bytes the output buffer needs (at least
   width*height*4) and returns nonzero when it applies; cpng_fast_decode_into writes the
   straight-alpha RGBA8 pixels (exactly cpng_decode_rgba's) into the first width*height*4 bytes of
   `rgba` (its other bytes are scratch) and returns nonzero, or returns 0 for anything it does not
   decode (then cpng_decode_rgba decodes it or says why not). */
int cpng_fast_decode_size(const uint8_t *data, size_t len, uint32_t *width, uint32_t *height, size_t *capacity);
int cpng_fast_decode_into(const uint8_t *data, size_t len, uint8_t *rgba, size_t capacity);
/* cpng_fast_decode_into, also marking in `repeats` (height bytes) the rows that are exactly the
   row above: 1 for a row of an RGB file filtered Up whose filtered bytes are all zero (what
   encoders write for a repeated row), 0 for every other (a row may repeat the one above and still
   get 0; every row of an RGBA file does). */
int cpng_fast_decode_into_marking(const uint8_t *data, size_t len, uint8_t *rgba, size_t capacity, uint8_t *repeats);
/* cpng_fast_decode_into_marking with the SSSE3 rows allowed or not (0: the SSE2 rows a CPU
   without SSSE3 takes), so tests hold both to libpng's pixels on any machine. */
int cpng_fast_decode_into_paths(const uint8_t *data, size_t len, uint8_t *rgba, size_t capacity, uint8_t *repeats,
                                int allow_ssse3);

/* The inflate cpng_fast_decode_into uses for the image data (png_inflate.c): the zlib stream `in`
   into exactly `out_len` bytes at `out`, header and Adler-32 checked (bytes after the Adler-32
   are ignored, as libdeflate_zlib_decompress does). Returns 1 on success and 0 for anything else
   (a bad header or Huffman code, a distance before the start, fewer or more bytes than out_len,
   truncated input, a wrong checksum), never reading outside `in` nor writing outside `out`. */
int cpng_inflate_zlib(const uint8_t *in, size_t in_len, uint8_t *out, size_t out_len);

/* A reusable PNG writer for RGBA8 frames: rows filtered in the shim, image data compressed by
   the frame compressor (`level` CPNG_FRAME_DEFLATE: repeats of the pixel above and to the left
   first, see ui_deflate.c) or by libdeflate at `level` (1...12; 0 stores). Not thread-safe: one
   per thread. */
#define CPNG_FRAME_DEFLATE (-1)
typedef struct cpng_frame_encoder cpng_frame_encoder;
cpng_frame_encoder *cpng_frame_encoder_new(int level);
void cpng_frame_encoder_free(cpng_frame_encoder *e);

/* Flags of cpng_frame_encoder_encode. */
#define CPNG_ENCODE_OPAQUE 1    /* every alpha is 255: skip the check */
#define CPNG_ENCODE_IN_PLACE 2  /* the pixels may be overwritten (the frame compressor writes an
                                   opaque frame's scanlines over them); afterwards they are unspecified */
#define CPNG_ENCODE_NO_RING 4   /* bands through a frame-sized buffer, as where the system cannot map
                                   a ring (tests check both ways give the same bytes) */
#define CPNG_ENCODE_INDEXED 8   /* a diff image (opaque, not in place): a palette PNG (colour type 3)
                                   when the image has at most 256 colours, the same pixels in a third
                                   of the bytes to compress; else RGB, every band drawn again from the
                                   top. Either way compressed CPNG_ENCODE_QUICK */
#define CPNG_ENCODE_QUICK 16    /* the frame compressor looks only for the repeats of the pixel to the
                                   left and the one above (no hash chains, no lazy matching): a diff
                                   image in about 0.6x the time for 1.08x the bytes, the same pixels.
                                   Never for a frame render writes (other bytes) */

/* Encodes straight-alpha RGBA8 rows (`stride` bytes apart): colour type RGB when every alpha is
   255, else RGBA; 8 bits, no interlace, no ancillary chunks. `flags`: CPNG_ENCODE_* or 0. On
   success *out points at *out_len bytes owned by the encoder, valid until its next call or free.
   Same pixels and level give the same bytes, whatever the flags but CPNG_ENCODE_INDEXED and CPNG_ENCODE_QUICK. */
int cpng_frame_encoder_encode(cpng_frame_encoder *e, const uint8_t *rgba, uint32_t width, uint32_t height,
                              size_t stride, int flags, const uint8_t **out, size_t *out_len,
                              char *msg, size_t msg_cap);

/* Draws the frame's rows from `first` on (a band of at least one row, at most to the end) and
   returns the first pixel of that band, its rows `width * 4` bytes apart, setting *rows to how
   many it holds; NULL when it cannot. The band must stay valid until the next call. */
typedef const uint8_t *(*cpng_band_fn)(void *ctx, uint32_t first, uint32_t *rows);

/* cpng_frame_encoder_encode for an opaque frame that never exists whole: `band` draws it a band
   of rows at a time, just ahead of the compressor, and the scanlines pass through a ring of a few
   hundred KB, so nothing frame-sized is written or read back from memory. Needs
   CPNG_ENCODE_OPAQUE (the alpha cannot be checked first) and the frame compressor
   (CPNG_FRAME_DEFLATE). The same bytes as
   cpng_frame_encoder_encode of the whole frame. */
int cpng_frame_encoder_encode_bands(cpng_frame_encoder *e, uint32_t width, uint32_t height, int flags,
                                    cpng_band_fn band, void *band_ctx, const uint8_t **out, size_t *out_len,
                                    char *msg, size_t msg_cap);

/* zlib's crc32, for PNG chunk CRCs written or checked in Swift (APNG). Start with crc = 0. */
uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t len);

/* Frees a buffer the shim returned. */
void cpng_free(void *p);

/* libpng's version number, e.g. 10639. */
int cpng_version(void);

#endif
