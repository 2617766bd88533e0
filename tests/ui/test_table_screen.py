"""The practice table played by keys and clicks against bots, through to the review."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from trainer import store as st
from trainer.engine.game import ActionKind, Phase
from trainer.ui.screens.table import TableScreen


@pytest.fixture
def screen(table_screen):
    return table_screen


def play_hand(screen, qtbot, seed: int) -> list[str]:
    """Play a seeded hand by keys and clicks: pung when offered, win when offered, pass other claims,
    discard the tile the keyboard selection lands on.  Returns what the learner did."""
    screen.new_hand(seed)
    done: list[str] = []
    for _ in range(300):
        screen.run_bots_now()
        session = screen.session
        if session.ended:
            break
        kinds = {a.kind for a in session.human_options()}
        if ActionKind.WIN in kinds:
            qtbot.keyClick(screen, Qt.Key.Key_W)
            done.append("win")
        elif ActionKind.PUNG in kinds:
            qtbot.keyClick(screen, Qt.Key.Key_P)
            done.append("pung")
        elif session.state.phase is Phase.DISCARD:
            qtbot.keyClick(screen, Qt.Key.Key_Right)
            if len(done) % 2:
                qtbot.keyClick(screen, Qt.Key.Key_Return)
            else:  # click the selected tile a second time
                qtbot.mouseClick(screen.hand_row.views[screen.selected], Qt.MouseButton.LeftButton)
            done.append("discard")
        else:
            qtbot.keyClick(screen, Qt.Key.Key_Space)
            done.append("pass")
    screen.run_bots_now()
    return done


def test_a_seeded_hand_played_by_keys_and_clicks_ends_in_a_saved_review(screen, qtbot):
    done = play_hand(screen, qtbot, 9)
    session = screen.session
    assert "pung" in done
    assert "discard" in done
    assert any(m.kind.name == "PUNG" and not m.concealed for m in session.state.melds[session.human])
    assert session.ended
    dialog = screen.review_dialog
    assert dialog is not None
    assert dialog.isVisible()
    result = session.state.result
    text = dialog.result.text()
    if result.winner is not None:
        assert f"{result.total} points" in text
        assert 'href="fan:' in text
    assert "Payments" in text
    assert dialog.turns.count() == max(1, len(session.reviews))
    records = st.game_records(screen.store, screen.profile_id)
    assert len(records) == 1
    assert records[0].seed == 9
    assert records[0].data["actions"] == session.record()["actions"]
    assert 0.0 <= records[0].summary["efficiency"] <= 1.0


def test_replay_from_a_reviewed_turn_reaches_the_same_position(screen, qtbot):
    play_hand(screen, qtbot, 9)
    finished = screen.session
    assert finished.reviews, "seed 9 has turns the coach played differently"
    move = finished.reviews[0].move
    before = list(finished.state.history[:move])
    screen.review_dialog.turns.setCurrentRow(0)
    qtbot.mouseClick(screen.review_dialog.replay_button, Qt.MouseButton.LeftButton)
    screen.run_bots_now()
    assert not screen.session.ended
    assert list(screen.session.state.history[:move]) == before
    assert screen.session.waiting_for_human()


def test_undo_takes_back_the_discard_and_hint_selects_the_coach_tile(screen, qtbot):
    screen.new_hand(9)
    screen.run_bots_now()
    while screen.session.state.phase is not Phase.DISCARD:
        qtbot.keyClick(screen, Qt.Key.Key_Space)
        screen.run_bots_now()
    hand_before = screen.session.state.hands[0]
    qtbot.keyClick(screen, Qt.Key.Key_H)
    hint = screen.session.hint()
    assert screen.selected_tile() == hint.action.tile
    assert "Hint" in screen.coach.text()
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    screen.run_bots_now()
    assert screen.session.state.hands[0] != hand_before or screen.session.state.discards[0]
    qtbot.keyClick(screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.session.state.hands[0] == hand_before
    assert not screen.session.state.discards[0]


def test_the_coach_can_be_switched_off(screen, qtbot):
    screen.new_hand(9)
    screen.run_bots_now()
    assert "Shanten per form" in screen.coach.text()
    assert "four sets and a pair" in screen.coach.text()
    screen.hints.setChecked(False)
    assert screen.coach.text() == ""
    assert not screen.hint_button.isEnabled()
    assert st.get_setting(screen.store, "table.hints", profile_id=screen.profile_id) is False


def test_several_chows_are_offered_as_numbered_choices(screen, qtbot):
    from trainer.engine.game import Action
    from trainer.engine.tiles import Tile

    options = [Action(ActionKind.CHOW, 0, Tile.M4, Tile.M2), Action(ActionKind.CHOW, 0, Tile.M4, Tile.M3)]
    screen._offer_chows(options)
    labels = [screen.chow_choices.itemAt(i).widget().text() for i in range(screen.chow_choices.count())]
    assert len(labels) == 2
    assert labels[0].startswith("1: ")
    assert labels[1].startswith("2: ")


def test_hands_follow_on_as_a_match_that_survives_a_restart(screen, qtbot):
    screen.new_hand()
    match = screen.match
    assert match is not None
    assert match.hand_number == 1
    assert screen.session.seed != 0
    assert screen.session.hand_number == 1
    session = screen.session
    session.play_out()
    screen._after_move()
    assert screen.match.hand_number == 2
    assert list(screen.match.scores) == [
        session.state.result.payments[match.seating.index(p)] for p in range(4)
    ]
    again = TableScreen(screen.store, screen.profile_id)
    qtbot.addWidget(again)
    assert again.match == screen.match.__class__(
        screen.match.seed, 2, screen.match.seating, screen.match.scores
    )
    again.new_hand()
    assert again.session.hand_number == 2
    assert again.session.dealer == 1
    assert "2 of 16" in again.centre.text()


def test_a_win_below_8_points_is_explained_at_the_table(screen, qtbot):
    from tests.table.test_session import _claim_position

    screen.new_hand(3)
    screen.run_bots_now()
    _claim_position(screen.session, "123m456m789p2345s", "5s")
    screen._after_move()
    assert "only for" in screen.message.text()
    assert "needs 8" in screen.message.text()
    assert not screen.claim_buttons[ActionKind.WIN].isEnabled()
