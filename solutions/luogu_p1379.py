r"""Luogu P1379 八数码难题 (the 8-puzzle): https://www.luogu.com.cn/problem/P1379

Judge      Luogu, problem P1379; submit this file as is ("Python 3" or "PyPy 3").
           Limits: 1 s, 125 MB.
Input      nine digits 0-8 on one line, 0 is the blank, e.g. 283104765. Also accepted: the digits
           separated by spaces or split over lines (a pasted 3x3 grid), CRLF line ends.
Output     one line: the fewest moves that reach the goal 123804765 (1 2 3 / 8 0 4 / 7 6 5).
           The statement promises a solvable board; for one that is not, this prints -1.
Bad input  a wrong number of digits, a repeated digit, a 9, anything but digits: one line on
           stderr naming the problem, exit status 1, nothing on stdout.
Algorithm  solvability by permutation parity, then a walk down a table of every board's distance
           mod 3 (see the core below): O(distance) lookups, no search; see docs/performance.md.
Usage      python3 solutions/luogu_p1379.py < judge_cases/luogu_p1379/sample-1.in
           $ echo 283104765 | python3 solutions/luogu_p1379.py
           4
"""

import sys

if sys.version_info < (3, 5):  # the oldest Python its judges run; vermin checks the file
    sys.exit("luogu_p1379.py needs Python 3.5 or newer, not %d.%d" % sys.version_info[:2])

PROBLEM = "Luogu P1379"
GOAL = (1, 2, 3, 8, 0, 4, 7, 6, 5)


def parse_board(text: str) -> "Tiles":
    """Return the board written as nine digits, with any whitespace between or around them."""
    digits = "".join(text.split())
    if len(digits) != 9 or digits.strip("0123456789"):  # not nine ASCII digits
        raise InputError("expected 9 digits 0-8, found %r" % digits[:20])
    board = tuple(map(int, digits))
    check_tiles(board)
    return board


def solve(text: str) -> str:
    """Return the whole output for the whole input text."""
    return "%d\n" % eight_distance(parse_board(text), GOAL, DISTANCES_CENTRE)


def main() -> None:
    run_solution(solve, PROBLEM)


# ---- BEGIN core (vendored by `make vendor`: edit slidingkit/core/, not this copy) ----
# What this file runs of slidingkit/core/, verbatim; each part's module docstring explains it.

TYPE_CHECKING = False
if TYPE_CHECKING:  # the type checker's names: a run imports none
    from typing import Callable, List, Optional, Sequence, Tuple

    Tiles = Tuple[int, ...]  # a board, row-major; 0 is the blank

    # per cell, for a blank there: the symmetry that takes it to the table's cells, written as
    # the cells read in the table's order (the inverse map); empty for the corners and the centre
    # (the tables write each as a string of digits)
    Orders = List[Tuple[int, ...]]

    # (the blank's goal cell, its orders as digits, the table's text)
    Distances = Tuple[int, Tuple[str, ...], str]

    # the same with the orders and the text as numbers
    Table = Tuple[int, Orders, bytes]


# -- slidingkit/core/board.py --
class InputError(ValueError):
    """Input that is not a board: one line on stderr and exit status 1 (see run_solution)."""


def check_tiles(board: "Sequence[int]") -> None:
    """InputError, naming the first tile at fault, unless board holds 0..len(board)-1 once each;
    for a board whose shape is already known. O(N)."""
    seen = [False] * len(board)
    for tile in board:
        if not 0 <= tile < len(board):
            raise InputError("tile %d is out of range 0..%d" % (tile, len(board) - 1))
        if seen[tile]:
            raise InputError("tile %d appears twice" % tile)
        seen[tile] = True


