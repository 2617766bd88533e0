"""What the three bot levels share: the seat's position read from its view, the plain and fan-aware
numbers of a discard or a claim, the reading of the opponents' threat and of a tile's danger, and the
statistics of simulated games.

Every number comes from the engine (:mod:`trainer.engine.shanten`, :mod:`trainer.engine.efficiency`,
:mod:`trainer.engine.fans.scoring`); the bots only choose between the options the game offers, and say
why in the coach's terms.

>>> low, high = wilson_interval(30, 100)
>>> round(low, 3), round(high, 3)
(0.219, 0.396)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from trainer.engine.efficiency import (
    FAR,
    DiscardAnalysis,
    DiscardChoice,
    HandAnalysis,
    LegalCache,
    _analyse,
    _plain_context,
    _ranks,
    explain_choice,
)
from trainer.engine.errors import TrainerError
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.scoring import score_hand
from trainer.engine.notation import tile_token
from trainer.engine.shanten import DiscardOption, analyse_discards, count_shanten, unseen_copies
from trainer.engine.tiles import (
    ALL_KINDS,
    TABLE_SIZE,
    TILES,
    WINDS,
    Hand,
    Meld,
    MeldKind,
    Seat,
    Tile,
    is_honor,
)

FULL_WALL = 70  # readiness starts growing when this many tiles are left (about 83 after the deal)
WIND_NAMES = {Tile.EAST: "East", Tile.SOUTH: "South", Tile.WEST: "West", Tile.NORTH: "North"}
SUIT_NAMES = {1: "characters", 2: "bamboo", 3: "dots"}

# ---------------------------------------------------------------------------------------------
# Actions, read by the name of their kind


def kind_of(action) -> str:
    """``"DISCARD"``, ``"CHOW"``, ``"PUNG"``, ``"KONG"``, ``"CONCEALED_KONG"``, ``"PROMOTED_KONG"``,
    ``"WIN"`` or ``"PASS"``."""
    return action.kind.name


def first_of(options: Sequence, kind: str):
    return next((o for o in options if kind_of(o) == kind), None)


def all_of(options: Sequence, kind: str) -> list:
    return [o for o in options if kind_of(o) == kind]


# ---------------------------------------------------------------------------------------------
# The position one seat sees


@dataclass(frozen=True, slots=True)
class Position:
    """What a bot decides from: its own tiles and the public table, read from the seat's view.

    ``standing`` holds the seat's standing tiles, the last draw included (14 - 3 x melds of them on
    its own turn, 13 - 3 x melds when it answers another seat's discard).  ``discards`` are every
    tile each seat has discarded, claimed ones included (for reading the seat); ``visible`` counts
    the tiles face up (claimed discards once, in their meld) plus the own hand.
    """

    seat: int
    standing: tuple[Tile, ...]
    melds: tuple[tuple[Meld, ...], ...]  # every seat's declared melds, by seat
    discards: tuple[tuple[Tile, ...], ...]  # every seat's discards, by seat
    wall_left: int = 70
    seat_wind: Tile = Tile.EAST
    round_wind: Tile = Tile.EAST
    dealer: int = 0
    current_discard: Tile | None = None  # the tile on offer (a discard or a promoted kong's tile)
    discarder: int | None = None
    flowers: tuple[int, ...] = (0, 0, 0, 0)
    last_draw: Tile | None = None
    hidden_kongs: tuple[int, ...] = (0, 0, 0, 0)  # other seats' concealed kongs (face down)
    visible: tuple[int, ...] | None = None  # a count table; None: worked out from the rest
    robbing: bool = False  # the tile on offer is a promoted kong's

    @property
    def own_melds(self) -> tuple[Meld, ...]:
        return self.melds[self.seat]

    @property
    def ctx(self) -> WinContext:
        return WinContext(seat_wind=self.seat_wind, round_wind=self.round_wind)

    def wind_of(self, seat: int) -> Tile:
        return WINDS[(seat - self.dealer) % 4]

    def name_of(self, seat: int) -> str:
        """A seat named by its seat wind: ``"East"``."""
        return WIND_NAMES[self.wind_of(seat)]

    def melds_of(self, seat: int) -> int:
        """How many sets ``seat`` has declared, concealed kongs included."""
        return len(self.melds[seat]) + self.hidden_kongs[seat]

    def seen(self) -> list[int]:
        """A count table of every tile this seat can see, capped at four copies (without
        ``visible``, a claimed discard counts in its pile and in its meld)."""
        if self.visible is not None:
            counts = list(self.visible)
        else:
            counts = [0] * TABLE_SIZE
            for t in self.standing:
                counts[t] += 1
            for melds in self.melds:
                for m in melds:
                    for t in m.tiles:
                        counts[t] += 1
            for discards in self.discards:
                for t in discards:
                    counts[t] += 1
        for t in ALL_KINDS:
            counts[t] = min(counts[t], 4)
        return counts


def position_from_view(view) -> Position:
    """Read a :class:`Position` from the game's :class:`trainer.engine.game.SeatView`."""
    offer = view.phase.name in ("CLAIM", "ROB")
    return Position(
        seat=view.seat,
        standing=tuple(view.hand),
        melds=tuple(tuple(ms) for ms in view.melds),
        discards=tuple(tuple(d.tile for d in ds) for ds in view.discards),
        wall_left=view.wall_remaining,
        seat_wind=view.seat_wind,
        round_wind=view.round_wind,
        dealer=view.dealer,
        current_discard=view.last_discard if offer else None,
        discarder=view.discarder if offer else None,
        flowers=tuple(view.flowers),
        last_draw=view.last_draw,
        hidden_kongs=tuple(view.hidden_kongs),
        visible=tuple(view.visible_counts()),
        robbing=view.phase.name == "ROB",
    )


