"""The strong player: fan plans, claims that shorten the legal distance, and defence scaled to MCR
payments.

- Wins whenever the engine offers a win.
- Discards by fan-aware efficiency (as the intermediate player) and, among equally good discards,
  the safest one.
- Claims a pung or chow only when the legal distance after the claim (after its best discard) is
  shorter than now; a kong from a discard, or its own kong, only when it keeps the legal distance.
- Defends: in MCR the discarder pays 8 + the winner's fans, so the danger is a *big* hand, not any
  hand.  Each opponent's threat is read from what the table shows (a flush in their melds or
  discards, honor pungs, all pungs, how many melds, how late it is: :func:`read_threat`).  When the
  own hand is far (legal distance :data:`FOLD_DISTANCE` or more, or 2 very late) and an opponent
  looks close to a big hand late in the hand, it folds: it discards the safest tile (one that
  opponent discarded, the last copy of an honor, a tile outside their flush suit, a 4th copy),
  keeping efficiency among the equally safe ones, and stops claiming.
- Speed: the plain numbers (about 2 ms) come first; the fan-aware analysis (10-50 ms) is skipped
  when the plain numbers already decide (folding a hand 3 steps or more from ready; or a hand still
  :data:`FAR_SHANTEN` steps or more from ready, where plans are too far to steer by), and each
  analysis is kept for the claim decisions that follow.
"""

from __future__ import annotations

from trainer.engine.notation import tile_token
from trainer.engine.shanten import analyse_discards

from .common import (
    Position,
    Threat,
    claim_text,
    discard_tiles,
    distance_text,
    lower_first,
    plain_discard_text,
    read_threat,
    steps_text,
    tile_safety,
)
from .intermediate import IntermediateBot, fan_discard_text

FOLD_DISTANCE = 3  # fold when the own hand is at least this far from a legal win
LATE_WALL = 50  # "late in the hand": at most this many tiles left in the wall
FAR_SHANTEN = 4  # at least this many steps from ready after the best discard: plain efficiency
BIG_READINESS = 0.45  # a big hand this likely to be ready is an alarm
SAFE_MARGIN = 1.5  # discards within this expected payment of the safest count as equally safe


class StrongBot(IntermediateBot):
    level = "strong"
    strict_claims = True

    # ---- reading the table

    def threats(self, pos: Position) -> list[Threat]:
        return [read_threat(pos, seat) for seat in range(len(pos.melds)) if seat != pos.seat]

    def alarm(self, pos: Position, threats: list[Threat]) -> Threat | None:
        """The opponent to fold against, if one looks close to a big hand late in the hand."""
        worst = None
        for threat in threats:
            melds = pos.melds_of(threat.seat)
            late = pos.wall_left <= LATE_WALL or melds >= 3
            big = threat.big and threat.readiness >= BIG_READINESS
            sure = threat.readiness >= 0.85 and threat.danger >= 20
            if late and (big or sure) and (worst is None or threat.danger > worst.danger):
                worst = threat
        return worst

    def should_fold(self, pos: Position, distance: int, alarm: Threat | None) -> bool:
        if alarm is None:
            return False
        return distance >= FOLD_DISTANCE or (distance >= 2 and pos.wall_left <= 16)

    # ---- own turn

    def on_turn(self, pos: Position, options: list) -> tuple[object, str]:
        seen = pos.seen()
        allowed = discard_tiles(options)
        threats = self.threats(pos)
        alarm = self.alarm(pos, threats)
        every = analyse_discards(list(pos.standing), len(pos.own_melds), seen=seen)
        plain = [o for o in every if o.tile in allowed]
        shanten = plain[0].shanten
        if alarm is not None and shanten >= FOLD_DISTANCE:  # the legal distance is at least the shanten
            order = {o.tile: (i, 0) for i, o in enumerate(plain)}
            return self.fold(
                pos, allowed, order, threats=threats, alarm=alarm, seen=seen, far=steps_text(shanten)
            )
        if shanten >= FAR_SHANTEN and alarm is None:
            best = self.safer_among_equals(pos, plain, threats, seen)
            return allowed[best.tile], plain_discard_text(best.tile, best.shanten, best.useful_count)
        analysis = self.discard_analysis(pos, seen, every)
        choices = [c for c in analysis.choices if c.tile in allowed]
        best = choices[0]
        distance = best.analysis.legal_distance
        if self.should_fold(pos, distance, alarm):
            order = {c.tile: (c.legal_rank, c.plain_rank) for c in choices}
            for i, o in enumerate(plain):  # discards the pruned analysis left out come after
                order.setdefault(o.tile, (len(order) + 1 + i, 0))
            return self.fold(
                pos, allowed, order, threats=threats, alarm=alarm, seen=seen, far=distance_text(distance)
            )
        kong = self.kong_to_declare(pos, options, best.analysis, seen)
        if kong is not None:
            return kong
        equals = [c for c in choices if (c.legal_rank, c.plain_rank) == (best.legal_rank, best.plain_rank)]
        if len(equals) > 1:
            best = min(equals, key=lambda c: (self.danger(pos, c.tile, threats, seen), c.tile))
        if best is analysis.choices[0]:
            return allowed[best.tile], lower_first(analysis.reason)
        return allowed[best.tile], fan_discard_text(best.tile, best.analysis)

    def danger(self, pos: Position, tile, threats: list[Threat], seen) -> float:
        """The expected payment of discarding ``tile``, summed over the opponents."""
        return sum(t.danger * tile_safety(pos, tile, t, seen).danger for t in threats)

    def safer_among_equals(self, pos: Position, plain: list, threats: list[Threat], seen):
        best = plain[0]
        equals = [o for o in plain if o.rank == best.rank]
        return min(equals, key=lambda o: (self.danger(pos, o.tile, threats, seen), o.tile))

    def fold(
        self,
        pos: Position,
        allowed: dict,
        order: dict,
        *,
        threats: list[Threat],
        alarm: Threat,
        seen,
        far: str,
    ):
        """Discard the safest tile, the most efficient among the equally safe; ``far`` says how far
        the own hand is."""
        rows = [(self.danger(pos, t, threats, seen), order[t], t) for t in allowed]
        least = min(row[0] for row in rows)
        safe_enough = [row for row in rows if row[0] <= least + SAFE_MARGIN]
        tile = min(safe_enough, key=lambda row: (row[1], row[0], row[2]))[2]
        safety = tile_safety(pos, tile, alarm, seen)
        name = pos.name_of(alarm.seat)
        evidence = "melds" if pos.melds[alarm.seat] else "discards"
        signs = " and ".join(alarm.signs) or "a big hand"
        verdict = "is safe" if safety.danger <= 0.15 else "is the safest choice"
        return allowed[tile], (
            f"fold: {name}'s {evidence} suggest {signs}; {tile_token(tile)} {verdict} ({safety.why});"
            f" the own hand is far ({far})"
        )

    # ---- another seat's discard

    def on_discard(self, pos: Position, options: list, claims: list, passing) -> tuple[object, str]:
        alarm = self.alarm(pos, self.threats(pos))
        if alarm is not None:
            seen = pos.seen()
            before = self.analyser.hand(pos.standing, pos.own_melds, pos, seen)
            if self.should_fold(pos, before.legal_distance, alarm):
                name = pos.name_of(alarm.seat)
                signs = " and ".join(alarm.signs) or "a big hand"
                return passing, (
                    f"pass: folding against {name} ({signs}); the own hand is far"
                    f" ({distance_text(before.legal_distance)}), so no {claim_text(claims[0]).split()[0]}"
                )
        return super().on_discard(pos, options, claims, passing)


__all__ = ["StrongBot"]
