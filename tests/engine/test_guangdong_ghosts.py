"""Guangdong ghosts (鬼牌): the indicator rule, and the substitution search checked against trying
every substitution (brute force) on seeded random hands, winning and not."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

from trainer.engine.errors import NotAWin, TrainerError
from trainer.engine.guangdong.hand_types import HandType
from trainer.engine.guangdong.rules import GuangdongRules
from trainer.engine.guangdong.samples import random_tiles, random_win
from trainer.engine.guangdong.scoring import (
    NO_GHOSTS,
    GdContext,
    ghost_fills,
    is_winning,
    score_hand,
    winning_tiles,
)
from trainer.engine.notation import format_hand, format_tiles, parse_hand, parse_tiles, tile_token
from trainer.engine.tiles import ALL_KINDS, DRAGONS, KIND_INDEX, TERMINALS_AND_HONORS, WINDS, Hand, Tile

T = HandType
GHOSTS_NO_FOUR = GuangdongRules(four_ghosts_win=False)
ORPHAN_INDEXES = frozenset(KIND_INDEX[t] for t in TERMINALS_AND_HONORS)


# ------------------------------------------------------------------------------- the indicator


@pytest.mark.parametrize(
    ("indicator", "ghost"),
    [
        ("1m", "2m"),
        ("5m", "6m"),
        ("8s", "9s"),
        ("9m", "1m"),
        ("9s", "1s"),
        ("9p", "1p"),
        ("E", "S"),
        ("S", "W"),
        ("W", "N"),
        ("N", "E"),
        ("C", "F"),
        ("F", "P"),
        ("P", "C"),
    ],
)
def test_ghost_is_the_next_tile_of_the_indicators_suit(indicator, ghost):
    (i,), (g,) = parse_tiles(indicator), parse_tiles(ghost)
    assert GuangdongRules().ghost_for(i) == g


def test_every_suited_indicator_names_the_next_rank_wrapping_nine_to_one():
    rules = GuangdongRules()
    for t in ALL_KINDS[:27]:
        g = rules.ghost_for(t)
        assert g >> 4 == t >> 4
        assert g.rank == t.rank % 9 + 1


@pytest.mark.parametrize(
    ("indicator", "ghost"),
    [("E", "S"), ("S", "W"), ("W", "N"), ("N", "C"), ("C", "F"), ("F", "P"), ("P", "E"), ("9m", "1m")],
)
def test_cycle_order_runs_all_seven_honors_in_one_ring(indicator, ghost):
    (i,), (g,) = parse_tiles(indicator), parse_tiles(ghost)
    assert GuangdongRules(honor_order="cycle").ghost_for(i) == g


def test_honor_rings_close():
    for order, rings in (("separate", (WINDS, DRAGONS)), ("cycle", (WINDS + DRAGONS,))):
        rules = GuangdongRules(honor_order=order)
        for ring in rings:
            t = ring[0]
            for _ in range(len(ring)):
                t = rules.ghost_for(t)
            assert t == ring[0]
            assert {rules.ghost_for(x) for x in ring} == set(ring)


def test_a_flower_is_no_indicator_and_unknown_orders_are_refused():
    with pytest.raises(TrainerError):
        GuangdongRules().ghost_for(Tile.PLUM)
    with pytest.raises(TrainerError):
        GuangdongRules(honor_order="spiral")


# ------------------------------------------------------------------------------- brute force


def _regular(c: list[int], i: int, sets: int, pair: bool) -> bool:
    """An independent check on 34 counts (index order of ALL_KINDS): ``sets`` sets and, if ``pair``,
    one pair, taking the lowest tile first.  Counts are restored before returning."""
    while i < 34 and not c[i]:
        i += 1
    if i == 34:
        return sets == 0 and not pair
    n = c[i]
    if pair and n >= 2:
        c[i] = n - 2
        ok = _regular(c, i, sets, False)
        c[i] = n
        if ok:
            return True
    if sets and n >= 3:
        c[i] = n - 3
        ok = _regular(c, i, sets - 1, pair)
        c[i] = n
        if ok:
            return True
    if sets and i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        ok = _regular(c, i, sets - 1, pair)
        c[i] += 1
        c[i + 1] += 1
        c[i + 2] += 1
        if ok:
            return True
    return False


def _counts_win(c: list[int], melds: int) -> bool:
    if _regular(c, 0, 4 - melds, True):
        return True
    if melds or sum(c) != 14:
        return False
    if all(n % 2 == 0 for n in c):  # seven pairs; four of a kind counts as two pairs
        return True
    return {i for i, n in enumerate(c) if n} == ORPHAN_INDEXES  # thirteen orphans


def _counts(tiles) -> list[int]:
    c = [0] * 34
    for t in tiles:
        c[KIND_INDEX[t]] += 1
    return c


def shape_wins(tiles, melds: int) -> bool:
    """Whether ghost-free standing tiles (14 - 3 x melds, fifth copies allowed) make a winning shape."""
    return _counts_win(_counts(tiles), melds)


def winning_fills(naturals, jokers: int, melds: int):
    """Every multiset of kinds for the ghosts (brute force) that makes the naturals win."""
    c = _counts(naturals)
    for fill in combinations_with_replacement(range(34), jokers):
        for i in fill:
            c[i] += 1
        if _counts_win(c, melds):
            yield tuple(ALL_KINDS[i] for i in fill)
        for i in fill:
            c[i] -= 1


def brute_base(hand: Hand, ghost: Tile) -> int | None:
    """The best base over every multiset of kinds the ghosts may stand for, or None (no win)."""
    standing = hand.standing_with_win()
    naturals = [t for t in standing if t != ghost]
    best = None
    for fill in winning_fills(naturals, len(standing) - len(naturals), len(hand.melds)):
        tiles = naturals + list(fill)
        sub = Hand(hand.melds, tuple(sorted(tiles[:-1])), tiles[-1])  # may hold a fifth copy
        base = score_hand(sub, GdContext(), rules=NO_GHOSTS).base
        best = base if best is None else max(best, base)
    return best


def engine_base(hand: Hand, ghost: Tile) -> int | None:
    try:
        return score_hand(hand, GdContext(), ghost=ghost, rules=GHOSTS_NO_FOUR).base
    except NotAWin:
        return None


def _jokers(standing, ghost) -> int:
    return sum(1 for t in standing if t == ghost)


def _with_ghosts(rng: random.Random, tiles: list[Tile], ghosts: int) -> tuple[Hand, Tile] | None:
    """No melds; ``ghosts`` of the tiles turned into a random ghost kind (exactly that many wild)."""
    ghost = rng.choice(ALL_KINDS)
    if ghost in tiles:
        return None
    tiles = list(tiles)
    for i in rng.sample(range(len(tiles)), ghosts):
        tiles[i] = ghost
    return Hand((), tuple(sorted(tiles[:-1])), tiles[-1]), ghost


def _wins(seed: int, count: int, ghosts: int) -> list[tuple[Hand, Tile]]:
    """random_win's hands with exactly ``ghosts`` wild tiles."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        hand, ghost = random_win(rng, ghosts=ghosts)
        if _jokers(hand.standing_with_win(), ghost) == ghosts:
            out.append((hand, ghost))
    return out


