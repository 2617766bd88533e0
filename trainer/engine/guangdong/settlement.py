"""Who pays whom when a Guangdong hand is won: the hand's value from each loser, the liabilities
(包牌) and the horses (买马).  Kong payments are made when the kong is declared and are not part
of this (杠牌不计入马牌).

Seats are 0-3 counter-clockwise, as in :mod:`trainer.engine.game`.  The rules applied:

- Every loser pays the winner the hand's total (all wins are self-drawn or robbing a kong).
- Liability (包三家马分与牌型分): the liable player pays everything the three losers would have paid,
  hand and horses: the robbed player on 抢杠和; on 杠上开花 the player who discarded the kong's tile
  (点杠杠开) or, for a promoted kong, the tile that was punged (补杠杠开); on a self-drawn win after
  A fed B's fourth set (十二张落地), A.
- Horses: each tile names a seat counted counter-clockwise from the winner (from the robbed player
  when several players rob the same kong).  A horse on the winner wins its owner one more share of
  the winner's result, paid by the losers as they paid the winner; a horse on a loser costs its owner
  that loser's loss, paid to the winner.  Nobody pays himself.

>>> s = settle(winner=0, value=4, horses={1: (Tile.M5,), 2: (Tile.S2,)}, rules=GuangdongRules())
>>> s.payments  # 3 x 4 for the hand, 2 x 4 to seat 1 (horse on the winner), 4 from seat 2 (horse on seat 1)
(16, 4, -12, -8)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from trainer.engine.errors import TrainerError
from trainer.engine.tiles import Tile

from .rules import SEATS, GuangdongRules


@dataclass(frozen=True, slots=True)
class Transfer:
    payer: int
    payee: int
    amount: int
    reason: str  # "hand", "horse" (with the tile in ``horse``), each possibly paid by a liable seat
    horse: Tile | None = None
    owner: int | None = None  # the horse's owner
    liable: bool = False  # paid by the liable player for someone else


@dataclass(frozen=True, slots=True)
class Settlement:
    transfers: tuple[Transfer, ...]
    horse_seats: tuple[tuple[int, Tile, int], ...]  # (owner, tile, seat it names)

    @property
    def payments(self) -> tuple[int, ...]:
        net = [0] * SEATS
        for t in self.transfers:
            net[t.payer] -= t.amount
            net[t.payee] += t.amount
        return tuple(net)


def horse_seat(tile: Tile, counted_from: int, rules: GuangdongRules) -> int:
    return (counted_from + rules.horse_offset(tile)) % SEATS


def _check(seat: int | None, what: str) -> None:
    if seat is not None and (not isinstance(seat, int) or not 0 <= seat < SEATS):
        raise TrainerError(f"{what} must be a seat from 0 to 3, not {seat!r}")


def settle(
    *,
    winner: int,
    value: int,
    horses: Mapping[int, Sequence[Tile]] | None = None,
    liable: int | None = None,
    counted_from: int | None = None,
    rules: GuangdongRules | None = None,
) -> Settlement:
    """Settle one winner's hand worth ``value`` (types x multipliers) from each loser."""
    rules = rules or GuangdongRules()
    _check(winner, "the winner")
    _check(liable, "the liable player")
    if liable == winner:
        raise TrainerError("the winner cannot be the liable player")
    counted_from = winner if counted_from is None else counted_from
    losers = [s for s in range(SEATS) if s != winner]
    raw: list[Transfer] = [Transfer(loser, winner, value, "hand") for loser in losers]
    named: list[tuple[int, Tile, int]] = []
    for owner, tiles in sorted((horses or {}).items()):
        _check(owner, "a horse's owner")
        for tile in tiles:
            seat = horse_seat(tile, counted_from, rules)
            named.append((owner, tile, seat))
            if seat == winner:
                raw.extend(
                    Transfer(loser, owner, value, "horse", tile, owner) for loser in losers if loser != owner
                )
            elif owner != winner:
                raw.append(Transfer(owner, winner, value, "horse", tile, owner))
    transfers: list[Transfer] = []
    for t in raw:
        if liable is not None and t.payer not in (winner, liable):
            t = Transfer(liable, t.payee, t.amount, t.reason, t.horse, t.owner, liable=True)
        if t.payer != t.payee:
            transfers.append(t)
    return Settlement(tuple(transfers), tuple(named))


def settle_robbed(
    wins: Iterable[tuple[int, int]],
    robbed: int,
    horses: Mapping[int, Sequence[Tile]] | None = None,
    rules: GuangdongRules | None = None,
) -> Settlement:
    """One robbed kong, one or more winners (一炮多响): each (winner, value) is paid in full by the
    robbed player; with several winners the horses are counted from the robbed player."""
    wins = list(wins)
    if not wins:
        raise TrainerError("a robbed kong needs at least one winner")
    start = robbed if len(wins) > 1 else None
    parts = [
        settle(winner=w, value=v, horses=horses, liable=robbed, counted_from=start, rules=rules)
        for w, v in wins
    ]
    return Settlement(
        tuple(t for p in parts for t in p.transfers), tuple(h for p in parts for h in p.horse_seats)
    )


def kong_payment(
    kind: str, seat: int, rules: GuangdongRules, *, discarder: int | None = None
) -> tuple[int, ...]:
    """Net payments for a kong as it is declared: ``"promoted"`` (made at once with the drawn tile:
    1 from each other player), ``"concealed"`` (2 from each), ``"late_promoted"`` (a promoted kong
    with a tile held back: nothing, "未即时加杠的不收取分数") or ``"direct"`` (from the discarder)."""
    net = [0] * SEATS
    if kind == "direct":
        if discarder is None:
            raise TrainerError("a kong of a discard needs its discarder")
        net[discarder] -= rules.direct_kong
        net[seat] += rules.direct_kong
        return tuple(net)
    each = {"promoted": rules.promoted_kong, "concealed": rules.concealed_kong, "late_promoted": 0}.get(kind)
    if each is None:
        raise TrainerError(f"unknown kong kind {kind!r}")
    for other in range(SEATS):
        if other != seat:
            net[other] -= each
            net[seat] += each
    return tuple(net)
