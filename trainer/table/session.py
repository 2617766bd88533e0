"""A hand at the practice table, Qt-free: the learner in one seat, bots in the others, a coach.

The session owns the game state and steps it: bots act one at a time (so a UI can pace them),
the learner acts through ``act``.  Bots are rebuilt for every decision from a seed derived from
the hand's seed, the seat and the move number, so a hand is its seed plus the actions and replays
exactly, and undoing the learner's discard replays the same bot moves.

The coach answers from computed facts only: the efficiency engine for discards (plain and toward
a legal 8-point win), the strong bot's judgement for claims, the scorer for wins.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from trainer.engine.bots import Decision, get_bot
from trainer.engine.efficiency import FAR, HandAnalysis, analyse_discards_fan_aware, analyse_hand
from trainer.engine.errors import TrainerError
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.scoring import score_hand
from trainer.engine.game import (
    Action,
    ActionKind,
    GameState,
    Phase,
    apply,
    legal_actions,
    new_hand,
    seat_view,
    seats_to_act,
)
from trainer.engine.guangdong import efficiency as gd_efficiency
from trainer.engine.guangdong.bot import GuangdongBot
from trainer.engine.guangdong.rules import GuangdongRules
from trainer.engine.shanten import count_shanten, unseen_copies
from trainer.engine.tiles import Hand, Tile

LEVELS = ("beginner", "intermediate", "strong")


@dataclass(frozen=True, slots=True)
class Hint:
    action: Action
    reason: str


@dataclass(frozen=True, slots=True)
class TurnReview:
    """A turn where the learner's choice differed from the coach's, with both options' numbers."""

    move: int  # position in the hand's history
    chosen: Action
    best: Action
    reason: str  # the coach's sentence
    chosen_numbers: tuple[int, int, int]  # (shanten, useful tiles, tiles toward a legal win)
    best_numbers: tuple[int, int, int]


