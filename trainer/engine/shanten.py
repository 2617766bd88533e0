"""Shanten (向听数) and useful tiles (有效牌) for each winning form, and discard analysis.

A hand's *shanten* is how many tiles it lacks from being ready (0 = ready/听牌, 1 = one away,
...; -1 = a complete 14-tile hand).  A *useful tile* is a tile kind whose draw lowers the shanten.
Useful tiles are *formal*: a kind counts whether or not copies remain to be drawn, and how many
copies are left is a separate question (:func:`live_counts`).

Forms and their keys (fixed, see DESIGN.md "Batch shanten"):

``"regular"``           four sets and a pair (declared melds count as sets);
``"seven_pairs"``       七对, seven pairs; four of a kind counts as two pairs (MCR allows it);
``"thirteen_orphans"``  十三幺;
``"honors_knitted"``    全不靠/七星不靠: 14 distinct tiles out of one knitted arrangement
                        (147/258/369 spread over the three suits) and the seven honors;
``"knitted_straight"``  组合龙: a knitted straight plus one set and a pair.

Seven pairs, thirteen orphans and honors-and-knitted need a concealed hand (no melds); the knitted
straight allows at most one meld.  Where a form cannot apply, it is ``None``.

The numbers follow the reference calculator (ChineseOfficialMahjongHelper's ``shanten.cpp``, as
wrapped by PyMahjongGB) exactly; ``tests/engine/test_shanten_differential.py`` checks that.  Its
conventions, kept here on purpose:

- the regular form counts blocks with the usual formula ``8 - 2 x sets - partial sets - pair``
  (partial sets capped at the sets still missing), so a fifth copy of a tile is never ruled out;
- a kind held four times is not useful for the regular form while the hand is not ready; when it
  is ready, the fifth copy is tried like any other tile (``1111m`` plus three sets waits on 1m);
- the knitted straight's shanten is the number of its nine tiles missing plus the regular shanten
  of the rest with the knitted straight counted as three sets; its useful tiles are the missing
  knitted tiles and the useful tiles of the rest.  Both special "arrangement" forms take the least
  over the six arrangements and join the useful tiles of all arrangements that reach it.

How it is computed: a hand is split into four groups (the three suits and the honors).  For each
group a small table says how many tiles it lacks to contain ``m`` sets (m = 0-4) and ``q`` pairs
(q = 0-1); the table of a suit depends only on its nine counts and is memoised per count vector,
so it is computed once per distinct suit shape.  The whole hand lacks the least sum over the ways
to spread the missing sets and the pair over the groups (a min-plus product of the tables), and
its shanten is that number minus one.  A drawn tile changes one group only and lowers each entry
of its table by one at most, so it is useful exactly when it lowers an entry that reaches the least
sum with the product of the other three groups; which ranks lower which entries is memoised per
suit shape as well, so finding the useful tiles costs a few table look-ups per suit.

>>> from trainer.engine.notation import format_tiles, parse_tiles
>>> result = count_shanten(parse_tiles("147m258s369pESWN"))
>>> result.shanten, result.best_forms, format_tiles(result.useful)
(0, ('honors_knitted',), 'CFP')
>>> result.forms["regular"].shanten, result.forms["knitted_straight"].shanten
(8, 2)
>>> nine_gates = count_shanten(parse_tiles("1112345678999m"))
>>> nine_gates.shanten, format_tiles(nine_gates.useful)
(0, '123456789m')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations

from .errors import InvalidHand
from .notation import tile_token
from .tiles import ALL_KINDS, HONORS, TABLE_SIZE, TERMINALS_AND_HONORS, Hand, Tile

REGULAR = "regular"
SEVEN_PAIRS = "seven_pairs"
THIRTEEN_ORPHANS = "thirteen_orphans"
HONORS_KNITTED = "honors_knitted"
KNITTED_STRAIGHT = "knitted_straight"
FORMS = (REGULAR, SEVEN_PAIRS, THIRTEEN_ORPHANS, HONORS_KNITTED, KNITTED_STRAIGHT)

MAX_MELDS = 4
_SUIT_BASES = (0x10, 0x20, 0x30)
_HONOR_CODES = tuple(range(0x41, 0x48))
_VALID_CODES = frozenset(ALL_KINDS)
_TILE = {int(t): t for t in ALL_KINDS}

# The six knitted arrangements: 147, 258 and 369 spread over the three suits, in the reference
# calculator's order (147m258s369p, 147m369s258p, 258m147s369p, ...).
KNITTED_ARRANGEMENTS: tuple[tuple[Tile, ...], ...] = tuple(
    tuple(
        Tile(base | rank)
        for base, start in zip(_SUIT_BASES, starts, strict=True)
        for rank in (start, start + 3, start + 6)
    )
    for starts in permutations((1, 2, 3))
)


# ---------------------------------------------------------------------------------------------
# Results


@dataclass(frozen=True, slots=True)
class FormShanten:
    """One form's shanten and the tile kinds whose draw lowers it."""

    form: str
    shanten: int
    useful: frozenset[Tile]