def after_claim(pos: Position, action) -> tuple[tuple[Meld, ...], tuple[Tile, ...]]:
    """The seat's melds and standing tiles once the claim (or own kong) is made."""
    kind = kind_of(action)
    standing = list(pos.standing)
    tile = action.tile
    if kind == "CHOW":
        start = action.chow_start
        chow = (start, TILES[start + 1], TILES[start + 2])
        for t in chow:
            if t != tile:
                standing.remove(t)
        meld = Meld(MeldKind.CHOW, TILES[start], claimed_from=Seat.LEFT, claimed_index=tile - start)
        return (*pos.own_melds, meld), tuple(standing)
    if kind in ("PUNG", "KONG"):
        source = Seat((pos.seat - pos.discarder) % 4) if pos.discarder is not None else Seat.LEFT
        for _ in range(2 if kind == "PUNG" else 3):
            standing.remove(tile)
        meld = Meld(MeldKind.PUNG if kind == "PUNG" else MeldKind.KONG, tile, claimed_from=source)
        return (*pos.own_melds, meld), tuple(standing)
    if kind == "CONCEALED_KONG":
        for _ in range(4):
            standing.remove(tile)
        return (*pos.own_melds, Meld(MeldKind.KONG, tile, concealed=True, claimed_from=None)), tuple(standing)
    if kind == "PROMOTED_KONG":
        standing.remove(tile)
        melds = tuple(
            Meld(MeldKind.KONG, m.tile, claimed_from=m.claimed_from, promoted=True)
            if m.kind is MeldKind.PUNG and m.tile == tile
            else m
            for m in pos.own_melds
        )
        return melds, tuple(standing)
    raise ValueError(f"{kind} is not a claim")


# ---------------------------------------------------------------------------------------------
# The numbers of a position


@dataclass(frozen=True, slots=True)
class Plain:
    """Plain efficiency of a 13-tile position: shanten and unseen copies of the useful tiles."""

    shanten: int
    useful_count: int


def plain_value(standing: Sequence[Tile], melds: Sequence[Meld], seen: Sequence[int]) -> Plain:
    """Plain numbers of a 13-tile position, or of a 14-tile one after its best discard."""
    if len(standing) + 3 * len(melds) == 14:
        best = analyse_discards(list(standing), len(melds), seen=seen)[0]
        return Plain(best.shanten, best.useful_count)
    result = count_shanten(list(standing), len(melds))
    return Plain(result.shanten, sum(max(0, 4 - seen[t]) for t in result.useful))


