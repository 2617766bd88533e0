"""The command line: readable output for people, exact JSON lines for programs, one-line errors."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.cli import main
from trainer.cli.score import run_jsonl

REPO = Path(__file__).resolve().parents[1]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_score_prints_fans_reasons_total_and_payments(capsys):
    code, out, err = run(capsys, "score", "1112345678999p9p", "--self-drawn")
    assert code == 0
    assert not err
    assert "九莲宝灯 Nine Gates" in out
    assert "清龙 Pure Straight" in out
    assert "清一色 Full Flush: included in 九莲宝灯 Nine Gates" in out
    assert "Total: 107" in out
    assert "each of the three others pays 115" in out


def test_score_in_traditional_chinese(capsys):
    code, out, _ = run(capsys, "score", "[1111s1][2222m]345p678pEE", "--lang", "zh_TW", "--seat", "E")
    assert code == 0
    assert "明槓" in out
    assert "暗槓" in out


def test_score_conditions_and_flowers(capsys):
    code, out, _ = run(capsys, "score", "123m456p789s1123s4s", "--last-tile", "--flowers", "3")
    assert code == 0
    assert "海底捞月 Last Tile Claim" in out
    assert "花牌 Flower Tiles x3" in out


def test_below_minimum_is_said(capsys):
    code, out, _ = run(capsys, "score", "[123m]456m678p1255s3s")
    assert code == 0
    assert "BELOW the 8-point minimum" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["score", "123m45x"], "trainer score: position 7: 'x' is not a tile or meld character"),
        (["score", "123m456p789s1358s5s"], "is not a winning hand"),
        (["score", "123m456p789s1123s"], "the hand has 13 tiles"),
        (["score", "123m456p789s1123s1s", "--kong"], "robbing a kong (抢杠和) of 1s is impossible"),
        (["waits", "123m456p789s11234s"], "'trainer waits' takes 13 tiles"),
        (["score", "123m456p789s1123s4s", "--flowers", "9"], "flowers must be between 0 and 8"),
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert not out
    assert err.count("\n") == 1
    assert message in err


def test_waits_lists_legal_and_illegal(capsys):
    code, out, _ = run(capsys, "waits", "[123m]456m789p1235s")
    assert code == 0
    assert "waits on 5s" in out or "waits on" in out
    code, out, _ = run(capsys, "waits", "123m456p789s1123s")
    assert "(2 of 2 reach 8 points)" in out
    assert "two_sided" in out


def test_jsonl_keeps_order_and_reports_bad_lines():
    lines = [
        '{"id": "a", "concealed": "45556m456p55677s", "melds": [], "win_tile": "6s"}',
        "not json",
        '{"id": "c", "concealed": "12", "melds": [], "win_tile": "6s"}',
        '{"id": "d", "concealed": "123m456p789s1358s", "melds": [], "win_tile": "5s"}',
        '{"id": "e", "concealed": "123m456p789s1123s", "melds": [], "win_tile": "1s", "kong_related": true}',
        "",
        '{"id": "f", "concealed": "1m2m3m456p7p7p12s", "melds": [{"kind": "pung", "tiles": "EEE"}], "win_tile": "3s"}',
    ]
    sink = io.StringIO()
    assert run_jsonl(io.StringIO("\n".join(lines) + "\n"), sink) == 0
    out = [json.loads(x) for x in sink.getvalue().splitlines()]
    assert [o["id"] for o in out] == ["a", None, "c", "d", "e", "f"]
    assert out[0]["win"] is True
    assert out[0]["total"] == out[0]["base"] == 23
    assert [f["id"] for f in out[0]["fans"]] == sorted(f["id"] for f in out[0]["fans"])
    assert "line 2" in out[1]["error"]
    assert "digits '12'" in out[2]["error"]
    assert out[3] == {"id": "d", "win": False, "fans": [], "total": 0, "base": 0, "reason": "not_a_win"}
    assert "抢杠和" in out[4]["error"]
    assert out[5]["win"] is False
    assert out[5]["reason"] == "below_minimum"
    assert out[5]["total"] == out[5]["base"]


def test_module_entry_point_runs_jsonl():
    done = subprocess.run(
        [sys.executable, "-m", "trainer", "score", "--jsonl"],
        input='{"id": 1, "concealed": "19m19s19pESWNCFP", "melds": [], "win_tile": "P", "flowers": 2}\n',
        capture_output=True,
        text=True,
        cwd=REPO,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {
        "id": 1,
        "win": True,
        "fans": [{"id": 7, "count": 1}, {"id": 81, "count": 2}],
        "total": 90,
        "base": 88,
    }


def test_shanten_shows_the_fan_aware_part(capsys):
    code, out, _ = run(capsys, "shanten", "234m567m34p55p789p")
    assert code == 0
    assert "Toward a legal win" in out
    assert "it cannot win as it stands" in out
    assert "plans in reach" in out
    code, out, _ = run(capsys, "shanten", "699m2346s3456pFFF")
    assert "Fan-aware (toward a legal win of 8 points):" in out
    assert "Discard 6s:" in out
    assert "plain rank" in out