@dataclass(frozen=True, slots=True)
class ShantenResult:
    """Every form's :class:`FormShanten` (``None`` where the form cannot apply) and the least one.

    ``useful`` is the union of the useful tiles of the forms that reach the least shanten: the
    draws that bring the hand closer to *some* win.
    """

    shanten: int
    forms: dict[str, FormShanten | None]

    @property
    def best_forms(self) -> tuple[str, ...]:
        """The forms that reach the least shanten, in :data:`FORMS` order."""
        return tuple(f.form for f in self.forms.values() if f is not None and f.shanten == self.shanten)

    @property
    def useful(self) -> frozenset[Tile]:
        out: frozenset[Tile] = frozenset()
        for name in self.best_forms:
            out |= self.forms[name].useful  # type: ignore[union-attr]
        return out


@dataclass(frozen=True, slots=True)
class LiveCounts:
    """Unseen copies of useful tiles.

    ``unseen`` maps every tile useful to any applicable form to its unseen copies; ``forms`` gives
    each form's total (``None`` where the form cannot apply); ``total`` is the total over the
    overall useful tiles (those of the forms that reach the least shanten).
    """

    unseen: dict[Tile, int]
    forms: dict[str, int | None]
    total: int


@dataclass(frozen=True, slots=True)
class DiscardOption:
    """What discarding ``tile`` from a 14-tile position leaves.

    ``rank`` is 1 for the best discards; equal (shanten, useful_count) share a rank, and the next
    rank skips the tied places (1, 1, 3, ...).
    """

    tile: Tile
    rank: int
    shanten: int
    useful: frozenset[Tile]
    useful_count: int
    result: ShantenResult


# ---------------------------------------------------------------------------------------------
# Group tables: tiles lacking for m sets and q pairs
#
# A table is a tuple of 10 ints, index 2*m + q (m = 0..4 sets, q = 0..1 pair): how many tiles must
# be added to the group so that it contains m sets and q pairs (surplus tiles are discarded).
# Copies are not limited to four here, which makes this equal to the block formula above.

_INF = 99
_EMPTY_TABLE = tuple(3 * m + 2 * q for m in range(5) for q in range(2))


def _pareto(options: set[tuple[int, int, int]]) -> frozenset[tuple[int, int, int]]:
    """The options no other option matches or beats in all three numbers."""
    return frozenset(
        o
        for o in options
        if not any(x != o and x[0] >= o[0] and x[1] >= o[1] and x[2] >= o[2] for x in options)
    )


@lru_cache(maxsize=1 << 15)
def _suit_blocks(key: int) -> frozenset[tuple[int, int, int]]:
    """The best ways to cut one suit into blocks: (sets, partial sets, pair 0/1), Pareto-maximal.

    ``key`` packs the nine counts, three bits per rank (rank 1 lowest).  A partial set is two tiles
    of a chow or of a pung; the tiles in no block are singles.  A cut that another cut matches or
    beats in sets, partial sets and pair is dropped: breaking up the better cut's spare blocks
    gives at least as many singles (see :func:`_saved`).
    """
    if not key:
        return frozenset({(0, 0, 0)})
    shift = 0
    while not (key >> shift) & 7:
        shift += 3
    one = 1 << shift
    count = (key >> shift) & 7
    next1 = (key >> (shift + 3)) & 7 if shift <= 21 else 0
    next2 = (key >> (shift + 6)) & 7 if shift <= 18 else 0
    found: set[tuple[int, int, int]] = set()

    def add(rest: int, ds: int, dt: int, dp: int) -> None:
        for s, t, p in _suit_blocks(rest):
            if not (p and dp):
                found.add((s + ds, t + dt, p | dp))

    add(key - one, 0, 0, 0)  # the lowest tile stays a single
    if count >= 3:
        add(key - 3 * one, 1, 0, 0)  # pung
    if count >= 2:
        add(key - 2 * one, 0, 0, 1)  # pair
        add(key - 2 * one, 0, 1, 0)  # two of a pung
    if next1 and next2:
        add(key - one - (one << 3) - (one << 6), 1, 0, 0)  # chow
    if next1:
        add(key - one - (one << 3), 0, 1, 0)  # two-sided or edge partial chow
    if next2:
        add(key - one - (one << 6), 0, 1, 0)  # closed partial chow
    return _pareto(found)


