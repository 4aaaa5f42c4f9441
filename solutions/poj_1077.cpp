/* POJ 1077 Eight (the 8-puzzle, print the moves): http://poj.org/problem?id=1077

Judge      POJ, problem 1077, special judge (any valid path). POJ takes no Python: submit this
           file as is and choose the language "G++" (MinGW GCC 3.4.2). Limits: 1 s, 64 MB (one
           source).
Language   C++98, the oldest dialect POJ compiles (POJ's G++ is 3.4.2): no warning under
           g++ -std=c++98 -Wall -pedantic-errors, nor under -std=c++17 (the local judge's).
Input      one board: the symbols 1-8 and x (the blank), any whitespace between or around them,
           e.g. `2  3  4  1  5  x  7  6  8`; also `23415x768` and the board split over lines.
Output     one line: a path to the goal 1 2 3 / 4 5 6 / 7 8 x over u, d, l, r (the direction the
           blank travels), or `unsolvable`. We print a shortest path, the first in the order
           u, d, l, r (the path solutions/poj_1077.py prints); a solved board prints an empty line.
Bad input  a wrong number of symbols, a repeated one, anything but 1-8 and x, input that is not
           UTF-8: one line on stderr naming the problem, exit status 1, nothing on stdout.
           Whitespace is what Python's str.split() takes for it (Unicode spaces included) and
           leading byte order marks are skipped, as in solutions/poj_1077.py.
Algorithm  one BFS from the goal over the 9! = 362,880 boards, each numbered by its rank among
           the permutations, gives every board's distance to the goal (255 for the 181,440 that
           cannot reach it: they are `unsolvable`). The path walks down those distances, taking
           at each step the first move in the order u, d, l, r that leads one move nearer.
           Cost: the BFS O(9! / 2) boards x 4 moves, then O(moves); memory: the table 363 KB and
           the BFS queue 726 KB. Measured in docs/performance.md.
Usage      g++ -std=c++98 -O2 -o /tmp/poj_1077 solutions/poj_1077.cpp && /tmp/poj_1077 < judge_cases/poj_1077/sample-1.in
           $ echo "2 3 4 1 5 x 7 6 8" | /tmp/poj_1077
           ullddrurdllurdruldr
*/

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

const char PROBLEM[] = "POJ 1077";
const char BLANK = 'x';

// ---- BEGIN slidingkit/core/cpp/reader.h (vendored by make vendor: edit slidingkit/core/cpp/, not this copy) ----
// The input reader: the input as the Python files read it. They decode the whole input as
// UTF-8 (strictly), drop leading byte order marks and split it with str.split(); the same rules
// here, one code point at a time. next_symbol() gives the next code point that is not
// whitespace; the input is standard input, or the file main() opens into source.
// Needs <cerrno>, <cstdio>, <cstring> and the file's PROBLEM (the name its messages start with).
// Cost: a 64 KB buffer; O(1) a byte, each byte read once.

const int END_OF_INPUT = -1;
const int NOT_UTF8 = -2;
const int BYTE_ORDER_MARK = 0xFEFF;

std::FILE* source = stdin;
unsigned char buffer[1 << 16];
std::size_t buffered = 0, consumed = 0;

int next_byte() {
    if (consumed == buffered) {
        buffered = std::fread(buffer, 1, sizeof buffer, source);
        consumed = 0;
        if (buffered == 0) return END_OF_INPUT;
    }
    return buffer[consumed++];
}

// The next code point, END_OF_INPUT, or NOT_UTF8 where the bytes are not UTF-8 as Python's
// strict decoder has it: no overlong forms, no surrogates, nothing past U+10FFFF.
int next_code_point() {
    int byte = next_byte();
    if (byte < 0x80) return byte;  // ASCII, or END_OF_INPUT
    int extra, lowest = 0x80, highest = 0xBF, code_point;
    if (byte >= 0xC2 && byte <= 0xDF) {
        extra = 1;
        code_point = byte & 0x1F;
    } else if (byte >= 0xE0 && byte <= 0xEF) {
        extra = 2;
        code_point = byte & 0x0F;
        if (byte == 0xE0) lowest = 0xA0;   // overlong below U+0800
        if (byte == 0xED) highest = 0x9F;  // surrogates
    } else if (byte >= 0xF0 && byte <= 0xF4) {
        extra = 3;
        code_point = byte & 0x07;
        if (byte == 0xF0) lowest = 0x90;   // overlong below U+10000
        if (byte == 0xF4) highest = 0x8F;  // past U+10FFFF
    } else {
        return NOT_UTF8;
    }
    for (int index = 0; index < extra; ++index) {
        int following = next_byte();
        if (following < lowest || following > highest) return NOT_UTF8;
        code_point = code_point << 6 | (following & 0x3F);
        lowest = 0x80;
        highest = 0xBF;
    }
    return code_point;
}

