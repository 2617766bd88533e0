"""Guangdong hand types (番型): every type of the seed's table on hands that score it and near misses
that do not, the non-additive principle with its exceptions, and the ghost multipliers."""

from __future__ import annotations

import pytest

from trainer.engine.errors import InvalidHand, NotAWin
from trainer.engine.guangdong.hand_types import TYPES, HandType, Multiplier, type_name
from trainer.engine.guangdong.rules import GuangdongRules
from trainer.engine.guangdong.scoring import NO_GHOSTS, GdContext, WinBy, count_types, score_hand
from trainer.engine.notation import parse_hand, parse_tiles
from trainer.engine.tiles import Hand, Meld, MeldKind, Tile

T = HandType
M = Multiplier


def score(
    text: str, ctx: GdContext | None = None, ghost: str | None = None, rules: GuangdongRules = NO_GHOSTS
):
    return score_hand(parse_hand(text), ctx, ghost=parse_tiles(ghost)[0] if ghost else None, rules=rules)


def shown(result) -> set[HandType]:
    """The types a result shows, ji_hu when it shows none (the basic win)."""
    return set(result.types) or {T.JI_HU}


# (type, a hand that scores it, its base, a near miss that does not; ghost, rules for both)
STRUCTURAL = [
    (T.DA_SI_XI, "[EEE][SSS][WWW]NNN1m1m", 88, "[EEE][SSS][WWW]111mNN"),
    (T.DA_SAN_YUAN, "[CCC][FFF]PPP11m23m4m", 88, "[CCC][FFF]PP111m23m4m"),
    (T.SHI_BA_LUO_HAN, "[1111m1][2222p][3333s6][EEEE2]CC", 88, "[1111m1][2222p][3333s6][EEE]CC"),
    (T.ZI_YI_SE, "[EEE][CCC]SSSFFFPP", 64, "[EEE][CCC]SSSFFF1m1m"),
    (T.SAN_HAO_HUA_QI_DUI, "1111m2222m3333p44s", 64, "1111m2222m33p44p55s"),
    (T.XIAO_SI_XI, "[EEE][SSS][WWW]111mNN", 48, "[EEE][SSS][WWW]111mCC"),
    (T.XIAO_SAN_YUAN, "[CCC][FFF]PP111m23m4m", 48, "[CCC][FFF]EE111m23m4m"),
    (T.YAO_JIU, "[111m][999p]111sEEE9s9s", 32, "[111m][999p]222sEEE9s9s"),
    (T.YAO_JIU, "111m999m111p999p11s", 32, "111m999m111p999p55s"),
    (T.YAO_JIU, "[999s]111m999mWWWCC", 32, "[SSS]EEEWWWCCCFF"),  # honors alone are 字一色, not 幺九
    (T.SHUANG_HAO_HUA_QI_DUI, "1111m2222m33p44p55s", 32, "1111m22m33p44p55s66s"),
    (T.SHI_SAN_YAO, "19m19s19pESWNCFPP", 16, "1199m1199sEESSWW"),
    (T.SHI_SAN_YAO, "19m19s19pESWNCFP1m", 16, "19m19s19pESWNCF1m1m"),
    (T.JIU_LIAN_BAO_DENG, "1112345678999m5m", 16, "[111m]2345678999m5m"),
    (T.JIU_LIAN_BAO_DENG, "1112345678999p1p", 16, "[1111p]2345678999p5p"),
    (T.HAO_HUA_QI_DUI, "1111m22m33p44p55s66s", 16, "11m22m33p44p55s66s77s"),
    (T.QI_DUI, "11m22m33p44p55s66s77s", 8, "112233m456789p11s"),
    (T.QING_YI_SE, "[111m]234m567m88m99m9m", 8, "[111m]234m567m88m99s9s"),
    (T.HUN_YI_SE, "[111m]234m567mEE99m9m", 4, "[111m]234m567mEE99p9p"),
    (T.PENG_PENG_HU, "[111m][555p]999sEEECC", 4, "[111m][555p]789sEEECC"),
    (T.PING_HU, "123m456p789s11m23p4p", 2, "123m456p789s11m22p2p"),
    (T.PING_HU, "123m456p789sEE23p4p", 2, "[1111m]456p789sEE23p4p"),
    (T.MEN_QING, "[1111s]123m456p789sEE", 1, "[1111s1]123m456p789sEE"),
    (T.MEN_QING, "123m456p789s111mEE", 1, "[111m]123m456p789sEE"),
    (T.JI_HU, "[111m]123m456p789sEE", 1, "123m456p789s111mEE"),
]


