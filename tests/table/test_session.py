"""The practice-table session: bots pace, the learner acts, the coach hints, undo and replay work."""

import pytest

from trainer.engine.game import ActionKind, Phase, legal_actions
from trainer.table.session import TableSession


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_a_whole_hand_follows_the_coach_and_ends(seed):
    session = TableSession(seed, ("beginner", "intermediate", "strong"))
    session.play_out()
    assert session.ended
    assert session.reviews == []  # following every hint leaves nothing to review
    summary = session.summary()
    assert summary["ended"]
    assert sum(summary["payments"]) == 0


def test_bots_wait_for_the_learner_and_options_are_legal():
    session = TableSession(7)
    session.run_bots()
    assert session.waiting_for_human() or session.ended
    if session.waiting_for_human():
        assert session.human_options() == legal_actions(session.state, 0)


def test_a_poor_discard_is_reviewed_with_numbers():
    session = TableSession(11, ("beginner", "beginner", "beginner"))
    session.run_bots()
    assert session.state.phase is Phase.DISCARD
    assert session.state.turn == 0
    hint = session.hint()
    discards = [a for a in session.human_options() if a.kind is ActionKind.DISCARD]
    worst = next(a for a in reversed(discards) if a.tile != hint.action.tile)
    session.act(worst)
    if session.reviews:
        review = session.reviews[-1]
        assert review.chosen == worst
        assert review.best == hint.action
        assert review.reason
        assert review.chosen_numbers != review.best_numbers


def test_undo_replays_to_before_the_discard():
    session = TableSession(5)
    session.run_bots()
    before = session.state
    discard = next(a for a in session.human_options() if a.kind is ActionKind.DISCARD)
    session.act(discard)
    session.run_bots()
    assert session.undo_last_discard()
    assert session.state == before


def test_a_record_replays_exactly():
    session = TableSession(9, ("strong", "beginner", "intermediate"))
    session.play_out()
    again = TableSession.from_record(session.record())
    assert again.state == session.state
    middle = TableSession.from_record(session.record(), upto=10)
    assert len(middle.state.history) == 10


def test_coach_status_has_shanten_and_a_plan():
    session = TableSession(3)
    session.run_bots()
    status = session.status()
    assert status is not None
    assert status.shanten >= 0
    assert status.useful_count >= 0


def _claim_position(session: TableSession, standing: str, discard: str):
    """The session with the learner holding ``standing`` and the left seat's ``discard`` on offer."""
    from dataclasses import replace

    from trainer.engine.notation import parse_hand, parse_tiles

    state = session.state
    hands = list(state.hands)
    hands[session.human] = tuple(sorted(parse_hand(standing, partial=True).standing))
    left = (session.human + 3) % 4
    tile = parse_tiles(discard)[0]
    pending = tuple((left + k) % 4 for k in (1, 2, 3))
    session.state = replace(state, hands=tuple(hands), melds=((),) * 4, phase=Phase.CLAIM, turn=left,
                            last_discard=tile, discarder=left, pending=pending, responses=())  # fmt: skip
    return tile


def test_a_tile_that_completes_the_hand_below_8_points_is_explained():
    session = TableSession(3)
    _claim_position(session, "123m456m789p2345s", "5s")  # all chows and a short straight: a few points
    options = {a.kind for a in session.human_options()}
    assert ActionKind.WIN not in options
    points = session.short_win()
    assert points is not None
    assert 0 < points < 8


def test_no_short_win_when_the_win_is_legal_or_the_tile_does_not_complete():
    session = TableSession(3)
    _claim_position(session, "123m456m789p2345s", "1s")  # not a winning tile here
    assert session.short_win() is None
    session2 = TableSession(3)
    _claim_position(session2, "123456789s1m234p", "1m")  # Pure Straight, 16 points: Win is offered
    assert any(a.kind is ActionKind.WIN for a in session2.human_options())
    assert session2.short_win() is None


def test_shanten_per_form_matches_the_shanten_module():
    from trainer.engine.shanten import count_shanten

    session = TableSession(5)
    session.run_bots()
    forms = session.form_shanten()
    assert forms
    assert "regular" in forms
    status = session.status()
    assert min(forms.values()) == status.shanten
    if session.state.phase is Phase.CLAIM:
        hand = session.state.hands[session.human]
        assert forms == {k: f.shanten for k, f in count_shanten(list(hand)).forms.items() if f is not None}
