"""Fan-aware efficiency, checked by brute force: draws, discards and waits scored one by one."""

import functools
import random

import pytest

from trainer.engine.efficiency import (
    FAR,
    LEGAL_PLANS,
    PLANS,
    analyse_discards_fan_aware,
    analyse_hand,
    plan_status,
    plans_in_reach,
)
from trainer.engine.errors import InvalidHand, NotAWin
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.scoring import score_hand
from trainer.engine.notation import format_hand, format_tiles, parse_hand
from trainer.engine.shanten import count_shanten
from trainer.engine.tiles import ALL_KINDS, Hand, Tile


def held(hand: Hand) -> list[int]:
    counts = [0] * 0x48
    for t in hand.all_tiles():
        counts[t] += 1
    return counts


def brute_legal_waits(hand: Hand) -> set[Tile]:
    """Every tile that completes the hand with 8 points or more, found by scoring each one."""
    counts = held(hand)
    legal = set()
    for w in ALL_KINDS:
        if counts[w] >= 4:
            continue
        try:
            result = score_hand(Hand(hand.melds, hand.standing, w), WinContext())
        except NotAWin:
            continue
        if result.is_legal:
            legal.add(w)
    return legal


def brute_legal_draws(hand: Hand) -> set[Tile]:
    """Draws after which some discard leaves a hand with a legal wait."""
    counts = held(hand)
    draws = set()
    for t in ALL_KINDS:
        if counts[t] >= 4:
            continue
        standing = [*hand.standing, t]
        for e in set(standing):
            if e == t:
                continue
            rest = list(standing)
            rest.remove(e)
            if brute_legal_waits(Hand(hand.melds, tuple(rest))):
                draws.add(t)
                break
    return draws


def near_ready_hands(seed: int, n: int) -> list[Hand]:
    """13-tile hands one step from ready or ready, some with melds, from random complete hands."""
    rng = random.Random(seed)
    hands = []
    while len(hands) < n:
        wall = [t for t in ALL_KINDS for _ in range(4)]
        rng.shuffle(wall)
        suits = rng.sample([0x10, 0x20, 0x30, 0x40], rng.randint(1, 4))
        sets = []
        while len(sets) < 4:
            base = rng.choice(suits)
            if base == 0x40:
                t = 0x41 + rng.randint(0, 6)
                group = [t] * 3
            else:
                t = base + rng.randint(1, 7 if rng.random() < 0.6 else 9)
                group = [t, t + 1, t + 2] if rng.random() < 0.6 and (t & 0xF) <= 7 else [t] * 3
            if all(wall.count(x) >= group.count(x) for x in group):
                for x in group:
                    wall.remove(x)
                sets.append(group)
        pair_base = rng.choice(suits)
        pair = (0x41 + rng.randint(0, 6)) if pair_base == 0x40 else pair_base + rng.randint(1, 9)
        if wall.count(pair) < 2:
            continue
        tiles = [t for g in sets for t in g] + [pair, pair]
        # take away one or two tiles and put in random ones from the wall
        for _ in range(rng.randint(1, 2)):
            tiles.remove(rng.choice(tiles))
            tiles.append(wall.pop())
        tiles.remove(rng.choice(tiles))
        hand = parse_hand(format_tiles(tiles))
        if count_shanten(hand).shanten <= 1:
            hands.append(hand)
    return hands


@functools.cache
def sample() -> list[Hand]:
    return near_ready_hands(31, 24)


@pytest.mark.slow
def test_exact_legal_numbers_agree_with_brute_force():
    exact_seen = {0: 0, 1: 0}
    for hand in sample():
        analysis = analyse_hand(hand)
        waits = brute_legal_waits(hand)
        if waits:
            assert (analysis.legal_distance, set(analysis.legal_useful)) == (0, waits), format_hand(hand)
            exact_seen[0] += 1
            continue
        draws = brute_legal_draws(hand)
        if draws:
            assert (analysis.legal_distance, set(analysis.legal_useful)) == (1, draws), format_hand(hand)
            assert analysis.exact
            exact_seen[1] += 1
        else:
            assert analysis.legal_distance >= 2 and not analysis.exact, format_hand(hand)
    assert exact_seen[0] >= 3 and exact_seen[1] >= 3, exact_seen