def winning_points(pos: Position, tile: Tile, *, self_drawn: bool) -> int | None:
    """The points of the win on ``tile`` (flowers included), or None if the engine cannot score it.

    和绝张 and the last tile of the wall are read from the table; a win on a kong's replacement tile
    (not shown in the view) is scored as an ordinary self-drawn win.
    """
    standing = list(pos.standing)
    if self_drawn and len(standing) + 3 * len(pos.own_melds) == 14:
        standing.remove(tile)
    if len(standing) + 3 * len(pos.own_melds) != 13:
        return None
    own = pos.standing.count(tile) + sum(4 for m in pos.own_melds if m.concealed and m.tile == tile)
    on_table = pos.seen()[tile] - own  # in melds shown and in discards not claimed
    ctx = WinContext(
        self_drawn=self_drawn,
        last_copy=not pos.robbing and on_table - (0 if self_drawn else 1) == 3,
        kong_related=pos.robbing,
        last_tile=pos.wall_left == 0 and not pos.robbing,
        seat_wind=pos.seat_wind,
        round_wind=pos.round_wind,
        flowers=min(8, pos.flowers[pos.seat]),
    )
    try:
        return score_hand(Hand(pos.own_melds, tuple(standing), tile), ctx, explain=False).total
    except TrainerError:
        return None


def win_reason(pos: Position, action) -> str:
    self_drawn = pos.current_discard is None or pos.discarder == pos.seat
    tile = action.tile if action.tile is not None else (pos.last_draw if self_drawn else pos.current_discard)
    points = winning_points(pos, tile, self_drawn=self_drawn) if tile is not None else None
    if self_drawn:
        how = "self-drawn"
    elif pos.discarder is None:
        how = ""
    else:
        how = (
            f"robbing {pos.name_of(pos.discarder)}'s kong"
            if pos.robbing
            else f"on {pos.name_of(pos.discarder)}'s discard"
        )
    if points is None:
        return f"win: the hand is complete with 8 points or more {how}".rstrip()
    return f"win: {points} points {how}".rstrip()


def fan_aware_discards(
    standing: Sequence[Tile],
    melds: tuple[Meld, ...],
    ctx: WinContext,
    seen: Sequence[int],
    plain: Sequence[DiscardOption] | None = None,
) -> DiscardAnalysis:
    """The best discards of a 14-tile position in the order of
    :func:`trainer.engine.efficiency.analyse_discards_fan_aware` (least legal distance, most unseen
    legal useful tiles, then the plain order), with the coach's sentence, worked out for fewer
    discards.  ``plain`` is the position's :func:`trainer.engine.shanten.analyse_discards`, if known.

    Two facts prune the discards that cannot come first.  A discard's legal distance is never
    below its shanten, so discards are taken by shanten, least first, and a group is skipped once
    its shanten exceeds the best legal distance found.  And when a discard's legal distance equals
    its shanten, its legal useful tiles are among its plain useful tiles (a draw that brings a plan,
    or a legal wait, a step closer brings the hand a step closer too), so within a group, taken by
    most useful tiles first, a discard with fewer useful tiles than the best's legal ones is
    skipped.  The first choice and the sentence are those of the full analysis; ``choices`` holds
    only the discards worked out.
    """
    counts = [0] * TABLE_SIZE
    for t in standing:
        counts[t] += 1
    own = _seen_tiles(seen, Hand(melds, tuple(standing)))
    if plain is None:
        plain = analyse_discards(counts, len(melds), seen=own)
    unseen = unseen_copies(own)
    groups: dict[int, list[DiscardOption]] = {}
    for option in plain:  # best first: by shanten, then most useful tiles
        groups.setdefault(option.shanten, []).append(option)
    cache = LegalCache(_plain_context(ctx))
    analyses: dict[Tile, HandAnalysis] = {}
    best: HandAnalysis | None = None
    for shanten in sorted(groups):
        if best is not None and shanten > best.legal_distance:
            break
        for option in groups[shanten]:
            if best is not None and best.legal_distance == shanten and option.useful_count < best.legal_count:
                break
            t = option.tile
            counts[t] -= 1
            found = analyses[t] = _analyse(counts[:], melds, unseen, cache, within=0)
            counts[t] += 1
            if best is None or (found.legal_distance, -found.legal_count) < (
                best.legal_distance,
                -best.legal_count,
            ):
                best = found
    plain_ranks = _ranks([((a.shanten, -a.useful_count), t) for t, a in analyses.items()])
    legal = _ranks(
        [((a.legal_distance, -a.legal_count, a.shanten, -a.useful_count), t) for t, a in analyses.items()]
    )
    choices = sorted(
        (DiscardChoice(t, a, plain_ranks[t], legal[t]) for t, a in analyses.items()),
        key=lambda c: (c.legal_rank, c.plain_rank, c.tile),
    )
    return DiscardAnalysis(tuple(choices), explain_choice(choices))


