// Stress-test program, WRONG on purpose: Princeton 8puzzle, right on 3x3 and wrong on 2x2.
// It decides solvability by the rule for odd n only (an even number of inversions), which
// ignores the blank's row that even n needs, then prints a shortest solution found by
// breadth-first search in the assignment's format.
// Used by tests/problems/princeton_8puzzle/test_stress.py.
#include <cstdio>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>

static void print_board(const std::string &board, int n) {
    std::printf("%d\n", n);
    for (int row = 0; row < n; row++) {
        for (int column = 0; column < n; column++)
            std::printf("%2d ", (int)(unsigned char)board[row * n + column]);
        std::printf("\n");
    }
    std::printf("\n");
}

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    std::string start(n * n, '\0'), goal(n * n, '\0');
    for (int cell = 0; cell < n * n; cell++) {
        int tile;
        std::scanf("%d", &tile);
        start[cell] = (char)tile;
        goal[cell] = (char)((cell + 1) % (n * n));
    }
    int inversions = 0;
    for (int i = 0; i < n * n; i++)
        for (int j = i + 1; j < n * n; j++)
            if (start[i] && start[j] && start[i] > start[j]) inversions++;
    if (inversions % 2) {  // the bug: for even n, the blank's row counts too
        std::printf("No solution possible\n");
        return 0;
    }
    std::unordered_map<std::string, std::string> parent{{start, ""}};
    std::queue<std::string> queue;
    queue.push(start);
    const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    while (!queue.empty() && !parent.count(goal)) {
        std::string board = queue.front();
        queue.pop();
        int blank = (int)board.find('\0');
        for (const auto &step : steps) {
            int row = blank / n + step[0], column = blank % n + step[1];
            if (row < 0 || row >= n || column < 0 || column >= n) continue;
            std::string next = board;
            std::swap(next[blank], next[row * n + column]);
            if (parent.emplace(next, board).second) queue.push(next);
        }
    }
    if (!parent.count(goal)) {
        std::printf("No solution possible\n");
        return 0;
    }
    std::vector<std::string> path;
    for (std::string board = goal; !board.empty(); board = parent[board]) path.push_back(board);
    std::printf("Minimum number of moves = %d\n", (int)path.size() - 1);
    for (auto it = path.rbegin(); it != path.rend(); ++it) print_board(*it, n);
    return 0;
}
