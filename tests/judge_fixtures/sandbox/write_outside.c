/* Hostile fixture, the twin of write_outside.py: writes the file its input names and one in its
   working folder, then answers. */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>

int main(void) {
    char path[4096];
    if (!fgets(path, sizeof path, stdin)) return 1;
    path[strcspn(path, "\n")] = 0;
    const char *targets[] = {path, "scratch.txt"};
    for (int i = 0; i < 2; i++) {
        FILE *file = fopen(targets[i], "w");
        if (file) {
            fputs("written by the solution\n", file);
            fclose(file);
        }
    }
    puts("7");
    return 0;
}