def hand_analysis(
    standing: Sequence[Tile], melds: tuple[Meld, ...], ctx: WinContext, seen: Sequence[int]
) -> HandAnalysis:
    """The legal distance and legal useful tiles of a 13-tile position (the numbers of
    :func:`trainer.engine.efficiency.analyse_hand`, legal plans only)."""
    counts = [0] * TABLE_SIZE
    for t in standing:
        counts[t] += 1
    unseen = unseen_copies(_seen_tiles(seen, Hand(melds, tuple(standing))))
    return _analyse(counts, melds, unseen, LegalCache(_plain_context(ctx)), within=0)


class Analyser:
    """Fan-aware analyses, kept by hand so that a position met again (the hand left by a discard,
    then asked about a claim) is not worked out twice."""

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self._hands: dict[tuple, HandAnalysis] = {}
        self._discards: dict[tuple, DiscardAnalysis] = {}

    def _remember(self, store: dict, key: tuple, value):
        if len(store) >= self.size:
            store.clear()
        store[key] = value
        return value

    def hand(
        self, standing: Sequence[Tile], melds: tuple[Meld, ...], pos: Position, seen: Sequence[int]
    ) -> HandAnalysis:
        """The analysis of a 13-tile position (its distance does not depend on what is seen; the
        counts are those of the first time it was asked)."""
        key = (tuple(sorted(standing)), melds, pos.seat_wind, pos.round_wind)
        found = self._hands.get(key)
        if found is None:
            found = self._remember(self._hands, key, hand_analysis(standing, melds, pos.ctx, seen))
        return found

    def discards(
        self,
        standing: Sequence[Tile],
        melds: tuple[Meld, ...],
        pos: Position,
        seen: Sequence[int],
        plain: Sequence[DiscardOption] | None = None,
    ) -> DiscardAnalysis:
        """The fan-aware analysis of the best discards of a 14-tile position."""
        key = (
            tuple(sorted(standing)),
            melds,
            pos.seat_wind,
            pos.round_wind,
            tuple(seen[t] for t in ALL_KINDS),
        )
        found = self._discards.get(key)
        if found is None:
            found = self._remember(
                self._discards, key, fan_aware_discards(standing, melds, pos.ctx, seen, plain)
            )
            for choice in found.choices:  # the 13-tile positions each discard leaves
                rest = list(standing)
                rest.remove(choice.tile)
                self._hands.setdefault(
                    (tuple(sorted(rest)), melds, pos.seat_wind, pos.round_wind), choice.analysis
                )
        return found

    def best_after(
        self, standing: Sequence[Tile], melds: tuple[Meld, ...], pos: Position, seen: Sequence[int]
    ) -> HandAnalysis:
        """The analysis of the position a claim leaves: after its best discard when it holds 14 tiles."""
        if len(standing) + 3 * len(melds) == 14:
            return self.discards(standing, melds, pos, seen).choices[0].analysis
        return self.hand(standing, melds, pos, seen)


def _seen_tiles(seen: Sequence[int], hand: Hand) -> list[int]:
    """``seen`` as a count table that includes every tile of ``hand`` (the engine's contract)."""
    counts = list(seen)
    own = [0] * TABLE_SIZE
    for t in hand.all_tiles():
        own[t] += 1
    for t in ALL_KINDS:
        counts[t] = min(4, max(counts[t], own[t]))
    return counts


def distance_text(distance: int) -> str:
    if distance >= FAR:
        return "no legal plan in reach"
    if distance == 0:
        return "ready to win legally"
    return "a legal win one draw away" if distance == 1 else f"a legal win {distance} draws away"


def plan_text(analysis: HandAnalysis) -> str:
    route = analysis.route
    if analysis.legal_distance >= FAR:
        return "no plan worth 8 points"
    return f"the {route.plan.name()} plan" if route is not None else "smaller fans adding up to 8"


def lower_first(sentence: str) -> str:
    return sentence[:1].lower() + sentence[1:]


# ---------------------------------------------------------------------------------------------
# Defence: who threatens a big hand, and how dangerous each tile is


@dataclass(frozen=True, slots=True)
class Threat:
    """What one opponent's table shows: how near a win they look and what it may be worth.

    ``readiness`` is a rough chance (0-1) of being ready now; ``points`` the fans their visible
    melds and discards suggest (at least 8, the minimum); ``danger`` = readiness x (8 + points),
    the expected payment of a tile that completes their hand.
    """

    seat: int
    readiness: float
    points: int
    signs: tuple[str, ...]
    flush_suit: int | None = None
    full_flush: bool = False

    @property
    def danger(self) -> float:
        return self.readiness * (8 + self.points)

    @property
    def big(self) -> bool:
        return self.points >= 16


