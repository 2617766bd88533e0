"""The calculator in Guangdong mode: types that do not add up, ghosts, multipliers, horses, waits."""

import pytest
from PySide6.QtCore import Qt

from trainer.engine.guangdong.scoring import GdContext, score_hand
from trainer.engine.notation import parse_hand, parse_tiles
from trainer.engine.tiles import Tile

pytestmark = pytest.mark.ui


@pytest.fixture
def calc(window):
    window.show_area("calculator")
    window.calculator.rules_combo.setCurrentIndex(1)  # as the user picks it
    return window.calculator


def rows(calc):
    tree = calc.fans_tree
    return [
        [tree.topLevelItem(i).text(c) for c in range(tree.columnCount())]
        for i in range(tree.topLevelItemCount())
    ]


def test_switching_rules_shows_guangdong_conditions_and_disables_chow(calc):
    assert calc.rules == "guangdong"
    assert calc.gd_box.isVisible()
    assert not calc.conditions_box.isVisible()
    assert not calc.mode_buttons["chow"].isEnabled()
    calc.rules_combo.setCurrentIndex(0)
    assert calc.conditions_box.isVisible()
    assert not calc.gd_box.isVisible()
    assert calc.mode_buttons["chow"].isEnabled()


def test_flush_and_all_pungs_add_up_and_no_ghost_doubles(qtbot, calc):
    calc.set_gd_ghost(Tile.S9)  # ghosts are played, none is held: 无鬼加倍
    for tile in parse_tiles("111555999mEEECC"):
        qtbot.mouseClick(calc.palette[tile], Qt.MouseButton.LeftButton)
    table = rows(calc)
    assert ["4", "Half Flush", "yes"] in table
    assert ["4", "All Pungs", "yes"] in table
    assert ["×2", "No ghost: doubled", "yes"] in table
    assert calc.total_label.text() == "16 points"
    assert "8 × 2 = 16" in calc.summary_label.text()


def test_only_the_highest_type_counts(calc):
    calc.set_notation("1111m33p55p77sEECC")
    table = rows(calc)
    assert ["16", "Luxury Seven Pairs", "yes"] in table
    assert ["1", "Concealed Hand", "no: values do not add up"] in table
    assert calc.total_label.text() == "16 points"


def test_a_ghost_stands_for_the_missing_tile_and_horses_pay(qtbot, calc):
    calc.set_notation("123m456p789pEE2s6s3s")
    calc.set_gd_ghost(Tile.S6)
    assert calc.total_label.text() == "2 points"
    assert "stand for 1s" in calc.summary_label.text()
    assert [v.tile for v in calc.standing_row.views if v.highlighted] == [Tile.S6]
    qtbot.keyClicks(calc.gd_horses, "1m2p")
    assert "you receive 12" in calc.payments_label.text()  # 3 x 2, and the 1m horse on you: 3 x 2 more
    assert "1m → you" in calc.payments_label.text()


def test_robbing_a_kong_makes_the_robbed_player_pay_for_all(calc):
    calc.set_notation("123m456p789p12sEE3s")
    calc.gd_win_by.setCurrentIndex(1)
    expected = score_hand(parse_hand("123m456p789p12sEE3s"), GdContext(win_by=calc.gd_context().win_by)).total
    assert calc.total_label.text() == f"{expected} points"
    assert "robbed player pays for all three" in calc.payments_label.text()


def test_waits_are_ghost_aware_and_a_chow_meld_is_refused(calc):
    calc.set_notation("123m456p789pEE2s6s")
    calc.set_gd_ghost(Tile.S6)
    assert calc.total_label.text() == "Ready: 6 wait(s)"
    assert [r[0] for r in rows(calc)] == ["1s", "2s", "3s", "4s", "6s", "E"]
    calc.set_notation("[123m]456p789pEE2s6s")
    assert calc.total_label.text() == "Not a Guangdong hand"
    assert "no chow" in calc.summary_label.text()


def test_not_a_win_suggests_a_discard_that_keeps_the_ghost(calc):
    calc.set_gd_ghost(Tile.S6)
    calc.set_notation("13m45p678s19pEWN6sC")
    assert calc.total_label.text() == "Not a winning hand"
    assert "Keep the ghost" in calc.summary_label.text()
    assert rows(calc)[-1][0] == "6s"  # the ghost is the last discard on the list


def test_house_rules_from_the_settings_reach_the_calculator_and_the_table_and_persist(window, tmp_path):
    settings = window.settings_screen
    settings.gd_no_ghost.setChecked(False)  # a club without 无鬼加倍
    assert window.calculator.house_rules.no_ghost_double is False
    assert window.screens["table"].house_rules.no_ghost_double is False
    calc = window.calculator
    calc.rules_combo.setCurrentIndex(1)
    calc.set_gd_ghost(Tile.S9)
    calc.set_notation("111555999mEEECC")
    assert calc.total_label.text() == "8 points"  # no doubling now
    from trainer.app import create_window

    again = create_window(str(tmp_path), language="en")
    try:
        assert again.calculator.house_rules.no_ghost_double is False
        assert not again.settings_screen.gd_no_ghost.isChecked()
    finally:
        again.close()
    settings.gd_reset.click()
    assert window.calculator.house_rules.no_ghost_double is True


def test_an_encyclopedia_example_opens_in_guangdong_mode(window):
    calc = window.calculator
    window.encyclopedia.gd_example_opened.emit("123m456p789pEE2s6s3s", GdContext(), Tile.S6)
    assert window.stack.currentWidget() is calc
    assert calc.rules == "guangdong"
    assert calc.gd_ghost_tile() == Tile.S6
    assert calc.total_label.text() == "2 points"
    assert "stand for 1s" in calc.summary_label.text()


@pytest.mark.parametrize(
    ("saved", "horses"),
    [
        ('{"horses": 3}', 3),  # read back as saved
        ("not json", 2),  # the rest: unreadable, so the seed's values
        ("[1, 2]", 2),
        ('{"dragon_seats": 7}', 2),
        ('{"horses": "two"}', 2),
        ('{"honor_order": "x"}', 2),
    ],
)
def test_house_rules_are_read_back_and_unreadable_ones_fall_back_to_the_seeds(tmp_path, qtbot, saved, horses):
    from trainer.app import create_window

    first = create_window(str(tmp_path), language="en")
    first.settings.setValue("guangdong_rules", saved)
    first.settings.sync()
    first.close()
    again = create_window(str(tmp_path), language="en")
    qtbot.addWidget(again)
    assert again.calculator.house_rules.horses == horses
    assert again.screens["table"].house_rules.horses == horses
    assert again.settings_screen.gd_horses.value() == horses
