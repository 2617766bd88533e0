"""The practice table in Guangdong mode: a hand played by keys against Guangdong bots to its review."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from trainer import store as st
from trainer.engine.game import ActionKind, Phase
from trainer.ui.screens.table import TableScreen

pytestmark = pytest.mark.ui


@pytest.fixture
def screen(table_screen):
    table_screen.rules_combo.setCurrentIndex(1)  # Guangdong, as the user picks it
    return table_screen


def play(screen, qtbot, seed: int) -> list[str]:
    """Win when offered, pung when offered, take the coach's discard (H, then Enter)."""
    screen.new_hand(seed)
    done: list[str] = []
    for _ in range(300):
        screen.run_bots_now()
        session = screen.session
        if session.ended:
            break
        kinds = {a.kind for a in session.human_options()}
        assert ActionKind.CHOW not in kinds
        if ActionKind.WIN in kinds:
            qtbot.keyClick(screen, Qt.Key.Key_W)
            done.append("win")
        elif ActionKind.PUNG in kinds:
            qtbot.keyClick(screen, Qt.Key.Key_P)
            done.append("pung")
        elif session.state.phase is Phase.DISCARD:
            qtbot.keyClick(screen, Qt.Key.Key_H)
            qtbot.keyClick(screen, Qt.Key.Key_Return)
            done.append("discard")
        else:
            qtbot.keyClick(screen, Qt.Key.Key_Space)
            done.append("pass")
    screen.run_bots_now()
    return done


def test_guangdong_table_deals_136_tiles_with_a_ghost_and_hides_chow(screen):
    screen.new_hand(4)
    state = screen.session.state
    assert state.rules is not None
    assert state.ghost is not None
    assert not any(state.flowers)
    assert "Ghost" in screen.centre.text()
    assert "hand 1 of 8" in screen.centre.text()
    assert not screen.claim_buttons[ActionKind.CHOW].isVisible()
    assert "no win on a discard" in screen.coach.text()


def test_a_guangdong_hand_played_by_keys_ends_in_a_saved_review(screen, qtbot):
    done = play(screen, qtbot, 11)
    session = screen.session
    assert session.ended
    assert "discard" in done
    result = session.state.result
    assert sum(result.payments) == 0
    if result.winner is not None:
        assert result.guangdong
        assert result.settlement is not None
        text = screen.review_dialog.result.text()
        assert "Payments" in text
        assert "Hand type" in text
    records = st.game_records(screen.store, screen.profile_id)
    assert records
    assert records[0].data["rules"]["ghosts"] is True
    assert screen.match is not None
    assert screen.match.rules is not None


def test_the_rule_choice_and_the_guangdong_match_survive_a_restart(screen, qtbot):
    play(screen, qtbot, 12)
    screen.review_dialog.close()
    screen.new_hand()  # the match's first hand
    number = screen.match.hand_number
    again = TableScreen(screen.store, screen.profile_id)
    qtbot.addWidget(again)
    assert again.rules == "guangdong"
    assert again.rules_combo.currentIndex() == 1
    assert again.match is not None
    assert again.match.rules is not None
    assert again.match.hand_number == number


def test_the_coach_explains_a_passed_pung(screen, qtbot):
    """Pass every pung offered: the coach strip then names the 漏碰 rule until the learner's next draw."""
    for seed in range(30, 60):
        screen.new_hand(seed)
        for _ in range(200):
            screen.run_bots_now()
            session = screen.session
            if session.ended:
                break
            kinds = {a.kind for a in session.human_options()}
            if ActionKind.PUNG in kinds:
                qtbot.keyClick(screen, Qt.Key.Key_Space)
                if session.state.passed_pungs[session.human]:  # not yet cleared by a draw
                    assert "漏碰" in screen.coach.text()
                    return
            elif ActionKind.WIN in kinds:
                qtbot.keyClick(screen, Qt.Key.Key_W)
            elif session.state.phase is Phase.DISCARD:
                qtbot.keyClick(screen, Qt.Key.Key_Return)
            else:
                qtbot.keyClick(screen, Qt.Key.Key_Space)
    pytest.fail("no pung was offered in 30 seeded hands")


def test_the_indicator_and_the_ghost_are_drawn_in_the_centre(screen, qtbot):
    screen.new_hand(4)
    state = screen.session.state
    assert screen.ghost_row.isVisible()
    assert screen.indicator_view.tile == state.indicator
    assert screen.ghost_view.tile == state.ghost
    screen.rules_combo.setCurrentIndex(0)  # back to MCR: no ghost
    assert not screen.ghost_row.isVisible()
