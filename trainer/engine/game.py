"""The four-player game: one hand (盘) as an immutable state machine, and a match (局) of 16 hands.

``new_hand(seed)`` deals; ``legal_actions(state, seat)`` is the only way to find a seat's options;
``apply(state, action)`` returns the next state and the events that happened (what the table
animates and the store records), and raises :class:`IllegalAction` for anything else.  A hand is
its seed plus its actions: ``replay(seed, state.history)`` gives the same states and events.

Seats are absolute, 0-3 counter-clockwise (the order of play); seat 0 is East in the first hand
of a match.  Melds record where a claimed tile came from relative to the claimer (``Seat.LEFT``
上家, ``ACROSS`` 对家, ``RIGHT`` 下家).

The rules followed (1998 competition rules, seeds 000/001, 第六条-第八条 and 第十四条):

- Dealing and the wall: see :mod:`trainer.engine.wall`.  After the deal, flowers are set aside and
  replaced from the back of the wall, the dealer first, then 南, 西, 北 (理牌、审牌、补花).  The
  dealer then has 14 tiles and moves first; the last tile the dealer received counts as drawn.
- A turn: draw from the front (a flower is shown and replaced from the back, again and again),
  then win (自摸), declare a kong, or discard.  After a chow or pung the claimer only discards:
  "吃牌時，手中有槓牌，不能開槓。只能在下一次自己抓進牌後才能開槓".
- A discard may be claimed: a chow by the next seat (下家) only ("上家打出牌"), a pung or an exposed
  kong by anyone holding two / three copies, a win by anyone it completes.  Priority: win over
  pung/kong ("碰比吃优先", "杠比吃优先") over chow; of several winners the first counter-clockwise
  from the discarder wins ("从打牌者按逆时针方向，顺序在前者", 截和).  Every seat with an option
  answers; a seat whose only option is to pass is passed for automatically.
- Kongs: a concealed kong (暗杠) of four held tiles, or a promoted kong (加杠) of a drawn fourth tile
  to an exposed pung, each followed by a replacement from the back ("报开杠后应即在牌墙最后补进一张牌");
  none when the wall is empty.  A promoted kong may be robbed (抢杠和, "和别人自抓开明杠的牌"): the
  other seats may win on its tile before the replacement is drawn.  A concealed kong cannot be robbed.
- 杠上开花: a self-drawn win on a kong's replacement tile; a win on a flower's replacement is
  self-drawn only ("花牌补花成和计自摸分，不计杠上开花").  妙手回春: a self-drawn win on the last tile
  of the wall (front or back).  海底捞月: a win on the discard made after the wall ran out; that last
  discard may be claimed for a win only.  和绝张: the other three copies of the win tile lie face up
  on the table (discards not claimed, and every meld); never with 抢杠和.
- 荒庄: the wall runs out and the last discard is not won: the hand ends with no payments.
- A win needs 8 points without flowers (起和分).  ``legal_actions`` offers WIN only then.  In practice
  mode (``penalties=False``) applying any other WIN raises IllegalAction explaining why.  With
  ``penalties=True`` it is punished as 第十四条 六 says and the hand goes on, the offender no longer
  allowed to win it (停和, 陪打): a ready hand that does not win on this tile or scores under 8
  points is 错和/和错牌 (10 to each player); a hand that is not even ready is 诈和 (20 to each).
- Payments: :func:`trainer.engine.settlement.win_payments` (8 from each, plus the points from the
  discarder, or from everyone on a self-drawn win); the robbed player counts as the discarder.
- The match: four rounds of winds (East, South, West, North), four hands each, the deal passing
  counter-clockwise after every hand: "无论是否和牌，庄家不连庄".  The rules leave seat changes to
  the competition regulations ("轮转 ... 按竞赛规程的规定进行位置调换"); we follow the MCR scheme
  used in competitions: after the East round the players at East and South change places, and West
  and North; after the South round the player at East moves to West, West to South, South to North
  and North to East; after the West round East and South, and West and North, change again.  Each
  round starts with the dealer at the table's East place.  Match scores are the sum of the hands'
  payments (the 500 of 基础比赛分 left out), ranked with ``standard_scores``.

>>> state = new_hand(1)
>>> state.phase.name, state.turn, [len(h) for h in state.hands]
('DISCARD', 0, [14, 13, 13, 13])
>>> action = legal_actions(state, 0)[-1]
>>> state, events = apply(state, action)
>>> type(events[0]).__name__, state.wall.remaining < 91
('TileDiscarded', True)
"""

from __future__ import annotations

import enum
import random
from bisect import insort
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, fields, replace
from functools import lru_cache
from typing import Any

from .decompose import completing_tiles
from .errors import IllegalAction, NotAWin, TrainerError
from .fans.context import WinContext
from .fans.results import MINIMUM_POINTS, ScoreResult
from .fans.scoring import score_hand
from .guangdong import scoring as gd_scoring
from .guangdong.rules import GuangdongRules
from .guangdong.scoring import GdContext, GdResult, WinBy
from .guangdong.settlement import Settlement, kong_payment, settle, settle_robbed
from .notation import format_tiles, tile_token
from .settlement import false_ready_payments, false_win_payments, standard_scores, win_payments
from .shanten import count_shanten, honors_knitted_form, knitted_straight_form, thirteen_orphans_form
from .tiles import (
    ALL_KINDS,
    TERMINALS_AND_HONORS,
    TILES,
    WINDS,
    Hand,
    Meld,
    MeldKind,
    Seat,
    Tile,
    count_table,
    is_flower,
    is_suited,
)
from .wall import TILE_KINDS, Wall, build_wall, deal

SEATS = 4
MATCH_ROUNDS = 4
HANDS_PER_ROUND = 4
MATCH_HANDS = MATCH_ROUNDS * HANDS_PER_ROUND
GUANGDONG_MATCH_HANDS = 8  # "每打完八副 ... 为一局"


class Phase(enum.Enum):
    DISCARD = "discard"  # the seat to move holds 14 tiles (melds as 3): win, kong or discard
    CLAIM = "claim"  # a discard waits for the other seats' answers
    ROB = "rob"  # a promoted kong waits for robbing answers
    ENDED = "ended"


class ActionKind(enum.Enum):
    DISCARD = "discard"
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"  # an exposed kong of a discard
    CONCEALED_KONG = "concealed_kong"
    PROMOTED_KONG = "promoted_kong"
    WIN = "win"  # self-drawn, on a discard, or robbing a kong
    PASS = "pass"


class DrawSource(enum.Enum):
    DEAL = "deal"  # the dealer's 14th tile
    WALL = "wall"  # the front of the wall
    KONG = "kong"  # a kong's replacement, from the back
    FLOWER = "flower"  # a flower's replacement, from the back


@dataclass(frozen=True, slots=True)
class Action:
    """What a seat does.  ``tile`` is the tile acted on: the tile discarded, claimed, konged or won
    (for PASS the tile passed on); ``chow_start`` is the lowest tile of a chow."""

    kind: ActionKind
    seat: int
    tile: Tile
    chow_start: Tile | None = None

    def __str__(self) -> str:
        text = f"seat {self.seat} {self.kind.value} {tile_token(self.tile)}"
        if self.chow_start is not None:
            text += f" as {format_tiles((self.chow_start, self.chow_start + 1, self.chow_start + 2))}"
        return text


@dataclass(frozen=True, slots=True)
class Discard:
    """A tile in a seat's discards, in order; ``claimed_by`` is the seat that took it, if any."""

    tile: Tile
    claimed_by: int | None = None


