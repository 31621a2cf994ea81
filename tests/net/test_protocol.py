"""The protocol's schema and framing, and a joined computer facing a host that misbehaves."""

from __future__ import annotations

import pytest

from chicago_desktop.engine import preset
from chicago_desktop.net import ClientCore, HostCore, parse_seats_spec
from chicago_desktop.net.framing import FrameError, FrameReader, decode, encode
from chicago_desktop.net.protocol import (
    Act,
    Hello,
    ProtocolError,
    is_valid_code,
    new_code,
    normalise_code,
    parse_client_message,
)
from chicago_desktop.session import GameSession
from tests.net.wiring import Wire


def test_frames_split_anywhere_are_put_back_together_and_a_long_one_is_refused() -> None:
    reader = FrameReader(64)
    data = encode({"type": "sync"}) + encode({"type": "continue", "at": 3})
    frames = [f for i in range(len(data)) for f in reader.feed(data[i : i + 1])]
    assert [decode(f) for f in frames] == [{"type": "sync"}, {"type": "continue", "at": 3}]
    assert not reader.partial
    with pytest.raises(FrameError):
        reader.feed(b"x" * 65)
    with pytest.raises(FrameError):  # and it stays broken
        reader.feed(b"\n")
    for bad in (b"[1, 2]", b"NaN", b'{"a": Infinity}', b"\xff", b"[" * 5000):
        with pytest.raises(FrameError):
            decode(bad)


def test_client_messages_are_checked_key_by_key_and_type_by_type() -> None:
    hello = {"type": "hello", "protocol": 1, "code": "ABC234", "name": "Anna"}
    assert parse_client_message(hello) == Hello(1, "ABC234", "Anna", None, 1)
    act = {"type": "act", "seat": 1, "at": 4, "action": {"stop": True}}
    assert parse_client_message(act) == Act(1, 4, {"stop": True})
    bad: list[dict[str, object]] = [
        {**hello, "extra": 1},  # unknown key
        {k: v for k, v in hello.items() if k != "code"},  # missing key
        {**hello, "protocol": True},  # a JSON true is not a number
        {**hello, "name": "A\\nB".replace("\\n", "\n")},  # not printable
        {**hello, "name": "x" * 65},
        {**hello, "token": "../../etc/passwd"},  # no path, no free text
        {**hello, "seats": 6},
        {**act, "seat": -1},
        {**act, "at": 10**12},
        {**act, "action": [1]},
        {"type": "run", "cmd": "rm"},
        {"type": "continue", "at": "1"},
    ]
    for raw in bad:
        with pytest.raises(ProtocolError):
            parse_client_message(raw)


def test_party_codes_are_unambiguous_and_typed_loosely() -> None:
    code = new_code()
    assert is_valid_code(code) and len(code) == 6
    assert not set(code) & set("01IO")
    assert normalise_code(" abc-234 ") == "ABC234"
    assert not is_valid_code("AB") and not is_valid_code("ABC 234")


def _joined() -> tuple[Wire, ClientCore]:
    wire = Wire(HostCore(preset("classic"), parse_seats_spec("cpu:easy,remote"), "ABC234"))
    client = ClientCore("Anna", "ABC234")
    wire.join(client)
    wire.pump()
    assert client.phase == "playing"
    return wire, client


@pytest.mark.parametrize(
    "sent",
    [
        b"garbage\n",
        b'{"type":"state","record":{"format":"x"},"present":[],"waiting":null}\n',
        b'{"type":"welcome","protocol":1}\n',
        b'{"type":"launch","file":"/bin/sh"}\n',
    ],
)
def test_a_host_sending_nonsense_is_left_with_a_one_line_reason(sent: bytes) -> None:
    _wire, client = _joined()
    client.receive(sent)
    assert client.phase == "lost"
    assert client.reason and "\n" not in client.reason


def test_an_applied_action_that_does_not_match_this_copy_is_a_divergence_and_resyncs() -> None:
    wire, client = _joined()
    assert client.session is not None
    index = len(client.session.match.actions)
    seat = client.session.current_seat
    wrong = {
        "type": "applied",
        "index": index,
        "seat": seat,
        "action": {"throw": [6, 6, 6]},
        "events": [],  # the host's events would name the throw
    }
    client.receive(encode(wrong))
    assert client.divergences == 1 and client.session is None
    wire.pump()  # the sync brings the host's state back
    assert client.session is not None
    assert client.session.match.actions == wire.host.session.match.actions


def test_the_host_may_continue_by_itself_after_a_few_seconds() -> None:
    host = HostCore(
        preset("classic"), parse_seats_spec("cpu:easy,remote"), "ABC234", auto_continue=3.0
    )
    wire = Wire(host)
    person = ClientCore("Anna", "ABC234")
    wire.join(person)
    wire.pump()
    from tests.legal_moves import SimpleDecider

    bot = SimpleDecider(seed=1)
    while host.waiting is None:
        seat = person.my_turn()
        assert seat is not None and isinstance(person.session, GameSession)
        person.act(seat, bot.decide(person.session.match))
        wire.pump()
    at = host.waiting
    host.tick(wire.now + 1.0)
    assert host.waiting == at  # not yet
    host.tick(wire.now + 3.5)
    wire.pump()
    assert at not in (host.waiting, person.waiting)