def _suit(t: int) -> int:
    return t >> 4


def _flush_reading(melds: Sequence[Meld], discards: Sequence[Tile]) -> tuple[int | None, int, str | None]:
    """(flush suit, points, sign) from a seat's melds and discards.

    A flush is read from three melds of one suit, or two whose suit the seat has all but stopped
    discarding (at most a quarter of its number-tile discards), or from a long run of discards with
    none of one suit.  Weaker signs (two chows of a suit) mostly mean a straight or shifted chows.
    """
    suits = {_suit(m.tile) for m in melds if not is_honor(m.tile)}
    honor_melds = sum(1 for m in melds if is_honor(m.tile))
    suited_discards = [t for t in discards if not is_honor(t)]
    if len(suits) == 1:
        suit = next(iter(suits))
        in_suit = sum(1 for t in suited_discards if _suit(t) == suit)
        kept = len(suited_discards) >= 4 and in_suit * 4 <= len(suited_discards)
        if len(melds) - honor_melds >= 3 or (len(melds) - honor_melds >= 2 and kept):
            # no honor meld: a full flush (24) is as likely as a half flush with more fans
            if honor_melds:
                return suit, 8, f"a flush in {SUIT_NAMES[suit]}"
            return suit, 16, f"a big flush in {SUIT_NAMES[suit]}"
    elif not melds and len(suited_discards) >= 10:
        by_suit = {s: sum(1 for t in suited_discards if _suit(t) == s) for s in (1, 2, 3)}
        suit = min(by_suit, key=lambda s: by_suit[s])
        if by_suit[suit] == 0:
            return suit, 8, f"a concealed flush in {SUIT_NAMES[suit]}"
    return None, 0, None


def _honor_reading(pos: Position, seat: int) -> tuple[int, list[str]]:
    """(points, signs) from a seat's honor pungs: dragons, its own and the prevalent wind."""
    honors = [m.tile for m in pos.melds[seat] if is_honor(m.tile)]
    dragons = sum(1 for t in honors if t >= Tile.RED)
    winds = sum(1 for t in honors if t in WINDS)
    points = sum(2 for t in honors if t in (pos.wind_of(seat), pos.round_wind))
    signs = []
    if dragons >= 2:
        points += 12 if dragons == 2 else 88  # 6 for two, and the three dragons in sight
        signs.append("two dragon pungs" if dragons == 2 else "three dragon pungs")
    elif dragons:
        points += 2
    if winds >= 3:
        points += 24
        signs.append("three wind pungs")
    return points, signs


def read_threat(pos: Position, seat: int) -> Threat:
    """The threat of ``seat`` read from its melds, its discards and the wall left."""
    melds = pos.melds[seat]
    declared = pos.melds_of(seat)
    flush_suit, points, flush_sign = _flush_reading(melds, pos.discards[seat])
    signs = [flush_sign] if flush_sign else []
    honor_points, honor_signs = _honor_reading(pos, seat)
    points += honor_points
    signs += honor_signs
    pungs = sum(1 for m in melds if m.kind is not MeldKind.CHOW)
    if pungs >= 3 and len(melds) == pungs:
        points += 6
        signs.append("all pungs")
    # readiness: time above all (in simulated play a live tile deals in about 5 times as often with
    # 30 tiles left as with 60, concealed hands included), then melds; four melds: surely ready
    readiness = 0.1 + 0.12 * declared + 0.7 * max(0, FULL_WALL - pos.wall_left) / FULL_WALL
    readiness = 1.0 if declared == 4 else min(readiness, 0.95)
    if declared >= 3 and not signs:
        signs.append(f"{declared} melds down")
    full = flush_suit is not None and bool(melds) and not any(is_honor(m.tile) for m in melds)
    return Threat(seat, readiness, max(points, 8), tuple(signs), flush_suit, full)


@dataclass(frozen=True, slots=True)
class Safety:
    danger: float  # 0 safe ... 1 fully dangerous, against one opponent
    why: str


