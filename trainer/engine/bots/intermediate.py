"""The intermediate player: fan-aware efficiency, claims that keep the legal distance.

- Wins whenever the engine offers a win.
- Discards by fan-aware efficiency
  (:func:`trainer.engine.efficiency.analyse_discards_fan_aware`): least distance to a *legal*
  (8-point) win, then most unseen tiles toward it, then plain efficiency, so a legal plan is kept
  alive even when another discard is plainly faster.  The reason is the coach's sentence.
- Declares a kong, and claims a pung, kong or chow, only when the legal distance after it (after the
  best discard, for a pung or chow) is no longer than now.
"""

from __future__ import annotations

from trainer.engine.efficiency import FAR, HandAnalysis, plan_status
from trainer.engine.notation import tile_token
from trainer.engine.tiles import TABLE_SIZE

from .common import (
    Bot,
    Position,
    after_claim,
    claim_text,
    discard_tiles,
    distance_text,
    kind_of,
    lower_first,
    plain_value,
    plan_text,
    steps_text,
)

_KIND_ORDER = {"KONG": 0, "PUNG": 1, "CHOW": 2, "CONCEALED_KONG": 0, "PROMOTED_KONG": 1}


class IntermediateBot(Bot):
    level = "intermediate"
    strict_claims = False  # claim when the legal distance is kept (True: only when it shortens)

    # ---- own turn

    def discard_analysis(self, pos: Position, seen, plain=None):
        return self.analyser.discards(pos.standing, pos.own_melds, pos, seen, plain)

    def on_turn(self, pos: Position, options: list) -> tuple[object, str]:
        seen = pos.seen()
        allowed = discard_tiles(options)
        analysis = self.discard_analysis(pos, seen)
        choices = [c for c in analysis.choices if c.tile in allowed]
        best = choices[0]
        kong = self.kong_to_declare(pos, options, best.analysis, seen)
        if kong is not None:
            return kong
        if best is analysis.choices[0]:
            return allowed[best.tile], lower_first(analysis.reason)
        return allowed[best.tile], fan_discard_text(best.tile, best.analysis)

    def kong_to_declare(self, pos: Position, options: list, best: HandAnalysis, seen):
        """A concealed or promoted kong that keeps the legal distance of the best discard."""
        for option in options:
            if kind_of(option) not in ("CONCEALED_KONG", "PROMOTED_KONG"):
                continue
            melds, standing = after_claim(pos, option)
            after = self.analyser.best_after(standing, melds, pos, seen)
            if _not_worse(after, best):
                kept = distance_text(after.legal_distance) if after.legal_distance else "the hand ready"
                return option, (
                    f"{claim_text(option)}: keeps {kept} by {plan_text(after)}, and a replacement tile comes"
                )
        return None

    # ---- another seat's discard

    def on_discard(self, pos: Position, options: list, claims: list, passing) -> tuple[object, str]:
        seen = pos.seen()
        before = self.analyser.hand(pos.standing, pos.own_melds, pos, seen)
        rows = []
        refused = []
        for claim in claims:
            melds, standing = after_claim(pos, claim)
            plain = plain_value(standing, melds, seen)
            # the legal distance is never below the shanten: no need to work out what cannot pass
            if plain.shanten > before.legal_distance or (
                self.strict_claims and kind_of(claim) != "KONG" and plain.shanten >= before.legal_distance
            ):
                refused.append((claim, None, plain.shanten, melds))
                continue
            after = self.analyser.best_after(standing, melds, pos, seen)
            if self.accept(before, after, claim):
                order = _KIND_ORDER.get(kind_of(claim), 3)
                rows.append((after.legal_distance, -after.legal_count, order, claim, after))
            else:
                refused.append((claim, after, None, melds))
        if rows:
            rows.sort(key=lambda row: row[:3])
            distance, _, _, claim, after = rows[0]
            if distance == before.legal_distance:
                change, detail = "keeps", f"still {distance_text(distance)}"
            elif distance == 0:
                change, detail = "shortens", "the hand becomes ready to win legally"
            else:
                change = "shortens"
                detail = f"a legal win {_draws(before.legal_distance)} away becomes {_draws(distance)} away"
            return claim, f"{claim_text(claim)}: {change} the legal distance ({detail}) by {plan_text(after)}"
        return passing, self.pass_reason(before, refused)

    def accept(self, before: HandAnalysis, after: HandAnalysis, claim) -> bool:
        if after.legal_distance >= FAR:
            return False
        if self.strict_claims:
            if kind_of(claim) == "KONG":  # a kong from a discard keeps the count of tiles and adds a draw
                return after.legal_distance <= before.legal_distance
            return after.legal_distance < before.legal_distance
        return after.legal_distance <= before.legal_distance

    def pass_reason(self, before: HandAnalysis, refused: list) -> str:
        claim, after, shanten, melds = refused[0]
        name = claim_text(claim)
        now = distance_text(before.legal_distance)
        route = before.route
        if route is not None and plan_status(route.plan, [0] * TABLE_SIZE, melds) is None:
            only = "the only legal plan, " if after is not None and after.legal_distance >= FAR else ""
            return f"pass: the {name} would break {only}the {route.plan.name()} plan ({now} now)"
        if after is None:
            steps = steps_text(shanten)
            return f"pass: the {name} would leave the hand {steps}, no nearer a legal win ({now} now)"
        if after.legal_distance >= FAR and before.legal_distance < FAR:
            return f"pass: the {name} would break the only legal plan ({now} now)"
        if after.legal_distance == before.legal_distance:
            return f"pass: the {name} would not bring a legal win nearer ({now} either way)"
        later, now = _draws(after.legal_distance), _draws(before.legal_distance)
        return f"pass: after the {name} a legal win would be {later} away, against {now} now"


def _draws(distance: int) -> str:
    return "one draw" if distance == 1 else f"{distance} draws" if distance < FAR else "out of reach"


def _not_worse(after: HandAnalysis, best: HandAnalysis) -> bool:
    if after.legal_distance >= FAR and best.legal_distance >= FAR:
        return after.shanten <= best.shanten
    return after.legal_distance <= best.legal_distance


def fan_discard_text(tile, analysis: HandAnalysis) -> str:
    """The coach's sentence for a discard other than the analysis' favourite."""
    token = tile_token(tile)
    if analysis.legal_distance == 0:
        return f"discard {token}: ready to win legally, {analysis.legal_count} winning tiles left"
    if analysis.legal_distance >= FAR:
        return f"discard {token}: no plan worth 8 points is in reach; keep the most useful tiles"
    return (
        f"discard {token}: {analysis.legal_count} tiles bring the hand closer to a legal win,"
        f" {_draws(analysis.legal_distance)} away by {plan_text(analysis)}"
    )
