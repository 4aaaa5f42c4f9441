// Stress-test program, WRONG on purpose: POJ 1077 "Eight" with the tile's direction printed
// where the blank's is wanted. A breadth-first search finds a shortest path, but each move is
// written as the way the tile slides ('u' when the tile below the blank moves up), the
// opposite of the blank's way that the judge reads. Used by tests/problems/poj_1077/test_stress.py.
#include <cstdio>
#include <queue>
#include <string>
#include <unordered_map>

int main() {
    std::string start;
    char token[8];
    while (start.size() < 9 && std::scanf("%7s", token) == 1)
        for (const char *c = token; *c; c++) start += *c == 'x' ? '0' : *c;
    const std::string goal = "123456780";
    std::unordered_map<std::string, std::string> path{{start, ""}};
    std::queue<std::string> queue;
    queue.push(start);
    // the blank's step, and the letter of the TILE's direction (the bug: 'd' for the blank's 'u')
    const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    const char letters[4] = {'d', 'u', 'r', 'l'};
    while (!queue.empty()) {
        std::string board = queue.front();
        queue.pop();
        if (board == goal) {
            std::printf("%s\n", path[board].c_str());
            return 0;
        }
        int blank = (int)board.find('0');
        for (int s = 0; s < 4; s++) {
            int row = blank / 3 + steps[s][0], column = blank % 3 + steps[s][1];
            if (row < 0 || row > 2 || column < 0 || column > 2) continue;
            std::string next = board;
            std::swap(next[blank], next[row * 3 + column]);
            if (path.emplace(next, path[board] + letters[s]).second) queue.push(next);
        }
    }
    std::printf("unsolvable\n");
    return 0;
}
