// Stress-test program, correct: Luogu P1379 by breadth-first search from the input board.
// Reads nine digits (0 the blank), prints the fewest moves to 1 2 3 / 8 0 4 / 7 6 5. A board is
// nine nibbles in an integer, marked visited by its Lehmer rank (9! = 362,880 entries).
// Used by tests/problems/luogu_p1379/test_stress.py and tests/judge/test_languages.py;
// build: g++ -O2 -std=c++17 luogu_bfs.cpp
#include <cstdint>
#include <cstdio>
#include <vector>

static int tile(uint64_t board, int cell) { return (int)((board >> (4 * cell)) & 15); }

static int rank_of(uint64_t board) {
    int rank = 0, used = 0;
    for (int cell = 0; cell < 9; cell++) {
        int t = tile(board, cell);
        rank = rank * (9 - cell) + t - __builtin_popcount(used & ((1 << t) - 1));
        used |= 1 << t;
    }
    return rank;
}

int main() {
    uint64_t start = 0, goal = 0;
    const char *goal_digits = "123804765";
    int cell = 0;
    for (int c; cell < 9 && (c = std::getchar()) != EOF;)
        if (c >= '0' && c <= '8') start |= (uint64_t)(c - '0') << (4 * cell++);
    for (int i = 0; i < 9; i++) goal |= (uint64_t)(goal_digits[i] - '0') << (4 * i);
    std::vector<signed char> distance(362880, -1);
    std::vector<uint64_t> queue{start};
    distance[rank_of(start)] = 0;
    const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (size_t head = 0; head < queue.size(); head++) {
        uint64_t board = queue[head];
        int moves = distance[rank_of(board)];
        if (board == goal) {
            std::printf("%d\n", moves);
            return 0;
        }
        int blank = 0;
        while (tile(board, blank) != 0) blank++;
        for (const auto &step : steps) {
            int row = blank / 3 + step[0], column = blank % 3 + step[1];
            if (row < 0 || row > 2 || column < 0 || column > 2) continue;
            int other = row * 3 + column;
            uint64_t next = (board & ~((uint64_t)15 << (4 * other))) |
                            ((uint64_t)tile(board, other) << (4 * blank));
            int code = rank_of(next);
            if (distance[code] < 0) {
                distance[code] = (signed char)(moves + 1);
                queue.push_back(next);
            }
        }
    }
    std::printf("-1\n");
    return 0;
}