def _near_wins(seed: int, count: int, ghosts: int) -> list[tuple[Hand, Tile]]:
    """Winning hands with ghosts, then one natural standing tile swapped for a random one: often no win."""
    rng = random.Random(seed)
    out = []
    for hand, ghost in _wins(seed, 10 * count, ghosts):
        if len(out) == count:
            break
        standing = list(hand.standing_with_win())
        spots = [i for i, t in enumerate(standing) if t != ghost]
        if not spots:
            continue
        i = rng.choice(spots)
        standing[i] = rng.choice([t for t in ALL_KINDS if t != ghost])
        if [*hand.all_tiles()[: -len(standing)], *standing].count(standing[i]) > 4:
            continue
        out.append((Hand(hand.melds, tuple(sorted(standing[:-1])), standing[-1]), ghost))
    return out


def _random_hands(seed: int, count: int, ghosts: int) -> list[tuple[Hand, Tile]]:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        made = _with_ghosts(rng, random_tiles(rng, 14), ghosts)
        if made is not None:
            out.append(made)
    return out


@pytest.mark.parametrize(
    ("make", "seed", "count", "ghosts"),
    [
        (_wins, 11, 200, 1),
        (_wins, 12, 200, 2),
        (_wins, 13, 40, 3),
        (_wins, 14, 10, 4),
        (_near_wins, 21, 200, 1),
        (_near_wins, 22, 100, 2),
        (_near_wins, 23, 20, 3),
        (_random_hands, 31, 200, 1),
        (_random_hands, 32, 100, 2),
        (_random_hands, 33, 10, 3),
    ],
    ids=lambda v: getattr(v, "__name__", str(v)),
)
def test_substitution_search_matches_brute_force(make, seed, count, ghosts):
    hands = make(seed, count, ghosts)
    assert len(hands) == count
    wins = 0
    disagreements = []
    for hand, ghost in hands:
        assert _jokers(hand.standing_with_win(), ghost) == ghosts
        expected, got = brute_base(hand, ghost), engine_base(hand, ghost)
        wins += expected is not None
        if expected != got:
            disagreements.append((format_hand(hand), tile_token(ghost), expected, got))
    assert not disagreements, disagreements[:5]
    if make is _wins:
        assert wins == count  # random_win's hands win with their ghosts
    elif make is _near_wins:
        assert 0 < wins < count  # a mix of wins and near misses


