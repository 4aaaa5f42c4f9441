// Stress-test program, correct: HihoCoder 1312 in Java. One breadth-first search from the goal
// 1 2 3 / 4 5 6 / 7 8 0 over every board (a board is 9 nibbles in a long, ranked by its Lehmer
// code), then one look-up per board. Reads t, then t boards of nine numbers; prints the fewest
// moves or "No Solution!" for each. Used by tests/problems/hihocoder_1312/test_stress.py and
// tests/judge/test_languages.py; build: javac Main.java, run: java Main.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.util.Arrays;

public class Main {
    static final int STATES = 362880;

    static int tile(long board, int cell) {
        return (int) ((board >> (4 * cell)) & 15);
    }

    static int rank(long board) {
        int rank = 0, used = 0;
        for (int cell = 0; cell < 9; cell++) {
            int tile = tile(board, cell);
            rank = rank * (9 - cell) + tile - Integer.bitCount(used & ((1 << tile) - 1));
            used |= 1 << tile;
        }
        return rank;
    }

    public static void main(String[] args) throws IOException {
        byte[] distance = new byte[STATES];
        Arrays.fill(distance, (byte) -1);
        long[] queue = new long[STATES / 2];
        long goal = 0;
        for (int cell = 0; cell < 8; cell++) goal |= (long) (cell + 1) << (4 * cell);
        distance[rank(goal)] = 0;
        queue[0] = goal;
        int head = 0, tail = 1;
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        while (head < tail) {
            long board = queue[head++];
            int moves = distance[rank(board)];
            int blank = 0;
            while (tile(board, blank) != 0) blank++;
            for (int[] step : steps) {
                int row = blank / 3 + step[0], column = blank % 3 + step[1];
                if (row < 0 || row > 2 || column < 0 || column > 2) continue;
                int cell = row * 3 + column;
                long next = (board & ~(15L << (4 * cell))) | ((long) tile(board, cell) << (4 * blank));
                int code = rank(next);
                if (distance[code] < 0) {
                    distance[code] = (byte) (moves + 1);
                    queue[tail++] = next;
                }
            }
        }
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int t = (int) in.nval;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < t; i++) {
            long board = 0;
            for (int cell = 0; cell < 9; cell++) {
                in.nextToken();
                board |= (long) in.nval << (4 * cell);
            }
            int moves = distance[rank(board)];
            out.append(moves < 0 ? "No Solution!" : Integer.toString(moves)).append('\n');
        }
        System.out.print(out);
    }
}
