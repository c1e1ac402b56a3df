#ifndef CPNG_TEST_SUPPORT_H
#define CPNG_TEST_SUPPORT_H
/* Test inputs for the PNG decoder: PNGs in formats the product never writes (palette, grey,
   16-bit big-endian samples, interlaced, tRNS), from rows already packed as PNG stores them. */
#include <stddef.h>
#include <stdint.h>

typedef struct {
    int bit_depth;
    int colour_type;    /* PNG_COLOR_TYPE_* */
    int interlace;      /* 0 none, 1 Adam7 */
    const uint8_t *palette; int palette_count;   /* RGB triples, or NULL */
    const uint8_t *trns; int trns_count;         /* alpha bytes of a palette image, or NULL */
    int has_trns_colour; uint16_t trns_grey, trns_red, trns_green, trns_blue;
} cpng_raw_format;

/* Writes `height` rows of `stride` bytes. 0 on success (*out malloc'd, free with free());
   otherwise nonzero and `msg` says why. */
int cpng_encode_raw(const uint8_t *rows, uint32_t width, uint32_t height, size_t stride,
                    const cpng_raw_format *format,
                    uint8_t **out, size_t *out_len, char *msg, size_t msg_cap);

#endif