@pytest.mark.parametrize(
    ("hand_type", "hit", "base", "miss"), STRUCTURAL, ids=[f"{c[0].value}-{c[1]}" for c in STRUCTURAL]
)
def test_hand_type_scores_on_its_hand_and_not_on_the_near_miss(hand_type, hit, base, miss):
    result = score(hit)
    assert hand_type in shown(result)
    assert result.counted == (hand_type,)  # the highest type (these hits show no flush partner)
    assert result.base == result.total == base == TYPES[hand_type].points
    try:
        near = score(miss)
    except NotAWin:
        near = None  # a hand that is no win scores nothing
    assert near is None or hand_type not in shown(near)


def test_near_misses_mostly_still_win():
    # a near miss that is not a win at all proves little: only one of the orphans misses is
    losers = []
    for _, _, _, miss in STRUCTURAL:
        try:
            score(miss)
        except NotAWin:
            losers.append(miss)
    assert losers == ["19m19s19pESWNCF1m1m"]


BASIC = "123m456p789s11m23p4p"  # ping hu, men qing
WITH_KONG = "[1111m2]456p789sEE23p4p"  # an exposed kong: no men qing; the win tile may be its replacement

SITUATIONAL = [
    (T.TIAN_HU, GdContext(heavenly=True), BASIC, 64),
    (T.DI_HU, GdContext(earthly=True), BASIC, 64),
    (T.HAI_DI_LAO_YUE, GdContext(last_tile=True), WITH_KONG, 4),
    (T.GANG_SHANG_KAI_HUA, GdContext(kong_replacement=True), WITH_KONG, 4),
    (T.QIANG_GANG_HU, GdContext(win_by=WinBy.ROBBING_KONG), WITH_KONG, 4),
]


@pytest.mark.parametrize(
    ("hand_type", "ctx", "text", "base"), SITUATIONAL, ids=[c[0].value for c in SITUATIONAL]
)
def test_situational_types_come_from_the_context(hand_type, ctx, text, base):
    result = score(text, ctx)
    assert hand_type in result.types
    assert result.counted == (hand_type,)
    assert result.base == base
    for other in (GdContext(), GdContext(win_by=WinBy.DISCARD)):
        assert hand_type not in shown(score(text, other))
    assert score(text).counted == ((T.PING_HU,) if text == BASIC else (T.JI_HU,))


def test_situational_types_need_a_winning_hand():
    with pytest.raises(NotAWin):
        score("123m456p789s11m23p5p", GdContext(heavenly=True))


def test_four_ghosts_win_at_once():
    result = score("159m159p159sECCCC", ghost="C", rules=GuangdongRules())
    assert result.counted == (T.SI_GUI,)
    assert result.base == result.total == 12
    assert result.ghosts == 4
    assert result.multipliers == ()  # ghosts held: no 无鬼加倍
    with pytest.raises(NotAWin):
        score("159m159p159sECCCC", ghost="C", rules=GuangdongRules(four_ghosts_win=False))
    with pytest.raises(NotAWin):  # three ghosts are not enough
        score("159m159p159sESCCC", ghost="C", rules=GuangdongRules())


def test_four_ghosts_in_a_better_hand_keep_the_better_type():
    # four ghosts (1m) with five natural pairs: two more fours make 双豪华七对 (32), above 四鬼 (12)
    result = score("1111m22m33m44m55m66m", ghost="1m", rules=GuangdongRules())
    assert T.SI_GUI in result.types
    assert result.counted == (T.SHUANG_HAO_HUA_QI_DUI,)
    assert result.base == 32
    # a plain win with four ghosts: 四鬼 (12) beats what the ghosts make
    result = score("123m456p789s1mNNNN", ghost="N", rules=GuangdongRules())
    assert result.counted == (T.SI_GUI,)
    assert result.base == 12
    # with four_ghosts_win off the same hand scores as an ordinary win
    result = score("123m456p789s1mNNNN", ghost="N", rules=GuangdongRules(four_ghosts_win=False))
    assert T.SI_GUI not in result.types
    assert result.base < 12


def test_every_hand_type_is_covered():
    covered = {c[0] for c in STRUCTURAL} | {c[0] for c in SITUATIONAL} | {T.SI_GUI}
    assert covered == set(HandType)
    assert len(HandType) == 25
    assert set(TYPES) == set(HandType)