def tile_safety(pos: Position, tile: Tile, threat: Threat, seen: Sequence[int]) -> Safety:
    """How dangerous discarding ``tile`` is against ``threat``'s seat (MCR has no furiten, so a
    tile the opponent discarded is safe by reading, not by rule)."""
    name = pos.name_of(threat.seat)
    others_visible = seen[tile] - 1  # the copy being discarded aside
    if tile in pos.discards[threat.seat]:
        return Safety(0.05, f"already discarded by {name}")
    if is_honor(tile):
        if others_visible >= 3:
            return Safety(0.0, "the last copy: three are visible")
        if threat.full_flush:
            return Safety(0.1, f"an honor, outside {name}'s full flush")
        if others_visible == 2:
            return Safety(0.15, "an honor with two copies visible")
        return Safety(0.5 if others_visible == 1 else 0.6, "an honor")
    if threat.flush_suit is not None and _suit(tile) != threat.flush_suit:
        return Safety(0.1, f"outside {name}'s flush suit")
    rank = tile & 0xF
    danger = 0.55 if rank in (1, 9) else 0.75 if rank in (2, 8) else 1.0
    if threat.flush_suit is not None:
        danger = 1.0
    if others_visible >= 3:  # no pung or pair can wait on it, but a chow still can
        return Safety(danger * 0.8, "the 4th copy: three are visible")
    return Safety(danger, "a live tile")


# ---------------------------------------------------------------------------------------------
# The frame every level shares


def make_decision(action, reason: str):
    """A :class:`trainer.engine.bots.Decision` (imported here, as the package imports the levels)."""
    from . import Decision

    return Decision(action, reason)


def steps_text(shanten: int) -> str:
    """Plain distance in words: ``"ready"``, ``"one step from ready"``, ``"3 steps from ready"``."""
    if shanten < 0:
        return "complete"
    if shanten == 0:
        return "ready"
    return "one step from ready" if shanten == 1 else f"{shanten} steps from ready"


def plain_discard_text(tile: Tile, shanten: int, useful_count: int) -> str:
    """The plain coach sentence for a discard: ``"discard 5p: 12 tiles bring the hand closer to a
    win (2 steps from ready)"``."""
    if shanten == 0:
        return f"discard {tile_token(tile)}: the hand is ready, {useful_count} winning tiles left"
    token = tile_token(tile)
    return f"discard {token}: {useful_count} tiles bring the hand closer to a win ({steps_text(shanten)})"


def claim_text(action) -> str:
    """``"pung 5p"``, ``"chow 345p"``, ``"kong 5p"``, ``"concealed kong E"``."""
    kind = kind_of(action)
    if kind == "CHOW":
        start = action.chow_start
        from trainer.engine.notation import format_tiles

        return f"chow {format_tiles((start, start + 1, start + 2))}"
    words = {
        "PUNG": "pung",
        "KONG": "kong",
        "CONCEALED_KONG": "concealed kong",
        "PROMOTED_KONG": "promoted kong",
    }
    return f"{words[kind]} {tile_token(action.tile)}"


class Bot:
    """The frame of every level: read the view, win whenever the engine offers a win, and leave the
    rest to :meth:`on_turn` (the seat holds 14 tiles: discard or declare a kong) and
    :meth:`on_discard` (another seat's discard: claim it or pass)."""

    level = "bot"

    def __init__(self, rng) -> None:
        self.rng = rng
        self.analyser = Analyser()

    def choose(self, view, options):
        if not options:
            raise ValueError("a bot needs at least one option")
        pos = position_from_view(view)
        action, reason = self.decide(pos, list(options))
        return make_decision(action, reason)

    def decide(self, pos: Position, options: list) -> tuple[object, str]:
        win = first_of(options, "WIN")
        if win is not None:
            return win, win_reason(pos, win)
        if first_of(options, "DISCARD") is not None:
            return self.on_turn(pos, options)
        claims = [o for o in options if kind_of(o) not in ("PASS", "DISCARD")]
        passing = first_of(options, "PASS")
        if not claims:
            return (passing or options[0]), "pass: nothing to claim"
        if passing is None:  # the engine offers no choice
            return claims[0], f"{claim_text(claims[0])}: the only option"
        return self.on_discard(pos, options, claims, passing)

    def on_turn(self, pos: Position, options: list) -> tuple[object, str]:
        raise NotImplementedError

    def on_discard(self, pos: Position, options: list, claims: list, passing) -> tuple[object, str]:
        raise NotImplementedError


