r"""LightOJ 1139 8 Puzzle (T boards, fewest moves): https://lightoj.com/problem/8-puzzle

Judge      LightOJ, problem 1139, exact comparison; submit this file as is. Limits not confirmed
           (copies show 2 s / 32 MB and 1 s / 64 MB); we budget 1 s, 256 MB.
Input      T (at most 1000), then T boards of 3 lines of 3 integers 0-8 (0 the blank), each after
           a blank line; any whitespace is accepted.
Output     per board `Case i: D`, D the fewest moves to 1 2 3 / 4 5 6 / 7 8 0, or
           `Case i: impossible`.
Bad input  T missing or 0, a count of numbers that does not match T, a repeated or out-of-range
           tile, anything but integers: one line on stderr naming the problem, exit status 1,
           nothing on stdout.
Algorithm  a table of the exact distance of every solvable board whose blank is on an edge cell
           (see the core below): such a board is one lookup, any other one move from such
           boards, so 1 + the least of theirs; a board is impossible by permutation parity. At
           most 4 lookups a board, no search; see docs/performance.md.
Usage      python3 solutions/lightoj_1139.py < judge_cases/lightoj_1139/sample-1.in
           $ printf '1\n\n1 2 3\n4 5 6\n7 0 8\n' | python3 solutions/lightoj_1139.py
           Case 1: 1
"""

import sys

if sys.version_info < (3, 5):  # the oldest Python its judges run; vermin checks the file
    sys.exit("lightoj_1139.py needs Python 3.5 or newer, not %d.%d" % sys.version_info[:2])

PROBLEM = "LightOJ 1139"
GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)


def solve(text: str) -> str:
    """Return the whole output for the whole input text: `Case i: D` or `Case i: impossible`."""
    moves = eight_lookup_distances(counted_boards(text, 9, "T"), GOAL, LOOKUP_LAST)
    return "".join("Case %d: %s\n" % (number, "impossible" if distance < 0 else distance)
                   for number, distance in enumerate(moves, 1))


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

    # (the blank's goal cell, its orders as numbers, the table's text)
    Exact = Tuple[int, Orders, str]


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
# -- end of generated --

# per cell, the cells the blank can move to, in the order of board.py's moves U, D, L, R
_WALK_STEPS = [tuple(map(int, cells)) for cells in "31 402 51 064 1735 284 37 468 57".split()]


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


