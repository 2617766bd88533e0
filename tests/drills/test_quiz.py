"""Quiz packs: build, save, validate, refuse damaged or edited files, grade, tabulate, CSV."""

import json

import pytest

from trainer.drills import quiz, session


@pytest.fixture
def pack():
    questions = [
        quiz.generated("score", 2048, 1, 1),
        quiz.generated("waits", 2048, 2, 2),
        quiz.by_hand("score", "123m456p789s1123s4s", explanation="花龙"),
        quiz.by_hand("waits", "123m456p789s1123s"),
        quiz.by_hand("discard", "123m456p789s11358s"),
    ]
    return quiz.new_pack("Week 3", questions, time_limit_s=600)


def test_round_trip_and_same_questions_everywhere(pack):
    again = quiz.load_pack(pack.dumps())
    assert again == pack
    built = again.build()
    assert built[0].id == session.question_id("score", 2048, 1, 1)
    assert built[2].total == 12


def test_edited_or_damaged_files_are_refused(pack):
    payload = json.loads(pack.dumps())
    payload["questions"][2]["hand"] = "123m456p789s1123s1s"
    with pytest.raises(quiz.QuizError, match="changed after it was made"):
        quiz.load_pack(json.dumps(payload))
    with pytest.raises(quiz.QuizError, match="not valid JSON"):
        quiz.load_pack(pack.dumps()[:-20])
    with pytest.raises(quiz.QuizError, match="not a Mahjong Trainer quiz file"):
        quiz.load_pack(json.dumps({"hello": 1}))


def test_bad_questions_are_refused_when_building(pack):
    with pytest.raises(quiz.QuizError, match="question 1: the hand scores"):
        quiz.new_pack("x", [quiz.by_hand("score", "[123m]456m678p1255s3s")])
    with pytest.raises(quiz.QuizError, match="question 1: the hand is not ready"):
        quiz.new_pack("x", [quiz.by_hand("waits", "123m456p789s1358s")])
    with pytest.raises(quiz.QuizError, match="kind must be"):
        quiz.new_pack("x", [{"source": "hand", "kind": "poker", "hand": "1m"}])


def test_take_grade_export_and_collect(pack):
    built = pack.build()
    right = [
        (
            " ".join(f"{int(f)}x{n}" for f, n in built[0].answer_fans().items()) + f" = {built[0].total}",
            30000,
        ),
        ("".join(t.name for t in []) or _tiles(built[1].wait_tiles), 20000),
        ("39 62 63 = 12", 15000),
        ("14s", 9000),
        ("8s", 5000),
    ]
    result = quiz.take(pack, "Ana", right)
    assert [r.correct for r in result.results] == [True] * 5
    wrong = quiz.take(
        pack, "Bo", [("1 = 8", 1000), ("1m", 1000), ("39 = 8", 1000), ("1s", 1000), ("1m", 1000)]
    )
    assert not any(r.correct for r in wrong.results)
    collected = [quiz.load_result(r.dumps(), pack) for r in (result, wrong)]
    table = quiz.class_table(pack, collected)
    assert table[0] == ["student", "Q1", "Q2", "Q3", "Q4", "Q5", "score"]
    assert table[1][0] == "Ana"
    assert table[1][-1] == "5/5"
    csv_text = quiz.class_csv(pack, collected)
    assert csv_text.splitlines()[2].startswith("Bo,✗")


def test_a_result_for_another_quiz_is_refused(pack):
    other = quiz.new_pack("Other", [quiz.generated("score", 1, 1, 1)])
    result = quiz.take(other, "Ana", [("1 = 8", 1)])
    with pytest.raises(quiz.QuizError, match="another quiz"):
        quiz.load_result(result.dumps(), pack)


def _tiles(tiles):
    from trainer.engine.notation import format_tiles

    return format_tiles(tiles)
