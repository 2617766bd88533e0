"""Game records."""

from __future__ import annotations

from datetime import timedelta

from trainer.store import GameRecord, Profile, Store, game_records, save_game_record

from .conftest import START


def test_records_are_listed_newest_first(store: Store, profile: Profile) -> None:
    saved = [
        save_game_record(store, GameRecord(profile.id, seed, {"events": [seed]}, {"winner": seed % 4}))
        for seed in range(3)
    ]
    assert saved[0].at == START + timedelta(seconds=1)
    assert game_records(store, profile.id) == saved[::-1]
    assert game_records(store, profile.id, limit=2) == saved[:0:-1]


def test_a_seed_larger_than_64_bits_round_trips(store: Store, profile: Profile) -> None:
    seed = 2**100 + 7
    save_game_record(store, GameRecord(profile.id, seed, {}, {}))
    assert game_records(store, profile.id)[0].seed == seed