# -- slidingkit/core/eight_lookup.py --
# -- generated by `python -m slidingkit.tools.eight_tables`: do not edit --
LOOKUP_LAST = (8, (
    "", "012345678", "", "036147258", "", "012345678", "", "036147258", ""), (
    "@k@kAb>_>A86>L>LD2@yA/;)AQ>^@yAAAB;J;[A0;=;);[;,71=G>/0*7C=X;M2U2S5h89;<,n5Y5X>/C\\D#>_@y8:>"
    ".;]>?84;N=i@Z85AC@k@l;8;m@{>0@mA>D#>_=vD$G'>P@x@j;==g;9AS@|>@8&>A@{>0;K;K@z>N/O8\\8:=y/s2T5e"
    "5w4q:u8Z8h578Z;K;M;lAPC|AQ89>>>?;];7=yCK:v>+;]@j;M86A2>/>/>QC{AaAAC]@y>o>=Cn;9C|>^AQ>LA.A0>^"
    ";k;)A@72:$5G,`;>:b>M8Y@i=X>N8G5U2v7t8;8K2r2u>=5X518E;'=x=i;_;=G%AACm>,>n>^=e@zA?AR@Z@y=f>+87"
    "5#CnA1D4;LD1G'D3@{D2ARA2>-AaAQ@zAA/O,r1o26>N5V:t;L>M;];+>>>O;;8h>=>=;;;,8X57;&;(8&;]8[>?>ODC"
    "A@@yD$DBASC\\A0>^>N=v>?@{@{GGARATG5AcGGFoJ)J)DC;[AdACG(>QAbDUDfARD2>^A2C^FpDe?%CnG%G6>p>_AbD"
    "4GH>oDUDSGFCKA#AC;^;N>>>_D4A1A#DVDD;]>oAbGWD5A@GFDe=kCnDT;_ClD$G7AAA3G$GWDED5D$G7DV>`ARAbJK8"
    "H8Z>/>?5U8k;->/;M;\\AQAb8K>.;nAa@kA1D4>p8i>A>PAB;=>>>P>_;\\>QASDFACAQG7DU;]AQ>`GG>A86>L>L@{D"
    "$DWASC|G&D5D#AaAcC|G7>MDVD$D4@\\=w;l;J>QD2DSAb;9D5D#D#A>?'D4D2>]?#D#DD;,=w;];]=7:U8Z2t:f@hDS"
    ";M8J;[>M>_0(8j8lD4A=D5F`CmD1Cm>?=w@{G'G8Ac>/D2DeDE=xFpG(>`;:8l>/>>2w5V5e8Y2T;^;\\AC8X>?A2D38"
    "Z>N;]D#>M>]A1A1A,>/@Y=x>0AAD3>`@jD#AcAR:vD$DD>pC{A.>,8&D%D5G8>O><D&A2@|G$G'G7A0AaDTG%DDCM>+@"
    "y8XG$D$DSA@C|G#AB@zD1FpC{AB>,ASD3D3@y@[>?8I=8=V;,/r=V@[D38k=y@z>O>]5h>M>@DTA1C{A1@z;7;==g=W>"
    "0D#AbAP=gD$DD>`@kD2DUAC@z=x;K>.7u:t8Y5e:uA0A2>N;M;[>NC|;[D3ABDDA/ARCmD#A.;]=w;<>PDUDUGG@{F_D"
    "D>p>@DDDVDEAQ>`@{ABDUDeJ9GiDRGYG'J*D2DFG6G'D3G9GHDDAbDRDCD3AaDeG6J9>pDuDCJ:D#GGG7DDDDGXIrDU;"
    "[>PA3D58Y>O>NAQ;]8|AcGG>?=zDSAb>P>@AbDS;lAc@{D5>;AbC^CmACAPG6GgA#CkDdAbC]D#JJ>q@{G(ACAC>=D5A"
    "BA2ASGFDeM<D$DEJJDfACAADfGHA@AS@|AC>,ABCo>@A2APG7DeA3C|DdDU@|ABGW?'>O>,A@>.>_DUDeJ9>n?'D4D6>"
    ",ACCn>@DBDVG&GH;n>^A/AADDDSDDJIA?DfG'G&>^AQ@z>OD2DVG6G%8[5x8[AB2d5h8i>>8\\8x>_DS5h5x8kD3>0AO"
    "AADDA>DECnD$>;AACl@k>PDDGGGFCmC]DD;nA3G%DeDV>^Aa@{AB;)>@@k;=A2DTDDDVA2D#DdDT@{D5JI>a>=>?;]>N"
    "8:;<;[>O8Z>N;]G'>>>?ARDT>P;k>NC|ARD2DDA2IcG%DVD3IdA?J(AbGWDRG4DDDuDcA/J8@{@{>_>^>/C|AcARClA3"
    "DEAQ8X>P>AD&;N>^>`AcATD2DCDT@YA#D5;^D#G6GHDD;lAcAAG7>]GID5IsIsG&GGG5=kCnDV;_D0J;IdFr@{G(GHAS"
    "AaDfG6GH;[>`A1D48H;^>/>?>=ATD5D5A1>QDCDEA@FqDEDCACAQAaDC8y>Q>PD5APDTG6DFD2GIG7G8A@AcG&G7:5='"
    "8J/c8K51;8;8=g:t8H5#2R/r4o575H5B5U:s>/=v>^>/:u=X8\\8:=y><D#8Y8Y>L;ZA08X5x;:;\\@[=w;|;J;N;8>L"
    "><D1G&A@Cl>=;m@i>=AQAN><C|C^A/D#;\\CmC{>M;9G%D1D1;9AAFmDBA/DBAaD2AO>N8Y=w>O5U2v7s8;;m>L>J>LA"
    "1>^>.>L>OA/>K>-;\\>NA/AQ;>>:><><D1>^C|>LDTDRA?D2>M;k@i>>;M>-8X;L@9C^AS8{=IFOAB8l;K;]A2AB2u;_"
    ";nD4FaFaJZAtDUA/GUDcG5FoGEA?AQArG&GGD5>^>pJ8>QD3>`G8@jD#>pAPA4>;DRDBAC>LG5J7;mA?DSDdD#G8G'DT"
    "@mG%J&AbF`G$DdDBDEAOGFGV>b><GEGU5U>a>@D%;K>^A0D3;]5y>@>a@{:w>_>@>P;=AAAa>@AQDFAc;\\ARDC>nADA"
    "=J&DR>aA?DBDdD5>LDCGU:W7q5v5d>/@z>_>`;7Co@k@k>*;o@|@z>K9/>?A2DF><DRDRFQCmAr>^J(DBJ7A??(DcA?G"
    "6DBDdG%DC:uCnAT>P>/;IA/8y@{@[>`>@;n;]AAAbAC;=DSDDG&IcDUD3C{G5APA/D6DAJ8G6FpG$DdGEG(><DSGU>o;"
    "]A@DD8Y5x;+;J;^>LAPAQARAMA@G4D4AOAaDDDBATD4G&A0D/>L@y?$APDDG6IsG%DSG4D5A?D2GE=G:q:s2R@yC^A1;"
    "L=w@iA2;<><@{=wA1;);_@{A1J'G$D2>,FQC|G&;lDAIrD2C|D$G5G6AODdDBDBGE@{@{D5;M=w@Y;K;)CoA?DC>^>?D"
    "3AQD3AB;lACDUA?CoAA>@>>A=@y>;FnD4G6D2G&DBD2DSG8IaGEG6AA@{D4A@=w=g;I;+@|A0A@APD3A1AaABDTA_ABJ"
    "7DdAcG5GF>^APA/>MASDSG6J9G8DBGEGEG7G5GVGE>OA>>=@y8XASABG'5x>q>?D6:uD%A4>A;<DFCnACDdAsG'GHDeD"
    "dJ(JIJGGgG5GFJ8GGDSGEGFJ9M+Dc>_>`DEAc>^>aABAaDFAODdGFASAODDGVD5DBDeGG>MGIDEG'>oDRDBIrAt>pGFG"
    "hD5ClDdDDDVAAJGJXDCGXItDVD$DSGEGUItG$GgGVGIGDJHJXDVD2JYGV>MGHG7J*DCDBDBG5Df>^GEGWG'CmDdDDGHA"
    "AGUJH5h8X;);;;L8{;^DE;H>rA#F`8X;];=@|@wAB>@A1DED2AbD4>pArDSGFGUDSDBJ(D2AbD2APDDJ8G5J98ZABAcG"
    "7>P>=;lAA;n8{ABAb>@>=A`AAAB>ODEDU>_<%A2ASAPDBFoAPDUDRDdJHD6A?DRDRD5G%AsJ7D2>aACDDAQA?A?D2ArA"
    "aDSJIJ)G5GVGEGGDBG5GVAA>`DDGG>O;MA0AOASA?AbDDDUANDCGED4A0DTAB@lC]Ab>oDFCjAaAaD4@zG&A@>^>nC{D"
    "CAR;{;[G6ACA/AaA2CK@{>`;l=zC|D$>?8Y>_>?AB;jABA@D4FqG6DfG%A2FnGWDUA?G'G%D4C|DVG5G7AqAbG5DVIuD"
    "BJ9GgD2D%J)DCJ(LtJ9J(DSGGD4G7D2GXG6J9De>_D#DU>N>OA1DD>oAbD2DED#D4D4DDAQG6DCD4DTGFG5GWAB>n>aG"
    "WDBDUG&G6DTGWGFGWG%G7G5DDABA/>^A1@[=w;|;ZCM>,@z8YAQA?D1D3;m>^>,AACm@{>_>NACA/DC>oFoFoDCD1;[>"
    "pA2D5>Q>_>oDUDF><DBDRD$FoDeDCDDGCG%DBDuGFD1J8GEGgG%GEJ8G%G5A/IdG6M*AaG5M+GFG5J(JIJ9GDGXJGGEJ"
    "8AaARA1ARAaAaAAG6>_<$A1APD#F`APA1DCAbG6DRGGAPAQG6AbDeG6DdG6GCDRG%DTGgG5GVDdGFJ'J8@[@[DU;n>Q@"
    "j>_>`ClC^D#>^8X;n>0A2;N8k8{AR>PA0;[>OC]@z?%>mC^C{Fn;\\AQDRDBJ(>_AaD1A`FPD%Df>qDFDAJHGVG$G'DD"
    "G%Ab?'DBDeDVDQDSJ8FbIsJHAdG5J)JIGEG(G4J8G7G7IqGVG6GFDeG5JI>_;\\@zAR>^<%CnAR>`AQAQD5D#D4A3DCA"
    "QG'ASA3>oDEDUDTDEDQDdJHA`DUG%DDAdGEG5J8DEAaDBGVAD86A?AO@;=X;]5w@zCm>O=w5x8Y8H;L;X>@=x@z=Z:t8"
    "y8gA2>;D1;|CzD#A/@y;\\8{>->LAA>[A>C|A2>,DC>_CM@j>o;[D$D2D5A18|>^;\\A2>\\;nA1ABA?G'G&D3J(J8J8"
    "DBG&J(DTD2GFJ7J7DTJ)J8GGG5>N<$A0AP<%Aa>]DC;\\8|>/>PDBD4ARG%D$DAFoAQDCA_D2G%DQAbD#G$>QDPAPD2J"
    "(GEG5G7D2FoAQD4C|C{>=8&C-@Y>/2u>*=z=x:v:v=w;L8X;[;m=w;L@J=t=v5U@zC\\>M>+@zCyC|>;@z@j>;>->N>_"
    "A/>MD#CmAQ;JCN@yD#8jCzCnABA0=zA0A2;\\AQAPA1DDD#G#G%A/D@FoC{@zA#F|C|>ND1FoAQD$G7G5G6D4D#CmAOA"
    "0@|D3DC>]@zC^>O>/D#DAD#AQDDD4DDG5D2AcDCG5DSGFDBG5ARDdD2DTG6J(GFG%GFDTJ'DT>^;n@{AC>O>_A1DDA>A"
    "c@|D$>NAC>>AB@yD5A2>NARAOA@C|Aa>oC|DS?%DSAOJ(C|DCD3AQDDG5DRD3Aa?'D$DE>_AqG%GFAaAsG&GHDDDDAbG"
    "GDCDDG6Ab?&DeD3GHG4DeG&G5AdGUDDJ)J)J'J(GFJ7J)JIG7G'J:J9GGGFM*JHM+J)JHM*JJGGM+JJM+JJJHM;GWDUD"
    "UD4GGG5DTG&GFDEGGDDJ8J)J7J8GWGVJ9JIG6>P>,>_>/5h8k;lAA>L;mA1@|>,8k;=>>;=>?>.AB8k;[>,>>ASA?>nD"
    "C>mAaD#A@;[A?>MC|AR>OD2DAAS>NARG7;l>_APDDAQAADDG7A@>_A@AR>AD4ABD5A_DeG'D3DRDCDBG%ABAcG&DUG5G"
    "&DTD3GFDRJ8GGAbGUD3DTD2DTG&DCAbGDDTJ(J(J7J7GGGEJ(GWJ(DDARG6GEABG7DRG6Ab>qD3DUDCG7AcJ(G%DBD$A"
    "RABA/>^A1@9C^DF8|=IC\\DE8l;K>_A1AB2u;^;lG7CMCNAb;m>?@iDc>_>,C]G%>M>=ARD4G7>.8z8kDT;^@y>`AB@8"
    "@lAB8k=i>+AP>N;=;JA1Aa2u;K;]DDCm>1G7>o:gCmD4;N@Z@zDD>^>@A?ARDD8K;JAAAa2R8J;->02S8Y;+>?2e2v;M"
    ">_8)7t>=;M8J8:;]>M;=8i>P>`5u>P>?D$;>;YD2>^8J;K;\\DD;,;JA1AQ@{@{DeAQ;=A0>`AB@iD4G&>^5U;_;>A#8"
    "KAAAB>`;L;)A/;+FPCmAr>^FQC|Ir;mDdGED3DT>pAbD2GF=5:f>/2f>a><Aa>_C|C]AR>M;]8k>@>aAC8g>^DB7d=i>"
    "?5HIbIbJ8A?A4CjGEAQD$ClAbABAb;^APDe/P2e56898X;m>.A1;M;K>OAR;>;L>^>_@|@{>pAA2r8;89;,>AD2AQAR;"
    "l>`AADEAS>=DDDT>`>>ARDD>O>,;[>.@{@k>b>?D%A/DD>PAQ;\\@zAB>_;]>MAR=8=8;M2f>Q;(A?>MCl@j>^;98X5x"
    ":v;=;N8V8iA/8[;(;J>,@I@Z>O8YCoDBG7D3>QAaC|DD8zAbA1G6C\\=w>M8G=j@zD38[F_IsG7D#D3DDG6D3>QDSD4G"
    "(2R/s4q585V;K8I>.;\\>`@zAB>?>>;lA0A@>>@|;\\8;8V8H;J8x;^>.A1ARDCD3G'>PDUD#G6A1AQC|DD@{D%AdARA"
    "2>,AP>^CmF`GGDU8Z>a>`DFA3ABG6Ac>@A/AaAA@K=g;l8xCoA.GUDC>aAODSDC90A`ARJ9C<@[>`8zABA?G5>_C|FpD"
    "UD2>_<$A1ARAR>lAQG5;.A0AR>@CnF`DUARD#G$DEA1GFG5GGJI>oDTD4GI5G8Y;J;\\8k;l>ODS5y;\\8i>?;]AbD$G"
    "GAQD4DEG66,;N;MA1>AAAARAb>\\ABClD#DCAPG7GG>^ARG7GGD4D3AC>?C|C|D2;JA3D2DTD3@{D4G8AR>oAcDUJJG%"
    "CmDC>MC=@h@z5gFNCmJ8>`D%D2DCDS;oA?DDGV@LC\\A25xA/F_AAA/CnFlG5>OD#F`ARA3AP>pD2DUCZ>0A1>?@lC|D"
    "D;mA.@|D#>.APDDG7GGAQDCGGJJ:v=w;L;Z;<A1>NAA:w>.>?8iA@AB>_D4>QAbD4GW;N>_A2DE>?ARDDAR>NAAA1D5A"
    "QDUG&G7DDGFJIGWDT>`G'Df;[DVDEG8ATAaJIGh>QD3AtJIFqG6J:Df>^DVDEJ*AQGEDTG5De<$DeJYG7@{JIDdDVAAJ"
    "HJI>_DUDDGGAQAsG&GGDVJHGHM;DEGFG7GHG7J9GXG7AR>oDTJIACDCGWGVAP>qG'G8DDDDG5JIDSDfG7M-DED$JIDuD"
    "EGUJHGWDSIqGHJ*GVGgJ)M=GGGFJ)JIACDCDTGWA2D3DeDUAPAQG'G8DDGFG5JJAaGWGGJ;>^D4DDG'>PA@AbG6AR>pG"
    "HGWDEAPD3GF>`DDAcJ:>P<#>aGG8k;l>MAA>q>\\DcJG<#;l>_J8DEG3DTGF8j;n>_DDA1D2ARDE>_AsDDGX;nAP>PG7"
    "DTAsG5GG>Q>nDDGV8k<$>oDU>N>]DDD4;nAaABG7DEGDGGJI;l;n>_G7;NAA>pDU>M>aA2D5DDGFG7J:AaGWG8GH;M>N"
    ">NAA>?AQARAR;>A2>oAB>`DdD%J:APAb>_D4CnG&AcD2>@D2DdDD>:G)FaFaA-DWFqFqA>?&D3D6DWD0DRGDF>CnAS;m"
    "G&G6IrD2>_DeCmG'A0GHCnG&:u@|AS;^;,@yAbAB@k@[Ab>N8k8k>PAb>?;:A@AaJ(J*G8J(A=J*IbFr>1D1DSAAC]Fo"
    "JJArCoA/GfDT<$>`A0DU@xASD3D48J;[>O>`A3A.AaG5@|A0GGASAOG9D6G&>]DcG5DF8y>O>PD5D%D$GWDSACD2DdG6"
    "A386A?>]=7@JA23-=w@k;M=g2u5W8X8j8U>0=x=xC]@z>O>-DF><DRA`G3J)G%FoAa?&D2DRGEA_A?J'8)=x;^;L@{F_"
    "AcAAA3A?G6>`>PA?AaG5;\\8{>?>a>:ADC_@lJ9GDJ(DBFpD#AaD1DEFmJ&ArG'FoDdDB;)>@>/>/AsDCAOG58Z5y;>;"
    "_D3A1AbG4ATA>DBDB;Z>_A2>@GEGVIqGED%>[D1AOG8DBDcDUA2Cl>pAB=Y:t8y8W>A@hAP>N><FrD4A2A?>q>/A1A`;"
    "|@zG';^;7>KA-=x@Z;^;<G%DBG$;9>oA?@vA?DA>_@z>L:u=X8\\8:>/><D2;lG%FpDED#AaAcCnD5DEAQ>OG'G%G4D2"
    ">,D0J(D#ClD5J'J)D3IaM+J)D$ItGEJ8GG;m>M>+>M;K8{>.>M;^>_A@ARG7DbDEG6G&J8DTG&A?>_@{A?A@D@AOC|>n"
    "ASD3DDJ)LtJ8G'G6DTG%G7>@A1;]D5C<FaDV<$@lC{DdAR>P>^DDDU6.>_>rGHCMFaDV<$ACA?GEDdG%F`DeDB>`<$AC"
    "AcG7>LDSGEATC|AbDUFOD#ArAPFrA?J(DDARDBDDG';|DcD3GGFqG(JJDdA4DAJ7GEG$G&GGG5DSDSIsJ:DDDBG6J88Z"
    ">`ARDV;M>NDDDT;m8|ABAcAB>@DSGG>p>`D5DUD6A`J8Dd;lDSDTAcARA^GEGE>aDBDTJYD4AOG6JH><@l>>;=@zC|A1"
    ">-C\\C^G6;o>A>NAQG%@{D$DUAb@zD#G&>NA=F^Cj=wFrDBG5AaF_D3DdDDFrA?GEGFA=A#@{=yD#DAG%AOG$FpDDC|G"
    "&G#FpDTG5IrGGG%=y@z>o>MD#FpDTA@C^C|A2;\\DSD4AbG7AQAcG'GHCkACD4ABD3DRA2ARD1D4D3D#D3ARG'DTGFGE"
    "GGJJA3G&DUD5G7J(GEG6G'G5G6D4GWJGGWJIGVGWJ*GXDBDFASD$8{ArAQG7;]>qDeJJ>^D$GHAd>`D4GgGG<#AtABJ*"
    "DAAbD#D2GIG3GVJHG(F|GEGeIcG$GgDTDADeFpIsAbGFDSJ9DdDuJ(JJG&G5JJG7J*J7M+GW>PAaDSDe>qAbGGDf>`DB"
    "AbG7AbGVFqJ;GGGUG7M<D5IqGgGGFqIrGgDdIrJ'J)J:JJJ7J9M;B)DdG'M=A1G6GGDUDFGEGUGgG5FpGGG7DdAsJ)JK"
    "J9DEJ:J8;\\8|>/>P>[AbD%D#>Q;|AbGV@|D#?&DDC]ABDUAs>\\AtD&IbDAA@A?C|>q?%DDDeD4D#GVAaG8DAGEJHAO"
    ">pD3D%A@DTG&DCDTDCGGJ)D$DBDCARG5J8DUJ(;MAADDDCARAPAbJ8>>;nD5AbDCABARG7DcAcG(GYG%FqGGAcFqG5J6"
    "ArD2IrG7D4ArGVGFJJGWGEJIJHDFGEAcJ9ACD4>qG5DCDQG6J8ASDRDdGWDUGEJ)GHFbG3G&AaC|D5G7DSG$IbGHDDA?"
    "DFFpG7>,AUG(D6J)G&G6D2@mFoG'>`D1J*IrD5D$J)G8D5AbGVG&J9@[F_G8;^C|D$G6>M@|A>DSAQ>/=zAQ>Q>P;mAP"
    "DUD@G9IcIdG5M)J9D2F^CnDFARD5DAGVGFD$FpGgGEA#G'DEARAPG'DSDC>/A0ARARD#FpGGDVDEAPDTGGGEGhG'GIA/"
    "J;J*G7>QAPDDGVD6G5JYGGD%G6JJDeG%G$A@;)=I@[>P5h>*>A@k@k:v=x;m;[;[;n@j;]FPA/D#;\\J)IqGEA?GGJ%J"
    "(DBG&IcDBD3DCDeG5GF@zD4D4>^FaD3J)>_C|F`AcAAA3APDDAbATDBASJ8C|FoACCmJFM+G6IrADF|DRAPD3FoAsDBG"
    "9DBGUDU>=ACD4ABG(G6J8DR@{C^>a>@DEDAG5GEGGD4DeJG>,D6D%A4JYGEGEJHAsAbG4DdJ*J(GgJ7GHDBJ7DuCM@x@"
    "z8YFoC]DC>MJ'FoD4C|DBAA>ND#A/>qA2DDCl@y>=;)CnA@G%;kG3IrD2C|D4AaD3A>AaGDA?DB@{>>D$8jG&FoDSA?G"
    "'G6G8DDD4DDAbFpDSArG&GHDBG'AACmDDGCG%A?IqG7J9FpJ*J7J(G7J8LuJ9G'AB>ODC>MD#F_APA1D$ABD5AaJ'JIG"
    "GJ)J9GUG8GXGFGED2D3D2GGG%DCDVGVGFJ*J:JHM;M+J)M+JIJ(G%D&D$AQ@]IbG7>qFOD$GIAd>QD#AcDd;^APDUGWC"
    "NIRG8<%IrIrGVA?DFD0GEGED$@|AcACArAaG4DeIrFqG&DRCoG$Ir>_I`J8GGG&G'G5G'G6AdDBDEJ8D&J&GVDTFoIrD"
    "fGFG'G3J8GFG6DBGFJ9AcDSG7JZ@{D$DEDDA2D3G7GGD$FaDeDDAbAcG'GHDEACDTJ:AcDeDdJJATDBGVJHDSDeJ8JJG"
    "GGEJIM+GVGVJ)JZD#FaASA1A>FqD4AC@lF^GF>`>.ABD5DDD$FoAsDEA-G(F`CoG%GDJ(A?D$F`AcABDVD0GEGED5G%D"
    "dG4G%IbDEC|G#IrG$D#IsJ'G'DDG$J8DUG%DDGEGEG7D$FqDUARD5D2J8DTD2IcGHG6AaDUG(GHG6DDG7J:D5GDDdG6D"
    "4G6AtJ8G7GDJ)GWDEG%DTGHDfJHJ9GYD$J)J:DdG8DBJGGVJ8M+M<J9DuDuJ8JZJJJ7JJM+G5DVD$AS@|J)G8DDD$D$G"
    "GDeACD#GgDUAAARGXDf@zG(G)ATDCG'GDG5GXDRGEJYItIrGgGFG8GDGFGfDCG8D4DDG%GFJ)DTG6J)GGJ9J:J8M+JIG"
    "FJ8JJJ8DFGFGWJID5G&DvGWD%GEJ*GHGGJHGGM=DUGgJ)JKD4J*JIGWG8J&JHGfG5IsJ9J*GVDeItM=J9GFJ:M+GHGGJ"
    "ZJJG8J8JZJHJ9GVM<JZJKM:M<M<GgGgM+MMA/;n>@AA>_Aa@z>_;n8{;nG6D$CnDU>pAC>^AQG%;[AR>PFqA/AQC|A@A"
    "SD2DSDDG(GDGFDcG&D4GWDDA/;n>?AA>^DBAPG%DCAaD2DTG5J(GGG%J(GDG&DT>`AQD3DUAa>pAQGW>`DSABG7AbDUG"
    "7GHDSDUAbG7D5G6DfG6G&G&GVDTG'GEJ)DDGVGFDeJ:GWGWM+JJD3G7GFDUGFDcD5DUDSG7GGG6G6DUItDUJIJXGXM<A"
    "QDBDCDS8X>P>?D$5y>q>`DV:wD%D4>a;=DFD5D4>^<$@{AC8Y>_>?ACD2AcAQDDD3AC>^DSAQG'Ab>n>N;]D#AS8XASA"
    "CG'>P>]DDDd;NA/>`GF@|A@G6AR;JASA2D58iAQA1DE8Z8i>NDC>.@jDTAR>P>>DdDCA@ARAADE=xG'DEAR>/=xDC>`A"
    "BAPDdGF>OA0GGDU;JAB>@D4;KAQA1DE;=;K>NAQ>/@kDDASAA>?DTDC>^>_@zAQ5V8k;<>?>;AS@|Co;[ADD%>P=vD5A"
    "3A2>_APA0>O>^>pA0DC?'DdAPJ9D$G6D4AbDDGGDSD45U;_;>@|AQG5G5GF>`<$ABAdD4@zDTDDDVA@GFGF5f8Z;;;MA"
    "P>oD2G5A2@y>_AAD6AODBDTD5D#ArDE:u@{>P;LDDD$GTG5AB>NDBAbDDG&DeGFGHAQDSGV8H;^>/A0APAQD3DD>/@j;"
    "m>?ACDBDCDDG'DDGWGW;\\>]>=A08X5y:w;>AqAaCkD3D2DDAQA1APDCC|>_5U2v7s8;;\\>\\><D2AP>o@yAAARA?>o"
    "A?A@>MCm>N>?;Z@xA@;[8|=y>@AcDTD3GGAQGGDDG'D3GFG5DD;J8k=g;=;lA@>LA@>M;n@j>@DEG6DTD$GGG6G'AR>N"
    "A/>N>-@{D4D4>NAAD2ARA0GGJGJ9GFDUJ9GGJ);J8i=i;<>NA0A?AA>=;\\@l>?DDG6DSG&GGG6G8AR;[>PA3D68YAaA"
    "AG7;n8|AcGW>?=zDSAtAB>@DeDS>N>`D4DE;[>pA1D3ASAPGFJH>PAPDDGGFqD2GFG6;[>qA3D5;\\AbD4DU>p?'DDGX"
    "ABD3ArDTDEDCGFAr>@>MD3DT;];lAADT;\\C|ABGG>^AbCmG7DDDCABGF>OD3AbGGA2@{DeAS@{AQG7DUDTDCDTJJAbD"
    "TD3GX>/>MAADT>@>ND3GF>>CnABDE>^>oCnG7DDABABGFAP>oD4G'A?<$>^G6;M>_APAb>QG$DeGG@{G&GGAsA>>qD#D"
    "$8|>n;lIr>o>pD4DUASG%GXJ7G8G3J8JH8{;\\;[>_>_<$A1AP<%AP>_D4DTDSG5GFG6IsDTG68Z>a>PDEASD2DCG6A`"
    ">qAADEGGDCGFJJDdDeJ*JK>>DED4ASDTGCGEJ7DSG7G7J)AbAcG&DUJIJHJIJ:;=A1>PAPABDCA`DTCnG%D$>OA@D#AB"
    "DCDUGGJ9J:G%AAD%DDAA@|G%>^@|D#ARAPCmD4GFAc>aG6DfGHD2D$A1D#=yA0D3;mA1G5DTG&DEAaDDGWAdGEGXJ7=z"
    "@z>O;kD#CmAOA1A#D2D$>_AQG&DTG'GVDUG5GF@zD4G7ABACDDG&DCG$D$DEAADTDeGGJJGGGFJ:JJ>0A1>PAPAADCDR"
    "DDCmD2D$>OD2D$ABDCDTGWJ*J:AADDG&ASG6GUDEGFABG7DEGGDEDUGFDUGVGfDUJ9DSDEG'DFC|ABDTG7ACDSDTGGDF"
    "J'GhJJD5DDGFDUD1DEACD4>AD4AaDSDEAaGFGXG8IrDvJHDEA`DUGW>@ABAADUDTASG6GUACG6DUG7DeGUJ9M;AaG6DU"
    "G6>`DTAcJ:G(G5GWGGGFDDGGJ;GXJ8JIM<DUGWG7JJA2DDGFDUASDbGFGVABG6DEG7DUDeG7JJGVGUDUJ9ABAQDTDDAR"
    "G6DdGGD3DTG6DUGFG7DUJ9GWJYM<JY>pDcG5GG>?>oDTDeA=DWIdIdA?AtG6G8A.G8D5G&DFA_AaG5;{ATABG(DcDTG%"
    "J)G%DfIbG7AQGWFpDE8Z>P>_DV;M>^>QDU8k8{>_DU>/>=D3Dd>P>?ARDCDRAsJ(G8D@GYItG&>PA?DSDcD$D2DuGGCn"
    "FpJ:DeA@GID5G7APGVG6GG>OAQAbGGD5G'JJGVDEDCGWGGABDVD#GGA/DUG7DD>?A@ARDTADD1DdJ8D%DCJJAdAS><AP"
    "A12t8\\8[A2>L<$@{A3>+ADD$A28I;]>N>`>oAaC|DDDFDBDCGFGTDuG&J'GVGEGEM+GFDUJ'DS8J;]>N>`>`AcD4GWA"
    "S>MDSGEAb>ODDDfD5C|AsDE>KD%Cm@|GVGTA?J(>`<$AAAcIsG%DdG4DWD0G5GE>MAcD$ABGFGVJ9GWDEDAAaG5G8J7J"
    "WGWG7IrDeGE>,D5A3A2DUG5GUJ8>`;lABAbD4G&AsGFGHG4J8JH8z;\\>=>O>A8x8jAPDBAcCnG%DdAbCmABAP>O>0>N"
    ";=;H;J>,;\\8{>>>^DSGD><IqG4AbC|AOAQD2A-D28Z5y;=;]>P>\\>^DB>pDfD$GGD6DTABG(DCARCnARDSAQA/FoDQ"
    "ArD#D2AdDcDCG'J*GEJ8J:IrJ9GGG&AP>pD$APDSGTGEG6DTAsG5DdJ9M<JJJ)GFDdIsGH>PA0CzAPA@>oD#DCARD4AP"
    "G&GHJHJ)GGJ)M<JJJ(>P<#AcAc8yAcASDE>Q>mGFDd;^>_>qJJD%DBG7De8{>b>qGHACDBDeGFAr>oGEGWDEDAJ8JHAS"
    ">PDEDeAC>_>qDU>nDeG5DTDVGDJ8LtARGFJ'JJD4IrDFG8;nAcAsJKASDQJGJGA`?'G6J:G6DBGFM+DSArG'GHASDSGG"
    "GWARDSJGGgDTGDGWM+DeDdJ8JZGGGEGGJ8>`ARAcGGABD2ArGFAQ>oGFGXDUDCDSJIDTDeJ)GYA?>bACDDA`>nC|D46."
    ";n;oG7@lG'G7Ac;^AQ>`G&A_?%D3G'AN?%@zC{ATAAGVGFIuDBGUJHFpGEDdGFANACCmD$DDDQDBG%A`>qD4DEJ(J(GG"
    "G5G'G3IbDT;M>_APAb>pDdDDGV<%AP>_D4AaAbG8GYDTG%GHJIA2G6DeDEG8J9GgJ8G7J8J8G7GGGTGVJ8GWDuJ9Gh@z"
    "D6G7ASDEGEG&GGG4G7DDG&AR?&DFDfJIGUM;JIAb>aD$DED1>pACDD;nAaASJID%G&AtDUA1G7G8AcA/ATG'D5APDCDB"
    "G%DEAqGGGXJ)G&JYDdJ:GDGFMKAPAcD#ABDCDdG5DSDTGFDDJ(IsJ8J8DUGFJ9GXG5ACDDASGFABGEDeJ9AAAbG6DUGF"
    "GGDUJ:DTGXJ*GYG&IsJ9DfG'GEGFDdG5J)J9G7GGGWLvJJJZJHJKM;DFGVDfJ)G8J9DvJ8GFJGJ)GXGGJ(GXJIGXJYM+"
    "GYDCG8ATG7>OGVGFDUAcARDfJID$D%JJDfAcDDGgJ9ABGIG'G8D2DTG&DCG8GDGWJIG9G3JHJXItJ7JZGVD2GGG'DDDT"
    "J(J7J9GVGVLtGWJ)LuJJJ9GHGVJJGWASDSDTGXDFDTJ9JZARG&DUJ:GVDuItM=GWGGGHMLDFJ(GWJIG'IrGWGVIsGDJ)"
    "GWGHGUJIMLDuJHJ)M=G&GFJJDeGHGFJIGhGFLuJJM,GWGWJ)J[JJJIJKJJ4/:$5F)m5X515B85:s=u865#,L,r1o2656"
    "84;(53ABA@>NA1@Y>1A28l=kC]AR;_8H5W;,;M8i>0;^>@=i=w;k8X;,=h8k8[A=D5C^Cm8H8[;=>.>M>M@{A0@Z;)@x"
    "8X=v@J;<8JA0A/@z@z=w;+8X>.A/ABC\\A1DTAOD2D3>NA2>PA2;l>`@lA3@{D&>@A3A@>`=y>@;m>]>,A@8K3-5X>?A"
    ".ABC]Cn>^AQ@jA2>=;<8j;K>?>,8X;<@{D#AQ>>CnC{G$>_>N>NA0A@>ODCA@AQ@{@{DD>_8[>>;\\AB@iD$D4>P2R8["
    "8:=x8:>>>P;\\;N86>K;Z:5:U5g0'A.@z>/=w/u2S5e8I>);<@Y:uA.@x>+8&=':S:u/r84;,:d=W4r7q8I5e>+;L=w;"
    "<AP>`@{AA8J;\\>N>N;H>`@lC\\;:ACA2A2;)A2A#>/>>>,A@>-/c5X5f;<>*>?@i=y8&>/=y;,598I;[;\\@{@{AR>`"
    "8K>>8ZA2@iD$D$;^2R8L5I=j8:;L>@8ZASD2>^AB@j=z>`>?@mD#G&>O;K8Y;+>.;l;N>O>`D$G'DWAcACD2AaDTCmG'"
    "G'>a5W;N8kA2A#AAG&;]D$G6DFARG5G&G5AP>AAA>`DC=x>/D4;m>`ASAdG8GHDfGHGYAaGXDUJ)DFAaGGGVDUGGGhJK"
    "D5AaGGDdAbGHDTJ*D5AbAcGW>aDEDUGG>QDDDEAS;]A1>`DD;N86>K;Z:4=G;=-'A/=x;,:u/t/Q5u5w>9=y@Y7s@k@z"
    ">n;[>/=e>\\8iD@G7FoD$;K;];<AAAPAPClD#ADDCAbGGC^FpAb<2A4FoDTDE;M8Y>O>_;lA2>aAC;9A3@{@|@zD2A1@"
    "z@Y=XA08k;M8h;KC|CnC\\DD>_AOGYG'G'>oArD4GG>`;]AbDED$ABGHAcD4@{AaAcAO>qABD6>MDUD4Fo;^5w;]A`D$"
    "@zDdAbA1;\\>PARD1C{A.;):F:U;=2e;7;N:f=h7t7r8j8hA.;M=x;=@|><D1>^C\\@ZA/;JD3D2D#A/>?>=;kA0D2DD"
    "F_D3G$G'J(DCFPI`Ir>pC|>@ASAS;==w>_>_AC>`DEASD1G&D5D#><ABClA2=i@YAP;];[;\\>/D3Cm@zDTABA/G8D5D"
    "5C|G6DEDDA2>/ARAcD$@jDS>`D$>?DUAs;)A2@|>/;[AA@z>?8Z2u8jA@Cm@ZDC;m>?8h>=C|AP>_@zAA5V8Z;<;M;8A"
    "2=z@\\;J>QA#>@;)>/>0=yARAOD1D28X5y:w;>>n>M@h@zC|DCABA0>^>M@y>?>^DVASIt>_AsDEGH>`>_AaGGD5D$GG"
    "DU>PD3AaGGAbDdG%G7DAAbD4Fo;M>^AP>_>@D3AbDE=yA2D4<%D#G6J)D3G4G%G$DD>0A1>`AP@jCnD4;o>QACAdGHDC"
    "DfJ)J*G5GGGGG6A3DBDDAaD6FpDeDeD$D5J:AdAA><>^A//q5Y2g@k;I;]@k>0;)A#>/=y5G5W;K;];\\;|>,A?8\\5u"
    "5wA>DADCC]C|AaDDCmA2A0;K;=;[ARAsDFGX>oDfAbG7D6DCGGAbAbACDeGH@|>?DE>_A/DFD%D%A`A`D#D33+8k5zD$"
    "@kCnG';^8k>^8ZFoDCDUG&DEA/D5D4D$8k;l>PDCCnFoGFAS>^ARD$G6A1G8G9ACDDGHJ)ARASAAAbDDF`CnGG>qAS>@"
    "DeDeA2@y;[>?@j@z>^;[@lA/C|>_;K;\\>.A1;lAAA/A@FqFqJJAt>bDD>`G8FpJ*J*Ac8X>R;OCp>AARDF>`AS><DQA"
    "`=x@|AC;]J(FpGGDC>p>_APDTDBASG&D4G4G$D1>,@{A1AC;]D2D%D4A2D4A1DDAPDdARG5GFGFDfG'GGARAcDUDfAPG"
    "8DFItDTGYItGHAPG8DFItD4D2DTD3;]AR>pG'Ab>aACDED2>bD6D5ARABDDGG=x@{;\\;[>QD2A@DTFpG&DDDS8X>`>?"
    "A2>@APAaAP;M;+5U8I=yD#>_>]CnFnG$Aa>NAOA@D2>?AQAQ>^7T7q2s2a;,;IA.8yC|G$A@A/5V5w;+;J>=A=>L>,=6"
    "7n7p2R:t@Y;J;)>->;>,>;:t:t;I;+>NA?A/>M;L>;;K=v>O;^AB>_>oAODBG%G&APG4DRDDA?AOG52e8W8&88;M;;;"
    "\\A@>MA?D#A@>_><><D2;\\;<A/AOARD2D3A2CKA#A28l=kC^AS;_8H8k=y;M8y>Q;^A2=8@*;L/t;^;8;I><@zC{>L;"
    "92R2w7t8;;=>:><;I>@Cm>`>aC_CmAq;|D6G4GEG6;^;[APAP>nAQAQD4A0FaD4>OFPClG%;mFnD4D4AQ@{@zAAAPATD"
    "SG5GF;[AT>QFqGWGVJ8JIAcArGEGgJ*G%GgGfAcAaGEGg>O<$;oDE>qArAPGFDVDRGEJGArArDSJ8ABAPAbAAF`G&AcA"
    "A>/Cm>pABD0G9ISFr;K>QACD%A@AaG'DE;M84>9;H7r=X8\\8;FoD0C{;9;m;I>J>\\A?>MC|><=XC^>P6.DVA?GTDcF"
    "qIqDSAP8Z8{>?>`D5D@G4AO:t@zA1;MA?FoC|C|A2><DBA`A1>.AQABDEAOGEGE8y<$>0D5GUDuG5G6DED2AbGEGHDRJ"
    "GJXD$C|DTDC8g>a>0C]GUAaDBJ(;];lABAbG6D2GFGEAb>MDBGEFaD2G%Ab@zD&ABARAAG%DEG7@zA3DDASA@DFG8G(="
    "v=v;98&=x>=C|8iA?G%A@F^>>>MA0>\\DSGDA?D2@JCLD$8|J(IqGDA?A3A>AODB=x=x>`>@AcDBDBDS=t@|@Z=zJ'G$"
    "J'A?=xC\\>`>@AR>LAOG4G&D2DSDB=vCnA3>@G5J(G5GEAR>NDCGVD$C|DTDDDeAPGVGV5U;];=@|A/>_D2A@>?>,A`A"
    "@ACA>G4GDD#>.DSABGWGEG5DT;[AS>QFr;l>qA2DE@{FsDVATA@AcFqDE5U2u7r89;\\>L>LA?;J;m@i>>A@D1DBA/;J"
    ";[@j>>>N>`ACASAaDeDEG7DFAODSGTDUA`GUGVDEA?DSGTA->PCoC]?'AqAPJ8;];nABAcG'J'GVDSD4D1DBGEA?D#@z"
    "D$D$G%G6A`ABD4AbDDG&G%G5GVGGGFGFGECzD5A3@|DEGFGEGV>`>`DEDeG8G6DeGFGHGDGEGVArGfD2GE>P>oACARA_"
    "GHD6FrDSDeJ)GHA@D5G8D48I8E8W=t5W5y;;;LAPAO><FnAPAPG$A?>>><>[A/5x;o8|D5DFAPArGE>pDBAaDTATA?DS"
    "DR;];NABAb;Z;|>0A1DBDdG%D3A2>>AqDDDFA?GTDcARD2AbDC>,>AA2@|DdGEGEJ8>`>oDDDeD5IrGVGFDdDRDCJH>>"
    "ATD%A3G6JIM+DSDEDCDeDDDVDCJHGUG7G5JYJH@j@{;\\>MAC><D1A`G5G%G4A/AQARA1ARDDAPAQG5ASAA>^AQCnD6D"
    "V?'FrLeJHDUAb>_A1D4AQG7DUDD=k=w;{8xA2A/AP>_A?D5FpD3;\\;mA1A@DCA_DCD2CL@g@x8X@zCmA@>=D3G#D2D2"
    "@zClAOA1D2ARG5G%DTDRDCG%DTAcG'G7B)DuG6GHJ)M,JJJIGWGWG6J:;m>^>=A@AC>_ABDDDBGWG7G&DdGEG&DDARAb"
    "G7GEDED2>^ABG'G7GWDDIuGEM*GgDdAbD4G6DUJ9G5GVC^C^DT<$GIG4GUGVJ8J)J8GE>^>qD%DEGHDbDdGU>Q;9AN>m"
    "@kCmAa;\\J(J7J8DB>q>^A_DCDRDTG%G%D1@yA.;)@k@zD3;lA?G%C|D#D$C|D3A_DTGEDBGEAa>oD#DDAbDTG6GGGEG"
    "WJ(J(J8M;JIM;GFGGJ(J9AA>=;\\A0>_AbAPG6GUGFG5J(D2DTJ(G5DDDTDSD4CnCnDT>pD5FoDdAcD2D%G&DC>^>OA1"
    "AQAB>o>aDTARA/;[>?CnFpAbAPFqG%LtAbAaAbAAG6ARDeG6DT@L@[>_6.ACA>DA>nG&J(DSD28Y8|>0>PABDPDBAOC="
    "CLA15xD#ClAOA.A2F|A?AP=wC]>O>0AbDdD2DSARAbD4DE>^ArD3DCDfGVGGM+J9JIM;M<GGGGGGJ98k;n<#D4ARAP>_"
    "GEASDUG6GWAcDRDTGE>_>qD4DDD5C{>^AQ@jA1;];kLuJ)J9J(?&>_D3D5G4ARG&G%=Z=w8y8gA2A?AP>oDBJ9G6G5;"
    "\\<#A1APDCGCDRD2AC@z;\\>P@\\@z;|;zG8GEJ8J)>`>_AQD4APDTD3D4;9@[;+;-=wA.A/>L@yCm>?A0D2A?A0AQG5"
    "G&DSG%DA>`A2D#;|APA@G%AbAbG7DEJ)M;GWJ8J(J'G5J9>]8z>.>?;j>oA0A/AB>ND4D4G6GEG5GFAQDDASJ(D#D#D#"
    "AQ@kFm@{>ODAD$G$D4D$D#G&DDGVDUJ9JIC<@g=w8YD#FoD2D1D3G3D2DR@zF_APA1DCGWG5GFFo@|@z>NCMF\\Cl;\\"
    "DBG&D4G&D#D#D4DCDfGVJ(J8C|C\\>?>.@wF^@x@zFpC|D4AAAPDDABG%GFGEG5G6A@A2@{>O@yA@G%A@DTD4DEGGJ(G"
    "$G%G6J8J8GGJ(;)5h;-;;8X><><A0>M;]A@>OD2D#AQD3D2A@A1ARAaAqD2G5;\\>pABDDG%DFG6G6GFGGDDJ9G&G'G6"
    "DTARDAAPC|>^AcABG'AsDcG4J8J(M*J9GEDTDUJ8J9;[>a>AD%AbDcGEJ8AbAcG5GVGHJ'GgJ8ARAQG5GV8{;\\;K>O>"
    "^;|A0AO<$>n>_D3G6J8J7DTA1D#AAD4=x@z>?;[D#CkA>A0@{C|D#>_A0D#AAD4DDDUG5DT>@ABA1ACD3AQG5DRACDDD"
    "EDEDeDSGFJIG6J(GGJ8Ac?$>^DS>mDDAAA2AqASGFGGG5DUJ(J(DCDUDDG68k>]>=>>ASAQAbG6DRDeJ(G5DeJGJ8J8A"
    "bAbG7GE>Q;n;nAB;nAbAPAQGXGDGVJ7GVGWJ7J8AQDEAcD5>;;^>/@k>^ANAOG#;[<$AAA3G6J(GFG5D3DAC|DC>^>O@"
    "z>?A/AQD2A@ARDCABG6J)GEJ(DEDDG7DTG5A0D4D%AAAAGFDCG%DTDTJ9DUG6J(GHG6GWGFM+JJ;L;)>,;+=5:f;,/t7"
    "d=Y;=5H/P/b5&5G2r8;5G8)=8=8;L/t8[;(8G;:@j=w><8G/O/s4q578:8V8H8G>@@yAP>O@J@[>O6.;.@z>O>@5G5V;"
    ":8j6,;M8[>/C|CmD2>M@KCLA15xCZ>/>/;M:v:t;L;J;N>OA1ABAQDVDEJ*>_AbDDGGAR>_DSGGD5D%GGDdACD3AaGG>"
    "P<#;oDD8j;n;lD4>Q;lAQDS;l;^>_D4;M;\\>N>NC^C^DU<$;_A0;]ABF_A3D4>_5U;M8L@m;>;\\>P;]>?>,8X;<@8@"
    "Z;L5f:g@iA18[2S8Y8I>.5u;];<@z@{D%>a>`>OA?DB>_@lF`DU>_5h;l;\\AQ;>AAAR>_D$D3>@>?>,CmA0A/=i@yAA"
    ";m89>>>>>O;<ABARABDTAcDEAcD2DUG7G7A2DCDUDSABGEGVGG>/D4DUAc>^D4AQD%>.AA>`AR5i;n;lAR8K>N>pAR;<"
    "AA>_ABARA/;[>?C;@lA25y=jC^AB;N5V8Z;<>?8x>Q;M@{D$D$DTAb;^A?>^AQF_IrG5AP5U;^;=@{;>AAAR>_A2>,>]"
    ">^=I=g8y5u@zD#D4A12v8Y8i>?;Y>O@z@zA/ClC{;J@:=e=w5g>+@k@z>.7t;+>?8i;KA1A1AB>^AdASD5>PDBAaD2>M"
    "ARD6G'APG6G8G7>MD4D5G'A1A@ARDC5i;l;J>>A/;\\ABAA;J;^A2D$8;>?>_>O@JC^AC6/A2@yA`>_C]CmDC;l5h5x8"
    "Z>P>1>LA@;[>/A0;]ABCMCm>o;k>1C{DRAQ8J>>>_AQ8y>a>OD4@{C^>a>@AC>+D@>]D#IcG6A1;[>_@{AB>ODCD4D4D"
    "%A/AQD3Cl@jG6>`C^C{D2>O>MAA;\\D4>ODUD#G6DVDSGWDeAr>oDdJIAcGFGHJ8DUGXG8JKD4DTG&GHARAaDUGGAR;{"
    "AaGD;mAbAQDUACDUD4GH>_DTABJ:@LCMD48lA/CmFn>M=z@x>M>N;,:w>>;N;M>N>^AAClD4D#>^CNF]Ia;mF]CnD3A@"
    "=y>?AQ>o>QA@DDDSD$D2G5>`D#ClAO><A3G%DDDD@zAA>_A1ARDUD4GFFpFoGGAcFpCkGDAaF_IbDDAQ>OAQABGGD4DS"
    "D4DTATG5DeGWG&D#GWDeD5DDJ8GHD4GFG&GHDTDUG8J:AB>MD3DC>^8j>`G68{>N>PD4>P>pA1G6>]AQ;\\D4>NAbD4A"
    "S>NDEASG'>@>MAAAPABAPDSDD>/>MAA>^8X>R;OCpAbGEG5GF>`;nABAcG'FnDdDC>`>NDCDTDD>^A0D3;[8{=y>@ARA"
    "PD2DDG%GFG6G&AAAPD2DD;]AT>qG8AdDRGFGEAb?'D4DUGGJ7JIGVAaAbDDG8D$G7J:AcG(G5GFGFG&IcDUD5DSDTG6J"
    "*GGGVJ:JIAcDUDfJJGHJ6GVGUGWDfJ8JIGHJGJ9JHDdGhG8J;5x;o8{G&>?;l;^AQ5x;\\8{AB;>>MAA>^;M;=;]>N;N"
    ">`ARAc;mAcAADTAT;j>nDQ>o>QDSDT>@A2AcAR;];nA@Aa>P;Y;kD0<#>q>@G6>PDDD5D5A@AA@|>OACAQG6De<3>o>`"
    "G7>qAOAQJ6AaAcD5G8AQACARG7AbDeDeJ:>rAPDTJGAaAcG5G6DTAbGGGWARDEDEGXG(J9JJDeGXDDJXGWGGGHJ[J:GV"
    "GXG7J:J:GWG8M<C\\D#AA>.8)=h8k;<>:A3CN@l=u;=>0=y;Z;\\@|>@;^;7>J>;7r=X8[89G%D1C|>,;m;J>+>=>M>N"
    "@{A/FOFrG8<%ATD3DdDUG'G(J9Dd;]>`>`DFD6DRGFAaD#G%G&A@A=A2C]@k=y=w>_>MCkABA2>PA3D4ASD5?&B)D$G8"
    "DADVFqIc>P>_DCAbD6IqGVDUD#G7G8AbAODUD&IbDA>pD#Fq>@A1AQDCG%FqDDAcDFG5AbJ8GIG3DbGU=xA3AC;mJ(Is"
    "GHG6>p;]AADEDBG(G8D5:V:t5v5d;,><A?;lA=G&ClCl8H8j>.>=>MANA?A/>@>08ZA2F`G&Ab>^D5DAGDGE>PA@DTDS"
    ">ODSAbAS;9@[;;;=D#A?G$DA@{FpDSA@A0DB>?AQD4G6G4DDDBD5>P@{ARGUG6J8>aDTDTAdFbIrDdAaACGFDRGV;\\5"
    "z;,;MA0DCG&DC>ODBARGECoG%G4Aa>@D4>`DC@{G&AbA@>/C|AaARD@G8IRFr>=>QD4D%APAaG&DE>Q;9AN>m=xCmAS>"
    "PJ(J7J8DB>pA`A_GEDBDTIqG5@[FaAS91>aDBDBAbJ'J)G6GE;\\<$ABASARDQGEDB=wCkA1>=>:C[CY=w@[@yA1;\\A"
    ".A1D#D#D$DBG6D4;|>oAQJ)AN>_D#A/;_AQAbG6G5G&J9GHD2G%G7G7;ZAQA3CmD0>>><C|;=>OABARA/FoG&D4APAPD"
    "CJ(A2C|AaDDF>CoD58{>1C{APAA8J8j>?;m8y>O;^A2@9@[A33-AT><DQA`D$D#APA?5W5y;=;_D%>[A?>L>Q@xAO>N@"
    "kC]>_;KD5G4G6D3;^;\\APAR>^ARAQD4ClCoG'>aFrD2DDArG$G&G&D3AAABD4DTGWGUGVJH>`AcAsJ;GIGDGfJGDdDu"
    "J9J:JJJHJIM;DeDeJ(JJAT?%AcGV>qAbAaDeDTDSGGJ(ArGVDTJ9ASAaDTDdA=D6FPCoG&J'J(D2@{C^Ab>OABD1APDC"
    "G(G'GVDS@z@{>0=xD@IrI`Fp@|D2G5>pA0D4AQDBD6GEGUDTA?CoA1A2D#G3G$><D#IsDED$DDGEG6G6J(M+J9G'CoFn"
    "DSAbG&IaGFDSD%DBIqDTD5ABDDGGAdGEDTGWAAD4G7DUJ)FmJ6DcD$J(GGDDArGWD5J;G8GGG7J9>@A0>pDDAA@zDTAb"
    "@|D2G%ARAPDC>_G7DEDTG&GGA>G8D%Fb>oArD#G';n;m>_DUCnFpJ9?&ACD2AaG65x8Z;[;mDRB(D2G5ACD1DSDRD4G$"
    "G4Aa>/Cm>pABA?>q@{AB>pD@CyD1APAcCnD5IqLuJ)D$DCDDG&G7ASAaDUDdAc>pDDDfAbDCGGJ(DdDdG'J:DDDRG6GU"
    "ACAQDTG6D$G&GFAcIrG4IqDTDDDEDEJ9GFGXJ:GHF`D5GH?(GIG4JGJXG6JIGHJ9AbAtG8GIJJGUJIJHAOAcD$G(D2G7"
    "FqG&AB>=AQDRD&D2DcDTD$D3DUAb;XA2=y@[DRDRA?J'8Z8|>@>aD4IqDSDBAcANAOG4>_>oA1D4AOA`D#A?DDDSARIs"
    "ItJ8J8GGDDG7DUG691>p<%G8DVAODcJF?%DdARG7G7GDJ8GE>`>qD5DVA2G'DUAsG)DBGEGVG6J)J9J(DTDUG8J;JIJ8"
    "JIJIASG&DuGGLeG%GgDdG(GFM+DUGFGVDUJ9DeDuG7M=CnA0D3>_@zA2A2;mD2D#A2@{>MA2A2AC>,A4A3A$@yC{><;)"
    "=x>=@{8jA?FpA@Cm>@>ND3>MGEDSD2D3C_ISGH>rIrIsJ(DSD7J&DcGVD$D%DUASDeGXGVJID0G8ISD%J'G&D5D#D$D%"
    "DDAQD5DBDSG6D$G7GGArD#ItG9DFDCG8G7G7G8G6GVGWG'G8GHGVGHGGJYJJ>^AbABG'A/>QA2A2>`>^DCARG'G%DUGF"
    "D3DDDDDUM+J)J(G5C^F_D5>aGCDFFpItD%D$DVDTGVDfJ*GI@J@g=w8YD#IaDRA?D3G3D2A?@zCmAPA1A/DDG%D3G%AC"
    "@{>PFaG$IrAbD4J(DUDTD5D3DTGGDFDBGVJGD#C^>P>/D2J(G%G%G7DCGFDUARG6AcGFG(DBJ7GVDCASCn>PG&J8M+GG"
    "DEJ(DfGWDFJ7GUGWD6J8GgGV>,8k>0>>>_DBDCG6AaAbDCDTFpJ)DSDSDCGEABDTFqG$G5DdG%G&G5APGFLtJ9G5D3G'"
    "G6G6D2G9G8G(G$IpD1>,D$D4G7>oGEJ9G6LdDEDCJHDbJIJHGEJHC^IRDD?(FoJ(DSDBG8J6GEJHA2FpDfDEGVGXJ8J9"
    "C{F`A1ACC|DCG6DBAAG&DEG6GFDSG6GWG5J(J9J9D#G&G7DUA@G6G5G5G'G6J9GXDDJ(J:J*G6GFM,JJ;\\APA1AB>,>"
    "ND#A/;mAPARG&FpDBIrDTAPD4DDG6G%D5G&Aa@mF_DE>aF^D$D5>`>/Cm>`AB>QAPDDDS=ZCNAC8[J(J'J6A?ACF|AOA"
    "P=xC^>a>@AcAbDBDSFpCmD2>MC^C{D#>^IqG7G7D4A1A1D5AaDUGEGFJ9A#FoDTASFqIcDeDCIsJ'J(G7D5D4DTGGDeD"
    "uGFJIG'G'JJDvJ;GUJHGgJ)LuJJJIGgGhLuM=MMMKM=P.>p<$>qGG>bDBDdDDDSAbG5G6GWGVGWJIDCDEG'DUIqG'GHD"
    "DG3J)IaG'A2C{ApDCFoG'G8AdD6G5GVGGA-A#@k@|J(M(M)DB@{FaARAADDDADBGEG'J(GVGEG&IaDDD2D0IaFmD#G'G"
    "%G7DTG5J9G7G7J:GEM;M+F`G'G8>rG9G3JFGULcLuG8DDAbAcG(GIJ:JGM;J8DFG&GWDVIcJ)DeDSGHJ'J)J9GXGWGXJ"
    "JGgJYJ9M<D4D%AcAcFrDBDDDdG%G&GGG6DTGGG7GXJ9M;JZJJDBGHG'G7D$IsGIDEA2@|DTASD5G$DSGFD5G6GHDe=y@"
    "{>`>^G6IrGEG5D6DBGEDdA2FpAbDCDEDSJ7DdDSD3AAD3D#DBG5DAG6G6DUG&J)J'J)GGJ9J9JIJ)ASG&DeDeG'D%DfD"
    "EG'G6J)GGGFGEG6JHGWGWJ9JJA1D5G8AcG8G3JFGUG5M+G7G6DTDeG(J;J:M*JJJ9DFAaDTG6DEG6JJGGGGGUJ(GWGVG"
    "HDUJ:JIJIM,JZA/D6D6D%AaGFG6J9AR>pDSGVG'IsJIDdGGDSGFGW>^>P@{>@D2DTJ(G5ASG5AcGFG8GEJHDeDDG7DdJ"
    "GA@;nA3AA>^DCDBG5DTAcG6DUJ9J)GXJ)J8GFJ)GX>aAaDUDTDUDTGEGV>qDSDUJ(DfGVGGJZG7DEGGJ:ACD#>qDDASG"
    "%GVGEABDSG5GGG6DTDEJ9GHGWJ9GXDDAbGGAsItDCGFGfDDJ(GWJ(GXJJJ:JKJ9GWGGM<;\\A@A0>O5U;N8L@l5f8Z;+"
    ";M:u@k>?;L8H8[;,>>5U2w7t8;>?;Z>,>=8G8j=g;<>=@y>N>-8G8i=h;<>N>`ABDE;[>a>AD%>P>NDCAa>OD4AbDE>?"
    ">NAQAQA?>aD#D$8{;\\;[>_8Z>Q;^D5>>ABD4AS;=>.;]A@D2A2AAD#=z@z>_;k@zD4D5>P>/>.>OAPAAABD4ARDBD5A"
    "SAB>@ABAQAb>`DDAcJ9ABARGFDTABAAARDDAa?'D$DE>N>`ABAS>MD5ACFqAQDEDDDU>MA2ACD%8Y>L>=@y8X8|=y>?8"
    "i>=>LA@=xA1D4>N;K>-A?AA;[AS>QFr>_AbDDDU;];lAPDTD$@{DeAR>Q>NDBDTAP;mA2D4>_<#A1AP>aD2DCG5ARGCG"
    "DJ7A2AP>^DTC|>?D$D4D#ClAOA1>@DCD4DC>>APAPDDD3GEABGFDSABFrASARARG6DcD%G5DeDT>PDRDCGF>ODDDTGG>"
    "_DSDDDC;[AS>PFp;l>^ABG6@{D$DVAS>NA@D4DD;[AbA1D3ABDTGFDe>M>pD3G&AQG%GEG6>M>_D4G&;\\>oAADD8X>`"
    ">>A0;mAAARG6C|D4G7DE;\\A1ARDE>^8|>^G%5y;{;mFo>]<%AAD4AQG7DEJ9@kC|Cm>OA0=zC|>^:v@yA0;mC{@|D4A"
    "A@jA/Cm>O>?DDABDED3>@DDD4;>AAARAPDCACGGG8>@DCACD5A0AQD3DE8X>P;MCn8Y;m>?AB8Z8Y;[AA>/=xAQ>_;=;"
    ";;[AA5V8k;<>?>^AbA@D3>/@y>_A@>P>^DBAQ;,@k;n>?8X5y:w;>;\\>]>MA@;J;]@j>?A@C|AQA0;J;L@k>?;M>_AP"
    "Ab>oAbABG7;o>_>oDDARAcDDDUA0A2A1DC@|D#ARAPAAD4DDD4@|D#D4>oA0D$A1DCDEDEDTDUASDTDTDUDEDDGGGHAD"
    "DEDeDUDUGGDEJ9G6DFDEGG8{<4>PGHA@>aDCG&>PAPDTDSDEDBDSGFA1CnD3ASA.>PA2Cn<$AaAQJ);]<$ABAdAAG'DT"
    "GF>@DBA@DDAaA`C{D3AO>pC|D2AdDCDCGGGGJ6J(GFD4DCDCG6>`<%AtJ:ASAaGGGV>_?'DTGGG7DDGGGWAQAQD#G7Fo"
    "AQDCAcD4>_DEGW>^D4ARG7ASDTDDJJDSGVARGFG8J(DeJJG'J)DfGVAbDSG6JIGHJ8GHMKDVJHJ:GW=zCnAS>rD4D$Aa"
    "DS>QD2AaDTA1CmDCARDDABDTDT>^A3D$ARA#G%G7AbD#D#DUDDA3DBD3DTDDG7GWGWDCD4DDD3DCD2AaDBDDGGGGG7D4"
    "GFDDG'GGJ8J)DUA2A#DTAtACD3DTGGD#FpDUDTAQDSD$G7G7DEDEGGADG5DTGWD4G6GWGFARDRG&J8J:G6GGJIDVGWJJ"
    "GXG7AaDSDUD4>oDDGW>nD4ARG7DEGFDDJJDSGFARGF>@ATDEASDCDDDUAQD%DCGGAbASAADdDTARD3GGGV@yD&D6A3AC"
    "GGGVG6AcAQGFGWD5G&DuGFDEDSGFJIDCG5G$ARDBAPFoAQG6GFGFGGGGGEJ)DUDTJ9GWM+DEACGhDdG(G5GWDTDEDTJI"
    "DeGGGFDEJ9DeGWG6JID$G7GGAtDFDRJ7JXDDJ)GGJ9DeDvJ*JKGGJHGXJIAdGGDfJKDEGVJYJHGWGVJ8JIJJJIM=M<GW"
    "GWJ:JK>nAbD#DD8J8Z>>;nA=A3Cm@l>MARA2AB>,A2A3@|;<>:><>+5W5y;<;]APDBA/Fo>N>_D$A@>@>=CzA@<#AT>q"
    "G8ACARAdDe>pDVAsJ:DFDSGGDTASASDUGWDRAqD3G6D@D5F_Cn;M;\\A@>pA2D4DUDE@zD5D5>aD2DEG'G'DBARD#ABA"
    "BABARGFG&G'GFDfDFDTDUJ)DDGXG'G8D2G8G(D5ASAbDTDUG8J(GfGWG&GGJ:DeGHDbDdJ7;]AS>pG7DcAcG7GIDCGHG"
    "8J*ARAcG&G85w;[;J;L;MANAPD1AN?%D#C{APDRG5G5>=>_D#D3>P>`AS>`AaGWDDDDD6GCGUGDDUDSGVGWDED2DdGU>"
    "M;_ACAADDGCDRG$>`DTDDDTG'GGDdGFD4GED4GGAa;^A2ASD3GFG5DSAQG6GFGGFpDBDDDdD5GGDeGGD3D5D6D5GGJ8J"
    "8JIAcDdGVGhD%IsDeDSDEGGJ8JZ>_DdDCDT>PAaASDTGCDfItIcDSGWJ)GGD2DEG7G'ABA?DSD2;]AcASDUGVGeDBM*D"
    "SDeJ9GGASDDGUJI;|Ac>aAB>@DCDeDCDSB)GGJ*AsGUGWJ(AAAbGFGG>_;{A0A1>K;|@zCj8|>]>_D#G'J8J8G7D1G&D"
    "3G&A@;mA3AA>MAAA?G%>@AQD4DUD2G&G6G7DSGFG7GHARDSG6DEA/AQG&D2>`DCDeJ)IrG5J(GWDSJ9GGM,>P>oARAb;"
    "{Ad>QFq>P>]DCAp>OAQAbDE>?>NARAQ5v;O8[@|DEDBDCG5;]<%AAAbARDAAaDB;];lAAAb>A;j;\\AO;\\<$A@AAAcA"
    "`DCG6ARArG5DTAAAAAPG&90>a;oG'ATAQGVGFA`AdG&G'GGGTGVGU>`>pDEDV>aAbDEGGASDTGVGXAbGFG7J9DUGFJ9J"
    "JG7G7GHJJDVDUGgJZG8GEJYGfGVGWJ9J:GXGVM;JIGWJJJ:M=D@DWFrISDSDcG5J);m;n>`DEG'J*JIDdATG4AaGF>]8"
    "{>0>QDQArG&Ip>PA?DSG4D5J7GUGVA1G&AcDTAP>pD%DCDRDBA?J'AbDUD5J9J9JJJIJ)G7JHG7J9ASA`DTAaArArDTG"
    "GDEGTJ8IqDeGVGWJJDVDCGFGVD6D3>qG7G6D#JIDeFpG5G7DUDSGGAbJ:DVJJJ)GXG'G'J:DfJ*G$JGGfG'J(GHGFDeG"
    "gG7JKGHJIJ:M;DBDVG'G9G5GGIsJ)A2A@DDAaD5G5DdGWG'G6GHDeA.>QD%CnDSJHGEM+>`>`DDDeJ)J(GfGEGGGDGEJ"
    "HDdDTFpD5D2DSG%DBDEGVDEG8J*JHJ9JJJ9M<JIJ8>aAbAsJ:DVGDJHJGDUGWGFJIJ9GEJIJHDUDfJ*GYCoD6DV?(J*G"
    "EJHJYG&J8GGGFAbAsGGGIJ:JGJYJHDVGGGhGXG8J(JZGgDEGVJ9GXJIJJGXM=GhGgJ:MMA?G8D6FqAQDeG&G8ACAADSD"
    "TD$FqG8AsDEDCDTGG;L>`AAARG5GWJ8DTD5FoAsDDDVDADRGED5IrDTGFAP>_@|AADDDAD0G4APAbFqDEJ(J)J9G&DSD"
    "TG&GHD5DSGGDdDFARGFGXDDG'GHGHDTDTG&J:GGGFGGGW>QDDAcG6G'J(GFDUIrJ&IqDTG6G6G7JIDUDfJJGXD4GHJ:D"
    "fJ:GEJHMKGGJJJIJ8GWGhJ:JKM<JIJJML"))