# ---------------------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class TileDrawn:
    seat: int
    tile: Tile
    from_back: bool  # a replacement for a flower or a kong


@dataclass(frozen=True, slots=True)
class FlowerReplaced:
    """A flower drawn is set aside; the TileDrawn that follows is its replacement."""

    seat: int
    flower: Tile


@dataclass(frozen=True, slots=True)
class TileDiscarded:
    seat: int
    tile: Tile


@dataclass(frozen=True, slots=True)
class MeldClaimed:
    """A chow, pung or exposed kong made with a discard."""

    seat: int
    meld: Meld
    discarder: int


@dataclass(frozen=True, slots=True)
class KongDeclared:
    """A concealed or promoted kong; a promoted kong may still be robbed."""

    seat: int
    meld: Meld


@dataclass(frozen=True, slots=True)
class HandWon:
    winner: int
    discarder: int | None  # None for a self-drawn win; the kong's owner when robbed
    robbed: bool
    total: int  # points, flowers included
    fans: tuple[tuple[int, int], ...]  # (fan id, count), ascending by id, flowers as 81
    payments: tuple[int, ...]  # net, per seat


@dataclass(frozen=True, slots=True)
class FalseWinRefused:
    """A win declared that is none (penalties mode): 错和/和错牌 or 诈和; the hand goes on."""

    seat: int
    tile: Tile
    reason: str
    payments: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class WallExhausted:
    """荒庄: the wall ran out and nobody won."""


Event = (
    TileDrawn
    | FlowerReplaced
    | TileDiscarded
    | MeldClaimed
    | KongDeclared
    | HandWon
    | FalseWinRefused
    | WallExhausted
)


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended.  ``payments`` is the hand's net result per seat (the win, plus penalties)."""

    hand_number: int
    dealer: int
    round_wind: Tile
    winner: int | None
    discarder: int | None
    robbed: bool
    self_drawn: bool
    total: int
    fans: tuple[tuple[int, int], ...]
    payments: tuple[int, ...]
    turns: int  # discards made in the hand
    hand: Hand | None = None  # the winning hand as scored
    context: WinContext | None = None  # its win conditions
    # Guangdong only: the scored result(s) (one per winner when several rob one kong), the payments
    # in detail, and the kong payments made during the hand (included in ``payments``)
    guangdong: tuple[GdResult, ...] = ()
    settlement: Settlement | None = None
    kong_payments: tuple[int, ...] = (0, 0, 0, 0)
    liable: int | None = None

    @property
    def winners(self) -> tuple[int, ...]:
        if self.winner is None:
            return ()
        if len(self.guangdong) > 1 and self.settlement is not None:
            return tuple(dict.fromkeys(t.payee for t in self.settlement.transfers if t.reason == "hand"))
        return (self.winner,)


# ---------------------------------------------------------------------------------------- state


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything about a hand in progress; never changed, ``apply`` returns a new one."""

    seed: int
    hand_number: int
    dealer: int
    round_wind: Tile
    penalties: bool
    hands: tuple[tuple[Tile, ...], ...]  # standing tiles per seat, sorted
    melds: tuple[tuple[Meld, ...], ...]
    discards: tuple[tuple[Discard, ...], ...]
    flowers: tuple[tuple[Tile, ...], ...]
    wall: Wall
    turn: int  # the seat to move, or the seat whose discard / kong waits for answers
    phase: Phase
    last_draw: Tile | None  # the tile the seat to move drew (None after a claim)
    draw_source: DrawSource | None
    last_discard: Tile | None  # the tile waiting for answers: the discard (CLAIM) or the kong tile (ROB)
    discarder: int | None  # who discarded it (CLAIM) or declared the kong (ROB)
    pending: tuple[int, ...]  # seats that still have to answer, in turn order
    responses: tuple[Action, ...]  # the answers given so far (passes included)
    barred: tuple[bool, ...]  # 停和 after a false win (penalties mode)
    scores: tuple[int, ...]  # match scores before the hand plus what this hand paid so far
    penalty_payments: tuple[int, ...]  # this hand's penalties so far, per seat
    history: tuple[Action, ...]  # the actions applied, in order
    result: HandResult | None = None
    # Guangdong (``rules`` set; None plays MCR): the ghost and its indicator, each seat's horses, the
    # ghosts each seat discarded (出鬼), the tiles each seat passed a pung on since its last draw (漏碰),
    # who is liable if the kong replacement being played wins (点杠/补杠杠开), whether the promoted kong
    # waiting to be robbed was made at once with the drawn tile, and the kong payments so far
    rules: GuangdongRules | None = None
    indicator: Tile | None = None
    ghost: Tile | None = None
    horses: tuple[tuple[Tile, ...], ...] = ()
    ghosts_discarded: tuple[int, ...] = (0, 0, 0, 0)
    passed_pungs: tuple[tuple[Tile, ...], ...] = ((), (), (), ())
    kong_liable: int | None = None
    kong_immediate: bool = False
    kong_payments: tuple[int, ...] = (0, 0, 0, 0)

    @property
    def guangdong(self) -> bool:
        return self.rules is not None

    @property
    def seat_winds(self) -> tuple[Tile, ...]:
        return tuple(WINDS[(seat - self.dealer) % SEATS] for seat in range(SEATS))

    def seat_wind(self, seat: int) -> Tile:
        return WINDS[(seat - self.dealer) % SEATS]

    @property
    def turns(self) -> int:
        """Discards made so far."""
        return sum(len(d) for d in self.discards)

    @property
    def ended(self) -> bool:
        return self.phase is Phase.ENDED


def seats_to_act(state: GameState) -> tuple[int, ...]:
    """The seats whose action the game waits for: the seat to move, or those still to answer."""
    if state.phase is Phase.DISCARD:
        return (state.turn,)
    if state.phase in (Phase.CLAIM, Phase.ROB):
        return state.pending
    return ()


# ---------------------------------------------------------------------------------------- views


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat may see; bots see only this.

    ``melds`` shows every seat's melds, except that another seat's concealed kongs lie face down:
    they are left out of its melds and counted in ``hidden_kongs``.  ``flowers`` are counts.
    """

    seat: int
    phase: Phase
    turn: int
    hand: tuple[Tile, ...]  # this seat's standing tiles, sorted (the drawn tile included)
    last_draw: Tile | None  # this seat's drawn tile, when it is this seat's turn after a draw
    melds: tuple[tuple[Meld, ...], ...]
    hidden_kongs: tuple[int, ...]
    discards: tuple[tuple[Discard, ...], ...]
    flowers: tuple[int, ...]
    hand_sizes: tuple[int, ...]  # standing tiles per seat
    wall_remaining: int
    last_discard: Tile | None  # the tile waiting for answers (a discard, or a promoted kong's tile)
    discarder: int | None
    dealer: int
    seat_wind: Tile
    round_wind: Tile
    scores: tuple[int, ...]
    hand_number: int
    rules: GuangdongRules | None = None  # Guangdong: the house rules, the ghost and its indicator
    ghost: Tile | None = None
    indicator: Tile | None = None
    ghosts_discarded: tuple[int, ...] = (0, 0, 0, 0)

    def visible_counts(self) -> list[int]:
        """A count table of every tile this seat can see: its hand, all melds shown, all discards
        not claimed (a claimed one is in a meld), and the tile waiting for answers if not yet listed."""
        counts = count_table(self.hand)
        for seat_melds in self.melds:
            for meld in seat_melds:
                for t in meld.tiles:
                    counts[t] += 1
        for seat_discards in self.discards:
            for d in seat_discards:
                if d.claimed_by is None:
                    counts[d.tile] += 1
        if self.indicator is not None:
            counts[self.indicator] += 1
        return counts


