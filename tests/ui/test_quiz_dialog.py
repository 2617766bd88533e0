"""Quizzes in the app: build and save, print to PDF, take by keys, export, import into the class table."""

import json

import pytest
from PySide6.QtCore import Qt

pytestmark = pytest.mark.ui


@pytest.fixture
def dialog(window, qtbot):
    window.show_area("drills")
    window.screens["drills"].open_quizzes()
    dlg = window.screens["drills"].quiz_dialog
    qtbot.addWidget(dlg)
    return dlg


def test_build_save_print_take_and_collect(dialog, qtbot, tmp_path):
    dialog.title_edit.setText("Week 3")
    dialog.count_box.setValue(3)
    dialog.generate_pack()
    assert dialog.question_list.count() == 3
    dialog.own_hand.setText("123m456p789s1123s4s")
    dialog.add_own_hand()
    assert dialog.question_list.count() == 4
    quiz_file = tmp_path / "week3.mjquiz.json"
    dialog.save_pack(str(quiz_file))
    assert json.loads(quiz_file.read_text())["title"] == "Week 3"
    pdf = tmp_path / "week3.pdf"
    dialog.print_pdf(str(pdf))
    assert pdf.read_bytes().startswith(b"%PDF")
    assert pdf.stat().st_size > 10_000

    # a student takes it, typing answers
    dialog.open_for_taking(str(quiz_file))
    dialog.student_edit.setText("Ana")
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    for question in dialog.questions:
        kind = type(question).__name__
        if kind == "ScoreQuestion":
            answer = (
                " ".join(f"{int(f)}x{n}" for f, n in question.answer_fans().items()) + f" = {question.total}"
            )
        elif kind == "WaitsQuestion":
            from trainer.engine.notation import format_tiles

            answer = format_tiles(question.wait_tiles)
        else:
            from trainer.engine.notation import tile_token

            answer = tile_token(question.best[0])
        qtbot.keyClicks(dialog.take_answer, answer)
        qtbot.keyClick(dialog.take_answer, Qt.Key.Key_Return)
    assert dialog.result is not None
    assert all(r.correct for r in dialog.result.results)
    result_file = tmp_path / "ana.json"
    dialog.export_result(str(result_file))

    # the teacher collects it, and a damaged file is refused with its name
    bad = tmp_path / "bob.json"
    bad.write_text(result_file.read_text().replace('"Ana"', '"Bob"'))
    dialog.open_for_class(str(quiz_file))
    dialog.import_results([str(result_file), str(bad)])
    assert dialog.class_grid.rowCount() == 1
    assert dialog.class_grid.item(0, 0).text() == "Ana"
    assert dialog.class_grid.item(0, 5).text() == "4/4"
    assert "bob.json" in dialog.class_message.text()
    csv_file = tmp_path / "class.csv"
    dialog.export_csv(str(csv_file))
    assert csv_file.read_text(encoding="utf-8").splitlines()[1].startswith("Ana,✓")
