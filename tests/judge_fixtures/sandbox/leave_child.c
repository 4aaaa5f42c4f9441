/* Hostile fixture, the twin of leave_child.py: leaves a child that would write the file its
   input names a few seconds after the run, then answers. */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    char path[4096];
    if (!fgets(path, sizeof path, stdin)) return 1;
    path[strcspn(path, "\n")] = 0;
    if (fork() == 0) {
        setsid();
        sleep(3);
        FILE *file = fopen(path, "w");
        if (file) {
            fputs("written after the run\n", file);
            fclose(file);
        }
        _exit(0);
    }
    puts("7");
    return 0;
}