def discard_tiles(options: Sequence) -> dict[Tile, object]:
    """The DISCARD options by tile (the first option of each tile)."""
    out: dict[Tile, object] = {}
    for o in options:
        if kind_of(o) == "DISCARD" and o.tile not in out:
            out[o.tile] = o
    return out


# ---------------------------------------------------------------------------------------------
# Statistics of simulated games


def wilson_interval(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% with the default ``z``)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True, slots=True)
class LevelStats:
    """One bot level over a simulation: hands played (a seat in a hand counts once), hands won,
    the win rate with its 95% Wilson interval, the average net points per hand played, the rate
    of dealing in and the average points of its wins."""

    level: str
    hands: int
    wins: int
    win_rate: float
    low: float
    high: float
    average_points: float
    deal_ins: int = 0
    average_win_points: float = 0.0

    def overlaps(self, other: LevelStats) -> bool:
        """Whether the two win-rate intervals overlap (if not, the rates clearly differ)."""
        return self.low <= other.high and other.low <= self.high

    def as_dict(self) -> dict:
        return {
            "level": self.level,
            "hands": self.hands,
            "wins": self.wins,
            "win_rate": round(self.win_rate, 4),
            "ci95": [round(self.low, 4), round(self.high, 4)],
            "average_points": round(self.average_points, 3),
            "deal_ins": self.deal_ins,
            "average_win_points": round(self.average_win_points, 2),
        }


@dataclass
class _Tally:
    hands: int = 0
    wins: int = 0
    net: float = 0.0
    deal_ins: int = 0
    win_points: float = 0.0


def level_stats(hands: Iterable[Mapping]) -> dict[str, LevelStats]:
    """Win rates (with 95% Wilson intervals) and average net points per bot level.

    Each hand is a line of ``trainer simulate --jsonl`` (``shared/DESIGN.md``): ``levels`` (the
    level of each seat), ``winner`` (a seat, or None for a drawn hand), ``payments`` (each seat's net
    points), ``discarder`` (who dealt in, None when self-drawn) and ``total`` (the winning hand's
    points).  A summary line (no ``levels``) is skipped.

    >>> won = {"winner": 0, "discarder": 1, "total": 10, "payments": [34, -18, -8, -8]}
    >>> drawn = {"winner": None, "discarder": None, "total": 0, "payments": [0, 0, 0, 0]}
    >>> stats = level_stats([{"levels": ["a", "b", "a", "b"], **hand} for hand in (won, drawn)])
    >>> stats["a"].wins, stats["a"].hands, stats["a"].average_points, stats["b"].deal_ins
    (1, 4, 6.5, 1)
    """
    tallies: dict[str, _Tally] = {}
    for hand in hands:
        levels = hand.get("levels") or hand.get("bots")
        if not levels:
            continue
        winner = hand.get("winner")
        payments = hand.get("payments") or hand.get("scores") or [0] * len(levels)
        discarder = hand.get("discarder")
        for seat, level in enumerate(levels):
            tally = tallies.setdefault(level, _Tally())
            tally.hands += 1
            tally.net += payments[seat]
            if winner == seat:
                tally.wins += 1
                tally.win_points += hand.get("total") or hand.get("points") or 0
            elif winner is not None and discarder == seat:
                tally.deal_ins += 1
    out = {}
    for level, t in tallies.items():
        low, high = wilson_interval(t.wins, t.hands)
        out[level] = LevelStats(
            level, t.hands, t.wins, t.wins / t.hands, low, high, t.net / t.hands,
            t.deal_ins, t.win_points / t.wins if t.wins else 0.0,
        )  # fmt: skip
    return out


def format_stats(stats: Mapping[str, LevelStats]) -> str:
    """A small table of :func:`level_stats`, one line per level."""
    rows = [
        f"{s.level:<12} {s.hands:>6} {s.wins:>5}  {s.win_rate:7.1%}  [{s.low:6.1%}, {s.high:6.1%}]"
        f"  {s.average_points:+10.2f}  {s.deal_ins:>8}"
        for s in sorted(stats.values(), key=lambda s: s.level)
    ]
    return "\n".join(["level         hands  wins  win rate  95% CI            avg points  deal-ins", *rows])


__all__ = [
    "Analyser",
    "LevelStats",
    "Plain",
    "Position",
    "Safety",
    "Threat",
    "after_claim",
    "format_stats",
    "level_stats",
    "plain_value",
    "position_from_view",
    "read_threat",
    "tile_safety",
    "tile_token",
    "wilson_interval",
    "win_reason",
]
