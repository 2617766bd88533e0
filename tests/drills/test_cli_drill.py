"""``trainer drill``: the JSON lines of DESIGN.md ("Checkable outputs"), stable per seed and index."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.cli import COMMAND_MODULES, main
from trainer.drills.session import make_question
from trainer.engine.notation import format_tiles, parse_tiles

REPO = Path(__file__).resolve().parents[2]
WINDS = {"E", "S", "W", "N"}


def run(*args: str, stdin: str = "", hash_seed: str = "0") -> subprocess.CompletedProcess[str]:
    pythonpath = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    env = dict(os.environ, PYTHONPATH=pythonpath, PYTHONHASHSEED=hash_seed)
    return subprocess.run(
        [sys.executable, "-m", "trainer", *args],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=REPO,
        env=env,
        timeout=300,
        check=False,
    )


def drill_lines(capsys, *args: str) -> list[dict]:
    assert main(["drill", *args]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def is_tiles(text: str) -> bool:
    return text == "" or format_tiles(parse_tiles(text)) == text


def check_melds(melds: list) -> None:
    for meld in melds:
        assert list(meld) == ["kind", "tiles", "concealed"]
        assert meld["kind"] in ("chow", "pung", "kong")
        assert isinstance(meld["concealed"], bool)
        assert len(parse_tiles(meld["tiles"])) == (4 if meld["kind"] == "kong" else 3)


def test_drill_is_a_command():
    assert "drill" in COMMAND_MODULES


def test_score_lines(capsys):
    lines = drill_lines(capsys, "--kind", "score", "--seed", "2048", "--count", "30", "--jsonl")
    assert [line["id"] for line in lines] == [f"score-2048-{k}" for k in range(1, 31)]
    for line in lines:
        assert list(line) == [
            "id",
            "concealed",
            "melds",
            "win_tile",
            "self_drawn",
            "last_copy",
            "kong_related",
            "last_tile",
            "seat_wind",
            "round_wind",
            "flowers",
            "answer",
        ]
        check_melds(line["melds"])
        assert len(parse_tiles(line["concealed"])) + 3 * len(line["melds"]) == 13
        assert is_tiles(line["concealed"])
        assert len(parse_tiles(line["win_tile"])) == 1
        assert all(
            isinstance(line[k], bool) for k in ("self_drawn", "last_copy", "kong_related", "last_tile")
        )
        assert {line["seat_wind"], line["round_wind"]} <= WINDS
        assert 0 <= line["flowers"] <= 8
        answer = line["answer"]
        assert list(answer) == ["fans", "total"]
        assert isinstance(answer["total"], int)
        assert all(list(f) == ["id", "count"] for f in answer["fans"])
        ids = [f["id"] for f in answer["fans"]]
        assert ids == sorted(set(ids))
        assert all(1 <= i <= 81 for i in ids)


def test_waits_lines(capsys):
    lines = drill_lines(capsys, "--kind", "waits", "--seed", "7", "--count", "20", "--jsonl")
    assert [line["id"] for line in lines] == [f"waits-7-{k}" for k in range(1, 21)]
    for line in lines:
        assert list(line) == ["id", "concealed", "melds", "seat_wind", "round_wind", "answer"]
        check_melds(line["melds"])
        assert len(parse_tiles(line["concealed"])) + 3 * len(line["melds"]) == 13
        assert {line["seat_wind"], line["round_wind"]} <= WINDS
        assert list(line["answer"]) == ["waits", "legal"]
        assert line["answer"]["waits"]
        assert is_tiles(line["answer"]["waits"])
        assert is_tiles(line["answer"]["legal"])
        assert set(parse_tiles(line["answer"]["legal"] or "")) <= set(parse_tiles(line["answer"]["waits"]))


def test_discard_lines(capsys):
    lines = drill_lines(
        capsys, "--kind", "discard", "--seed", "7", "--count", "12", "--jsonl", "--level", "2"
    )
    assert [line["id"] for line in lines] == [f"discard-L2-7-{k}" for k in range(1, 13)]
    for line in lines:
        assert list(line) == ["id", "concealed", "melds", "answer"]
        check_melds(line["melds"])
        assert len(parse_tiles(line["concealed"])) + 3 * len(line["melds"]) == 14
        assert list(line["answer"]) == ["best", "discards"]
        assert is_tiles(line["answer"]["best"])
        for d in line["answer"]["discards"]:
            assert list(d) == ["tile", "shanten", "useful_count"]
            assert len(parse_tiles(d["tile"])) == 1
            assert d["shanten"] >= 0
            assert d["useful_count"] >= 0
        top = min((d["shanten"], -d["useful_count"]) for d in line["answer"]["discards"])
        best = {d["tile"] for d in line["answer"]["discards"] if (d["shanten"], -d["useful_count"]) == top}
        assert {format_tiles([t]) for t in parse_tiles(line["answer"]["best"])} == best


@pytest.mark.parametrize("kind", ["score", "waits", "discard"])
def test_question_k_is_the_same_in_any_batch(capsys, kind):
    whole = drill_lines(capsys, "--kind", kind, "--seed", "2048", "--count", "6", "--jsonl")
    part = drill_lines(capsys, "--kind", kind, "--seed", "2048", "--count", "2", "--start", "5", "--jsonl")
    assert part == whole[4:6]
    assert whole[2] == make_question(kind, 2048, 3).to_json()
    other = drill_lines(capsys, "--kind", kind, "--seed", "2049", "--count", "6", "--jsonl")
    assert [a["answer"] for a in other] != [a["answer"] for a in whole]


def test_same_seed_same_output_across_processes():
    args = ("drill", "--kind", "score", "--seed", "17", "--count", "15", "--jsonl")
    first, second = run(*args, hash_seed="1"), run(*args, hash_seed="12345")
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    assert len(first.stdout.splitlines()) == 15


def test_score_lines_read_back_through_batch_scoring():
    drilled = run("drill", "--kind", "score", "--seed", "3", "--count", "40", "--jsonl")
    assert drilled.returncode == 0, drilled.stderr
    scored = run("score", "--jsonl", stdin=drilled.stdout)  # "answer" is an unknown key: ignored
    assert scored.returncode == 0, scored.stderr
    for question, result in zip(drilled.stdout.splitlines(), scored.stdout.splitlines(), strict=True):
        q, r = json.loads(question), json.loads(result)
        assert r["id"] == q["id"]
        assert r["win"] is True
        assert (r["fans"], r["total"]) == (q["answer"]["fans"], q["answer"]["total"])


def test_text_output_and_errors(capsys):
    assert main(["drill", "--kind", "waits", "--seed", "1", "--count", "3", "--level", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3
    assert lines[0].startswith("waits-L1-1-1  L1  ")
    assert "legal" in lines[0]
    assert main(["drill", "--kind", "score", "--count", "2"]) == 0
    assert " = " in capsys.readouterr().out
    assert main(["drill", "--kind", "score", "--count", "-1"]) == 2
    assert "--count" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["drill", "--kind", "riddle"])
