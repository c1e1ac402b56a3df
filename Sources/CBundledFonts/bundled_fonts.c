#include "bundled_fonts.h"

extern const unsigned char lr_font_inter_regular[], lr_font_inter_regular_end[];
extern const unsigned char lr_font_inter_semibold[], lr_font_inter_semibold_end[];
extern const unsigned char lr_font_inter_display_bold[], lr_font_inter_display_bold_end[];
extern const unsigned char lr_font_inter_medium[], lr_font_inter_medium_end[];
extern const unsigned char lr_font_noto_color_emoji_subset[], lr_font_noto_color_emoji_subset_end[];

const unsigned char *lr_bundled_font_bytes(lr_bundled_font font, size_t *count) {
    const unsigned char *start, *end;
    switch (font) {
    case LR_FONT_INTER_REGULAR: start = lr_font_inter_regular; end = lr_font_inter_regular_end; break;
    case LR_FONT_INTER_SEMIBOLD: start = lr_font_inter_semibold; end = lr_font_inter_semibold_end; break;
    case LR_FONT_INTER_DISPLAY_BOLD: start = lr_font_inter_display_bold; end = lr_font_inter_display_bold_end; break;
    case LR_FONT_INTER_MEDIUM: start = lr_font_inter_medium; end = lr_font_inter_medium_end; break;
    case LR_FONT_NOTO_COLOR_EMOJI_SUBSET: start = lr_font_noto_color_emoji_subset; end = lr_font_noto_color_emoji_subset_end; break;
    default: *count = 0; return 0;
    }
    *count = (size_t)(end - start);
    return start;
}
