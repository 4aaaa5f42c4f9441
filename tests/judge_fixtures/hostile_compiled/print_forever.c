/* Hostile fixture, expected OLE: the C twin of hostile/print_forever.py. Prints 64 KiB lines
   without end (stopped at the stdout cap). */
#include <stdio.h>
#include <string.h>

int main(void) {
    static char line[65536];
    memset(line, 'x', sizeof line - 1);
    line[sizeof line - 1] = '\n';
    for (;;) fwrite(line, 1, sizeof line, stdout);
}