def seat_view(state: GameState, seat: int) -> SeatView:
    _check_seat(seat)
    melds = tuple(
        ms if s == seat else tuple(m for m in ms if not m.concealed) for s, ms in enumerate(state.melds)
    )
    hidden = tuple(0 if s == seat else sum(1 for m in ms if m.concealed) for s, ms in enumerate(state.melds))
    own_draw = state.last_draw if state.phase is Phase.DISCARD and state.turn == seat else None
    return SeatView(
        seat=seat,
        phase=state.phase,
        turn=state.turn,
        hand=state.hands[seat],
        last_draw=own_draw,
        melds=melds,
        hidden_kongs=hidden,
        discards=state.discards,
        flowers=tuple(len(f) for f in state.flowers),
        hand_sizes=tuple(len(h) for h in state.hands),
        wall_remaining=state.wall.remaining,
        last_discard=state.last_discard,
        discarder=state.discarder,
        dealer=state.dealer,
        seat_wind=state.seat_wind(seat),
        round_wind=state.round_wind,
        scores=state.scores,
        hand_number=state.hand_number,
        rules=state.rules,
        ghost=state.ghost,
        indicator=state.indicator,
        ghosts_discarded=state.ghosts_discarded,
    )


# ---------------------------------------------------------------------------------------- new hand


def _check_seat(seat: int) -> None:
    if not isinstance(seat, int) or not 0 <= seat < SEATS:
        raise IllegalAction(f"seats are numbered 0 to 3, not {seat!r}")


def new_hand(
    seed: int,
    *,
    dealer: int = 0,
    round_wind: Tile = Tile.EAST,
    scores: Sequence[int] = (0, 0, 0, 0),
    hand_number: int = 1,
    penalties: bool = False,
    rules: GuangdongRules | None = None,
) -> GameState:
    """Shuffle with ``random.Random(seed)``, throw the dice, deal, replace flowers (the dealer
    first); the dealer is left to move with 14 tiles.  With Guangdong ``rules`` see
    :func:`_new_guangdong_hand`."""
    _check_seat(dealer)
    if round_wind not in WINDS:
        raise TrainerError(f"the prevalent wind must be E, S, W or N, not {round_wind!r}")
    if len(scores) != SEATS:
        raise TrainerError("scores must name four seats")
    if rules is not None:
        return _new_guangdong_hand(seed, dealer, tuple(scores), hand_number, rules)
    wall = build_wall(random.Random(seed))
    dealt, wall = deal(wall, dealer)
    received = [[TILE_KINDS[i] for i in ids] for ids in dealt]
    flowers: list[list[Tile]] = [[] for _ in range(SEATS)]
    for k in range(SEATS):  # 补花: the dealer first, then 南, 西, 北
        seat = (dealer + k) % SEATS
        hand = received[seat]
        while any(is_flower(t) for t in hand):
            flower = next(t for t in hand if is_flower(t))
            hand.remove(flower)
            flowers[seat].append(flower)
            tile_id, wall = wall.draw_back()
            hand.append(TILE_KINDS[tile_id])
    first_draw = received[dealer][-1]  # never a flower: flowers were replaced and removed
    return GameState(
        seed=seed,
        hand_number=hand_number,
        dealer=dealer,
        round_wind=round_wind,
        penalties=penalties,
        hands=tuple(tuple(sorted(h)) for h in received),
        melds=((),) * SEATS,
        discards=((),) * SEATS,
        flowers=tuple(tuple(f) for f in flowers),
        wall=wall,
        turn=dealer,
        phase=Phase.DISCARD,
        last_draw=first_draw,
        draw_source=DrawSource.DEAL,
        last_discard=None,
        discarder=None,
        pending=(),
        responses=(),
        barred=(False,) * SEATS,
        scores=tuple(scores),
        penalty_payments=(0,) * SEATS,
        history=(),
    )


def _new_guangdong_hand(
    seed: int, dealer: int, scores: tuple[int, ...], hand_number: int, rules: GuangdongRules
) -> GameState:
    """Guangdong: 136 tiles (the flowers taken out of the shuffled wall), dealt as in MCR; then the
    first tile of the wall is turned as the ghost indicator and set aside face up (with ghosts), and
    each player's horses are taken from the back of the wall, face down until the hand ends."""
    full = build_wall(random.Random(seed))
    order = tuple(i for i in full.order if TILE_KINDS[i] in _PLAYING_TILES)
    dealt, wall = deal(replace(full, order=order, back=len(order)), dealer)
    indicator = ghost = None
    if rules.ghosts:
        tile_id, wall = wall.draw()
        indicator = TILE_KINDS[tile_id]
        ghost = rules.ghost_for(indicator)
    horses: list[tuple[Tile, ...]] = []
    for _ in range(SEATS):
        taken = []
        for _ in range(rules.horses):
            tile_id, wall = wall.draw_back()
            taken.append(TILE_KINDS[tile_id])
        horses.append(tuple(taken))
    received = [[TILE_KINDS[i] for i in ids] for ids in dealt]
    return GameState(
        seed=seed,
        hand_number=hand_number,
        dealer=dealer,
        round_wind=Tile.EAST,
        penalties=False,
        hands=tuple(tuple(sorted(h)) for h in received),
        melds=((),) * SEATS,
        discards=((),) * SEATS,
        flowers=((),) * SEATS,
        wall=wall,
        turn=dealer,
        phase=Phase.DISCARD,
        last_draw=received[dealer][-1],
        draw_source=DrawSource.DEAL,
        last_discard=None,
        discarder=None,
        pending=(),
        responses=(),
        barred=(False,) * SEATS,
        scores=scores,
        penalty_payments=(0,) * SEATS,
        history=(),
        rules=rules,
        indicator=indicator,
        ghost=ghost,
        horses=tuple(horses),
    )


# ---------------------------------------------------------------------------------------- wins


def meets_minimum(result: ScoreResult) -> bool:
    """The 8-point minimum (起和分): the fans without flowers must reach 8 points."""
    return result.base >= MINIMUM_POINTS


_KNITTED = tuple(
    frozenset(
        ((suit + 1) << 4) | r for suit, start in enumerate(starts) for r in (start, start + 3, start + 6)
    )
    for starts in ((1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1))
)
_ORPHANS = frozenset(TERMINALS_AND_HONORS)
_PLAYING_TILES = frozenset(ALL_KINDS)


@lru_cache(maxsize=1 << 16)
def winning_tiles(standing: tuple[Tile, ...], melds: int) -> frozenset[int]:
    """The tile kinds that complete a winning shape for ``13 - 3 x melds`` standing tiles (any form;
    formal: a kind held four times may be listed).  Points are not checked here."""
    counts = count_table(standing)
    found = set(completing_tiles(counts, 4 - melds, seven_pairs=melds == 0))
    kinds = set(standing)
    if melds == 0 and kinds <= _ORPHANS and len(kinds) >= 12:
        form = thirteen_orphans_form(standing)
        if form is not None and form.shanten == 0:
            found |= form.useful
    if melds == 0 and len(kinds) == 13:
        form = honors_knitted_form(standing)
        if form is not None and form.shanten == 0:
            found |= form.useful
    if melds <= 1 and any(len(kinds & knitted) >= 8 for knitted in _KNITTED):
        form = knitted_straight_form(standing, melds)
        if form is not None and form.shanten == 0:
            found |= form.useful
    return frozenset(found)


