"""Fuzzing the Chicago 2–12 record reader: garbage and mutations only ever give a RecordError.

Untrusted files must never crash the reader with another exception, hang, or half-apply;
every message is one line.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chicago_desktop.cli import main
from chicago_desktop.records import RecordError
from chicago_desktop.two_to_twelve.records import outcome_json, parse_record, replay_record
from tests.tiers import examples

GOLDEN = Path(__file__).parent / "golden"
SEEDS = [
    p.read_bytes() for p in sorted(GOLDEN.glob("*.json")) if not p.name.endswith(".expected.json")
]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.floats() | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5)
    ),
    max_leaves=30,
)


def read(data: bytes | str) -> None:
    try:
        record = parse_record(data)
    except RecordError as exc:
        assert str(exc)
        assert "\n" not in str(exc)
        return
    json.dumps(outcome_json(replay_record(record).game))


@settings(max_examples=examples(300), deadline=None)
@given(st.binary(max_size=2000))
def test_garbage_bytes(data: bytes) -> None:
    read(data)


@settings(max_examples=examples(300), deadline=None)
@given(st.sampled_from(SEEDS), st.lists(st.tuples(st.integers(0, 10**6), st.binary(max_size=3))))
def test_byte_mutations_of_real_records(seed: bytes, edits: list[tuple[int, bytes]]) -> None:
    data = bytearray(seed)
    for pos, chunk in edits:
        at = pos % (len(data) + 1)
        data[at : at + len(chunk)] = chunk
    read(bytes(data))


@settings(max_examples=examples(200), deadline=None)
@given(st.sampled_from(SEEDS), json_values, st.data())
def test_structural_mutations(seed: bytes, value: object, data: st.DataObject) -> None:
    obj = json.loads(seed)
    key = data.draw(st.sampled_from(sorted(obj)))
    if key == "actions" and obj["actions"] and data.draw(st.booleans()):
        i = data.draw(st.integers(0, len(obj["actions"]) - 1))
        if data.draw(st.booleans()):
            obj["actions"][i] = value
        else:
            obj["actions"][i] = {"throw": value}
    elif key == "rules" and data.draw(st.booleans()):
        obj["rules"][data.draw(st.sampled_from(["dice", "order", "teams", "elimination"]))] = value
    else:
        obj[key] = value
    read(json.dumps(obj))


@settings(max_examples=examples(200), deadline=None)
@given(st.sampled_from(SEEDS), st.data())
def test_dropped_or_repeated_actions_fail_at_the_right_place(
    seed: bytes, data: st.DataObject
) -> None:
    obj = json.loads(seed)
    actions = obj["actions"]
    if not actions:
        return
    cut = data.draw(st.integers(0, len(actions)))
    obj["actions"] = actions[:cut] + actions[: data.draw(st.integers(0, len(actions)))]
    try:
        record = parse_record(json.dumps(obj))
    except RecordError as exc:
        assert exc.index is not None
        assert cut <= exc.index < len(obj["actions"])  # the original prefix is fine
        prefix = dict(obj, actions=obj["actions"][: exc.index])
        parse_record(json.dumps(prefix))  # everything before the bad action is valid
    else:
        assert len(record.actions) == len(obj["actions"])


def test_deep_nesting_is_a_record_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deep = '{"game": "chicago-2-12", "actions": [' + "[" * 100_000 + "]" * 100_000 + "]}"
    with pytest.raises(RecordError):
        parse_record(deep)
    path = tmp_path / "deep.json"
    path.write_text(deep)
    assert main(["replay", str(path), "--json"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