def _set_savings(m: int, sets: int, partials: int, singles: int) -> int:
    """Tiles saved building m sets over the blocks: 3 per set, 2 per partial set, 1 per single."""
    a = sets if sets < m else m
    b = partials if partials < m - a else m - a
    c = singles if singles < m - a - b else m - a - b
    return 3 * a + 2 * b + c


def _saved(m: int, q: int, cut: tuple[int, int, int, int]) -> int:
    """Most tiles saved building m sets and q pairs over a cut (sets, partials, pair, singles).

    The pair counts as a partial set (two of a pung) when it is not the pair.  A pair built over a
    single takes a spare single, or else breaks a partial set (or a set) to get one.
    """
    s, t, p, u = cut
    best = _set_savings(m, s, t + p, u)
    if q:
        if p:
            best = max(best, 2 + _set_savings(m, s, t, u))
        if u:
            best = max(best, 1 + _set_savings(m, s, t + p, u - 1))
        elif t + p:
            best = max(best, 1 + _set_savings(m, s, t + p - 1, 1))
        elif s:
            best = max(best, 1 + _set_savings(m, s - 1, 1, 0))
    return best


@lru_cache(maxsize=4096)
def _cut_table(cut: tuple[int, int, int, int]) -> tuple[int, ...]:
    """The lacking-tiles table of one cut (few distinct cuts occur, so this is memoised)."""
    return tuple(3 * m + 2 * q - _saved(m, q, cut) for m in range(5) for q in range(2))


@lru_cache(maxsize=1 << 15)
def _suit_table(key: int) -> tuple[int, ...]:
    """The lacking-tiles table of one suit (see above): the best over its block cuts."""
    n = sum((key >> s) & 7 for s in range(0, 27, 3))
    tables = [_cut_table((s, t, p, n - 3 * s - 2 * t - 2 * p)) for s, t, p in _suit_blocks(key)]
    return tuple(map(min, *tables)) if len(tables) > 1 else tables[0]


@lru_cache(maxsize=4096)
def _honor_table(counts: tuple[int, ...]) -> tuple[int, ...]:
    """The lacking-tiles table of the honors, from their counts (any order, zeros left out)."""
    table = _EMPTY_TABLE
    for c in counts:
        kind = tuple(max(0, 3 * m + 2 * q - c) for m in range(5) for q in range(2))
        table = _combine(table, kind, 4)
    return table


# _LACKING_TERMS[m]: the pairs of entries (i, j) of two tables that give m sets and a pair.
_LACKING_TERMS = tuple(
    tuple(pair for i in range(0, 2 * m + 1, 2) for pair in ((i + 1, 2 * m - i), (i, 2 * m - i + 1)))
    for m in range(5)
)


@lru_cache(maxsize=1 << 16)
def _combine(a: tuple[int, ...], b: tuple[int, ...], sets: int) -> tuple[int, ...]:
    """Min-plus product of two tables, for up to ``sets`` sets.

    Memoised: the tables take few distinct values (about a hundred and fifty over random hands),
    so the same products come back again and again.
    """
    # The hot loop of the module: plain comparisons are about twice as fast as min() here.
    out = []
    for m in range(sets + 1):
        best0 = best1 = _INF
        for i in range(0, 2 * m + 1, 2):
            j = 2 * m - i
            v = a[i] + b[j]
            if v < best0:  # noqa: PLR1730
                best0 = v
            v = a[i + 1] + b[j]
            w = a[i] + b[j + 1]
            if w < v:  # noqa: PLR1730
                v = w
            if v < best1:  # noqa: PLR1730
                best1 = v
        out.append(best0)
        out.append(best1)
    return tuple(out)


def _lacking(a: Sequence[int], b: Sequence[int], sets: int) -> int:
    """Tiles lacking for ``sets`` sets and a pair, over two tables."""
    return min([a[i] + b[j] for i, j in _LACKING_TERMS[sets]])


