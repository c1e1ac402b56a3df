/* Checks the two facts that let PixelmatchKernel.antialiasedOpaque decide pixelmatch's
   anti-aliasing test in integers with exactly the verdicts of its Double arithmetic
   (docs/benchmarks.md, "The failing suite, sixth pass"):

   1. For every dr, dg, db in -255...255, pixelmatch's brightness delta of two opaque pixels,
      dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223 in doubles, is within 1e-12 of
      I / 1e8, I = dr * 29889531 + dg * 58662247 + db * 11448223 (an exact integer).
   2. No two of the 2^24 colours have the same B = r * 29889531 + g * 58662247 + b * 11448223
      (the closest two differ by 229).

   I of a centre minus a neighbour is B(centre) - B(neighbour). By 2, it is 0 only for equal
   colours and two neighbours' I are equal only for equal colours; otherwise they differ by at
   least 229 (2.29e-6 after scaling), far more than 1's error, so the doubles order the deltas as
   the integers do: the same zeroes, the same darkest and brightest neighbour, the same ties.

   cc -O2 -o /tmp/pib scripts/pixelmatch-integer-brightness.c -lm && /tmp/pib   (a few seconds) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int by_value(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return x < y ? -1 : x > y;
}

int main(void) {
    long double worst = 0;
    for (int dr = -255; dr <= 255; dr++)
        for (int dg = -255; dg <= 255; dg++)
            for (int db = -255; db <= 255; db++) {
                double r = dr, g = dg, b = db;
                volatile double y = r * 0.29889531 + g * 0.58662247 + b * 0.11448223;
                long long i = (long long)dr * 29889531 + (long long)dg * 58662247 + (long long)db * 11448223;
                long double e = fabsl((long double)y - (long double)i * 1e-8L);
                if (e > worst) worst = e;
            }
    long long *all = malloc(sizeof(long long) << 24), gap = -1;
    if (!all) return 2;
    for (long c = 0; c < (1L << 24); c++)
        all[c] = (c >> 16) * 29889531LL + ((c >> 8) & 255) * 58662247LL + (c & 255) * 11448223LL;
    qsort(all, 1L << 24, sizeof *all, by_value);
    for (long c = 1; c < (1L << 24); c++)
        if (gap < 0 || all[c] - all[c - 1] < gap) gap = all[c] - all[c - 1];
    free(all);
    int ok = worst < 1e-12L && gap > 0;
    printf("largest |double - integer / 1e8|: %Lg; smallest brightness gap between colours: %lld; %s\n",
           worst, gap, ok ? "ok" : "FAILED");
    return ok ? 0 : 1;
}
