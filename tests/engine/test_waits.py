"""Waits of 13-tile positions: every winning tile, its score, legality and shape."""

import random

import pytest

from tests.engine.oracle import oracle_score
from trainer.engine.errors import InvalidHand
from trainer.engine.notation import format_tiles, parse_hand, tile_token
from trainer.engine.situation import melds_from_json  # noqa: F401  (the JSON form used below)
from trainer.engine.tiles import ALL_KINDS
from trainer.engine.waits import WaitShape, find_waits


def waits_of(text: str) -> str:
    return format_tiles(w.tile for w in find_waits(parse_hand(text)))


@pytest.mark.parametrize(
    ("hand", "waits"),
    [
        ("123m456p789s1123s", "14s"),
        ("1112345678999m", "123456789m"),  # 九莲宝灯: nine-sided
        ("19m19s19pESWNCFP", "19m19s19pESWNCFP"),  # 十三幺: thirteen-sided
        ("119m19s19pESWNCF", "P"),
        ("147m258s369pESWN", "CFP"),  # 全不靠
        ("1122m3344s5566pE", "E"),  # 七对
        ("2222444466688m", "36m"),  # 6m also makes seven pairs
        ("[123m][456p][789s][EEE]S", "S"),
        ("123m456p789s1358s", ""),
    ],
)
def test_waits(hand, waits):
    assert waits_of(hand) == waits


def test_legality_and_shapes():
    waits = {tile_token(w.tile): w for w in find_waits(parse_hand("[123m][456p][789s]EE35s"))}
    assert set(waits) == {"4s"}
    assert waits["4s"].shape is WaitShape.CLOSED
    assert waits["4s"].legal
    assert waits["4s"].result.total == 9


def test_edge_and_single_shapes():
    edge = find_waits(parse_hand("123m456p789p12sEE"))
    assert [(tile_token(w.tile), w.shape) for w in edge] == [("3s", WaitShape.EDGE)]
    single = find_waits(parse_hand("123m456p789pEEE5s"))
    assert [(tile_token(w.tile), w.shape) for w in single] == [("5s", WaitShape.SINGLE)]


def test_needs_thirteen_tiles():
    with pytest.raises(InvalidHand):
        find_waits(parse_hand("123m456p789s11234s"))


def test_waits_agree_with_the_reference():
    pytest.importorskip("MahjongGB")
    rng = random.Random(99)
    checked = 0
    for _ in range(300):
        wall = [t for t in ALL_KINDS for _ in range(4)]
        rng.shuffle(wall)
        # a near-ready hand: draw sets then cut one tile
        tiles = []
        while len(tiles) < 12:
            t = rng.choice(wall)
            if rng.random() < 0.5 and t < 0x40 and t & 0xF <= 7 and all(x in wall for x in (t, t + 1, t + 2)):
                group = [t, t + 1, t + 2]
            elif wall.count(t) >= 3:
                group = [t] * 3
            else:
                continue
            for x in group:
                wall.remove(x)
            tiles += group
        tiles = [*tiles[:12], wall.pop()]
        text = format_tiles(tiles)
        ours = {w.tile: w.result.total for w in find_waits(parse_hand(text))}
        for kind in ALL_KINDS:
            if tiles.count(kind) >= 4:
                continue
            rest = list(tiles)
            situation = {"concealed": format_tiles(rest), "melds": [], "win_tile": tile_token(kind)}
            reference = oracle_score(situation)
            assert (kind in ours) == (reference is not None), (text, tile_token(kind))
            if reference is not None:
                assert ours[kind] == reference["total"], (text, tile_token(kind))
                checked += 1
    assert checked > 100
