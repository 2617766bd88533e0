"""Crash safety: a process killed (SIGKILL) while writing a batch leaves all of the batch or none of it.

A child process writes batches of attempts, each batch inside one ``store.transaction()``; the parent
kills it part-way and then checks the file: it passes ``PRAGMA integrity_check``, opens without any notice,
and every batch is either complete or absent.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from collections import Counter
from pathlib import Path

import pytest

from trainer.store import Attempt, attempts_for, create_profile, open_store, record_attempt

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")

REPO = Path(__file__).resolve().parents[2]
BATCH = 200

CHILD = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from trainer.store import Attempt, open_store, record_attempt

    path, profile_id, mode, batches = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    size = int(sys.argv[5])
    store = open_store(path)
    print("ready", flush=True)
    for batch in range(batches):
        with store.transaction():
            for i in range(size):
                key = f"batch{batch}:{i}"
                record_attempt(store, Attempt(profile_id, "crash", key, {"i": i}, "x" * 50, True, i))
                if mode == "pause-mid-batch" and i == size // 2:
                    print("half", flush=True)
                    time.sleep(600)
        if mode == "pause-after-commit":
            print("committed", flush=True)
            time.sleep(600)
    print("done", flush=True)
    """
)


def start_child(path: Path, profile_id: int, mode: str, batches: int) -> subprocess.Popen[str]:
    env = dict(
        os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    )
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, str(path), str(profile_id), mode, str(batches), str(BATCH)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=REPO,
    )


def wait_for(child: subprocess.Popen[str], word: str) -> None:
    assert child.stdout is not None
    line = child.stdout.readline().strip()
    assert line == word, f"child said {line!r}; stderr: {child.stderr.read() if child.stderr else ''}"


def kill(child: subprocess.Popen[str]) -> None:
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    for stream in (child.stdout, child.stderr):
        if stream:
            stream.close()


def prepare(path: Path) -> int:
    with open_store(path) as store:
        profile = create_profile(store, "crash test")
        record_attempt(store, Attempt(profile.id, "crash", "before", {}, {}, True, 1))
        return profile.id


def check_file(path: Path, profile_id: int) -> Counter[str]:
    """Integrity, a clean open, the earlier attempt intact; returns rows per batch."""
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    finally:
        conn.close()
    with open_store(path) as store:
        assert store.notices == ()
        keys = [attempt.item_key for attempt in attempts_for(store, profile_id)]
    assert keys[0] == "before"
    return Counter(key.split(":")[0] for key in keys[1:])


def test_killed_in_the_middle_of_a_batch_leaves_none_of_it(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    profile_id = prepare(path)
    child = start_child(path, profile_id, "pause-mid-batch", batches=1)
    wait_for(child, "ready")
    wait_for(child, "half")  # half the batch is written, uncommitted, in the WAL
    kill(child)
    assert check_file(path, profile_id) == Counter()


def test_killed_after_the_commit_keeps_all_of_it(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    profile_id = prepare(path)
    child = start_child(path, profile_id, "pause-after-commit", batches=1)
    wait_for(child, "ready")
    wait_for(child, "committed")
    kill(child)
    assert check_file(path, profile_id) == Counter({"batch0": BATCH})


@pytest.mark.parametrize("seed", range(6))
def test_killed_at_a_random_moment_leaves_whole_batches(tmp_path: Path, seed: int) -> None:
    """Kills land anywhere: between statements, inside a batch, during a commit."""
    path = tmp_path / "progress.sqlite3"
    profile_id = prepare(path)
    child = start_child(path, profile_id, "run", batches=1000)
    wait_for(child, "ready")
    time.sleep(random.Random(seed).uniform(0.02, 0.4))
    if child.poll() is not None:
        pytest.fail("the child finished before it could be killed; raise the number of batches")
    kill(child)
    per_batch = check_file(path, profile_id)
    assert set(per_batch.values()) <= {BATCH}, per_batch
    # the batches that made it are the first ones, in order
    assert sorted(per_batch) == sorted(f"batch{i}" for i in range(len(per_batch)))
