/* Stress-test program, WRONG on purpose: Luogu P1379 by greedy best-first search.
   It always expands the board whose tiles are fewest Manhattan steps from their goal cells,
   ignoring the moves already made, and prints the length of the first path it finds: a
   path to the goal, but not always a shortest one.
   Used by tests/problems/luogu_p1379/test_stress.py. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STATES 362880
static const char GOAL[] = "123804765";
static char boards[STATES][10];
static int moves_to[STATES], heuristic[STATES], closed[STATES];
static int count;

static int find(const char *board) {
    for (int i = 0; i < count; i++)
        if (memcmp(boards[i], board, 9) == 0) return i;
    return -1;
}

static int manhattan(const char *board) {
    int total = 0;
    for (int cell = 0; cell < 9; cell++) {
        if (board[cell] == '0') continue;
        int home = (int)(strchr(GOAL, board[cell]) - GOAL);
        total += abs(cell / 3 - home / 3) + abs(cell % 3 - home % 3);
    }
    return total;
}

int main(void) {
    char start[10] = {0};
    int length = 0, c;
    while ((c = getchar()) != EOF && length < 9)
        if (c >= '0' && c <= '8') start[length++] = (char)c;
    memcpy(boards[0], start, 10);
    moves_to[0] = 0;
    heuristic[0] = manhattan(start);
    count = 1;
    for (;;) {
        int best = -1;
        for (int i = 0; i < count; i++)
            if (!closed[i] && (best < 0 || heuristic[i] < heuristic[best])) best = i;
        if (best < 0) { printf("-1\n"); return 0; }
        if (memcmp(boards[best], GOAL, 9) == 0) { printf("%d\n", moves_to[best]); return 0; }
        closed[best] = 1;
        int blank = (int)(strchr(boards[best], '0') - boards[best]);
        int row = blank / 3, column = blank % 3;
        int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int s = 0; s < 4; s++) {
            int r = row + steps[s][0], k = column + steps[s][1];
            if (r < 0 || r > 2 || k < 0 || k > 2) continue;
            char next[10];
            memcpy(next, boards[best], 10);
            next[blank] = next[r * 3 + k];
            next[r * 3 + k] = '0';
            if (find(next) >= 0 || count >= STATES) continue;
            memcpy(boards[count], next, 10);
            moves_to[count] = moves_to[best] + 1;
            heuristic[count] = manhattan(next);
            count++;
        }
    }
}
