"""Guangdong settlement: self-draw, robbing the kong (one or several winners), the liabilities
(包三家: 点杠杠开, 补杠杠开, 十二张落地), the horses (买马) and the kong payments."""

from __future__ import annotations

import random

import pytest

from trainer.engine.errors import TrainerError
from trainer.engine.guangdong.rules import GuangdongRules
from trainer.engine.guangdong.settlement import horse_seat, kong_payment, settle, settle_robbed
from trainer.engine.notation import parse_tiles
from trainer.engine.tiles import ALL_KINDS, Tile

RULES = GuangdongRules()


def tiles(text: str) -> tuple[Tile, ...]:
    return tuple(parse_tiles(text))


def check_invariants(s) -> None:
    assert sum(s.payments) == 0
    assert all(t.payer != t.payee and t.amount > 0 for t in s.transfers)


# ------------------------------------------------------------------------------- horse seats


HORSE_TABLE = {0: "159m159s159pE", 1: "26m26s26pSC", 2: "37m37s37pWF", 3: "48m48s48pNP"}


@pytest.mark.parametrize("offset", range(4))
def test_horse_offsets_follow_the_seed_table(offset):
    for t in tiles(HORSE_TABLE[offset]):
        assert RULES.horse_offset(t) == offset, t


def test_every_tile_kind_is_in_the_table_once():
    listed = [t for text in HORSE_TABLE.values() for t in tiles(text)]
    assert sorted(listed) == sorted(ALL_KINDS)


def test_dragon_seats_setting_moves_only_the_dragons():
    rules = GuangdongRules(dragon_seats=(3, 0, 1))
    assert [rules.horse_offset(t) for t in (Tile.RED, Tile.GREEN, Tile.WHITE)] == [3, 0, 1]
    assert [rules.horse_offset(t) for t in (Tile.EAST, Tile.SOUTH, Tile.M6, Tile.P8)] == [0, 1, 1, 3]
    for bad in ((1, 2), (1, 2, 4), (-1, 0, 0)):
        with pytest.raises(TrainerError):
            GuangdongRules(dragon_seats=bad)


def test_horse_seats_count_counter_clockwise_from_the_winner():
    assert [horse_seat(t, 3, RULES) for t in tiles("ESWN")] == [3, 0, 1, 2]
    assert [horse_seat(t, 1, RULES) for t in tiles("5p6p7p8p")] == [1, 2, 3, 0]
    s = settle(winner=2, value=1, horses={2: tiles("1mC")}, rules=RULES)
    assert s.horse_seats == ((2, Tile.M1, 2), (2, Tile.RED, 3))


def test_a_flower_is_no_horse():
    with pytest.raises(TrainerError):
        RULES.horse_offset(Tile.PLUM)


# ------------------------------------------------------------------------------- self-draw


@pytest.mark.parametrize("winner", range(4))
def test_self_draw_each_loser_pays_the_value(winner):
    s = settle(winner=winner, value=6, rules=RULES)
    assert s.payments == tuple(18 if seat == winner else -6 for seat in range(4))
    assert len(s.transfers) == 3
    assert {t.reason for t in s.transfers} == {"hand"}
    check_invariants(s)


def test_horse_on_the_winner_owned_by_the_winner():
    # the winner's own 5m names the winner: each loser pays one more share
    s = settle(winner=0, value=4, horses={0: tiles("5m")}, rules=RULES)
    assert s.payments == (24, -8, -8, -8)
    check_invariants(s)


def test_horse_on_the_winner_owned_by_a_loser():
    # seat 1 bought the winner: seat 1 wins a share from each other loser and pays nobody for it
    s = settle(winner=0, value=4, horses={1: tiles("9s")}, rules=RULES)
    assert s.payments == (12, 4, -8, -8)
    horse = [t for t in s.transfers if t.reason == "horse"]
    assert sorted((t.payer, t.payee, t.amount) for t in horse) == [(2, 1, 4), (3, 1, 4)]
    assert all(t.horse == Tile.S9 and t.owner == 1 for t in horse)
    check_invariants(s)


def test_horse_on_a_loser_owned_by_the_winner_costs_nothing():
    s = settle(winner=0, value=4, horses={0: tiles("2m3m4m")}, rules=RULES)
    assert s.payments == (12, -4, -4, -4)
    assert [seat for _, _, seat in s.horse_seats] == [1, 2, 3]


def test_horse_on_a_loser_owned_by_a_loser():
    # winner 1; 3s names the seat opposite the winner (3), owned by seat 3 itself and by seat 2
    s = settle(winner=1, value=4, horses={3: tiles("3s"), 2: tiles("7p")}, rules=RULES)
    assert s.payments == (-4, 20, -8, -8)
    check_invariants(s)


