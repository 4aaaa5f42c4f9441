/* Hostile fixture, the twin of kill_judge.py: kills its parent's process group, then answers. */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

int main(void) {
    pid_t group = getpgid(getppid());
    if (group > 0) killpg(group, SIGKILL);
    puts("7");
    return 0;
}
