"""Hypothesis strategies for valid values of the storage types."""

from __future__ import annotations

import base64
from datetime import UTC, datetime, timedelta, timezone

from hypothesis import strategies as st

from chicago_desktop.engine import (
    LOSSES_TO_OUT_CHOICES,
    MAX_THROWS_CHOICES,
    SEARCHES_CHOICES,
    preset,
)
from chicago_desktop.records import LEVELS
from chicago_desktop.storage.settings import (
    CPU_SPEEDS,
    DARK_MODES,
    ROUND_END_PAUSES,
    GameSetup,
    SeatSetup,
    Settings,
)
from chicago_desktop.storage.statistics import MatchEntry, RoundEntry, SeatEntry, Statistics
from chicago_desktop.storage.statistics.model import add_entries

#: Names of any writable character, controls included (Cc, Cf): only surrogates (Cs), which
#: no file can hold, are left out; tests/storage/test_text_policy.py covers those.
names = st.text(
    alphabet=st.characters(categories=("L", "M", "N", "P", "S", "Z", "Cc", "Cf", "Co")),
    min_size=1,
    max_size=64,
).filter(lambda s: bool(s.strip()))

seats = st.builds(
    SeatSetup,
    name=names,
    type=st.sampled_from(("human", "cpu")),
    level=st.sampled_from(LEVELS),
)

setups = st.builds(
    GameSetup,
    seats=st.lists(seats, min_size=2, max_size=6).map(tuple),
    max_throws=st.sampled_from(MAX_THROWS_CHOICES),
    losses_to_out=st.sampled_from(LOSSES_TO_OUT_CHOICES),
)

settings = st.builds(
    Settings,
    language=st.none() | st.sampled_from(("en", "de", "ja", "pt_BR", "zh-Hant-TW")),
    last_setup=st.none() | setups,
    cpu_speed=st.sampled_from(CPU_SPEEDS),
    reduced_motion=st.booleans(),
    show_hints=st.booleans(),
    window_geometry=st.none() | st.binary(max_size=200).map(lambda b: base64.b64encode(b).decode()),
    tutorial_offered=st.booleans(),
    dark_mode=st.sampled_from(DARK_MODES),
    round_end=st.sampled_from(ROUND_END_PAUSES),
)

faces = st.integers(1, 6)
round_entries = st.builds(
    RoundEntry,
    position=st.integers(0, 5),
    dice=st.tuples(faces, faces, faces),
    throws=st.integers(1, 3),
    best=st.booleans(),
    worst=st.booleans(),
    chicago=st.booleans(),
)
outcomes = st.sampled_from(("won", "lost", "drawn"))
human_seats = st.builds(
    SeatEntry,
    name=names,
    type=st.just("human"),
    level=st.none(),
    outcome=outcomes,
    rounds=st.lists(round_entries, max_size=6).map(tuple),
)
cpu_seats = st.builds(
    SeatEntry,
    name=names,
    type=st.just("cpu"),
    level=st.sampled_from(LEVELS),
    outcome=outcomes,
)
all_rules = st.sampled_from(
    [preset("classic", max_throws=t, losses_to_out=n) for t in MAX_THROWS_CHOICES
     for n in LOSSES_TO_OUT_CHOICES]
    + [preset("basic", searches=s) for s in SEARCHES_CHOICES]
    + [preset(name) for name in ("bavarian", "tschigg", "pub")]
)  # fmt: skip
zones = st.sampled_from(
    [UTC, timezone(timedelta(hours=2)), timezone(timedelta(hours=-9, minutes=-30))]
)
moments = st.datetimes(
    min_value=datetime(2000, 1, 1), max_value=datetime(2100, 1, 1), timezones=zones
)
match_entries = st.builds(
    MatchEntry,
    id=st.text(alphabet="0123456789abcdef", min_size=1, max_size=32),
    finished_at=moments,
    rules=all_rules,
    seats=st.lists(human_seats | cpu_seats, min_size=2, max_size=6)
    .filter(lambda seats: any(s.is_human for s in seats))
    .map(tuple),
)
#: Up to four matches: the codec writes each match on a line of its own, whatever the
#: others hold, and two or more already exercise the time order, the known ids and the
#: reset; a longer list only made each example dearer to draw (it was eight).
statistics = st.builds(
    lambda entries, reset_at: add_entries(Statistics(reset_at=reset_at), tuple(entries)),
    st.lists(match_entries, max_size=4),
    st.none() | moments,
)