@dataclass
class TableSession:
    seed: int
    levels: tuple[str, str, str] = ("strong", "strong", "strong")
    human: int = 0
    dealer: int = 0
    round_wind: Tile = Tile.EAST
    scores: tuple[int, int, int, int] = (0, 0, 0, 0)
    hand_number: int = 1
    penalties: bool = False
    rules: GuangdongRules | None = None  # None: MCR; else a Guangdong table with these house rules
    state: GameState = field(init=False)
    reviews: list[TurnReview] = field(init=False, default_factory=list)
    bot_reasons: list[tuple[int, str]] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        self.state = new_hand(
            self.seed,
            dealer=self.dealer,
            round_wind=self.round_wind,
            scores=self.scores,
            hand_number=self.hand_number,
            penalties=self.penalties,
            rules=self.rules,
        )

    # -------------------------------------------------------------------------------- seats

    def level_of(self, seat: int) -> str:
        others = [s for s in range(4) if s != self.human]
        return self.levels[others.index(seat)]

    @property
    def ended(self) -> bool:
        return self.state.phase is Phase.ENDED

    def waiting_for_human(self) -> bool:
        return not self.ended and self.human in seats_to_act(self.state)

    def human_options(self) -> list[Action]:
        return legal_actions(self.state, self.human) if self.waiting_for_human() else []

    def _bot(self, seat: int):
        rng = random.Random(f"table/{self.seed}/{seat}/{len(self.state.history)}")
        if self.rules is not None:
            return GuangdongBot(rng, self.level_of(seat))
        return get_bot(self.level_of(seat), rng)

    def step_bot(self) -> list:
        """One bot's action (the first seat the game waits for that is not the learner's)."""
        waiting = [s for s in seats_to_act(self.state) if s != self.human]
        if self.ended or not waiting:
            return []
        seat = waiting[0]
        decision: Decision = self._bot(seat).choose(
            seat_view(self.state, seat), legal_actions(self.state, seat)
        )
        self.bot_reasons.append((seat, decision.reason))
        self.state, events = apply(self.state, decision.action)
        return events

    def run_bots(self, limit: int = 500) -> list:
        """Let the bots play until the learner must act or the hand ends."""
        events = []
        for _ in range(limit):
            if self.ended or self.waiting_for_human():
                break
            events += self.step_bot()
        return events

    # -------------------------------------------------------------------------------- the learner

    def act(self, action: Action) -> list:
        """The learner's action (one of ``human_options``); the coach notes a different best choice."""
        best = self.hint() if action.kind is not ActionKind.PASS or len(self.human_options()) > 1 else None
        if best is not None and best.action != action:
            review = self._review(action, best)
            if review is not None:
                self.reviews.append(review)
        self.state, events = apply(self.state, action)
        return events

    def play_out(self, limit: int = 400) -> None:
        """Finish the hand with the coach's move at each of the learner's turns (demonstrations)."""
        for _ in range(limit):
            self.run_bots()
            if self.ended:
                return
            hint = self.hint()
            assert hint is not None  # the game waits for the learner, so there are options
            self.act(hint.action)

    def undo_last_discard(self) -> bool:
        """Take back the learner's last discard (practice mode): the hand replays to just before it."""
        history = list(self.state.history)
        moves = [i for i, a in enumerate(history) if a.seat == self.human and a.kind is ActionKind.DISCARD]
        if not moves or self.ended:
            return False
        keep = history[: moves[-1]]
        self.__post_init__()
        for action in keep:
            self.state, _ = apply(self.state, action)
        self.reviews = [r for r in self.reviews if r.move < moves[-1]]
        return True

    # -------------------------------------------------------------------------------- the coach

    def _own_hand(self) -> Hand:
        state = self.state
        return Hand(state.melds[self.human], state.hands[self.human])

    def _context(self) -> WinContext:
        return WinContext(seat_wind=self.state.seat_wind(self.human), round_wind=self.state.round_wind)

    def _seen(self) -> list[int]:
        return seat_view(self.state, self.human).visible_counts()

    def guangdong_status(self) -> gd_efficiency.GdDiscard | None:
        """Guangdong coach strip: ghost-aware shanten and useful tiles of the learner's 13 tiles (with
        14 in hand, of the 13 left after the best discard); ``tile`` is that discard (or None)."""
        hand = self._own_hand()
        standing = list(hand.standing)
        size = len(standing) + 3 * len(hand.melds)
        ghost = self.state.ghost
        if size == 14:
            return gd_efficiency.rank_discards(standing, len(hand.melds), ghost, self._seen())[0]
        if size != 13 or self.state.phase is Phase.ENDED:
            return None
        useful = gd_efficiency.useful_tiles(standing, len(hand.melds), ghost)
        seen = self._seen()
        live = sum(max(0, 4 - seen[t]) for t in useful)
        return gd_efficiency.GdDiscard(
            None, gd_efficiency.shanten(standing, len(hand.melds), ghost), useful, live
        )

    def status(self) -> HandAnalysis | None:
        """The coach's strip: shanten, useful tiles with live counts, the best legal plan (13 tiles)."""
        state = self.state
        if self.rules is not None:
            return None
        hand = self._own_hand()
        standing = list(hand.standing)
        if len(standing) + 3 * len(hand.melds) == 14:  # after the draw: judge the best discard's hand
            analysis = analyse_discards_fan_aware(hand, self._context(), seen=self._seen())
            return analysis.choices[0].analysis
        if len(standing) + 3 * len(hand.melds) != 13 or state.phase is Phase.ENDED:
            return None
        return analyse_hand(hand, self._context(), seen=self._seen())

    def form_shanten(self) -> dict[str, int]:
        """Shanten per form (regular, seven pairs, ...) of the learner's 13 tiles; with 14 in hand,
        of the 13 left after the coach's discard.  Forms the melds rule out are left out."""
        hand = self._own_hand()
        standing = list(hand.standing)
        if self.rules is not None:
            return {}
        if len(standing) + 3 * len(hand.melds) == 14:
            standing.remove(
                analyse_discards_fan_aware(hand, self._context(), seen=self._seen()).choices[0].tile
            )
        if len(standing) + 3 * len(hand.melds) != 13:
            return {}
        result = count_shanten(standing, len(hand.melds))
        return {name: form.shanten for name, form in result.forms.items() if form is not None}

    def hint(self) -> Hint | None:
        """The move the coach recommends now, and one sentence why."""
        options = self.human_options()
        if not options:
            return None
        wins = [a for a in options if a.kind is ActionKind.WIN]
        if self.rules is not None:
            if wins:
                return Hint(wins[0], "Win: a self-drawn win (or robbing the kong) is always worth taking.")
            decision = GuangdongBot(random.Random(self.seed), "strong").choose(
                seat_view(self.state, self.human), options
            )
            return Hint(decision.action, decision.reason[:1].upper() + decision.reason[1:] + ".")
        if wins:
            return Hint(wins[0], "Win: the hand reaches 8 points.")
        if self.state.phase is Phase.DISCARD:
            hand = self._own_hand()
            analysis = analyse_discards_fan_aware(hand, self._context(), seen=self._seen())
            tile = analysis.choices[0].tile
            action = next((a for a in options if a.kind is ActionKind.DISCARD and a.tile == tile), None)
            if action is not None:
                return Hint(action, analysis.reason)
        decision = get_bot("strong", random.Random(self.seed)).choose(
            seat_view(self.state, self.human), options
        )
        return Hint(decision.action, decision.reason)

    def short_win(self) -> int | None:
        """Points of the win on offer when the tile completes the learner's hand below the 8-point
        minimum (so no Win is offered); None when there is no such tile or the win is legal."""
        state = self.state
        options = self.human_options()
        if not options or any(a.kind is ActionKind.WIN for a in options) or self.rules is not None:
            return None
        hand = self._own_hand()
        standing = list(hand.standing)
        if state.phase is Phase.CLAIM and state.last_discard is not None:
            tile, ctx = state.last_discard, self._context()
        elif state.phase is Phase.DISCARD and state.last_draw is not None and state.last_draw in standing:
            tile = state.last_draw
            standing.remove(tile)
            ctx = replace(self._context(), self_drawn=True)
        else:
            return None
        try:
            result = score_hand(Hand(hand.melds, tuple(standing), tile), ctx)
        except TrainerError:
            return None  # not a winning shape
        return result.base if result.base < 8 else None

    def warning(self, action: Action) -> str | None:
        """A warning before a discard that throws away the only legal route the hand has."""
        if action.kind is not ActionKind.DISCARD:
            return None
        hand = self._own_hand()
        if self.rules is not None:
            ranking = gd_efficiency.rank_discards(
                list(hand.standing), len(hand.melds), self.state.ghost, self._seen()
            )
            chosen_gd = next((d for d in ranking if d.tile == action.tile), None)
            if action.tile == self.state.ghost and len(ranking) > 1:
                return "This is the ghost: it stands for any tile. Discarding it doubles a later win (出鬼) but makes winning harder."
            if chosen_gd is not None and chosen_gd.shanten > ranking[0].shanten:
                return "This discard takes the hand further from winning."
            return None
        analysis = analyse_discards_fan_aware(hand, self._context(), seen=self._seen())
        by_tile = {c.tile: c for c in analysis.choices}
        chosen = by_tile.get(action.tile)
        best = analysis.choices[0]
        if chosen is None or chosen.tile == best.tile:
            return None
        if best.analysis.legal_distance < FAR and chosen.analysis.legal_distance >= FAR:
            return "This discard leaves no plan worth 8 points in reach."
        if chosen.analysis.legal_distance > best.analysis.legal_distance + 1:
            return "This discard puts a legal win much further away."
        return None

    def _discard_numbers(self, hand: Hand) -> dict[Tile, tuple[int, int, int]]:
        """Each discard's (shanten, useful tiles, tiles toward a legal win), from one analysis."""
        if self.rules is not None:
            ranking = gd_efficiency.rank_discards(
                list(hand.standing), len(hand.melds), self.state.ghost, self._seen()
            )
            return {d.tile: (d.shanten, d.live, d.live) for d in ranking}
        analysis = analyse_discards_fan_aware(hand, self._context(), seen=self._seen())
        return {
            c.tile: (c.analysis.shanten, c.analysis.useful_count, c.analysis.legal_count)
            for c in analysis.choices
        }

    def _review(self, chosen: Action, best: Hint) -> TurnReview | None:
        move = len(self.state.history)
        if chosen.kind is ActionKind.DISCARD and best.action.kind is ActionKind.DISCARD:
            numbers = self._discard_numbers(self._own_hand())
            mine = numbers.get(chosen.tile, (0, 0, 0))
            theirs = numbers.get(best.action.tile, (0, 0, 0))
            if mine == theirs:
                return None  # an equal choice, not a mistake
            return TurnReview(move, chosen, best.action, best.reason, mine, theirs)
        return TurnReview(move, chosen, best.action, best.reason, (0, 0, 0), (0, 0, 0))

    # -------------------------------------------------------------------------------- records

    def record(self) -> dict[str, Any]:
        """The hand as a record: its seed, settings and actions (enough to replay it exactly)."""
        return {
            "seed": self.seed,
            "levels": list(self.levels),
            "human": self.human,
            "dealer": self.dealer,
            "round_wind": int(self.round_wind),
            "hand_number": self.hand_number,
            "penalties": self.penalties,
            "scores": list(self.scores),
            "rules": self.rules.to_json() if self.rules is not None else None,
            "actions": [
                {
                    "kind": a.kind.value,
                    "seat": a.seat,
                    "tile": int(a.tile),
                    "chow_start": int(a.chow_start) if a.chow_start is not None else None,
                }
                for a in self.state.history
            ],
        }

    def summary(self) -> dict[str, Any]:
        result = self.state.result
        if result is None:
            return {"ended": False}
        return {
            "ended": True,
            "winner": result.winner,
            "discarder": result.discarder,
            "total": result.total,
            "payments": list(result.payments),
            "turns": result.turns,
            "mistakes": len(self.reviews),
        }

    @classmethod
    def from_record(cls, record: dict[str, Any], *, upto: int | None = None) -> TableSession:
        """Replay a saved hand, to its end or to move ``upto`` (to replay from any turn)."""
        session = cls(
            record["seed"],
            tuple(record["levels"]),
            human=record["human"],
            dealer=record["dealer"],
            round_wind=Tile(record["round_wind"]),
            scores=tuple(record["scores"]),
            hand_number=record["hand_number"],
            penalties=record["penalties"],
            rules=GuangdongRules.from_json(record["rules"]) if record.get("rules") else None,
        )
        for item in record["actions"][:upto]:
            action = Action(
                ActionKind(item["kind"]),
                item["seat"],
                Tile(item["tile"]),
                Tile(item["chow_start"]) if item["chow_start"] is not None else None,
            )
            session.state, _ = apply(session.state, action)
        return session


def efficiency_of(reviews: list[TurnReview], decisions: int) -> float:
    """Share of the learner's decisions that matched the coach (1.0 = no mistakes)."""
    return 1.0 if decisions == 0 else max(0.0, 1 - len(reviews) / decisions)


__all__ = ["LEVELS", "Hint", "TableSession", "TurnReview", "count_shanten", "efficiency_of", "unseen_copies"]
