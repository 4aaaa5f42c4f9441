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
