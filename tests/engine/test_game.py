"""The wall and the four-player game: dealing, claims, kongs, the last tile, the 8-point minimum,
settlement, what a seat sees, replay and the match rotation."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from trainer.engine.bots import BOTS, Decision, get_bot
from trainer.engine.bots.random_legal import choose_action
from trainer.engine.errors import IllegalAction, TrainerError
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.scoring import score_hand
from trainer.engine.fans.table import FanId
from trainer.engine.game import (
    SEAT_CHANGES,
    Action,
    ActionKind,
    Discard,
    DrawSource,
    FalseWinRefused,
    FlowerReplaced,
    HandResult,
    HandWon,
    KongDeclared,
    MeldClaimed,
    Phase,
    TileDiscarded,
    TileDrawn,
    WallExhausted,
    apply,
    claim_priority,
    hand_seed,
    legal_actions,
    meets_minimum,
    new_hand,
    new_match,
    next_hand,
    play_hand,
    replay,
    replay_steps,
    resolve_claims,
    seat_view,
    seats_to_act,
    start_hand,
    tile_counts,
    winning_tiles,
)
from trainer.engine.notation import format_tiles, parse_hand, parse_tiles
from trainer.engine.tiles import FLOWERS, KIND_INDEX, WINDS, Meld, MeldKind, Seat, Tile, is_flower
from trainer.engine.waits import find_waits
from trainer.engine.wall import DEALT, TILE_KINDS, Dice, Wall, break_pile, build_wall, deal

A = ActionKind


# ---------------------------------------------------------------------------------------- helpers


def ids_of(tiles) -> tuple[int, ...]:
    """Physical ids for tile kinds (distinct copies), for building a wall by hand."""
    used: Counter = Counter()
    out = []
    for t in tiles:
        if is_flower(t):
            out.append(136 + FLOWERS.index(t))
        else:
            out.append(KIND_INDEX[t] * 4 + used[t])
            used[t] += 1
    return tuple(out)


def make_state(hands, *, wall="", wall_tiles=None, turn=0, dealer=0, melds=None, last_draw=None,
               penalties=False, discards=None):  # fmt: skip
    """A hand in progress built by hand: ``turn`` is to move (DISCARD phase) with its hand as given."""
    base = new_hand(0, dealer=dealer, penalties=penalties)
    melds = melds or [(), (), (), ()]
    for seat, hand in enumerate(hands):  # the seat to move holds 14 tiles, the others 13
        assert len(parse_tiles(hand)) + 3 * len(melds[seat]) == (14 if seat == turn else 13), (seat, hand)
    tiles = list(wall_tiles) if wall_tiles is not None else (parse_tiles(wall) if wall else [])
    order = ids_of(tiles)
    return replace(
        base,
        hands=tuple(tuple(sorted(parse_tiles(h))) for h in hands),
        melds=tuple(tuple(m) for m in melds),
        discards=tuple(tuple(d) for d in (discards or [(), (), (), ()])),
        flowers=((),) * 4,
        wall=Wall(order, front=0, back=len(order)),
        turn=turn,
        phase=Phase.DISCARD,
        last_draw=last_draw,
        draw_source=DrawSource.WALL if last_draw is not None else None,
    )


def act(state, kind, seat, tile, chow_start=None):
    return apply(state, Action(kind, seat, Tile(tile) if not isinstance(tile, Tile) else tile, chow_start))


def fan_ids(event: HandWon) -> set[int]:
    return {fan for fan, _ in event.fans}


def won(events) -> HandWon:
    found = [e for e in events if isinstance(e, HandWon)]
    assert len(found) == 1, events
    return found[0]


def random_decider(seed: int):
    rngs = [random.Random(seed * 4 + seat) for seat in range(4)]
    return lambda seat, view, options: choose_action(view, options, rngs[seat])


# ---------------------------------------------------------------------------------------- the wall


def test_the_wall_holds_144_distinct_tiles_and_depends_only_on_the_seed():
    wall = build_wall(random.Random(11))
    assert sorted(wall.order) == list(range(144))
    assert Counter(TILE_KINDS) == {
        **{t: 4 for t in TILE_KINDS if not is_flower(t)},
        **dict.fromkeys(FLOWERS, 1),
    }
    assert build_wall(random.Random(11)) == wall
    assert build_wall(random.Random(12)).order != wall.order


@pytest.mark.parametrize(
    ("first", "second", "pile"),
    [
        ((2, 3), (1, 1), 6),  # 5: the dealer throws again; 7 piles into the dealer's own wall
        ((1, 1), (1, 1), 57),  # 2: 下家 (its wall is the fourth clockwise, piles 54-71); 4 piles in
        ((6, 6), (6, 6), 41),  # 12: 上家 (piles 18-35); 24 runs past its 18 piles into 对家's wall
        ((1, 2), (3, 4), 45),  # 3: 对家 (piles 36-53); the 10th pile of its wall
    ],
)
def test_the_dice_choose_the_second_thrower_and_the_break(first, second, pile):
    assert break_pile(Dice(first, second)) == pile


def test_dealing_gives_13_each_and_14_to_the_dealer_in_the_rules_order():
    wall = build_wall(random.Random(5))
    hands, rest = deal(wall, dealer=2)
    order = wall.order
    assert [len(h) for h in hands] == [13, 13, 14, 13]
    # three times round, two piles each: the dealer first, then 下家, 对家, 上家
    assert hands[2][:4] == order[0:4]
    assert hands[3][:4] == order[4:8]
    assert hands[1][8:12] == order[44:48]
    # 跳牌: the dealer takes the tops of the first and third of the next piles
    assert hands[2][12:] == (order[48], order[52])
    assert (hands[3][12], hands[0][12], hands[1][12]) == (order[49], order[50], order[51])
    assert rest.front == DEALT
    assert rest.remaining == 144 - 53


def test_draws_come_from_the_front_and_replacements_from_the_back():
    wall = build_wall(random.Random(2))
    tile, after = wall.draw()
    assert tile == wall.order[0]
    assert after.front == 1
    tile, after = after.draw_back()
    assert tile == wall.order[-1]
    assert after.back == 143
    assert after.remaining == 142
    empty = Wall((), 0, 0)
    with pytest.raises(IndexError):
        empty.draw()


@pytest.mark.parametrize("seed", range(40))
def test_new_hand_replaces_flowers_and_accounts_for_every_tile(seed):
    dealer = seed % 4
    state = new_hand(seed, dealer=dealer)
    assert state.phase is Phase.DISCARD
    assert state.turn == dealer
    assert [len(h) for h in state.hands] == [14 if s == dealer else 13 for s in range(4)]
    assert not any(is_flower(t) for h in state.hands for t in h)
    counts = tile_counts(state)
    assert sum(counts) == 144
    assert all(counts[t] == 4 for t in set(TILE_KINDS) if not is_flower(t))
    flowers = sum(len(f) for f in state.flowers)
    assert state.wall.front == DEALT
    assert state.wall.back == 144 - flowers
    assert state.last_draw in state.hands[dealer]
    assert state.draw_source is DrawSource.DEAL
    assert state.seat_winds[dealer] == Tile.EAST
    assert state.seat_winds[(dealer + 1) % 4] == Tile.SOUTH


def test_the_dealer_replaces_flowers_first():
    # find a deal where the dealer and a later seat both hold flowers: the first tile from the
    # back (the wall's last) goes to the dealer
    for seed in range(500):
        wall = build_wall(random.Random(seed))
        dealt, _ = deal(wall, 0)
        holders = [s for s in range(4) if any(is_flower(TILE_KINDS[i]) for i in dealt[s])]
        if 0 in holders and len(holders) > 1:
            break
    else:  # pragma: no cover
        pytest.fail("no such deal")
    state = new_hand(seed)
    first_replacement = TILE_KINDS[wall.order[-1]]
    assert first_replacement in state.hands[0] or first_replacement in state.flowers[0]


# ---------------------------------------------------------------------------------------- claims


def test_claim_priority_win_over_pung_over_chow():
    chow = Action(A.CHOW, 1, Tile.M5, Tile.M3)
    pung = Action(A.PUNG, 2, Tile.M5)
    win = Action(A.WIN, 3, Tile.M5)
    passed = Action(A.PASS, 1, Tile.M5)
    assert claim_priority(win, 0) > claim_priority(pung, 0) > claim_priority(chow, 0)
    assert claim_priority(Action(A.KONG, 2, Tile.M5), 0)[0] == claim_priority(pung, 0)[0]
    assert resolve_claims([chow, pung, win], 0) == win
    assert resolve_claims([chow, pung], 0) == pung
    assert resolve_claims([passed, chow], 0) == chow
    assert resolve_claims([passed, Action(A.PASS, 2, Tile.M5)], 0) is None


@pytest.mark.parametrize(
    ("discarder", "winners", "expected"), [(0, (1, 3), 1), (0, (3, 2), 2), (2, (1, 3), 3), (3, (2, 1), 1)]
)
def test_of_several_winners_the_first_counter_clockwise_from_the_discarder_wins(discarder, winners, expected):
    claims = [Action(A.WIN, seat, Tile.M5) for seat in winners]
    assert resolve_claims(claims, discarder).seat == expected


# Seat 0 discards 5m; 下家 (1) can chow it, 对家 (2) can pung it, 上家 (3) can win on it.
CLAIM_HANDS = ["25678m2468s3579pN", "34m159s26pESWNCF", "1559m37s48pCFPEE", "123456789p111s5m"]


def discard_5m(hands=CLAIM_HANDS, **kwargs):
    state = make_state(hands, wall="1s2s3s4s", last_draw=Tile.NORTH, **kwargs)
    return act(state, A.DISCARD, 0, Tile.M5)


def test_a_discard_opens_claims_for_the_seats_with_options():
    state, events = discard_5m()
    assert events == [TileDiscarded(0, Tile.M5)]
    assert state.phase is Phase.CLAIM
    assert state.pending == (1, 2, 3)
    assert seats_to_act(state) == (1, 2, 3)
    assert legal_actions(state, 1) == [Action(A.CHOW, 1, Tile.M5, Tile.M3), Action(A.PASS, 1, Tile.M5)]
    assert legal_actions(state, 2) == [Action(A.PUNG, 2, Tile.M5), Action(A.PASS, 2, Tile.M5)]
    assert legal_actions(state, 3) == [Action(A.WIN, 3, Tile.M5), Action(A.PASS, 3, Tile.M5)]
    assert legal_actions(state, 0) == []


def test_win_beats_pung_and_chow_whatever_the_order_of_answers():
    state, _ = discard_5m()
    state, events = act(state, A.WIN, 3, Tile.M5)
    assert events == []
    assert state.pending == (1, 2)
    state, _ = act(state, A.PUNG, 2, Tile.M5)
    before = tile_counts(state)
    state, events = act(state, A.CHOW, 1, Tile.M5, Tile.M3)
    event = won(events)
    assert (event.winner, event.discarder, event.robbed) == (3, 0, False)
    assert state.phase is Phase.ENDED
    assert sum(event.payments) == 0
    assert state.discards[0][-1] == Discard(Tile.M5, claimed_by=3)
    assert tile_counts(state) == before
    assert len(state.hands[3]) == 14


def test_pung_beats_chow_and_the_punger_discards_next():
    state, _ = discard_5m()
    state, _ = act(state, A.PASS, 3, Tile.M5)
    state, _ = act(state, A.CHOW, 1, Tile.M5, Tile.M3)
    state, events = act(state, A.PUNG, 2, Tile.M5)
    assert events == [MeldClaimed(2, Meld(MeldKind.PUNG, Tile.M5, claimed_from=Seat.ACROSS), 0)]
    assert state.phase is Phase.DISCARD
    assert state.turn == 2
    assert state.last_draw is None
    assert len(state.hands[2]) == 11
    assert state.hands[2].count(Tile.M5) == 0
    assert state.discards[0][-1].claimed_by == 2
    options = legal_actions(state, 2)
    assert {a.kind for a in options} == {A.DISCARD}  # no kong and no win right after a claim


def test_chow_only_from_the_left():
    # 对家 (seat 2) holds 34m too, but may not chow seat 0's 5m; 下家 (seat 1) may, each way it fits
    hands = ["25678m2468s3579pN", "3467m159s2pESWNC", "3455m37s48pCFPEE", "123456789p111sC"]
    state, _ = discard_5m(hands)
    assert not any(a.kind is A.CHOW for a in legal_actions(state, 2))
    chows = [a.chow_start for a in legal_actions(state, 1) if a.kind is A.CHOW]
    assert chows == [Tile.M3, Tile.M4, Tile.M5]
    with pytest.raises(IllegalAction, match="only the next player"):
        act(state, A.CHOW, 2, Tile.M5, Tile.M3)
    state, _ = act(state, A.PASS, 2, Tile.M5)
    state, events = act(state, A.CHOW, 1, Tile.M5, Tile.M4)
    meld = events[0].meld
    assert meld == Meld(MeldKind.CHOW, Tile.M4, claimed_from=Seat.LEFT, claimed_index=1)
    assert state.turn == 1
    assert Tile.M4 not in state.hands[1]
    assert Tile.M6 not in state.hands[1]


def test_when_everyone_passes_the_next_seat_draws_from_the_front():
    state, _ = discard_5m()
    for seat in (1, 2, 3):
        state, events = act(state, A.PASS, seat, Tile.M5)
    assert events == [TileDrawn(1, Tile.S1, False)]
    assert state.phase is Phase.DISCARD
    assert state.turn == 1
    assert state.last_draw == Tile.S1
    assert state.wall.front == 1


def test_a_seat_with_nothing_to_claim_is_passed_for():
    hands = ["25678m2468s3579pN", "19m159s26pSWNCFP", "19m37s48pCFPEESS", "2679m2679s26pCFP"]
    state, events = discard_5m(hands)
    assert events == [TileDiscarded(0, Tile.M5), TileDrawn(1, Tile.S1, False)]
    assert state.phase is Phase.DISCARD
    assert state.turn == 1


def test_illegal_actions_raise():
    state, _ = discard_5m()
    with pytest.raises(IllegalAction):
        act(state, A.DISCARD, 1, Tile.M3)  # nobody discards while claims are open
    with pytest.raises(IllegalAction, match="needs 2"):
        act(state, A.PUNG, 1, Tile.M5)
    with pytest.raises(IllegalAction):
        act(state, A.PASS, 0, Tile.M5)  # the discarder does not answer
    fresh = make_state(CLAIM_HANDS, wall="1s", last_draw=Tile.NORTH)
    with pytest.raises(IllegalAction, match="no 1m"):
        act(fresh, A.DISCARD, 0, Tile.M1)
    with pytest.raises(IllegalAction, match="turn"):
        act(fresh, A.DISCARD, 1, Tile.M3)
    with pytest.raises(IllegalAction):
        apply(fresh, Action(A.DISCARD, 7, Tile.M3))


# ---------------------------------------------------------------------------------------- kongs


KONG_HANDS = ["EEEE123456789p3s", "159m19s19pSWNCFP", "2468m2468s2468pC", "13579m13579sCFN"]


def test_a_concealed_kong_draws_its_replacement_from_the_back_and_can_win_on_it():
    state = make_state(KONG_HANDS, wall="1s2s3s", last_draw=Tile.EAST)
    assert Action(A.CONCEALED_KONG, 0, Tile.EAST) in legal_actions(state, 0)
    state, events = act(state, A.CONCEALED_KONG, 0, Tile.EAST)
    assert events == [KongDeclared(0, Meld(MeldKind.KONG, Tile.EAST, concealed=True, claimed_from=None)),
                      TileDrawn(0, Tile.S3, True)]  # fmt: skip
    assert (state.wall.front, state.wall.back) == (0, 2)
    assert state.last_draw == Tile.S3
    assert state.draw_source is DrawSource.KONG
    assert Action(A.WIN, 0, Tile.S3) in legal_actions(state, 0)
    state, events = act(state, A.WIN, 0, Tile.S3)
    event = won(events)
    assert FanId.OUT_WITH_REPLACEMENT_TILE in fan_ids(event)
    assert FanId.SELF_DRAWN not in fan_ids(event)
    assert event.discarder is None
    assert event.payments[0] == 3 * (8 + event.total)
    assert state.result.context.kong_related
    assert state.result.context.self_drawn


def test_a_win_on_a_flower_replacement_after_a_kong_is_not_out_on_a_replacement_tile():
    tiles = parse_tiles("1s3s") + [Tile.PLUM]  # the back of the wall is a flower, then 3s
    state = make_state(KONG_HANDS, wall_tiles=tiles, last_draw=Tile.EAST)
    state, events = act(state, A.CONCEALED_KONG, 0, Tile.EAST)
    assert [type(e) for e in events] == [KongDeclared, TileDrawn, FlowerReplaced, TileDrawn]
    assert state.flowers[0] == (Tile.PLUM,)
    assert state.draw_source is DrawSource.FLOWER
    state, events = act(state, A.WIN, 0, Tile.S3)
    event = won(events)
    assert FanId.OUT_WITH_REPLACEMENT_TILE not in fan_ids(event)
    assert FanId.FLOWER_TILES in fan_ids(event)


def test_no_kong_without_a_replacement_tile_nor_right_after_a_claim():
    assert not any(
        a.kind is A.CONCEALED_KONG for a in legal_actions(make_state(KONG_HANDS, last_draw=Tile.EAST), 0)
    )
    after_claim = make_state(KONG_HANDS, wall="1s", last_draw=None)
    assert not any(a.kind is A.CONCEALED_KONG for a in legal_actions(after_claim, 0))


def test_an_exposed_kong_of_a_discard_draws_from_the_back():
    hands = ["25678m2468s3579pN", "19m159s26pESWNCF", "1555m37s48pCFPEE", "123456789p1s2s3sC"]
    state, _ = discard_5m(hands)
    assert legal_actions(state, 2)[:2] == [Action(A.KONG, 2, Tile.M5), Action(A.PUNG, 2, Tile.M5)]
    state, events = act(state, A.KONG, 2, Tile.M5)
    assert events[0] == MeldClaimed(2, Meld(MeldKind.KONG, Tile.M5, claimed_from=Seat.ACROSS), 0)
    assert events[1] == TileDrawn(2, Tile.S4, True)
    assert state.turn == 2
    assert state.draw_source is DrawSource.KONG
    assert len(state.hands[2]) == 11


# Seat 0 holds an exposed pung of 5m and draws the fourth; seat 2 waits on 5m (closed wait).
ROB_HANDS = ["5m123789sEESS", "2679m2679s26pCFP", "123456789p11s46m", "1379m1379s13pNNC"]
ROB_MELDS = [(Meld(MeldKind.PUNG, Tile.M5, claimed_from=Seat.ACROSS),), (), (), ()]


def test_a_promoted_kong_can_be_robbed():
    state = make_state(ROB_HANDS, wall="1s2s3s", melds=ROB_MELDS, last_draw=Tile.M5)
    assert Action(A.PROMOTED_KONG, 0, Tile.M5) in legal_actions(state, 0)
    state, events = act(state, A.PROMOTED_KONG, 0, Tile.M5)
    assert events == [KongDeclared(0, Meld(MeldKind.KONG, Tile.M5, claimed_from=Seat.ACROSS, promoted=True))]
    assert state.phase is Phase.ROB
    assert state.pending == (2,)
    assert state.last_discard == Tile.M5
    assert legal_actions(state, 2) == [Action(A.WIN, 2, Tile.M5), Action(A.PASS, 2, Tile.M5)]
    assert legal_actions(state, 1) == []
    state, events = act(state, A.WIN, 2, Tile.M5)
    event = won(events)
    assert (event.winner, event.discarder, event.robbed) == (2, 0, True)
    assert FanId.ROBBING_THE_KONG in fan_ids(event)
    assert FanId.LAST_TILE not in fan_ids(event)
    assert state.melds[0] == (Meld(MeldKind.PUNG, Tile.M5, claimed_from=Seat.ACROSS),)  # back to a pung
    assert event.payments[0] == -(8 + event.total)
    assert sum(event.payments) == 0
    ctx = state.result.context
    assert ctx.kong_related
    assert not ctx.self_drawn


def test_a_promoted_kong_not_robbed_gets_its_replacement():
    state = make_state(ROB_HANDS, wall="1s2s3s", melds=ROB_MELDS, last_draw=Tile.M5)
    state, _ = act(state, A.PROMOTED_KONG, 0, Tile.M5)
    state, events = act(state, A.PASS, 2, Tile.M5)
    assert events == [TileDrawn(0, Tile.S3, True)]
    assert state.melds[0][0].promoted
    assert state.phase is Phase.DISCARD
    assert state.draw_source is DrawSource.KONG


# ---------------------------------------------------------------------------------------- the last tile


def test_the_last_tile_of_the_wall_self_drawn_is_last_tile_draw():
    # seat 3 discards C; nobody can use it; seat 0 draws the wall's last tile, 5m, and wins on it
    hands = ["123456789p111s5m", "159m19s19pSWNCFP", "2468m2468s2468pF", "13579m13579sCFNP"]
    state = make_state(hands, wall="5m", turn=3, last_draw=Tile.NORTH)
    state, events = act(state, A.DISCARD, 3, Tile.RED)
    assert events[-1] == TileDrawn(0, Tile.M5, False)
    assert state.wall.remaining == 0
    state, events = act(state, A.WIN, 0, Tile.M5)
    assert FanId.LAST_TILE_DRAW in fan_ids(won(events))
    assert state.result.context.last_tile
    assert state.result.context.self_drawn


def test_the_last_discard_may_only_be_won_last_tile_claim():
    # the wall is empty: seat 0 discards 5m; seat 2 holds a pair of 5m but may not pung it
    hands = ["25678m2468s3579pN", "123456789p111s5m", "1559m37s48pCFPEE", "2679m2679s26pCFP"]
    state = make_state(hands, last_draw=Tile.NORTH)
    state, _ = act(state, A.DISCARD, 0, Tile.M5)
    assert state.pending == (1,)
    assert legal_actions(state, 2) == []
    won_state, events = act(state, A.WIN, 1, Tile.M5)
    assert FanId.LAST_TILE_CLAIM in fan_ids(won(events))
    assert won_state.result.context.last_tile
    assert not won_state.result.context.self_drawn


def test_an_exhausted_wall_ends_the_hand_without_payments():
    hands = ["25678m2468s3579pN", "123456789p111s5m", "1559m37s48pCFPEE", "2679m2679s26pCFP"]
    state = make_state(hands, last_draw=Tile.NORTH)
    state, _ = act(state, A.DISCARD, 0, Tile.M5)
    state, events = act(state, A.PASS, 1, Tile.M5)
    assert events == [WallExhausted()]
    assert state.phase is Phase.ENDED
    assert state.result.winner is None
    assert state.result.payments == (0, 0, 0, 0)
    assert legal_actions(state, 1) == []
    with pytest.raises(IllegalAction, match="over"):
        act(state, A.DISCARD, 1, Tile.M1)


def test_the_last_copy_is_detected_from_the_table():
    # three 5m face up: one discarded by seat 1 earlier, two in seat 3's chows; seat 2 wins on the last
    hands = ["5m123789sEESSWWN", "2679m2679s26pCFP", "123456789p11s46m", "1379s13pN"]
    melds = [(), (), (), (Meld(MeldKind.CHOW, Tile.M3), Meld(MeldKind.CHOW, Tile.M4))]
    discards = [(), (Discard(Tile.M5),), (), ()]
    state = make_state(hands, wall="1s2s", melds=melds, discards=discards, last_draw=Tile.EAST)
    state, _ = act(state, A.DISCARD, 0, Tile.M5)
    state, _ = act(state, A.PASS, 1, Tile.M5)  # 下家 could chow it
    state, events = act(state, A.WIN, 2, Tile.M5)
    assert FanId.LAST_TILE in fan_ids(won(events))
    assert state.result.context.last_copy


# ---------------------------------------------------------------------------------------- the 8-point minimum


def test_meets_minimum_ignores_flowers():
    below = score_hand(parse_hand("[234m]567p345s678s9p9p"), WinContext(self_drawn=True, flowers=4))
    assert below.total >= 8
    assert not meets_minimum(below)
    above = score_hand(parse_hand("123456789p111s5m5m"))
    assert meets_minimum(above)


LOW_HANDS = ["567p345s678s9p9p", "159m19s19pSWNCFP", "2468m2468s2468pC", "13579m13579sCFN"]
LOW_MELDS = [(Meld(MeldKind.CHOW, Tile.M2),), (), (), ()]


def low_state(penalties=False):
    return make_state(LOW_HANDS, wall="1s2s", melds=LOW_MELDS, last_draw=Tile.P9, penalties=penalties)


def test_a_win_below_8_points_is_not_offered_and_is_refused_in_practice_mode():
    state = low_state()
    assert not any(a.kind is A.WIN for a in legal_actions(state, 0))
    with pytest.raises(IllegalAction, match=r"scores 5 points without flowers.*at least 8"):
        act(state, A.WIN, 0, Tile.P9)


def test_a_false_win_costs_10_each_with_penalties_and_play_goes_on():
    state = low_state(penalties=True)
    state, events = act(state, A.WIN, 0, Tile.P9)
    assert len(events) == 1
    assert isinstance(events[0], FalseWinRefused)
    assert events[0].payments == (-30, 10, 10, 10)
    assert "错和" in events[0].reason
    assert state.scores == (-30, 10, 10, 10)
    assert state.barred[0]
    assert state.phase is Phase.DISCARD
    assert state.turn == 0
    assert state.history[-1].kind is A.WIN
    with pytest.raises(IllegalAction, match="停和"):
        act(state, A.WIN, 0, Tile.P9)
    state, _ = act(state, A.DISCARD, 0, Tile.P9)
    assert sum(state.scores) == 0


def test_declaring_a_win_with_a_hand_not_even_ready_is_a_false_ready_20_each():
    hands = ["13579m13579sCFNE", *KONG_HANDS[1:]]
    state = make_state(hands, wall="1s", last_draw=Tile.M1, penalties=True)
    state, events = act(state, A.WIN, 0, Tile.M1)
    assert events[0].payments == (-60, 20, 20, 20)
    assert "诈和" in events[0].reason
    practice = make_state(hands, wall="1s", last_draw=Tile.M1)
    with pytest.raises(IllegalAction, match="no winning shape"):
        act(practice, A.WIN, 0, Tile.M1)


# ---------------------------------------------------------------------------------------- settlement


def test_a_win_on_a_discard_is_paid_by_the_discarder_and_the_base_by_the_others():
    state, _ = discard_5m()
    for seat, kind in ((1, A.PASS), (2, A.PASS)):
        state, _ = act(state, kind, seat, Tile.M5)
    state, events = act(state, A.WIN, 3, Tile.M5)
    event = won(events)
    assert event.payments == (-(8 + event.total), -8, -8, 24 + event.total)
    assert state.scores == event.payments
    assert state.result.payments == event.payments


# ---------------------------------------------------------------------------------------- what a seat sees


def test_seat_view_hides_the_other_hands_and_concealed_kongs():
    melds = [(), (), (Meld(MeldKind.KONG, Tile.WHITE, concealed=True, claimed_from=None),), ()]
    hands = ["25678m2468s3579pN", "34m159s26pESWNCF", "1559m37s48pCF", "123456789p111s5m"]
    state = make_state(hands, wall="1s2s", melds=melds, last_draw=Tile.NORTH)
    view = seat_view(state, 1)
    assert view.hand == state.hands[1]
    assert view.seat == 1
    assert view.last_draw is None
    assert view.melds[2] == ()
    assert view.hidden_kongs == (0, 0, 1, 0)
    assert view.hand_sizes == (14, 13, 10, 13)
    assert view.wall_remaining == 2
    others = {state.hands[s] for s in (0, 2, 3)}
    for name in view.__slots__:
        assert getattr(view, name) not in others
    own = seat_view(state, 2)
    assert own.melds[2] == melds[2]
    assert own.hidden_kongs == (0, 0, 0, 0)
    assert seat_view(state, 0).last_draw == Tile.NORTH
    assert view.seat_wind == Tile.SOUTH
    assert view.round_wind == Tile.EAST
    assert view.dealer == 0


def test_visible_counts_cover_hand_melds_and_discards():
    state, _ = discard_5m()
    counts = seat_view(state, 2).visible_counts()
    assert counts[Tile.M5] == 3  # two in hand and the discard


# ---------------------------------------------------------------------------------------- replay


@pytest.mark.parametrize("seed", [0, 7, 123])
def test_replay_reproduces_a_hand_exactly(seed):
    start = new_hand(seed, dealer=1, round_wind=Tile.SOUTH)
    final, events = play_hand(start, random_decider(seed))
    again, again_events = replay(seed, final.history, dealer=1, round_wind=Tile.SOUTH)
    assert again == final
    assert again_events == events
    # and step by step
    state = start
    steps = replay_steps(seed, final.history, dealer=1, round_wind=Tile.SOUTH)
    for action, (replayed, step_events) in zip(final.history, steps, strict=True):
        state, expected_events = apply(state, action)
        assert replayed == state
        assert step_events == expected_events


def test_the_same_seed_and_bots_give_the_same_game():
    a, _ = play_hand(new_hand(42), random_decider(1))
    b, _ = play_hand(new_hand(42), random_decider(1))
    assert a == b


# ---------------------------------------------------------------------------------------- the match


def test_the_match_has_four_rounds_of_four_hands_and_the_deal_passes_every_hand():
    match = new_match(9)
    places: dict[int, list[int]] = {p: [] for p in range(4)}
    dealers = []
    winds = []
    while not match.finished:
        state = start_hand(match)
        assert state.dealer == (match.hand_number - 1) % 4
        assert state.seed == hand_seed(9, match.hand_number)
        dealers.append(match.seating[state.dealer])
        winds.append(state.round_wind)
        for place, player in enumerate(match.seating):
            places[player].append(place)
        final, _ = play_hand(state, random_decider(match.hand_number))
        before = match.scores
        match = next_hand(match, final.result)
        assert sum(match.scores) == sum(before) == 0
    assert winds == [w for w in WINDS for _ in range(4)]
    assert Counter(dealers) == {0: 4, 1: 4, 2: 4, 3: 4}  # each player deals once a round
    # places per round: the MCR seat changes (E<->S, W<->N; then E->W, W->S, S->N, N->E; then again)
    per_round = {p: [places[p][4 * r] for r in range(4)] for p in range(4)}
    assert per_round == {0: [0, 1, 3, 2], 1: [1, 0, 2, 3], 2: [2, 3, 0, 1], 3: [3, 2, 1, 0]}
    assert all(sorted(rounds) == [0, 1, 2, 3] for rounds in per_round.values())
    assert len(match.results) == 16
    assert len(match.standard_scores) == 4
    with pytest.raises(IllegalAction):
        start_hand(match)


def test_match_scores_follow_the_players_through_the_seat_changes():
    match = new_match(1)
    for number in range(1, 6):
        result = HandResult(
            hand_number=number, dealer=match.dealer, round_wind=match.round_wind, winner=0, discarder=1,
            robbed=False, self_drawn=False, total=10, fans=(), payments=(28, -18, -8, -2), turns=5,
        )  # fmt: skip
        match = next_hand(match, result)
    # hands 1-4 with seating (0,1,2,3), hand 5 with seating (1,0,3,2)
    assert match.scores == (4 * 28 - 18, 4 * -18 + 28, 4 * -8 - 2, 4 * -2 - 8)
    assert SEAT_CHANGES[1] == (1, 0, 3, 2)
    with pytest.raises(IllegalAction, match="hand 6"):
        next_hand(match, replace(result, hand_number=2))
    with pytest.raises(TrainerError):
        new_match(1, players=3)


# ---------------------------------------------------------------------------------------- waits and bots


def _complete_hands(rng: random.Random, n: int):
    """Random complete 14-tile concealed hands of every form."""
    out = []
    suits = (0x10, 0x20, 0x30)
    honors = [*WINDS, Tile.RED, Tile.GREEN, Tile.WHITE]
    orphans = [Tile(s | r) for s in suits for r in (1, 9)] + honors
    while len(out) < n:
        form = rng.choice(["regular", "regular", "pairs", "orphans", "knitted", "honors_knitted"])
        if form == "regular":
            tiles = []
            for _ in range(4):
                if rng.random() < 0.5:
                    s, r = rng.choice(suits), rng.randint(1, 7)
                    tiles += [Tile(s | r), Tile(s | r + 1), Tile(s | r + 2)]
                else:
                    t = rng.choice([Tile(s | r) for s in suits for r in range(1, 10)] + honors)
                    tiles += [t] * 3
            tiles += [rng.choice(orphans)] * 2
        elif form == "pairs":
            tiles = [
                t
                for t in rng.sample([Tile(s | r) for s in suits for r in range(1, 10)] + honors, 7)
                for _ in (0, 1)
            ]
        elif form == "orphans":
            tiles = [*orphans, rng.choice(orphans)]
        else:
            order = rng.sample(suits, 3)
            knitted = [
                Tile(s | r)
                for s, start in zip(order, (1, 2, 3), strict=True)
                for r in (start, start + 3, start + 6)
            ]
            if form == "knitted":
                s, r = rng.choice(suits), rng.randint(1, 7)
                pair = rng.choice(honors)
                tiles = [*knitted, Tile(s | r), Tile(s | r + 1), Tile(s | r + 2), pair, pair]
            else:
                tiles = rng.sample(knitted, 7) + honors
        if max(Counter(tiles).values()) <= 4:
            out.append(sorted(tiles))
    return out


def test_winning_tiles_agree_with_the_waits_finder():
    rng = random.Random(3)
    for tiles in _complete_hands(rng, 150):
        standing = list(tiles)
        standing.remove(rng.choice(standing))
        found = winning_tiles(tuple(sorted(standing)), 0)
        hand = parse_hand(format_tiles(standing))
        expected = {w.tile for w in find_waits(hand)}
        assert expected <= found
        assert all(standing.count(t) == 4 for t in found - expected), (standing, found, expected)


def test_the_bot_registry():
    assert "random" in BOTS
    bot = get_bot("random", random.Random(0))
    state = new_hand(8)
    decision = bot.choose(seat_view(state, 0), legal_actions(state, 0))
    assert isinstance(decision, Decision)
    assert decision.action in legal_actions(state, 0)
    with pytest.raises(TrainerError, match="unknown bot level 'nobody'"):
        get_bot("nobody", random.Random(0))


def test_the_random_bot_always_wins_when_it_can():
    state = make_state(KONG_HANDS, wall="1s2s3s", last_draw=Tile.EAST)
    state, _ = act(state, A.CONCEALED_KONG, 0, Tile.EAST)
    options = legal_actions(state, 0)
    for seed in range(10):
        assert choose_action(seat_view(state, 0), options, random.Random(seed)).kind is A.WIN


def test_actions_given_with_bare_codes_are_stored_as_tiles():
    state = make_state(CLAIM_HANDS, wall="1s2s3s4s", last_draw=Tile.NORTH)
    state, _ = apply(state, Action(A.DISCARD, 0, 0x15))  # 5m as a bare int
    assert type(state.history[-1].tile) is Tile
    assert type(state.discards[0][-1].tile) is Tile
    with pytest.raises(IllegalAction, match="not a playing tile"):
        apply(state, Action(A.PASS, 1, 0x99))
