"""Hypothesis strategies for valid values of the storage types."""

from __future__ import annotations

import base64

from hypothesis import strategies as st

from chicago_desktop.engine import LOSSES_TO_OUT_CHOICES, MAX_THROWS_CHOICES
from chicago_desktop.records import LEVELS
from chicago_desktop.storage.settings import (
    CPU_SPEEDS,
    DARK_MODES,
    GameSetup,
    SeatSetup,
    Settings,
)

names = st.text(min_size=1, max_size=64).filter(lambda s: bool(s.strip()))

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
)
