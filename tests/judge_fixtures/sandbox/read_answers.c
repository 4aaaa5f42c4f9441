/* Hostile fixture, the twin of read_answers.py: prints the answer file its input names. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    char path[4096], answer[4096];
    if (!fgets(path, sizeof path, stdin)) return 1;
    path[strcspn(path, "\n")] = 0;
    FILE *file = fopen(path, "r");
    if (!file) {
        printf("no answer to copy: %s\n", strerror(errno));
        return 0;
    }
    size_t got = fread(answer, 1, sizeof answer - 1, file);
    answer[got] = 0;
    fputs(answer, stdout);
    return 0;
}