def test_seed_example_from_the_module():
    s = settle(winner=0, value=4, horses={1: (Tile.M5,), 2: (Tile.S2,)}, rules=RULES)
    assert s.payments == (16, 4, -12, -8)


def test_several_horses_add_up():
    # winner 2, value 3; seat 0's E names seat 2 (the winner), seat 0's S names seat 3; seat 2's 1m the winner
    s = settle(winner=2, value=3, horses={0: tiles("ES"), 2: tiles("1m")}, rules=RULES)
    # hand: 0,1,3 pay 3 each; E: 1 and 3 pay seat 0 three each; S: seat 0 pays the winner 3; 1m: 0,1,3 pay 3
    assert s.payments == (-3 + 6 - 3 - 3, -3 - 3 - 3, 9 + 3 + 9, -3 - 3 - 3)
    check_invariants(s)


# ------------------------------------------------------------------------------- liability


@pytest.mark.parametrize(
    "case",
    ["robbing the kong (抢杠和)", "点杠杠开", "补杠杠开", "十二张落地"],
)
@pytest.mark.parametrize(("winner", "liable"), [(0, 2), (3, 1), (1, 0)])
def test_the_liable_player_pays_all_three_shares(case, winner, liable):
    s = settle(winner=winner, value=8, liable=liable, rules=RULES)
    expected = [0, 0, 0, 0]
    expected[winner], expected[liable] = 24, -24
    assert s.payments == tuple(expected)
    assert all(t.payer == liable for t in s.transfers)
    assert sum(t.liable for t in s.transfers) == 2  # two of the three shares are someone else's
    check_invariants(s)


def test_the_liable_player_pays_the_horse_shares_too():
    # winner 0, liable 2; seat 1's horse names the winner, seat 3's horse names seat 1
    s = settle(winner=0, value=8, horses={1: tiles("1m"), 3: tiles("2m")}, liable=2, rules=RULES)
    # hand 3 x 8 and seat 3's horse 8, to the winner; seat 1's horse 2 x 8 (from 2 and 3) - all paid by 2
    assert s.payments == (24 + 8, 16, -48, 0)
    assert all(t.payer == 2 for t in s.transfers)
    check_invariants(s)


def test_the_liable_player_does_not_pay_himself():
    # the liable player's own horse on the winner would be paid by the liable player: nothing moves
    s = settle(winner=0, value=8, horses={2: tiles("1m")}, liable=2, rules=RULES)
    assert s.payments == (24, 0, -24, 0)
    assert not any(t.reason == "horse" for t in s.transfers)
    # the liable player's horse on a loser: he pays the winner once more, as anyone would
    s = settle(winner=0, value=8, horses={2: tiles("2m")}, liable=2, rules=RULES)
    assert s.payments == (32, 0, -32, 0)


def test_the_winners_horses_under_liability():
    s = settle(winner=1, value=2, horses={1: tiles("1m2m")}, liable=3, rules=RULES)
    # 1m names the winner: one more share from each loser, all three paid by seat 3; 2m names seat 2: nothing
    assert s.payments == (0, 12, 0, -12)


def test_settle_robbed_one_winner_counts_horses_from_the_winner():
    s = settle_robbed([(0, 4)], robbed=2, horses={3: tiles("1m")}, rules=RULES)
    # 1m names the winner (0): seat 3 wins a share from seats 1 and 2, both paid by the robbed player
    assert s.payments == (12, 0, -20, 8)
    assert s.horse_seats == ((3, Tile.M1, 0),)
    assert s.payments == settle(winner=0, value=4, horses={3: tiles("1m")}, liable=2, rules=RULES).payments


def test_settle_robbed_several_winners_count_horses_from_the_robbed_player():
    s = settle_robbed([(0, 4), (1, 8)], robbed=2, horses={3: tiles("1m")}, rules=RULES)
    # 1m now names the robbed player (2), a loser for both winners: seat 3 pays each winner, via seat 2
    assert s.horse_seats == ((3, Tile.M1, 2), (3, Tile.M1, 2))
    assert s.payments == (12 + 4, 24 + 8, -(12 + 4 + 24 + 8), 0)
    assert all(t.payer == 2 for t in s.transfers)  # a winner never pays the other winner
    check_invariants(s)