@lru_cache(maxsize=8192)
def _score(hand: Hand, ctx: WinContext) -> ScoreResult | None:
    try:
        return score_hand(hand, ctx, explain=False)
    except NotAWin:
        return None


def _remove(tiles: tuple[Tile, ...], tile: Tile, n: int = 1) -> tuple[Tile, ...]:
    out = list(tiles)
    for _ in range(n):
        out.remove(tile)
    return tuple(out)


def _with(tiles: tuple[Tile, ...], tile: Tile) -> tuple[Tile, ...]:
    out = list(tiles)
    insort(out, tile)
    return tuple(out)


def _visible(state: GameState, tile: Tile) -> int:
    """Copies of ``tile`` face up on the table: in melds (not concealed kongs) and unclaimed discards."""
    n = 0
    for seat in range(SEATS):
        for meld in state.melds[seat]:
            if not meld.concealed:
                n += meld.tiles.count(tile)
        for d in state.discards[seat]:
            if d.claimed_by is None and d.tile == tile:
                n += 1
    return n


def win_context(
    state: GameState, seat: int, tile: Tile, *, self_drawn: bool, robbed: bool = False
) -> WinContext:
    """The win conditions of ``seat`` winning on ``tile`` now (see the module docstring for the flags)."""
    if robbed:
        kong, last_tile, last_copy = True, False, False
    else:
        kong = self_drawn and state.draw_source is DrawSource.KONG
        last_tile = state.wall.remaining == 0
        last_copy = _visible(state, tile) - (0 if self_drawn else 1) == 3
    return WinContext(
        self_drawn=self_drawn,
        last_copy=last_copy,
        kong_related=kong,
        last_tile=last_tile,
        seat_wind=state.seat_wind(seat),
        round_wind=state.round_wind,
        flowers=len(state.flowers[seat]),
    )


def guangdong_context(
    state: GameState, seat: int, tile: Tile, *, self_drawn: bool, robbed: bool = False
) -> GdContext:
    """The Guangdong win conditions of ``seat`` winning on ``tile`` now: 杠上开花 on a kong's
    replacement, 海底捞月 on the wall's last tile, 天和 for the dealer before any discard, 地和 for
    the dealer's next player on the first draw with no claim made, 出鬼 from the seat's discards."""
    no_melds = not any(state.melds)
    return GdContext(
        win_by=WinBy.ROBBING_KONG if robbed else WinBy.SELF_DRAWN,
        kong_replacement=self_drawn and state.draw_source is DrawSource.KONG,
        last_tile=self_drawn and state.wall.remaining == 0,
        heavenly=self_drawn and seat == state.dealer and state.draw_source is DrawSource.DEAL,
        earthly=self_drawn
        and seat == (state.dealer + 1) % SEATS
        and no_melds
        and state.turns == 1
        and state.draw_source is DrawSource.WALL,
        ghosts_discarded=state.ghosts_discarded[seat],
    )


def score_guangdong(
    state: GameState, seat: int, tile: Tile, *, self_drawn: bool, robbed: bool = False
) -> GdResult:
    """Score ``seat``'s Guangdong win on ``tile`` now (raises NotAWin if it is none)."""
    assert state.rules is not None
    hand = _win_hand(state, seat, tile, self_drawn)
    ctx = guangdong_context(state, seat, tile, self_drawn=self_drawn, robbed=robbed)
    return gd_scoring.score_hand(hand, ctx, ghost=state.ghost, rules=state.rules)


def _win_hand(state: GameState, seat: int, tile: Tile, self_drawn: bool) -> Hand:
    standing = _remove(state.hands[seat], tile) if self_drawn else state.hands[seat]
    return Hand(state.melds[seat], standing, tile)


def _legal_win(state: GameState, seat: int, tile: Tile, *, self_drawn: bool, robbed: bool = False) -> bool:
    if state.barred[seat]:
        return False
    if state.rules is not None:
        if not (self_drawn or robbed):
            return False  # 推倒和: no win on a discard
        standing = _remove(state.hands[seat], tile) if self_drawn else state.hands[seat]
        return gd_scoring.is_winning(
            (*standing, tile), len(state.melds[seat]), state.ghost, four_ghosts=state.rules.four_ghosts_win
        )
    standing = _remove(state.hands[seat], tile) if self_drawn else state.hands[seat]
    if tile not in winning_tiles(standing, len(state.melds[seat])):
        return False
    ctx = win_context(state, seat, tile, self_drawn=self_drawn, robbed=robbed)
    result = _score(Hand(state.melds[seat], standing, tile), ctx)
    return result is not None and meets_minimum(result)


# ---------------------------------------------------------------------------------------- claims

_CLAIM_RANK = {ActionKind.WIN: 3, ActionKind.KONG: 2, ActionKind.PUNG: 2, ActionKind.CHOW: 1}


def claim_priority(action: Action, discarder: int) -> tuple[int, int]:
    """Sort key of a claim (higher first): a win over a pung or kong over a chow; among claims of
    the same rank, the seat first counter-clockwise (in turn order) from the discarder.

    >>> win_0, win_1, win_3 = (Action(ActionKind.WIN, seat, Tile.M5) for seat in (0, 1, 3))
    >>> pung_0 = Action(ActionKind.PUNG, 0, Tile.M5)
    >>> claim_priority(win_3, 2) > claim_priority(win_0, 2)  # 下家 of the discarder first
    True
    >>> claim_priority(win_1, 0) > claim_priority(win_3, 0)
    True
    >>> claim_priority(win_3, 2) > claim_priority(pung_0, 2)
    True
    """
    return _CLAIM_RANK[action.kind], -((action.seat - discarder) % SEATS)


def resolve_claims(claims: Iterable[Action], discarder: int) -> Action | None:
    """The claim that takes the tile, or None when every answer passed."""
    best = None
    for claim in claims:
        if claim.kind is ActionKind.PASS:
            continue
        if best is None or claim_priority(claim, discarder) > claim_priority(best, discarder):
            best = claim
    return best


def _claim_options(state: GameState, seat: int) -> list[Action]:
    """What ``seat`` may answer to the discard waiting in ``state`` (PASS last)."""
    tile = state.last_discard
    discarder = state.discarder
    assert tile is not None
    assert discarder is not None
    options: list[Action] = []
    if state.rules is not None:  # Guangdong: pungs and kongs only, never a ghost, not after 漏碰
        if state.wall.remaining > 0 and tile != state.ghost and tile not in state.passed_pungs[seat]:
            held = state.hands[seat].count(tile)
            if held >= 3:
                options.append(Action(ActionKind.KONG, seat, tile))
            if held >= 2:
                options.append(Action(ActionKind.PUNG, seat, tile))
        options.append(Action(ActionKind.PASS, seat, tile))
        return options
    if _legal_win(state, seat, tile, self_drawn=False):
        options.append(Action(ActionKind.WIN, seat, tile))
    if state.wall.remaining > 0:  # no claims on the last discard but a win (海底捞月)
        hand = state.hands[seat]
        held = hand.count(tile)
        if held >= 3:
            options.append(Action(ActionKind.KONG, seat, tile))
        if held >= 2:
            options.append(Action(ActionKind.PUNG, seat, tile))
        if seat == (discarder + 1) % SEATS and is_suited(tile):
            rank = tile & 0xF
            for start_rank in (rank - 2, rank - 1, rank):
                if not 1 <= start_rank <= 7:
                    continue
                start = tile - rank + start_rank
                others = [t for t in (start, start + 1, start + 2) if t != tile]
                if all(TILES[t] in hand for t in others):
                    options.append(Action(ActionKind.CHOW, seat, tile, TILES[start]))
    options.append(Action(ActionKind.PASS, seat, tile))
    return options


