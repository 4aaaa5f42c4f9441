/* POJ 2893 M x N Puzzle (is the board solvable?): http://poj.org/problem?id=2893

Judge      POJ, problem 2893, exact comparison. POJ takes no Python: submit this file as is and
           choose the language "G++" (MinGW GCC 3.4.2). Limits: 4 s, 128 MB.
Language   C++98, the oldest dialect POJ compiles (POJ's G++ is 3.4.2): no warning under
           g++ -std=c++98 -Wall -pedantic-errors, nor under -std=c++17 (the local judge's).
Input      cases `M N` (2 <= M, N <= 999), then M rows of N integers (0 the blank, 1..MN-1 the
           tiles), until the line `0 0`; any whitespace.
Output     per case YES if the goal 1..MN-1 with the blank last can be reached, else NO (input
           that ends right after `0 0` prints one empty line). The same bytes as
           solutions/poj_2893.py.
Bad input  M or N out of range, too few numbers, numbers after `0 0`, a repeated or out-of-range
           tile, anything but integers, input that is not UTF-8: one line on stderr naming the
           problem, exit status 1, nothing on stdout (the answers are held until the whole input
           is read). Whitespace is what Python's str.split() takes for it (Unicode spaces
           included) and leading byte order marks are skipped, as in solutions/poj_2893.py. The
           line on stderr is the Python file's, but for one wording: a number of 10 to 19
           digits is named far out of range here, where the Python file, on input of digits and
           whitespace only, names the case that number spoils.
Algorithm  the input is read once; each case is answered as soon as its last number is read, so
           only one board is held (10^6 tiles: 4 MB). A board is checked (every tile in range,
           none twice) and decided by parity in O(cells): a move swaps the blank with a
           neighbour, so it changes both the parity of the permutation that takes the board to
           the goal and the parity of the blank's taxicab distance to its goal cell; the goal can
           be reached exactly when the two parities agree (on any board of at least 2x2). The
           permutation's parity comes from counting its cycles.
Usage      g++ -std=c++98 -O2 -o /tmp/poj_2893 solutions/poj_2893.cpp && /tmp/poj_2893 < judge_cases/poj_2893/sample-1.in
           $ printf '2 2\n1 2\n3 0\n0 0\n' | /tmp/poj_2893
           YES
*/

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

const char PROBLEM[] = "POJ 2893";
const int LARGEST_SIDE = 999;

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

// ---- BEGIN slidingkit/core/cpp/tokens.h (vendored by make vendor: edit slidingkit/core/cpp/, not this copy) ----
// Tokens: the input as the runs of code points that are not whitespace, which the Python files
// get from str.split(); next_token() reads one, keeping its length, its first code points for
// the messages (shortened() writes them as the Python file does) and, when it is all ASCII
// digits, its value. Uses reader.h, faults.h and text.h.
// Cost: O(1) a code point; a Token holds 21 code points, whatever the token's length.

const int SHOWN = 20;  // a message shows a token's first 20 code points, then "..."
const int MOST_DIGITS = 9;  // a number of more significant digits is out of any range here

struct Token {
    long length;  // in code points
    int shown[SHOWN + 1];  // its first SHOWN + 1 code points
    bool digits_only;  // ASCII digits only
    int significant_digits;  // digits after any leading zeros
    int value;  // the number, when digits_only and at most MOST_DIGITS significant digits
};

// Reads the next token; false at the end of input, or after noting that it is not UTF-8.
bool next_token(Token& token) {
    token.length = 0;
    token.digits_only = true;
    token.significant_digits = 0;
    token.value = 0;
    int code_point = next_symbol();
    while (code_point >= 0 && !is_space(code_point)) {
        if (token.length <= SHOWN) token.shown[token.length] = code_point;
        ++token.length;
        if (code_point < '0' || code_point > '9') {
            token.digits_only = false;
        } else if (token.significant_digits > 0 || code_point != '0') {
            if (++token.significant_digits <= MOST_DIGITS) token.value = token.value * 10 + (code_point - '0');
        }
        code_point = next_code_point();
    }
    if (code_point == NOT_UTF8) {
        note_fault(ENCODING, "the input is not UTF-8 text");
        return false;
    }
    return token.length > 0;
}

// The token as the Python file's messages show it: repr() of at most its first 20 code points,
// followed by "..." when there are more.
std::string shortened(const Token& token) {
    int shown[SHOWN + 3];
    int count = token.length <= SHOWN ? static_cast<int>(token.length) : SHOWN;
    for (int index = 0; index < count; ++index) shown[index] = token.shown[index];
    if (token.length > SHOWN) {
        for (int dot = 0; dot < 3; ++dot) shown[count++] = '.';
    }
    return python_repr(shown, count);
}
// ---- END slidingkit/core/cpp/tokens.h ----

// ---- Boards: checked, then decided by parity ----
// A board is M x N cells in row-major order, 0 the blank; the goal holds 1 .. MN-1, then the blank.

