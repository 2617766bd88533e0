"""The three bot levels: legal choices with reasons, the beginner's efficiency and slips, the
intermediate's legal plans, the strong bot's claims and defence, wins, determinism, whole games, and
the statistics of simulations."""

import random

import pytest

from trainer.engine.bots import BOTS, Decision, get_bot
from trainer.engine.bots.beginner import SLIP_RATE, BeginnerBot
from trainer.engine.bots.common import (
    Position,
    fan_aware_discards,
    level_stats,
    position_from_view,
    read_threat,
    tile_safety,
    wilson_interval,
)
from trainer.engine.bots.strong import StrongBot
from trainer.engine.efficiency import analyse_discards_fan_aware
from trainer.engine.game import (
    Action,
    ActionKind,
    Discard,
    Phase,
    SeatView,
    apply,
    legal_actions,
    new_hand,
    play_hand,
    seat_view,
    tile_counts,
)
from trainer.engine.notation import parse_hand, parse_tiles, tile_token
from trainer.engine.shanten import analyse_discards
from trainer.engine.tiles import ALL_KINDS, Hand, Meld, MeldKind, Tile, count_table

LEVELS = ("beginner", "intermediate", "strong")


def make_view(
    text: str,
    *,
    seat: int = 0,
    others: dict[int, str] | None = None,
    discards: dict[int, str] | None = None,
    wall: int = 60,
    offer: Tile | None = None,
    discarder: int | None = None,
    dealer: int = 0,
) -> SeatView:
    """A seat's view built from notation: ``text`` is its hand (melds in brackets, the drawn tile
    last when it holds 14), ``others`` the other seats' melds, ``discards`` every seat's discards.
    With ``offer`` the seat answers ``discarder``'s discard of that tile (it is the last of that
    seat's discards)."""
    hand = parse_hand(text, partial=True)
    standing = list(hand.standing) + ([hand.win_tile] if hand.win_tile is not None else [])
    melds: list[tuple[Meld, ...]] = [(), (), (), ()]
    melds[seat] = hand.melds
    for s, meld_text in (others or {}).items():
        melds[s] = parse_hand(meld_text, partial=True).melds
    piles = [[Discard(t) for t in parse_tiles((discards or {}).get(s, ""))] for s in range(4)]
    if offer is not None:
        piles[discarder].append(Discard(offer))
    own_turn = offer is None
    return SeatView(
        seat=seat,
        phase=Phase.DISCARD if own_turn else Phase.CLAIM,
        turn=seat if own_turn else discarder,
        hand=tuple(sorted(standing)),
        last_draw=standing[-1] if own_turn else None,
        melds=tuple(melds),
        hidden_kongs=(0, 0, 0, 0),
        discards=tuple(tuple(p) for p in piles),
        flowers=(0, 0, 0, 0),
        hand_sizes=tuple(13 - 3 * len(m) for m in melds),
        wall_remaining=wall,
        last_discard=offer,
        discarder=discarder,
        dealer=dealer,
        seat_wind=Tile.EAST,
        round_wind=Tile.EAST,
        scores=(0, 0, 0, 0),
        hand_number=1,
    )


def turn_options(view: SeatView) -> list[Action]:
    return [Action(ActionKind.DISCARD, view.seat, t) for t in sorted(set(view.hand))]


def check(decision: Decision, options: list[Action]) -> Action:
    assert isinstance(decision, Decision)
    assert decision.action in options
    assert decision.reason.strip()
    return decision.action


# ------------------------------------------------------------------------------------ every level


def test_the_levels_are_registered():
    assert set(LEVELS) <= set(BOTS)


@pytest.mark.parametrize("level", LEVELS)
def test_every_decision_is_a_legal_option_with_a_reason(level):
    seen = {"decisions": 0, "kinds": set()}
    bots = [get_bot(level, random.Random(seat)) for seat in range(4)]

    def decide(seat, view, options):
        decision = bots[seat].choose(view, options)
        check(decision, options)
        seen["decisions"] += 1
        seen["kinds"].add(decision.action.kind)
        return decision.action

    for seed in (11, 12):
        state, _ = play_hand(new_hand(seed, dealer=seed % 4), decide)
        assert state.ended
    assert seen["decisions"] > 40
    assert ActionKind.DISCARD in seen["kinds"]


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_wins_whenever_the_engine_offers_a_win(level):
    # self-drawn: the drawn 5s completes 123m 456p 789s 55s + 234s, mixed straight
    view = make_view("123m456p789s23455s")
    options = [Action(ActionKind.WIN, 0, Tile.S5), *turn_options(view)]
    action = check(get_bot(level, random.Random(1)).choose(view, options), options)
    assert action.kind is ActionKind.WIN
    # on a discard, even when a pung is on offer too
    view = make_view("123m456p789s2344s", offer=Tile.S4, discarder=2)
    options = [
        Action(ActionKind.WIN, 0, Tile.S4),
        Action(ActionKind.PUNG, 0, Tile.S4),
        Action(ActionKind.PASS, 0, Tile.S4),
    ]
    decision = get_bot(level, random.Random(1)).choose(view, options)
    assert check(decision, options).kind is ActionKind.WIN
    assert decision.reason.startswith("win:")
    assert "points" in decision.reason