def _rob_options(state: GameState, seat: int) -> list[Action]:
    tile = state.last_discard
    assert tile is not None
    if _legal_win(state, seat, tile, self_drawn=False, robbed=True):
        return [Action(ActionKind.WIN, seat, tile), Action(ActionKind.PASS, seat, tile)]
    return [Action(ActionKind.PASS, seat, tile)]


def _turn_options(state: GameState, seat: int) -> list[Action]:
    hand = state.hands[seat]
    options: list[Action] = []
    drawn = state.last_draw
    if drawn is not None and _legal_win(state, seat, drawn, self_drawn=True):
        options.append(Action(ActionKind.WIN, seat, drawn))
    if drawn is not None and state.wall.remaining > 0:  # kongs only after a draw, with a replacement left
        counts = count_table(hand)
        for t in sorted(set(hand)):
            if counts[t] == 4:
                options.append(Action(ActionKind.CONCEALED_KONG, seat, t))
        for meld in state.melds[seat]:
            if meld.kind is MeldKind.PUNG and counts[meld.tile]:
                options.append(Action(ActionKind.PROMOTED_KONG, seat, meld.tile))
    options.extend(Action(ActionKind.DISCARD, seat, t) for t in sorted(set(hand)))
    return options


def legal_actions(state: GameState, seat: int) -> list[Action]:
    """Every action ``seat`` may take now, in a fixed order (a win first, a pass last); empty when
    the game does not wait for this seat."""
    _check_seat(seat)
    if state.phase is Phase.DISCARD:
        return _turn_options(state, seat) if seat == state.turn else []
    if state.phase is Phase.CLAIM:
        return _claim_options(state, seat) if seat in state.pending else []
    if state.phase is Phase.ROB:
        return _rob_options(state, seat) if seat in state.pending else []
    return []


# ---------------------------------------------------------------------------------------- apply


class _Draft:
    """A mutable copy of a state's fields while an action is applied (copy-on-apply)."""

    _NAMES: tuple[str, ...] = ()

    def __init__(self, state: GameState) -> None:
        for name in self._NAMES:
            setattr(self, name, getattr(state, name))
        self.hands = list(state.hands)
        self.melds = list(state.melds)
        self.discards = list(state.discards)
        self.flowers = list(state.flowers)
        self.barred = list(state.barred)
        self.scores = list(state.scores)
        self.penalty_payments = list(state.penalty_payments)
        self.events: list[Any] = []

    def freeze(self) -> GameState:
        values = {name: getattr(self, name) for name in self._NAMES}
        for name in ("hands", "melds", "discards", "flowers", "barred", "scores", "penalty_payments"):
            values[name] = tuple(values[name])
        return GameState(**values)


_Draft._NAMES = tuple(f.name for f in fields(GameState))


