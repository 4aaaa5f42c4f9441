r"""UVa 652 Eight (the 8-puzzle, N boards, print the moves): https://onlinejudge.org/external/6/652.pdf

Judge      UVa, problem 652; other shortest paths are accepted (a special judge here: any valid
           path). Limits not confirmed; we budget 1 s, 256 MB.
Input      N, then N boards separated by blank lines; a board is 9 symbols 1-8 and x (the blank),
           read as 9 non-blank symbols whatever the spacing (`1 2 3 x 4 6 7 5 8` or `123x46758`).
Output     for each board one line: a path to 1 2 3 / 4 5 6 / 7 8 x over u, d, l, r (the
           direction the blank travels), or `unsolvable`; an empty line between two boards'
           answers. A solved board prints an empty line. We print a shortest path, the first in
           the order u, d, l, r.
Bad input  N missing or 0, a symbol count that does not match N, a repeated symbol, anything but
           1-8 and x: one line on stderr naming the problem, exit status 1, nothing on stdout.
Algorithm  per board, permutation parity, then a walk down a table of every board's distance
           mod 3 (see the core below): O(distance) lookups, no search; see docs/performance.md.
Usage      python3 solutions/uva_652.py < judge_cases/uva_652/sample-1.in
           $ printf '1\n\n2 3 4 1 5 x 7 6 8\n' | python3 solutions/uva_652.py
           ullddrurdllurdruldr
"""

import sys

if sys.version_info < (3, 5):  # the oldest Python its judges run; vermin checks the file
    sys.exit("uva_652.py needs Python 3.5 or newer, not %d.%d" % sys.version_info[:2])

PROBLEM = "UVa 652"
GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
BLANK = "x"
LETTERS = "udlr"  # the judge's letters for the blank's up, down, left, right


