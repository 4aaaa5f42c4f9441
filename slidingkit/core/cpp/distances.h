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