def test_a_win_in_a_real_hand_is_taken():
    """Whenever a WIN is among the options in simulated play, every level takes it."""
    offered = 0
    bots = {level: get_bot(level, random.Random(3)) for level in LEVELS}
    for seed in range(20, 26):
        state = new_hand(seed)
        while not state.ended:
            seat = (state.turn,) if state.phase is Phase.DISCARD else state.pending
            options = legal_actions(state, seat[0])
            view = seat_view(state, seat[0])
            if any(o.kind is ActionKind.WIN for o in options):
                offered += 1
                for bot in bots.values():
                    assert bot.choose(view, options).action.kind is ActionKind.WIN
            state, _ = apply(state, bots["strong"].choose(view, options).action)
    assert offered >= 1


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_gives_the_same_decisions(level):
    def play(seed: int) -> tuple:
        bots = [get_bot(level, random.Random(100 + seat)) for seat in range(4)]
        reasons = []

        def decide(seat, view, options):
            decision = bots[seat].choose(view, options)
            reasons.append(decision.reason)
            return decision.action

        state, _ = play_hand(new_hand(seed), decide)
        return state.history, tuple(reasons)

    assert play(7) == play(7)


def test_bot_only_games_end_and_keep_the_tiles():
    for seed in range(30, 34):
        levels = ["beginner", "intermediate", "strong", "strong"]
        bots = [get_bot(levels[(seat + seed) % 4], random.Random(seed * 4 + seat)) for seat in range(4)]
        state, _ = play_hand(
            new_hand(seed, dealer=seed % 4), lambda s, v, o, bots=bots: bots[s].choose(v, o).action
        )
        assert state.ended
        assert state.result is not None
        counts = tile_counts(state)
        assert all(counts[t] == 4 for t in ALL_KINDS)


# ------------------------------------------------------------------------------------ beginner


def test_the_beginner_discards_the_most_efficient_tile_when_not_slipping():
    bot = BeginnerBot(random.Random(5), slip_rate=0.0)
    for text in ("699m2346s3456pFFF", "123m456p78s11sEESW", "13579m2468s1357pE"):
        view = make_view(text)
        options = turn_options(view)
        action = check(bot.choose(view, options), options)
        ranking = analyse_discards(list(view.hand), seen=view.visible_counts())
        assert action.tile == ranking[0].tile


