/* The bundled fonts' files, compiled in (bundled_fonts.S). */
#ifndef BUNDLED_FONTS_H
#define BUNDLED_FONTS_H
#include <stddef.h>

typedef enum {
    LR_FONT_INTER_REGULAR,
    LR_FONT_INTER_SEMIBOLD,
    LR_FONT_INTER_DISPLAY_BOLD,
    LR_FONT_NOTO_COLOR_EMOJI_SUBSET,
    LR_FONT_INTER_MEDIUM,
} lr_bundled_font;

/* The file's bytes (static, never freed) and their count. */
const unsigned char *lr_bundled_font_bytes(lr_bundled_font font, size_t *count);
#endif