# -- slidingkit/core/eight_walk.py --
DISTANCES_CENTRE = (4, (
    "", "012345678", "", "630741852", "", "258147036", "", "876543210", ""), (
    "K_s0?)n[/@;V]/QIe^)=`ME;FaoJ'B*F9[<5X_XHV'J:?lST:rU'7Kk^/V_j@c9cOP<H4b0$7_Vi,8:R[MYO`U3[.>rr"
    "/#E9C:D*YQ]5Vr\\npQ3__K#ARg2UY;pYNB/D@CLC8D;pL&MR_B8mSQq6HTm#HH<mV]PrMU[S;Vh-C%Yr*k%\\<E:i/X"
    "jYn]HrU-MPVAh8[2YGk(3phM4TD1O=+f/1pC:l<ipEcC&gDT:k\\TO&40`sAUc\\4.ig)B^NUk3mZM$7@(0o:k0kIGXd"
    "H=85b<<C)788gp2bJF3\\:,:':rEgC(Yj3.o/[HA,<^k.T^P[r)7iE'1A?$-dJJRR=Z'p$P?q&e?1CbdDe<2M+c0U:d,"
    "q%%71M`fT)$7Qg%p#fnd$C&H5oXc.&Qf$)lU5VMbObPZOAT=;g0j&#B-^d^_9:5^8Fj@;5HK04hm%f4F.^,'$2L@X;DA"
    "-sK[A$H(O'R[NE8fJ&j=ZQB?=llcG(FJc\\;J,p#V'qr&r8UJiC8K_jNhD.i?\\4)mU+lP\\?O]+i-R]s0DR.bKT`Q^Z"
    "L=WZ$RaZB6T%K`kVlEEEEMoC<X%$07fjC1GO$&\\;`E;S[1L1J7?V043pK=LfG%cSR8P=-kX[_3Ef>[ONV)k1Mk8\\2L"
    ",jiDZ?J].BZYc,Q/gp.\\ql*ZdIspo4=+PBFnBbSC`-mD(8gEl+1;abjJNcqAUb#hXdCa*:B1Wd7cM%(B0jpEZlPRID4"
    "oH6mc7)X[-2@Q0m4Q9_nC)VN1Q^D0?)B:P5<pleg23U__KsPe<SIH=%c^N&L:7;qS>o_%c+0SZ7UIjI-3n@U>dEafH.6"
    "m?b,)<aiqH,I1H80ss@-6X(e`[*Gd6Ycb<:WOg_._ld>-:sP?WJb#Ul].Z(flDC3L7ZYD_3O=6UE_aSO$ff?^EWmXi5Q"
    ")Eg[YTY8p<o&N&@./gc>*J`$2E;_E/B]:UV)U&Mng,b.E>h*)CQQ?.p&f4#%UVbNcl`S]E;QBV`6CRib4g?]p`UjLaB?"
    "n?,;c0p28K\\@o/nMiN)^qo_kl6YIlRFKm^l0oO^b'ciL+;`lN8=@`.@'a^U>)<KE?hH#Zgj;?8FEN3N3W8VVDG+FO\\"
    "lTm0iYZa07D_*'/4h)cUiU(/pDZN4;/BFsSg2I^^kDbU8G6K>2_e6bE.AbF/nlPq*dU5qeG@LIDpqbIr#Sc5YSp85f$W"
    "Uh,`2NqI%02Yrf/C<_iGE2Q+/VGqV.jg@+M&K#YT9O3j3&OclmN)TC&kA^MisFA:pYGCTBEl[g<8OB_s,E4_F&$DU^nU"
    "or2-pTQm>5->s$2?[:b6^*mE,>E%mVMR_Ep#=3%33S?@M7+F^:3m)aT4U\\`dM=)Q[6IR8s)2M&08%2p2b(-(l[N@O]Y"
    "H5Qb?-jDHR;;X:XgHL%IlTqAE6Non:l4UW7*;T`&m%W_rZlnJq)O=%4Ke&i4W^,Bhb@^JnHKb=1=aT[;:,cU]`$6kE8Q"
    "Q^E^_-EE9*5RJQJaVnd-[iShMGQ^\\-_M-)W&h;]lmrqG2*)Hp+ha9h?f:nAfb/K9^EVCIn2O0?GB\\`4rS,=iIGd;Q8"
    "(8sIH[fmJF7QQb\\@+N\\[3*>T\\6S*;WR3Y.?^)bC;$\\#N4,W:OVDC4-O+`['(.C*/\\2qg6-p^)kNL@)[E,J[-r:a"
    "E<PUXYN)TCsVYHepC&CBskesE$p(Z9CFqJX;#HLC+/'K&[?eW?m`*S.[NJ7`=lW:Q9LAJUH3&Th?O8*l9FDTA;@f_-^/"
    "d6bH2W8hX;3m>lm=-XSJ<%6@]a(nR7E)oGPGQNoAjIWD'djrMMN8`q?I9lU_WN;Q`AR2grhPREI^`>B<o(?Fi/ePJs.S"
    "j,.HYA(/E.:nrM[$\\(%N=SP6;\\Sp1[/dp(6<S@+TS7c[g%:ns2oY>@gRrrlij@[*f;\\[:kK8%2H>.Qm?,,%rRj@)`"
    "EeR+c=f?Z26^fSeV3+2?#ampJMCHE723ps2:fLC[B@&&.*Cbm83Qd93F7Z1o&ZMG\\Dn9_;N8/Cj:*;_A3D'4g3RdQ^<"
    "o'HXZ2K%iYWZ\\o#CH)hH?hU/VDld?:#fb(\\L^*A23.-Fm\\$a=1P<8%EbND(hf9]Q*c?mh\\dE/QX/5^\\HEeK$^P:"
    "3*ck+pC&:BcZ0p=Z34</:81c86Wj$--s(M3*%W.)Hb;b3i\\&>o'7^Lp#PdY^WpmfbUbc`%@%@eW*;ll\\Hi@1MYrKrS"
    "MP\\Gka38UrE%B%,RSTdH*)WA4C(s2+</-jGieIc6Y:Ch'jo3kP*f).kX?kKP7P^Ta)<S;LKE4llNSHA:A3O5NSsI#DS"
    "0(j4.;2]UQTT?^;pnBX-TnrH.C6(d()Q9EiZAP_2g=]I[OCPgdU^Y4L*q7<PEa<BDLUpP39o&Eh:gZ.8XpPHG6k]C==T"
    "Y`XO0$_I_^EohkYq<rK%A/gj[MiF%k1Ro9`Xo18?5E;QP(q&e+blSD=S+&`1Ge@@a5=UE3Q%h-<]MmZ1:dfj-(osU&L*"
    "WYZR[OiP+A=#^91m<ddoaDZ?s5[@rmhXPr0e)i%bIN9#Z#Eo.1.F;?-%jSp8C54bFa+VBe6don^&J`:^=<Ng+\\*`f7h"
    "&3C:38pkL)a((R#liLf\\;P)mN>I]'lm?8X:Z\\h;NKQd]..F^Ds69H+F'/0Bi?%+M]B;fcP+ff8j3,b3B.>OQaEMOHn"
    "p/=&*l\\^hE;qJka)R+hH]kEq?,&_<--s$.p=QJC<b][?Hr_AX$MFg<b;SXn1E_Wh*-8Up2b>eRmE8H=1J+M0?)#W*Lj"
    "Ld8hSjI/mLQdHSem72*lfdU-b*;T+<ShQFO3gr/n)O+Bscc^r^XA+^4[(g5LPIGD3T/9./F\\WCm.9?U[Q=R)`2'G)qN"
    "Eip/W_.<a;Q:KJ[4pdfY*HF#MlsqM#hLp[BSYAI<Jq7\\-k[ONs(HJc\\>HlJQ8r'XX;3X+ke%_O3.<r3G1Q'SNc]eFE"
    "-9sraXN8Z&p,bGW3oJ=L36:Og0gNgn<o-`;3CSKQ(EboTS-#KO3ig$6gEjK##?\\rhY`;Q]Ag`DR#o2+Xr<o9c+*:U#9"
    "bI?Ap9:/p/dI8r6p>>js_WmlE,^gaBIIb,7WWM[MQm<*EXJ8Tbde`HO`hIV[\\'/03eGlE*E;Z+^2f)mP.H[/W;o[:8Q"
    "+QaceGo`)F6`2bF7;p@Fr/-XCX;I][`V7T]_pVQ;`q[kO<.J1mLXjAr%frg0.BeACha:.YhgsB6S?>#)hNQmMl`86a6"
    "\\pjMm*piX4@k^&d>8KCqa]f@?lYI5WoUj`\\3Ae*)Q',]DJF81(&s=ae45IAMCd9)@/(8gJNHWkq@U&\\$S)X&3bQ]f"
    "S>Fh_S-Cas8M#'g^r]OO&4bL^]]7l9qWe_3,UIL_heO],=9Pj#BH)>X,4M=M4VXN27JUU#,n:Jm#a-Z__KMmDP`GI4G2"
    "egS8N--mmLi+3jK);COZ5`j9'V3fq^LCEf%mBK8>lm_b42?:U(0@8c$loffOp<cdAQW=+6K4VM,j\\2N;-sA^VrlY-=:"
    "CcaD2TanK7aZ^?@BCNs;MDPb<=`1hN/;N5nMk:@o.:__PlQkq@Tsf9p)s&\\?gPW$9)aG[EDq3.2epF8\\F'rqdHaENO"
    "7\\/%*;TmE\\k]_ndmI6I9;(p=Jni,=jHPCXJk5>`e(@'FiTf>FVrR_=XF[=Z#$`6T@^8IZa?/Cp/Y5QJ7dW^f[r0Ie="
    "*7L<D'd3rS(r3X.QkcGVVNSlIfT-.(D\\bg]E$VI::2H0Gc1hk<(C11<qeOT/Aq.C29.'qm:[s_[3`#_=eP@O=%oe;[*"
    "=oSmHa1743q\\cV&8jnicO;YraoLb>[A\\YhDn'%=qqVI@(.Zs7fgg;n`oLnqVqS[VW;(eS0XLA'[)KpI-F.;]i`^S`E"
    "pd_lR)#QAR);2ObG\\W*UJ(Np5O3s6jMHgM7^n','ERF,9-4F.rpQnqoNc?PXC4:,TG+='LQ[UZ52<8_>ma,bn-cJj=("
    "8g_T+9`-ZWqM;/L:#i9)nU&;3c$'pllQ@MOPRW5WPnDHnRM8rN6dn2(K60q]edX6i@n7d+I&0e&JUH$pM4oek*=p>UU&"
    "MmDJe7E'&6?fP2RqGlHp'edc$TJqeDgj&47l3n<IH?.aD`i[_0.EHB;QoMs<piS*Fd]7E>eBBapg>j/1p4=/6YHHR;rJ"
    "YQ=P#/Ph00XD36OKIcErQQVa:koYd?b-`g=bJA6H?miM%`_W=(`'Xs+C+MnF2p7a:#Z@n1T:'T^FT_d;CneGNo]&#M+p"
    "=,:_6,n^G[WqA$mE\\)iO`.cF5+7Esm)b#fg1K/^V_r:Td[`LTOLhY*4A<`UjK7>IcE5N2<.a?^qX*5D?BgiaWC&gKS)"
    ",dIW2BhI[^*lB2qSSM-c](68Kf0iL1J0TYZ8c8OfqX?VG9U;?KB0MX8).[3K(9KVXM$%3ER5e*QB.<2M+8m7f5ohhLT1"
    "p<XH31qm%N101=VsS8_2kT00C*Qk]pe/c$]r-1Q(MVf080'okGSs[DD*T>WO$Qe3B-Wp3h:<bE#0CSD.>KFTj(j$$/j;"
    "R_h[(Bh3PnNcQ4]p&D1sa`FM1ng%MfW,WW;Q%/V?kE6eKo)]8*Q<k,<l;$:Be^Or#PZ8oEQIiJWJ^N*;R9X<b3m-l^VP"
    "Oo0kJW;qC-4eL&'AI7(rr?:O)KrEi^4/Vg.f1]]^`d-kRE%K];Z_an8Dn.Q[YZ8U^,prd^)BYn<>DB51F)k[`=@KA<KW"
    "]4IlnF.?'eJB*8,+)>E_>Lm1>3]'eMOOr)o9n(\\G.47QL3OdS1sF&=PJHd^[KUgJ^k#Hl9pB@`Lg.A^3G$Ps3L9oo/1"
    "odd-HKg0X9mV5(kf$d][KLU;$fs(g3%V=38k#0KcI4EIf.@+D@WEf2sp&m/Nj8p9-$scs+27Hn98l\\^-p$ML^4]MRSW"
    "TXhVJmF3ZgB-6NDr0U49ejJLGIFU[e*TAF*2.hD,$bU5mJKL6PT)Y@p;\\ea[\\F=5VP3g*L=8A`SXnEf9gfG&B*2`0B"
    "<j'[M>mJa.g)X'>/-8g+bH^sY#[V]'h['3DAb,kNIsQ1q*?=)N0XE43Q;j9>m?^;5KMFE-1ORU_AB=nYKdIWE-Ad[^1Q"
    "(4sS>i-pL.l/Jl.NrSJ0K0GUPSLf0oB/H9UY?\\YY"))
