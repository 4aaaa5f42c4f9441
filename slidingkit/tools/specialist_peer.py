"""A small specialist answer to the 3x3 distance problems, as a strong contestant writes it: the
bench's specialist peer.

`make bench` times the kit's files against it (and against slidingkit/tools/naive_peers.py), as
whole processes on the same cases. IDA* guided by walking distance (Takahashi), never undoing the
move before; its tables are written into the file as literals, so a run builds nothing; it imports
nothing beyond sys; and it never searches at the greatest distance of its goal, since no board is
farther (30 moves for the blank in the centre, 31 for the blank in a corner).

The tables, one set per goal line of the blank (1: the centre, 2: the last corner), for either
axis: KEYS, ten digits a pattern (the 3x3 counts of tiles by line and goal line, row by row, then
the blank's line); NEXT, six entries a pattern (the blank moving to the line before, then after,
swapping with a tile of goal line 0, 1, 2: the next pattern, or -1); COST, the fewest moves to the
goal pattern. NEXT and COST hold chr(192 + value). tests/tools/test_specialist_peer.py checks them
against a breadth-first build.

Usage      python3 slidingkit/tools/specialist_peer.py FORMAT < INPUT
           FORMAT as for naive_peers.py: luogu, hihocoder or acwing.
           $ echo 283104765 | python3 slidingkit/tools/specialist_peer.py luogu
           4
"""

import sys

KEYS_1 = (
    "30002000312001200030300021002221011000313000110121110210003021011100222001110120300012011212"
    "02000031210011102121010101212011100121300002021102030000301202010022110111102020002110202100"
    "12101211020101202101020112101210012020112000222011110112200102021030000302021201011021111110"
    "10212010201021210002111111120001212010111111201101021102020110201201021012011210102010112010"
    "20111210002211111110122010211012110102111020001211102100031102011300012011120101121011111110"
    "20101211021012010210201102020202120010211200022011111011201111110111111021101111201002120110"
    "22000211021300002202120110120201022010110012201012000320020111112010101021201011101220020112"
    "01111011110211020022101110102210011210212010121021111102101102120020000312000023000210102201"
    "02020211012011012110201110202020111110022101012200111110201121011021011201021102200200212020"
    "10012210101201211120021020212002011102210010101221001100032100012300011201220111020021112100"
    "00220112000210023001012011300101210121010031102101003200120101101230000200033000002021300000"
    "32101102003120200200330002020030203001"
)
NEXT_1 = (
    "Á¿¿¿¿Â¿¿¿ÀÃ¿¿ÄÀ¿¿¿ÅÁ¿¿¿ÆÇ¿¿¿ÂÈ¿¿¿ÃÉ¿ÊËÃ¿¿¿¿¿¿ÄËÌ¿ÍÄ¿¿¿ÎÅ¿¿¿ÏÐÑ¿Æ¿ÒÓÇ¿¿ÆÔÕ¿Ç¿Ö×Ø¿¿¿ÈÙ¿¿¿É¿¿Ú¿"
    "É¿¿¿¿¿¿ÊÚÛ¿¿¿¿ÊÜ¿ÝÊ¿¿¿¿¿¿Ë¿ÞÝ¿Ë¿¿¿¿¿¿ÌÞ¿ÜÌ¿¿¿¿ßàÌ¿¿¿¿¿¿Í¿à¿¿Í¿¿¿áÐ¿Ï¿âãäÐå¿æä¿ÑÖ¿çèé¿ÔÒêëÕÓ¿"
    "åìí¿é×çîï¿Ø¿×ð¿¿¿Ú¿ñò¿Ú¿¿¿¿¿¿Ûñ¿¿¿¿ÜÛ¿ÛÞ¿¿¿¿óôÛ¿¿¿¿ßÜ¿¿¿¿¿¿Ý¿ô¿¿¿¿Ýß¿¿Ý¿¿¿¿¿¿Þ¿¿ô¿Þ¿¿¿¿¿¿ßôõ"
    "¿öß¿¿¿¿¿¿à¿÷ö¿à¿¿¿¿ãáø¿ùúû¿â¿üýþûæ¿ÿĀíèìæāĂ¿íăĄąĆ¿ćðî¿Ĉ¿ï¿ăĉñ¿¿¿¿¿Ċ¿ñ¿¿¿¿¿¿ò¿Ċ¿¿¿¿òó¿¿ò¿¿¿¿¿"
    "¿óĊċ¿¿¿¿óČ¿čó¿¿¿¿¿¿ô¿Ďč¿ô¿¿¿¿¿¿õĎ¿õ÷¿¿¿¿Čõ¿¿¿¿ďĐõ¿¿¿¿¿¿ö¿Đ¿¿¿¿¿ö¿¿¿÷¿¿Đ¿÷¿¿¿¿ýúù¿đ¿Ēýē¿ĔĒ¿þĄ"
    "¿ĕĖėĘāÿ¿¿ĂĀęēĚě¿ėąĕ¿Ĝ¿Ćĉą¿ĝ¿Ċ¿¿¿¿¿¿Čċ¿ċĎ¿¿¿¿Ğğċ¿¿¿¿ďČ¿¿¿¿¿¿č¿ğ¿¿¿¿čď¿¿¿¿¿čĎ¿¿¿¿¿ğ¿Ď¿¿¿¿¿¿ďğĠ"
    "¿¿¿Đ¿ġ¿Ģģđ¿¿¿ĤĢĔ¿¿¿ěĖĚĔ¿¿¿ěĥĦ¿¿¿Ĝħĥ¿¿¿¿¿ĝĞ¿¿¿¿¿ĝ¿¿¿¿ĞĨĠġ¿¿¿¿ĨĠ¿¿¿¿ġ¿¿¿¿¿¿¿ĤĦ¿¿"
)
COST_1 = (
    "ÀÁÁÂÂÃÃÃÃÄÄÄÄÄÅÅÅÅÅÅÅÅÅÅÅÅÆÆÆÆÆÆÆÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÈÈÈÈÈÈÈÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÊÊÊÊÊÊÊËËËËËËËËËËË"
    "ËÌÌÌÌÌÍÍÍÍÍÍÎ"
)