// Whitespace as Python's str.split() sees it.
bool is_space(int code_point) {
    return (code_point >= 0x09 && code_point <= 0x0D) || (code_point >= 0x1C && code_point <= 0x20)
        || code_point == 0x85 || code_point == 0xA0 || code_point == 0x1680
        || (code_point >= 0x2000 && code_point <= 0x200A) || code_point == 0x2028
        || code_point == 0x2029 || code_point == 0x202F || code_point == 0x205F
        || code_point == 0x3000;
}

bool at_start = true;

// The next code point that is not whitespace (a symbol), END_OF_INPUT or NOT_UTF8.
int next_symbol() {
    for (;;) {
        int code_point = next_code_point();
        if (at_start && code_point == BYTE_ORDER_MARK) continue;
        at_start = false;
        if (code_point < 0 || !is_space(code_point)) return code_point;
    }
}

// Writes that the input (name: the file, or "standard input") cannot be read; returns exit
// status 1.
int cannot_read(const char* name) {
    std::fprintf(stderr, "%s: cannot read %s: %s\n", PROBLEM, name, std::strerror(errno));
    return 1;
}
// ---- END slidingkit/core/cpp/reader.h ----

// ---- BEGIN slidingkit/core/cpp/faults.h (vendored by make vendor: edit slidingkit/core/cpp/, not this copy) ----
// Bad input: the first fault of the most basic kind is the one reported. The Python files check
// the encoding, then that every item that must be a number is one, then the layout (the counts
// and the shapes), then each board in turn. A C++ file reads its input once, so it notes each
// fault it meets with note_fault() and reports, at the end, the first one of the lowest level:
// main() writes `PROBLEM: bad input: ` and fault when fault_level is not NO_FAULT.
// Needs <string>. Cost: the one message kept; a fault noted costs its message.

enum FaultLevel { ENCODING, NUMBER, LAYOUT, BOARD, NO_FAULT };

FaultLevel fault_level = NO_FAULT;
std::string fault;

void note_fault(FaultLevel level, const std::string& message) {
    if (level < fault_level) {
        fault_level = level;
        fault = message;
    }
}
// ---- END slidingkit/core/cpp/faults.h ----

// ---- BEGIN slidingkit/core/cpp/text.h (vendored by make vendor: edit slidingkit/core/cpp/, not this copy) ----
// Text as the Python files write it: decimal() a number as str() does, append_utf8() a code
// point in UTF-8, python_repr() code points as repr() does in the messages on stderr.
// Needs <cstdio>, <string>. Cost: O(length) a call; nothing held.

std::string decimal(long value) {
    char digits[24];
    std::sprintf(digits, "%ld", value);
    return digits;
}

void append_utf8(std::string& text, int code_point) {
    if (code_point < 0x80) {
        text += static_cast<char>(code_point);
    } else if (code_point < 0x800) {
        text += static_cast<char>(0xC0 | code_point >> 6);
        text += static_cast<char>(0x80 | (code_point & 0x3F));
    } else if (code_point < 0x10000) {
        text += static_cast<char>(0xE0 | code_point >> 12);
        text += static_cast<char>(0x80 | (code_point >> 6 & 0x3F));
        text += static_cast<char>(0x80 | (code_point & 0x3F));
    } else {
        text += static_cast<char>(0xF0 | code_point >> 18);
        text += static_cast<char>(0x80 | (code_point >> 12 & 0x3F));
        text += static_cast<char>(0x80 | (code_point >> 6 & 0x3F));
        text += static_cast<char>(0x80 | (code_point & 0x3F));
    }
}

// Code points as Python's repr() writes them in the Python file's messages: exactly so for
// ASCII; other characters as they are, C1 controls as \xNN.
std::string python_repr(const int* code_points, int count) {
    bool single = false, double_quote = false;
    for (int index = 0; index < count; ++index) {
        single = single || code_points[index] == '\'';
        double_quote = double_quote || code_points[index] == '"';
    }
    char quote = single && !double_quote ? '"' : '\'';
    std::string text(1, quote);
    for (int index = 0; index < count; ++index) {
        int code_point = code_points[index];
        if (code_point == quote || code_point == '\\') {
            text += '\\';
            text += static_cast<char>(code_point);
        } else if (code_point < 0x20 || (code_point >= 0x7F && code_point < 0xA0)) {
            char escaped[8];
            std::sprintf(escaped, "\\x%02x", code_point);
            text += escaped;
        } else {
            append_utf8(text, code_point);
        }
    }
    return text + quote;
}
// ---- END slidingkit/core/cpp/text.h ----

