"""Settings round-trip JSON values, app-wide or per profile."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from trainer.store import Profile, Store, get_setting, open_store, set_setting


@pytest.mark.parametrize(
    "value",
    [
        "zh_TW",
        "麻将学堂",
        0,
        -3,
        2.5,
        True,
        False,
        None,
        [],
        [1, "两", [3.0]],
        {"window": {"w": 1200, "h": 800}, "recent": ["01-tiles"], "on": True},
    ],
    ids=repr,
)
def test_json_values_round_trip(store: Store, value: object) -> None:
    set_setting(store, "key", value)
    assert get_setting(store, "key", default="absent") == value


def test_a_tuple_comes_back_as_a_list(store: Store) -> None:
    set_setting(store, "size", (3, 4))
    assert get_setting(store, "size") == [3, 4]


def test_a_missing_setting_gives_the_default(store: Store) -> None:
    assert get_setting(store, "nothing") is None
    assert get_setting(store, "nothing", 7) == 7


def test_setting_again_replaces(store: Store) -> None:
    set_setting(store, "locale", "zh_CN")
    set_setting(store, "locale", "en")
    assert get_setting(store, "locale") == "en"
    assert store.db.execute("SELECT count(*) FROM settings").fetchone()[0] == 1


def test_app_wide_and_profile_settings_are_separate(store: Store, profile: Profile) -> None:
    set_setting(store, "locale", "en")
    set_setting(store, "locale", "zh_CN", profile_id=profile.id)
    assert get_setting(store, "locale") == "en"
    assert get_setting(store, "locale", profile_id=profile.id) == "zh_CN"
    set_setting(store, "locale", "zh_TW", profile_id=profile.id)
    assert get_setting(store, "locale") == "en"
    assert store.db.execute("SELECT count(*) FROM settings").fetchone()[0] == 2


def test_values_that_are_not_json_are_refused(store: Store) -> None:
    with pytest.raises(TypeError):
        set_setting(store, "bad", object())
    with pytest.raises(ValueError, match="JSON"):
        set_setting(store, "bad", math.nan)
    assert get_setting(store, "bad", "absent") == "absent"


def test_settings_persist(tmp_path: Path) -> None:
    with open_store(tmp_path / "p.sqlite3") as store:
        set_setting(store, "volume", 0.75)
    with open_store(tmp_path / "p.sqlite3") as store:
        assert get_setting(store, "volume") == 0.75
