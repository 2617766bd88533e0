"""Shanten, useful tiles, live counts and discard analysis (trainer/engine/shanten.py), the batch
shanten command (trainer/cli/shanten.py) and ``melds_from_json`` (trainer/engine/situation.py).

Hands are written in the calculator notation; expected useful tiles in canonical notation.  The
expected values were checked against PyMahjongGB (see test_shanten_differential.py).
"""

from __future__ import annotations

import argparse
import io
import json
import random
import subprocess
import sys
from itertools import combinations_with_replacement
from pathlib import Path

import pytest

from trainer.cli import shanten as shanten_cli
from trainer.engine import shanten
from trainer.engine.errors import InvalidHand, NotationError, TrainerError
from trainer.engine.notation import format_meld, format_tiles, parse_hand, parse_tiles
from trainer.engine.shanten import (
    FORMS,
    analyse_discards,
    best_discards,
    count_shanten,
    honors_knitted_form,
    honors_knitted_shanten,
    knitted_straight_form,
    knitted_straight_shanten,
    live_counts,
    regular_form,
    regular_shanten,
    seven_pairs_form,
    seven_pairs_shanten,
    thirteen_orphans_form,
    thirteen_orphans_shanten,
    unseen_copies,
)
from trainer.engine.situation import melds_from_json
from trainer.engine.tiles import ALL_KINDS, TABLE_SIZE, Meld, MeldKind, Tile, count_table

REPO = Path(__file__).resolve().parents[2]


def forms_of(text: str) -> dict[str, tuple[int, str] | None]:
    result = count_shanten(parse_hand(text))
    return {
        name: None if form is None else (form.shanten, format_tiles(form.useful))
        for name, form in result.forms.items()
    }


# ---------------------------------------------------------------------------------------------
# Per form, hand-written

FORM_CASES = [
    # (id, hand, form, shanten, useful)
    ("regular-nine-gates", "1112345678999m", "regular", 0, "123456789m"),
    ("regular-shanpon", "123m456p789sEESS", "regular", 0, "ES"),
    ("regular-fifth-copy-when-ready", "1111m456p789p123s", "regular", 0, "1m"),
    ("regular-no-fifth-copy-when-not-ready", "1111m2468s13579p", "regular", 3, "2345678s123456789p"),
    ("regular-two-melds", "[123m][456m]1234s5pEE", "regular", 1, "123456s34567pE"),
    ("regular-three-melds-two-partials", "[123m][456p][789s]57m46p", "regular", 1, "567m456p"),
    ("regular-four-melds-single-wait", "[123m][456p][789s][EEE]S", "regular", 0, "S"),
    ("regular-block-count", "1234m55p789sESWN", "regular", 3, "123456m5pESWN"),
    ("seven-pairs-kong-is-two-pairs", "1111m2255p88sEEC", "seven_pairs", 0, "C"),
    ("seven-pairs-three-of-a-kind", "111m444p66p88p11s3s", "seven_pairs", 1, "1m3s4p"),
    ("thirteen-orphans-no-pair", "19m19s19pESWNCF5m", "thirteen_orphans", 1, "19m19s19pESWNCFP"),
    ("thirteen-orphans-with-pair", "119m19s19pESWNCF", "thirteen_orphans", 0, "P"),
    ("thirteen-orphans-13-sided", "19m19s19pESWNCFP", "thirteen_orphans", 0, "19m19s19pESWNCFP"),
    ("honors-knitted-seven-stars", "147m258s369pESWN", "honors_knitted", 0, "CFP"),
    ("honors-knitted-missing-9p", "147m258s36pESWNC", "honors_knitted", 0, "9pFP"),
    ("honors-knitted-ties-join", "19m19s19pESWNCFP", "honors_knitted", 4, "2345678m2345678s2345678p"),
    ("knitted-straight-single-wait", "147m258s369p123mE", "knitted_straight", 0, "E"),
    ("knitted-straight-rest-of-honors", "147m258s369pESWN", "knitted_straight", 2, "ESWN"),
    ("knitted-straight-one-meld", "[123m]147m258s39pES", "knitted_straight", 1, "6pES"),
    ("knitted-straight-one-meld-ready", "[123m]147m258s369pE", "knitted_straight", 0, "E"),
    ("knitted-straight-concealed-kong", "[EEEE]147m258s369pS", "knitted_straight", 0, "S"),
]


