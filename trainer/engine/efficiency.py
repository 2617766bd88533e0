"""Fan-aware efficiency: how far a hand is from a *legal* win, and which draws bring it closer.

In MCR a win needs 8 points (flowers aside), so plain shanten tells only half the story: a ready
hand whose every wait scores 6 cannot win.  This module measures the distance to a legal win.

- **Exactly, near the end.**  A 13-tile hand is at legal distance 0 when it is ready and one of
  its waits scores 8 or more (as a discard win with no other flags, in the given winds); at
  legal distance 1 when some draw, followed by the right discard, leaves such a hand.  Both are
  found by scoring the candidate hands with the scoring engine, never estimated.
- **By fan plans, further out.**  A plan is a fan pattern worth 8 points or more by itself (花龙
  in given suits, 清一色 in one suit, 七对, 混一色 + 碰碰和, ...).  Its distance is the shanten
  toward hands that have the pattern: the plan's fixed sets still missing, plus the shanten of
  the rest of the hand restricted to the tiles the plan allows.  Any completed plan scores at
  least its points (a fan is only ever excluded by a bigger one), so a plan's distance is an
  upper bound on the legal distance; beyond distance 1 the legal distance is the best plan's.

The legal useful tiles of a hand are the draws that lower its legal distance.  Counted with the
unseen copies, they rank discards "by effective tiles toward a legal win".

>>> from trainer.engine.notation import parse_hand, format_tiles
>>> analysis = analyse_hand(parse_hand("123m456p78s11sEES"))
>>> analysis.shanten, analysis.legal_distance, format_tiles(analysis.legal_useful)
(1, 1, '19sE')
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from itertools import permutations

from .decompose import CHOW, PAIR, PUNG, completing_tiles
from .errors import InvalidHand, NotAWin
from .fans.context import WinContext
from .fans.scoring import score_hand
from .fans.table import FANS, FanId
from .notation import format_tiles, tile_token
from .shanten import (
    KNITTED_ARRANGEMENTS,
    _honors_knitted,
    _knitted_straight,
    _regular,
    _seven_pairs,
    _thirteen_orphans,
    count_shanten,
    unseen_copies,
)
from .tiles import ALL_KINDS, GREEN_TILES, REVERSIBLE_TILES, TABLE_SIZE, TILES, Hand, Meld, MeldKind, Tile

F = FanId
_SUIT_BASES = (0x10, 0x20, 0x30)
_HONORS = tuple(range(0x41, 0x48))
_WINDS = tuple(range(0x41, 0x45))
_DRAGONS = tuple(range(0x45, 0x48))
FAR = 99  # a distance meaning "out of reach"


class PlanForm(enum.Enum):
    REGULAR = "regular"
    SEVEN_PAIRS = "seven_pairs"
    HONORS_KNITTED = "honors_knitted"
    KNITTED_STRAIGHT = "knitted_straight"
    THIRTEEN_ORPHANS = "thirteen_orphans"


@dataclass(frozen=True, slots=True)
class Plan:
    """A fan pattern to aim for.

    For the regular form: ``required`` sets (kind, lowest tile) that must be made, ``free_sets``
    more sets and (if ``free_pair``) a pair from the ``allowed`` tiles (None: any tile), pungs
    only when ``pungs_only``.
    """

    key: str
    fans: tuple[FanId, ...]
    form: PlanForm = PlanForm.REGULAR
    required: tuple[tuple[int, int], ...] = ()
    free_sets: int = 0
    free_pair: bool = True
    allowed: frozenset[int] | None = None
    pungs_only: bool = False

    @property
    def points(self) -> int:
        return _PLAN_POINTS[self.fans]

    @property
    def legal(self) -> bool:
        return self.points >= 8

    def name(self, lang: str = "en") -> str:
        field_name = {"en": "en", "zh_CN": "zh", "zh_TW": "zh_tw"}[lang]
        names = " + ".join(getattr(FANS[f], field_name) for f in self.fans)
        if self.required:
            sets = " ".join(_set_text(kind, t) for kind, t in self.required)
            return f"{names} ({sets})"
        if self.allowed is not None and len({t >> 4 for t in self.allowed if t < 0x40}) == 1:
            suit = next(t >> 4 for t in self.allowed if t < 0x40)
            return f"{names} ({'msp'[suit - 1]})"
        return names


_PLAN_POINTS: dict[tuple[FanId, ...], int] = {}


def _set_text(kind: int, t: int) -> str:
    if kind == CHOW:
        return format_tiles((t, t + 1, t + 2))
    return format_tiles((t,) * (2 if kind == PAIR else 3))


@dataclass(frozen=True, slots=True)
class PlanStatus:
    plan: Plan
    distance: int  # shanten toward the plan: 0 = ready for it
    useful: frozenset[Tile]  # draws that lower the distance
    missing: tuple[Tile, ...]  # tiles of the plan's fixed sets not yet held


# ---------------------------------------------------------------------------------------------
# The plans


def _suit_tiles(suit_base: int) -> frozenset[int]:
    return frozenset(suit_base + r for r in range(1, 10))


def _build_plans() -> tuple[Plan, ...]:
    plans: list[Plan] = []
    suits = _SUIT_BASES
    numbered = frozenset(t for b in suits for t in _suit_tiles(b))
    for a, b, c in permutations(suits):
        plans.append(
            Plan(
                f"MIXED_STRAIGHT:{a:x}{b:x}{c:x}",
                (F.MIXED_STRAIGHT,),
                required=((CHOW, a + 1), (CHOW, b + 4), (CHOW, c + 7)),
                free_sets=1,
            )
        )
    for s in suits:
        plans.append(
            Plan(
                f"PURE_STRAIGHT:{s:x}",
                (F.PURE_STRAIGHT,),
                required=((CHOW, s + 1), (CHOW, s + 4), (CHOW, s + 7)),
                free_sets=1,
            )
        )
        plans.append(Plan(f"FULL_FLUSH:{s:x}", (F.FULL_FLUSH,), free_sets=4, allowed=_suit_tiles(s)))
        honors_and_suit = _suit_tiles(s) | frozenset(_HONORS)
        plans.append(
            Plan(
                f"HALF_FLUSH+ALL_PUNGS:{s:x}",
                (F.HALF_FLUSH, F.ALL_PUNGS),
                free_sets=4,
                allowed=honors_and_suit,
                pungs_only=True,
            )
        )
        for start in range(1, 8):
            plans.append(
                Plan(
                    f"PURE_TRIPLE_CHOW:{s + start:x}",
                    (F.PURE_TRIPLE_CHOW,),
                    required=((CHOW, s + start),) * 3,
                    free_sets=1,
                )
            )
            plans.append(
                Plan(
                    f"PURE_SHIFTED_PUNGS:{s + start:x}",
                    (F.PURE_SHIFTED_PUNGS,),
                    required=tuple((PUNG, s + start + i) for i in range(3)),
                    free_sets=1,
                )
            )
        for step in (1, 2):
            for start in range(1, 8 - 2 * step):
                req = tuple((CHOW, s + start + i * step) for i in range(3))
                plans.append(
                    Plan(
                        f"PURE_SHIFTED_CHOWS:{s + start:x}/{step}",
                        (F.PURE_SHIFTED_CHOWS,),
                        required=req,
                        free_sets=1,
                    )
                )
    for start in range(1, 8):
        plans.append(
            Plan(
                f"MIXED_TRIPLE_CHOW:{start}",
                (F.MIXED_TRIPLE_CHOW,),
                required=tuple((CHOW, s + start) for s in suits),
                free_sets=1,
            )
        )
        for a, b, c in permutations(suits):
            req = ((PUNG, a + start), (PUNG, b + start + 1), (PUNG, c + start + 2))
            plans.append(
                Plan(
                    f"MIXED_SHIFTED_PUNGS:{a:x}{b:x}{c:x}{start}",
                    (F.MIXED_SHIFTED_PUNGS,),
                    required=req,
                    free_sets=1,
                )
            )
    for rank in range(1, 10):
        plans.append(
            Plan(
                f"TRIPLE_PUNG:{rank}",
                (F.TRIPLE_PUNG,),
                required=tuple((PUNG, s + rank) for s in suits),
                free_sets=1,
            )
        )
    for left_out in _WINDS:
        winds = tuple((PUNG, w) for w in _WINDS if w != left_out)
        plans.append(Plan(f"BIG_THREE_WINDS:{left_out:x}", (F.BIG_THREE_WINDS,), required=winds, free_sets=1))
    for pair in _DRAGONS:
        pungs = tuple((PUNG, d) for d in _DRAGONS if d != pair)
        plans.append(
            Plan(
                f"LITTLE_THREE_DRAGONS:{pair:x}",
                (F.LITTLE_THREE_DRAGONS,),
                required=(*pungs, (PAIR, pair)),
                free_sets=2,
                free_pair=False,
            )
        )
    plans.append(
        Plan(
            "BIG_THREE_DRAGONS",
            (F.BIG_THREE_DRAGONS,),
            required=tuple((PUNG, d) for d in _DRAGONS),
            free_sets=1,
        )
    )
    ranges = (
        ("UPPER_TILES", F.UPPER_TILES, (7, 8, 9)), ("MIDDLE_TILES", F.MIDDLE_TILES, (4, 5, 6)),
        ("LOWER_TILES", F.LOWER_TILES, (1, 2, 3)), ("UPPER_FOUR", F.UPPER_FOUR, (6, 7, 8, 9)),
        ("LOWER_FOUR", F.LOWER_FOUR, (1, 2, 3, 4)),
    )  # fmt: skip
    for key, fan, ranks in ranges:
        plans.append(Plan(key, (fan,), free_sets=4, allowed=frozenset(s + r for s in suits for r in ranks)))
    plans.append(
        Plan("REVERSIBLE_TILES", (F.REVERSIBLE_TILES,), free_sets=4, allowed=frozenset(REVERSIBLE_TILES))
    )
    plans.append(Plan("ALL_GREEN", (F.ALL_GREEN,), free_sets=4, allowed=frozenset(GREEN_TILES)))
    evens = frozenset(s + r for s in suits for r in (2, 4, 6, 8))
    plans.append(Plan("ALL_EVEN_PUNGS", (F.ALL_EVEN_PUNGS,), free_sets=4, allowed=evens, pungs_only=True))
    outside = frozenset(t for t in numbered if t & 0xF in (1, 9)) | frozenset(_HONORS)
    plans.append(
        Plan(
            "ALL_TERMINALS_AND_HONORS",
            (F.ALL_TERMINALS_AND_HONORS,),
            free_sets=4,
            allowed=outside,
            pungs_only=True,
        )
    )
    plans.append(Plan("SEVEN_PAIRS", (F.SEVEN_PAIRS,), form=PlanForm.SEVEN_PAIRS))
    plans.append(
        Plan(
            "LESSER_HONORS_AND_KNITTED_TILES",
            (F.LESSER_HONORS_AND_KNITTED_TILES,),
            form=PlanForm.HONORS_KNITTED,
        )
    )
    plans.append(Plan("KNITTED_STRAIGHT", (F.KNITTED_STRAIGHT,), form=PlanForm.KNITTED_STRAIGHT))
    plans.append(Plan("THIRTEEN_ORPHANS", (F.THIRTEEN_ORPHANS,), form=PlanForm.THIRTEEN_ORPHANS))
    # below 8 on their own: shown as plans in reach, never counted as a legal route
    for s in suits:
        plans.append(
            Plan(
                f"HALF_FLUSH:{s:x}", (F.HALF_FLUSH,), free_sets=4, allowed=_suit_tiles(s) | frozenset(_HONORS)
            )
        )
    plans.append(Plan("ALL_PUNGS", (F.ALL_PUNGS,), free_sets=4, pungs_only=True))
    return tuple(plans)


PLANS: tuple[Plan, ...] = _build_plans()
_PLAN_POINTS.update({p.fans: sum(FANS[f].points for f in p.fans) for p in PLANS})
LEGAL_PLANS: tuple[Plan, ...] = tuple(p for p in PLANS if p.legal)


def _set_tiles(kind: int, t: int) -> tuple[int, ...]:
    if kind == CHOW:
        return (t, t + 1, t + 2)
    return (t,) * (2 if kind == PAIR else 3)


def _meld_set(meld: Meld) -> tuple[int, int]:
    return (CHOW if meld.kind is MeldKind.CHOW else PUNG, int(meld.tile))


_PUNG_COST = (3, 2, 1, 0, 0)  # tiles lacking for a pung of a kind held 0-4 times
_PAIR_COST = (2, 1, 0, 0, 0)


def _pungs_lacking(histogram: Sequence[int], sets: int) -> int:
    """Tiles lacking for ``sets`` pungs and a pair, from how many allowed kinds are held 0-4 times.

    Only the number of kinds held each number of times matters, so the search runs over five
    classes, not over the kinds.
    """
    best = FAR
    for pair_class in range(5):
        if not histogram[pair_class]:
            continue
        need, cost = sets, _PAIR_COST[pair_class]
        for c in (4, 3, 2, 1, 0):
            take = min(need, histogram[c] - (c == pair_class))
            cost += take * _PUNG_COST[c]
            need -= take
        if need == 0:
            best = min(best, cost)
    return best


def _pungs_status(rest: list[int], sets: int, allowed: Iterable[int]) -> tuple[int, set[int]]:
    """(tiles lacking, useful kinds) for pungs and a pair of the allowed kinds.

    A draw moves one kind up a class; kinds of one class are alike, so a class is tried once.
    """
    by_class: list[list[int]] = [[], [], [], [], []]
    for t in allowed:
        by_class[min(rest[t], 4)].append(t)
    histogram = [len(kinds) for kinds in by_class]
    lacking = _pungs_lacking(histogram, sets)
    useful: set[int] = set()
    for c in range(4):
        if histogram[c]:
            histogram[c] -= 1
            histogram[c + 1] += 1
            if _pungs_lacking(histogram, sets) < lacking:
                useful.update(by_class[c])
            histogram[c] += 1
            histogram[c + 1] -= 1
    return lacking, useful


def plan_status(plan: Plan, counts: list[int], melds: Sequence[Meld]) -> PlanStatus | None:
    """How far the standing tiles (``counts``, 13 - 3 x melds of them) are from ``plan``.

    None when the declared melds rule the plan out.
    """
    if plan.form is not PlanForm.REGULAR:
        return _special_status(plan, counts, melds)
    required = list(plan.required)
    free_sets = plan.free_sets
    for meld in melds:
        kind, t = _meld_set(meld)
        if (kind, t) in required:
            required.remove((kind, t))
        elif (
            free_sets
            and (plan.allowed is None or all(x in plan.allowed for x in meld.tiles))
            and not (plan.pungs_only and kind == CHOW)
        ):
            free_sets -= 1
        else:
            return None
    rest = counts[:]
    missing: list[int] = []
    for kind, t in required:
        for x in _set_tiles(kind, t):
            if rest[x]:
                rest[x] -= 1
            else:
                missing.append(x)
    if plan.allowed is not None:
        for t in ALL_KINDS:
            if rest[t] and t not in plan.allowed:
                rest[t] = 0
    if plan.pungs_only:
        lacking, useful = _pungs_status(rest, free_sets, plan.allowed or ALL_KINDS)
    else:
        phantom = None
        if not plan.free_pair:
            phantom = next((t for t in _HONORS if not rest[t] and t not in (plan.allowed or ())), None)
            if phantom is None:
                return None
            rest[phantom] = 2
        shanten_rest, free_useful = _regular(rest, 4 - free_sets, True)
        lacking = shanten_rest + 1
        useful = {t for t in free_useful if t != phantom and (plan.allowed is None or t in plan.allowed)}
        useful |= _fresh_useful(rest, 4 - free_sets, lacking, plan.allowed or ALL_KINDS, useful)
    useful.update(missing)
    # a kind whose four copies are all held cannot be drawn
    useful = {t for t in useful if counts[t] + sum(m.tiles.count(t) for m in melds) < 4}
    distance = len(missing) + lacking - 1
    return PlanStatus(
        plan, distance, frozenset(TILES[t] for t in useful), tuple(TILES[t] for t in sorted(missing))
    )


def _fresh_useful(
    rest: list[int], fixed: int, lacking: int, allowed: Iterable[int], useful: set[int]
) -> set[int]:
    """Allowed kinds that touch no held tile, when such a lone tile still lowers the lack.

    Shanten tables treat a lone new tile as useless, which holds for a whole hand but not for
    the part of a hand a plan keeps: with too few plan tiles, a lone one starts a pair or set.
    All lone kinds are alike, so one is tried.
    """
    lone = [
        t for t in allowed
        if not rest[t] and t not in useful
        and (t > 0x40 or not any(rest[x] for x in range(t - 2, t + 3) if x >> 4 == t >> 4))
    ]  # fmt: skip
    if not lone:
        return set()
    probe = lone[0]
    rest[probe] += 1
    lower = _regular(rest, fixed, False)[0] + 1 < lacking
    rest[probe] -= 1
    return set(lone) if lower else set()


def _special_status(plan: Plan, counts: list[int], melds: Sequence[Meld]) -> PlanStatus | None:
    if plan.form is PlanForm.KNITTED_STRAIGHT:
        if len(melds) > 1:
            return None
        form = _knitted_straight(counts, len(melds), True)
    elif melds:
        return None
    elif plan.form is PlanForm.SEVEN_PAIRS:
        form = _seven_pairs(counts)
    elif plan.form is PlanForm.HONORS_KNITTED:
        form = _honors_knitted(counts)
    else:
        form = _thirteen_orphans(counts)
    useful = frozenset(t for t in form.useful if counts[t] + sum(m.tiles.count(t) for m in melds) < 4)
    return PlanStatus(plan, form.shanten, useful, ())


def plans_in_reach(
    counts: list[int], melds: Sequence[Meld], *, within: int = 2, legal_only: bool = False
) -> list[PlanStatus]:
    """Every plan no more than ``within`` steps further than the nearest legal plan, nearest first."""
    statuses = []
    best = FAR
    plans = LEGAL_PLANS if legal_only else PLANS
    # cheap lower bounds first, so that far plans are never worked out
    bounds = [(_lower_bound(plan, counts), i) for i, plan in enumerate(plans)]
    bounds.sort()
    for bound, i in bounds:
        plan = plans[i]
        if bound > best + within:
            break
        status = plan_status(plan, counts, melds)
        if status is None:
            continue
        statuses.append(status)
        if plan.legal:
            best = min(best, status.distance)
    keep = [s for s in statuses if s.distance <= best + within]
    keep.sort(key=lambda s: (s.distance, not s.plan.legal, -s.plan.points, s.plan.key))
    return keep


def _lower_bound(plan: Plan, counts: list[int]) -> int:
    """A distance the plan cannot beat, less one: its fixed tiles not held, or the held tiles it
    does not allow (each must be swapped for a draw)."""
    need = _NEEDS[plan.key]
    if need:
        return sum(n - counts[t] for t, n in need if n > counts[t]) - 1
    allowed = _ALLOWED[plan.key]
    if allowed is None:
        return -1
    return sum(counts[t] for t in ALL_KINDS) - sum(counts[t] for t in allowed) - 1


def _needs(plan: Plan) -> tuple[tuple[int, int], ...]:
    if plan.form is not PlanForm.REGULAR:
        return ()
    need: dict[int, int] = {}
    for kind, t in plan.required:
        for x in _set_tiles(kind, t):
            need[x] = need.get(x, 0) + 1
    return tuple(need.items())


_NEEDS = {plan.key: _needs(plan) for plan in PLANS}
_ALLOWED = {plan.key: (tuple(sorted(plan.allowed)) if plan.allowed is not None else None) for plan in PLANS}


# ---------------------------------------------------------------------------------------------
# Exact legality near the end


@dataclass
class LegalCache:
    """Memo of "does this 13-tile hand have a legal wait?", shared across an analysis."""

    ctx: WinContext
    ready_legal: dict[tuple, frozenset[Tile]] = field(default_factory=dict)
    any_legal: dict[tuple, bool] = field(default_factory=dict)


def _key(counts: list[int]) -> tuple[int, ...]:
    return tuple(counts[t] for t in ALL_KINDS)


def _standing(counts: list[int]) -> tuple[Tile, ...]:
    return tuple(TILES[t] for t in ALL_KINDS for _ in range(counts[t]))


def _waits(counts: list[int], melds: Sequence[Meld]) -> list[int]:
    """The formal waits of 13 - 3 x melds standing tiles (every form)."""
    sets_needed = 4 - len(melds)
    waits = set(completing_tiles(counts, sets_needed, seven_pairs=not melds))
    # the special forms, only where the tiles could be ready for them (cheap counts first)
    if len(melds) <= 1 and max(sum(1 for t in seq if counts[t]) for seq in KNITTED_ARRANGEMENTS) >= 8:
        form = _knitted_straight(counts, len(melds), True)
        if form.shanten == 0:
            waits |= form.useful
    if not melds:
        kinds = sum(1 for t in ALL_KINDS if counts[t])
        if kinds >= 12:
            for form in (_thirteen_orphans(counts), _honors_knitted(counts)):
                if form.shanten == 0:
                    waits |= form.useful
    return sorted(waits)


def has_legal_wait(counts: list[int], melds: Sequence[Meld], cache: LegalCache) -> bool:
    """Whether a 13-tile position has a wait that reaches 8 points (stops at the first)."""
    key = (_key(counts), tuple(melds))
    found = cache.any_legal.get(key)
    if found is None:
        complete = cache.ready_legal.get(key)
        found = (
            bool(complete)
            if complete is not None
            else bool(_legal_waits(counts, melds, cache.ctx, first=True))
        )
        cache.any_legal[key] = found
    return found


def legal_waits_of(counts: list[int], melds: Sequence[Meld], cache: LegalCache) -> frozenset[Tile]:
    """The waits of a 13-tile position that reach 8 points (tiles held four times left out)."""
    key = (_key(counts), tuple(melds))
    found = cache.ready_legal.get(key)
    if found is None:
        found = _legal_waits(counts, melds, cache.ctx, first=False)
        cache.ready_legal[key] = found
    return found


def _legal_waits(
    counts: list[int], melds: Sequence[Meld], ctx: WinContext, *, first: bool
) -> frozenset[Tile]:
    legal = set()
    standing = None
    for w in _waits(counts, melds):
        in_hand = counts[w] + sum(m.tiles.count(w) for m in melds)
        if in_hand >= 4:
            continue
        if standing is None:
            standing = _standing(counts)
        try:
            result = score_hand(Hand(tuple(melds), standing, TILES[w]), ctx, explain=False)
        except (NotAWin, InvalidHand):
            continue
        if result.is_legal:
            legal.add(TILES[w])
            if first:
                break
    return frozenset(legal)


def _ready_draws(counts: list[int], melds: Sequence[Meld]) -> set[int]:
    """The draws that make ``12 - 3 x melds`` standing tiles ready (every form)."""
    draws: set[int] = set()
    shanten, useful = _regular(counts, len(melds), True)
    if shanten == 1:  # two tiles short of complete: a useful draw leaves it one short, i.e. ready
        draws.update(useful)
    if not melds:
        pairs = sum(counts[t] >> 1 for t in ALL_KINDS)
        if pairs == 6:
            draws.update(ALL_KINDS)
        elif pairs == 5:
            draws.update(t for t in ALL_KINDS if counts[t] & 1)
    knitted = len(melds) <= 1 and max(sum(1 for t in seq if counts[t]) for seq in KNITTED_ARRANGEMENTS) >= 7
    distinct = not melds and sum(1 for t in ALL_KINDS if counts[t]) >= 11
    if knitted or distinct:
        for t in ALL_KINDS:
            counts[t] += 1
            ready = (knitted and _knitted_straight(counts, len(melds), False).shanten == 0) or (
                distinct and (_thirteen_orphans(counts).shanten == 0 or _honors_knitted(counts).shanten == 0)
            )
            counts[t] -= 1
            if ready:
                draws.add(t)
    return draws


def _exact_legal(counts: list[int], melds: Sequence[Meld], shanten: int, cache: LegalCache):
    """(legal distance, legal useful tiles) when the legal distance is 0 or 1; None beyond.

    Distance 1: some draw, and a discard other than the drawn tile, leave a hand with a legal
    wait.  For each discard, only the draws that make the rest ready are scored.
    """
    if shanten == 0:
        legal = legal_waits_of(counts, melds, cache)
        if legal:
            return 0, legal
    if shanten > 1:
        return None
    held = counts[:]
    for m in melds:
        for t in m.tiles:
            held[t] += 1
    useful: set[int] = set()
    for e in ALL_KINDS:
        if not counts[e]:
            continue
        counts[e] -= 1
        for t in _ready_draws(counts, melds):
            if t == e or t in useful or held[t] >= 4:
                continue
            counts[t] += 1
            if has_legal_wait(counts, melds, cache):
                useful.add(t)
            counts[t] -= 1
        counts[e] += 1
    if useful:
        return 1, frozenset(TILES[t] for t in useful)
    return None


# ---------------------------------------------------------------------------------------------
# Analyses


@dataclass(frozen=True, slots=True)
class HandAnalysis:
    """Plain and fan-aware efficiency of a 13-tile position."""

    shanten: int
    useful: frozenset[Tile]
    useful_count: int
    legal_distance: int  # FAR when no plan is in reach
    legal_useful: frozenset[Tile]
    legal_count: int
    exact: bool  # True when the legal distance was found by scoring hands (distance 0 or 1)
    plans: tuple[PlanStatus, ...]  # plans in reach, nearest first
    legal_waits: frozenset[Tile] = frozenset()  # when ready: the waits that reach 8 points

    @property
    def best_plan(self) -> PlanStatus | None:
        """The nearest plan worth 8 points by itself."""
        return next((p for p in self.plans if p.plan.legal), None)

    @property
    def route(self) -> PlanStatus | None:
        """The plan that reaches the legal distance, if one does (else small fans make the 8)."""
        plan = self.best_plan
        return plan if plan is not None and plan.distance <= self.legal_distance else None


def _counts_of(hand: Hand) -> list[int]:
    counts = [0] * TABLE_SIZE
    for t in hand.standing:
        counts[t] += 1
    return counts


def _analyse(
    counts: list[int], melds: tuple[Meld, ...], unseen: dict[Tile, int], cache: LegalCache, within: int = 2
) -> HandAnalysis:
    plain = count_shanten(counts, len(melds))
    useful = plain.useful
    plans = plans_in_reach(counts, melds, within=within, legal_only=within == 0)
    exact = _exact_legal(counts, melds, plain.shanten, cache)
    legal_plans = [p for p in plans if p.plan.legal]
    if exact is not None:
        distance, legal_useful = exact
    elif legal_plans:
        distance = max(legal_plans[0].distance, 2)
        legal_useful = frozenset().union(*(p.useful for p in legal_plans if p.distance == distance))
    else:
        distance, legal_useful = FAR, frozenset()
    waits = legal_useful if exact is not None and exact[0] == 0 else frozenset()
    return HandAnalysis(
        plain.shanten,
        useful,
        sum(unseen[t] for t in useful),
        distance,
        legal_useful,
        sum(unseen[t] for t in legal_useful),
        exact is not None,
        tuple(plans),
        waits,
    )


def analyse_hand(
    hand: Hand, ctx: WinContext | None = None, *, seen: Iterable[int] | None = None
) -> HandAnalysis:
    """Plain and fan-aware efficiency of a 13-tile hand (standing tiles and melds, no win tile).

    ``seen`` is every tile the player can see (own hand, discards, melds on the table); by default
    only the hand itself.
    """
    if hand.win_tile is not None or len(hand.standing) + 3 * len(hand.melds) != 13:
        raise InvalidHand("the analysis of a position needs 13 tiles without a win tile")
    ctx = _plain_context(ctx)
    unseen = unseen_copies(list(seen) if seen is not None else hand.all_tiles())
    return _analyse(_counts_of(hand), hand.melds, unseen, LegalCache(ctx))


def _plain_context(ctx: WinContext | None) -> WinContext:
    """Legality is judged as a discard win with no other flags, in the given winds."""
    ctx = ctx or WinContext()
    return replace(ctx, self_drawn=False, last_copy=False, kong_related=False, last_tile=False, flowers=0)


@dataclass(frozen=True, slots=True)
class DiscardChoice:
    tile: Tile
    analysis: HandAnalysis
    plain_rank: int
    legal_rank: int


@dataclass(frozen=True, slots=True)
class DiscardAnalysis:
    choices: tuple[DiscardChoice, ...]  # in the fan-aware order, best first
    reason: str  # one sentence a coach can say

    def by_plain(self) -> tuple[DiscardChoice, ...]:
        return tuple(sorted(self.choices, key=lambda c: (c.plain_rank, c.tile)))


def _ranks(rows: list[tuple[tuple, Tile]]) -> dict[Tile, int]:
    rows.sort()
    ranks: dict[Tile, int] = {}
    previous = None
    for place, (key, tile) in enumerate(rows, start=1):
        if key != previous:
            rank = place
            previous = key
        ranks[tile] = rank
    return ranks


def analyse_discards_fan_aware(
    hand: Hand, ctx: WinContext | None = None, *, seen: Iterable[int] | None = None
) -> DiscardAnalysis:
    """Every distinct discard of a 14-tile position with its plain and fan-aware numbers.

    The fan-aware order: least legal distance, then most unseen copies of legal useful tiles,
    then the plain order.  Ties share a rank.
    """
    standing = hand.standing_with_win()
    if len(standing) + 3 * len(hand.melds) != 14:
        raise InvalidHand("a discard analysis needs 14 tiles (13 and the drawn tile)")
    ctx = _plain_context(ctx)
    unseen = unseen_copies(list(seen) if seen is not None else hand.all_tiles())
    counts = [0] * TABLE_SIZE
    for t in standing:
        counts[t] += 1
    cache = LegalCache(ctx)
    analyses = {}
    for t in ALL_KINDS:
        if not counts[t]:
            continue
        counts[t] -= 1
        analyses[TILES[t]] = _analyse(counts[:], hand.melds, unseen, cache, within=0)
        counts[t] += 1
    plain = _ranks([((a.shanten, -a.useful_count), t) for t, a in analyses.items()])
    legal = _ranks(
        [((a.legal_distance, -a.legal_count, a.shanten, -a.useful_count), t) for t, a in analyses.items()]
    )
    choices = sorted(
        (DiscardChoice(t, a, plain[t], legal[t]) for t, a in analyses.items()),
        key=lambda c: (c.legal_rank, c.plain_rank, c.tile),
    )
    return DiscardAnalysis(tuple(choices), explain_choice(choices))


def _plan_phrase(status: PlanStatus | None) -> str:
    if status is None:
        return "smaller fans adding up to 8"
    return f"the {status.plan.name()} plan"


def explain_choice(choices: Sequence[DiscardChoice]) -> str:
    """One sentence on the best fan-aware discard and, where it differs, the plain favourite."""
    best = choices[0]
    a = best.analysis
    tile = tile_token(best.tile)
    if a.legal_distance == 0:
        sentence = f"Discard {tile}: you are ready to win legally on {format_tiles(a.legal_useful)} ({a.legal_count} tiles left)."
    elif a.legal_distance >= FAR:
        sentence = f"Discard {tile}: no plan worth 8 points is in reach; keep the most useful tiles."
    else:
        steps = "one draw" if a.legal_distance == 1 else f"{a.legal_distance} draws"
        sentence = (
            f"Discard {tile}: {a.legal_count} tiles bring you closer to a legal win,"
            f" {steps} away by {_plan_phrase(a.route)}."
        )
    plain_best = min(choices, key=lambda c: (c.plain_rank, c.legal_rank, c.tile))
    if plain_best.legal_rank > best.legal_rank:
        b = plain_best.analysis
        other = tile_token(plain_best.tile)
        plan = a.route
        kept = plan is not None and any(
            p.plan.key == plan.plan.key and p.distance <= plan.distance for p in b.plans
        )
        broken = f"breaks {_plan_phrase(plan)}: " if plan is not None and not kept else ""
        if b.legal_distance > a.legal_distance:
            away = (
                "no legal plan in reach"
                if b.legal_distance >= FAR
                else f"a legal win {b.legal_distance} draws away"
            )
            effect = f"leaves {away}"
        else:
            effect = f"legal draws fall from {a.legal_count} to {b.legal_count}"
        sentence += (
            f" Discarding {other} keeps {b.useful_count} useful tiles for any win but {broken}{effect}."
        )
    return sentence
