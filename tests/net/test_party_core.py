"""The host and joined cores over an in-memory wire: matches, seats, tokens, refusals.

No sockets: :class:`tests.net.wiring.Wire` moves the bytes, with a fake clock, so the rules
of R70-R75 and the limits of docs/network.md are checked quickly and exactly.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from chicago_desktop.engine import PRESET_NAMES, RandomDice, preset
from chicago_desktop.net import ClientCore, HostCore, Limits, Rejection, parse_seats_spec
from chicago_desktop.net.framing import encode
from chicago_desktop.net.protocol import MAX_CLIENT_FRAME, PROTOCOL
from chicago_desktop.records import outcome_json, parse_record, replay_record
from chicago_desktop.session import Cpu, GameSession
from tests.net.wiring import Wire
from tests.tiers import first_then_slow


def _party(name: str, spec: str, seed: int = 1, limits: Limits | None = None) -> Wire:
    host = HostCore(
        preset(name),
        parse_seats_spec(spec),
        "ABC234",
        seed=seed,
        dice=RandomDice(seed),
        limits=limits,
    )
    return Wire(host)


def _bots(wire: Wire, count: int, seed: int = 0) -> list[ClientCore]:
    bots = [
        ClientCore(f"Bot {i}", "abc234", bot=("easy", "medium", "hard")[i % 3], bot_seed=seed + i)
        for i in range(count)
    ]
    for bot in bots:
        wire.join(bot)
    return bots


def _replayed(host: HostCore) -> dict[str, object]:
    record = host.record_json()
    assert record is not None
    return outcome_json(replay_record(parse_record(record)).match)


def _sizes() -> list[Any]:
    """Every preset with two joined computers; with five (a table of six) the first preset
    every run and the others in the full run (tests/tiers.py)."""
    five = [pytest.param(name, 5, id=f"5-{name}") for name in PRESET_NAMES]
    two = [pytest.param(name, 2, id=f"2-{name}") for name in PRESET_NAMES]
    return two + first_then_slow(five)


@pytest.mark.parametrize(("name", "joined"), _sizes())
def test_every_preset_plays_to_the_end_and_every_copy_equals_the_host_record(
    name: str, joined: int
) -> None:
    spec = ",".join(["cpu:hard"] * (6 - joined if joined == 5 else 1) + ["remote"] * joined)
    wire = _party(name, spec, seed=joined)
    bots = _bots(wire, joined)
    wire.pump()
    assert wire.host.finished
    want = _replayed(wire.host)
    assert want["finished"] is True
    for bot in bots:
        assert bot.phase == "over"
        assert bot.divergences == 0
        assert bot.outcome() == want


def test_the_host_waits_for_every_seat_and_shows_the_settings_before_the_start() -> None:
    wire = _party("classic", "cpu:easy,remote,remote")
    first = ClientCore("Anna", "ABC234")
    wire.join(first)
    wire.pump()
    assert wire.host.session is None
    assert first.phase == "lobby"
    party = first.party
    assert party["rules"] == {"preset": "classic", "max_throws": 3, "losses_to_out": 3}
    seats = party["seats"]
    assert isinstance(seats, list)
    assert [s["taken"] for s in seats] == [True, True, False]
    assert first.you == (1,)


def test_a_wrong_code_a_second_computer_too_many_and_a_new_one_after_the_start_are_refused() -> (
    None
):
    wire = _party("classic", "cpu:easy,remote")
    wrong = ClientCore("Eve", "ZZZZZZ")
    wire.join(wrong)
    wire.pump()
    assert wrong.phase == "refused" and wrong.refusal is not None
    assert wrong.refusal.code == "code"
    assert wire.host.session is None  # nothing moved
    bots = _bots(wire, 1)
    late = ClientCore("Late", "ABC234")
    wire.join(late)
    wire.pump()
    assert wire.host.finished and bots[0].outcome() == _replayed(wire.host)
    assert late.refusal is not None and late.refusal.code in ("started", "closed")


def test_an_unknown_protocol_version_is_refused() -> None:
    wire = _party("classic", "cpu:easy,remote")
    conn = wire.open_raw()
    hello = {"type": "hello", "protocol": PROTOCOL + 1, "code": "ABC234", "name": "X"}
    wire.host.receive(conn, encode(hello), 0.0)
    wire.pump()
    assert json.loads(wire.raw[conn][0])["code"] == "version"
    assert conn in wire.closed


def _started(spec: str = "remote,remote") -> tuple[Wire, ClientCore, ClientCore]:
    wire = _party("classic", spec)
    a, b = ClientCore("Anna", "ABC234"), ClientCore("Bo", "ABC234")
    wire.join(a)
    wire.join(b)
    wire.pump()
    assert a.session is not None and b.session is not None
    return wire, a, b


def test_a_connection_acts_only_for_its_own_seats_and_only_on_its_turn() -> None:
    wire, a, b = _started()
    from chicago_desktop.engine import Throw

    session = wire.host.session
    assert session is not None
    to_act = session.current_seat
    mover, other = (a, b) if to_act in a.you else (b, a)
    other_seat = other.you[0]
    # Another computer's seat (R72), then its own seat out of turn (R8).
    mover.act(other_seat, Throw())
    wire.pump()
    assert mover.last_rejection is not None and mover.last_rejection.code == "not_your_seat"
    other.act(other_seat, Throw())
    wire.pump()
    assert other.last_rejection is not None
    assert (other.last_rejection.code, other.last_rejection.rule) == ("not_your_turn", "R8")
    assert session.match.actions == ()  # nothing changed
    mover.act(mover.you[0], Throw())
    wire.pump()
    assert len(session.match.actions) == 1
    assert a.session.match.actions == b.session.match.actions == session.match.actions


def test_only_the_host_throws_the_dice_and_a_replayed_action_is_stale() -> None:
    wire, a, b = _started()
    session = wire.host.session
    assert session is not None
    mover = a if session.current_seat in a.you else b
    seat = mover.you[0]
    conn = next(c for c, client in wire.clients.items() if client is mover)
    loaded = {"type": "act", "seat": seat, "at": 0, "action": {"throw": [1, 1, 1]}}
    wire.host.receive(conn, encode(loaded), 0.0)
    wire.pump()
    assert mover.last_rejection is not None
    assert (mover.last_rejection.code, mover.last_rejection.rule) == ("host_throws", "R73")
    honest = {"type": "act", "seat": seat, "at": 0, "action": {"throw": []}}
    wire.host.receive(conn, encode(honest), 0.0)
    wire.host.receive(conn, encode(honest), 0.0)  # the same message again
    wire.pump()
    assert len(session.match.actions) == 1
    assert mover.last_rejection.code == "stale"


def test_a_seat_token_takes_the_seat_back_and_a_stolen_one_is_refused() -> None:
    wire, a, b = _started("cpu:medium,remote,remote")
    assert a.token is not None
    thief = ClientCore("Mallory", "ABC234", token=a.token)
    wire.join(thief)
    wire.pump()
    assert thief.refusal is not None and thief.refusal.code == "connected"
    forged = ClientCore("Mallory", "ABC234", token="x" * 32)
    wire.join(forged)
    wire.pump()
    assert forged.refusal is not None and forged.refusal.code == "token"
    # Anna's computer drops out: her seat is missing (R75) and the match waits for it.
    conn = next(c for c, client in wire.clients.items() if client is a)
    wire.drop(conn)
    wire.pump()
    assert wire.host.present()[a.you[0]] is False
    assert b.present[a.you[0]] is False
    back = ClientCore("Anna", "ABC234", token=a.token, bot="medium")
    b.bot = "easy"
    wire.join(back)
    wire.pump()
    assert back.you == a.you
    assert wire.host.finished
    assert back.outcome() == b.outcome() == _replayed(wire.host)


def test_the_host_hands_a_missing_seat_to_the_cpu_and_its_token_is_void() -> None:
    wire, a, b = _started()
    b.bot = "medium"
    conn = next(c for c, client in wire.clients.items() if client is a)
    wire.drop(conn)
    with pytest.raises(ValueError, match="missing"):
        wire.host.hand_to_cpu(b.you[0])
    levels = wire.host.cpu_levels()
    assert levels[a.you[0]] is None and levels[b.you[0]] is None  # people
    wire.host.hand_to_cpu(a.you[0], "easy")
    # What the host's window builds the AI's tables for from now on (ui/party/transport.py),
    # and what every CPU decider is told (an Expert replies to the known levels).
    now = wire.host.cpu_levels()
    assert now == tuple("easy" if seat == a.you[0] else level for seat, level in enumerate(levels))
    handed = wire.host._handed[a.you[0]]
    assert getattr(handed, "table", None) == now
    wire.pump()
    assert wire.host.finished and b.outcome() == _replayed(wire.host)
    back = ClientCore("Anna", "ABC234", token=a.token)
    wire.join(back)
    wire.pump()
    assert back.refusal is not None


def test_a_scored_round_waits_for_continue_from_anyone_and_an_old_continue_is_ignored() -> None:
    wire = _party("classic", "cpu:easy,cpu:easy,remote")
    person = ClientCore("Anna", "ABC234")
    wire.join(person)
    wire.pump()
    host = wire.host
    while host.waiting is None:
        seat = person.my_turn()
        assert seat is not None
        from tests.legal_moves import SimpleDecider

        assert isinstance(person.session, GameSession)
        person.act(seat, SimpleDecider(seed=1).decide(person.session.match))
        wire.pump()
    at = host.waiting
    assert person.waiting == at
    rounds = len(host.session.match.rounds)  # type: ignore[union-attr]
    with pytest.raises(Rejection, match="Continue"):
        host._act(0, __import__("chicago_desktop.engine", fromlist=["Stop"]).Stop())
    assert host.continue_match(at - 1) is False  # an old Continue changes nothing
    person.continue_match()
    wire.pump()
    assert host.waiting is None or host.waiting != at
    assert len(host.session.match.rounds) >= rounds  # type: ignore[union-attr]


def test_garbage_and_oversized_frames_close_only_that_connection() -> None:
    wire = _party("pub", "remote,remote,remote")
    garbage = wire.open_raw()
    wire.host.receive(garbage, b"\x00\xff not json\n", 0.0)
    huge = wire.open_raw()
    wire.host.receive(huge, b"{" + b" " * MAX_CLIENT_FRAME, 0.0)
    early = wire.open_raw()
    wire.host.receive(early, encode({"type": "act", "seat": 0, "at": 0, "action": {}}), 0.0)
    wire.pump()
    assert {garbage, huge, early} <= wire.closed
    bots = _bots(wire, 3)
    wire.pump()
    assert wire.host.finished
    assert all(b.outcome() == _replayed(wire.host) for b in bots)


def test_a_client_sending_one_byte_a_second_is_dropped_without_holding_up_the_others() -> None:
    wire = _party("basic", "remote,remote", limits=Limits(hello_seconds=5, frame_seconds=5))
    slow = wire.open_raw()
    hello = encode({"type": "hello", "protocol": PROTOCOL, "code": "ABC234", "name": "Slow"})
    bots = _bots(wire, 2)
    for second, byte in enumerate(hello[:10]):
        wire.host.receive(slow, bytes([byte]), float(second))
        wire.host.tick(float(second))
        wire.pump()
    assert slow in wire.closed
    assert wire.host.finished and all(b.outcome() == _replayed(wire.host) for b in bots)


def test_a_flood_is_rate_limited_then_closed_and_the_flooder_can_rejoin() -> None:
    wire, a, b = _started()
    conn = next(c for c, client in wire.clients.items() if client is a)
    flood = encode({"type": "sync"}) * 1000
    wire.host.receive(conn, flood, wire.now)
    wire.pump()
    assert conn in wire.closed
    assert a.warnings >= 1
    assert wire.host.present()[a.you[0]] is False
    back = ClientCore("Anna", "ABC234", token=a.token, bot="easy")
    b.bot = "hard"
    wire.join(back)
    wire.pump()
    assert wire.host.finished and back.outcome() == b.outcome() == _replayed(wire.host)


def test_a_party_resumes_from_the_host_record_and_the_computers_rejoin_with_their_tokens() -> None:
    wire, a, b = _started("cpu:hard,remote,remote")
    a.bot, b.bot = "easy", "medium"
    seat = wire.host.session.current_seat  # type: ignore[union-attr]
    mover = a if seat in a.you else b
    mover._play_bot()
    wire.pump(rounds=3, settle=False)  # a few actions, then the host goes away
    record = wire.host.record_json()
    assert record is not None
    host = HostCore(preset("classic"), (), "ABC234", resume=parse_record(record))
    assert host.session is not None
    assert isinstance(host.session.seats[0].owner, Cpu)
    assert host.present() == [True, False, False]
    wire2 = Wire(host)
    back_a = ClientCore("Anna", "ABC234", token=a.token, bot="easy")
    back_b = ClientCore("Bo", "ABC234", token=b.token, bot="medium")
    stranger = ClientCore("Eve", "ABC234")
    wire2.join(stranger)
    wire2.join(back_a)
    wire2.join(back_b)
    wire2.pump()
    assert stranger.refusal is not None and stranger.refusal.code == "started"
    assert host.finished
    full = host.record_json()
    assert full is not None
    before, after = record["actions"], full["actions"]
    assert isinstance(before, list) and isinstance(after, list)
    assert len(after) > len(before) and after[: len(before)] == before
    assert back_a.outcome() == back_b.outcome() == _replayed(host)


def test_a_record_without_the_seat_owners_is_not_resumed_as_a_party() -> None:
    from chicago_desktop.records import RecordError
    from chicago_desktop.session import GameSession, Seat

    session = GameSession(preset("classic"), (Seat("A"), Seat("B")))
    with pytest.raises(RecordError, match="which computer"):
        HostCore(preset("classic"), (), "ABC234", resume=parse_record(session.record_json()))


def test_seat_specs_are_checked() -> None:
    plans = parse_seats_spec("cpu:hard, remote,local,cpu")
    assert [p.kind for p in plans] == ["cpu", "remote", "local", "cpu"]
    assert plans[3].level == "medium"
    for bad in ("cpu:genius,remote", "remote", "human,remote", ",".join(["remote"] * 7)):
        with pytest.raises(ValueError):
            parse_seats_spec(bad)
    with pytest.raises(ValueError, match="another computer"):
        HostCore(preset("classic"), parse_seats_spec("cpu,local"), "ABC234")


def test_a_flood_of_silent_connections_is_capped_and_the_party_still_fills() -> None:
    wire = _party("basic", "remote,remote", limits=Limits(pending=4))
    silent = [wire.open_raw() for _ in range(10)]
    wire.pump()
    assert set(silent[4:]) <= wire.closed and not set(silent[:4]) & wire.closed
    assert all(b"too many connections" in wire.raw[c][0] for c in silent[4:])
    for conn in silent[:4]:
        wire.drop(conn)
    bots = _bots(wire, 2)
    wire.pump()
    assert wire.host.finished and all(b.outcome() == _replayed(wire.host) for b in bots)


def test_cpu_seats_wait_while_the_tables_are_built_and_play_on_at_the_next_tick() -> None:
    """The window's host answers cpu_ready False while the AI's tables are built in steps:
    no CPU decision may then build them inside the window's event (issue 16: never block)."""
    wire = _party("classic", "cpu:hard,remote")
    ready = False
    wire.host.cpu_ready = lambda: ready
    (bot,) = _bots(wire, 1)
    wire.pump()
    session = wire.host.session
    assert session is not None and not session.is_over
    assert session.current_seat == 0  # the CPU's turn, held back
    held = len(session.match.actions)
    wire.pump()
    assert len(session.match.actions) == held
    ready = True
    wire.host.tick(wire.host.now + 0.2)
    wire.pump()
    assert len(session.match.actions) > held
    while not session.is_over:
        wire.host.tick(wire.host.now + 0.2)
        wire.pump()
    assert bot.session is not None and bot.session.is_over


def test_a_seat_handed_to_the_cpu_changes_the_levels_the_sessions_cpus_know() -> None:
    """R75: the session's own CPU seats were told the levels at the start, a joined
    computer's seat as None (a person, taken as Hard); once that seat is the CPU's, they
    are told its level, so an Expert replies to it and reads the tables built for it."""
    wire = _party("classic", "cpu:expert,remote,remote")
    a, b = ClientCore("Anna", "ABC234"), ClientCore("Bo", "ABC234", bot="medium")
    wire.join(a)
    wire.join(b)
    wire.pump()
    session = wire.host.session
    assert isinstance(session, GameSession)
    (expert,) = session.cpu_deciders()
    assert getattr(expert, "table", None) == ("expert", None, None)
    conn = next(c for c, client in wire.clients.items() if client is a)
    wire.drop(conn)
    wire.host.hand_to_cpu(a.you[0], "easy")
    want = tuple("expert" if s == 0 else "easy" if s == a.you[0] else None for s in range(3))
    assert wire.host.cpu_levels() == want and getattr(expert, "table", None) == want