def test_settle_robbed_several_winners_horse_on_a_winner():
    # S counted from the robbed seat 3 names seat 0, one of the winners; seat 1's horse
    s = settle_robbed([(0, 2), (2, 4)], robbed=3, horses={1: tiles("S")}, rules=RULES)
    # winner 0: hand 6 from seat 3; the horse on winner 0 makes seat 1 win 2 from seats 2 and 3 (2 is a
    # winner: seat 3 pays for him). winner 2: hand 12 from seat 3; the horse names seat 0, a loser of
    # this win: seat 1 pays winner 2 a share of 4, through seat 3
    assert s.payments == (6, 4, 12 + 4, -(6 + 4 + 12 + 4))
    check_invariants(s)


def test_settle_robbed_needs_a_winner():
    with pytest.raises(TrainerError):
        settle_robbed([], robbed=1)


def test_bad_seats_are_refused():
    with pytest.raises(TrainerError):
        settle(winner=4, value=1)
    with pytest.raises(TrainerError):
        settle(winner=0, value=1, liable=0)
    with pytest.raises(TrainerError):
        settle(winner=0, value=1, liable=7)
    with pytest.raises(TrainerError):
        settle(winner=0, value=1, horses={5: tiles("1m")})


def test_random_settlements_balance():
    rng = random.Random(8)
    for _ in range(400):
        winner = rng.randrange(4)
        liable = rng.choice([None, *(s for s in range(4) if s != winner)])
        horses = {o: tuple(rng.sample(ALL_KINDS, rng.randint(0, 2))) for o in range(4) if rng.random() < 0.6}
        value = rng.choice([1, 2, 4, 12, 88 * 8])
        rules = GuangdongRules(dragon_seats=tuple(rng.randrange(4) for _ in range(3)))
        s = settle(winner=winner, value=value, horses=horses, liable=liable, rules=rules)
        check_invariants(s)
        assert s.payments[winner] >= 3 * value
        assert not any(t.payer == winner for t in s.transfers)  # the winner never pays
        if liable is not None:
            assert {t.payer for t in s.transfers} == {liable}
            assert all(s.payments[p] >= 0 for p in range(4) if p != liable)
        hits = [(o, seat) for o, _, seat in s.horse_seats]
        assert len(hits) == sum(len(v) for v in horses.values())
        # each horse on the winner owned by another player moves value from each other loser
        expected_gain = {
            o: value * (sum(1 for oo, seat in hits if oo == o and seat == winner) * (2 if o != winner else 3))
            for o in range(4)
        }
        for o in range(4):
            got = sum(t.amount for t in s.transfers if t.reason == "horse" and t.payee == o and t.owner == o)
            if liable is None or o != liable:
                assert got == expected_gain[o], (o, horses, winner, liable)


# ------------------------------------------------------------------------------- kong payments


def test_kong_payments():
    assert kong_payment("promoted", 1, RULES) == (-1, 3, -1, -1)
    assert kong_payment("concealed", 0, RULES) == (6, -2, -2, -2)
    assert kong_payment("late_promoted", 2, RULES) == (0, 0, 0, 0)
    assert kong_payment("direct", 3, RULES, discarder=1) == (0, 0, 0, 0)  # the seed names no payment
    rules = GuangdongRules(promoted_kong=2, concealed_kong=3, direct_kong=5)
    assert kong_payment("promoted", 3, rules) == (-2, -2, -2, 6)
    assert kong_payment("concealed", 2, rules) == (-3, -3, 9, -3)
    assert kong_payment("direct", 0, rules, discarder=2) == (5, 0, -5, 0)
    assert kong_payment("late_promoted", 0, rules) == (0, 0, 0, 0)
    for kind in ("promoted", "concealed", "late_promoted"):
        for seat in range(4):
            assert sum(kong_payment(kind, seat, rules)) == 0


def test_kong_payment_errors():
    with pytest.raises(TrainerError):
        kong_payment("direct", 0, RULES)
    with pytest.raises(TrainerError):
        kong_payment("exposed", 0, RULES)


# ------------------------------------------------------------------------------- house rules


def test_rules_validation_and_json():
    for bad in ({"honor_order": "x"}, {"dealer_rule": "loser"}, {"horses": 5}, {"horses": -1}):
        with pytest.raises(TrainerError):
            GuangdongRules(**bad)
    rules = GuangdongRules(horses=4, dragon_seats=(3, 2, 1), dealer_rule="next", honor_order="cycle")
    assert GuangdongRules.from_json(rules.to_json()) == rules
    assert GuangdongRules.from_json({"horses": 0, "unknown": 1}) == GuangdongRules(horses=0)
    assert GuangdongRules.from_json(None) == GuangdongRules()
    with pytest.raises(TrainerError):
        GuangdongRules.from_json({"horses": 9})