// ---- BEGIN slidingkit/core/cpp/board.h (vendored by make vendor: edit slidingkit/core/cpp/, not this copy) ----
// The 3x3 board. A board is 9 cells in row-major order, 0 the blank. rank_of() numbers the 9!
// boards 0 .. 9!-1 by their Lehmer code (for each cell, how many smaller tiles come after it); a
// Packed board keeps cells 0-7 in 4 bits each (cell 8 holds the one tile missing from them), so
// a BFS queue holds boards, not ranks, and never has to turn a rank back into a board. A move is
// named by the direction the blank travels; tile_of() reads the symbols 1-8 and BLANK.
// Needs the file's BLANK (the symbol of the blank). Cost: a 512-byte table of bit counts, built
// before main(); a rank, a pack or an unpack O(cells), a move O(1).

const int SIDE = 3;
const int CELLS = SIDE * SIDE;
const int BOARDS = 362880;  // 9!
const int TILE_SUM = 36;  // 0 + 1 + ... + 8
const int WEIGHT[CELLS] = {40320, 5040, 720, 120, 24, 6, 2, 1, 1};  // (8 - cell)!

enum Direction { UP, DOWN, LEFT, RIGHT };  // the direction the blank travels
const int STEP[4] = {-SIDE, SIDE, -1, 1};
const char LETTER[4] = {'u', 'd', 'l', 'r'};  // the judge's letters

typedef unsigned int Packed;

Packed pack(const int* board) {
    Packed packed = 0;
    for (int cell = 0; cell < CELLS - 1; ++cell) packed |= static_cast<Packed>(board[cell]) << 4 * cell;
    return packed;
}

void unpack(Packed packed, int* board) {
    board[CELLS - 1] = TILE_SUM;
    for (int cell = 0; cell < CELLS - 1; ++cell) {
        board[cell] = packed >> 4 * cell & 15;
        board[CELLS - 1] -= board[cell];
    }
}

struct BitCounts {
    unsigned char of[1 << CELLS];  // of[set]: how many tiles a set holds (bit t: tile t)
    BitCounts() {
        of[0] = 0;
        for (int set = 1; set < 1 << CELLS; ++set) of[set] = static_cast<unsigned char>(of[set >> 1] + (set & 1));
    }
};
const BitCounts BITS;

int rank_of(const int* board) {
    int rank = 0;
    unsigned used = 0;  // the tiles of the cells before, as bits
    for (int cell = 0; cell < CELLS - 1; ++cell) {
        int tile = board[cell];  // the smaller tiles after it: those not used before it
        rank += (tile - BITS.of[used & ((1u << tile) - 1)]) * WEIGHT[cell];
        used |= 1u << tile;
    }
    return rank;
}

int blank_of(const int* board) {
    int cell = 0;
    while (board[cell] != 0) ++cell;
    return cell;
}

bool can_move(int blank, Direction direction) {
    switch (direction) {
        case UP: return blank >= SIDE;
        case DOWN: return blank < CELLS - SIDE;
        case LEFT: return blank % SIDE > 0;
        default: return blank % SIDE < SIDE - 1;
    }
}

Direction opposite(Direction direction) {
    return static_cast<Direction>(direction ^ 1);  // UP <-> DOWN, LEFT <-> RIGHT
}

void move_blank(int* board, int& blank, Direction direction) {
    int target = blank + STEP[direction];
    board[blank] = board[target];
    board[target] = 0;
    blank = target;
}

// The tile a symbol names, or -1.
int tile_of(int symbol) {
    if (symbol == BLANK) return 0;
    if (symbol >= '1' && symbol <= '8') return symbol - '0';
    return -1;
}
// ---- END slidingkit/core/cpp/board.h ----

// ---- BEGIN slidingkit/core/cpp/distances.h (vendored by make vendor: edit slidingkit/core/cpp/, not this copy) ----
// Distances to a goal: one BFS from the goal over the 9! boards gives every board's fewest
// moves to it (UNREACHABLE for the half that cannot reach it); a shortest path then walks down
// those distances. Uses board.h.
// Needs <string>, <vector>. Cost: a table of 9! bytes (363 KB) and a BFS queue of 726 KB, filled
// in O(9! / 2) boards x 4 moves (measured in docs/performance.md); then O(moves) a path.

const unsigned char UNREACHABLE = 255;

