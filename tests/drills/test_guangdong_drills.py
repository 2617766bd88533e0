"""The Guangdong waits and discard drills: seeded valid positions, ghost-aware answer keys, grading."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations_with_replacement

import pytest

from trainer.drills import gd_discard, gd_waits
from trainer.drills import session as s
from trainer.drills.gd_hands import RULES, analyse_gd_discards, gd_shanten, held_counts, indicator_for
from trainer.drills.waits import WaitsAnswer
from trainer.engine.errors import InvalidHand
from trainer.engine.guangdong.samples import random_tiles
from trainer.engine.guangdong.scoring import is_winning, winning_tiles
from trainer.engine.notation import format_tiles, parse_hand, parse_tiles
from trainer.engine.shanten import count_shanten
from trainer.engine.tiles import ALL_KINDS, Hand, MeldKind, Tile

SEEDS = range(12)
LEVELS = (1, 2, 3)


def waits_questions(level):
    return [gd_waits.generate(random.Random(f"gd-waits/{seed}"), level, ident=f"w{seed}") for seed in SEEDS]


def discard_questions(level):
    return [
        gd_discard.generate(random.Random(f"gd-discard/{seed}"), level, ident=f"d{seed}") for seed in SEEDS
    ]


def check_position(q, standing_size):
    hand = q.hand
    assert all(m.kind is not MeldKind.CHOW for m in hand.melds), q.id  # Guangdong: no chow melds
    assert len(hand.standing) == standing_size - 3 * len(hand.melds), q.id
    assert hand.win_tile is None
    assert RULES.ghost_for(q.indicator) == q.ghost
    assert max(held_counts(hand, q.indicator)) <= 4  # no fifth copy in sight, the indicator included
    assert not any(t == q.ghost for m in hand.melds for t in m.tiles)


# ---------------------------------------------------------------------------------------------
# Waits


@pytest.mark.parametrize("level", LEVELS)
def test_waits_positions_are_seeded_and_valid(level):
    first = waits_questions(level)
    assert first == waits_questions(level)  # the same seed, the same questions
    for q in first:
        check_position(q, 13)
        assert q.ghosts_held == {1: 0, 2: 1, 3: 2}[level], q.id
        assert len(q.hand.melds) <= {1: 1, 2: 3, 3: 3}[level]
        line = q.to_json()
        assert line["rules"] == "guangdong"
        assert parse_tiles(line["ghost"]) == [q.ghost]


@pytest.mark.parametrize("level", LEVELS)
def test_waits_answer_is_every_tile_that_wins_by_brute_force(level):
    for q in waits_questions(level):
        seen = held_counts(q.hand, q.indicator)
        brute = {
            t
            for t in ALL_KINDS
            if seen[t] < 4 and is_winning((*q.hand.standing, t), len(q.hand.melds), q.ghost)
        }
        assert q.wait_tiles == brute, q.id
        assert q.ghost in q.wait_tiles, q.id  # ready: a drawn ghost wins


@pytest.mark.parametrize("level", [2, 3])
def test_the_substitution_shown_makes_a_ghost_free_win(level):
    for q in waits_questions(level):
        for w in q.waits:
            tiles = [*q.hand.standing, w.tile]
            naturals = [t for t in tiles if t != q.ghost]
            assert len(w.substitution) == len(tiles) - len(naturals), (q.id, w)
            assert is_winning([*naturals, *w.substitution], len(q.hand.melds), None), (q.id, w)
            assert w.ghost_drawn == (w.tile == q.ghost)
            assert w.total >= w.base >= 1


def test_a_drawn_ghost_wins_a_ready_hand_without_ghosts():
    hand = parse_hand("[111m][555p]99s234sEE")  # waits on 9s and E; the ghost (C) wins too
    waits = gd_waits.score_waits(hand, Tile.RED, Tile.WHITE)
    assert {w.tile for w in waits} == {Tile.S9, Tile.EAST, Tile.RED}
    drawn = next(w for w in waits if w.tile == Tile.RED)
    assert drawn.ghost_drawn
    assert drawn.substitution[0] in (Tile.S9, Tile.EAST)
    natural = next(w for w in waits if w.tile == Tile.EAST)
    assert natural.total == 2 * natural.base  # no ghost in the hand: doubled


def waits_question():
    return next(q for q in waits_questions(2) if len(q.wait_tiles) >= 3)


def test_waits_grading_right_wrong_and_partial():
    q = waits_question()
    waits = sorted(q.wait_tiles)
    right = gd_waits.grade(q, WaitsAnswer.of(waits))
    assert right.correct
    assert right.credit == 1.0
    assert not right.missed
    assert not right.extra
    assert right.item_results[f"drill:gd_waits:{q.level}"] is True
    assert right.item_results["gd:ghost_wait"] is True
    partial = gd_waits.grade(q, waits[:-1])
    assert not partial.correct
    assert partial.missed == (waits[-1],)
    assert partial.credit == pytest.approx((len(waits) - 1) / len(waits), abs=1e-4)
    wrong_tile = next(t for t in ALL_KINDS if t not in q.wait_tiles)
    extra = gd_waits.grade(q, format_tiles([*waits, wrong_tile]))  # typed, as from the answer line
    assert not extra.correct
    assert extra.extra == (wrong_tile,)
    nothing = gd_waits.grade(q, "-")
    assert not nothing.correct
    assert nothing.credit == 0
    assert set(nothing.missed) == q.wait_tiles
    assert "ghost stands for" in right.summary() or all(not w.substitution for w in q.waits)
    assert gd_waits.grade(q, {"waits": format_tiles(waits), "legal": "1m"}).correct  # legal part ignored


# ---------------------------------------------------------------------------------------------
# Ghost-aware shanten


def brute_shanten(tiles, melds, ghost):
    """The least engine shanten (regular, seven pairs, thirteen orphans) over every substitution."""
    naturals = [t for t in tiles if t != ghost]
    best = 99
    for fill in combinations_with_replacement(ALL_KINDS, len(tiles) - len(naturals)):
        try:
            result = count_shanten(naturals + list(fill), melds)
        except InvalidHand:  # a fifth copy
            continue
        forms = ("regular", "seven_pairs", "thirteen_orphans")
        best = min(best, *(result.forms[f].shanten for f in forms if result.forms[f] is not None))
    return best


def test_ghost_aware_shanten_equals_trying_every_substitution():
    rng = random.Random(7)
    checked = Counter()
    while sum(checked.values()) < 60:
        melds = rng.choice((0, 0, 1, 2, 3))
        tiles = random_tiles(rng, 13 - 3 * melds)
        ghost = rng.choice(tiles)
        g = tiles.count(ghost)  # one or two ghosts; none is the next test
        if g > 2 or checked[g] >= 30:
            continue
        checked[g] += 1
        assert gd_shanten(tiles, melds, ghost).shanten == brute_shanten(tiles, melds, ghost), (tiles, ghost)


def test_without_ghosts_it_is_the_engine_shanten_without_the_knitted_forms():
    rng = random.Random(8)
    for _ in range(60):
        melds = rng.choice((0, 1, 2))
        tiles = random_tiles(rng, 13 - 3 * melds)
        ghost = next(t for t in ALL_KINDS if t not in tiles)
        mine = gd_shanten(tiles, melds, ghost)
        engine = count_shanten(tiles, melds)
        for form, value in mine.forms.items():
            assert value == (engine.forms[form].shanten if engine.forms[form] is not None else None)
            if value == mine.shanten:
                assert engine.forms[form].useful <= mine.useful
        assert ghost in mine.useful  # a drawn ghost always helps


def test_a_ready_hand_with_a_ghost():
    tiles = parse_tiles("123m456p789s1sEEF")
    result = gd_shanten(tiles, 0, Tile.GREEN)
    assert result.shanten == 0
    assert result.ghosts == 1
    assert set(result.useful) == set(parse_tiles("123sEF"))  # ready: the useful tiles are the waits
    assert set(winning_tiles(tiles, 0, Tile.GREEN)) == set(result.useful)


# ---------------------------------------------------------------------------------------------
# Discard


@pytest.mark.parametrize("level", LEVELS)
def test_discard_positions_are_seeded_and_valid(level):
    first = discard_questions(level)
    assert first == discard_questions(level)
    for q in first:
        check_position(q, 14)
        assert not is_winning(q.hand.standing, len(q.hand.melds), q.ghost), q.id
        assert q.options[0].shanten in {1: (0,), 2: (1,), 3: (1, 2)}[level]
        assert q.ghosts_held <= (2 if level == 3 else 1)
        if level == 3:
            assert q.ghosts_held >= 1


@pytest.mark.parametrize("level", LEVELS)
def test_a_ghost_is_never_the_recommended_discard(level):
    for q in discard_questions(level):
        assert q.ghost not in q.best, q.id
        best = q.options[0]
        assert all(o.shanten >= best.shanten for o in q.options if not o.is_ghost)
        assert all(o.rank > 1 for o in q.options if o.is_ghost)
        for o in q.options:  # the numbers are those of the 13 tiles left
            rest = list(q.hand.standing)
            rest.remove(o.tile)
            assert o.shanten == gd_shanten(rest, len(q.hand.melds), q.ghost).shanten


def test_even_a_tied_ghost_ranks_last():
    hand = Hand((), tuple(parse_tiles("123m456p789s1sEEFF")))  # F is the ghost: 1s, E or a ghost could go
    options = analyse_gd_discards(hand, Tile.GREEN, indicator_for(Tile.GREEN))
    assert Tile.GREEN not in [o.tile for o in options if o.rank == 1]
    assert options[-1].tile == Tile.GREEN


def test_discard_grading_ties_wrong_and_ghost():
    q = next(q for q in discard_questions(3) if len(q.options) > len(q.best) + 1)
    for tile in q.best:  # every tie is right
        fb = gd_discard.grade(q, tile)
        assert fb.correct
        assert fb.efficiency == 100
        assert fb.credit == 1.0
    worst = q.options[-2] if q.options[-1].is_ghost else q.options[-1]
    fb = gd_discard.grade(q, worst.tile)
    assert not fb.correct
    assert fb.efficiency < 100
    assert fb.best == q.best
    ghost = gd_discard.grade(q, q.ghost)
    assert not ghost.correct
    assert ghost.discarded_ghost
    assert ghost.efficiency == 0
    assert ghost.item_results["gd:keep_ghost"] is False
    assert "wild" in ghost.summary()
    with pytest.raises(InvalidHand):
        gd_discard.grade(q, next(t for t in ALL_KINDS if t not in q.hand.standing))


def test_claimable_counts_the_pairs_a_pung_claim_completes():
    hand = Hand((), tuple(parse_tiles("11m55p789s2345sEEW")))  # pairs 1m, 5p, E can be punged
    options = analyse_gd_discards(hand, Tile.RED, indicator_for(Tile.RED))
    west = next(o for o in options if o.tile == Tile.WEST)
    pairs = {t for t in west.useful if t in (Tile.M1, Tile.P5, Tile.EAST)}
    assert west.claimable == 2 * len(pairs)


# ---------------------------------------------------------------------------------------------
# Sessions and the store's keys


def test_session_kinds_ids_and_keys_stay_apart_from_mcr():
    waits = s.make_question("gd_waits", 2048, 3, level=2)
    discard = s.make_question("gd_discard", 2048, 3)
    assert waits.id == "gd_waits-L2-2048-3"
    assert discard.id == "gd_discard-2048-3"
    assert s.kind_of(waits) == "gd_waits"
    assert s.kind_of(discard) == "gd_discard"
    assert s.make_question("gd_waits", 2048, 3, level=2) == waits
    assert waits.item_keys()[0] == "drill:gd_waits:2"
    assert discard.item_keys()[0].startswith("drill:gd_discard:")
    assert s.grade_answer(waits, waits.to_json()["answer"]["waits"]).correct
    assert s.grade_answer(discard, format_tiles([discard.best[0]])).correct
    assert s.GUANGDONG_KINDS == {"waits": "gd_waits", "discard": "gd_discard"}


def test_hand_counts_in_a_position():
    q = waits_questions(3)[0]
    assert isinstance(q.hand, Hand)
    assert sum(held_counts(q.hand)) == 13 + sum(1 for m in q.hand.melds if m.is_kong)
