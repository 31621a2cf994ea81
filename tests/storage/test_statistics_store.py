"""The statistics file: round trips, merging between copies, reset, concurrent processes."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from datetime import datetime, timedelta, timezone
from pathlib import Path

from hypothesis import given
from hypothesis import settings as hyp_settings

from chicago_desktop.storage.paths import statistics_path
from chicago_desktop.storage.statistics import (
    Statistics,
    figures,
    load_statistics,
    record_and_save,
    record_match,
    reset_statistics,
    save_statistics,
)
from chicago_desktop.storage.statistics.codec import decode_statistics, encode_statistics
from tests.tiers import examples

from .scripted import ANNA, BEN_HARD, DORA, LOSS, WIN, scripted_match
from .strategies import statistics as statistics_strategy

T0 = datetime(2024, 3, 1, 20, 0, tzinfo=timezone(timedelta(hours=1)))
REPO = Path(__file__).resolve().parents[2]


def _won(seed: int, at: datetime = T0) -> Statistics:
    return record_match(Statistics(), scripted_match(WIN, seed=seed), (ANNA, BEN_HARD), at)


@hyp_settings(max_examples=examples(80), deadline=None)
@given(stats=statistics_strategy)
def test_any_statistics_survive_encoding(stats: Statistics) -> None:
    assert decode_statistics(encode_statistics(stats)) == stats


def test_file_round_trip_and_layout() -> None:
    stats = _won(1)
    stats = record_match(stats, scripted_match(LOSS, seed=2), (ANNA, DORA), T0 + timedelta(1))
    assert save_statistics(stats) == stats
    loaded = load_statistics()
    assert loaded.value == stats
    assert loaded.notice is None
    lines = statistics_path().read_text("utf-8").splitlines()
    assert lines[:4] == ["{", '  "version": 1,', '  "reset_at": null,', '  "matches": [']
    assert len(lines) == 4 + len(stats.matches) + 2  # one line per match
    assert json.loads(statistics_path().read_text("utf-8"))["version"] == 1


def test_empty_statistics_round_trip() -> None:
    assert save_statistics(Statistics()) == Statistics()
    assert load_statistics().value == Statistics()
    assert json.loads(statistics_path().read_bytes()) == {
        "version": 1,
        "reset_at": None,
        "matches": [],
    }


def test_two_copies_saving_in_turn_keep_both_matches() -> None:
    first = load_statistics().value  # both copies start from the same (empty) file
    second = load_statistics().value
    first = save_statistics(record_match(first, scripted_match(WIN, seed=1), (ANNA, BEN_HARD), T0))
    second = record_match(
        second, scripted_match(LOSS, seed=2), (ANNA, BEN_HARD), T0 + timedelta(minutes=5)
    )
    merged = save_statistics(second)
    assert len(merged.matches) == 2
    assert load_statistics().value == merged
    assert (figures(merged, "Anna").won, figures(merged, "Anna").lost) == (1, 1)
    assert save_statistics(first) == merged  # saving the stale copy again loses nothing


def test_a_reset_in_one_copy_is_not_undone_by_another() -> None:
    stale = save_statistics(_won(1))  # a copy that loaded before the reset
    reset_at = T0 + timedelta(hours=1)
    assert reset_statistics(now=reset_at) == Statistics(reset_at=reset_at)
    assert load_statistics().value == Statistics(reset_at=reset_at)
    later = record_match(stale, scripted_match(LOSS, seed=3), (ANNA, BEN_HARD), T0 + timedelta(2))
    merged = save_statistics(later)
    assert [m.finished_at for m in merged.matches] == [T0 + timedelta(2)]
    assert merged.reset_at == reset_at


def test_reset_without_a_time_uses_now() -> None:
    save_statistics(_won(1))
    before = datetime.now().astimezone()
    stats = reset_statistics()
    assert stats.reset_at is not None and stats.reset_at >= before
    assert load_statistics().value.matches == ()


def test_record_and_save_adds_to_what_is_on_disk() -> None:
    save_statistics(_won(1))
    result = record_and_save(scripted_match(WIN, seed=2), (ANNA, BEN_HARD), T0 + timedelta(1))
    assert len(result.matches) == 2
    again = record_and_save(scripted_match(WIN, seed=2), (ANNA, BEN_HARD), T0 + timedelta(3))
    assert again == result  # same match: counted once


def test_a_file_damaged_while_running_is_set_aside_when_saving() -> None:
    save_statistics(_won(1))
    statistics_path().write_bytes(b"\x00garbage")
    merged = save_statistics(_won(2))
    assert len(merged.matches) == 1
    kept = list(statistics_path().parent.glob("statistics.json.bad-*"))
    assert [p.read_bytes() for p in kept] == [b"\x00garbage"]
    assert load_statistics().value == merged


def test_an_explicit_path_is_used(tmp_path: Path) -> None:
    target = tmp_path / "other.json"
    save_statistics(_won(1), target)
    assert len(load_statistics(target).value.matches) == 1
    assert load_statistics().value == Statistics()


WORKER = textwrap.dedent(
    """
    import sys
    from datetime import datetime, timedelta, timezone
    sys.path.insert(0, sys.argv[1])
    from tests.storage.scripted import ANNA, BEN_HARD, WIN, scripted_match
    from chicago_desktop.storage.statistics import load_statistics, record_match, save_statistics

    worker, count = int(sys.argv[2]), int(sys.argv[3])
    t0 = datetime(2024, 1, 1, tzinfo=timezone.utc)
    for i in range(count):
        stats = load_statistics().value  # a stale view by the time it is saved
        seed = worker * 1000 + i
        at = t0 + timedelta(minutes=seed)
        stats = record_match(stats, scripted_match(WIN, seed=seed), (ANNA, BEN_HARD), at)
        save_statistics(stats)
    """
)


def test_processes_saving_at_the_same_time_lose_no_match() -> None:
    workers, count = 4, 12
    procs = [
        subprocess.Popen([sys.executable, "-c", WORKER, str(REPO), str(w), str(count)])
        for w in range(workers)
    ]
    for proc in procs:
        assert proc.wait(timeout=120) == 0
    loaded = load_statistics()
    assert loaded.notice is None
    assert len(loaded.value.matches) == workers * count
    assert figures(loaded.value, "Anna").won == workers * count