// distances[rank]: the fewest moves from that board to goal, or UNREACHABLE. BFS from the goal
// (a move is undone by the opposite move, so distances from the goal are distances to it), one
// layer after another: O(9! / 2) boards, 4 moves each.
void fill_distances(const int* goal, std::vector<unsigned char>& distances) {
    distances.assign(BOARDS, UNREACHABLE);
    std::vector<Packed> queue;
    queue.reserve(BOARDS / 2);
    queue.push_back(pack(goal));
    distances[rank_of(goal)] = 0;
    unsigned char farther = 1;  // the distance of the boards the current layer finds
    std::size_t layer_end = 1;
    int board[CELLS];
    for (std::size_t head = 0; head < queue.size(); ++head) {
        if (head == layer_end) {
            ++farther;
            layer_end = queue.size();
        }
        unpack(queue[head], board);
        int blank = blank_of(board);
        for (int index = UP; index <= RIGHT; ++index) {
            Direction direction = static_cast<Direction>(index);
            if (!can_move(blank, direction)) continue;
            move_blank(board, blank, direction);
            int rank = rank_of(board);
            if (distances[rank] == UNREACHABLE) {
                distances[rank] = farther;
                queue.push_back(pack(board));
            }
            move_blank(board, blank, opposite(direction));
        }
    }
}

// The first shortest path from board to the goal of distances in order (the 4 directions, the
// first tried first), in the judge's letters; moves board to the goal, which it must reach.
// O(moves).
std::string first_shortest_path(int* board, const std::vector<unsigned char>& distances,
                                const Direction* order) {
    int blank = blank_of(board);
    std::string path;
    for (int remaining = distances[rank_of(board)]; remaining > 0; --remaining) {
        for (int index = 0; index < 4; ++index) {
            Direction direction = order[index];
            if (!can_move(blank, direction)) continue;
            move_blank(board, blank, direction);
            if (distances[rank_of(board)] == remaining - 1) {
                path += LETTER[direction];
                break;
            }
            move_blank(board, blank, opposite(direction));
        }
    }
    return path;
}
// ---- END slidingkit/core/cpp/distances.h ----

// ---- The problem: one board of 9 symbols ----

const int GOAL[CELLS] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
const Direction ORDER[4] = {UP, DOWN, LEFT, RIGHT};  // the path printed is the first in this order

// Checks the 9 symbols into board; false after noting the fault: a symbol that is not 1-8 or x,
// else a tile that appears twice.
bool read_board(const int* symbols, int* board) {
    for (int cell = 0; cell < CELLS; ++cell) {
        board[cell] = tile_of(symbols[cell]);
        if (board[cell] < 0) {
            note_fault(BOARD, "expected the symbols 1-8 and x, found " + python_repr(symbols + cell, 1));
            return false;
        }
    }
    bool seen[CELLS] = {false};
    for (int cell = 0; cell < CELLS; ++cell) {
        if (seen[board[cell]]) {
            note_fault(BOARD, "tile " + decimal(board[cell]) + " appears twice");
            return false;
        }
        seen[board[cell]] = true;
    }
    return true;
}

// Reads the board of the input into board; faults are noted, not reported.
void read_input(int* board) {
    int symbols[CELLS];
    long count = 0;
    for (;;) {
        int symbol = next_symbol();
        if (symbol == END_OF_INPUT) break;
        if (symbol == NOT_UTF8) {
            note_fault(ENCODING, "the input is not UTF-8 text");
            return;
        }
        if (count < CELLS) symbols[count] = symbol;
        ++count;
    }
    if (count == 0) {
        note_fault(LAYOUT, "the input is empty; expected 9 symbols 1-8 and x");
    } else if (count != CELLS) {
        note_fault(LAYOUT, "expected 9 symbols 1-8 and x, found " + decimal(count));
    } else {
        read_board(symbols, board);
    }
}

// The whole output: the path, or `unsolvable`, on one line.
std::string solve(int* board) {
    std::vector<unsigned char> distances;
    fill_distances(GOAL, distances);
    if (distances[rank_of(board)] == UNREACHABLE) return "unsolvable\n";
    return first_shortest_path(board, distances, ORDER) + "\n";
}

}  // namespace

// Reads standard input, or the file named by the first argument, as the Python file does.
int main(int argc, char* argv[]) {
    const char* name = argc > 1 ? argv[1] : "standard input";
    if (argc > 1 && (source = std::fopen(argv[1], "rb")) == NULL) return cannot_read(name);
    int board[CELLS];
    read_input(board);
    if (std::ferror(source)) return cannot_read(name);
    if (fault_level != NO_FAULT) {
        std::fprintf(stderr, "%s: bad input: %s\n", PROBLEM, fault.c_str());
        return 1;
    }
    std::string output = solve(board);
    std::fwrite(output.data(), 1, output.size(), stdout);
    return 0;
}