# -- end of generated --


def eight_lookup_distances(boards: "Sequence[Tiles]", goal: "Tiles",
                           exact: "Distances") -> "List[int]":
    """Return the fewest moves from each board to goal, or -1 for a board that cannot reach it:
    checked 3x3 boards whose goal has its blank where exact says (else ValueError)."""
    home, orders, text = exact
    if len(goal) != 9 or goal.index(0) != home:
        raise ValueError("this table is for a 3x3 goal with its blank in cell %d" % home)
    _walk_untraced()
    table = home, [tuple(map(int, order)) for order in orders], text
    label_of = {tile: cell for cell, tile in enumerate(goal)}
    done = list(range(9))
    answers = []
    for board in boards:
        labels = [label_of[tile] for tile in board]
        blank = labels.index(home)
        if blank % 2:  # an edge cell: a board of the table
            answers.append(_lookup_value(labels, blank, table))
        elif labels == done:
            answers.append(0)
        else:  # a corner or the centre: one move to a board of the table
            near = [_lookup_value(_walk_slide(labels, blank, target), target, table)
                    for target in _WALK_STEPS[blank]]
            answers.append(-1 if -1 in near else 1 + min(near))
    return answers


def _lookup_value(labels: "List[int]", blank: int, table: "Exact") -> int:
    """The distance of a board whose blank is on an edge; -1 if the board is not solvable."""
    home, orders, text = table
    index = _walk_index(labels, blank, home, orders)
    if index < 0:
        return -1
    at = index // 3 * 2
    packed = (ord(text[at]) - 35) * 90 + ord(text[at + 1]) - 35
    return (packed >> index % 3 * 4 & 15) * 2 + 1