def test_points_follow_the_seed_table():
    table = {
        88: {T.DA_SI_XI, T.DA_SAN_YUAN, T.SHI_BA_LUO_HAN},
        64: {T.ZI_YI_SE, T.TIAN_HU, T.DI_HU, T.SAN_HAO_HUA_QI_DUI},
        48: {T.XIAO_SI_XI, T.XIAO_SAN_YUAN},
        32: {T.YAO_JIU, T.SHUANG_HAO_HUA_QI_DUI},
        16: {T.SHI_SAN_YAO, T.JIU_LIAN_BAO_DENG, T.HAO_HUA_QI_DUI},
        12: {T.SI_GUI},
        8: {T.QI_DUI, T.QING_YI_SE},
        4: {T.HUN_YI_SE, T.PENG_PENG_HU, T.HAI_DI_LAO_YUE, T.GANG_SHANG_KAI_HUA, T.QIANG_GANG_HU},
        2: {T.PING_HU},
        1: {T.MEN_QING, T.JI_HU},
    }
    assert {t: TYPES[t].points for t in HandType} == {t: p for p, ts in table.items() for t in ts}
    assert type_name(T.QING_YI_SE, "zh_CN") == "清一色"
    assert type_name(T.YAO_JIU, "zh_TW") == "么九"
    assert type_name(T.JI_HU) == "鸡和 Basic Win"


# ------------------------------------------------------------------------------- not additive


def test_only_the_highest_type_counts():
    result = score("[EEE][SSS][WWW]NNN1m1m")
    assert {T.DA_SI_XI, T.HUN_YI_SE, T.PENG_PENG_HU} <= set(result.types)
    assert result.counted == (T.DA_SI_XI,)
    assert result.base == 88
    assert set(result.suppressed) == set(result.types) - {T.DA_SI_XI}
    assert list(result.types) == sorted(result.types, key=lambda t: -TYPES[t].points)


@pytest.mark.parametrize(
    ("text", "counted", "base"),
    [
        ("[111m][555m]999m777m22m", (T.QING_YI_SE, T.PENG_PENG_HU), 12),
        ("[111m][555m]999mEEECC", (T.HUN_YI_SE, T.PENG_PENG_HU), 8),
        ("11223344556677m", (T.QING_YI_SE, T.QI_DUI), 16),
        ("11m22m33m44m55mEECC", (T.HUN_YI_SE, T.QI_DUI), 12),
    ],
)
def test_a_flush_adds_to_all_pungs_or_seven_pairs(text, counted, base):
    result = score(text)
    assert result.counted == counted
    assert result.base == result.total == base


@pytest.mark.parametrize(
    ("text", "counted", "base"),
    [
        ("123456789m11m23m4m", (T.QING_YI_SE,), 8),  # not with ping hu
        ("[111m]234m567mEE99m9m", (T.HUN_YI_SE,), 4),  # nor with anything else
        ("123m456m789mEE123m", (T.HUN_YI_SE,), 4),  # men qing and ping hu do not add
        ("1111m22m33m44m55m66m", (T.HAO_HUA_QI_DUI,), 16),  # luxury pairs are not 七对: no stacking
        ("[CCC][FFF]PP111m23m4m", (T.XIAO_SAN_YUAN,), 48),  # a half flush under a higher type
        ("[1111m][2222m][3333m][4444m]55m", (T.SHI_BA_LUO_HAN,), 88),  # flush + all pungs (12) < 88
        ("111m999m111p999p11s", (T.YAO_JIU,), 32),  # all pungs does not add to 幺九
        ("[EEE][CCC]SSSFFFPP", (T.ZI_YI_SE,), 64),  # nor to 字一色
    ],
)
def test_nothing_else_adds(text, counted, base):
    result = score(text)
    assert result.counted == counted
    assert result.base == base


def test_count_types():
    assert count_types(set()) == (1, (T.JI_HU,))
    assert count_types({T.MEN_QING}) == (1, (T.MEN_QING,))
    assert count_types({T.PING_HU, T.MEN_QING}) == (2, (T.PING_HU,))
    assert count_types({T.HUN_YI_SE, T.PENG_PENG_HU, T.MEN_QING}) == (8, (T.HUN_YI_SE, T.PENG_PENG_HU))
    assert count_types({T.QING_YI_SE, T.QI_DUI}) == (16, (T.QING_YI_SE, T.QI_DUI))
    assert count_types({T.QING_YI_SE, T.HAO_HUA_QI_DUI}) == (16, (T.HAO_HUA_QI_DUI,))
    assert count_types({T.QING_YI_SE, T.PENG_PENG_HU, T.XIAO_SI_XI}) == (48, (T.XIAO_SI_XI,))
    assert count_types({T.QING_YI_SE, T.PENG_PENG_HU, T.SI_GUI}) == (
        12,
        (T.SI_GUI,),
    )  # a tie keeps the single type
    assert count_types({T.TIAN_HU, T.DI_HU})[0] == 64


def test_the_best_reading_wins():
    # 111222333m: three pungs or three chows; with 999m and 55m the pung reading is a flush + all pungs
    result = score("111222333999m55m")
    assert result.counted == (T.QING_YI_SE, T.PENG_PENG_HU)
    assert result.base == 12
    # the same tiles as seven pairs and as chows: 清一色 + 七对 (16) beats 清一色 + 平和
    result = score("11223344556677p")
    assert result.counted == (T.QING_YI_SE, T.QI_DUI)