def parse_boards(text: str) -> "List[Tiles]":
    """Return the N boards of the input: N, then N runs of 9 symbols 1-8 and x, any whitespace
    (blank lines between boards, `123x46758` written together)."""
    tokens = text.split()
    if not tokens:
        raise InputError("the input is empty; expected N and then N boards")
    count = integers_in(tokens[0])[0]
    if count < 1:
        raise InputError("N is %d; expected at least 1 board" % count)
    symbols = "".join(tokens[1:])
    if len(symbols) != 9 * count:
        raise InputError("N is %d, so %d symbols should follow, but %d do"
                         % (count, 9 * count, len(symbols)))
    tiles = {str(tile): tile for tile in range(1, 9)}
    tiles[BLANK] = 0
    boards = []
    for start in range(0, len(symbols), 9):
        board = []
        for symbol in symbols[start:start + 9]:
            if symbol not in tiles:
                raise InputError("board %d: expected the symbols 1-8 and %s, found %r"
                                 % (start // 9 + 1, BLANK, symbol))
            board.append(tiles[symbol])
        try:
            check_tiles(board)
        except InputError as error:
            raise InputError("board %d: %s" % (start // 9 + 1, error)) from None
        boards.append(tuple(board))
    return boards


def solve(text: str) -> str:
    """Return the whole output for the whole input text: one line per board, an empty line
    between two boards' lines (a solved board's line is empty too)."""
    paths = [eight_walk_path(board, GOAL, DISTANCES_LAST) for board in parse_boards(text)]
    lines = ["unsolvable" if path is None else path_to_letters(path, LETTERS) for path in paths]
    return "\n\n".join(lines) + "\n"


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
MOVES = "UDLR"  # the direction the blank travels


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
# -- generated by `python -m slidingkit.tools.eight_tables`: do not edit --
DISTANCES_LAST = (8, (
    "", "012345678", "", "036147258", "", "012345678", "", "036147258", ""), (
    "#PPf#?lR\\Dp#%<1V;^Z\\0FCaQ9n.gQ6`<?(IZE0>#)=aV$>Rb3EDYOWmMC]VpiA\\->+MEdN#LQdWI7@BZ;Sg32b[Z"
    "QcE#k@NXOU)A/i4(#;Hs=3@19Ni#_WOi]Y-0m,YRKL9[I;J1P=6gR&7lRV&d#ASp-Cg.;Lb+Mg4.L;45??VkhW.1N&H)"
    "I<)LJJdk7->cH[Fh3m0@=nNh6IJEOU._U]`A@s5TAQP]fX^ri$B/olicjR)DZH3#RS_2Dp.#6O@9*V9QQek$df5mKf#?"
    "_W:o/dAHU.Wa^edHD4WDd>8^jAsl&[gMb<>d`;QA5_?ql7FED\\0M2pc'WqYK8L3k2(&TYB&ddC,(UA4#X$N;orO:Z3T"
    "_?/W;He0\\*rSp,cE(o88mT+M%[+?<0172$%G%WfSi\\E8;XW4W8grX>M(ESU)WJUQAn2f7;q^[d&;oINL)pOgFp_^)T"
    "MVo/66sBkCrC`[Aq0La.Sfr=8emJ\\(/6kIJeA4dTbWZ\\f6m?mT`=45*J)/&L;2`0[U+Y$#I?m&hbOCd]B<ga,B,1SM"
    "31K8[MkO<<HXU#=r(%2E3d>6r?AA)V9J([cK&Yj%q>sj0b%dON;qs'/d3Z)l'k^rd(<jD2S1'C?=@B&C0ohd4fFq4'A["
    "\\k2Hir<V2)[TMN;Wc7\\JcUp0D_jC.anCrW$Sj0(ZJQfF^k?G)A9&qHmC___H1.^A\\p?fm$@kF8]`rllfQ?6Tsg)_o"
    "s1`P7.NHef2eQUU&,B4(&1A\\^\\Jdp+Hm/n1=M)@fm?^q<ob;pYf4<-=c6?Nr#;8?Ag?b-WQS5sBHRL@U<\\d=JnCe["
    "h5,8):V)UqaN^#o$Z2B*_5KQU3-qQ$W9AKp$\\-q>a81i$e2O8prRE2B?NUfULY5ST)`N.+,1[1l[L>beiba6\\@P%NM"
    "[WV+#Os8c?3;Kg-=SFF),;Vr)lpaDMW;)lN=)2$FsIH[:g2kXVL8I,B@/2qC8d7e5F.Sm@q<7FB)<HmX$AUl,I.NaaDe"
    "dPn/7-Q_,D/RH<os,g:p<RjI).ddQ^rYU/_Y@4e@+MKkJfq]I4d2?W#7(dKaF-85?)p6,RZNNRD*r0MFH3:H,P<A7AHB"
    "ZUEJ<s(R,Hlq&>^NCBILH[hg1N:,q7O`mFQ4LdfCJi+YTQQ=s8#;;&b:E?>eEL9;ShD.f6VjRPCB-=s/#*0-s97p:fV&"
    "_=`P-WV_g>O,i=l-:sZ0]GSdf%=72gK#%egMW8EF9T<+kGg6/,Q1q_5\\%?(*:HKaEYpL,N;`Pq9[IRQ+%VG;F,R7'NT"
    "ma<XZ?2:moIWI(C*q,_f(@C0f@&`9`TYZc@OSQikaO;S9U6n06Cg-Aqe-pn;s_^ap]B@fBW<WUSBG^r[c-\\J[8g2_5["
    "V^$;[BZZI/]amT\\-Cf;fg:0ms'or94J(H(\\3\\U.MWQFGJ,>3\\@;&$VhE8ng,qlfK[VCq`jK@U^Em]2&HsHYWrDU"
    "\\s3:Y;I6@P%NmN]Di=261I*Lq=DHn@Ce^nE4M5,M.GGUS35WL_'Mh;Nr=4[\\nMkDe/JOjr<+B*r&]3<cFY5;>(F*+E"
    "cZem094r&C9g8W;6m?>(e(^RS>`U2.F14hF)@8ZaQndR^1?h`HQcN89lll[Erq>pF6q-@p?C-i\\+]T6]_oW3kZij/fo"
    "J.7=f`&TE;TENLEGW-UD8abp@(n=/IQ\\D@qn&3;T:*JC7]h3p`8s/+_X`)QnF7sqRQZRnfRa2jjR?g`hia&,Cq>lhHG"
    "*FVAa.e&Kd,r;9+7=L[ASp2#NA5HsXJqs3I)IN;Q&n:*mMA.S-HJg<e`P%K*eY,CT<Lh<NWo4*QAI-V.^Q0b%,F;2YL;"
    "f*Y_K`Gl1?(m5f+/sEnS<gq)kU$1;f;\\C2Z9j@@6fhS[LWJ(&jl<lCT=+?Je.<smH@LXC'gVL;GX=[c-[_=Gh+:C)ph"
    "UnWke#R2)Eg7UN%hmm*Y5#JgA;E,p*sVgH;=jBmUgkq)*,R%Xl6IXERCRcE#Fq5WcAiX2U`3s6E5).7Vl*[;TNq:)5VT"
    "V_.=SH<k7'jg-OKao3BP9qD5PT?bo$BB^Q)&F6UX)^h\\^F*&j-n*<XiQ+R$:5\\K_;r(n`ojOoq,:U)YHolFDh)2;<K"
    "Bpc;DWboAJmp62\\DRF$3WjZ-Hs`?Vl89L%.MbcksZ-<@m7KhrSlg)Jf1?o\\YZb_h-++CIEX&IsDE;(gSqLfBpl]k0g"
    "?#_f7<$li@mBl/<l9[YQoK^hE;+]PRlMsL=Se.1L'e<Od?^>+cG;GkQL_hXhE.0k2hbdVdKidK72GT3dBV[__<JH%,aF"
    ";bM-XVT_drkFFVA((2=]?np/`0gkCG@rm\\@U`jK)O$oJ[<-$SC*ZY`c6C:Unem=->\\D<Ts0Ap1Z7iR)-P-)&fCY3i7"
    ")TRl3:3._85&MrLD5Kn>]rfHN$T+T($4EE0Qsa'8hir3n<8A8>6Ig_ff&$XC(2g*.Qs]$AJ3iqCIPVaBBW%OjO,.iK>="
    "$0(%Sa3rUOZarAqnMk@X7TUYKHoFYEfcpa=6SWK'raT:PfIU\\sf-A\\HS/$/m;s?*jM.`Z`sJ\\L;sgeT]NKY&[:MLf"
    "jkd:\\M_C'oFpd_lR)#QA#53/4,+[<$RGiD%5')rlipLeD%a`)W'?PFH9a(F4_l+8]o3c?;X]5VLRY.>OpC&\\1BP%W;"
    "K1O%H\\/ge65C8g)L#]kWd>P6@T1,+Bon1E_rf)-9pl]Q$sP'n^5QS)bp5UMe&GT:=M+gCX*2r/0bA/94@]-BiA740H6"
    "pG4oek)=g>UU&20pbfdAl^<%BG1Rk@p6dYAih#TJqeE:dE71;NhXdQF%^)$seK%s`XAj*T1$^WCj[<=Ipg3CHSCjZ>`b"
    "1pj3/3AIDWe,<8ekqFsC9)L0&_\\FGcJQ83,Xs3]pbSnjq7/[BLg1gPQ_<W1+?HNX:mm*eGlEEVlqoK\\>_N4*<B?^FJ"
    "a-2;se>N?[>n+<cogdSihG?G@EnT(RW\\nVSD-HX5+PW;m)dk.i1K$]J^i@W-p`-,'I\\><jh_YSP0%iE-jhK855s?^g"
    ":*,AQBeiXV'^B1Rs#.(S)HC.?^fHZOXS^J30eZ6bKfb`%d,#H\\`2`\\Lf;'ThKTRb)BF2l[EiHdHWD+<rkG(2>4X5e0"
    "n^7<-hF*a'gZ<l:O9Ua=hH=8kmFR2f44qkSP$EGK00L)lb`[S$-0);K/ZMQqr3E<C9fGh:-Thcc?r%XTh%Z`n]$0W77"
    "\\U[]^80&^`orE+>7h\\A.jeqL,2N\\ia=l=NpfHEe=EAmMl;nKcWRL/1N^ZSHmF5gJo(\\G/\\,6KO'#T\\am4Yd?^*"
    ">*fmnIc[V_N`;U3hPoL#Bm4Dj290k?r*#J:50nO+fL5+bUe_hNraHf2%2M.*B*Zc`_d-JFn8d2/_F)9g<,cCTqrR]X#r"
    "j,g7$%A9nDT(.B+c^rmXMn5HW&ks'*>LM)lSCOA%\\F8g,p,.DG9'\\?10[Q'lnS6\\,gE3;,W7]cKbW--N_RICp[f[5"
    "*;DHpI&%c]@9fW8P]HE-1WAj4S7ie#OcUMOX0'i6_is(hKU1sC-HWP.B;%D=*SV#00ede5Sg,>9(@UWi,s:0n'noGo)p"
    "L)8DH68Ubcgd,c$.rcH@=BTUK=QVhQ?WA*Hjj-Q9Xm(2NfA<SIkGDU@_M+DC*1WX5#$e2W:F[rpN]$ifY%Z*86VJQGE9"
    "YbNMTW;:sbfhOI0\\H(g$2q0'l\\C9]GfG`Tg)7.AM7VMG5I)_]BeJ]#hZ)]&7[)[NLs^X$2cP=mXpOO?^>m7K(I(EDs"
    "GTZd2r^F$Nj>;-jhI?F9i4%g\\]A4<SCiHSWSl(Xd8i-fqd0.HJ%PUf12gSLWO*eZ%ZDad\\AiGocS<U;4ai`&(C'QZq"
    "PbcDSJ-D:A.AdpaplNFk<SR\\%@n],lNP=I9mZ%nHe=M\\X@7OGHfnP`:@nq362k:#Tm3g52bIKmn7GFGM2MI>iKkch/"
    "p:4XBaNq=)^Nj<,RRsSPNJld*0R^[$kdj6<n:7fs3Q@e4s/O/@F__0*%sMYI?asc4BlU0&As#l[la,*ORNr#6C]*o#a>"
    "*Z\\C/_&m%N]*LDoCk]r8PlW#'d4MrUjf1<c-W_;C>q/0GMTH9n>oH6#L;GsCFf^<mJY($SsIAeA%[0dc:pmBYER*ImL"
    "KVWRK\\l6gLn@%;h<X*g&jP+hQ<JiZU==M,VJ(.:)df:X%^*@h&hL&Of=n3oUs5M*9C[iW8g2H/L_J'>BjFf+e9g*&-h"
    "U)D;RhE8T[`:`NOPXB:oE_XB'n0X$R_)K=:pB-Sg9C6fZ,,;69%Oh=S@$<kTK,,GsY%T+r8qV0i(IlEbG$m&UF<lC&'-"
    "I%r8s,EVR_SCI`N`h*Z=lci%UM$fB#469#OsVV@l<kU\\,Y=94eO@gLWWfdL1S4loPU$WL;[$lXfR4_fDb<Q?hY+WHCg"
    "#eUm?ZLU6J\\\\LXjN,,1KgO3b-YTe$^XfEVE[gUTh$.J1%Rsa:LkrfLL1H%:1_K/T^ZE,%kQ&1Fq?P:7>k*9,VSDSo]"
    "\\cS1f#[fh'a.okTkPq&Dd>[UhLsB\\Z0U`nK,RJQ&D<4K%ELCirJkhY;49+,*f,n?2b`/3P4+2W/HsVaOH=6.BfL`b*"
    "2WO6C`AI(n[Q3nH`=I8;j*/$8U:_HIQ+gJArFP2ZAi,IMM29(3O=2m/MJU)EV?0.8Wl@mZ+*nBqER6ITSB$iH=DM\\'"
    "\\[.go1VLk<>qm=8RGp>^&_C)T,@HE`T:SAWUY`')8g2GI?:$BmahDebJ*);.N/FcncT`7L$Tj])LH?4O%BBrX)`e^$L"
    "fK_iSTqa]#mYRX-)`*#Bn-OXfn,H*NB+*SU0flV50K3jIJ@;M)T?9F(UhD%1qBKaijU@e07mE(&C)eh)5N@+*19ODYjs"
    "i@B9paIQcUh8g2gqFT[`\\ZE:A'^1pMc3iQSK83HOP*h9<9KNpFa\\[$/(CUpm0q=c&o&eA^0(.]*j@<G?`e_AToE?+q"
    "_cpo=ZQeL$QZjM%01YlfLK.:\\DIGY-T`MISK\\%_5\\q&:MZ41b>f%'GIF;^SbSf]%(U*Y]j0[0Ql<lM0'j:;#ZDQ0r"
    "p@/dnCE+/e&A*W@qN5aJ.I+_HBlq.'c,E?fA//krb_d'\\e0PL+bHe;>5#0)fi0$T8PNSpJ5I@,-CU)0q\\_1d[:Oen."
    "Q',?;m)ZUd\\/B_,Gd:]c8dDS^,.p.[c63r:/)W0Z(Nq^')hH\\#s3.2L4h/Cn)`Js3QHJ&,45)mRA0+[<F7-A?9]p,Z"
    "sV0A[EDM<MXh&d3OV7?_XHmJN<o`^#E2Bp:\\VP2lcP01V@Co49>((]e7^)mVDK2[Wam%N?W0Eh*ZnH$<?p6Ur*WUS1?"
    "DhV/Tj*2*5Zp^=h\\90kl-:mO@P/DE&J:;HET]*6H`(T7lHANOLcj:5lrp,Zq\\XC/jE-E/S;>I`M]*VCi:h%Edd#XJm"
    "T\\&Tpn$Qrc'WZ;ED8CL#8PgXqRa/Be5L4Vnp>07@/F9YI<Im&1U74A;<mE\\o_sqiL*.#&3l+9UQQbPD4eo1laZHnkI"
    "6Mof8q\\QZg:m/deb4ecYR_ZVR+(1^ogs(p/U>X:K(llP7bG]3&VZm/Pf*g#Mcds63SeM6p?a7^&Asf&89=/inG3i#Mb"
    "I4CJlNf.DJ^)Ts6ISgP1Vnb6gngY3/r4l9Z=pH>G;h5MKWBs.k0^UD,#f3*^%9)VQ[?dU[Q`*C8$=+g\\a4]`aFY@/VS"
    "5O3C,I+fR(OgB?[75iY4`>LGV<oC;j>=l=T9iRX&p'=f;*PqjOK`0^^7I?d`[HRUh-<P&K'#hsQ1[/&Jmf[X*T1c.YaK"
    "l1ghW7`N8R)-YQ<47l:m[N12KFH[*^%p&G*^%RV[kRBC1n6(^akL-.aH2hgnd\\C3L@8nh<,`WX0-c.\\/[SBImQE;T/"
    "2h8dL#QJm_n?^O]K8NacPDTT@b;Ped@IdfskPXQ#n4(d>(2B]QX;F)4UR)fh\\)#cF84KH:mOI`*o7i#qBf1sT6+ePCW"
    "mh80[_B:@I+lf;7D%8)`N7.KcS&]>T)eW'?TbipfbMSE$[>4@R#jJ#2X*kgGU/e$-oS>iDU#/VpV<Q[JIi;Tn,Z0>:'@"
    "W6j<S@b%Kg(f1A^)r@Har]GaWWVGJ*;UWm?pZ,c=P=2OVH^eIN)3*<;#eUEl:$a?,e4cK+%/SfJPS9\\EW=+G*'knHnN"
    "BjddIDD\\)HqN+nSIDpbOMh[HF\\FUWsQ7E3_=(1(/L&$bKSC+-]iR.HWTn_B7?Hoi`)6&*8=JZh4n2Jc18AhUq@CT$E"
    "r>C]e[-b2k=/-7cmhI%ih:n0[Vq.\\EfTHSM;rBEjg^h1OJBE[1I.0;('IShG?_`+ID4ng`@KE.*0f3Hs\\V7GLFh_>g"
    "k<2Pr-r)ZC'qq,ZFVkMT;7B34o^l5NR`+0I1OGd<4s8=>3g)$.F$912e3_@;X[P*b6=DCJ;e(C_DLsfS7^cP@VZ6F&qZ"
    "^TY,*4Mk/^Es,l[?U`@U-TEsH**&Hn-VU'$:qWeE79racHWh*H1r%TUm6XTZEmVjL(ECRGNKpJ;@HaM#F\\+QnKUko*?"
    "m@\\>%p%JdU*4:fI&Bs^rKJn;C2\\Lo/Y01hcVb]<lrPsEasXO691Q<l3A5%fia6IsT80n4\\$VFqi+ZT$kLd@^^mE%i"
    "=VEASs,(88.)W^2da6pi#mkJfB,[KK0YFaF[HErBBWIM9sli6$$sWI;.(^i7?jn&^bGWlQ6E8qK^?.FCId2T84^_`*a<"
    "6[.Q>+F0lG5hA@sUbT.>^coE23+[0OdH;K2@8a4]N_j;8E7Y]>s3`:<rIN&W5380ak1g*g,V\\NedA8g^r8F8<mkn2TD"
    "TE^8L<%`=>1]WZZ>F#'phLF&W^H<Q's&B0.2>6`YQ>;&,Rl9q,sWLo1IniajeN6A$h3aNGUW/RLf(D3CZE/d3+[EDV@N"
    "N;U]Zj?h&*_H@`n+/DER'*_X`ig>&5[fZjp6W'jI3Becg+2>RKMr;VrXYUK*RVTqP6P2^cHcs+sc5G9-IA2DO\\f_$3m"
    "Dm*/jRQkOm3eG(.(+=V*onXUR]M%Y]@pNej@WcK%T_`K4:$^C(YE:53KK:\\hkZA9\\7NZZ8gd>*$TR%N.^(2EP94FDE"
    "A5^c9Nd:A))i7hlL+CLQN`$DJ.isZjaHabr_`S2BmMjQ$+M6R3r&X;Z/Cn>HIq>,llS-h:DiWbbR[LRK47=kP:VH2O2e"
    "%k@K?rk)Uc1QiT(Od%9KhM1i_e3k<ej=DS<<Y*a6IsP>g;hMcIDA7pW4mb6hY9i_7=kP(pTboA*<.o6G6e8CXd?9N3bS"
    "`D*:?)3c\\IF\\d%C`^Td2CAkkJFLC;#nVh#]?`2P^IP5apKJD3/_M$+8FriN7E]6F(`_hN?^XSl-7^),=aoZYWkWm3@"
    ".,aGEX83]%9(]B39\\*m<H+HLaEJqZe?<Ih<,+<+(OE.7B6NiSe$rDUpCkj+(,]GHkdU_WSsG'ns*Y-F<O1K0gO-hl7,"
    "7J7<j)1C.3]lXGm9HU`-[&mNkWD8`dBV4.ac6:HjAg&8@@sh&S&Jm(]Nj=/H9mO\\jXLY7%NF.sboE>.s5IQAWHC8g0-"
    "D\\lRUC/,UNIH^nr6fA&B*%J6?-V&/G)7^3HaDJ=7H_)s&S8+Cpp/V$h)OiJAjgH;k4,Iq[STWd4^$k>$m]5oTf[/A-R"
    "DkSC2.JR%AZWpHBFj@G$\\bsA0o,.e-A\\Z6*SC'nLQ+-s?PqM7=KDC)bMR;iNI\\2,]f);g-J_kplPW-88'Z$%b\\Es"
    "PD]h\\IRR=N0.^455fS^3FE4sBL1ZkGo1;U2g1@H-kF>W1)n<\\]6*N69nZepDbN.72gL2jSSlOHIPd,W8<lmn,r_B(B"
    "F6mgrW;6+n3iW.h5.ZKFl/d'=lGsG<e-gql_S&ME;;pGL8g*6oHaM-jD+QnLQGr*PAg,Nj4DmHl<8aEodFMg2F\\@\\&"
    "?dUs`9]8)C46RVhJG6eT5IkPBf;8;(9`E[=CEqK47ii#E>l+84%HY)T1:i)4\\^T:>-mA#_iQpZRh;i[_W4TJq+c8ZY5"
    "j-8*O-2Lo$RO,Y,\\Qq#)JDf?\\:N<[S1*Qa$;o.m\\_V>[hkG8c*mBqGMF_N]_n5'i@F2n1HSbj=oWFNAWB4.QcT+hl"
    "kL&TCYhf`KYpIr@/4Mf0LQr>R4F)<*aTr<K#LRe>C=afsKD?DVH6mo.RZDgRe-2X*@])1OaEl^>jhq=T*Ha]o[(O<m2-"
    "Xr?$RXpS0@(hXj11AGOD?L(;O>0(YN#/)FQ@QLE[]eS)j:M4m$-T<5]RT7>p'mS2B_F?+=r&YQJXLX\\KRn%(bqSNTGO"
    "0dCJ(IFEOI;U`3Z-&`eL6e`bKggJ1Qj`X$R`Qk6W5dQ&2H5aE]c]&[0kL&F/3[Q@H@kbR%FUN:68'5ge_/dUr7QFXUL*"
    "8kl;gTh:B-CEJf#i6ACS2O^=-JOksgTmP71U1X$oEj._ME538H+k1+*j,^+ZGYDN82mIj6VLV=$n;Ql%?3XfaLMGFDVm"
    "FdHLr%C;$BkcE2kKMaX\\ZjL@d;9hK\\`b\\9gOPPnWl^?H5RphHJl`<=\\Z>*mm@e@pM?*^'p.S/pC&9soYeX1rBhI/"
    "nefZ^QcL>s@5jB%Q@)MA4VmDL=h`qXG;-$gUi3X2s*Hmdj3,+I)$n8chN]cd14FmEU>g`&-.9T0*T:K-m$mSlVLQX'H&"
    "k(8SE+&3gaX=@gNKM=snZWc/'V4f>ArO@A^3kJ\\-5:KB%;FEpDp#sjIc7H.l^5Qc-eiMcT&0gO\\Hj1>ParC$N&,4q/"
    "cB.d/d/G&$NIYRN/JsabJWUf?B_#<0TUPo^R:QAOlC],mTj>QPF`^Tk<E_8)YSarjLF*dJB-8`/^H*pcgJ1o*HJ#A_0h"
    "1>MiWU)3\\*/;QXr(J0nA.K.?>7()g\\o0aBFH,_0WBi\\MlrP*LM29\\X:%ZO#3jRUlfB%9^f>3HjoEE0N=kJ6NO-$N"
    "r*8H%`Kji1JJ>sH'#XWs.<,>)BJZQG>ir)J6d:>f)-L3i#/_NEPog.W`Goc:nRLfI\\.bVnJ\\5@CjD;RB8^f5:V((l$"
    "bI[r`2FM(9Y5=Wh)gY2jO/[Ri%kqASpc:8I2JDsgd-e(S<\\%H[''-6Cp:#R.HhlgPjh:.=Hej*X_2E8N_RaK-Cdi9Ta"
    "Ss,1=mKdq59Mn>9amZ91jI`ObXL2rmR7NW:V_E:H5sm?Y[W]d'F)AW.:F6'q\\L0;kVoho6lnid?b`IO*_Dg1>`@]JUo"
    "Ikp7%ZZ@e=nkoa=k8VGQ14\\'%p\\As(F*]6%M\\Pq=%2bIi-Yh['Ig76kI&Asl:'82G?`/S*G8g2e6S<CrFlg]?k+r8"
    "Yqa+<I]EkWXg`WgrOH>4gTf14jL_;H?^FIRdWFO\\+:\\Sq:Z8k<,>SOL4qAQ[aK^&aLKlM7aXO*,*HEMSLiOB)@U/[1"
    "7gCiqS`r%nnMh.%H%F(r'e?on>AdjGmEbHDh&a=sPjNQ=*e38NsB+jX1Bqq[VDnXKTmoCfceCR%$VLnKj)WUNjL#UCm1"
    "NF<3\\L'S&>3?g7oCfqSro%noM1d:qO79O3*5j+ME+*1?9W'RBleO<W';1<W@6jTK0feU-fWY`,1ir3\\ff1Qn'UL$VE"
    ";XI06a)f#'A'+re)cS&>5[HA)f?sEHr?Z+dR)hH;rBT4e[EXG-U(gB(8IQZ@\\13,;NiEIC9#XV_rS2M^MpE2UQ4Br@+"
    "[kMISZqN:=/Q6(]`QghmBIB\\J;.PRTPcN;]6F6QdDg8d_)AjE`Q1C[dgVAnsk'K9<BW;@I2#sKCjrjH9O79L\\V8k]c"
    "_UKLsaQ0LP)^fQ&];QT,dWT5h_j.ch1)/SeJQjB[>^Pce.gjSMJ`+'Tc*14mSI6$/<YQKhN,Hika^ccQSm&F$O#.5>17"
    "glnTnfH+ro(7]44:%pASHc.o2:-Kd^(,RnJn5GE;WaRP*2aFnP+204=l3#BZXaYi#bDBgC)7N'6BK8?jfdicL`<?^f0o"
    "K#NC$Si62fVIJ,b/(->_qE98_9qso-._DCM4mBp5'd>U6$E\\Jh`KmT=5C31',8ib0EQ.[PLWS#l/$8XE5MT43\\1gfS"
    "T,8b>HAYD&Vc@NQg*J>\\<3WM08Ck.6:CcC]AJsn>fjp^`mHKB*mW]6*oreR_G#'22i-,S9#TS''0)9_D<D@)98dHNCG"
    "N&b)S]?h[SrJ>$#`MCq%(LD;Q$>jU]'<XLo(;MSh60qnOIlPO*p#s+U`HoFIDn<H6N`qR?XAHp<-fKBcOVcRf@%hjg'9"
    ")>7BY&9n0,2-C)P#k"))

# -- end of generated --

# per cell, the cells the blank can move to, in the order of board.py's moves U, D, L, R
_WALK_STEPS = [tuple(map(int, cells)) for cells in "31 402 51 064 1735 284 37 468 57".split()]


def eight_walk_path(board: "Tiles", goal: "Tiles", distances: "Distances") -> "Optional[str]":
    """Return the first shortest path from board to goal in the order of board.py's moves U, D,
    L, R (where the blank goes), checked 3x3 boards whose goal has its blank where distances says
    (else ValueError), or None when the goal cannot be reached."""
    cells = _walk(board, goal, distances)
    if not cells:
        return None
    moves = {-3: "U", 3: "D", -1: "L", 1: "R"}  # by the blank's step from cell to cell
    return "".join(moves[after - before] for before, after in zip(cells, cells[1:]))


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
def path_to_letters(path: str, letters: str) -> str:
    """Return path in a judge's letters for up, down, left and right ("udlr"). O(len(path))."""
    if len(set(letters)) != 4 or len(letters) != 4:
        raise ValueError("letters are four different characters, not %r" % letters)
    return path.translate(str.maketrans(MOVES, letters))


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