KEYS_2 = (
    "30003000223000200121200120012030002101122101100121300011021111021001202101200022210111011220"
    "01110210300012020212020001212100201021210011111121010102112011100211300002030102030001201202"
    "10002212020101121101201020200030102021002110121101111110200021111021001211021102010210210102"
    "02021012100210201120011220111102022001020300120110102112010111111111101111201020111121000212"
    "01111200021120101112012011010301020210102012011110120202011110120102110201121011101011201110"
    "11121001121111201012111111110220103010122010211102110102120020001212000113000210111201020210"
    "11111200101201030003020010211200112011021200111112000221011110202011111011210111110112011021"
    "10120110220003010303000022030201101202011120101100212010120012200202130001120212101012021201"
    "11020201022100110012210001112020101010302010111021200201111121001010212100011201120000221012"
    "00102210020210212011020023000300030101201102111020110211012101012110210110202021010122001201"
    "03010220020211112002002120210001221011020121202002102030200201230002020300023001021011300101"
    "20203001020012300001102130000020303000"
)
NEXT_2 = (
    "¿Á¿¿¿¿Â¿¿¿ÀÃ¿¿¿ÁÄ¿¿ÅÁ¿¿¿ÆÂ¿¿ÇÈÉ¿¿¿ÃÊ¿¿¿ÄË¿ÌÄ¿¿¿¿ÍÎÄ¿¿¿¿¿¿ÅÎÏ¿ÐÅ¿¿¿ÑÆ¿¿ÒÓÔÕ¿Ç¿Ö×Ø¿ÈÖÙÚÉ¿¿ÈÛÜ¿"
    "É¿ÝÞß¿¿¿Ê¿¿¿¿Ë¿¿àË¿¿¿¿á¿Ë¿¿¿¿¿¿Ìà¿¿¿¿¿Ì¿¿ÍÌ¿¿¿¿¿¿Íáâ¿¿¿¿Íã¿äÍ¿¿¿¿¿¿Î¿åä¿Î¿¿¿¿¿¿Ïå¿ãÏ¿¿¿¿æçÏ¿"
    "¿¿¿¿¿Ð¿çèÔ¿Ò¿éê×¿Óéëìí×îïðí¿ØÝñòóô¿ÛÙ¿õÜÚ¿îö÷¿ôÞò¿ø¿ß¿Þ¿¿¿¿àù¿úáà¿¿¿¿¿¿á¿ûü¿á¿¿¿¿¿¿âû¿¿¿¿ãâ¿"
    "âå¿¿¿¿ýâ¿¿¿¿þÿâ¿¿¿¿ã¿¿¿¿¿æã¿¿¿¿¿¿ä¿ÿ¿¿¿¿äæ¿¿¿å¿¿ÿ¿å¿¿¿¿¿¿æÿĀ¿¿¿ç¿ā¿è¿Ă¿ăĄą¿é¿Ć¿ìêćĈĉĊċ¿ëĆ¿Čč"
    "ąï¿ĎďĐċðĎ¿đ÷óöð¿Ē¿÷ēĔ¿ĕ¿ø¿ē¿ù¿¿¿¿¿Ė¿ù¿¿¿¿¿¿úĖė¿¿¿¿úý¿üú¿¿¿û¿¿¿¿¿ėû¿¿¿¿Ę¿û¿¿¿¿¿¿ü¿Ę¿¿¿¿üþ¿¿¿ý"
    "ė¿¿¿¿¿ý¿¿þý¿¿¿¿¿¿þĘę¿¿¿¿þĚ¿¿¿ÿ¿ě¿¿¿Āě¿Āā¿¿¿¿ĚĀ¿¿¿¿¿¿¿ā¿¿¿Ą¿ă¿Ĝ¿ČĄĈ¿ĝ¿ďĊĉĝ¿¿ĞďğĠ¿Ğ¿ĐĔġ¿¿ĒđĢğ¿"
    "ģ¿Ė¿¿¿ĤĘė¿¿¿¿¿¿Ěę¿ęě¿¿¿¿ĥę¿¿¿¿¿Ě¿¿¿¿ě¿¿¿¿¿¿Ħ¿Ĝ¿¿¿ħĦĝ¿¿¿ĨħĠ¿¿¿¿¿¿ģĤ¿¿¿¿Ĥĥ¿¿¿¿ĥ¿"
)
COST_2 = (
    "ÀÁÂÂÃÃÄÄÄÄÄÅÅÅÅÅÅÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÇÇÇÇÇÇÇÇÈÈÈÈÈÈÈÈÈÈÈÈÈÈÈÈÈÉÉÉÉÉÉÉÉÉÊÊÊÊÊÊÊÊÊÊÊÊÊÊÊÊÊÊÊÊËËËËËË"
    "ÌÌÌÌÌÌÌÍÍÍÎÎÎ"
)