# -- end of generated --

# per cell, the cells the blank can move to, in the order of board.py's moves U, D, L, R
_WALK_STEPS = [tuple(map(int, cells)) for cells in "31 402 51 064 1735 284 37 468 57".split()]


def eight_distance(board: "Tiles", goal: "Tiles", distances: "Distances") -> int:
    """Return the fewest moves from board to goal, checked 3x3 boards whose goal has its blank
    where distances says (else ValueError), or -1 when the goal cannot be reached."""
    return len(_walk(board, goal, distances)) - 1  # -1 for [], the goal out of reach


def _walk(board: "Tiles", goal: "Tiles", distances: "Distances") -> "List[int]":
    """The cells the blank visits along a shortest path from board to goal, its own first; []
    when the goal cannot be reached."""
    home, orders, text = distances
    if len(goal) != 9 or goal.index(0) != home:
        raise ValueError("this table is for a 3x3 goal with its blank in cell %d" % home)
    _walk_untraced()
    table = home, [tuple(map(int, order)) for order in orders], text.encode("ascii")
    labels = [goal.index(tile) for tile in board]
    blank, done = labels.index(home), sorted(labels)
    cells = [blank]
    if blank % 2 == 0:  # a corner or the centre: first one move closer
        if labels == done:
            return cells
        near = [_walk_value(_walk_slide(labels, blank, target), target, table)
                for target in _WALK_STEPS[blank]]
        if -1 in near:  # then every neighbour is -1: the board is not solvable
            return []
        low, high = min(near), max(near)  # (distance - 1) and (distance + 1), mod 3
        target = _WALK_STEPS[blank][near.index(high if (high + 2) % 3 == low else low)]
        labels, blank = _walk_slide(labels, blank, target), target
        cells.append(blank)
    value = _walk_value(labels, blank, table)
    if value < 0:
        return []
    while not (home in _WALK_STEPS[blank] and _walk_slide(labels, blank, home) == done):
        value = (value + 1) % 3  # two moves closer: (distance - 2) mod 3
        labels, middle, blank = _walk_on(labels, blank, value, table)
        cells += middle, blank
    return cells + [home]


