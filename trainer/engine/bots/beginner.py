"""The beginner: plain efficiency, greedy claims, and a slip now and then.

- Wins whenever the engine offers a win.
- Discards by plain efficiency (:func:`trainer.engine.shanten.analyse_discards`: fewest shanten,
  then most unseen useful tiles), blind to the 8-point minimum.
- On purpose, with probability :data:`SLIP_RATE` per discard, discards a random tile among the worse
  half of the ranking instead (the injected ``random.Random`` decides, so a seed replays it).
- Declares every kong it may, claims every pung and kong, and claims a chow when it does not take
  the hand further from ready.
"""

from __future__ import annotations

from trainer.engine.notation import tile_token
from trainer.engine.shanten import analyse_discards

from .common import (
    Bot,
    Position,
    after_claim,
    all_of,
    claim_text,
    discard_tiles,
    first_of,
    plain_discard_text,
    plain_value,
    steps_text,
)

SLIP_RATE = 0.2


class BeginnerBot(Bot):
    level = "beginner"

    def __init__(self, rng, slip_rate: float = SLIP_RATE) -> None:
        super().__init__(rng)
        self.slip_rate = slip_rate

    def on_turn(self, pos: Position, options: list) -> tuple[object, str]:
        for kind in ("CONCEALED_KONG", "PROMOTED_KONG"):
            kong = first_of(options, kind)
            if kong is not None:
                return (
                    kong,
                    f"{claim_text(kong)}: a beginner declares every kong (a replacement tile comes with it)",
                )
        allowed = discard_tiles(options)
        seen = pos.seen()
        ranking = [
            o
            for o in analyse_discards(list(pos.standing), len(pos.own_melds), seen=seen)
            if o.tile in allowed
        ]
        slip = self.rng.random() < self.slip_rate  # drawn on every discard, so a seed replays the game
        best = ranking[0]
        if slip and len(ranking) >= 2:
            worse = ranking[(len(ranking) + 1) // 2 :]
            pick = worse[self.rng.randrange(len(worse))]
            return allowed[pick.tile], (
                f"discard {tile_token(pick.tile)}: a slip; {tile_token(best.tile)} was the efficient discard"
                f" ({best.useful_count} useful tiles, {steps_text(best.shanten)};"
                f" {tile_token(pick.tile)} leaves {pick.useful_count}, {steps_text(pick.shanten)})"
            )
        return allowed[best.tile], plain_discard_text(best.tile, best.shanten, best.useful_count)

    def on_discard(self, pos: Position, options: list, claims: list, passing) -> tuple[object, str]:
        for kind in ("KONG", "PUNG"):
            claim = first_of(claims, kind)
            if claim is not None:
                return claim, f"{claim_text(claim)}: a beginner claims every pung and kong"
        chows = all_of(claims, "CHOW")
        if not chows:
            return passing, "pass: nothing worth claiming"
        seen = pos.seen()
        before = plain_value(pos.standing, pos.own_melds, seen)
        scored = []
        for chow in chows:
            melds, standing = after_claim(pos, chow)
            after = plain_value(standing, melds, seen)
            scored.append((after.shanten, -after.useful_count, chow.chow_start, chow, after))
        scored.sort(key=lambda row: row[:3])
        shanten, _, _, chow, after = scored[0]
        if shanten <= before.shanten:
            if shanten < before.shanten:
                return chow, f"{claim_text(chow)}: brings the hand closer to a win ({steps_text(shanten)})"
            return chow, f"{claim_text(chow)}: the hand stays {steps_text(shanten)} and gets a set"
        return (
            passing,
            f"pass: the {claim_text(chow)} would take the hand further from ready ({steps_text(shanten)})",
        )