def test_ghost_fills_offers_only_winning_substitutions():
    for hand, ghost in _wins(5, 40, 2) + _near_wins(6, 40, 1):
        standing = hand.standing_with_win()
        naturals = [t for t in standing if t != ghost]
        jokers = len(standing) - len(naturals)
        fills = ghost_fills(naturals, jokers, len(hand.melds))
        brute = set(winning_fills(naturals, jokers, len(hand.melds)))
        # the search may leave out fills that change no reading; the comparison of the best base above
        # checks that it never leaves out a better one
        assert fills <= brute, format_hand(hand)
        assert bool(fills) == bool(brute), format_hand(hand)


def brute_winning(standing, melds: int, ghost, four_ghosts: bool) -> bool:
    naturals = [t for t in standing if t != ghost] if ghost is not None else list(standing)
    jokers = len(standing) - len(naturals)
    if jokers == 4 and four_ghosts:
        return True
    return next(winning_fills(naturals, jokers, melds), None) is not None


def brute_waits(standing, melds: int, ghost, four_ghosts: bool = True) -> tuple[Tile, ...]:
    """The winning tiles of 13 - 3 x melds standing tiles: every ghost-free completion of the naturals
    with jokers + 1 tiles names its tiles (the drawn one and what the ghosts stood for are
    interchangeable); the ghost itself wins whenever anything does, being one more joker."""
    naturals = [t for t in standing if t != ghost] if ghost is not None else list(standing)
    jokers = len(standing) - len(naturals)
    waits: set[Tile] = set()
    for fill in winning_fills(naturals, jokers + 1, melds):
        waits.update(fill)
    if ghost is not None:
        waits.discard(ghost)
        if brute_winning([*standing, ghost], melds, ghost, four_ghosts):
            waits.add(ghost)
    return tuple(sorted(waits))


def _thirteen_tile_hands(seed: int, count: int, ghosts: int):
    """(melds, 13 - 3 x melds standing tiles, ghost): winning hands less a tile, and random tiles."""
    rng = random.Random(seed)
    wins = iter(_wins(seed, 2 * count, ghosts) if ghosts else [])
    out = []
    while len(out) < count:
        if rng.random() < 0.6:
            hand, ghost = next(wins) if ghosts else (random_win(rng)[0], None)
            standing = list(hand.standing_with_win())
            standing.pop(rng.randrange(len(standing)))
            out.append((len(hand.melds), standing, ghost))
        elif ghosts:
            made = _with_ghosts(rng, random_tiles(rng, 14), ghosts)
            if made is not None:
                out.append((0, list(made[0].standing), made[1]))
        else:
            out.append((0, random_tiles(rng, 13), None))
    return out


@pytest.mark.parametrize(("seed", "count", "ghosts"), [(41, 100, 0), (42, 80, 1), (43, 20, 2)])
def test_winning_tiles_match_brute_force(seed, count, ghosts):
    ready = 0
    for melds, standing, ghost in _thirteen_tile_hands(seed, count, ghosts):
        expected = brute_waits(standing, melds, ghost)
        assert winning_tiles(standing, melds, ghost) == expected, (melds, format_tiles(standing), ghost)
        ready += bool(expected)
    assert count // 3 < ready < count


