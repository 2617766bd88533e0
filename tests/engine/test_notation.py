"""Hand notation: parsing, canonical formatting, and errors that say what and where."""

import random

import pytest

from trainer.engine.errors import NotationError
from trainer.engine.notation import format_hand, format_tiles, parse_hand, parse_tiles
from trainer.engine.tiles import ALL_KINDS, MeldKind, Seat, Tile


@pytest.mark.parametrize(
    "text",
    [
        "[EEEE][CCCC][FFFF][PPPP]NN",
        "1112345678999s9s",
        "[WWWW1][444s]45m678pFF6m",
        "[EEEE]288s349pSCFF2p",
        "[123p][345s2][999s3]6m6pEW1m",
        "356m18s1579pWNFF9p",
        "[1111s6][8888p3][123m3]EESS",
        "123m1123789s456p",
    ],
)
def test_canonical_forms_round_trip(text):
    assert format_hand(parse_hand(text)) == text


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("[123p1][345s2][999s3]6m6pEW1m", "[123p][345s2][999s3]6m6pEW1m"),
        ("[999s1]11m22m33mEE5pE4m", "[999s]112233m5pEEE4m"),
        ("E1m2m3mEE[456p]789pN4m", "[456p]123m789pEEEN4m"),
        ("[321m2]456m789m11s22sS", "[123m2]456789m1122sS"),
    ],
)
def test_non_canonical_input_is_normalised(text, canonical):
    assert format_hand(parse_hand(text)) == canonical


def test_melds_and_win_tile():
    hand = parse_hand("[567m2][999s3][SSSS][8888p1]EE")
    chow, pung, concealed, exposed = hand.melds
    assert (chow.kind, chow.tile, chow.claimed_tile) == (MeldKind.CHOW, Tile.M5, Tile.M6)
    assert (pung.kind, pung.claimed_from) == (MeldKind.PUNG, Seat.RIGHT)
    assert concealed.concealed
    assert concealed.claimed_from is None
    assert exposed.claimed_from is Seat.LEFT
    assert not exposed.concealed
    assert hand.standing == (Tile.EAST,)
    assert hand.win_tile is Tile.EAST


def test_promoted_kong_keeps_its_source():
    meld = parse_hand("[1111s6]123m456p78sEE").melds[0]
    assert meld.promoted
    assert meld.claimed_from is Seat.ACROSS
    assert not meld.concealed


def test_thirteen_tiles_have_no_win_tile():
    hand = parse_hand("123m456p789s1123s")
    assert hand.win_tile is None
    assert len(hand.standing) == 13


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("123m45x6789p1234s", "position 7: 'x' is not a tile or meld character"),
        ("123m456", "position 5: digits '456' have no suit letter"),
        ("123mE45E", "position 6: digits '45' have no suit letter"),
        ("m123m", "position 1: suit letter 'm' has no digits before it"),
        ("1023m", "position 2: 0 is not a tile rank"),
        ("[124m]123456789s", "position 1: meld [124m] is not a chow, pung or kong"),
        ("[EFC]123456789s1s", "is not a chow, pung or kong"),
        ("[1111s4]123456789m", "a kong's digit must be 1-3 (exposed) or 5-7 (promoted)"),
        ("[111s5]123456789m", "a pung's digit must be 1, 2 or 3"),
        ("[123s", "'[' is not closed"),
        ("123s]", "']' without a matching '['"),
        ("111122345678999m", "too many tiles: 15"),
        ("1234m", "too few tiles: 4"),
        ("11111m23456789m", "more than four copies of 1m"),
        ("[1111m]1m2345678999m", "more than four copies of 1m"),
        ("[123m][123m][123m][123m][123m]", "more than 4 melds"),
        ("", "the hand is empty"),
    ],
)
def test_errors_name_position_and_problem(text, message):
    with pytest.raises(
        NotationError,
        match=message.replace("[", r"\[").replace("]", r"\]").replace("(", r"\(").replace(")", r"\)"),
    ):
        parse_hand(text)


def test_parse_tiles_keeps_written_order_and_format_sorts():
    tiles = parse_tiles("9p1mE5s")
    assert tiles == [Tile.P9, Tile.M1, Tile.EAST, Tile.S5]
    assert format_tiles(tiles) == "1m5s9pE"
    assert format_tiles(tiles, sort=False) == "9p1mE5s"


def test_random_hands_round_trip():
    rng = random.Random(2048)
    for _ in range(2000):
        wall = [t for t in ALL_KINDS for _ in range(4)]
        rng.shuffle(wall)
        melds = []
        text_melds = ""
        for _ in range(rng.randint(0, 4)):
            t = wall.pop()
            if rng.random() < 0.5 and t < 0x40 and t & 0xF <= 7 and t + 1 in wall and t + 2 in wall:
                wall.remove(t + 1)
                wall.remove(t + 2)
                text_melds += f"[{format_tiles([t, t + 1, t + 2])}{rng.choice(['', '1', '2', '3'])}]"
            elif wall.count(t) >= 3:
                for _ in range(3):
                    wall.remove(t)
                text_melds += f"[{format_tiles([t] * 4)}{rng.choice(['', '1', '2', '3', '5', '6', '7'])}]"
            elif wall.count(t) >= 2:
                for _ in range(2):
                    wall.remove(t)
                text_melds += f"[{format_tiles([t] * 3)}{rng.choice(['', '2', '3'])}]"
            else:
                wall.append(t)
                continue
            melds.append(t)
        standing = [wall.pop() for _ in range(14 - 3 * len(melds) - rng.randint(0, 1))]
        hand = parse_hand(text_melds + format_tiles(standing[:-1]) + format_tiles(standing[-1:]))
        again = parse_hand(format_hand(hand))
        assert (again.melds, sorted(again.standing), again.win_tile) == (
            hand.melds,
            sorted(hand.standing),
            hand.win_tile,
        )
        assert format_hand(again) == format_hand(hand)
