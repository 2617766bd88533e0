"""Apply the 不计 lists of the fan table, and the few exclusions that are not blanket ones.

Only fans that are still counted suppress others: the table is walked from the highest points down,
so a fan removed by a bigger one no longer removes anything itself.
"""

from __future__ import annotations

from .table import EXCLUSION_ORDER, FanId

F = FanId
_RANK = [0] * 82  # position in the exclusion order: highest points first
_EXCLUDES: list[tuple[FanId, ...]] = [()] * 82
for _position, _fan in enumerate(EXCLUSION_ORDER):
    _RANK[_fan.id] = _position
    _EXCLUDES[_fan.id] = tuple(sorted(_fan.excludes))


def four_concealed_pungs_self_drawn(ft: list[int], notes: list | None) -> None:
    """四暗刻 is concealed by definition: a self-drawn one scores 自摸, not 不求人 (nor 门前清)."""
    if ft[F.FOUR_CONCEALED_PUNGS] and ft[F.FULLY_CONCEALED_HAND]:
        ft[F.FULLY_CONCEALED_HAND] = 0
        ft[F.SELF_DRAWN] = 1
        if notes is not None:
            notes.append((F.FULLY_CONCEALED_HAND, 1, F.FOUR_CONCEALED_PUNGS))


def big_three_winds_pungs(ft: list[int], notes: list | None) -> None:
    """三风刻 includes the 幺九刻 of its three wind pungs (unless 字一色/混幺九 took them all)."""
    if ft[F.BIG_THREE_WINDS] and not ft[F.ALL_HONORS] and not ft[F.ALL_TERMINALS_AND_HONORS]:
        ft[F.PUNG_OF_TERMINALS_OR_HONORS] -= 3
        if notes is not None:
            notes.append((F.PUNG_OF_TERMINALS_OR_HONORS, 3, F.BIG_THREE_WINDS))


def apply_exclusions(ft: list[int], notes: list | None) -> None:
    """Remove every fan excluded by a counted fan, recording ``(fan, count, by)`` in ``notes``."""
    four_concealed_pungs_self_drawn(ft, notes)
    big_three_winds_pungs(ft, notes)
    counted = sorted((_RANK[i], i) for i, n in enumerate(ft) if n > 0 and _EXCLUDES[i])
    for _, fan_id in counted:
        if ft[fan_id] <= 0:
            continue  # removed by a bigger fan: it no longer removes anything itself
        for excluded in _EXCLUDES[fan_id]:
            n = ft[excluded]
            if n > 0:
                ft[excluded] = 0
                if notes is not None:
                    notes.append((excluded, n, FanId(fan_id)))