TABLES = {1: (KEYS_1, NEXT_1, COST_1, 30), 2: (KEYS_2, NEXT_2, COST_2, 31)}
DECODED = {}  # type: dict  # the blank's goal line -> its tables as numbers, decoded once


# Long: one function, as a contestant writes it: the tables decoded once, the search a closure.
def distance(board, goal):
    """The fewest moves from board to goal (strings of nine digits, 0 the blank; solvable)."""
    line = goal.index("0") // 3
    if line not in DECODED:
        keys, following, costs, farthest = TABLES[line]
        DECODED[line] = (
            {keys[at : at + 10]: at // 10 for at in range(0, len(keys), 10)},
            [ord(char) - 192 for char in following],
            [ord(char) - 192 for char in costs],
            farthest,
        )
    number, following, costs, farthest = DECODED[line]
    home = {tile: divmod(cell, 3) for cell, tile in enumerate(goal)}
    goal_row = [0] * 9
    goal_column = [0] * 9
    for tile in range(1, 9):
        goal_row[tile], goal_column[tile] = home[str(tile)]
    cells = [int(char) for char in board]

    def pattern(line_of, goal_line):
        counts = [[0] * 3 for _ in range(3)]
        for cell, tile in enumerate(cells):
            if tile:
                counts[line_of(cell)][goal_line[tile]] += 1
            else:
                blank_line = line_of(cell)
        return number["".join(str(count) for line in counts for count in line) + str(blank_line)]

    def search(blank, previous, budget, rows, columns):
        if rows == 0 and columns == 0:
            return True
        budget -= 1
        for target, vertical, later in steps[blank]:
            if target == previous:
                continue
            tile = cells[target]
            if vertical:
                after = following[rows * 6 + later + goal_row[tile]]
                if costs[after] + costs[columns] > budget:
                    continue
                cells[blank] = tile
                found = search(target, blank, budget, after, columns)
            else:
                after = following[columns * 6 + later + goal_column[tile]]
                if costs[rows] + costs[after] > budget:
                    continue
                cells[blank] = tile
                found = search(target, blank, budget, rows, after)
            cells[target] = tile
            cells[blank] = 0
            if found:
                return True
        return False

    steps = [
        [
            (cell + step, step in (-3, 3), 3 * (step > 0))
            for step, legal in ((-3, cell > 2), (3, cell < 6), (-1, cell % 3), (1, cell % 3 < 2))
            if legal
        ]
        for cell in range(9)
    ]
    rows = pattern(lambda cell: cell // 3, goal_row)
    columns = pattern(lambda cell: cell % 3, goal_column)
    bound = costs[rows] + costs[columns]
    while bound < farthest and not search(cells.index(0), -1, bound, rows, columns):
        bound += 2
    return bound


def solvable(board, goal):
    rank = {tile: place for place, tile in enumerate(goal.replace("0", ""))}
    tiles = [rank[tile] for tile in board if tile != "0"]
    inversions = sum(1 for i in range(8) for j in range(i + 1, 8) if tiles[i] > tiles[j])
    return inversions % 2 == 0  # odd width: the blank's row does not count


def main():
    words = sys.stdin.read().split()
    if sys.argv[1] == "luogu":
        goal, boards, none = "123804765", ["".join(words)], "-1"
    elif sys.argv[1] == "hihocoder":
        boards = ["".join(words[1 + 9 * i : 10 + 9 * i]) for i in range(int(words[0]))]
        goal, none = "123456780", "No Solution!"
    else:
        goal, boards, none = "123456780", ["".join(words).replace("x", "0")], "-1"
    for board in boards:
        print(distance(board, goal) if solvable(board, goal) else none)


if __name__ == "__main__":
    main()
