"""The calculator driven by clicks, keys and text: totals, melds, conditions, errors, undo."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from trainer.engine.fans.scoring import score_hand
from trainer.engine.fans.table import FanId
from trainer.engine.notation import parse_hand, parse_tiles
from trainer.engine.tiles import Tile

pytestmark = pytest.mark.ui


@pytest.fixture
def calc(window):
    window.show_area("calculator")
    return window.calculator


def click_tiles(qtbot, calc, text):
    for tile in parse_tiles(text):
        qtbot.mouseClick(calc.palette[tile], Qt.MouseButton.LeftButton)


def fan_names(calc):
    tree = calc.fans_tree
    return [tree.topLevelItem(i).text(1) for i in range(tree.topLevelItemCount())]


def test_build_a_hand_by_clicks_and_see_the_total(qtbot, calc):
    click_tiles(qtbot, calc, "123m456p789s1123s")
    assert calc.total_label.text() == "Ready: 2 wait(s)"
    click_tiles(qtbot, calc, "4s")
    expected = score_hand(parse_hand("123m456p789s1123s4s")).total
    assert calc.total_label.text() == f"{expected} points"
    assert "Mixed Straight" in fan_names(calc)
    assert calc.notation_edit.text() == "123m456p7891123s4s"


def test_type_a_hand_and_the_palette_stays_in_sync(qtbot, calc):
    calc.notation_edit.clear()
    qtbot.keyClicks(calc.notation_edit, "1112345678999p9p")
    assert calc.total_label.text() == "104 points" or calc.total_label.text().endswith("points")
    assert "Nine Gates" in fan_names(calc)
    assert len(calc.standing_row.views) == 14
    assert calc.palette[Tile.P9].dimmed  # all four 9p are in the hand


def test_melds_by_mode_buttons(qtbot, calc):
    qtbot.mouseClick(calc.mode_buttons["pung"], Qt.MouseButton.LeftButton)
    calc.source_combo.setCurrentIndex(2)  # from the right
    qtbot.mouseClick(calc.palette[Tile.EAST], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(calc.mode_buttons["concealed_kong"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(calc.palette[Tile.GREEN], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(calc.mode_buttons["tile"], Qt.MouseButton.LeftButton)
    click_tiles(qtbot, calc, "234m567pWW")
    assert calc.state.notation() == "[EEE3][FFFF]234m567pWW"
    assert calc.total_label.text().endswith("points")
    assert [v.sideways for v in calc.meld_views[0].views] == [False, False, True]
    assert [v.face_down for v in calc.meld_views[1].views] == [True, False, False, True]


def test_conditions_change_the_score(qtbot, calc):
    calc.set_notation("123m456p789s1123s4s")
    before = calc.total_label.text()
    qtbot.mouseClick(calc.self_drawn, Qt.MouseButton.LeftButton)
    assert calc.state.context.self_drawn
    assert "Fully Concealed Hand" in fan_names(calc)
    assert calc.total_label.text() != before
    calc.flowers.setValue(3)
    assert "Flower Tiles" in fan_names(calc)


def test_bad_input_is_refused_in_place(qtbot, calc):
    calc.set_notation("123m456p789s1123s4s")
    before = calc.state
    calc.notation_edit.setFocus()
    calc.notation_edit.setText("")
    qtbot.keyClicks(calc.notation_edit, "123x")
    assert "'x' is not a tile" in calc.message.text()
    click_tiles(qtbot, calc, "4s")  # a fifteenth tile
    assert "full" in calc.message.text() or "four" in calc.message.text()
    calc.set_notation("11111m")
    assert "more than four copies of 1m" in calc.message.text()
    assert calc.state == before or calc.state.notation() != "11111m"


def test_contradictory_conditions_are_explained(qtbot, calc):
    calc.set_notation("123m456p789s1123s1s")
    qtbot.mouseClick(calc.kong, Qt.MouseButton.LeftButton)
    assert calc.total_label.text() == "Conditions do not fit the tiles"
    assert "robbing a kong" in calc.summary_label.text()


def test_undo_redo_clear_sort(qtbot, calc):
    click_tiles(qtbot, calc, "9m1m")
    qtbot.mouseClick(calc.sort_button, Qt.MouseButton.LeftButton)
    assert calc.state.notation() == "19m"
    calc.undo()
    assert calc.state.notation() == "91m"
    calc.redo()
    assert calc.state.notation() == "19m"
    qtbot.mouseClick(calc.clear_button, Qt.MouseButton.LeftButton)
    assert calc.state.notation() == ""
    qtbot.keyClick(calc, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert calc.state.notation() == "19m"


def test_remove_and_choose_the_win_tile(qtbot, calc):
    calc.set_notation("123m456p789s1123s4s")
    qtbot.mouseClick(calc.standing_row.views[0], Qt.MouseButton.LeftButton)
    assert calc.state.size == 13
    calc.set_notation("123m456p789s1124s3s")
    assert calc.state.win_tile == Tile.S3
    calc._push(calc.state.make_win_tile(11))  # the context menu's action
    assert calc.state.win_tile == Tile.S2


def test_hovering_a_fan_outlines_its_tiles(qtbot, calc):
    calc.set_notation("[123m][456m2]789p123s5p5p")
    tree = calc.fans_tree
    item = next(
        tree.topLevelItem(i)
        for i in range(tree.topLevelItemCount())
        if tree.topLevelItem(i).text(1) == "Mixed Straight"
    )
    calc._on_fan_hovered(item)
    outlined = [v.tile for v in calc.standing_row.views if v.highlighted]
    assert sorted(outlined) == sorted(parse_tiles("789p123s"))
    assert any(v.highlighted for v in calc.meld_views[1].views)


def test_not_counted_fans_show_their_reason(calc):
    calc.set_notation("1112345678999p9p")
    tree = calc.suppressed_tree
    rows = {
        tree.topLevelItem(i).text(0): tree.topLevelItem(i).text(1) for i in range(tree.topLevelItemCount())
    }
    assert rows["Full Flush"] == "included in Nine Gates"


def test_waits_and_efficiency_views(calc):
    calc.set_notation("234m567m34p55p789p")
    assert "cannot win as it stands" in calc.summary_label.text()
    calc.set_notation("699m2346s3456pFFF")
    assert calc.total_label.text() == "Not a winning hand"
    assert calc.summary_label.text().startswith("Discard 6s")


def test_copy_as_notation_and_image(qtbot, calc):
    calc.set_notation("123m456p789s1123s4s")
    qtbot.mouseClick(calc.copy_text_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == "123m456p7891123s4s"
    image = calc.hand_image()
    assert image.width() > 500
    assert image.height() > 40


def test_fan_link_opens_the_encyclopedia_area(qtbot, window, calc):
    calc.set_notation("123m456p789s1123s4s")
    item = calc.fans_tree.topLevelItem(0)
    calc._on_fan_activated(item)
    assert window.current_area() == "encyclopedia"
    assert window.encyclopedia.current == FanId.MIXED_STRAIGHT