@lru_cache(maxsize=1 << 15)
def _suit_draws(key: int) -> tuple[tuple[int, ...], int, int]:
    """What drawing one more tile does to a suit: which entries of its table each rank lowers.

    Returns ``(gains, held_four, isolated)``: ``gains[k]`` has bit r set when a tile of rank r + 1
    lowers entry k of the table (an entry drops by one at most); ``held_four`` marks the ranks held
    four times, ``isolated`` the ranks not held with no tile within two ranks (such a tile can only
    stay a single, so the reference does not try it).
    """
    table = _suit_table(key)
    gains = [0] * 10
    held_four = isolated = 0
    for r in range(9):
        shift = 3 * r
        n = (key >> shift) & 7
        if n >= 4:
            held_four |= 1 << r
        elif n == 0 and not key & sum(7 << (3 * (r + d)) for d in (-2, -1, 1, 2) if 0 <= r + d <= 8):
            isolated |= 1 << r
        drawn = _suit_table(key + (1 << shift))
        for k in range(10):
            if drawn[k] < table[k]:
                gains[k] |= 1 << r
    return tuple(gains), held_four, isolated


def _suit_keys(counts: Sequence[int]) -> list[int]:
    """The three suits' count vectors packed three bits per rank (rank 1 in the lowest bits)."""
    keys = []
    for base in _SUIT_BASES:
        key = 0
        for code in range(base + 9, base, -1):
            key = (key << 3) | counts[code]
        keys.append(key)
    return keys


def _honor_key(honor_counts: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(c for c in honor_counts if c))


def regular_lack(counts: Sequence[int], melds: int = 0) -> int:
    """The least number of tiles that, added to the tiles of a count table (any number of them),
    complete ``4 - melds`` sets and a pair: the regular shanten is this less one.  Guangdong's ghosts
    use it: each ghost fills one lacking tile.

    >>> from trainer.engine.notation import parse_tiles
    >>> from trainer.engine.tiles import count_table
    >>> regular_lack(count_table(parse_tiles("123m456p789s1s"))), regular_lack(count_table(parse_tiles("EE")), 3)
    (4, 3)
    """
    return _regular(counts, melds, False)[0] + 1


def _regular(counts: Sequence[int], fixed: int, want_useful: bool) -> tuple[int, frozenset[Tile]]:
    """Regular shanten of ``counts`` with ``fixed`` sets already made, and its useful tiles."""
    honor_counts = [counts[t] for t in _HONOR_CODES]
    return _regular_keys(_suit_keys(counts), honor_counts, fixed, want_useful)


def _regular_keys(
    keys: Sequence[int], honor_counts: list[int], fixed: int, want_useful: bool
) -> tuple[int, frozenset[Tile]]:
    sets = MAX_MELDS - fixed
    a, b, c = (_suit_table(k) for k in keys)
    d = _honor_table(_honor_key(honor_counts))
    ab = _combine(a, b, sets)
    cd = _combine(c, d, sets)
    shanten = _lacking(ab, cd, sets) - 1
    if not want_useful:
        return shanten, frozenset()
    # A drawn tile changes one group only, and lowers each entry of its table by one at most.  So it
    # lowers the whole hand's lack exactly when it lowers an entry of its group that is "tight":
    # one that, with the product of the other three groups, reaches the least lack.
    lacking = shanten + 1
    terms = _LACKING_TERMS[sets]
    useful: list[Tile] = []
    rests = (_combine(b, cd, sets), _combine(a, cd, sets), _combine(ab, d, sets))
    for base, key, table, rest in zip(_SUIT_BASES, keys, (a, b, c), rests, strict=True):
        if not key:
            continue  # every tile of an empty suit is isolated
        gains, held_four, isolated = _suit_draws(key)
        ranks = 0
        for i, j in terms:
            if rest[i] + table[j] == lacking:
                ranks |= gains[j]
        ranks &= ~isolated
        if shanten > 0:
            ranks &= ~held_four  # the reference skips a fifth copy unless the hand is ready
        useful.extend(_TILE[base + r + 1] for r in range(9) if ranks >> r & 1)
    if any(honor_counts):
        rest = _combine(ab, c, sets)
        for n in set(honor_counts):
            if n == 0 or (n >= 4 and shanten > 0):
                continue  # a new honor is isolated; no fifth copy unless ready
            drawn = sorted(honor_counts)
            drawn[drawn.index(n)] += 1
            if _lacking(rest, _honor_table(_honor_key(drawn)), sets) <= shanten:
                useful.extend(_TILE[t] for t, h in zip(_HONOR_CODES, honor_counts, strict=True) if h == n)
    return shanten, frozenset(useful)