def test_brute_waits_agrees_with_trying_each_tile():
    # the shortcut in brute_waits against the plain definition, on a few hands
    for melds, standing, ghost in _thirteen_tile_hands(44, 12, 1):
        plain = tuple(t for t in ALL_KINDS if brute_winning([*standing, t], melds, ghost, True))
        assert brute_waits(standing, melds, ghost) == plain


def test_is_winning_matches_brute_force_on_fourteen_tiles():
    hands = _near_wins(51, 60, 1) + _wins(52, 30, 2) + _random_hands(53, 40, 1) + _near_wins(55, 20, 2)
    for hand, ghost in hands:
        standing = list(hand.standing_with_win())
        for four_ghosts in (True, False):
            assert is_winning(standing, len(hand.melds), ghost, four_ghosts=four_ghosts) == brute_winning(
                standing, len(hand.melds), ghost, four_ghosts
            ), format_hand(hand)


def test_four_ghosts_win_at_once_unless_the_rules_say_no():
    standing = parse_tiles("159m159p159sECCCC")  # ten scattered tiles and four ghosts (C)
    assert is_winning(standing, 0, Tile.RED)
    assert not is_winning(standing, 0, Tile.RED, four_ghosts=False)
    assert not is_winning(parse_tiles("159m159p159sESCCC"), 0, Tile.RED)
    assert Tile.RED in winning_tiles(parse_tiles("159m159p159sECCC"), 0, Tile.RED)
    assert winning_tiles(parse_tiles("159m159p159sECCC"), 0, Tile.RED, four_ghosts=False) == ()


# ------------------------------------------------------------------------------- worked examples


def _score(
    text: str, ghost: str | None, rules: GuangdongRules = GHOSTS_NO_FOUR, ctx: GdContext | None = None
):
    return score_hand(parse_hand(text), ctx, ghost=parse_tiles(ghost)[0] if ghost else None, rules=rules)


@pytest.mark.parametrize(
    ("text", "ghost", "counted", "base", "stood_for"),
    [
        # the ghost 6s fills the chow 123s (ping hu) rather than anything else
        ("123m456p789p2s6sEE3s", "6s", "ping_hu", 2, "1s"),
        # a ghost completing a flush: 1112345678999m + ghost as any m tile -> nine gates
        ("111234567899m9mC", "C", "jiu_lian_bao_deng", 16, None),
        # two ghosts make a pung of dragons: big three dragons
        ("[CCC][FFF]P11m23m4mSS", "S", "da_san_yuan", 88, "PP"),
        # ghosts as the missing pairs of seven pairs, one of them a fourth copy: luxury
        ("1122m3344p5566sWW", "W", "hao_hua_qi_dui", 16, None),
        # a ghost standing for itself is fine
        ("123m456p789s11m23pN", "N", "ping_hu", 2, None),
    ],
)
def test_ghosts_take_the_best_substitution(text, ghost, counted, base, stood_for):
    result = _score(text, ghost)
    assert result.base == base
    assert result.counted == (HandType(counted),)
    if stood_for is not None:
        assert format_tiles(result.substitution) == stood_for


def test_a_ghost_may_stand_for_a_fifth_copy():
    # EEEE standing + a ghost: only a fifth East makes EEE + EE
    hand = parse_hand("EEEE123m456p789sC")
    assert is_winning(hand.standing_with_win(), 0, Tile.RED)
    result = score_hand(hand, ghost=Tile.RED, rules=GHOSTS_NO_FOUR)
    assert result.substitution == (Tile.EAST,)
    # 1111m + ghost as a fifth 1m: 111m + 11m
    result = score_hand(parse_hand("1111m234p567s789sC"), ghost=Tile.RED, rules=GHOSTS_NO_FOUR)
    assert result.substitution == (Tile.M1,)


def test_ghost_tiles_are_natural_without_ghost_rules():
    # 6s is the ghost but the table plays without ghosts: the hand is read as it stands
    with pytest.raises(NotAWin):
        _score("123m456p789p2s6sEE3s", "6s", rules=NO_GHOSTS)
    assert _score("123m456p789p2s3sEE1s", "6s", rules=NO_GHOSTS).multipliers == ()