@pytest.mark.parametrize(
    ("hand", "form", "expected_shanten", "useful"),
    [c[1:] for c in FORM_CASES],
    ids=[c[0] for c in FORM_CASES],
)
def test_form_shanten_and_useful(hand: str, form: str, expected_shanten: int, useful: str) -> None:
    assert forms_of(hand)[form] == (expected_shanten, useful)


@pytest.mark.parametrize(
    ("hand", "not_applicable"),
    [
        ("[123m]147m258s369pE", {"seven_pairs", "thirteen_orphans", "honors_knitted"}),
        ("[123m][456p]23456sEE", {"seven_pairs", "thirteen_orphans", "honors_knitted", "knitted_straight"}),
        (
            "[123m][456p][789s][EEE]S",
            {"seven_pairs", "thirteen_orphans", "honors_knitted", "knitted_straight"},
        ),
        ("1234m55p789sESWN", set()),
    ],
    ids=["one-meld", "two-melds", "four-melds", "concealed"],
)
def test_forms_that_cannot_apply_are_none(hand: str, not_applicable: set[str]) -> None:
    forms = forms_of(hand)
    assert list(forms) == list(FORMS)
    assert {name for name, f in forms.items() if f is None} == not_applicable


def test_overall_is_the_least_form_and_joins_their_useful_tiles() -> None:
    result = count_shanten(parse_tiles("147m258s369p123mE"))
    assert result.shanten == 0
    assert result.best_forms == ("knitted_straight",)
    assert format_tiles(result.useful) == "E"
    # regular and seven pairs both one away: the useful tiles of both count
    result = count_shanten(parse_tiles("1122m3344p5566s7m"))
    assert result.shanten == min(f.shanten for f in result.forms.values() if f)
    joined = frozenset().union(*(result.forms[f].useful for f in result.best_forms))
    assert result.useful == joined


def test_per_form_functions_agree_with_count_shanten() -> None:
    rng = random.Random(7)
    wall = [t for t in ALL_KINDS for _ in range(4)]
    functions = {
        "regular": (regular_shanten, regular_form),
        "seven_pairs": (seven_pairs_shanten, seven_pairs_form),
        "thirteen_orphans": (thirteen_orphans_shanten, thirteen_orphans_form),
        "honors_knitted": (honors_knitted_shanten, honors_knitted_form),
        "knitted_straight": (knitted_straight_shanten, knitted_straight_form),
    }
    for melds in (0, 0, 1, 2):
        tiles = rng.sample(wall, 13 - 3 * melds)
        result = count_shanten(tiles, melds)
        for name, (number, form) in functions.items():
            expected = result.forms[name]
            assert form(tiles, melds) == expected
            assert number(tiles, melds) == (None if expected is None else expected.shanten)
            assert form(count_table(tiles), melds) == expected  # a count table works the same


@pytest.mark.parametrize("melds", [0, 1, 2, 3])
def test_useful_means_drawing_it_lowers_the_shanten(melds: int) -> None:
    """For kinds not already held four times: useful <=> the 14-tile shanten is lower."""
    numbers = {
        "regular": regular_shanten,
        "seven_pairs": seven_pairs_shanten,
        "thirteen_orphans": thirteen_orphans_shanten,
        "honors_knitted": honors_knitted_shanten,
        "knitted_straight": knitted_straight_shanten,
    }
    rng = random.Random(100 + melds)
    wall = [t for t in ALL_KINDS for _ in range(4)]
    for _ in range(25):
        tiles = rng.sample(wall, 13 - 3 * melds)
        counts = count_table(tiles)
        result = count_shanten(tiles, melds)
        for name, form in result.forms.items():
            if form is None:
                continue
            for t in ALL_KINDS:
                if counts[t] == 4:
                    continue
                lowered = numbers[name]([*tiles, t], melds) < form.shanten
                assert lowered == (t in form.useful), (format_tiles(tiles), name, format_tiles([t]))