# ---------------------------------------------------------------------------------------------
# Special forms


def _seven_pairs(counts: Sequence[int]) -> FormShanten:
    pairs = 0
    useful = []
    for t in ALL_KINDS:
        n = counts[t]
        pairs += n >> 1
        if n & 1:
            useful.append(t)
    return FormShanten(SEVEN_PAIRS, 6 - pairs, frozenset(useful))


def _thirteen_orphans(counts: Sequence[int]) -> FormShanten:
    held = [t for t in TERMINALS_AND_HONORS if counts[t]]
    has_pair = any(counts[t] > 1 for t in held)
    shanten = 13 - len(held) - has_pair
    useful = frozenset(TERMINALS_AND_HONORS)
    if has_pair:
        useful -= frozenset(held)
    return FormShanten(THIRTEEN_ORPHANS, shanten, useful)


def _honors_knitted(counts: Sequence[int]) -> FormShanten:
    missing_honors = [t for t in HONORS if not counts[t]]
    best = _INF
    useful: set[Tile] = set()
    for arrangement in KNITTED_ARRANGEMENTS:
        missing = [t for t in arrangement if not counts[t]]
        shanten = 13 - (9 - len(missing)) - (7 - len(missing_honors))
        if shanten < best:
            best = shanten
            useful = set(missing)
        elif shanten == best:
            useful.update(missing)
    useful.update(missing_honors)
    return FormShanten(HONORS_KNITTED, best, frozenset(useful))


# Per arrangement: (tile, suit index, bit of its rank in the suit key) for its nine tiles.
_KNITTED_BITS = tuple(
    tuple((t, (t >> 4) - 1, 1 << (3 * ((t & 0xF) - 1))) for t in arrangement)
    for arrangement in KNITTED_ARRANGEMENTS
)


def _knitted_straight(counts: Sequence[int], melds: int, want_useful: bool) -> FormShanten:
    keys = _suit_keys(counts)
    honor_counts = [counts[t] for t in _HONOR_CODES]
    fixed = melds + 3  # the knitted straight counts as three sets
    candidates = []
    for bits in _KNITTED_BITS:
        rest = list(keys)
        missing = []
        for t, suit, bit in bits:
            if counts[t]:
                rest[suit] -= bit
            else:
                missing.append(t)
        candidates.append((len(missing), rest, missing))
    candidates.sort(key=lambda candidate: candidate[0])
    honor_table = _honor_table(_honor_key(honor_counts))
    sets = 1 - melds  # a set and a pair are left to find, or only the pair
    best = _INF
    reaching = []
    for missing_count, rest, missing in candidates:
        if missing_count - 1 > best:
            break  # the rest's shanten is at least -1
        ab = _combine(_suit_table(rest[0]), _suit_table(rest[1]), sets)
        cd = _combine(_suit_table(rest[2]), honor_table, sets)
        shanten = missing_count + _lacking(ab, cd, sets) - 1
        if shanten < best:
            best = shanten
            reaching = [(rest, missing)]
        elif shanten == best:
            reaching.append((rest, missing))
    useful: set[Tile] = set()
    if want_useful:
        for rest, missing in reaching:
            useful.update(missing)
            useful |= _regular_keys(rest, honor_counts, fixed, True)[1]
    return FormShanten(KNITTED_STRAIGHT, best, frozenset(useful))


# ---------------------------------------------------------------------------------------------
# Public functions


def _standing_counts(tiles: Hand | Iterable[int], melds: int) -> tuple[list[int], int]:
    """A checked count table of the standing tiles, and the number of melds."""
    if isinstance(tiles, Hand):
        if melds:
            raise InvalidHand("give the melds either in the hand or as a number, not both")
        melds = len(tiles.melds)
        tiles = tiles.standing_with_win()
    if not isinstance(melds, int) or not 0 <= melds <= MAX_MELDS:
        raise InvalidHand(f"a hand has 0 to {MAX_MELDS} melds, not {melds!r}")
    if isinstance(tiles, Sequence) and len(tiles) == TABLE_SIZE:
        counts = list(tiles)
        if any(counts[t] for t in range(TABLE_SIZE) if t not in _VALID_CODES):
            raise InvalidHand("a count table may count only the 34 playing tile kinds")
    else:
        counts = [0] * TABLE_SIZE
        for t in tiles:
            if t not in _VALID_CODES:
                raise InvalidHand(f"{t!r} is not a playing tile")
            counts[t] += 1
    for t in ALL_KINDS:
        if counts[t] > 4 or counts[t] < 0:
            raise InvalidHand(f"{counts[t]} copies of {tile_token(t)}: a tile has four copies")
    return counts, melds


