"""Seeded bot-only games: every hand ends, no tile is lost or duplicated at any step, every win is
a legal win that the scorer agrees with, payments sum to zero; and ``trainer simulate --jsonl``
keeps its fixed format, each winning situation re-scoring to the same total."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
from argparse import Namespace
from pathlib import Path

import pytest

from trainer.cli import simulate as simulate_cli
from trainer.engine import bots
from trainer.engine.batch import score_json
from trainer.engine.bots import Decision
from trainer.engine.bots.random_legal import choose_action
from trainer.engine.fans.scoring import score_hand
from trainer.engine.game import (
    ActionKind,
    GameState,
    HandWon,
    Phase,
    apply,
    legal_actions,
    meets_minimum,
    new_hand,
    seat_view,
    seats_to_act,
    tile_counts,
)
from trainer.engine.shanten import regular_shanten
from trainer.engine.situation import situation_to_json
from trainer.engine.tiles import ALL_KINDS, FLOWERS, WINDS

REPO = Path(__file__).resolve().parents[2]
FULL = {**dict.fromkeys(ALL_KINDS, 4), **dict.fromkeys(FLOWERS, 1)}
LINE_KEYS = [
    "seed",
    "hand",
    "winner",
    "discarder",
    "levels",
    "situation",
    "fans",
    "total",
    "payments",
    "turns",
]


def check_invariants(state: GameState) -> None:
    counts = tile_counts(state)
    assert {t: counts[t] for t in FULL} == FULL
    assert sum(counts) == 144
    sizes = [len(state.hands[s]) + 3 * len(state.melds[s]) for s in range(4)]
    if state.phase is Phase.DISCARD:
        assert sizes == [14 if s == state.turn else 13 for s in range(4)]
    elif state.phase is Phase.ENDED and state.result.winner is not None:
        assert sizes == [14 if s == state.result.winner else 13 for s in range(4)]
    else:
        assert sizes == [13] * 4
    if state.phase in (Phase.CLAIM, Phase.ROB):
        assert state.pending
        assert state.discarder not in state.pending
        assert all(len(legal_actions(state, s)) > 1 for s in state.pending)
    assert sum(state.scores) == 0


def check_win(state: GameState, event: HandWon) -> None:
    result = state.result
    assert result is not None
    assert result.winner == event.winner
    rescored = score_hand(result.hand, result.context, explain=False)
    assert meets_minimum(rescored)
    assert rescored.total == event.total
    assert tuple((int(f.fan), f.count) for f in rescored.fans) == event.fans
    batch = score_json(situation_to_json(result.hand, result.context, "x"))
    assert batch["win"]
    assert batch["total"] == event.total
    assert sum(event.payments) == 0
    assert event.payments[event.winner] > 0


def play(state: GameState, decide) -> tuple[GameState, int]:
    wins = 0
    check_invariants(state)
    for _ in range(2000):
        if state.phase is Phase.ENDED:
            break
        seat = seats_to_act(state)[0]
        options = legal_actions(state, seat)
        assert options
        action = decide(seat, options, state)
        state, events = apply(state, action)
        check_invariants(state)
        for event in events:
            if isinstance(event, HandWon):
                check_win(state, event)
                wins += 1
    assert state.phase is Phase.ENDED  # every hand ends
    assert sum(state.result.payments) == 0
    return state, wins


def test_a_thousand_random_bot_hands_end_with_every_tile_accounted_for():
    wins = exhausted = 0
    for seed in range(1000):
        rngs = [random.Random(seed * 4 + s) for s in range(4)]
        start = new_hand(seed, dealer=seed % 4, round_wind=WINDS[seed // 4 % 4])

        def decide(seat, options, state, rngs=rngs):
            return choose_action(seat_view(state, seat), options, rngs[seat])

        final, won = play(start, decide)
        wins += won
        exhausted += final.result.winner is None
    assert wins + exhausted == 1000
    assert wins > 0


def greedy(rng: random.Random):
    """A test-only policy that wins often: keep the discard with the lowest regular shanten, declare
    every kong, claim pungs and kongs now and then."""

    def decide(seat, options, state):
        kinds = {a.kind for a in options}
        if ActionKind.WIN in kinds:
            return next(a for a in options if a.kind is ActionKind.WIN)
        kongs = [a for a in options if a.kind in (ActionKind.CONCEALED_KONG, ActionKind.PROMOTED_KONG)]
        if kongs:
            return kongs[0]
        if ActionKind.DISCARD in kinds:
            hand = list(state.hands[seat])
            melds = len(state.melds[seat])
            best, best_shanten = None, 99
            for action in options:
                if action.kind is ActionKind.DISCARD:
                    rest = list(hand)
                    rest.remove(action.tile)
                    shanten = regular_shanten(rest, melds)
                    if shanten < best_shanten or (shanten == best_shanten and rng.random() < 0.4):
                        best, best_shanten = action, shanten
            return best
        claims = [a for a in options if a.kind in (ActionKind.PUNG, ActionKind.KONG)]
        if claims and rng.random() < 0.4:
            return claims[0]
        return options[-1]  # PASS

    return decide


def test_greedy_bot_hands_win_often_and_every_win_is_scored_right():
    wins = kongs = 0
    for seed in range(150):
        final, won = play(new_hand(10_000 + seed, dealer=seed % 4), greedy(random.Random(seed)))
        wins += won
        kongs += any(m.is_kong for ms in final.melds for m in ms)
    assert wins > 50
    assert kongs > 0


# ---------------------------------------------------------------------------------------- simulate


def test_simulate_jsonl_prints_the_fixed_format():
    cmd = [sys.executable, "-m", "trainer", "simulate", "--games", "20", "--seed", "4",
           "--bots", "random,random,random,random", "--jsonl"]  # fmt: skip
    out = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, check=True, timeout=120).stdout
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 21
    for number, line in enumerate(lines[:-1], start=1):
        assert list(line) == LINE_KEYS
        assert line["seed"] == 4 + (number - 1) // 16
        assert line["hand"] == (number - 1) % 16 + 1
        assert line["levels"] == ["random"] * 4
        assert len(line["payments"]) == 4
        assert sum(line["payments"]) == 0
        assert isinstance(line["turns"], int)
        assert line["turns"] > 0
        if line["winner"] is None:
            assert line["situation"] is None
            assert line["fans"] == []
            assert line["total"] == 0
        else:
            assert score_json(line["situation"])["total"] == line["total"]
    summary = lines[-1]
    assert list(summary) == ["summary"]
    assert list(summary["summary"]) == ["hands", "per_level", "hands_per_second"]
    assert summary["summary"]["hands"] == 20
    assert list(summary["summary"]["per_level"]["random"]) == ["win_rate", "avg_points"]


def test_simulate_rejects_unknown_levels_in_one_line():
    cmd = [
        sys.executable,
        "-m",
        "trainer",
        "simulate",
        "--games",
        "1",
        "--bots",
        "random,random,wizard,random",
    ]
    run = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 2
    assert run.stdout == ""
    assert run.stderr.count("\n") == 1
    assert "unknown bot level 'wizard'" in run.stderr
    run = subprocess.run(
        [*cmd[:-1], "random,random"], cwd=REPO, capture_output=True, text=True, timeout=60, check=False
    )
    assert run.returncode == 2
    assert "four" in run.stderr


class _GreedyBot:
    def __init__(self, rng: random.Random) -> None:
        self.decide = greedy(rng)
        self.rng = rng

    def choose(self, view, options):
        # the greedy test policy reads standing tiles; a seat's own view holds exactly those
        state = Namespace(hands={view.seat: view.hand}, melds={view.seat: view.melds[view.seat]})
        return Decision(self.decide(view.seat, options, state), "greedy")


def test_simulated_situations_rescore_to_the_same_total(monkeypatch):
    monkeypatch.setitem(bots.BOTS, "greedy", _GreedyBot)
    out = io.StringIO()
    args = Namespace(games=40, seed=2, bots="greedy,random,greedy,random", jsonl=True)
    assert simulate_cli.run_simulate(args, out) == 0
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    records, summary = lines[:-1], lines[-1]["summary"]
    wins = [r for r in records if r["winner"] is not None]
    assert len(wins) > 5
    for record in wins:
        scored = score_json(record["situation"])
        assert scored["win"]
        assert scored["total"] == record["total"]
        assert scored["fans"] == record["fans"]
        assert record["payments"][record["winner"]] > 0
    assert set(summary["per_level"]) == {"greedy", "random"}
    # the players change places between rounds: each level sits at every seat
    for place in range(4):
        assert {r["levels"][place] for r in records} == {"greedy", "random"}
    assert all(sorted(r["levels"]) == ["greedy", "greedy", "random", "random"] for r in records)
    wins_by_level = sum(
        1 for r in records if r["winner"] is not None and r["levels"][r["winner"]] == "greedy"
    )
    assert summary["per_level"]["greedy"]["win_rate"] == round(wins_by_level / (2 * len(records)), 4)


@pytest.mark.parametrize("seed", [0, 1])
def test_simulate_is_reproducible(seed):
    args = Namespace(games=8, seed=seed, bots="random,random,random,random", jsonl=True)
    first, second = io.StringIO(), io.StringIO()
    simulate_cli.run_simulate(args, first)
    simulate_cli.run_simulate(args, second)
    assert first.getvalue().splitlines()[:-1] == second.getvalue().splitlines()[:-1]


def test_guangdong_simulation_is_reproducible_and_every_hand_settles_to_zero():
    args = Namespace(
        games=6, seed=3, bots="beginner,intermediate,strong,strong", jsonl=True, rules="guangdong"
    )
    first, second = io.StringIO(), io.StringIO()
    simulate_cli.run_simulate(args, first)
    simulate_cli.run_simulate(args, second)
    lines = first.getvalue().splitlines()
    assert lines[:-1] == second.getvalue().splitlines()[:-1]
    records = [json.loads(line) for line in lines[:-1]]
    assert len(records) == 6
    assert all(sum(r["payments"]) == 0 for r in records)
    assert all(r["situation"]["types"] for r in records if r["winner"] is not None)
