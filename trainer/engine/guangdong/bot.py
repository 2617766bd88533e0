"""Bots for the Guangdong table: they know its rules (no chow, no discard win, ghosts wild, kong
payments, the liability of feeding a fourth set).

- Every level wins whenever the game offers a win (only self-draws and robbed kongs are offered).
- Discards by ghost-aware efficiency (:mod:`.efficiency`): fewest shanten, then most unseen useful
  tiles; a ghost is never thrown while another tile may go.  The beginner slips now and then (a
  random tile of the worse half), the way the MCR beginner does.
- Kongs pay at once (a concealed kong 2 from each player, a promoted one 1), so the intermediate
  and strong bots declare one whenever it does not take the hand further from winning; the beginner
  declares every kong.
- Pungs: claimed when they do not take the hand further from winning (the beginner claims every
  pung).  The strong bot also keeps a concealed seven-pairs hand concealed.
- The strong bot defends against 十二张落地: it avoids discarding a tile that a player with three
  exposed sets could pung for the fourth (it would pay for all three losers), when another discard
  is as good.

>>> import random
>>> from trainer.engine.game import legal_actions, new_hand, seat_view
>>> from trainer.engine.guangdong.rules import GuangdongRules
>>> state = new_hand(3, rules=GuangdongRules())
>>> decision = GuangdongBot(random.Random(0), "strong").choose(seat_view(state, 0), legal_actions(state, 0))
>>> decision.action in legal_actions(state, 0), bool(decision.reason)
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from trainer.engine.notation import tile_token
from trainer.engine.tiles import Tile

from .efficiency import rank_discards, shanten

LEVELS = ("beginner", "intermediate", "strong")
SLIP_RATE = 0.2


@dataclass(frozen=True, slots=True)
class GdDecision:
    action: object
    reason: str


def _steps(value: int) -> str:
    if value < 0:
        return "a complete hand"
    if value == 0:
        return "ready"
    return f"{value} from ready"


class GuangdongBot:
    def __init__(self, rng: random.Random, level: str = "strong") -> None:
        self.rng = rng
        self.level = level if level in LEVELS else "strong"

    def choose(self, view, options: Sequence) -> GdDecision:
        options = list(options)
        kinds = {o.kind.name: o for o in options}
        if "WIN" in kinds:
            return GdDecision(kinds["WIN"], "win: a self-drawn or robbing win is always taken")
        if view.phase.name in ("CLAIM", "ROB"):
            return self._answer(view, options)
        return self._turn(view, options)

    # ------------------------------------------------------------------------------------------

    def _melds(self, view) -> int:
        return len(view.melds[view.seat])

    def _seen(self, view) -> list[int]:
        counts = view.visible_counts()
        return [min(c, 4) for c in counts]

    def _turn(self, view, options: list) -> GdDecision:
        hand = list(view.hand)
        melds = self._melds(view)
        now = shanten(hand, melds, view.ghost)
        for kind in ("CONCEALED_KONG", "PROMOTED_KONG"):
            for option in (o for o in options if o.kind.name == kind):
                if self.level == "beginner":
                    return GdDecision(option, f"kong {tile_token(option.tile)}: every kong is paid at once")
                rest = (
                    [t for t in hand if t != option.tile]
                    if kind == "CONCEALED_KONG"
                    else _drop(hand, option.tile)
                )
                if len(rest) + 3 * (melds + (kind == "CONCEALED_KONG")) in (13, 14) and shanten(
                    rest, melds + (kind == "CONCEALED_KONG"), view.ghost
                ) <= max(now, 0):
                    return GdDecision(
                        option,
                        f"kong {tile_token(option.tile)}: paid at once, and the hand stays {_steps(now)}",
                    )
        allowed = {o.tile: o for o in options if o.kind.name == "DISCARD"}
        seen = self._seen(view)
        ranking = [d for d in rank_discards(hand, melds, view.ghost, seen) if d.tile in allowed]
        best = ranking[0]
        if self.level == "beginner" and len(ranking) >= 2 and self.rng.random() < SLIP_RATE:
            worse = ranking[(len(ranking) + 1) // 2 :]
            pick = worse[self.rng.randrange(len(worse))]
            return GdDecision(
                allowed[pick.tile],
                f"discard {tile_token(pick.tile)}: a slip; {tile_token(best.tile)} was better",
            )
        if self.level == "strong":
            safe = [
                d for d in ranking if d.shanten == best.shanten and not self._feeds_fourth(view, d.tile, seen)
            ]
            if safe and safe[0] is not best and safe[0].live >= best.live - 4:
                return GdDecision(
                    allowed[safe[0].tile],
                    f"discard {tile_token(safe[0].tile)}: as efficient, and {tile_token(best.tile)} "
                    "could feed a fourth set (十二张落地)",
                )
        return GdDecision(
            allowed[best.tile],
            f"discard {tile_token(best.tile)}: the hand is {_steps(best.shanten)} with {best.live} "
            "useful tiles left",
        )

    def _feeds_fourth(self, view, tile: Tile, seen: list[int]) -> bool:
        """Whether another seat with three exposed sets could pung ``tile`` (two copies unseen)."""
        if tile == view.ghost:
            return False
        for seat, melds in enumerate(view.melds):
            if seat != view.seat and len(melds) == 3 and seen[tile] <= 2:
                return True
        return False

    def _answer(self, view, options: list) -> GdDecision:
        passing = next(o for o in options if o.kind.name == "PASS")
        claims = [o for o in options if o.kind.name in ("KONG", "PUNG")]
        if not claims:
            return GdDecision(passing, "pass")
        hand = list(view.hand)
        melds = self._melds(view)
        now = shanten(hand, melds, view.ghost)
        for claim in claims:
            if self.level == "beginner":
                return GdDecision(
                    claim, f"{claim.kind.value} {tile_token(claim.tile)}: a beginner claims every set"
                )
            used = 3 if claim.kind.name == "KONG" else 2
            rest = _drop(hand, claim.tile, used)
            if claim.kind.name == "PUNG":
                after = min(shanten(_drop(rest, t), melds + 1, view.ghost) for t in set(rest))
            else:
                after = shanten(rest, melds + 1, view.ghost) if len(rest) + 3 * (melds + 1) in (13, 14) else 9
            if self.level == "strong" and melds == 0 and _pairs_route(hand, view.ghost):
                continue
            if after <= now:
                return GdDecision(
                    claim,
                    f"{claim.kind.value} {tile_token(claim.tile)}: the hand stays {_steps(after)} or better",
                )
        return GdDecision(
            passing, f"pass: claiming {tile_token(claims[0].tile)} would not bring the hand closer"
        )


def _drop(tiles: Sequence[Tile], tile: Tile, n: int = 1) -> list[Tile]:
    out = list(tiles)
    for _ in range(n):
        out.remove(tile)
    return out


def _pairs_route(hand: Sequence[Tile], ghost: Tile | None) -> bool:
    """Four or more pairs in a concealed hand: seven pairs (8, doubled by luxury fours) is near."""
    counts: dict[Tile, int] = {}
    for t in hand:
        if t != ghost:
            counts[t] = counts.get(t, 0) + 1
    return sum(n // 2 for n in counts.values()) >= 5


def get_guangdong_bot(level: str, rng: random.Random) -> GuangdongBot:
    return GuangdongBot(rng, level)
