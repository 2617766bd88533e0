"""The encyclopedia's rule-set choice and the Guangdong hand-type pages."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton

from trainer.engine.fans.table import FanId
from trainer.engine.guangdong.hand_types import TYPES, HandType

pytestmark = pytest.mark.ui
GD = Qt.ItemDataRole.UserRole + 2


@pytest.fixture
def enc(window):
    window.show_area("encyclopedia")
    return window.encyclopedia


def tree_items(enc):
    out = []
    for i in range(enc.tree.topLevelItemCount()):
        top = enc.tree.topLevelItem(i)
        out.append(top)
        out.extend(top.child(j) for j in range(top.childCount()))
    return out


def gd_keys(enc):
    return [item.data(0, GD) for item in tree_items(enc) if item.data(0, GD)]


def labels(widget):
    return " ".join(label.text() for label in widget.findChildren(QLabel))


def test_the_default_is_mcr(enc):
    assert enc.rule_set() == "mcr"
    assert enc.rule_set_combo.currentData() == "mcr"
    assert not gd_keys(enc)


def test_switching_to_guangdong_lists_the_25_types_by_points(enc, qtbot):
    enc.rule_set_combo.setCurrentIndex(enc.rule_set_combo.findData("guangdong"))
    assert enc.rule_set() == "guangdong"
    keys = gd_keys(enc)
    types = [k for k in keys if k != "principles"]
    assert len(types) == 25
    assert set(types) == {t.value for t in HandType}
    assert "principles" in keys
    assert not enc.series_filter.isVisibleTo(enc)
    assert not enc.combine_filter.isVisibleTo(enc)
    groups = [enc.tree.topLevelItem(i).text(0) for i in range(enc.tree.topLevelItemCount())]
    assert "88 points" in groups
    assert "1 points" in groups
    # no MCR fan is listed
    assert not any(item.data(0, Qt.ItemDataRole.UserRole) for item in tree_items(enc))
    # the Guangdong lessons are listed, the MCR ones are not
    lessons = [item.data(0, Qt.ItemDataRole.UserRole + 1) for item in tree_items(enc)]
    assert "guangdong-hand-types" in lessons
    courses = {lesson.id: lesson.course for lesson in enc.lessons}
    assert all(courses[lid] == "guangdong" for lid in lessons if lid)


def test_the_points_filter_and_search_work_on_guangdong_types(enc):
    enc.set_rule_set("guangdong")
    enc.points_filter.setCurrentIndex(enc.points_filter.findData(88))
    assert set(enc.visible_gd_types()) == {"da_si_xi", "da_san_yuan", "shi_ba_luo_han"}
    enc.points_filter.setCurrentIndex(0)
    enc.search.setText("清一色")
    assert enc.visible_gd_types() == ["qing_yi_se"]
    enc.search.setText("haidi")
    assert enc.visible_gd_types() == ["hai_di_lao_yue"]
    enc.search.setText("")


def test_opening_a_type_shows_its_examples_scored(enc, qtbot):
    enc.set_rule_set("guangdong")
    item = next(i for i in tree_items(enc) if i.data(0, GD) == "hun_yi_se")
    enc.tree.setCurrentItem(item)
    assert enc.current_gd == "hun_yi_se"
    page = enc.page_area.widget()
    assert page.objectName() == "gd_page"
    boxes = page.findChildren(QGroupBox, "example")
    assert len(boxes) == len(enc.gd_pages["hun_yi_se"].examples) >= 2
    assert boxes[0].title() == "Example 1"
    assert boxes[-1].title().startswith("Near miss")
    scores = [box.findChild(QLabel, "gd_score").text() for box in boxes]
    assert scores[1] == "Scores 8: Half Flush 4 + All Pungs 4"
    assert "The Guangdong rule text" in labels(page)
    assert "只有一种花色和字牌组成的和牌" in labels(page)


def test_ghost_examples_show_the_ghost_and_the_multipliers(enc):
    enc.show_gd("gang_shang_kai_hua")
    boxes = enc.page_area.widget().findChildren(QGroupBox, "example")
    text = labels(boxes[1])
    assert "ghost 6s (indicator 5s)" in text
    assert "ghosts discarded: 1" in text
    assert (
        "Scores 16: Win on a Kong's Replacement 4 × 2 (No ghost: doubled) × 2 (Ghost discarded: doubled)"
        in text
    )
    enc.show_gd("peng_peng_hu")
    box = enc.page_area.widget().findChildren(QGroupBox, "example")[1]
    assert "The ghosts stand for: E" in labels(box)


def test_keyboard_moves_through_the_types(enc, qtbot):
    enc.set_rule_set("guangdong")
    first = next(i for i in tree_items(enc) if i.data(0, GD) == "da_si_xi")
    enc.tree.setFocus()
    enc.tree.setCurrentItem(first)
    qtbot.keyClick(enc.tree, Qt.Key.Key_Down)
    assert enc.current_gd == "da_san_yuan"
    assert enc.page_area.widget().findChild(QLabel, "gd_title").text() == "Big Three Dragons"


def test_switching_language_retranslates_the_page_and_list(enc, window, qtbot):
    enc.set_rule_set("guangdong")
    enc.show_gd("qing_yi_se")
    window.set_language("zh_CN")
    qtbot.waitUntil(lambda: enc.page_area.widget().findChild(QLabel, "gd_title").text() == "清一色")
    assert enc.rule_set() == "guangdong"
    assert enc.current_gd == "qing_yi_se"
    assert "全部是同一花色的序数牌" in labels(enc.page_area.widget())
    window.set_language("zh_TW")
    qtbot.waitUntil(lambda: "全部是同一花色的序數牌" in labels(enc.page_area.widget()))
    names = [item.text(0) for item in tree_items(enc) if item.data(0, GD) == "shi_ba_luo_han"]
    assert names
    assert names[0].startswith("十八羅漢")
    window.set_language("en")
    qtbot.waitUntil(lambda: enc.page_area.widget().findChild(QLabel, "gd_title").text() == "Full Flush")


def test_the_choice_is_remembered_across_restarts(qtbot, tmp_path):
    from trainer.app import create_window

    first = create_window(str(tmp_path), language="en")
    qtbot.addWidget(first)
    first.encyclopedia.set_rule_set("guangdong")
    first.settings.sync()
    second = create_window(str(tmp_path), language="en")
    qtbot.addWidget(second)
    assert second.encyclopedia.rule_set() == "guangdong"
    assert "da_si_xi" in gd_keys(second.encyclopedia)


def test_a_fan_link_switches_back_to_mcr_and_a_guangdong_lesson_to_guangdong(enc):
    enc.set_rule_set("guangdong")
    enc.show_fan(FanId.BIG_FOUR_WINDS)
    assert enc.rule_set() == "mcr"
    assert enc.current == FanId.BIG_FOUR_WINDS
    assert enc.rule_set_combo.currentData() == "mcr"
    enc.show_lesson("guangdong-hand-types")
    assert enc.rule_set() == "guangdong"
    assert enc.current_lesson == "guangdong-hand-types"


def test_the_guangdong_overview_is_a_grid_by_points(enc, qtbot):
    enc.set_rule_set("guangdong")
    page = enc.page_area.widget()
    buttons = [b for b in page.findChildren(QPushButton) if b.objectName().startswith("grid_gd_")]
    assert len(buttons) == 26  # 25 types and the principles
    qtbot.mouseClick(page.findChild(QPushButton, "grid_gd_principles"), Qt.MouseButton.LeftButton)
    assert enc.current_gd == "principles"
    boxes = enc.page_area.widget().findChildren(QGroupBox, "example")
    assert len(boxes) == len(enc.gd_pages["principles"].examples)
    assert TYPES[HandType.SI_GUI].en in labels(enc.page_area.widget())


def test_a_page_opened_by_a_link_is_marked_in_the_list(enc, qtbot):
    enc.set_rule_set("guangdong")
    enc.show_gd("qi_dui")
    assert enc.tree.currentItem().data(0, GD) == "qi_dui"
    enc.tree.setFocus()
    qtbot.keyClick(enc.tree, Qt.Key.Key_Down)
    assert enc.current_gd == "qing_yi_se"
