/* Hostile fixture, expected RE (process limit): the C twin of hostile/fork_bomb.py. Forks again
   and again, every child sleeping. Bounded so a broken judge cannot take the machine down: at
   most 200 forks, each child sleeps 20 s and exits; the parent then sleeps. */
#include <unistd.h>

int main(void) {
    for (int i = 0; i < 200; i++)
        if (fork() == 0) {
            sleep(20);
            _exit(0);
        }
    for (;;) sleep(1000);
}