def test_the_beginner_slips_at_about_the_set_rate_and_replays_them():
    view = make_view("699m2346s3456pFFF")
    options = turn_options(view)
    ranking = analyse_discards(list(view.hand), seen=view.visible_counts())
    worse = {o.tile for o in ranking[(len(ranking) + 1) // 2 :]}

    def run(seed: int) -> list[Decision]:
        bot = BeginnerBot(random.Random(seed))
        return [bot.choose(view, options) for _ in range(600)]

    decisions = run(42)
    slips = [d for d in decisions if "slip" in d.reason]
    assert abs(len(slips) / len(decisions) - SLIP_RATE) < 0.05
    assert all(d.action.tile in worse for d in slips)
    assert all(d.action.tile == ranking[0].tile for d in decisions if "slip" not in d.reason)
    assert [d.action for d in run(42)] == [d.action for d in decisions]
    assert [d.action for d in run(43)] != [d.action for d in decisions]


def test_the_beginner_claims_every_pung_and_a_chow_that_does_not_slow_it():
    bot = get_bot("beginner", random.Random(0))
    view = make_view("19m1469s2588pESWC", offer=Tile.P8, discarder=2)
    options = [Action(ActionKind.PUNG, 0, Tile.P8), Action(ActionKind.PASS, 0, Tile.P8)]
    assert check(bot.choose(view, options), options).kind is ActionKind.PUNG
    view = make_view("699m2346s3456pFF", offer=Tile.S5, discarder=3)
    options = [Action(ActionKind.CHOW, 0, Tile.S5, Tile.S4), Action(ActionKind.PASS, 0, Tile.S5)]
    assert check(bot.choose(view, options), options).kind is ActionKind.CHOW


# ------------------------------------------------------------------------------------ intermediate


def test_the_intermediate_keeps_a_legal_plan_over_a_plainly_faster_discard():
    view = make_view("699m2346s3456pFFF")
    options = turn_options(view)
    plain = analyse_discards(list(view.hand), seen=view.visible_counts())[0].tile
    fan_aware = (
        analyse_discards_fan_aware(parse_hand("699m2346s3456pFFF"), seen=view.visible_counts())
        .choices[0]
        .tile
    )
    assert plain != fan_aware  # the position is one where the two differ
    beginner = check(BeginnerBot(random.Random(0), slip_rate=0.0).choose(view, options), options)
    decision = get_bot("intermediate", random.Random(0)).choose(view, options)
    assert beginner.tile == plain
    assert check(decision, options).tile == fan_aware
    assert decision.reason.startswith(f"discard {tile_token(fan_aware)}:")
    assert "legal win" in decision.reason


def test_the_intermediate_passes_a_claim_that_leaves_no_legal_plan_and_takes_one_that_helps():
    bot = get_bot("intermediate", random.Random(0))
    view = make_view("699m2346s3456pFF", offer=Tile.GREEN, discarder=2)
    options = [Action(ActionKind.PUNG, 0, Tile.GREEN), Action(ActionKind.PASS, 0, Tile.GREEN)]
    decision = bot.choose(view, options)
    assert check(decision, options).kind is ActionKind.PUNG
    assert decision.reason.startswith("pung F:")
    # five pairs: the only legal plan in reach is seven pairs, which a pung of East would break
    view = make_view("1155m2288s39pEEW", offer=Tile.EAST, discarder=2)
    options = [Action(ActionKind.PUNG, 0, Tile.EAST), Action(ActionKind.PASS, 0, Tile.EAST)]
    decision = bot.choose(view, options)
    assert check(decision, options).kind is ActionKind.PASS
    assert (
        decision.reason == "pass: the pung E would break the Seven Pairs plan (a legal win one draw away now)"
    )
    # the beginner takes it all the same
    assert get_bot("beginner", random.Random(0)).choose(view, options).action.kind is ActionKind.PUNG


# ------------------------------------------------------------------------------------ strong


def dangerous_view() -> SeatView:
    """South (seat 1) shows three dots melds and throws away everything else: a big flush late in
    the hand; our own hand is a scattered mess, far from any legal win."""
    return make_view(
        "19m1469s2588pESWC",
        others={1: "[123p][456p][789p]"},
        discards={1: "9mE1s2m3sN", 0: "7m", 2: "4s", 3: "6m"},
        wall=30,
    )


def test_the_strong_bot_reads_a_flush_threat():
    view = dangerous_view()
    pos = position_from_view(view)
    threat = read_threat(pos, 1)
    assert threat.flush_suit == 3
    assert threat.big
    assert read_threat(pos, 2).danger < threat.danger
    seen = pos.seen()
    assert tile_safety(pos, Tile.P5, threat, seen).danger == 1.0
    assert tile_safety(pos, Tile.M9, threat, seen).why == "already discarded by South"
    assert tile_safety(pos, Tile.S4, threat, seen).danger < 0.2


def test_the_strong_bot_folds_with_a_safe_tile_in_a_dangerous_position():
    view = dangerous_view()
    options = turn_options(view)
    decision = get_bot("strong", random.Random(0)).choose(view, options)
    tile = check(decision, options).tile
    assert decision.reason.startswith("fold: South's melds suggest a big flush in dots")
    assert tile not in parse_tiles("2588p")  # never a dots tile into the flush
    pos = position_from_view(view)
    assert tile_safety(pos, tile, read_threat(pos, 1), pos.seen()).danger <= 0.15
    # the same hand with a quiet table plays on
    quiet = make_view("19m1469s2588pESWC", discards={1: "9mE1s2m3sN"}, wall=30)
    calm = get_bot("strong", random.Random(0)).choose(quiet, turn_options(quiet))
    assert calm.reason.startswith("discard")


def test_the_strong_bot_calls_only_to_shorten_the_legal_distance():
    view = make_view("699m2346s3456pFF", offer=Tile.GREEN, discarder=2)
    options = [Action(ActionKind.PUNG, 0, Tile.GREEN), Action(ActionKind.PASS, 0, Tile.GREEN)]
    decision = StrongBot(random.Random(0)).choose(view, options)
    assert check(decision, options).kind is ActionKind.PUNG
    assert decision.reason.startswith("pung F: shortens the legal distance")
    # a chow of 345m that only keeps the distance: the intermediate takes it, the strong bot does not
    view = make_view("445m12367s11379p", offer=Tile.M3, discarder=3)
    options = [Action(ActionKind.CHOW, 0, Tile.M3, Tile.M3), Action(ActionKind.PASS, 0, Tile.M3)]
    keeps = get_bot("intermediate", random.Random(0)).choose(view, options)
    assert check(keeps, options).kind is ActionKind.CHOW
    assert "keeps the legal distance" in keeps.reason
    strict = get_bot("strong", random.Random(0)).choose(view, options)
    assert check(strict, options).kind is ActionKind.PASS
    assert (
        strict.reason
        == "pass: the chow 345m would not bring a legal win nearer (a legal win 2 draws away either way)"
    )


# ------------------------------------------------------------------------------------ shared numbers


@pytest.mark.parametrize(
    "text",
    [
        "699m2346s3456pFFF",
        "123m456p78s11sEESW",
        "147m258s369pESWNC",
        "[123m]456p789s1122sW",
        "1112345678999mE",
        "13579m2468s1357pE",
    ],
)
def test_the_pruned_discard_analysis_agrees_with_the_full_one(text):
    hand = parse_hand(text)
    seen = count_table(hand.all_tiles())
    full = analyse_discards_fan_aware(hand, seen=seen)
    fast = fan_aware_discards(
        hand.standing_with_win(), hand.melds, Position(0, (), ((),) * 4, ((),) * 4).ctx, seen
    )
    assert fast.choices[0].tile == full.choices[0].tile
    assert fast.reason == full.reason


def test_the_pruned_discard_analysis_agrees_in_played_positions():
    """Every turn of a hand between intermediate bots: the same first choice and sentence as the
    full analysis."""
    bots = [get_bot("intermediate", random.Random(seat)) for seat in range(4)]
    compared = 0

    def decide(seat, view, options):
        nonlocal compared
        if view.phase is Phase.DISCARD:
            pos = position_from_view(view)
            hand = Hand(pos.own_melds, pos.standing[:-1], pos.standing[-1])
            full = analyse_discards_fan_aware(hand, pos.ctx, seen=pos.seen())
            fast = fan_aware_discards(pos.standing, pos.own_melds, pos.ctx, pos.seen())
            assert (fast.choices[0].tile, fast.reason) == (full.choices[0].tile, full.reason)
            compared += 1
        return bots[seat].choose(view, options).action

    play_hand(new_hand(8, dealer=1), decide)
    assert compared > 20


def test_wilson_interval():
    low, high = wilson_interval(30, 100)
    assert (round(low, 3), round(high, 3)) == (0.219, 0.396)
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(10, 10)[1] == pytest.approx(1.0)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_level_stats_from_simulation_lines():
    lines = [
        {
            "levels": ["beginner", "strong", "strong", "intermediate"],
            "winner": 1,
            "discarder": 0,
            "total": 10,
            "payments": [-18, 34, -8, -8],
        },
        {
            "levels": ["strong", "beginner", "intermediate", "strong"],
            "winner": None,
            "discarder": None,
            "total": 0,
            "payments": [0, 0, 0, 0],
        },
        {"summary": {"hands": 2}},
    ]
    stats = level_stats(lines)
    assert (stats["strong"].hands, stats["strong"].wins) == (4, 1)
    assert stats["strong"].average_points == pytest.approx((34 - 8) / 4)
    assert (stats["beginner"].deal_ins, stats["beginner"].wins) == (1, 0)
    assert (stats["strong"].low, stats["strong"].high) == wilson_interval(1, 4)
    assert stats["strong"].overlaps(stats["beginner"])


def test_a_decision_holds_its_reason_in_coach_terms():
    view = make_view("123m456p78s11sEESW")
    options = turn_options(view)
    reasons = {level: get_bot(level, random.Random(0)).choose(view, options).reason for level in LEVELS}
    assert "tiles bring the hand closer" in reasons["beginner"] or "slip" in reasons["beginner"]
    assert reasons["intermediate"].startswith("discard ")
    assert reasons["strong"].startswith("discard ")


def test_a_position_reads_the_view():
    view = make_view("[123m]456p789s1122sW", others={2: "[EEE]"}, discards={2: "19p"}, wall=40)
    pos = position_from_view(view)
    assert len(pos.standing) == 11
    assert pos.own_melds[0].kind is MeldKind.CHOW
    assert pos.discards[2] == (Tile.P1, Tile.P9)
    assert pos.wall_left == 40
    assert pos.seen()[Tile.EAST] == 3
    assert isinstance(Hand(pos.own_melds, pos.standing[:-1], pos.standing[-1]), Hand)