def _melds_text(melds: int) -> str:
    return "1 meld" if melds == 1 else f"{melds} melds"


def _checked(tiles: Hand | Iterable[int], melds: int, *, allow_complete: bool) -> tuple[list[int], int]:
    counts, melds = _standing_counts(tiles, melds)
    n = sum(counts)
    ready_size = 13 - 3 * melds
    if n != ready_size and not (allow_complete and n == ready_size + 1):
        sizes = f"{ready_size} or {ready_size + 1}" if allow_complete else f"{ready_size}"
        raise InvalidHand(f"{n} standing tiles with {_melds_text(melds)}: shanten needs {sizes}")
    return counts, melds


def regular_shanten(tiles: Hand | Iterable[int], melds: int = 0) -> int:
    """Shanten of the regular form (four sets and a pair), ``melds`` sets being declared.

    ``tiles`` are the standing tiles: a count table, an iterable of tiles, or a :class:`Hand`.
    A 14-tile position (``14 - 3 x melds`` standing tiles) that is complete gives -1.

    >>> from trainer.engine.notation import parse_tiles
    >>> regular_shanten(parse_tiles("123m456p789sEESS")), regular_shanten(parse_tiles("123m456p789sEESSS"))
    (0, -1)
    >>> regular_shanten(parse_tiles("45mEE"), melds=3), regular_shanten(parse_tiles("E"), melds=4)
    (0, 0)
    >>> regular_shanten(parse_tiles("123m456p789sEES"), melds=1)
    Traceback (most recent call last):
    ...
    trainer.engine.errors.InvalidHand: 12 standing tiles with 1 meld: shanten needs 10 or 11
    """
    counts, melds = _checked(tiles, melds, allow_complete=True)
    return _regular(counts, melds, False)[0]


def regular_form(tiles: Hand | Iterable[int], melds: int = 0) -> FormShanten:
    """Shanten and useful tiles of the regular form for ``13 - 3 x melds`` standing tiles.

    >>> from trainer.engine.notation import format_tiles, parse_tiles
    >>> form = regular_form(parse_tiles("1234m55p789sESWN"))
    >>> form.shanten, format_tiles(form.useful)
    (3, '123456m5pESWN')
    """
    counts, melds = _checked(tiles, melds, allow_complete=False)
    shanten, useful = _regular(counts, melds, True)
    return FormShanten(REGULAR, shanten, useful)


def seven_pairs_shanten(tiles: Hand | Iterable[int], melds: int = 0) -> int | None:
    """Shanten of seven pairs (four of a kind counts as two pairs); ``None`` with melds.

    >>> from trainer.engine.notation import parse_tiles
    >>> seven_pairs_shanten(parse_tiles("1111m2255p88sEEC")), seven_pairs_shanten(parse_tiles("1122m"), 3)
    (0, None)
    """
    counts, melds = _checked(tiles, melds, allow_complete=True)
    return None if melds else _seven_pairs(counts).shanten


def seven_pairs_form(tiles: Hand | Iterable[int], melds: int = 0) -> FormShanten | None:
    """Seven pairs for 13 tiles: the useful tiles are the kinds held an odd number of times."""
    counts, melds = _checked(tiles, melds, allow_complete=False)
    return None if melds else _seven_pairs(counts)


def thirteen_orphans_shanten(tiles: Hand | Iterable[int], melds: int = 0) -> int | None:
    """Shanten of thirteen orphans; ``None`` with melds.

    >>> from trainer.engine.notation import parse_tiles
    >>> thirteen_orphans_shanten(parse_tiles("19m19s19pESWNCF5m"))
    1
    """
    counts, melds = _checked(tiles, melds, allow_complete=True)
    return None if melds else _thirteen_orphans(counts).shanten


def thirteen_orphans_form(tiles: Hand | Iterable[int], melds: int = 0) -> FormShanten | None:
    """Thirteen orphans for 13 tiles: all 13 kinds are useful until a pair is held, then the missing ones."""
    counts, melds = _checked(tiles, melds, allow_complete=False)
    return None if melds else _thirteen_orphans(counts)


