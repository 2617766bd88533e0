"""``trainer score --rules guangdong``: the batch JSON lines (one answer per line, in order, bad lines
answered with an error, no Qt) and the readable output for people."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.cli import main
from trainer.cli.score import run_jsonl
from trainer.engine.guangdong.batch import score_json

REPO = Path(__file__).resolve().parents[1]

PUNGS = [{"kind": "pung", "tiles": "111m"}, {"kind": "pung", "tiles": "555m"}]
PING_HU = {"concealed": "123m456p789s11m23p", "win_tile": "4p", "self_drawn": True}


def situation(**extra):
    return {"id": "x", **PING_HU, **extra}


# ------------------------------------------------------------------------------- batch, in process


def test_score_json_win_with_ghost_and_horses_string():
    out = score_json(
        {
            "id": 1,
            "concealed": "123m456p789p2s6sEE",
            "win_tile": "3s",
            "self_drawn": True,
            "ghost": "6s",
            "horses": "1m2p",
        }
    )
    assert out == {
        "id": 1,
        "win": True,
        "types": [{"id": "ping_hu", "points": 2}, {"id": "men_qing", "points": 1}],
        "counted": ["ping_hu"],
        "base": 2,
        "multipliers": [],
        "total": 2,
        "ghosts": 1,
        "substitution": "1s",
        "payments": {"E": 12, "S": -4, "W": -4, "N": -4},
        "horses": [{"tile": "1m", "owner": "E", "seat": "E"}, {"tile": "2p", "owner": "E", "seat": "S"}],
    }


def test_horses_string_belongs_to_the_winner_seat():
    out = score_json(situation(seat_wind="W", horses="5p3m"))
    # winner W (seat 2), value 2: 5p names the winner, 3m the seat opposite (E)
    assert out["horses"] == [
        {"tile": "5p", "owner": "W", "seat": "W"},
        {"tile": "3m", "owner": "W", "seat": "E"},
    ]
    assert out["payments"] == {"E": -4, "S": -4, "W": 12, "N": -4}


def test_horses_by_seat_object_with_multipliers():
    out = score_json(situation(ghost="C", ghosts_discarded=2, seat_wind="N", horses={"N": "1m", "E": "S"}))
    assert out["multipliers"] == [{"id": "no_ghost", "factor": 2}, {"id": "discarded_ghost", "factor": 4}]
    assert out["base"] == 2
    assert out["total"] == 16
    # N's 1m names N (the winner): one more share from each; E's South names the seat after N, E itself
    assert out["horses"] == [
        {"tile": "S", "owner": "E", "seat": "E"},
        {"tile": "1m", "owner": "N", "seat": "N"},
    ]
    assert out["payments"] == {"E": -48, "S": -32, "W": -32, "N": 112}


def test_robbing_the_kong_the_robbed_player_pays_everything():
    out = score_json(
        {
            "id": 4,
            "concealed": "999mEEEC",
            "melds": PUNGS,
            "win_tile": "C",
            "kong_related": True,
            "liable": "W",
            "horses": {"E": "1m", "S": "5m", "W": "2m"},
        }
    )
    assert out["win"] is True
    assert "qiang_gang_hu" in [t["id"] for t in out["types"]]
    assert out["counted"] == ["hun_yi_se", "peng_peng_hu"]
    assert out["total"] == 8
    # hand 3 x 8, E's own horse 3 x 8, W's horse on S (a loser) 8: to E; S's horse on E: 2 x 8 to S
    assert out["payments"] == {"E": 56, "S": 16, "W": -72, "N": 0}


@pytest.mark.parametrize("case", ["点杠杠开", "补杠杠开"])
def test_kong_replacement_with_a_liable_feeder(case):
    melds = [{"kind": "kong", "tiles": "1111m"}, {"kind": "pung", "tiles": "555m"}]
    out = score_json(
        {
            "id": case,
            "concealed": "999mEEEC",
            "melds": melds,
            "win_tile": "C",
            "self_drawn": True,
            "kong_related": True,
            "liable": "S",
        }
    )
    assert out["counted"] == ["hun_yi_se", "peng_peng_hu"]
    assert "gang_shang_kai_hua" in [t["id"] for t in out["types"]]
    assert out["payments"] == {"E": 24, "S": -24, "W": 0, "N": 0}


def test_twelve_tiles_down_the_feeder_pays():
    melds = [{"kind": "pung", "tiles": t} for t in ("111m", "555p", "999s", "CCC")]
    out = score_json(
        {
            "id": 12,
            "concealed": "E",
            "melds": melds,
            "win_tile": "E",
            "self_drawn": True,
            "seat_wind": "S",
            "liable": "N",
        }
    )
    assert out["counted"] == ["peng_peng_hu"]
    assert out["payments"] == {"E": 0, "S": 12, "W": 0, "N": -12}


def test_self_drawn_without_liability_each_pays():
    out = score_json({"id": 5, "concealed": "999mEEEC", "melds": PUNGS, "win_tile": "C", "self_drawn": True})
    assert out["payments"] == {"E": 24, "S": -8, "W": -8, "N": -8}
    assert out["horses"] == []


def test_discard_win_is_answered_with_its_reason():
    out = score_json({"id": 2, "concealed": "999mEEEC", "melds": PUNGS, "win_tile": "C"})
    assert out["win"] is False
    assert out["reason"] == "discard_win"
    assert out["counted"] == ["hun_yi_se", "peng_peng_hu"]
    assert out["total"] == 8
    assert "payments" not in out


def test_not_a_win():
    out = score_json(situation(win_tile="5p"))
    assert out == {
        "id": "x",
        "win": False,
        "types": [],
        "counted": [],
        "total": 0,
        "base": 0,
        "reason": "not_a_win",
    }


def test_ghost_null_and_rules_object():
    assert score_json(situation(ghost=None))["multipliers"] == []
    out = score_json(situation(ghost="C", rules={"no_ghost_double": False}))
    assert out["multipliers"] == []
    assert out["total"] == 2
    out = score_json(situation(ghost="C", rules={"ghosts": False}, ghosts_discarded=1))
    assert out["multipliers"] == []
    assert out["total"] == 2
    out = score_json(situation(ghost="C", horses="C", rules={"dragon_seats": [0, 0, 0]}))
    assert out["horses"][0]["seat"] == "E"
    assert out["payments"]["E"] == 24


def test_four_ghosts_batch():
    out = score_json(
        {"id": 7, "concealed": "159m159p159sECCC", "win_tile": "C", "self_drawn": True, "ghost": "C"}
    )
    assert out["counted"] == ["si_gui"]
    assert out["total"] == 12
    assert out["ghosts"] == 4
    out = score_json(
        {
            "id": 7,
            "concealed": "159m159p159sECCC",
            "win_tile": "C",
            "self_drawn": True,
            "ghost": "C",
            "rules": {"four_ghosts_win": False},
        }
    )
    assert out["reason"] == "not_a_win"


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ({"melds": [{"kind": "chow", "tiles": "123m"}], "concealed": "456p789s11m23p"}, "chow"),
        ({"flowers": 2}, "flowers"),
        ({"flowers": True}, "flowers"),
        ({"self_drawn": False, "kong_related": True}, "robbed player"),
        ({"ghost": "12m"}, "'ghost' must be one tile"),
        ({"ghost": "1z"}, "not a tile"),
        ({"ghost": 5}, "'ghost' must name one tile"),
        ({"ghosts_discarded": 1}, "needs a 'ghost'"),
        ({"ghost": "C", "ghosts_discarded": 5}, "ghosts_discarded"),
        ({"ghost": "C", "ghosts_discarded": True}, "ghosts_discarded"),
        ({"liable": "E"}, "winner's own seat"),
        ({"liable": "X"}, "'liable' must be one of"),
        ({"seat_wind": "Z"}, "'seat_wind' must be one of"),
        ({"self_drawn": "yes"}, "'self_drawn' must be true or false"),
        ({"horses": {"East": "1m"}}, "'horses' by seat"),
        ({"horses": 3}, "'horses' must be a tile string"),
        ({"horses": "1x"}, "not a tile"),
        ({"rules": {"horses": 9}}, "horses must be 0 to 4"),
        ({"rules": {"honor_order": "spiral"}}, "honor_order"),
        ({"self_drawn": False, "kong_related": True, "last_tile": True, "liable": "S"}, "last_tile"),
        ({"win_tile": None}, "win_tile"),
        ({"concealed": 12}, "concealed"),
        ({"concealed": "1111m456p789s11m23p"}, "too many tiles"),
    ],
)
def test_bad_situations_answer_an_error(extra, message):
    out = score_json(situation(**extra))
    assert set(out) == {"id", "error"}
    assert out["id"] == "x"
    assert message in out["error"]


def test_a_non_object_answers_an_error():
    assert score_json("hello") == {"id": None, "error": "a situation must be a JSON object"}
    assert score_json([1]) == {"id": None, "error": "a situation must be a JSON object"}


def test_run_jsonl_in_process_keeps_order():
    lines = [
        json.dumps(situation(id="a")),
        "{not json",
        json.dumps(situation(id="c", flowers=1)),
        "",
        json.dumps(situation(id="d", win_tile="5p")),
    ]
    sink = io.StringIO()
    assert run_jsonl(io.StringIO("\n".join(lines) + "\n"), sink, rules="guangdong") == 0
    out = [json.loads(x) for x in sink.getvalue().splitlines()]
    assert [o["id"] for o in out] == ["a", None, "c", "d"]
    assert out[0]["win"] is True
    assert "line 2" in out[1]["error"]
    assert "flowers" in out[2]["error"]
    assert out[3]["reason"] == "not_a_win"


# ------------------------------------------------------------------------------- batch, as a process


def test_module_entry_point_answers_each_line_in_order():
    lines = [
        json.dumps({"id": 1, **PING_HU, "ghost": "C"}),
        "this is not json",
        json.dumps(
            {
                "id": 3,
                "concealed": "456p789s11m23p",
                "melds": [{"kind": "chow", "tiles": "123m"}],
                "win_tile": "4p",
                "self_drawn": True,
            }
        ),
        json.dumps({"id": 4, **PING_HU, "win_tile": "5p"}),
        json.dumps({"id": 5, "concealed": "999mEEEC", "melds": PUNGS, "win_tile": "C"}),
        json.dumps({"id": 6, "concealed": "123m456p789s11m23", "win_tile": "4p"}),
        json.dumps(
            {
                "id": "七",
                "concealed": "19m19s19pESWNCFP",
                "win_tile": "P",
                "self_drawn": True,
                "heavenly": True,
            }
        ),
    ]
    done = subprocess.run(
        [sys.executable, "-m", "trainer", "score", "--jsonl", "--rules", "guangdong"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=REPO,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    out = [json.loads(x) for x in done.stdout.splitlines()]
    assert [o["id"] for o in out] == [1, None, 3, 4, 5, 6, "七"]
    assert out[0]["win"] is True
    assert out[0]["total"] == 4
    assert out[0]["multipliers"] == [{"id": "no_ghost", "factor": 2}]
    assert out[0]["payments"] == {"E": 12, "S": -4, "W": -4, "N": -4}
    assert set(out[1]) == {"id", "error"}
    assert "line 2" in out[1]["error"]
    assert set(out[2]) == {"id", "error"}
    assert "chow" in out[2]["error"]
    assert out[3]["reason"] == "not_a_win"
    assert out[4]["reason"] == "discard_win"
    assert out[4]["win"] is False
    assert set(out[5]) == {"id", "error"}
    assert out[6]["counted"] == ["tian_hu"]
    assert out[6]["total"] == 64
    assert out[6] == score_json(json.loads(lines[6]))  # the process and the function agree


def test_batch_path_imports_no_qt():
    code = (
        "import io, sys\n"
        "sys.stdin = io.StringIO('"
        + json.dumps({"id": 1, **PING_HU, "ghost": "C", "horses": "1m"})
        + "\\n')\n"
        "from trainer.cli import main\n"
        "code = main(['score', '--jsonl', '--rules', 'guangdong'])\n"
        "assert code == 0\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'trainer.ui'))\n"
        "bad += sorted(m for m in sys.modules if m.startswith('trainer.ui'))\n"
        "print('QT', bad, file=sys.stderr)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=False)
    assert done.returncode == 0, done.stderr
    assert "QT []" in done.stderr
    assert json.loads(done.stdout)["total"] == 4


# ------------------------------------------------------------------------------- for people


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_score_with_ghost_and_horses(capsys):
    code, out, err = run(
        capsys, "score", "--rules", "guangdong", "123m456p789p2s6sEE3s", "--ghost", "6s", "--horses", "1m2p"
    )
    assert code == 0
    assert not err
    assert "Ghost: 6s (1 held; they stand for 1s)" in out
    assert "平和 All Chows: counts" in out
    assert "门清 Concealed Hand: not counted" in out
    assert "Total: 2 (2 x 1)" in out
    assert "Horse 1m: the winner" in out
    assert "Horse 2p: the next player" in out
    assert "the winner receives 12; the others pay 4, 4, 4" in out


def test_score_multipliers_in_chinese(capsys):
    code, out, _ = run(
        capsys, "score", "--rules", "guangdong", "[111m][555m]999mEEECC", "--ghost", "6s", "--lang", "zh_CN"
    )
    assert code == 0
    assert "混一色: counts" in out
    assert "碰碰和: counts" in out
    assert "x2  无鬼加倍" in out
    assert "Total: 16 (8 x 2)" in out


def test_robbing_the_kong_is_paid_by_the_robbed_player(capsys):
    code, out, _ = run(
        capsys, "score", "--rules", "guangdong", "[111m][555m]999mEEECC", "--rob", "--horses", "1m"
    )
    assert code == 0
    assert "抢杠和 Robbing the Kong: not counted" in out
    assert "the winner receives 48, all of it from the robbed player" in out


def test_waits(capsys):
    code, out, _ = run(capsys, "waits", "--rules", "guangdong", "123m456p789p2sEE3s", "--ghost", "6s")
    assert code == 0
    assert "waits on 146s" in out
    code, out, _ = run(capsys, "waits", "--rules", "guangdong", "123m456p789p159sE")
    assert code == 0
    assert "is not ready" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["score", "--rules", "guangdong", "[111m][555m]999mEEECC", "--flowers", "1"], "without flowers"),
        (["score", "--rules", "guangdong", "123m456p789p2s6sEE3s"], "is not a winning hand"),
        (["score", "--rules", "guangdong", "123m456p789p2s7sEE3s", "--ghost", "6s"], "with 6s as the ghost"),
        (
            ["score", "--rules", "guangdong", "123m456p789p2s6sEE3s", "--ghost", "12m"],
            "--ghost takes one tile",
        ),
        (["score", "--rules", "guangdong", "123m456p789p2s6sEE"], "the hand has 13 tiles"),
        (["score", "--rules", "guangdong", "[123m]456p789p2s6sEE3s"], "chow"),
        (["waits", "--rules", "guangdong", "123m456p789p2s6sEE3s"], "takes 13 tiles"),
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert not out
    assert message in err
    assert err.count("\n") == 1
