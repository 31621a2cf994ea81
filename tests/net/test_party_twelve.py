"""Chicago 2–12 at a Dice Round party (R60, R61, R70–R75), the cores over an in-memory wire.

The 2–12 record's only action, a throw, is the only intention; the host throws the dice
(R73) and every joined copy ends equal to the host's record replayed.
"""

from __future__ import annotations

import json

import pytest

from chicago_desktop.engine import InvalidRules, RandomDice, preset
from chicago_desktop.net import ClientCore, HostCore, Rejection, parse_seats_spec
from chicago_desktop.net.framing import encode
from chicago_desktop.two_to_twelve import Order, Rules, Throw
from chicago_desktop.two_to_twelve.records import outcome_json, parse_record, replay_record
from chicago_desktop.two_to_twelve.session import TwelveSession
from tests.net.wiring import Wire

VARIATIONS = {
    "plain": Rules(),
    "reverse": Rules(order=Order.DOWN),
    "three dice": Rules(dice=3),
    "teams": Rules(teams=True),
    "elimination": Rules(elimination=True),
    "three dice reverse elimination": Rules(3, Order.DOWN, elimination=True),
}


def _party(rules: Rules, spec: str, seed: int = 1) -> Wire:
    plan = parse_seats_spec(spec)
    return Wire(HostCore(rules, plan, "TWL234", seed=seed, dice=RandomDice(seed)))


def _replayed(host: HostCore) -> dict[str, object]:
    record = host.record_json()
    assert record is not None
    return outcome_json(replay_record(parse_record(record)).game)


@pytest.mark.parametrize("name", sorted(VARIATIONS))
def test_every_variation_plays_to_its_end_and_every_copy_equals_the_host_record(
    name: str,
) -> None:
    spec = "cpu:easy,remote,remote,remote" if name == "teams" else "cpu:easy,remote,remote"
    wire = _party(VARIATIONS[name], spec, seed=len(name))
    bots = [ClientCore(f"Bot {i}", "twl234", bot="easy") for i in range(spec.count("remote"))]
    for bot in bots:
        wire.join(bot)
    wire.pump()
    assert wire.host.finished
    session = wire.host.session
    assert isinstance(session, TwelveSession)
    want = _replayed(wire.host)
    assert want["finished"] is True
    assert json.loads(json.dumps(session.outcome_json())) == want
    for bot in bots:
        assert bot.phase == "over" and bot.divergences == 0
        assert bot.outcome() == want
    record = wire.host.record_json()
    assert record is not None and record["game"] == "chicago-2-12"


def _two_people() -> tuple[Wire, ClientCore, ClientCore]:
    wire = _party(Rules(), "remote,remote")
    anna, bo = ClientCore("Anna", "TWL234"), ClientCore("Bo", "TWL234")
    wire.join(anna)
    wire.join(bo)
    wire.pump()
    return wire, anna, bo


def test_a_throw_is_only_an_intention_and_everything_else_is_refused_with_its_reason() -> None:
    wire, anna, bo = _two_people()
    session = wire.host.session
    assert isinstance(session, TwelveSession) and session.current_seat == 0
    assert anna.you == (0,) and bo.you == (1,)
    assert bo.my_turn() is None and anna.my_turn() == 0

    def refused(client: ClientCore, conn: int, message: dict[str, object]) -> str:
        wire.host.receive(conn, encode(message), wire.now)
        wire.pump()
        assert client.last_rejection is not None
        return client.last_rejection.code

    base = {"type": "act", "at": 0}
    # Faces come from the host only (R73); only a throw exists (R60); seats are their own.
    assert refused(anna, 1, {**base, "seat": 0, "action": {"throw": [6, 6]}}) == "host_throws"
    assert refused(anna, 1, {**base, "seat": 0, "action": {"stop": True}}) == "malformed"
    assert refused(anna, 1, {**base, "seat": 1, "action": {"throw": []}}) == "not_your_seat"
    assert refused(bo, 2, {**base, "seat": 1, "action": {"throw": []}}) == "not_your_turn"
    assert session.match.actions == ()  # a refused action changes nothing
    anna.act(0, Throw())
    wire.pump()
    assert len(session.match.actions) == 1 and session.current_seat == 1
    assert anna.session is not None and bo.session is not None
    assert anna.session.match.actions == bo.session.match.actions == session.match.actions


def test_a_round_waits_for_continue_and_a_missing_seat_can_be_handed_to_the_cpu() -> None:
    wire, anna, bo = _two_people()
    session = wire.host.session
    assert isinstance(session, TwelveSession)
    anna.act(0, Throw())
    wire.pump()
    bo.act(1, Throw())
    wire.pump()
    assert len(session.match.rounds) == 1 and wire.host.waiting == 2  # R74
    with pytest.raises(Rejection) as refused:
        wire.host.submit_local(0, Throw())
    assert refused.value.code == "not_your_seat"
    assert anna.waiting == 2 == bo.waiting
    bo.continue_match()
    wire.pump()
    assert wire.host.waiting is None and anna.waiting is None
    wire.drop(2)  # Bo's computer leaves (R75)
    assert wire.host.present() == [True, False]
    wire.host.hand_to_cpu(1)
    anna.bot = "easy"  # Anna's computer plays on by itself; Bo's seat simply throws
    anna.act(0, Throw())
    wire.pump()
    assert wire.host.finished and anna.phase == "over"
    assert anna.outcome() == _replayed(wire.host)


def test_a_party_of_two_twelve_resumes_from_its_record() -> None:
    wire, anna, bo = _two_people()
    anna.act(0, Throw())
    wire.pump()
    record = wire.host.record_json()
    assert record is not None
    resumed = HostCore(Rules(), (), "NEW234", resume=parse_record(record))
    assert isinstance(resumed.session, TwelveSession)
    assert len(resumed.session.match.actions) == 1
    assert resumed.present() == [False, False]  # both computers are to rejoin (R75)
    again = Wire(resumed)
    back = [ClientCore("Anna", "NEW234", token=anna.token, bot="easy")]
    back.append(ClientCore("Bo", "NEW234", token=bo.token, bot="easy"))
    for client in back:
        again.join(client)
    again.pump()
    assert resumed.finished
    assert all(c.outcome() == _replayed(resumed) for c in back)


def test_teams_need_an_even_party_and_a_three_dice_action_is_not_a_2_12_action() -> None:
    with pytest.raises(InvalidRules):
        _party(Rules(teams=True), "cpu:easy,remote,remote")
    wire, _anna, _bo = _two_people()
    three = HostCore(preset("classic"), parse_seats_spec("local,remote"), "ABC234")
    assert three.party_json()["rules"] == {"preset": "classic", **preset("classic").settings()}
    assert wire.host.party_json()["rules"] == {"game": "chicago-2-12", **Rules().settings()}