# ------------------------------------------------------------------------------- multipliers

GHOSTS = GuangdongRules()


@pytest.mark.parametrize(
    ("text", "base"),
    [
        ("[EEE][SSS][WWW]NNN1m1m", 88),
        ("[111m][555m]999m777m22m", 12),
        ("11m22m33m44m55mEECC", 12),
        ("1111m2222m3333p44s", 64),
        ("[111m]123m456p789sEE", 1),
    ],
)
def test_no_ghost_doubles_any_type(text, base):
    result = score(text, ghost="6s", rules=GHOSTS)  # the ghost is 6s; none held
    assert result.base == base
    assert result.ghosts == 0
    assert result.multipliers == ((M.NO_GHOST, 2),)
    assert result.factor == 2
    assert result.total == 2 * base
    off = score(text, ghost="6s", rules=GuangdongRules(no_ghost_double=False))
    assert off.multipliers == ()
    assert off.total == base
    assert score(text).total == base  # no ghosts at the table
    assert score(text, ghost="6s", rules=NO_GHOSTS).total == base  # a ghost named but not played


@pytest.mark.parametrize("discarded", [1, 2, 3, 4])
def test_each_discarded_ghost_doubles(discarded):
    # a ghost (6s) held as the 3s of 123s: no 无鬼加倍, only 出鬼
    ctx = GdContext(ghosts_discarded=discarded)
    result = score("12s123m456p789pEE6s", ctx, ghost="6s", rules=GHOSTS)
    assert result.ghosts == 1
    assert result.base == 2
    assert result.multipliers == ((M.DISCARDED_GHOST, 2**discarded),)
    assert result.total == 2 * 2**discarded
    # with no ghost held both apply
    both = score("[111m][555m]999m777m22m", ctx, ghost="6s", rules=GHOSTS)
    assert both.multipliers == ((M.NO_GHOST, 2), (M.DISCARDED_GHOST, 2**discarded))
    assert both.total == 12 * 2 * 2**discarded
    # on top of four ghosts too
    four = score("159m159p159sE6s6s6s6s", ctx, ghost="6s", rules=GHOSTS)
    assert four.counted == (T.SI_GUI,)
    assert four.total == 12 * 2**discarded
    # switched off, or no ghosts at the table
    assert (
        score(
            "12s123m456p789pEE6s", ctx, ghost="6s", rules=GuangdongRules(discarded_ghost_double=False)
        ).total
        == 2
    )
    assert score("[111m][555m]999m777m22m", ctx).multipliers == ()
    assert score("[111m][555m]999m777m22m", ctx, ghost="6s", rules=NO_GHOSTS).multipliers == ()


def test_a_ghost_in_a_meld_is_held():
    # the ghost is Red; the exposed pung of Reds is natural but the hand is not ghost-free
    result = score("[CCC][FFF]PP111m23m4m", ghost="C", rules=GHOSTS)
    assert result.ghosts == 3
    assert result.multipliers == ()
    assert result.total == 48


def test_a_ghost_standing_for_itself_is_still_a_ghost():
    result = score("123m456p789s11m23p4p", ghost="3p", rules=GHOSTS)
    assert result.ghosts == 1
    assert result.multipliers == ()
    assert result.total == 2


# ------------------------------------------------------------------------------- input checks


def test_chow_melds_and_thirteen_tiles_are_refused():
    with pytest.raises(InvalidHand, match="chow"):
        score("[123m]456p789sEE23p4p")
    with pytest.raises(InvalidHand, match="13 tiles"):
        score_hand(parse_hand("123m456p789s11m23p"), rules=NO_GHOSTS)


def test_context_checks():
    with pytest.raises(InvalidHand):
        GdContext(win_by=WinBy.ROBBING_KONG, kong_replacement=True)
    with pytest.raises(InvalidHand):
        GdContext(win_by=WinBy.DISCARD, last_tile=True)
    with pytest.raises(InvalidHand):
        GdContext(ghosts_discarded=-1)


def test_a_discard_win_is_scored_but_not_legal():
    result = score(BASIC, GdContext(win_by=WinBy.DISCARD))
    assert not result.legal
    assert result.base == 2
    assert score(BASIC).legal
    assert score(WITH_KONG, GdContext(win_by=WinBy.ROBBING_KONG)).legal


def test_a_concealed_kong_keeps_the_hand_concealed_and_counts_for_four_kongs():
    melds = tuple(
        Meld(MeldKind.KONG, t, concealed=True, claimed_from=None)
        for t in (Tile.M1, Tile.P2, Tile.S3, Tile.EAST)
    )
    result = score_hand(Hand(melds, (Tile.RED,), Tile.RED), rules=NO_GHOSTS)
    assert result.counted == (T.SHI_BA_LUO_HAN,)
    assert T.MEN_QING in result.types