def test_complete_hands_have_shanten_minus_one() -> None:
    assert regular_shanten(parse_tiles("123m456p789sEESSS")) == -1
    assert seven_pairs_shanten(parse_tiles("1111m2255p88sEECC")) == -1
    assert thirteen_orphans_shanten(parse_tiles("19m19s19pESWNCFPP")) == -1
    assert honors_knitted_shanten(parse_tiles("147m258s369pESWNC")) == -1
    assert knitted_straight_shanten(parse_tiles("147m258s369p123mEE")) == -1
    assert regular_shanten(parse_tiles("EE"), 4) == -1


def test_hand_objects_bring_their_melds() -> None:
    hand = parse_hand("[123m][456p]23456sEE")
    assert count_shanten(hand) == count_shanten(hand.standing, 2)
    with pytest.raises(InvalidHand, match="either in the hand or as a number"):
        count_shanten(hand, 2)


# ---------------------------------------------------------------------------------------------
# Errors


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (
            lambda: count_shanten(parse_tiles("123m456p789sEE")),
            "11 standing tiles with 0 melds: shanten needs 13",
        ),
        (
            lambda: count_shanten(parse_tiles("123m456p789sEESSS")),
            "14 standing tiles with 0 melds: shanten needs 13",
        ),
        (
            lambda: regular_shanten(parse_tiles("123m456p789sEES"), 1),
            "12 standing tiles with 1 meld: shanten needs 10 or 11",
        ),
        (lambda: count_shanten(parse_tiles("11111m23456789s")), "5 copies of 1m: a tile has four copies"),
        (lambda: count_shanten(parse_tiles("E"), 5), "a hand has 0 to 4 melds, not 5"),
        (lambda: count_shanten([0x51, *parse_tiles("123m456p789sEES")]), "is not a playing tile"),
        (lambda: count_shanten([0] * TABLE_SIZE), "0 standing tiles with 0 melds"),
        (
            lambda: analyse_discards(parse_tiles("123m456p789sEES")),
            "12 standing tiles with 0 melds: a discard needs 14",
        ),
        (lambda: unseen_copies(parse_tiles("EEEEE")), "5 copies of E seen"),
    ],
    ids=[
        "too-few",
        "too-many",
        "melds-mismatch",
        "fifth-copy",
        "five-melds",
        "flower",
        "empty-table",
        "discard-count",
        "seen-fifth",
    ],
)
def test_errors_are_invalid_hand(call, message: str) -> None:
    with pytest.raises(InvalidHand, match=message):
        call()


# ---------------------------------------------------------------------------------------------
# Live counts


def test_live_counts_per_tile_per_form_and_total() -> None:
    hand = parse_tiles("123m456p789s11sEE")
    result = count_shanten(hand)
    assert result.shanten == 0
    assert format_tiles(result.useful) == "1sE"
    own = live_counts(result, hand)
    assert (own.unseen[Tile.S1], own.unseen[Tile.EAST], own.total) == (2, 2, 4)
    seen = hand + parse_tiles("1sEE") + parse_tiles("999s")  # discards and someone's pung
    live = live_counts(result, count_table(seen))
    assert live.unseen[Tile.S1] == 1
    assert live.unseen[Tile.EAST] == 0
    assert live.total == 1
    assert live.forms["regular"] == 1
    assert live.forms["seven_pairs"] == sum(live.unseen[t] for t in result.forms["seven_pairs"].useful)
    assert live.unseen[Tile.S9] == 0  # useful to seven pairs and the knitted straight, all seen
    assert set(live.forms) == set(FORMS)
    assert list(live.unseen) == sorted(live.unseen)


def test_live_counts_of_a_form_that_cannot_apply_are_none() -> None:
    hand = parse_hand("[123m][456p]23456sEE")
    live = live_counts(count_shanten(hand), hand.all_tiles())
    assert live.forms["seven_pairs"] is None
    assert live.forms["regular"] == live.total == 4 + 3 + 4  # waits 1s 4s 7s; one 4s is in the hand


def test_a_useful_kind_with_no_copies_left_still_counts() -> None:
    result = count_shanten(parse_tiles("1111m456p789p123s"))
    assert format_tiles(result.useful) == "1m"  # formal: the fifth copy
    assert live_counts(result, parse_tiles("1111m456p789p123s")).total == 0


# ---------------------------------------------------------------------------------------------
# Discard analysis


