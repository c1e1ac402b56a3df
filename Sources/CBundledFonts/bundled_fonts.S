/* The bundled fonts' files, their bytes as they are, in the binary's read-only data: nothing to
   decode or copy at start-up, and only the pages FreeType reads are ever touched
   (docs/benchmarks.md). The files are found on the target's header search path
   (Sources/ListRender/Resources/Fonts, see Package.swift). The assembler's dependency list does
   not name them: after replacing a font, touch this file. `BundledFontFileTests` checks the bytes
   against the files. */

#define FONT(symbol, file) \
    .global symbol; .balign 16; symbol: .incbin file; \
    .global symbol##_end; symbol##_end:

    .section .rodata
FONT(lr_font_inter_regular, "Inter-Regular.otf")
FONT(lr_font_inter_semibold, "Inter-SemiBold.otf")
FONT(lr_font_inter_display_bold, "InterDisplay-Bold.otf")
FONT(lr_font_inter_medium, "Inter-Medium.otf")
FONT(lr_font_noto_color_emoji_subset, "NotoColorEmoji-Subset.ttf")

    .section .note.GNU-stack, "", @progbits
