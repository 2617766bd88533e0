"""麻将学堂 / Mahjong Trainer: a teaching application for Chinese Official Mahjong."""

__version__ = "0.1.0"
