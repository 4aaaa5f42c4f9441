/* Hostile fixture, expected MLE: the C twin of hostile/allocate_forever.py. Allocates 1 MiB
   blocks, each written so it is resident; stops at 2 GiB, then sleeps (a judge whose memory
   limit failed reports TLE instead). */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    for (int i = 0; i < 2048; i++) {
        char *block = malloc(1 << 20);
        if (block == NULL) return 1;
        memset(block, 'x', 1 << 20);
    }
    for (;;) sleep(1000);
}
