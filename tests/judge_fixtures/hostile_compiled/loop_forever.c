/* Hostile fixture, expected TLE: the C twin of hostile/loop_forever.py. A busy loop that never
   ends (killed at the time limit). */
int main(void) {
    volatile unsigned long counter = 0;
    for (;;) counter++;
}
