"""Guangdong mahjong (广东麻将, 推倒和): the second rule set, sharing the engine's tiles, notation and
decomposition.  :mod:`.rules` holds the house rules, :mod:`.hand_types` the 番型 table,
:mod:`.scoring` scores a win with ghosts, :mod:`.settlement` pays it out with horses and
liabilities, :mod:`.batch` answers ``score --jsonl --rules guangdong``."""
