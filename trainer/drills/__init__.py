"""Qt-free exercises over the engine: each drill module has ``generate(rng, level, ...) -> question``
and ``grade(question, answer) -> feedback``, with plain-data answers and nothing random but the
``random.Random`` passed in.

- :mod:`.score` — score the hand (算番), graded fan by fan against every top reading;
- :mod:`.waits` — find the waits (听牌) and which reach 8 points;
- :mod:`.discard` — choose the discard (何切), graded by plain and fan-aware efficiency;
- :mod:`.gd_waits`, :mod:`.gd_discard` — the same two in Guangdong mode, with ghosts (鬼牌);
  :mod:`.gd_hands` has ghost-aware shanten;
- :mod:`.recognition` — name the main fan, pick the hand that has a fan, fan flashcards;
- :mod:`.session` — stable questions by seed and index (ids like ``score-2048-17``), mixed
  sessions with an injected clock, attempts and item keys for spaced repetition;
- :mod:`.hands` — the seeded hand recipes the drills share.

Only ``trainer.engine`` is imported (``tests/test_architecture.py`` checks it).
"""
