"""Every regular reading (four sets and a pair) of a set of standing tiles, and completeness tests.

Readings are built suit by suit: the ways to split one suit's nine counts are computed once per
distinct count vector and memoised, then combined across the suits.  The readings come out in the
reference calculator's order (lexicographic in the sets' "eigen" keys: lowest tile first, a pung
before a chow that starts on the same tile), which matters only to break ties between readings of
equal value.

>>> from trainer.engine.notation import parse_tiles
>>> from trainer.engine.tiles import count_table
>>> [format_division(d) for d in regular_divisions(count_table(parse_tiles("111222333m456pEE")), 4)]
['[111m][222m][333m][456p] EE', '[123m][123m][123m][456p] EE']
"""

from __future__ import annotations

from functools import cache
from itertools import product

from .tiles import TABLE_SIZE

CHOW, PUNG, KONG, PAIR = 1, 2, 3, 4  # set kinds, numbered as in the reference calculator

# A set is (kind, tile): ``tile`` is the lowest tile of a chow, the tile of a pung/kong/pair.
Set = tuple[int, int]
# A division: the concealed sets, sorted in reference order, and the pair's tile.
Division = tuple[tuple[Set, ...], int]

_SUIT_BASES = (0x10, 0x20, 0x30)
_HONOR_CODES = range(0x41, 0x48)


@cache
def _suit_splits(counts: tuple[int, ...]) -> tuple[tuple[tuple[Set, ...], int], ...]:
    """All ways to use up one suit's tiles (ranks 1-9, codes relative to the suit base 0).

    Each way is (sets, pair_rank) with at most one pair (pair_rank 0 means none); sets are
    (kind, rank) sorted.  Counts may exceed four (formal waits count a fifth copy).
    """
    found: set[tuple[tuple[Set, ...], int]] = set()

    def walk(c: list[int], sets: list[Set], pair: int) -> None:
        r = next((i for i in range(9) if c[i]), -1)
        if r < 0:
            found.add((tuple(sorted(sets)), pair))
            return
        rank = r + 1
        if c[r] >= 3:
            c[r] -= 3
            sets.append((PUNG, rank))
            walk(c, sets, pair)
            sets.pop()
            c[r] += 3
        if r <= 6 and c[r + 1] and c[r + 2]:
            c[r] -= 1
            c[r + 1] -= 1
            c[r + 2] -= 1
            sets.append((CHOW, rank))
            walk(c, sets, pair)
            sets.pop()
            c[r] += 1
            c[r + 1] += 1
            c[r + 2] += 1
        if c[r] >= 2 and not pair:
            c[r] -= 2
            walk(c, sets, rank)
            c[r] += 2

    walk(list(counts), [], 0)
    return tuple(sorted(found))


@cache
def _suit_shapes(counts: tuple[int, ...]) -> frozenset[tuple[int, int]]:
    """The (number of sets, number of pairs) a suit can be fully split into."""
    return frozenset((len(sets), 1 if pair else 0) for sets, pair in _suit_splits(counts))


_HONOR_SHAPES = {0: (0, 0), 2: (0, 1), 3: (1, 0), 5: (1, 1), 6: (2, 0)}  # sets, pairs of n honors


def _set_key(s: Set) -> tuple[int, int]:
    # the reference's eigen order: (t,t,t) for a pung sorts before (t,t+1,t+2) for a chow
    return (s[1], 0 if s[0] == PUNG else 1)


def regular_divisions(counts: list[int], sets_needed: int) -> list[Division]:
    """Every way to read the tiles in ``counts`` as ``sets_needed`` sets and one pair.

    ``counts`` is a count table of the standing tiles (win tile included); declared melds are
    not part of it.  Readings come in the reference calculator's order.
    """
    per_suit: list[tuple[tuple[tuple[Set, ...], int], ...]] = []
    for base in _SUIT_BASES:
        vector = tuple(counts[base + 1 : base + 10])
        if any(vector):
            splits = _suit_splits(vector)
            if not splits:
                return []
            per_suit.append(
                tuple((tuple((k, base + r) for k, r in sets), base + p if p else 0) for sets, p in splits)
            )
    honor_sets: list[Set] = []
    honor_pair = 0
    for t in _HONOR_CODES:
        n = counts[t]
        if n == 0:
            continue
        shape = _HONOR_SHAPES.get(n)  # above four only when a ghost stands for a fifth copy (Guangdong)
        if shape is None or (shape[1] and honor_pair):
            return []
        honor_sets.extend([(PUNG, t)] * shape[0])
        if shape[1]:
            honor_pair = t
    divisions: list[tuple[tuple[tuple[int, int], ...], Division]] = []
    for combo in product(*per_suit):
        pairs = [p for _, p in combo if p]
        if honor_pair:
            pairs.append(honor_pair)
        if len(pairs) != 1:
            continue
        sets = [s for suit_sets, _ in combo for s in suit_sets] + honor_sets
        if len(sets) != sets_needed:
            continue
        sets.sort(key=_set_key)
        divisions.append((tuple(_set_key(s) for s in sets), (tuple(sets), pairs[0])))
    divisions.sort(key=lambda item: item[0])
    return [d for _, d in divisions]