def _walk_on(labels: "List[int]", blank: int, value: int,
             table: "Table") -> "Tuple[List[int], int, int]":
    """The board two moves on from labels whose value is value, and the blank's two cells."""
    for middle in _WALK_STEPS[blank]:
        for target in _WALK_STEPS[middle]:
            if target != blank:
                after = labels[:]
                after[blank], after[middle], after[target] = (labels[middle], labels[target],
                                                              labels[blank])
                if _walk_value(after, target, table) == value:
                    return after, middle, target
    raise ValueError("no board two moves closer: the board is not solvable")


def _walk_untraced() -> None:
    """Under PyPy, trace a loop only after 10,000 turns, not about 1,000: a walk or a few hundred
    lookups take less time interpreted than traced and compiled."""
    if sys.implementation.name == "pypy":
        __import__("pypyjit").set_param("threshold=10000")


def _walk_slide(labels: "List[int]", blank: int, target: int) -> "List[int]":
    """A copy of labels with the blank (at blank) moved to target."""
    after = labels[:]
    after[blank], after[target] = labels[target], labels[blank]
    return after


def _walk_value(labels: "List[int]", blank: int, table: "Table") -> int:
    """The table's value, the distance mod 3, of a board whose blank is on an edge; -1 if the
    board is not solvable."""
    home, orders, values = table
    index = _walk_index(labels, blank, home, orders)
    return -1 if index < 0 else (values[index // 4] - 35) // (1, 3, 9, 27)[index % 4] % 3


def _walk_index(labels: "List[int]", blank: int, home: int, orders: "Orders") -> int:
    """The index of a board whose blank is on an edge in a table laid out as this module's are
    (its edge cell's place times 20,160, plus half the rank of its other labels read in the
    table's order); -1 if the board is not solvable."""
    order = orders[blank]  # the symmetry that takes the blank to the table's cells
    unseen = [label for label in order if label != home]  # the labels, each by its image
    rank = inversions = 0
    for cell in order:  # the cells in the table's order: rank the eight labels but the blank's
        label = labels[cell]
        if label != home:
            at = unseen.index(label)  # the labels after it that are below it
            rank, inversions = rank * len(unseen) + at, inversions + at
            del unseen[at]
    if inversions % 2:
        return -1
    return order.index(blank) // 4 * 20160 + rank // 2


# -- slidingkit/core/judge_io.py --
def run_solution(solve: "Callable[[str], str]", problem: str,
                 arguments: "Optional[List[str]]" = None) -> None:
    """Write solve(the whole input: stdin, or the file named by the first of arguments, default
    sys.argv[1:]); bad input is one line on stderr and exit status 1 (sys.exit's message)."""
    arguments = sys.argv[1:] if arguments is None else arguments
    try:
        with open(arguments[0], "rb") if arguments else sys.stdin.buffer as source:
            text = source.read().decode("utf-8")
        output = solve(text.lstrip("\ufeff"))
    except UnicodeDecodeError:
        sys.exit("%s: bad input: the input is not UTF-8 text" % problem)
    except InputError as error:
        sys.exit("%s: bad input: %s" % (problem, error))
    except OSError as error:
        sys.exit("%s: cannot read %s: %s"
                 % (problem, (arguments or ["standard input"])[0], error.strerror))
    sys.stdout.write(output)


def quick_exit() -> None:
    """Flush the output and end the process with status 0 at once: no atexit handlers, no
    teardown. Only as a program's last statement."""
    sys.stdout.flush()
    sys.stderr.flush()
    __import__("nt" if sys.platform == "win32" else "posix")._exit(0)  # -S loads no os
# ---- END core ----


if __name__ == "__main__":
    main()
    quick_exit()