# -- slidingkit/core/judge_io.py --
def integers_in(text: str) -> "List[int]":
    """Return text's non-negative integers, at most 9 digits each; InputError names a bad one."""
    numbers = []
    for place, token in enumerate(text.split(), 1):
        digits = token.lstrip("0") or "0"  # int() refuses over 4,300 digits, leading zeros too
        if token.strip("0123456789") or len(digits) > 9:  # anything but ASCII digits, or too many
            fault = ("not a non-negative integer" if token.strip("0123456789")
                     else "far out of range")
            raise InputError("item %d is %r, %s"
                             % (place, token if len(token) <= 20 else token[:20] + "...", fault))
        numbers.append(int(digits))
    return numbers


def counted_boards(text: str, cells: int, count_name: str) -> "List[Tiles]":
    """Return the boards of an input that starts with their count (count_name), each of `cells`
    integers; InputError names the first fault."""
    numbers = integers_in(text)
    if not numbers:
        raise InputError("the input is empty; expected %s and then %s boards"
                         % (count_name, count_name))
    count, tiles = numbers[0], numbers[1:]
    if count < 1:
        raise InputError("%s is %d; expected at least 1 board" % (count_name, count))
    if len(tiles) != cells * count:
        raise InputError("%s is %d, so %d numbers should follow, but %d do"
                         % (count_name, count, cells * count, len(tiles)))
    boards = []
    for index in range(count):
        board = tuple(tiles[cells * index:cells * index + cells])
        try:
            check_tiles(board)
        except InputError as error:
            raise InputError("board %d: %s" % (index + 1, error)) from None
        boards.append(board)
    return boards


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