def is_regular_complete(counts: list[int], sets_needed: int) -> bool:
    """Whether the tiles make ``sets_needed`` sets and one pair (counts above four allowed)."""
    shapes = [(0, 0)]
    for base in _SUIT_BASES:
        vector = tuple(counts[base + 1 : base + 10])
        if not any(vector):
            continue
        suit = _suit_shapes(vector)
        if not suit:
            return False
        shapes = [(a + c, b + d) for a, b in shapes for c, d in suit if b + d <= 1]
        if not shapes:
            return False
    sets = pairs = 0
    for t in _HONOR_CODES:
        n = counts[t]
        if n:
            shape = _HONOR_SHAPES.get(n)
            if shape is None:
                return False
            sets += shape[0]
            pairs += shape[1]
    return any(a + sets == sets_needed and b + pairs == 1 for a, b in shapes)


def is_seven_pairs_complete(counts: list[int]) -> bool:
    """Fourteen tiles in seven pairs; four of a kind counts as two pairs."""
    return sum(counts) == 14 and all(n % 2 == 0 for n in counts)


def format_division(division: Division) -> str:
    from .notation import format_tiles

    sets, pair = division
    parts = []
    for kind, t in sets:
        tiles = (t, t + 1, t + 2) if kind == CHOW else (t,) * (4 if kind == KONG else 3)
        parts.append(f"[{format_tiles(tiles)}]")
    return "".join(parts) + " " + format_tiles((pair, pair))


def empty_table() -> list[int]:
    return [0] * TABLE_SIZE


def completing_tiles(
    counts: list[int], sets_needed: int, *, seven_pairs: bool, stop_after: int = 0
) -> list[int]:
    """The tile kinds that complete ``counts`` (standing tiles, no win tile) into sets and a pair,
    or into seven pairs when ``seven_pairs`` (no melds).  Formal: a tile already held four times
    still counts.  With ``stop_after`` > 0 the search may stop once that many are found.
    """
    vectors = [tuple(counts[b + 1 : b + 10]) for b in _SUIT_BASES]
    shapes = [_suit_shapes(v) if any(v) else _EMPTY_SUIT for v in vectors]
    honor_sets = honor_pairs = 0
    bad_honors = []
    for t in _HONOR_CODES:
        n = counts[t]
        if n:
            shape = _HONOR_SHAPES.get(n)
            if shape is None:
                bad_honors.append(t)
            else:
                honor_sets += shape[0]
                honor_pairs += shape[1]
    found: set[int] = set()
    if seven_pairs:
        odd = [t for t in _ALL_CODES if counts[t] % 2]
        if len(odd) == 1:
            found.add(odd[0])
    if not bad_honors:
        for s, base in enumerate(_SUIT_BASES):
            if not shapes[s] and any(vectors[s]):
                # this suit cannot be split now, so the added tile must go here
                others = [i for i in range(3) if i != s and any(vectors[i]) and not shapes[i]]
                if others:
                    continue
            for r, suit in _suit_additions(vectors[s]):
                trial = [suit if i == s else shapes[i] for i in range(3)]
                if _fits(trial, sets_needed - honor_sets, 1 - honor_pairs):
                    found.add(base + r)
                    if stop_after and len(found) >= stop_after:
                        return sorted(found)
    for t in _HONOR_CODES:
        n = counts[t]
        if not n or (bad_honors and bad_honors != [t]):
            continue
        new = _HONOR_SHAPES.get(n + 1)
        if new is None:
            continue
        old = _HONOR_SHAPES.get(n, (0, 0))
        if _fits(shapes, sets_needed - (honor_sets - old[0] + new[0]), 1 - (honor_pairs - old[1] + new[1])):
            found.add(t)
            if stop_after and len(found) >= stop_after:
                break
    return sorted(found)


_EMPTY_SUIT = frozenset({(0, 0)})


@cache
def _suit_additions(vector: tuple[int, ...]) -> tuple[tuple[int, frozenset[tuple[int, int]]], ...]:
    """For each rank (1-9) whose addition leaves the suit splittable: (rank, the new shapes)."""
    out = []
    for r in range(9):
        if any(vector[max(0, r - 2) : r + 3]):
            changed = list(vector)
            changed[r] += 1
            suit = _suit_shapes(tuple(changed))
            if suit:
                out.append((r + 1, suit))
    return tuple(out)


_ALL_CODES = tuple(b + r for b in _SUIT_BASES for r in range(1, 10)) + tuple(_HONOR_CODES)


def _fits(shapes: list[frozenset[tuple[int, int]]], sets: int, pairs: int) -> bool:
    if sets < 0 or pairs < 0:
        return False
    first, second, third = shapes
    for a1, b1 in first:
        for a2, b2 in second:
            if (sets - a1 - a2, pairs - b1 - b2) in third:
                return True
    return False
