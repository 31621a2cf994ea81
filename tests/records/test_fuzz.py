"""Fuzzing the record reader: mutated and garbage input only ever gives a RecordError.

Untrusted files must never crash the reader with another exception, hang, or half-apply.
"""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from chicago_desktop.records import RecordError, dumps_record, parse_record, replay_record
from tests.tiers import examples

GOLDEN = Path(__file__).parent / "golden"
SEEDS = [p.read_bytes() for p in sorted(GOLDEN.glob("*.json"))]
RECORDS = [p.read_bytes() for p in sorted(GOLDEN.glob("*.json")) if ".expected" not in p.name]

#: Any code point: hypothesis leaves surrogates (Cs) out of st.text() by default, and they
#: are the ones no writer can encode (issue 11); controls (Cc) are here too.
ANY_CHAR = st.characters(categories=("L", "M", "N", "P", "S", "Z", "C"))
any_text = st.text(alphabet=ANY_CHAR, max_size=8)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.floats() | any_text,
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(any_text, children, max_size=5)
    ),
    max_leaves=30,
)


def read(data: bytes | str) -> None:
    try:
        replay_record(parse_record(data))
    except RecordError as exc:
        assert str(exc)
        assert "\n" not in str(exc)


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


@settings(max_examples=examples(300), deadline=None)
@given(st.sampled_from(SEEDS), json_values, st.data())
def test_structural_mutations(seed: bytes, value: object, data: st.DataObject) -> None:
    obj = json.loads(seed)
    key = data.draw(st.sampled_from(sorted(obj)))
    if key == "actions" and obj["actions"] and data.draw(st.booleans()):
        i = data.draw(st.integers(0, len(obj["actions"]) - 1))
        obj["actions"][i] = value
    else:
        obj[key] = value
    read(json.dumps(obj))


@settings(max_examples=examples(300), deadline=None)
@given(st.sampled_from(RECORDS), st.text(alphabet=ANY_CHAR, min_size=1, max_size=12), st.data())
def test_any_name_is_refused_or_can_be_written_back(
    seed: bytes, name: str, data: st.DataObject
) -> None:
    """Issue 11: a name that is read must be writable; a lone surrogate is refused."""
    obj = json.loads(seed)
    seat = data.draw(st.integers(0, len(obj["players"]) - 1))
    obj["players"][seat]["name"] = name
    text = json.dumps(obj, ensure_ascii=data.draw(st.booleans()))
    try:
        replayed = replay_record(parse_record(text))
    except RecordError as exc:
        assert "\n" not in str(exc)
        if not name.strip():
            return
        assert any(0xD800 <= ord(c) <= 0xDFFF for c in name)
        assert "surrogate" in str(exc)
        return
    assert replayed.players[seat].name == name
    dumps_record(replayed.to_json()).encode("utf-8")  # never UnicodeEncodeError


def test_deep_nesting_and_huge_numbers_are_clean_errors() -> None:
    for data in ("[" * 100_000, '{"version": ' + "9" * 5000 + "}", "\xff\xfe", ""):
        try:
            parse_record(data)
        except RecordError:
            pass
        else:
            raise AssertionError(f"accepted {data[:20]!r}")


def test_unknown_keys_with_line_breaks_stay_on_one_line() -> None:
    """Found by the structural fuzzer: a key with a newline leaked into the message."""
    record = json.loads((GOLDEN / "e5_draw.json").read_text())
    record["actions"] = [{"a\nb": 1}]
    try:
        parse_record(json.dumps(record))
    except RecordError as exc:
        assert "\n" not in str(exc)
        assert exc.index == 0
    else:
        raise AssertionError("an unknown action was accepted")


record_actions = st.one_of(
    st.builds(
        lambda faces, hold: {"throw": faces, **({"hold": hold} if hold else {})},
        st.lists(st.integers(0, 7), max_size=4),
        st.lists(st.integers(-1, 3), max_size=3),
    ),
    st.just({"stop": True}),
    st.just({"turn_sixes": True}),
    st.just({"call": "sand"}),
    st.builds(
        lambda ones, sixes, direction: {
            "call": {"ones": ones, "sixes": sixes, "direction": direction}
        },
        st.sampled_from((1, 100, 50)),
        st.sampled_from((6, 60, 7)),
        st.sampled_from(("high", "low", "up")),
    ),
)


@settings(max_examples=examples(150), deadline=None)
@given(
    st.sampled_from(("classic", "basic", "bavarian", "tschigg", "pub")),
    st.integers(2, 6),
    st.lists(record_actions, max_size=60),
)
def test_random_actions_of_every_preset_replay_or_name_the_first_bad_one(
    name: str, players: int, actions: list[dict[str, object]]
) -> None:
    """Every preset and every action kind (call, turn_sixes too): a refusal names the index
    of the first bad action, and every action before it replays (nothing half-applied)."""
    record = {
        "format": "chicago-record",
        "version": 1,
        "rules": {"preset": name},
        "players": [{"name": f"P{i}"} for i in range(players)],
        "first_leader": 0,
        "actions": actions,
    }
    try:
        replay_record(parse_record(json.dumps(record)))
    except RecordError as exc:
        assert "\n" not in str(exc)
        assert exc.index is not None and 0 <= exc.index < len(actions)
        assert exc.rule is not None
        prefix = record | {"actions": actions[: exc.index]}
        replay_record(parse_record(json.dumps(prefix)))
