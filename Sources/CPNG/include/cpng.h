#ifndef CPNG_H
#define CPNG_H
/* libpng behind a C shim: every libpng error becomes a return code and a message.
   libpng reports errors by longjmp; the setjmp lives here, so no longjmp ever crosses a Swift frame. */
#include <stddef.h>
#include <stdint.h>

/* Placeholder: replaced by the codec implementation. */
int cpng_version(void);

#endif