def test_discards_are_ranked_with_ties_sharing_a_rank() -> None:
    options = analyse_discards(parse_tiles("123m456p789s11sEES"))
    table = [(format_tiles([o.tile]), o.rank, o.shanten, o.useful_count) for o in options]
    assert table == [
        ("S", 1, 0, 4),
        ("1s", 2, 1, 15),
        ("1m", 3, 1, 11),
        ("9s", 3, 1, 11),
        ("4p", 3, 1, 11),
        ("6p", 3, 1, 11),
        ("2m", 7, 1, 7),
        ("3m", 7, 1, 7),
        ("7s", 7, 1, 7),
        ("8s", 7, 1, 7),
        ("5p", 7, 1, 7),
        ("E", 7, 1, 7),
    ]
    assert best_discards(options) == (Tile.SOUTH,)
    assert format_tiles(options[0].useful) == "1sE"
    assert options[0].result.forms["regular"].shanten == 0


def test_equal_discards_all_rank_first() -> None:
    options = analyse_discards(parse_tiles("147m258s369pESWNC"))
    assert len(options) == 14
    assert {o.rank for o in options} == {1}
    assert all(o.shanten == 0 and o.useful_count == 11 for o in options)


def test_seen_tiles_change_the_ranking() -> None:
    hand = parse_tiles("123m456p789s11sEES")
    options = analyse_discards(hand, seen=hand + parse_tiles("EE1s"))
    # discarding S still leaves a ready hand, but only one copy of its waits is left
    first = options[0]
    assert (format_tiles([first.tile]), first.shanten, first.useful_count) == ("S", 0, 1)


def test_discards_of_a_hand_count_its_melds_as_seen() -> None:
    hand = parse_hand("[777p][EEE]2345m68p9pS")
    options = analyse_discards(hand)
    table = [(format_tiles([o.tile]), o.rank, o.shanten, o.useful_count) for o in options[:3]]
    assert table == [("S", 1, 1, 13), ("2m", 2, 1, 10), ("5m", 2, 1, 10)]
    assert format_tiles(options[0].useful) == "25m679p"  # 7p: one copy left, three in [777p]
    assert options == analyse_discards(hand, seen=hand.all_tiles())
    # given as bare tiles, only the standing tiles are known to be seen
    assert analyse_discards(hand.standing_with_win(), 2)[0].useful_count == 16


# ---------------------------------------------------------------------------------------------
# The suit tables (private): equal to the brute-force "tiles lacking" over all targets


def _brute_lacking(counts: list[int], sets: int, pairs: int) -> int:
    shapes = [(r, r + 1, r + 2) for r in range(7)] + [(r, r, r) for r in range(9)]
    best = 99
    for chosen in combinations_with_replacement(shapes, sets):
        for pair in range(9) if pairs else [None]:
            need = [0] * 9
            for shape in chosen:
                for r in shape:
                    need[r] += 1
            if pair is not None:
                need[pair] += 2
            best = min(best, sum(max(0, n - c) for n, c in zip(need, counts, strict=True)))
    return best


def test_suit_tables_match_brute_force() -> None:
    rng = random.Random(11)
    for _ in range(40):
        counts = [0] * 9
        for _ in range(rng.randint(0, 9)):
            r = rng.randrange(9)
            if counts[r] < 4:
                counts[r] += 1
        key = sum(c << (3 * r) for r, c in enumerate(counts))
        table = shanten._suit_table(key)
        for sets in range(3):
            for pairs in range(2):
                assert table[2 * sets + pairs] == _brute_lacking(counts, sets, pairs), (counts, sets, pairs)


# ---------------------------------------------------------------------------------------------
# melds_from_json (trainer/engine/situation.py)


def test_melds_from_json_reads_each_kind() -> None:
    melds = melds_from_json(
        [
            {"kind": "chow", "tiles": "342p"},
            {"kind": "pung", "tiles": "999s", "concealed": False},
            {"kind": "kong", "tiles": "CCCC", "concealed": True},
            {"kind": "kong", "tiles": "1111m", "offer": 2},
        ]
    )
    assert [format_meld(m) for m in melds] == ["[234p]", "[999s]", "[CCCC]", "[1111m1]"]
    assert melds[0] == Meld(MeldKind.CHOW, Tile.P2)
    assert melds[2].concealed
    assert melds[2].claimed_from is None
    assert not melds[3].concealed
    assert melds_from_json([]) == melds_from_json(None) == []


