/* Stress-test program, WRONG on purpose: HihoCoder 1312 with an off-by-one in the
   solvability test. It counts inversions to decide "No Solution!", but its inner loop starts
   one cell too late (j = i + 2 instead of i + 1), so two neighbouring cells are never
   compared: some solvable boards get "No Solution!" (and the breadth-first search, run only on
   boards it thinks solvable, is right; 1 2 3 / 4 5 0 / 7 8 6, one move out, is one of them). Used by tests/problems/hihocoder_1312/test_stress.py. */
#include <stdio.h>
#include <string.h>

static int encode(const int *board) {
    int code = 0;
    for (int i = 0; i < 9; i++) code = code * 9 + board[i];
    return code;
}

static unsigned char seen[387420489 / 8 + 1];  /* one bit per base-9 code: 46 MiB */
static int queue_boards[362880][9];
static int queue_moves[362880];

static int solve(const int *start) {
    static const int goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    memset(seen, 0, sizeof seen);
    int head = 0, tail = 1;
    memcpy(queue_boards[0], start, sizeof queue_boards[0]);
    queue_moves[0] = 0;
    int code = encode(start);
    seen[code / 8] |= (unsigned char)(1 << (code % 8));
    while (head < tail) {
        int *board = queue_boards[head];
        int moves = queue_moves[head++];
        if (memcmp(board, goal, sizeof goal) == 0) return moves;
        int blank = 0;
        while (board[blank] != 0) blank++;
        int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int s = 0; s < 4; s++) {
            int row = blank / 3 + steps[s][0], column = blank % 3 + steps[s][1];
            if (row < 0 || row > 2 || column < 0 || column > 2) continue;
            int next[9];
            memcpy(next, board, sizeof next);
            next[blank] = next[row * 3 + column];
            next[row * 3 + column] = 0;
            int next_code = encode(next);
            if (seen[next_code / 8] & (1 << (next_code % 8))) continue;
            seen[next_code / 8] |= (unsigned char)(1 << (next_code % 8));
            memcpy(queue_boards[tail], next, sizeof next);
            queue_moves[tail++] = moves + 1;
        }
    }
    return -1;
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t-- > 0) {
        int board[9];
        for (int i = 0; i < 9; i++) scanf("%d", &board[i]);
        int inversions = 0;
        for (int i = 0; i < 9; i++)
            for (int j = i + 2; j < 9; j++)  /* the bug: j = i + 1 */
                if (board[i] && board[j] && board[i] > board[j]) inversions++;
        if (inversions % 2) {
            printf("No Solution!\n");
            continue;
        }
        int moves = solve(board);
        if (moves < 0) printf("No Solution!\n"); else printf("%d\n", moves);
    }
    return 0;
}