// Whether board number `number` holds each of 0 .. cells-1 once; if not, notes the fault: the
// first tile, in reading order, that is out of range or appears twice. seen: scratch space.
bool check_board(const std::vector<int>& tiles, long number, std::vector<char>& seen) {
    seen.assign(tiles.size(), 0);
    for (std::size_t cell = 0; cell < tiles.size(); ++cell) {
        int tile = tiles[cell];
        if (static_cast<std::size_t>(tile) >= tiles.size()) {
            note_fault(BOARD, "case " + decimal(number) + ": tile " + decimal(tile) + " is out of range 0.."
                              + decimal(static_cast<long>(tiles.size()) - 1));
            return false;
        }
        if (seen[tile]) {
            note_fault(BOARD, "case " + decimal(number) + ": tile " + decimal(tile) + " appears twice");
            return false;
        }
        seen[tile] = 1;
    }
    return true;
}

// Whether a checked board can reach the goal. Read as a map cell -> tile, a permutation of N
// cells with c cycles has the parity of N - c; the goal is one cycle (0 -> 1 -> ... -> N-1 ->
// 0), so the permutation taking the board to the goal has the parity of c + 1. O(cells);
// visited: scratch space.
bool can_reach_goal(const std::vector<int>& tiles, int columns, std::vector<char>& visited) {
    visited.assign(tiles.size(), 0);
    long cycles = 0;
    std::size_t blank = 0;
    for (std::size_t start = 0; start < tiles.size(); ++start) {
        if (tiles[start] == 0) blank = start;
        if (visited[start]) continue;
        ++cycles;
        for (std::size_t cell = start; !visited[cell]; cell = tiles[cell]) visited[cell] = 1;
    }
    int rows = static_cast<int>(tiles.size()) / columns;
    int blank_row = static_cast<int>(blank) / columns, blank_column = static_cast<int>(blank) % columns;
    int blank_distance = (rows - 1 - blank_row) + (columns - 1 - blank_column);
    return (cycles + 1) % 2 == blank_distance % 2;
}

// ---- The problem: cases `M N` and M rows, until `0 0` ----

enum Expected { ROWS, COLUMNS, TILES, NOTHING };  // what the next number is

// Reads every case and returns the whole output, YES or NO a line; faults are noted, not
// reported, and the reading of shapes stops at the first.
std::string read_and_answer() {
    std::string output;
    Token token;
    long place = 0, cases = 0, surplus = 0;
    int rows = 0, columns = 0;
    std::vector<int> tiles;
    std::vector<char> seen;
    Expected expected = ROWS;
    while (next_token(token)) {
        ++place;
        if (!token.digits_only) {
            note_fault(NUMBER, "item " + decimal(place) + " is " + shortened(token) + ", not a non-negative integer");
            continue;
        }
        if (token.significant_digits > MOST_DIGITS) {
            note_fault(NUMBER, "item " + decimal(place) + " is " + shortened(token) + ", far out of range");
            continue;
        }
        if (fault_level <= LAYOUT) continue;  // the layout is no longer known
        if (expected == ROWS) {
            rows = token.value;
            expected = COLUMNS;
        } else if (expected == COLUMNS) {
            columns = token.value;
            if (rows == 0 && columns == 0) {
                expected = NOTHING;
            } else if (rows < 2 || rows > LARGEST_SIDE || columns < 2 || columns > LARGEST_SIDE) {
                note_fault(LAYOUT, "case " + decimal(cases + 1) + ": M and N must be 2.." + decimal(LARGEST_SIDE)
                                   + ", got " + decimal(rows) + " " + decimal(columns));
            } else {
                tiles.clear();
                tiles.reserve(static_cast<std::size_t>(rows) * columns);
                expected = TILES;
            }
        } else if (expected == TILES) {
            tiles.push_back(token.value);
            if (tiles.size() == static_cast<std::size_t>(rows) * columns) {
                ++cases;
                if (check_board(tiles, cases, seen)) {
                    output += can_reach_goal(tiles, columns, seen) ? "YES\n" : "NO\n";
                }
                expected = ROWS;
            }
        } else {
            ++surplus;
        }
    }
    if (fault_level > LAYOUT) {  // the layout was read to the end
        if (expected == ROWS || expected == COLUMNS) {
            note_fault(LAYOUT, place == 0 ? "the input is empty" : "the input ends before `0 0`");
        } else if (expected == TILES) {
            note_fault(LAYOUT, "case " + decimal(cases + 1) + ": " + decimal(rows) + " x " + decimal(columns)
                               + " needs " + decimal(static_cast<long>(rows) * columns) + " numbers, but only "
                               + decimal(static_cast<long>(tiles.size())) + " follow");
        } else if (surplus > 0) {
            note_fault(LAYOUT, decimal(surplus) + " numbers follow `0 0`");
        }
    }
    return cases == 0 ? "\n" : output;  // the Python file joins no lines: one newline
}

}  // namespace

// Reads standard input, or the file named by the first argument, as the Python file does.
int main(int argc, char* argv[]) {
    const char* name = argc > 1 ? argv[1] : "standard input";
    if (argc > 1 && (source = std::fopen(argv[1], "rb")) == NULL) return cannot_read(name);
    std::string output = read_and_answer();
    if (std::ferror(source)) return cannot_read(name);
    if (fault_level != NO_FAULT) {
        std::fprintf(stderr, "%s: bad input: %s\n", PROBLEM, fault.c_str());
        return 1;
    }
    std::fwrite(output.data(), 1, output.size(), stdout);
    return 0;
}