@pytest.mark.parametrize(
    ("items", "error", "message"),
    [
        ("123m", InvalidHand, "melds must be a list"),
        ([{"kind": "chow", "tiles": "123m"}] * 5, InvalidHand, "5 melds: a hand has at most 4"),
        (["123m"], InvalidHand, "meld 1: expected an object"),
        ([{"kind": "pair", "tiles": "11m"}], InvalidHand, "meld 1: kind must be chow, pung or kong"),
        ([{"kind": "chow"}], InvalidHand, "meld 1: tiles must be a string"),
        (
            [{"kind": "chow", "tiles": "123m"}, {"kind": "pung", "tiles": "12x"}],
            NotationError,
            "meld 2: position 3",
        ),
        ([{"kind": "chow", "tiles": "135m"}], InvalidHand, "meld 1: 135m is not a chow"),
        ([{"kind": "chow", "tiles": "ESW"}], InvalidHand, "is not a chow"),
        ([{"kind": "chow", "tiles": "1234m"}], InvalidHand, "is not a chow"),
        ([{"kind": "pung", "tiles": "123m"}], InvalidHand, "meld 1: 123m is not a pung"),
        ([{"kind": "pung", "tiles": "1111m"}], InvalidHand, "is not a pung"),
        ([{"kind": "kong", "tiles": "111m"}], InvalidHand, "meld 1: 111m is not a kong"),
        ([{"kind": "pung", "tiles": "111m", "concealed": True}], InvalidHand, "only a kong can be concealed"),
        (
            [{"kind": "kong", "tiles": "1111m", "concealed": "yes"}],
            InvalidHand,
            "concealed must be true or false",
        ),
    ],
    ids=[
        "not-a-list",
        "five-melds",
        "not-an-object",
        "unknown-kind",
        "no-tiles",
        "bad-notation",
        "gapped-chow",
        "honor-chow",
        "long-chow",
        "pung-of-a-chow",
        "pung-of-four",
        "short-kong",
        "concealed-pung",
        "concealed-not-bool",
    ],
)
def test_melds_from_json_errors(items, error: type[TrainerError], message: str) -> None:
    with pytest.raises(error, match=message):
        melds_from_json(items)


# ---------------------------------------------------------------------------------------------
# The command: batch JSON lines and text


def run_lines(*lines: str) -> list[dict]:
    sink = io.StringIO()
    assert shanten_cli.run_jsonl(io.StringIO("".join(line + "\n" for line in lines)), sink) == 0
    return [json.loads(line) for line in sink.getvalue().splitlines()]


def test_jsonl_output_matches_the_fixed_contract() -> None:
    line = json.dumps({"id": "h1", "concealed": "1234m55p789sESWN", "melds": []})
    (out,) = run_lines(line)
    assert list(out) == ["id", "shanten", "forms"]
    assert out["id"] == "h1"
    assert out["shanten"] == 3
    assert list(out["forms"]) == list(FORMS)
    assert out["forms"]["regular"] == {"shanten": 3, "useful": "123456m5pESWN"}
    assert out["forms"]["honors_knitted"] == {"shanten": 5, "useful": "7m36s28pCFP"}


def test_jsonl_melds_and_null_forms() -> None:
    melds = [{"kind": "chow", "tiles": "123m"}, {"kind": "kong", "tiles": "EEEE", "concealed": True}]
    (out,) = run_lines(json.dumps({"id": 2, "concealed": "23456sPP", "melds": melds}))
    assert out == {
        "id": 2,
        "shanten": 0,
        "forms": {
            "regular": {"shanten": 0, "useful": "147s"},
            "seven_pairs": None,
            "thirteen_orphans": None,
            "honors_knitted": None,
            "knitted_straight": None,
        },
    }
    (out,) = run_lines(json.dumps({"id": 3, "concealed": "147m258s369pE", "melds": [melds[0]]}))
    assert out["forms"]["knitted_straight"] == {"shanten": 0, "useful": "E"}
    assert out["forms"]["seven_pairs"] is None


