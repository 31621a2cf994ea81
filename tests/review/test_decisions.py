"""Review my decisions (chicago_desktop.review.decisions) and ``chicago-desktop review``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from chicago_desktop.ai import hint, make_player
from chicago_desktop.ai.round_hints import objective_value
from chicago_desktop.cli import main
from chicago_desktop.engine import Match, RandomDice
from chicago_desktop.i18n import set_language
from chicago_desktop.records import GameRecord, RecordError, load_record, parse_record
from chicago_desktop.review import decision_json, review_record
from chicago_desktop.review.decisions import option_action_json, option_of

GOLDEN = Path(__file__).parents[1] / "records" / "golden"
INVALID = Path(__file__).parents[1] / "records" / "invalid"
TWO_TO_TWELVE = Path(__file__).parents[1] / "two_to_twelve" / "golden" / "teams_rolloff.json"
RECORDS = sorted(p for p in GOLDEN.glob("*.json") if not p.name.endswith(".expected.json"))
KEYS = ["action_index", "seat", "played", "expert", "p_played", "p_expert"]


def _match_before(record: GameRecord, index: int) -> Match:
    match = Match(
        record.rules,
        len(record.players),
        dice=RandomDice(),
        seed=record.seed,
        first_leader=record.first_leader,
    )
    for action in record.actions[:index]:
        match.apply(action)
    return match


def test_the_golden_records_cover_every_preset() -> None:
    presets = {load_record(p).rules.preset for p in RECORDS}
    assert presets == {"classic", "basic", "bavarian", "tschigg", "pub"}


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_every_value_is_the_hint_on_the_same_prefix(path: Path) -> None:
    record = load_record(path)
    decisions = review_record(record)
    humans = {i for i, p in enumerate(record.players) if not p.is_cpu}
    assert decisions, "each golden record has a decision of a human seat"
    for d in decisions:
        match = _match_before(record, d.action_index)
        h = hint(match)
        assert d.seat == h.seat == match.current_seat and d.seat in humans
        assert d.objective == h.objective and len(h.options) > 1
        played = option_of(h, record.actions[d.action_index], match)
        expert = option_of(h, make_player("expert").decide(match), match)
        assert d.played == played and d.expert == expert
        assert d.p_played == objective_value(h.objective, played.p_avoid_loss, played.p_best)
        assert d.p_expert == objective_value(h.objective, expert.p_avoid_loss, expert.p_best)
    costs = [(-(d.p_expert - d.p_played), d.action_index) for d in decisions]
    assert costs == sorted(costs), "the costliest first, ties by action"


def test_every_decision_of_the_seat_is_listed_and_nothing_else() -> None:
    """In e3_e4_winner Anna (seat 0) is the only human; the first throws are no decisions."""
    record = load_record(GOLDEN / "e3_e4_winner.json")
    decisions = review_record(record)
    expected = []
    for index in range(len(record.actions)):
        match = _match_before(record, index)
        if match.current_seat == 0 and match.turn is not None and match.turn.throws > 0:
            expected.append(index)
    assert sorted(d.action_index for d in decisions) == expected
    assert {d.seat for d in decisions} == {0}
    # Anna kept the 1 of 1·4·2 where Expert (and the hint's best) stops: her worst decision.
    worst = decisions[0]
    assert worst.action_index == 1 and option_action_json(worst.played) == {"hold": [0]}
    assert option_action_json(worst.expert) == {"stop": True}
    assert worst.p_expert > worst.p_played and not worst.same_as_expert


def test_a_seat_can_be_chosen_cpu_too() -> None:
    record = load_record(GOLDEN / "e3_e4_winner.json")
    ben = review_record(record, seat=1)
    assert ben and {d.seat for d in ben} == {1}
    with pytest.raises(RecordError, match="no seat 3"):
        review_record(record, seat=3)


def test_a_record_that_breaks_a_rule_is_refused() -> None:
    with pytest.raises(RecordError) as caught:
        review_record(load_record(INVALID / "throw_past_cap.json"))
    assert caught.value.index == 3


def test_no_human_seat_no_decisions() -> None:
    data = json.loads((GOLDEN / "e3_e4_winner.json").read_text("utf-8"))
    data["players"][0] = {"name": "Anna", "type": "cpu", "level": "easy"}
    assert review_record(parse_record(json.dumps(data))) == ()


# ------------------------------------------------------------------ the command
def test_review_json_is_the_list_worst_first(capsys: pytest.CaptureFixture[str]) -> None:
    path = GOLDEN / "cut_mid_round.json"
    assert main(["review", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    decisions = review_record(load_record(path))
    assert out == [decision_json(d) for d in decisions]
    assert [list(item) for item in out] == [KEYS] * len(out)
    gaps = [item["p_expert"] - item["p_played"] for item in out]
    assert gaps == sorted(gaps, reverse=True)
    assert {item["seat"] for item in out} == {0, 3}  # Anna and Dan are the humans
    first = out[0]
    assert first == {
        "action_index": 1,
        "seat": 3,
        "played": {"hold": [2]},
        "expert": {"stop": True},
        "p_played": first["p_played"],
        "p_expert": first["p_expert"],
    }
    # The same numbers as `hint` on the record cut before that action.
    record = json.loads(path.read_text("utf-8"))
    record["actions"] = record["actions"][:1]
    h = hint(_match_before(parse_record(json.dumps(record)), 1))
    by_action = {json.dumps(option_action_json(o)): o.p_avoid_loss for o in h.options}
    assert first["p_played"] == by_action['{"hold": [2]}']
    assert first["p_expert"] == by_action['{"stop": true}']


def test_review_seat_option(capsys: pytest.CaptureFixture[str]) -> None:
    path = GOLDEN / "cut_mid_round.json"
    assert main(["review", str(path), "--seat", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out and {item["seat"] for item in out} == {3}
    assert main(["review", str(path), "--seat", "9"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no seat 9" in err


def test_review_text_counts_actions_from_one(capsys: pytest.CaptureFixture[str]) -> None:
    set_language("en")
    assert main(["review", str(GOLDEN / "e3_e4_winner.json")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "6 decisions, the costliest first (actions counted from 1):"
    assert lines[1].startswith("  Action 2 (round 1), Anna: played “Keep 1 (die 1)")
    assert "Expert: “Stop” 80.7% (−4.6 points)" in lines[1]
    assert lines[2] == "    chance of avoiding the worst place this round"


def test_review_invalid_record_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    set_language("en")
    assert main(["review", str(INVALID / "throw_past_cap.json")]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == "invalid record: action 3: a throw past the cap of 1 throws (R5)\n"


def test_review_of_chicago_2_12_says_there_is_nothing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    set_language("en")
    assert main(["review", str(TWO_TO_TWELVE)]) == 0
    assert "no decisions to review" in capsys.readouterr().out
    assert main(["review", str(TWO_TO_TWELVE), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []
    bad = Path(__file__).parents[1] / "two_to_twelve" / "invalid" / "face_seven.json"
    assert main(["review", str(bad)]) == 2
    assert capsys.readouterr().err.startswith("invalid record: action")
