/* Hostile fixture, the twin of fill_scratch.py: writes 96 MiB into its working folder, then
   answers; a failed write ends it with exit status 1 (RE). */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>

static char chunk[1 << 20];

int main(void) {
    memset(chunk, 'x', sizeof chunk);
    FILE *file = fopen("fill.bin", "wb");
    if (!file) return 1;
    for (int i = 0; i < 96; i++) {
        if (fwrite(chunk, 1, sizeof chunk, file) != sizeof chunk || fflush(file) != 0) return 1;
    }
    if (fclose(file) != 0) return 1;
    puts("7");
    return 0;
}