def apply(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    """Apply one action; return the new state and what happened.  Raises :class:`IllegalAction`
    for an action not in ``legal_actions(state, action.seat)`` (see the module docstring for a
    WIN declared in penalties mode)."""
    if not isinstance(action, Action):
        raise IllegalAction(f"not an action: {action!r}")
    _check_seat(action.seat)
    if action.tile not in _PLAYING_TILES:
        raise IllegalAction(f"{action.tile!r} is not a playing tile")
    if state.phase is Phase.ENDED:
        raise IllegalAction("the hand is over")
    options = legal_actions(state, action.seat)
    if action not in options:
        if action.kind is ActionKind.WIN:
            return _false_win(state, action)
        raise IllegalAction(_why_illegal(state, action))
    action = options[options.index(action)]  # the engine's own value (a Tile, not a bare int)
    d = _Draft(state)
    d.history = (*state.history, action)
    kind = action.kind
    if state.phase is Phase.DISCARD:
        if kind is ActionKind.DISCARD:
            _discard(d, action.seat, action.tile)
        elif kind is ActionKind.CONCEALED_KONG:
            _concealed_kong(d, action.seat, action.tile)
        elif kind is ActionKind.PROMOTED_KONG:
            _promoted_kong(d, action.seat, action.tile)
        else:
            _settle_win(d, action.seat, action.tile, discarder=None, robbed=False)
    else:
        if state.rules is not None and kind is ActionKind.PASS and state.phase is Phase.CLAIM:
            passed = list(d.passed_pungs)  # 漏碰: no pung of this tile again before the seat's next draw
            passed[action.seat] = (*passed[action.seat], action.tile)
            d.passed_pungs = tuple(passed)
        d.pending = tuple(s for s in d.pending if s != action.seat)
        d.responses = (*d.responses, action)
        if not d.pending:
            _resolve(d)
    return d.freeze(), d.events


def _draw(d: _Draft, seat: int, *, back: bool, source: DrawSource) -> None:
    """Draw for ``seat`` (flowers replaced from the back); the seat is then to move.  An empty wall
    ends the hand (荒庄)."""
    d.turn = seat
    d.last_discard = None
    d.discarder = None
    d.pending = ()
    d.responses = ()
    while True:
        if d.wall.remaining == 0:
            _exhaust(d)
            return
        tile_id, d.wall = d.wall.draw_back() if back else d.wall.draw()
        tile = TILE_KINDS[tile_id]
        d.events.append(TileDrawn(seat, tile, back))
        if is_flower(tile):
            d.flowers[seat] = (*d.flowers[seat], tile)
            d.events.append(FlowerReplaced(seat, tile))
            back, source = True, DrawSource.FLOWER
            continue
        d.hands[seat] = _with(d.hands[seat], tile)
        d.phase = Phase.DISCARD
        d.last_draw = tile
        d.draw_source = source
        if d.rules is not None:
            passed = list(d.passed_pungs)
            passed[seat] = ()
            d.passed_pungs = tuple(passed)
            if source is not DrawSource.KONG:
                d.kong_liable = None
        return


def _exhaust(d: _Draft) -> None:
    d.phase = Phase.ENDED
    d.last_draw = None
    d.draw_source = None
    d.events.append(WallExhausted())
    d.kong_liable = None
    d.result = HandResult(
        hand_number=d.hand_number,
        dealer=d.dealer,
        round_wind=d.round_wind,
        winner=None,
        discarder=None,
        robbed=False,
        self_drawn=False,
        total=0,
        fans=(),
        payments=tuple(p + k for p, k in zip(d.penalty_payments, d.kong_payments, strict=True)),
        turns=sum(len(x) for x in d.discards),
        kong_payments=tuple(d.kong_payments),
    )


def _discard(d: _Draft, seat: int, tile: Tile) -> None:
    if d.ghost is not None and tile == d.ghost:
        counts = list(d.ghosts_discarded)
        counts[seat] += 1
        d.ghosts_discarded = tuple(counts)
    d.hands[seat] = _remove(d.hands[seat], tile)
    d.discards[seat] = (*d.discards[seat], Discard(tile))
    d.events.append(TileDiscarded(seat, tile))
    _await_answers(d, seat, tile, Phase.CLAIM, _claim_options)


def _await_answers(d: _Draft, seat: int, tile: Tile, phase: Phase, options) -> None:
    """Offer ``tile`` (a discard, or a kong to rob) to the other seats that can do more than pass."""
    d.last_draw = None
    d.draw_source = None
    d.phase = phase
    d.last_discard = tile
    d.discarder = seat
    d.responses = ()
    probe = d.freeze()
    d.pending = tuple(s for s in ((seat + k) % SEATS for k in range(1, SEATS)) if len(options(probe, s)) > 1)
    if not d.pending:
        _resolve(d)


def _concealed_kong(d: _Draft, seat: int, tile: Tile) -> None:
    d.hands[seat] = _remove(d.hands[seat], tile, 4)
    meld = Meld(MeldKind.KONG, tile, concealed=True, claimed_from=None)
    d.melds[seat] = (*d.melds[seat], meld)
    d.events.append(KongDeclared(seat, meld))
    if d.rules is not None:
        _pay_kong(d, kong_payment("concealed", seat, d.rules))
        d.kong_liable = None
    _draw(d, seat, back=True, source=DrawSource.KONG)


def _pay_kong(d: _Draft, net: tuple[int, ...]) -> None:
    d.kong_payments = tuple(a + b for a, b in zip(d.kong_payments, net, strict=True))
    d.scores = [a + b for a, b in zip(d.scores, net, strict=True)]


def _promoted_kong(d: _Draft, seat: int, tile: Tile) -> None:
    d.hands[seat] = _remove(d.hands[seat], tile)
    melds = list(d.melds[seat])
    index = next(i for i, m in enumerate(melds) if m.kind is MeldKind.PUNG and m.tile == tile)
    meld = Meld(MeldKind.KONG, tile, claimed_from=melds[index].claimed_from, promoted=True)
    melds[index] = meld
    d.melds[seat] = tuple(melds)
    d.events.append(KongDeclared(seat, meld))
    d.kong_immediate = d.last_draw == tile  # "未即时加杠的不收取分数"
    _await_answers(d, seat, tile, Phase.ROB, _rob_options)


def _resolve(d: _Draft) -> None:
    """Every answer is in: the claim with priority takes the tile, or play goes on."""
    discarder = d.discarder
    tile = d.last_discard
    assert discarder is not None
    assert tile is not None
    best = resolve_claims(d.responses, discarder)
    if d.phase is Phase.ROB:
        if best is None:
            if d.rules is not None:
                kong = next(m for m in d.melds[discarder] if m.promoted and m.tile == tile)
                kind = "promoted" if d.kong_immediate else "late_promoted"
                _pay_kong(d, kong_payment(kind, discarder, d.rules))
                d.kong_liable = (discarder - kong.claimed_from) % SEATS  # who fed the pung (补杠杠开)
            _draw(d, discarder, back=True, source=DrawSource.KONG)
            return
        melds = list(d.melds[discarder])
        index = next(
            i for i, m in enumerate(melds) if m.kind is MeldKind.KONG and m.promoted and m.tile == tile
        )
        melds[index] = Meld(MeldKind.PUNG, tile, claimed_from=melds[index].claimed_from)
        d.melds[discarder] = tuple(melds)
        if d.rules is not None:  # 抢杠和 may have several winners (一炮多响)
            winners = [
                a.seat
                for a in sorted(
                    (a for a in d.responses if a.kind is ActionKind.WIN),
                    key=lambda a: claim_priority(a, discarder),
                    reverse=True,
                )
            ]
            _settle_guangdong(d, winners, tile, robbed_from=discarder)
            return
        _settle_win(d, best.seat, tile, discarder=discarder, robbed=True)
        return
    if best is None:
        _draw(d, (discarder + 1) % SEATS, back=False, source=DrawSource.WALL)
        return
    if best.kind is ActionKind.WIN:
        _settle_win(d, best.seat, tile, discarder=discarder, robbed=False)
        return
    claimer = best.seat
    pile = list(d.discards[discarder])
    pile[-1] = Discard(tile, claimed_by=claimer)
    d.discards[discarder] = tuple(pile)
    source = Seat((claimer - discarder) % SEATS)
    if best.kind is ActionKind.CHOW:
        start = best.chow_start
        assert start is not None
        hand = d.hands[claimer]
        for t in (start, start + 1, start + 2):
            if t != tile:
                hand = _remove(hand, TILES[t])
        d.hands[claimer] = hand
        meld = Meld(MeldKind.CHOW, start, claimed_from=Seat.LEFT, claimed_index=tile - start)
    elif best.kind is ActionKind.PUNG:
        d.hands[claimer] = _remove(d.hands[claimer], tile, 2)
        meld = Meld(MeldKind.PUNG, tile, claimed_from=source)
    else:
        d.hands[claimer] = _remove(d.hands[claimer], tile, 3)
        meld = Meld(MeldKind.KONG, tile, claimed_from=source)
    d.melds[claimer] = (*d.melds[claimer], meld)
    d.events.append(MeldClaimed(claimer, meld, discarder))
    if d.rules is not None and meld.kind is MeldKind.KONG:
        _pay_kong(d, kong_payment("direct", claimer, d.rules, discarder=discarder))
        d.kong_liable = discarder  # 点杠杠开
    d.last_discard = None
    d.discarder = None
    d.pending = ()
    d.responses = ()
    d.turn = claimer
    if meld.kind is MeldKind.KONG:
        _draw(d, claimer, back=True, source=DrawSource.KONG)
    else:
        d.phase = Phase.DISCARD
        d.last_draw = None
        d.draw_source = None


def _settle_guangdong(d: _Draft, winners: list[int], tile: Tile, *, robbed_from: int | None) -> None:
    """Score and pay a Guangdong win (several winners only when robbing one kong)."""
    probe = d.freeze()
    assert probe.rules is not None
    self_drawn = robbed_from is None
    results = [score_guangdong(probe, w, tile, self_drawn=self_drawn, robbed=not self_drawn) for w in winners]
    horses = dict(enumerate(probe.horses))
    winner = winners[0]
    liable = None
    if self_drawn:
        settlement = settle(
            winner=winner,
            value=results[0].total,
            horses=horses,
            liable=(liable := _liable(probe, winner)),
            rules=probe.rules,
        )
    else:
        liable = robbed_from
        settlement = settle_robbed(
            [(w, r.total) for w, r in zip(winners, results, strict=True)], robbed_from, horses, probe.rules
        )
    payments = settlement.payments
    if not self_drawn:  # the one robbed tile joins the first winner's hand; each result shows its own win
        d.hands[winner] = _with(d.hands[winner], tile)
    for w, r in zip(winners, results, strict=True):
        d.events.append(HandWon(w, robbed_from, not self_drawn, r.total, (), payments))
    _end_with_win(
        d,
        winner,
        payments,
        d.kong_payments,
        discarder=robbed_from,
        robbed=not self_drawn,
        self_drawn=self_drawn,
        total=results[0].total,
        fans=(),
        hand=results[0].hand,
        guangdong=tuple(results),
        settlement=settlement,
        kong_payments=tuple(d.kong_payments),
        liable=liable,
    )


def _end_with_win(
    d: _Draft, winner: int, payments: Sequence[int], other: Sequence[int], **result: Any
) -> None:
    """End the hand with ``winner``'s win: scores move by ``payments``; the result's net payments
    add ``other`` (the hand's penalties, or its kong payments, already in the scores)."""
    d.scores = [s + p for s, p in zip(d.scores, payments, strict=True)]
    d.phase = Phase.ENDED
    d.turn = winner
    d.pending = ()
    d.responses = ()
    net = tuple(p + q for p, q in zip(payments, other, strict=True))
    d.result = HandResult(
        hand_number=d.hand_number,
        dealer=d.dealer,
        round_wind=d.round_wind,
        winner=winner,
        payments=net,
        turns=sum(len(x) for x in d.discards),
        **result,
    )


def _liable(state: GameState, winner: int) -> int | None:
    """Who pays for all three on a self-drawn win: the feeder of the kong whose replacement won
    (点杠杠开 / 补杠杠开), else the feeder of the fourth exposed set (十二张落地)."""
    if state.draw_source is DrawSource.KONG and state.kong_liable is not None:
        return state.kong_liable
    melds = state.melds[winner]
    if len(melds) == 4 and not melds[3].concealed and melds[3].claimed_from is not None:
        return (winner - melds[3].claimed_from) % SEATS
    return None


def _settle_win(d: _Draft, winner: int, tile: Tile, *, discarder: int | None, robbed: bool) -> None:
    if d.rules is not None:
        _settle_guangdong(d, [winner], tile, robbed_from=discarder if robbed else None)
        return
    probe = d.freeze()
    self_drawn = discarder is None
    ctx = win_context(probe, winner, tile, self_drawn=self_drawn, robbed=robbed)
    hand = _win_hand(probe, winner, tile, self_drawn)
    result = _score(hand, ctx)
    assert result is not None
    assert meets_minimum(result)
    payments = win_payments(result.total, winner, discarder)
    fans = tuple((int(f.fan), f.count) for f in result.fans)
    if not self_drawn and not robbed:
        assert discarder is not None
        pile = list(d.discards[discarder])
        pile[-1] = Discard(tile, claimed_by=winner)
        d.discards[discarder] = tuple(pile)
    if not self_drawn:
        d.hands[winner] = _with(d.hands[winner], tile)
    d.events.append(HandWon(winner, discarder, robbed, result.total, fans, payments))
    _end_with_win(
        d,
        winner,
        payments,
        d.penalty_payments,
        discarder=discarder,
        robbed=robbed,
        self_drawn=self_drawn,
        total=result.total,
        fans=fans,
        hand=hand,
        context=ctx,
    )


# ---------------------------------------------------------------------------------------- false wins


def _win_attempt(state: GameState, action: Action) -> tuple[bool, bool]:
    """Check that ``action`` is a WIN the seat may at least declare now; return (self_drawn, robbed)."""
    seat, tile = action.seat, action.tile
    if state.phase is Phase.DISCARD:
        if seat != state.turn:
            raise IllegalAction(
                f"seat {seat} cannot declare a win: it is seat {state.turn}'s turn and no tile is offered"
            )
        if state.last_draw is None:
            raise IllegalAction(
                f"seat {seat} drew no tile this turn (after a claim only a discard is allowed)"
            )
        if tile != state.last_draw:
            raise IllegalAction(
                f"seat {seat} drew {tile_token(state.last_draw)}, not {tile_token(tile)}: "
                "a self-drawn win is on the tile drawn"
            )
        self_drawn, robbed = True, False
    else:
        answered = {a.seat for a in state.responses}
        if seat == state.discarder:
            raise IllegalAction(
                f"seat {seat} cannot win on its own {'kong' if state.phase is Phase.ROB else 'discard'}"
            )
        if state.rules is not None and state.phase is Phase.CLAIM:  # whether or not the seat may answer
            raise IllegalAction(
                f"seat {seat} cannot win on {tile_token(tile)}: Guangdong mahjong has no win on a discard "
                "(推倒和): a win is self-drawn or robs a kong"
            )
        if seat not in state.pending and (seat in answered or not state.penalties):
            raise IllegalAction(f"seat {seat} has no answer to give now")
        if tile != state.last_discard:
            raise IllegalAction(
                f"the tile on offer is {tile_token(state.last_discard)}, not {tile_token(tile)}"
            )
        self_drawn, robbed = False, state.phase is Phase.ROB
    if state.barred[seat]:
        raise IllegalAction(f"seat {seat} declared a false win earlier and may not win this hand (停和)")
    return self_drawn, robbed


def explain_win(state: GameState, seat: int, tile: Tile, *, self_drawn: bool, robbed: bool = False) -> str:
    """Why ``seat`` cannot win on ``tile`` now ("" when it can)."""
    if _legal_win(state, seat, tile, self_drawn=self_drawn, robbed=robbed):
        return ""
    hand = _win_hand(state, seat, tile, self_drawn)
    if state.rules is not None:
        if not (self_drawn or robbed):
            return "Guangdong mahjong has no win on a discard (推倒和): a win is self-drawn or robs a kong"
        ghost = f" (the ghost {tile_token(state.ghost)} standing for any tile)" if state.ghost else ""
        return f"{format_tiles(hand.standing)} with {tile_token(tile)} makes no winning shape{ghost}"
    ctx = win_context(state, seat, tile, self_drawn=self_drawn, robbed=robbed)
    result = _score(hand, ctx)
    if result is None:
        return f"{format_tiles(hand.standing)} with {tile_token(tile)} makes no winning shape"
    fans = ", ".join(f"{f.fan.name.lower()}{f' x{f.count}' if f.count > 1 else ''}" for f in result.best.fans)
    return (
        f"the hand scores {result.base} points without flowers ({fans or 'no fans'}); "
        f"a win needs at least {MINIMUM_POINTS}"
    )


def _false_win(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    self_drawn, robbed = _win_attempt(state, action)
    action = Action(ActionKind.WIN, action.seat, TILES[action.tile])
    seat, tile = action.seat, action.tile
    reason = explain_win(state, seat, tile, self_drawn=self_drawn, robbed=robbed)
    if not state.penalties:
        raise IllegalAction(f"seat {seat} cannot win on {tile_token(tile)}: {reason}")
    hand = _win_hand(state, seat, tile, self_drawn)
    ready = count_shanten(hand.standing, len(hand.melds)).shanten <= 0
    if ready:
        payments, name = false_win_payments(seat), "错和"
    else:
        payments, name = false_ready_payments(seat), "诈和"
    d = _Draft(state)
    d.history = (*state.history, action)
    d.barred[seat] = True
    d.scores = [s + p for s, p in zip(d.scores, payments, strict=True)]
    d.penalty_payments = [s + p for s, p in zip(d.penalty_payments, payments, strict=True)]
    d.events.append(FalseWinRefused(seat, tile, f"{name}: {reason}", payments))
    if state.phase is not Phase.DISCARD:  # the false win is this seat's answer: a pass
        d.responses = (*d.responses, Action(ActionKind.PASS, seat, tile))
        d.pending = tuple(s for s in d.pending if s != seat)
        if seat in state.pending and not d.pending:
            _resolve(d)
    return d.freeze(), d.events


def _why_illegal(state: GameState, action: Action) -> str:
    seat, kind, token = action.seat, action.kind, tile_token(action.tile)
    what = f"seat {seat} cannot {kind.value.replace('_', ' ')} {token}"
    if state.phase is Phase.DISCARD:
        if seat != state.turn:
            return f"{what}: it is seat {state.turn}'s turn"
        if kind in (ActionKind.CHOW, ActionKind.PUNG, ActionKind.KONG, ActionKind.PASS):
            return f"{what}: there is no discard to answer; seat {seat} must discard"
        if kind is ActionKind.DISCARD:
            return f"{what}: there is no {token} among its standing tiles"
        if state.last_draw is None:
            return f"{what}: a kong is declared only after drawing a tile, not after a claim"
        if state.wall.remaining == 0:
            return f"{what}: the wall has no replacement tile left"
        return f"{what}: it needs four {token} in hand, or an exposed pung of {token} and the fourth in hand"
    if state.phase is Phase.ENDED:
        return "the hand is over"
    if seat == state.discarder:
        return f"{what}: the tile is its own"
    if seat not in state.pending:
        return f"{what}: it has answered already or has nothing to answer"
    if action.tile != state.last_discard:
        return f"{what}: the tile on offer is {tile_token(state.last_discard)}"
    if state.phase is Phase.ROB:
        return f"{what}: a promoted kong may only be robbed (win) or passed"
    if state.wall.remaining == 0:
        return f"{what}: the last discard may be claimed only for a win (海底捞月)"
    if kind is ActionKind.CHOW:
        if seat != (state.discarder + 1) % SEATS:
            return f"{what}: only the next player (下家) may chow"
        return f"{what}: the chow needs the two other tiles in hand"
    if kind in (ActionKind.PUNG, ActionKind.KONG):
        need = 2 if kind is ActionKind.PUNG else 3
        return f"{what}: it needs {need} {token} in hand"
    return f"{what}: not allowed now"


# ---------------------------------------------------------------------------------------- play, replay


Decide = Callable[[int, SeatView, list[Action]], Action]


def play_hand(state: GameState, decide: Decide) -> tuple[GameState, list[Event]]:
    """Play until the hand ends, asking ``decide(seat, view, options)`` for every action."""
    events: list[Event] = []
    while state.phase is not Phase.ENDED:
        seat = seats_to_act(state)[0]
        options = legal_actions(state, seat)
        state, happened = apply(state, decide(seat, seat_view(state, seat), options))
        events.extend(happened)
    return state, events


def replay_steps(
    seed: int, actions: Iterable[Action], **new_hand_kwargs: Any
) -> Iterator[tuple[GameState, list[Event]]]:
    """The state and events after each action, starting from ``new_hand(seed, **new_hand_kwargs)``."""
    state = new_hand(seed, **new_hand_kwargs)
    for action in actions:
        state, events = apply(state, action)
        yield state, events


def replay(seed: int, actions: Iterable[Action], **new_hand_kwargs: Any) -> tuple[GameState, list[Event]]:
    """Replay a hand from its seed and actions: the final state and every event, in order."""
    state = new_hand(seed, **new_hand_kwargs)
    events: list[Event] = []
    for action in actions:
        state, happened = apply(state, action)
        events.extend(happened)
    return state, events


def tile_counts(state: GameState) -> list[int]:
    """A count table of every tile of the hand, wherever it is: standing, melds, unclaimed
    discards, flowers and the wall.  Always 4 of each kind and 1 of each flower (144 in all)."""
    counts = [0] * len(TILES)  # playing tiles and flowers
    for i in state.wall.live:
        counts[TILE_KINDS[i]] += 1
    for seat in range(SEATS):
        for t in state.hands[seat]:
            counts[t] += 1
        for meld in state.melds[seat]:
            for t in meld.tiles:
                counts[t] += 1
        for d in state.discards[seat]:
            if d.claimed_by is None:
                counts[d.tile] += 1
        for t in state.flowers[seat]:
            counts[t] += 1
        for t in state.horses[seat] if state.horses else ():
            counts[t] += 1
    if state.indicator is not None:
        counts[state.indicator] += 1
    return counts


# ---------------------------------------------------------------------------------------- match

# After round r (1-3): new seating[place] = old seating[SEAT_CHANGES[r][place]] (places 0-3 = E S W N).
SEAT_CHANGES = {1: (1, 0, 3, 2), 2: (3, 2, 0, 1), 3: (1, 0, 3, 2)}


@dataclass(frozen=True, slots=True)
class MatchState:
    """A match (局) of 16 hands.  Places 0-3 are the table's East, South, West and North (the game's
    seats); ``seating[place]`` is the player sitting there this round; ``scores`` are per player."""

    seed: int
    hand_number: int = 1  # the hand to play next, 1-16; 17 once the match is over
    seating: tuple[int, ...] = (0, 1, 2, 3)
    scores: tuple[int, ...] = (0, 0, 0, 0)
    results: tuple[HandResult, ...] = ()
    penalties: bool = False
    rules: GuangdongRules | None = None  # Guangdong: 8 hands (副), the dealer as the rules say
    gd_dealer: int = 0  # Guangdong: the place that deals the next hand

    @property
    def hands(self) -> int:
        return GUANGDONG_MATCH_HANDS if self.rules is not None else MATCH_HANDS

    @property
    def finished(self) -> bool:
        return self.hand_number > self.hands

    @property
    def round_index(self) -> int:
        return (self.hand_number - 1) // HANDS_PER_ROUND

    @property
    def round_wind(self) -> Tile:
        if self.rules is not None:
            return Tile.EAST  # no wind fans in Guangdong
        return WINDS[min(self.round_index, MATCH_ROUNDS - 1)]

    @property
    def dealer(self) -> int:
        """The place (seat) that deals the next hand."""
        if self.rules is not None:
            return self.gd_dealer
        return (self.hand_number - 1) % HANDS_PER_ROUND

    def seat_of(self, player: int) -> int:
        return self.seating.index(player)

    @property
    def standard_scores(self) -> tuple[float, ...]:
        """标准分 per player (4 for the first, 2, 1, 0; ties share)."""
        return standard_scores(self.scores)


def new_match(
    seed: int, *, players: int = 4, penalties: bool = False, rules: GuangdongRules | None = None
) -> MatchState:
    if players != SEATS:
        raise TrainerError(f"a match is played by four players, not {players}")
    return MatchState(seed, penalties=penalties and rules is None, rules=rules)


def hand_seed(match_seed: int, hand_number: int) -> int:
    """The seed of a match's hand (1-16): ``16 x match_seed + hand_number - 1``."""
    return MATCH_HANDS * match_seed + hand_number - 1


def start_hand(match: MatchState) -> GameState:
    """Deal the match's next hand."""
    if match.finished:
        raise IllegalAction(f"the match is over: all {match.hands} hands have been played")
    return new_hand(
        hand_seed(match.seed, match.hand_number),
        dealer=match.dealer,
        round_wind=match.round_wind,
        scores=tuple(match.scores[player] for player in match.seating),
        hand_number=match.hand_number,
        penalties=match.penalties,
        rules=match.rules,
    )


def next_hand(match: MatchState, result: HandResult) -> MatchState:
    """Record a hand's result (payments per place) and move on: the deal passes to the next place;
    after every fourth hand the players change places (``SEAT_CHANGES``)."""
    if match.finished:
        raise IllegalAction(f"the match is over: all {match.hands} hands have been played")
    if result.hand_number != match.hand_number:
        raise IllegalAction(f"the match is at hand {match.hand_number}, not hand {result.hand_number}")
    scores = list(match.scores)
    for place, amount in enumerate(result.payments):
        scores[match.seating[place]] += amount
    number = match.hand_number + 1
    if match.rules is not None:  # no seat changes; the dealer stays on a draw
        dealer = match.gd_dealer
        if result.winner is not None and result.winner != dealer:
            dealer = result.winner if match.rules.dealer_rule == "winner" else (dealer + 1) % SEATS
        return replace(
            match,
            hand_number=number,
            scores=tuple(scores),
            results=(*match.results, result),
            gd_dealer=dealer,
        )
    seating = match.seating
    finished_round = match.hand_number // HANDS_PER_ROUND if match.hand_number % HANDS_PER_ROUND == 0 else 0
    if finished_round in SEAT_CHANGES:
        seating = tuple(seating[i] for i in SEAT_CHANGES[finished_round])
    return replace(
        match,
        hand_number=number,
        seating=seating,
        scores=tuple(scores),
        results=(*match.results, result),
    )