def honors_knitted_shanten(tiles: Hand | Iterable[int], melds: int = 0) -> int | None:
    """Shanten of honors and knitted tiles (全不靠); ``None`` with melds.

    >>> from trainer.engine.notation import parse_tiles
    >>> honors_knitted_shanten(parse_tiles("147m258s36pESWNC")), honors_knitted_shanten(parse_tiles("E"), 4)
    (0, None)
    """
    counts, melds = _checked(tiles, melds, allow_complete=True)
    return None if melds else _honors_knitted(counts).shanten


def honors_knitted_form(tiles: Hand | Iterable[int], melds: int = 0) -> FormShanten | None:
    """Honors and knitted tiles for 13 tiles: the useful tiles are the missing knitted tiles and honors."""
    counts, melds = _checked(tiles, melds, allow_complete=False)
    return None if melds else _honors_knitted(counts)


def knitted_straight_shanten(tiles: Hand | Iterable[int], melds: int = 0) -> int | None:
    """Shanten of a knitted straight with a set and a pair (组合龙); ``None`` with two melds or more.

    >>> from trainer.engine.notation import parse_tiles
    >>> knitted_straight_shanten(parse_tiles("147m258s369p123mE"))
    0
    >>> knitted_straight_shanten(parse_tiles("147m258s39pES"), melds=1)
    1
    """
    counts, melds = _checked(tiles, melds, allow_complete=True)
    return None if melds > 1 else _knitted_straight(counts, melds, False).shanten


def knitted_straight_form(tiles: Hand | Iterable[int], melds: int = 0) -> FormShanten | None:
    """The knitted straight for ``13 - 3 x melds`` tiles: the missing knitted tiles and the rest's
    useful tiles."""
    counts, melds = _checked(tiles, melds, allow_complete=False)
    return None if melds > 1 else _knitted_straight(counts, melds, True)


def _all_forms(counts: list[int], melds: int) -> ShantenResult:
    shanten, useful = _regular(counts, melds, True)
    forms: dict[str, FormShanten | None] = {REGULAR: FormShanten(REGULAR, shanten, useful)}
    concealed = melds == 0
    forms[SEVEN_PAIRS] = _seven_pairs(counts) if concealed else None
    forms[THIRTEEN_ORPHANS] = _thirteen_orphans(counts) if concealed else None
    forms[HONORS_KNITTED] = _honors_knitted(counts) if concealed else None
    forms[KNITTED_STRAIGHT] = _knitted_straight(counts, melds, True) if melds <= 1 else None
    least = min(f.shanten for f in forms.values() if f is not None)
    return ShantenResult(least, forms)


def count_shanten(tiles: Hand | Iterable[int], melds: int = 0) -> ShantenResult:
    """Every form's shanten and useful tiles for ``13 - 3 x melds`` standing tiles.

    ``tiles``: a count table (``list[int]`` of length ``TABLE_SIZE``), an iterable of tiles, or a
    13-tile :class:`Hand` (whose melds are then used).  Raises :class:`InvalidHand` for a wrong
    number of tiles or a fifth copy.

    >>> from trainer.engine.notation import format_tiles, parse_hand
    >>> result = count_shanten(parse_hand("[123m][456p]23456sEE"))
    >>> result.shanten, result.best_forms, format_tiles(result.useful)
    (0, ('regular',), '147s')
    >>> result.forms["seven_pairs"] is None, result.forms["knitted_straight"] is None
    (True, True)
    """
    counts, melds = _checked(tiles, melds, allow_complete=False)
    return _all_forms(counts, melds)


def unseen_copies(seen: Iterable[int] | Sequence[int]) -> dict[Tile, int]:
    """Copies of each tile kind not among ``seen`` (a count table or an iterable of tiles).

    >>> from trainer.engine.notation import parse_tiles
    >>> unseen_copies(parse_tiles("5m5m5mE"))[Tile.M5]
    1
    """
    if isinstance(seen, Sequence) and len(seen) == TABLE_SIZE:
        counts = list(seen)
    else:
        counts = [0] * TABLE_SIZE
        for t in seen:
            if t not in _VALID_CODES:
                raise InvalidHand(f"{t!r} is not a playing tile")
            counts[t] += 1
    for t in ALL_KINDS:
        if counts[t] > 4:
            raise InvalidHand(f"{counts[t]} copies of {tile_token(t)} seen: a tile has four copies")
    return {t: 4 - counts[t] for t in ALL_KINDS}


