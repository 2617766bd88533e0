"""The four-player game under Guangdong rules (推倒和, ``shared/seeds/003``): the deal (136 tiles,
the ghost indicator, the horses), claims (pung and kong only, no win on a discard, no pung of a
ghost, 漏碰), self-drawn and robbing wins, kong payments as they happen, the liabilities (包三家),
the situational types, 出鬼, the 8-hand match and a seeded fuzz of whole hands."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from trainer.engine.bots.random_legal import choose_action
from trainer.engine.errors import IllegalAction, TrainerError
from trainer.engine.game import (
    GUANGDONG_MATCH_HANDS,
    Action,
    ActionKind,
    DrawSource,
    HandResult,
    HandWon,
    KongDeclared,
    MeldClaimed,
    Phase,
    TileDiscarded,
    TileDrawn,
    WallExhausted,
    apply,
    legal_actions,
    new_hand,
    new_match,
    next_hand,
    play_hand,
    replay,
    seat_view,
    start_hand,
    tile_counts,
)
from trainer.engine.guangdong.bot import LEVELS, GuangdongBot
from trainer.engine.guangdong.hand_types import HandType, Multiplier
from trainer.engine.guangdong.rules import GuangdongRules
from trainer.engine.guangdong.settlement import settle, settle_robbed
from trainer.engine.notation import format_tiles, parse_tiles
from trainer.engine.tiles import ALL_KINDS, FLOWERS, KIND_INDEX, Meld, MeldKind, Seat, Tile
from trainer.engine.wall import DEALT, TILE_KINDS, Wall, build_wall, deal

A = ActionKind
T = HandType
RULES = GuangdongRules()
DEAL = DrawSource.DEAL
PLAYING = frozenset(ALL_KINDS)


# ---------------------------------------------------------------------------------------- helpers


def tiles(text: str) -> list[Tile]:
    return list(parse_tiles(text)) if text else []


def ids_of(kinds) -> tuple[int, ...]:
    """Physical ids for tile kinds (distinct copies), for building a wall by hand."""
    used: Counter = Counter()
    out = []
    for t in kinds:
        assert used[t] < 4, f"a fifth {t!r} in the wall"
        out.append(KIND_INDEX[t] * 4 + used[t])
        used[t] += 1
    return tuple(out)


def indicator_for(ghost: Tile, rules: GuangdongRules = RULES) -> Tile:
    return next(t for t in ALL_KINDS if rules.ghost_for(t) == ghost)


def gd_state(hands, *, wall="", turn=0, dealer=0, melds=None, last_draw=None, source=DrawSource.WALL,
             ghost=None, rules=RULES, horses=None):  # fmt: skip
    """A Guangdong hand in progress built by hand: ``turn`` is to move (DISCARD phase).  A hand given
    as None is filled with distinct tiles (no pairs, so it can claim nothing).  No horses unless
    given; ``ghost`` None plays without a ghost in this position."""
    melds = [tuple(m) for m in (melds or [(), (), (), ()])]
    given = {seat: tiles(h) for seat, h in enumerate(hands) if h is not None}
    used = Counter(t for h in given.values() for t in h)
    used.update(t for ms in melds for m in ms for t in m.tiles)
    used.update(tiles(wall))
    if ghost is not None:
        used[indicator_for(ghost, rules)] += 1
    for hs in horses or ():
        used.update(hs)
    standing = []
    for seat in range(4):
        size = (14 if seat == turn else 13) - 3 * len(melds[seat])
        if seat in given:
            hand = given[seat]
        else:  # one of each kind, from the honors and nines down, as far as copies remain
            hand = []
            for t in reversed(ALL_KINDS):
                if len(hand) < size and used[t] < 4:
                    hand.append(t)
                    used[t] += 1
        assert len(hand) == size, (seat, hand)
        standing.append(tuple(sorted(hand)))
    assert all(n <= 4 for n in used.values()), used
    order = ids_of(tiles(wall))
    base = new_hand(0, dealer=dealer, rules=rules)
    return replace(
        base,
        hands=tuple(standing),
        melds=tuple(melds),
        discards=((),) * 4,
        wall=Wall(order, front=0, back=len(order)),
        turn=turn,
        phase=Phase.DISCARD,
        last_draw=last_draw,
        draw_source=source if last_draw is not None else None,
        ghost=ghost,
        indicator=indicator_for(ghost, rules) if ghost is not None else None,
        horses=tuple(tuple(h) for h in horses) if horses is not None else ((),) * 4,
    )


def act(state, kind, seat, tile):
    return apply(state, Action(kind, seat, tile))


def pung(tile, source=Seat.ACROSS) -> Meld:
    return Meld(MeldKind.PUNG, tile, claimed_from=source)


def kinds(actions) -> list[ActionKind]:
    return [a.kind for a in actions]


def check_tiles(state) -> None:
    """Every playing tile exactly four times, no flower anywhere."""
    counts = tile_counts(state)
    assert all(counts[t] == 4 for t in ALL_KINDS), {Tile(t): counts[t] for t in ALL_KINDS if counts[t] != 4}
    assert all(counts[f] == 0 for f in FLOWERS)
    assert sum(counts) == 136


def same_tiles(before, after) -> None:
    """A position built by hand holds fewer than 136 tiles: nothing may appear or vanish."""
    assert tile_counts(after) == tile_counts(before), {
        Tile(t): (tile_counts(before)[t], tile_counts(after)[t])
        for t in ALL_KINDS
        if tile_counts(before)[t] != tile_counts(after)[t]
    }


def won_events(events) -> list[HandWon]:
    return [e for e in events if isinstance(e, HandWon)]


# ---------------------------------------------------------------------------------------- the deal


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("dealer", [0, 2])
def test_the_deal_has_136_tiles_an_indicator_a_ghost_and_horses(seed, dealer):
    state = new_hand(seed, dealer=dealer, rules=RULES)
    check_tiles(state)  # indicator and horses included
    assert [len(h) for h in state.hands] == [14 if s == dealer else 13 for s in range(4)]
    assert state.turn == dealer
    assert state.phase is Phase.DISCARD
    assert state.draw_source is DrawSource.DEAL
    assert state.last_draw in state.hands[dealer]
    assert state.flowers == ((),) * 4
    assert not any(TILE_KINDS[i] in FLOWERS for i in state.wall.live)
    assert state.indicator is not None
    assert state.ghost == RULES.ghost_for(state.indicator)
    assert [len(h) for h in state.horses] == [RULES.horses] * 4
    assert state.wall.remaining == 136 - 53 - 1 - 4 * RULES.horses
    assert state.rules == RULES
    assert state.guangdong
    # the indicator is the first tile of the wall after the deal, the horses come from its back
    full = build_wall(random.Random(seed))
    order = tuple(i for i in full.order if TILE_KINDS[i] in PLAYING)
    dealt, _ = deal(replace(full, order=order, back=len(order)), dealer)
    assert [tuple(sorted(TILE_KINDS[i] for i in ids)) for ids in dealt] == list(state.hands)
    assert state.indicator == TILE_KINDS[order[DEALT]]
    horse_ids = order[::-1][: 4 * RULES.horses]
    assert [t for h in state.horses for t in h] == [TILE_KINDS[i] for i in horse_ids]


def test_the_deal_depends_only_on_the_seed():
    assert new_hand(17, rules=RULES) == new_hand(17, rules=RULES)
    assert new_hand(17, rules=RULES).hands != new_hand(18, rules=RULES).hands


def test_the_deal_without_ghosts_or_horses():
    state = new_hand(5, rules=GuangdongRules(ghosts=False))
    assert state.indicator is None
    assert state.ghost is None
    assert state.wall.remaining == 136 - 53 - 8
    check_tiles(state)
    state = new_hand(5, rules=GuangdongRules(horses=0))
    assert state.horses == ((),) * 4
    assert state.indicator is not None
    assert state.wall.remaining == 136 - 53 - 1
    check_tiles(state)
    state = new_hand(5, rules=GuangdongRules(horses=4))
    assert [len(h) for h in state.horses] == [4] * 4
    check_tiles(state)
    view = seat_view(new_hand(5, rules=RULES), 1)
    assert view.ghost == new_hand(5, rules=RULES).ghost
    assert view.rules == RULES


# ---------------------------------------------------------------------------------------- claims

# Seat 0 discards 5m.  Seat 1 (下家) holds 46m (a chow in MCR), seat 2 holds 555m, seat 3 is ready
# on 5m (456m 123p 456s 789s NN with it).
CLAIM_HANDS = ["5m1379p1379sESWNC", "46m2468p2468sFFC", "2555m159p159sEEP", "46m123p456s789sNN"]


def test_a_discard_offers_only_pung_kong_or_pass_never_a_chow_nor_a_win():
    state = gd_state(CLAIM_HANDS, wall="1s2s3s", last_draw=Tile.M5)
    state, events = act(state, A.DISCARD, 0, Tile.M5)
    assert events == [TileDiscarded(0, Tile.M5)]
    assert state.phase is Phase.CLAIM
    assert state.pending == (2,)
    assert legal_actions(state, 2) == [Action(k, 2, Tile.M5) for k in (A.KONG, A.PUNG, A.PASS)]
    assert legal_actions(state, 1) == []
    assert legal_actions(state, 3) == []
    with pytest.raises(IllegalAction, match="no win on a discard"):
        act(state, A.WIN, 2, Tile.M5)  # a seat that may answer
    with pytest.raises(IllegalAction, match="no win on a discard"):
        act(state, A.WIN, 3, Tile.M5)  # the seat the tile completes
    with pytest.raises(IllegalAction):
        apply(state, Action(A.CHOW, 1, Tile.M5, Tile.M4))
    punged, events = act(state, A.PUNG, 2, Tile.M5)
    assert events == [MeldClaimed(2, Meld(MeldKind.PUNG, Tile.M5, claimed_from=Seat.ACROSS), 0)]
    assert punged.turn == 2
    assert punged.last_draw is None
    assert set(kinds(legal_actions(punged, 2))) == {A.DISCARD}  # no kong, no win after a claim


def test_the_next_seat_is_never_offered_a_chow():
    # seat 1 could chow 3m, 4m, 5m ... with MCR rules; here every discard it cannot pung goes by
    hands = ["3m5m7m1379p1379sEWN", "12m46m689m2468pFF", None, None]
    state = gd_state(hands, wall="1s2s3s", last_draw=Tile.M3)
    for t in (Tile.M3, Tile.M5, Tile.M7):
        after, _ = act(state, A.DISCARD, 0, t)
        assert after.phase is Phase.DISCARD and after.turn == 1, t  # nobody asked; seat 1 drew
        assert not any(a.kind is A.CHOW for s in range(4) for a in legal_actions(after, s))


def test_nobody_may_pung_a_ghost_and_discarding_it_counts_for_the_discarder():
    hands = ["5s123m456p789s1pEEN", None, "55s2m5m8m1p4p7p2s8sSWC", None]
    state = gd_state(hands, wall="1s2s3s", ghost=Tile.S5, last_draw=Tile.NORTH)
    state, events = act(state, A.DISCARD, 0, Tile.S5)
    assert state.ghosts_discarded == (1, 0, 0, 0)
    assert state.phase is Phase.DISCARD
    assert state.turn == 1
    assert events[-1] == TileDrawn(1, Tile.S1, False)
    # the same tile is an ordinary tile for a table without a ghost: seat 2 may pung it
    plain, _ = act(gd_state(hands, wall="1s2s3s", last_draw=Tile.NORTH), A.DISCARD, 0, Tile.S5)
    assert plain.pending == (2,)
    assert plain.ghosts_discarded == (0, 0, 0, 0)


# 漏碰: seat 3 discards 5m, seat 2 (55m 77p) passes the pung; seat 0 holds the last 5m.  The wall's
# tiles are discarded as drawn and nobody can claim them.
LOU_HANDS = ["5m12m89m2468p2468s", "7p1p234m678m567s99s", "55m77p234s678s234p", "5m19m19p19sESWNCFP"]
LOU_WALL = "CFPNWE"


def lou_start():
    state = gd_state(LOU_HANDS, wall=LOU_WALL, turn=3, last_draw=Tile.RED)
    state, _ = act(state, A.DISCARD, 3, Tile.M5)
    assert state.pending == (2,)
    assert A.PUNG in kinds(legal_actions(state, 2))
    state, _ = act(state, A.PASS, 2, Tile.M5)
    assert state.passed_pungs[2] == (Tile.M5,)
    assert state.turn == 0
    assert state.last_draw == Tile.RED
    return state


def test_after_passing_a_pung_the_seat_cannot_pung_that_tile_before_its_next_draw():
    state = lou_start()
    after, _ = act(state, A.DISCARD, 0, Tile.M5)
    assert after.phase is Phase.DISCARD
    assert after.turn == 1
    assert after.passed_pungs[2] == (Tile.M5,)
    # without the pass, seat 2 would have been asked
    fresh, _ = act(replace(state, passed_pungs=((),) * 4), A.DISCARD, 0, Tile.M5)
    assert fresh.pending == (2,)
    # another tile is still offered: seat 1 discards 7p and seat 2 may pung it
    after, _ = act(after, A.DISCARD, 1, Tile.P7)
    assert after.pending == (2,)
    assert A.PUNG in kinds(legal_actions(after, 2))


def test_after_its_own_draw_the_seat_may_pung_that_tile_again():
    state = lou_start()
    for seat, drawn in ((0, Tile.RED), (1, Tile.GREEN), (2, Tile.WHITE), (3, Tile.NORTH)):
        assert state.turn == seat
        assert state.last_draw == drawn
        if seat == 2:
            assert state.passed_pungs[2] == ()  # its draw cleared the pass
        state, _ = act(state, A.DISCARD, seat, drawn)
    assert state.turn == 0
    assert state.last_draw == Tile.WEST
    state, _ = act(state, A.DISCARD, 0, Tile.M5)
    assert state.pending == (2,)
    assert legal_actions(state, 2) == [Action(A.PUNG, 2, Tile.M5), Action(A.PASS, 2, Tile.M5)]


def test_the_last_discard_cannot_be_claimed_and_the_hand_is_drawn():
    hands = ["5m12m89m2468p2468sE", None, "55m77p234s678s234p", None]
    state = gd_state(hands, last_draw=Tile.M5)
    state, events = act(state, A.DISCARD, 0, Tile.M5)
    assert events[-1] == WallExhausted()
    assert state.phase is Phase.ENDED
    assert state.result.winner is None
    assert state.result.payments == (0, 0, 0, 0)
    assert state.result.guangdong == ()
    assert state.result.settlement is None


# ---------------------------------------------------------------------------------------- self-drawn wins

READY = "123m456p789s11pEE"  # wins on E or 1p


@pytest.mark.parametrize("ghost", [Tile.S5, None])
def test_a_self_drawn_win_is_offered_exactly_when_the_hand_is_complete_with_ghosts_wild(ghost):
    offered = set()
    for drawn in ALL_KINDS:
        hand = READY + format_tiles([drawn])
        state = gd_state([hand, None, None, None], wall="9m", ghost=ghost, last_draw=drawn)
        options = legal_actions(state, 0)
        if Action(A.WIN, 0, drawn) in options:
            assert options[0] == Action(A.WIN, 0, drawn)
            offered.add(drawn)
    expected = {Tile.EAST, Tile.P1} | ({ghost} if ghost else set())
    assert offered == expected


def test_a_ghost_in_hand_is_wild_for_a_self_drawn_win():
    # 123m 456p 7s 9s 5s(ghost) 11p EE: the ghost is 8s; drawn E completes it
    hand = "123m456p79s5s11pEEE"
    state = gd_state([hand, None, None, None], wall="9m", ghost=Tile.S5, last_draw=Tile.EAST)
    assert legal_actions(state, 0)[0] == Action(A.WIN, 0, Tile.EAST)
    state, _ = act(state, A.WIN, 0, Tile.EAST)
    scored = state.result.guangdong[0]
    assert scored.substitution == (Tile.S8,)
    assert scored.ghosts == 1
    assert Multiplier.NO_GHOST not in dict(scored.multipliers)
    # the same tiles without a ghost make no win
    plain = gd_state([hand, None, None, None], wall="9m", last_draw=Tile.EAST)
    assert A.WIN not in kinds(legal_actions(plain, 0))
    with pytest.raises(IllegalAction, match="no winning shape"):
        act(plain, A.WIN, 0, Tile.EAST)


def test_four_ghosts_after_a_draw_win_at_once():
    hand = "5s5s5s5s1m4m7m2p5p8p3sEWN"  # nothing else near a win
    state = gd_state([hand, None, None, None], wall="9m", ghost=Tile.S5, last_draw=Tile.S5)
    assert legal_actions(state, 0)[0] == Action(A.WIN, 0, Tile.S5)
    won, events = act(state, A.WIN, 0, Tile.S5)
    scored = won.result.guangdong[0]
    assert T.SI_GUI in scored.counted
    assert scored.base == 12
    assert scored.ghosts == 4
    assert won_events(events)[0].winner == 0
    assert won.result.self_drawn
    no_four = gd_state([hand, None, None, None], wall="9m", ghost=Tile.S5, last_draw=Tile.S5,
                       rules=GuangdongRules(four_ghosts_win=False))  # fmt: skip
    assert A.WIN not in kinds(legal_actions(no_four, 0))
    assert Action(A.CONCEALED_KONG, 0, Tile.S5) in legal_actions(no_four, 0)


def test_no_self_drawn_win_right_after_a_pung():
    # seat 2 pungs 5m and holds a complete shape afterwards; it must discard
    hands = ["5m1379p1379sESWNC", None, "55m123p456s789sNN", None]
    state = gd_state(hands, wall="1s2s3s", last_draw=Tile.M5)
    state, _ = act(state, A.DISCARD, 0, Tile.M5)
    state, _ = act(state, A.PUNG, 2, Tile.M5)
    assert set(kinds(legal_actions(state, 2))) == {A.DISCARD}
    with pytest.raises(IllegalAction, match="drew no tile"):
        act(state, A.WIN, 2, Tile.NORTH)


# ---------------------------------------------------------------------------------------- robbing

# Seat 0 holds a pung of 5m fed by seat 2 (对家) and draws the fourth; seats 2 and 3 are ready on 5m.
ROB_MELDS = [(pung(Tile.M5, Seat.ACROSS),), (), (), ()]
ROB_HANDS = ["5m1379p1379sSS", "19m19p19sEWNCFP2s", "46m123p456s789sNN", "34m678p222s999mFF"]


def test_a_promoted_kong_can_be_robbed_by_the_seat_it_completes():
    hands = [ROB_HANDS[0], ROB_HANDS[1], ROB_HANDS[2], "1m4m7m2p5p8p3s6sEWCFP"]
    state = start = gd_state(hands, wall="1s4s3s", melds=ROB_MELDS, last_draw=Tile.M5)
    state, events = act(state, A.PROMOTED_KONG, 0, Tile.M5)
    assert events == [KongDeclared(0, Meld(MeldKind.KONG, Tile.M5, claimed_from=Seat.ACROSS, promoted=True))]
    assert state.phase is Phase.ROB
    assert state.pending == (2,)
    assert legal_actions(state, 2) == [Action(A.WIN, 2, Tile.M5), Action(A.PASS, 2, Tile.M5)]
    state, events = act(state, A.WIN, 2, Tile.M5)
    result = state.result
    assert (result.winner, result.discarder, result.robbed, result.self_drawn) == (2, 0, True, False)
    assert result.winners == (2,)
    assert result.liable == 0
    scored = result.guangdong[0]
    assert T.QIANG_GANG_HU in scored.types
    assert state.melds[0] == (pung(Tile.M5, Seat.ACROSS),)  # back to a pung
    assert result.kong_payments == (0, 0, 0, 0)  # a robbed kong is paid nothing
    assert result.payments == (-3 * scored.total, 0, 3 * scored.total, 0)
    same_tiles(start, state)
    assert state.hands[2] == tuple(sorted((*start.hands[2], Tile.M5)))  # the robbed tile joins the winner


def test_several_seats_robbing_one_kong_all_win_and_the_robbed_player_pays_everything():
    horses = [(Tile.M2,), (Tile.EAST,), (Tile.P3,), (Tile.S9,)]
    state = start = gd_state(ROB_HANDS, wall="1s4s3s", melds=ROB_MELDS, last_draw=Tile.M5, horses=horses)
    state, _ = act(state, A.PROMOTED_KONG, 0, Tile.M5)
    assert state.pending == (2, 3)
    state, _ = act(state, A.WIN, 3, Tile.M5)
    assert state.phase is Phase.ROB
    assert state.pending == (2,)
    state, events = act(state, A.WIN, 2, Tile.M5)
    result = state.result
    assert result.winners == (2, 3)
    assert result.winner == 2
    assert [e.winner for e in won_events(events)] == [2, 3]
    values = [r.total for r in result.guangdong]
    assert all(T.QIANG_GANG_HU in r.types for r in result.guangdong)
    expected = settle_robbed([(2, values[0]), (3, values[1])], 0, dict(enumerate(horses)), RULES)
    assert result.settlement == expected
    assert result.payments == expected.payments
    assert sum(result.payments) == 0
    assert result.liable == 0
    assert result.kong_payments == (0, 0, 0, 0)
    assert all(p >= 0 for s, p in enumerate(result.payments) if s != 0)
    assert result.payments[0] < 0
    same_tiles(start, state)  # one robbed tile, however many winners


def test_a_pass_on_a_robbable_kong_lets_it_stand_and_pays_it():
    state = gd_state(ROB_HANDS, wall="1s4s3s", melds=ROB_MELDS, last_draw=Tile.M5)
    state, _ = act(state, A.PROMOTED_KONG, 0, Tile.M5)
    state, _ = act(state, A.PASS, 2, Tile.M5)
    state, events = act(state, A.PASS, 3, Tile.M5)
    assert events == [TileDrawn(0, Tile.S3, True)]
    assert state.kong_payments == (3, -1, -1, -1)
    assert state.scores == (3, -1, -1, -1)
    assert state.kong_liable == 2
    assert state.draw_source is DrawSource.KONG


# ---------------------------------------------------------------------------------------- kong payments


def finish_drawn(state):
    """Discard what is drawn until the wall runs out; return the ended state."""
    while not state.ended:
        seat = state.turn
        assert state.phase is Phase.DISCARD, state.phase
        state, _ = act(state, A.DISCARD, seat, state.last_draw if state.last_draw else state.hands[seat][-1])
    return state


def test_a_concealed_kong_collects_2_from_each_and_a_drawn_hand_keeps_it():
    state = gd_state(["EEEE1379p1379s5m9m", None, None, None], wall="1s2s", last_draw=Tile.EAST)
    assert Action(A.CONCEALED_KONG, 0, Tile.EAST) in legal_actions(state, 0)
    state, events = act(state, A.CONCEALED_KONG, 0, Tile.EAST)
    assert events[1] == TileDrawn(0, Tile.S2, True)
    assert state.kong_payments == (6, -2, -2, -2)
    assert state.scores == (6, -2, -2, -2)
    state = finish_drawn(state)
    assert state.result.winner is None
    assert state.result.kong_payments == (6, -2, -2, -2)
    assert state.result.payments == (6, -2, -2, -2)
    assert state.scores == (6, -2, -2, -2)


def test_a_promoted_kong_made_with_the_drawn_tile_collects_1_from_each():
    melds = [(pung(Tile.M5, Seat.LEFT),), (), (), ()]
    state = gd_state(["5m1379p1379sEE", None, None, None], wall="1s2s", melds=melds, last_draw=Tile.M5)
    state, events = act(state, A.PROMOTED_KONG, 0, Tile.M5)
    assert [type(e) for e in events] == [KongDeclared, TileDrawn]  # nobody could rob it
    assert state.kong_payments == (3, -1, -1, -1)
    assert state.melds[0] == (Meld(MeldKind.KONG, Tile.M5, claimed_from=Seat.LEFT, promoted=True),)
    assert state.kong_liable == 3  # 上家 fed the pung


def test_a_promoted_kong_with_a_tile_held_from_earlier_pays_nothing():
    melds = [(pung(Tile.M5, Seat.LEFT),), (), (), ()]
    state = gd_state(["5m9m1379p1379sE", None, None, None], wall="1s2s", melds=melds, last_draw=Tile.M9)
    assert Action(A.PROMOTED_KONG, 0, Tile.M5) in legal_actions(state, 0)
    state, _ = act(state, A.PROMOTED_KONG, 0, Tile.M5)
    assert state.melds[0][0].promoted
    assert state.draw_source is DrawSource.KONG
    assert state.kong_payments == (0, 0, 0, 0)
    assert state.scores == (0, 0, 0, 0)
    state = finish_drawn(state)
    assert state.result.kong_payments == (0, 0, 0, 0)
    assert state.result.payments == (0, 0, 0, 0)


@pytest.mark.parametrize(("direct", "expected"), [(0, (0, 0, 0, 0)), (3, (-3, 0, 3, 0))])
def test_a_kong_of_a_discard_pays_the_direct_kong_amount_from_the_discarder(direct, expected):
    rules = GuangdongRules(direct_kong=direct)
    state = gd_state(CLAIM_HANDS, wall="1s2s3s", last_draw=Tile.M5, rules=rules)
    state, _ = act(state, A.DISCARD, 0, Tile.M5)
    state, events = act(state, A.KONG, 2, Tile.M5)
    assert events == [MeldClaimed(2, Meld(MeldKind.KONG, Tile.M5, claimed_from=Seat.ACROSS), 0),
                      TileDrawn(2, Tile.S3, True)]  # fmt: skip
    assert state.kong_payments == expected
    assert state.scores == expected
    assert state.kong_liable == 0
    state = finish_drawn(state)
    assert state.result.kong_payments == expected
    assert state.result.payments == expected


# ---------------------------------------------------------------------------------------- liabilities


def check_only_liable_pays(result, liable: int) -> None:
    scored = result.guangdong[0]
    expected = settle(winner=result.winner, value=scored.total, horses={}, liable=liable, rules=RULES)
    assert result.settlement == expected
    assert result.liable == liable
    hand = [p - k for p, k in zip(result.payments, result.kong_payments, strict=True)]
    assert hand[result.winner] == 3 * scored.total
    assert hand[liable] == -3 * scored.total
    assert all(hand[s] == 0 for s in range(4) if s not in (liable, result.winner))


def test_a_win_on_the_replacement_of_a_kong_of_a_discard_makes_the_discarder_liable():
    # 点杠杠开: seat 0 discards 5m, seat 2 konged it and draws 9s from the back
    hands = ["5m1379p1379sESWNC", None, "555m123p456s78sEE", None]
    state = gd_state(hands, wall="1s2s9s", last_draw=Tile.M5, ghost=Tile.WHITE)
    state, _ = act(state, A.DISCARD, 0, Tile.M5)
    state, _ = act(state, A.KONG, 2, Tile.M5)
    assert state.last_draw == Tile.S9
    assert legal_actions(state, 2)[0] == Action(A.WIN, 2, Tile.S9)
    state, _ = act(state, A.WIN, 2, Tile.S9)
    result = state.result
    assert T.GANG_SHANG_KAI_HUA in result.guangdong[0].types
    assert result.guangdong[0].context.kong_replacement
    check_only_liable_pays(result, 0)


@pytest.mark.parametrize(("source", "feeder"), [(Seat.LEFT, 3), (Seat.ACROSS, 2), (Seat.RIGHT, 1)])
def test_a_win_on_a_promoted_kongs_replacement_makes_the_seat_that_fed_the_pung_liable(source, feeder):
    # 补杠杠开
    melds = [(pung(Tile.M5, source),), (), (), ()]
    state = gd_state(["5m123p456s78sEE", None, None, None], wall="1s2s9s", melds=melds, last_draw=Tile.M5)
    state, _ = act(state, A.PROMOTED_KONG, 0, Tile.M5)
    assert state.last_draw == Tile.S9
    assert state.kong_payments == (3, -1, -1, -1)
    state, _ = act(state, A.WIN, 0, Tile.S9)
    result = state.result
    assert T.GANG_SHANG_KAI_HUA in result.guangdong[0].types
    assert result.kong_payments == (3, -1, -1, -1)
    check_only_liable_pays(result, feeder)
    kongs = (3, -1, -1, -1)
    assert result.payments == tuple(a + b for a, b in zip(result.settlement.payments, kongs, strict=True))


def test_a_win_on_a_concealed_kongs_replacement_has_no_liability():
    state = gd_state(["EEEE123p456s78s99m", None, None, None], wall="1s2s9s", last_draw=Tile.EAST)
    state, _ = act(state, A.CONCEALED_KONG, 0, Tile.EAST)
    state, _ = act(state, A.WIN, 0, Tile.S9)
    result = state.result
    value = result.guangdong[0].total
    assert T.GANG_SHANG_KAI_HUA in result.guangdong[0].types
    assert result.liable is None
    assert result.kong_payments == (6, -2, -2, -2)
    assert result.payments == (6 + 3 * value, -2 - value, -2 - value, -2 - value)


# 十二张落地: seat 1 has three exposed pungs; seat 0 feeds its fourth (5m); seat 1 later self-draws.
TWELVE_MELDS = [(), (pung(Tile.M1, Seat.LEFT), pung(Tile.P2, Seat.ACROSS), pung(Tile.S3, Seat.RIGHT)), (), ()]


def test_a_self_drawn_win_after_a_fed_fourth_set_makes_the_feeder_liable():
    hands = ["5m4m7m9m1p5p8p4s6sESWNC", "55m7p9s", None, None]
    state = gd_state(hands, wall="FPW7p", melds=TWELVE_MELDS, last_draw=Tile.M5)
    state, _ = act(state, A.DISCARD, 0, Tile.M5)
    assert state.pending == (1,)
    state, _ = act(state, A.PUNG, 1, Tile.M5)
    state, _ = act(state, A.DISCARD, 1, Tile.S9)
    for seat, drawn in ((2, Tile.GREEN), (3, Tile.WHITE), (0, Tile.WEST)):
        assert state.turn == seat and state.last_draw == drawn, (seat, state.turn)
        state, _ = act(state, A.DISCARD, seat, drawn)
    assert state.turn == 1
    assert state.last_draw == Tile.P7
    state, _ = act(state, A.WIN, 1, Tile.P7)
    check_only_liable_pays(state.result, 0)


def test_a_self_drawn_win_with_three_exposed_sets_has_no_liability():
    # the fourth set is concealed in hand: nobody fed it
    hands = [None, "555m7p7p", None, None]
    state = gd_state(hands, turn=1, wall="9m", melds=TWELVE_MELDS, last_draw=Tile.P7)
    state, _ = act(state, A.WIN, 1, Tile.P7)
    result = state.result
    value = result.guangdong[0].total
    assert result.liable is None
    assert result.payments == (-value, 3 * value, -value, -value)


# ---------------------------------------------------------------------------------------- special wins


@pytest.mark.parametrize("dealer", [0, 2])
def test_the_dealer_winning_on_the_deal_is_heavenly(dealer):
    hands = [None] * 4
    hands[dealer] = READY + "E"
    state = gd_state(hands, turn=dealer, dealer=dealer, wall="9m", last_draw=Tile.EAST, source=DEAL)
    state, _ = act(state, A.WIN, dealer, Tile.EAST)
    scored = state.result.guangdong[0]
    assert scored.context.heavenly
    assert T.TIAN_HU in scored.counted
    assert scored.base == 64


EARTHLY_DEALER = "2m5m8m3p6p9p1s4s7sSWNCF"  # discards C, which nobody can claim


def earthly_state():
    # seat 0 deals and discards C; seat 1 is ready on E and on 1p; the wall: 1p N W F E
    return gd_state([EARTHLY_DEALER, READY, None, None], wall="1pNWFE", last_draw=Tile.RED, source=DEAL)


def test_the_dealers_next_player_winning_on_the_first_draw_is_earthly():
    state, _ = act(earthly_state(), A.DISCARD, 0, Tile.RED)
    assert state.turn == 1
    assert state.last_draw == Tile.P1
    assert state.turns == 1
    state, _ = act(state, A.WIN, 1, Tile.P1)
    scored = state.result.guangdong[0]
    assert scored.context.earthly
    assert T.DI_HU in scored.counted
    assert not scored.context.heavenly


def test_a_win_on_a_later_draw_is_not_earthly():
    state, _ = act(earthly_state(), A.DISCARD, 0, Tile.RED)
    state, _ = act(state, A.DISCARD, 1, Tile.P1)  # seat 1 lets its first-draw win go
    for seat, drawn in ((2, Tile.NORTH), (3, Tile.WEST), (0, Tile.GREEN)):
        assert state.turn == seat
        assert state.last_draw == drawn
        state, _ = act(state, A.DISCARD, seat, drawn)
    assert state.turn == 1
    assert state.last_draw == Tile.EAST
    state, _ = act(state, A.WIN, 1, Tile.EAST)
    context = state.result.guangdong[0].context
    assert not context.earthly
    assert not context.heavenly
    assert T.DI_HU not in state.result.guangdong[0].types


def test_the_dealer_is_not_earthly_nor_the_seat_after_next():
    # seat 2 wins on its first draw: not the dealer's next player
    state = gd_state([EARTHLY_DEALER, None, READY, None], wall="NE", last_draw=Tile.RED, source=DEAL)
    state, _ = act(state, A.DISCARD, 0, Tile.RED)
    state, _ = act(state, A.DISCARD, 1, Tile.NORTH)
    state, _ = act(state, A.WIN, 2, Tile.EAST)
    assert not state.result.guangdong[0].context.earthly


def test_a_self_drawn_win_on_the_last_wall_tile_is_the_bottom_of_the_sea():
    hands = [None, READY, None, None]
    state = gd_state(hands, wall="E", last_draw=Tile.RED)
    state, _ = act(state, A.DISCARD, 0, Tile.RED)
    assert state.wall.remaining == 0
    assert state.last_draw == Tile.EAST
    state, _ = act(state, A.WIN, 1, Tile.EAST)
    scored = state.result.guangdong[0]
    assert scored.context.last_tile
    assert T.HAI_DI_LAO_YUE in scored.types


def test_discarding_a_ghost_doubles_a_later_win():
    # seat 0 throws the ghost 5s (seat 2 holds two and may not pung it), then self-draws E
    hands = ["5s" + READY, None, "55s2m5m8m1p4p7p2s8sSWC", None]
    state = gd_state(hands, wall="NWCE", ghost=Tile.S5, last_draw=Tile.S5)
    state, _ = act(state, A.DISCARD, 0, Tile.S5)
    assert state.ghosts_discarded == (1, 0, 0, 0)
    assert state.turn == 1
    for seat, drawn in ((1, Tile.NORTH), (2, Tile.WEST), (3, Tile.RED)):
        assert state.turn == seat
        assert state.last_draw == drawn
        state, _ = act(state, A.DISCARD, seat, drawn)
    assert state.turn == 0
    assert state.last_draw == Tile.EAST
    before = state
    state, _ = act(state, A.WIN, 0, Tile.EAST)
    scored = state.result.guangdong[0]
    assert scored.context.ghosts_discarded == 1
    assert dict(scored.multipliers) == {Multiplier.NO_GHOST: 2, Multiplier.DISCARDED_GHOST: 2}
    assert scored.total == 4 * scored.base
    plain, _ = act(replace(before, ghosts_discarded=(0, 0, 0, 0)), A.WIN, 0, Tile.EAST)
    assert plain.result.guangdong[0].total == 2 * scored.base
    # two ghosts discarded: x4
    twice, _ = act(replace(before, ghosts_discarded=(2, 0, 0, 0)), A.WIN, 0, Tile.EAST)
    assert twice.result.guangdong[0].total == 8 * scored.base


# ---------------------------------------------------------------------------------------- the match


def hand_result(number: int, dealer: int, winner: int | None, payments=(0, 0, 0, 0)) -> HandResult:
    return HandResult(
        hand_number=number, dealer=dealer, round_wind=Tile.EAST, winner=winner, discarder=None, robbed=False,
        self_drawn=winner is not None, total=0, fans=(), payments=payments, turns=0,
    )  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "winners", "dealers"),
    [
        # the dealer after each hand: a non-dealer winner deals, the dealer keeps the deal on a win or a draw
        ("winner", [2, 2, None, 0, 3, None, 1, 1], [0, 2, 2, 2, 0, 3, 3, 1, 1]),
        # the deal passes to the next seat on a non-dealer win only
        ("next", [2, 1, None, 3, 3, None, 0, 0], [0, 1, 1, 1, 2, 3, 3, 0, 0]),
    ],
)
def test_the_match_has_eight_hands_and_the_dealer_follows_the_rule(rule, winners, dealers):
    rules = GuangdongRules(dealer_rule=rule)
    match = new_match(3, rules=rules)
    assert match.hands == GUANGDONG_MATCH_HANDS == 8
    assert match.round_wind == Tile.EAST
    seen = [match.dealer]
    for number, winner in enumerate(winners, start=1):
        state = start_hand(match)
        assert state.dealer == match.dealer == match.gd_dealer
        assert state.turn == state.dealer
        assert len(state.hands[state.dealer]) == 14
        assert state.hand_number == number
        assert state.rules == rules
        match = next_hand(match, hand_result(number, match.dealer, winner))
        seen.append(match.dealer)
    assert seen == dealers
    assert match.finished
    assert match.seating == (0, 1, 2, 3)
    with pytest.raises(IllegalAction, match="over"):
        start_hand(match)


def test_a_played_match_adds_up_and_every_hand_replays():
    rules = GuangdongRules()
    match = new_match(11, rules=rules)
    bots = [GuangdongBot(random.Random(40 + s), "strong") for s in range(4)]
    totals = [0, 0, 0, 0]
    while not match.finished:
        state = start_hand(match)
        assert state.scores == match.scores
        start = state
        state, _ = play_hand(state, lambda seat, view, options: bots[seat].choose(view, options).action)
        result = state.result
        assert sum(result.payments) == 0
        assert state.scores == tuple(s + p for s, p in zip(start.scores, result.payments, strict=True))
        again, _ = replay(start.seed, state.history, dealer=start.dealer, scores=start.scores,
                          hand_number=start.hand_number, rules=rules)  # fmt: skip
        assert again == state
        expected_dealer = match.dealer
        if result.winner is not None and result.winner != match.dealer:
            expected_dealer = result.winner
        totals = [t + p for t, p in zip(totals, result.payments, strict=True)]
        match = next_hand(match, result)
        assert match.dealer == expected_dealer
    assert len(match.results) == 8
    assert list(match.scores) == totals
    assert sum(totals) == 0


def test_replay_reproduces_a_guangdong_hand_and_needs_its_rules():
    rng = random.Random(5)
    state, _ = play_hand(new_hand(23, rules=RULES), lambda _, view, opts: choose_action(view, opts, rng))
    again, _ = replay(23, state.history, rules=RULES)
    assert again == state
    with pytest.raises((IllegalAction, TrainerError)):
        replay(23, state.history)  # the same actions on an MCR deal go wrong


# ---------------------------------------------------------------------------------------- fuzz

FUZZ_RULES = [
    RULES,
    GuangdongRules(ghosts=False),
    GuangdongRules(horses=0, direct_kong=3),
    GuangdongRules(honor_order="cycle", dealer_rule="next", horses=4),
    GuangdongRules(four_ghosts_win=False, promoted_kong=2, concealed_kong=3),
]


def test_fuzz_seeded_hands_keep_every_tile_and_balance_the_payments():
    outcomes = Counter()
    for seed in range(100):
        rules = FUZZ_RULES[seed % len(FUZZ_RULES)]
        rngs = [random.Random(1000 * seed + s) for s in range(4)]
        if seed % 10 == 0:  # four bots at mixed levels
            players = [GuangdongBot(rngs[s], LEVELS[(seed // 10 + s) % 3]) for s in range(4)]
        else:  # one bot, three random players
            players = [GuangdongBot(rngs[s], LEVELS[seed % 3]) if s == seed % 4 else None for s in range(4)]

        def decide(seat, view, options, players=players, rngs=rngs):
            if view.phase is Phase.CLAIM:
                assert set(kinds(options)) <= {A.PUNG, A.KONG, A.PASS}, options
            assert A.CHOW not in kinds(options)
            bot = players[seat]
            return bot.choose(view, options).action if bot else choose_action(view, options, rngs[seat])

        start = new_hand(seed, dealer=seed % 4, rules=rules)
        state, events = play_hand(start, decide)
        check_tiles(state)
        result = state.result
        assert sum(result.payments) == 0
        assert sum(result.kong_payments) == 0
        assert state.scores == result.payments
        assert all(m.kind is not MeldKind.CHOW for ms in state.melds for m in ms)
        if result.winner is None:
            assert result.payments == result.kong_payments
            assert events[-1] == WallExhausted()
            outcomes["drawn"] += 1
        else:
            assert result.payments == tuple(
                a + b for a, b in zip(result.settlement.payments, result.kong_payments, strict=True)
            )
            assert len(won_events(events)) == len(result.winners) == len(result.guangdong)
            assert result.self_drawn != result.robbed
            assert all(r.total > 0 and r.total == r.base * r.factor for r in result.guangdong)
            outcomes["robbed" if result.robbed else "self-drawn"] += 1
            if result.liable is not None:
                outcomes["liable"] += 1
        if any(result.kong_payments):
            outcomes["kong paid"] += 1
        if seed % 25 == 0:
            assert replay(seed, state.history, dealer=seed % 4, rules=rules)[0] == state
    assert outcomes["self-drawn"] >= 20 and outcomes["drawn"] >= 5, outcomes
    assert outcomes["kong paid"] >= 5 and outcomes["liable"] >= 1, outcomes