def test_ready_hand_without_a_legal_wait_is_one_step_away():
    hand = parse_hand("234m567m34p55p789p")  # ready on 2p/5p, but worth less than 8
    analysis = analyse_hand(hand)
    assert analysis.shanten == 0
    assert not brute_legal_waits(hand)
    assert analysis.legal_distance == 1
    assert analysis.exact
    assert not analysis.legal_waits
    assert set(analysis.legal_useful) == brute_legal_draws(hand)


def test_plan_distances_and_useful_tiles_agree_with_draw_and_discard():
    """A plan's useful draws are exactly those after which some discard lowers its distance."""
    rng = random.Random(4)
    checked = 0
    for hand in near_ready_hands(77, 12):
        counts = [0] * 0x48
        for t in hand.standing:
            counts[t] += 1
        for plan in rng.sample(PLANS, 40):
            status = plan_status(plan, counts, hand.melds)
            if status is None:
                continue
            better = set()
            for t in ALL_KINDS:
                if counts[t] >= 4:
                    continue  # no fifth copy to draw
                counts[t] += 1
                if status.distance == 0:
                    # ready for the plan: the useful tiles are the ones that complete it
                    if plan_status(plan, counts, hand.melds).distance < 0:
                        better.add(t)
                    counts[t] -= 1
                    continue
                for e in ALL_KINDS:
                    if counts[e] and e != t:
                        counts[e] -= 1
                        after = plan_status(plan, counts, hand.melds)
                        counts[e] += 1
                        if after.distance < status.distance:
                            better.add(t)
                            break
                counts[t] -= 1
            assert better == set(status.useful), (plan.key, format_hand(hand))
            checked += 1
    assert checked > 300


def test_a_plan_at_distance_zero_wins_with_its_fans():
    for hand in near_ready_hands(5, 40):
        counts = [0] * 0x48
        for t in hand.standing:
            counts[t] += 1
        for status in plans_in_reach(counts, hand.melds, within=0):
            if status.distance != 0 or not status.plan.legal:
                continue
            results = []
            for w in status.useful:
                try:
                    results.append(score_hand(Hand(hand.melds, hand.standing, w)))
                except NotAWin:
                    continue
            assert any(
                set(status.plan.fans) <= {f.fan for f in r.fans} or r.base >= status.plan.points
                for r in results
            )


def test_every_plan_is_legal_or_marked():
    assert len(PLANS) > 150
    assert all(p.points >= 8 for p in LEGAL_PLANS)
    assert {p.key for p in PLANS} == {p.key for p in PLANS}
    assert len({p.key for p in PLANS}) == len(PLANS)


def test_discard_analysis_shows_plain_and_fan_aware_orders():
    analysis = analyse_discards_fan_aware(parse_hand("699m2346s3456pFFF"))
    best = analysis.choices[0]
    assert best.tile == Tile.S6
    assert best.legal_rank == 1
    assert best.plain_rank > 1
    plain_best = analysis.by_plain()[0]
    assert plain_best.plain_rank == 1
    assert plain_best.analysis.legal_count < best.analysis.legal_count
    assert analysis.reason.startswith("Discard 6s:")
    assert "Discarding" in analysis.reason


def test_reasons_name_the_plan_that_is_broken():
    reason = analyse_discards_fan_aware(parse_hand("78m23455569999s2p")).reason
    assert "Full Flush (s)" in reason
    assert "breaks" in reason


def test_bad_sizes_are_refused():
    with pytest.raises(InvalidHand):
        analyse_hand(parse_hand("123m456p789s11358s"))
    with pytest.raises(InvalidHand):
        analyse_discards_fan_aware(parse_hand("123m456p789s1135s"))


def test_seen_tiles_lower_the_counts():
    hand = parse_hand("123m456p789s1135s")
    alone = analyse_hand(hand)
    seen = [*hand.all_tiles(), Tile.S4, Tile.S4]
    assert analyse_hand(hand, seen=seen).legal_count == alone.legal_count - 2


def test_far_hands_still_get_a_plan():
    analysis = analyse_hand(parse_hand("13579m2468p159sE"))
    assert 2 <= analysis.legal_distance < FAR
    assert analysis.best_plan is not None