def live_counts(result: ShantenResult, seen: Iterable[int] | Sequence[int]) -> LiveCounts:
    """How many copies of the useful tiles are still unseen, per tile, per form and in total.

    ``seen`` is everything the player can see, as a count table or tiles: the own hand (melds
    included), every discard and every meld on the table.

    >>> from trainer.engine.notation import parse_tiles
    >>> hand = parse_tiles("123m456p789s11sEE")
    >>> live = live_counts(count_shanten(hand), hand + parse_tiles("1sEE"))
    >>> live.unseen[Tile.S1], live.unseen[Tile.EAST], live.total, live.forms["seven_pairs"]
    (1, 0, 1, 27)
    """
    unseen = unseen_copies(seen)
    per_tile: dict[Tile, int] = {}
    forms: dict[str, int | None] = {}
    for name, form in result.forms.items():
        if form is None:
            forms[name] = None
            continue
        forms[name] = sum(unseen[t] for t in form.useful)
        per_tile.update((t, unseen[t]) for t in form.useful)
    total = sum(unseen[t] for t in result.useful)
    return LiveCounts(dict(sorted(per_tile.items())), forms, total)


def analyse_discards(
    tiles: Hand | Iterable[int],
    melds: int = 0,
    *,
    seen: Iterable[int] | Sequence[int] | None = None,
) -> tuple[DiscardOption, ...]:
    """Every distinct discard from ``14 - 3 x melds`` standing tiles, best first.

    Each option gives the shanten of the 13 tiles left (least over the forms), their useful tiles
    and ``useful_count``, the unseen copies of those tiles.  ``seen`` defaults to the hand itself
    (with a :class:`Hand`, its melds too); pass everything visible (own tiles, discards, melds) for
    the real counts.  Options are ranked by (shanten, most useful copies), ties sharing a rank.

    >>> from trainer.engine.notation import format_tiles, parse_tiles
    >>> options = analyse_discards(parse_tiles("123m456p789s11sEES"))
    >>> [(format_tiles([o.tile]), o.rank, o.shanten, o.useful_count) for o in options[:5]]
    [('S', 1, 0, 4), ('1s', 2, 1, 15), ('1m', 3, 1, 11), ('9s', 3, 1, 11), ('4p', 3, 1, 11)]
    >>> options[-1].rank, len(options)
    (7, 12)
    """
    if isinstance(tiles, Hand) and seen is None:
        seen = tiles.all_tiles()
    counts, melds = _standing_counts(tiles, melds)
    n = sum(counts)
    if n != 14 - 3 * melds:
        raise InvalidHand(f"{n} standing tiles with {_melds_text(melds)}: a discard needs {14 - 3 * melds}")
    unseen = unseen_copies(counts if seen is None else seen)
    rows = []
    for t in ALL_KINDS:
        if not counts[t]:
            continue
        counts[t] -= 1
        result = _all_forms(counts, melds)
        counts[t] += 1
        useful = result.useful
        rows.append((result.shanten, -sum(unseen[u] for u in useful), t, result, useful))
    rows.sort(key=lambda row: row[:3])
    options = []
    rank = 0
    previous = None
    for place, (shanten, negative_count, t, result, useful) in enumerate(rows, start=1):
        if (shanten, negative_count) != previous:
            rank = place
            previous = (shanten, negative_count)
        options.append(DiscardOption(t, rank, shanten, useful, -negative_count, result))
    return tuple(options)


def best_discards(options: Iterable[DiscardOption]) -> tuple[Tile, ...]:
    """The discards ranked first."""
    return tuple(o.tile for o in options if o.rank == 1)


__all__ = [
    "FORMS",
    "HONORS_KNITTED",
    "KNITTED_ARRANGEMENTS",
    "KNITTED_STRAIGHT",
    "REGULAR",
    "SEVEN_PAIRS",
    "THIRTEEN_ORPHANS",
    "DiscardOption",
    "FormShanten",
    "LiveCounts",
    "ShantenResult",
    "analyse_discards",
    "best_discards",
    "count_shanten",
    "honors_knitted_form",
    "honors_knitted_shanten",
    "knitted_straight_form",
    "knitted_straight_shanten",
    "live_counts",
    "regular_form",
    "regular_shanten",
    "seven_pairs_form",
    "seven_pairs_shanten",
    "thirteen_orphans_form",
    "thirteen_orphans_shanten",
    "unseen_copies",
]