def test_jsonl_bad_lines_get_an_error_and_the_batch_goes_on() -> None:
    good = json.dumps({"id": "ok", "concealed": "123m456p789sEESS", "melds": []})
    outs = run_lines(
        "{not json",
        json.dumps({"id": "few", "concealed": "1234m", "melds": []}),
        json.dumps({"id": "fifth", "concealed": "11111m23456789s", "melds": []}),
        json.dumps(
            {
                "id": "fifth-with-meld",
                "concealed": "1m123456789s",
                "melds": [{"kind": "kong", "tiles": "1111m"}],
            }
        ),
        json.dumps({"id": "notation", "concealed": "123x", "melds": []}),
        json.dumps({"id": "meld", "concealed": "2345678sEEW", "melds": [{"kind": "pung", "tiles": "123m"}]}),
        json.dumps({"id": "type", "concealed": 13, "melds": []}),
        "[1, 2]",
        "",
        good,
    )
    assert [o["id"] for o in outs] == [
        None,
        "few",
        "fifth",
        "fifth-with-meld",
        "notation",
        "meld",
        "type",
        None,
        "ok",
    ]
    errors = [o.get("error", "") for o in outs]
    assert errors[0].startswith("line 1: not JSON")
    assert errors[1] == "'concealed' has 4 tiles; with 0 melds it needs 13"
    assert "more than four copies of 1m" in errors[2]
    assert "more than four copies of 1m" in errors[3]
    assert "'x' is not a tile" in errors[4]
    assert errors[5] == "meld 1: 123m is not a pung (three of one tile)"
    assert "'concealed' must be a string" in errors[6]
    assert "JSON object" in errors[7]
    assert outs[-1]["shanten"] == 0
    assert "error" not in outs[-1]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="trainer")
    shanten_cli.add_parser(parser.add_subparsers(dest="command"))
    return parser


def test_command_thirteen_tiles_prints_every_form(capsys: pytest.CaptureFixture[str]) -> None:
    args = _parser().parse_args(["shanten", "1234m55p789sESWN", "--seen", "1m1m"])
    assert args.handler(args) == 0
    text = capsys.readouterr().out
    assert "3 shanten (3向听)" in text
    for name in shanten_cli.FORM_NAMES.values():
        assert name in text
    assert "1m:1" in text  # one in the hand, two seen elsewhere


def test_command_fourteen_tiles_prints_the_discard_table(capsys: pytest.CaptureFixture[str]) -> None:
    args = _parser().parse_args(["shanten", "123m456p789s11sEES"])
    assert args.handler(args) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("123m11789s456pEES: discard S to be ready (听牌)")
    assert lines[3].split()[:5] == ["1", "S", "0", "2", "4"]
    assert lines[4].split()[:5] == ["2", "1s", "1", "5", "15"]


@pytest.mark.parametrize(
    ("argv", "error", "message"),
    [
        (["shanten"], InvalidHand, "give a hand"),
        (["shanten", "123m", "--jsonl"], InvalidHand, "not both"),
        (["shanten", "123m"], NotationError, "too few tiles"),
        (["shanten", "123m456p789sEESS", "--seen", "EEE"], InvalidHand, "5 copies of E seen"),
    ],
    ids=["no-hand", "both", "short", "seen-fifth"],
)
def test_command_errors(argv: list[str], error: type[TrainerError], message: str) -> None:
    args = _parser().parse_args(argv)
    with pytest.raises(error, match=message):
        args.handler(args)


def test_python_m_trainer_shanten_jsonl() -> None:
    """End to end through the dispatcher (needs trainer/cli/__init__.py to list the command)."""
    from trainer import cli

    if "shanten" not in getattr(cli, "COMMAND_MODULES", ("shanten",)):
        pytest.skip("trainer/cli/__init__.py does not register the shanten command yet")
    lines = [
        json.dumps({"id": "a", "concealed": "1112345678999m", "melds": []}),
        json.dumps({"id": "b", "concealed": "12m", "melds": []}),
    ]
    done = subprocess.run(
        [sys.executable, "-m", "trainer", "shanten", "--jsonl"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        cwd=REPO,
        check=True,
        timeout=60,
    )
    outs = [json.loads(line) for line in done.stdout.splitlines()]
    assert outs[0]["shanten"] == 0
    assert outs[0]["forms"]["regular"]["useful"] == "123456789m"
    assert outs[1] == {"id": "b", "error": "'concealed' has 2 tiles; with 0 melds it needs 13"}
    assert "PySide6" not in done.stderr
