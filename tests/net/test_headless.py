"""The headless ``host`` and ``join`` commands as real processes on 127.0.0.1 (R70-R75).

Few and focused (each process costs a Python start): a whole match with a refused join,
five seats over three joined processes (one takes two seats), a joined process killed and
restarted, and the host killed and resumed from its record. Every other case runs
in-process (test_party_core).
"""

from __future__ import annotations

import json
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.net.processes import (
    DEADLINE,
    Processes,
    finish,
    replayed,
    wait_for_actions,
    wait_for_files,
)
from tests.tiers import slow


@pytest.fixture
def procs(tmp_path: Path) -> Iterator[Processes]:
    p = Processes(tmp_path)
    try:
        yield p
    finally:
        p.close()


@slow  # processes (full run)
def test_a_whole_match_every_computer_prints_the_host_record_and_a_wrong_code_exits_2(
    procs: Processes, tmp_path: Path
) -> None:
    host, port = procs.host(
        "--preset", "bavarian", "--seats", "cpu:easy,remote,remote",
        "--code", "ABC234", "--save", "match.json",
    )  # fmt: skip
    # The wrong code first, alone: had the others joined meanwhile, the match could be
    # over and the host gone before Eve's process even connects (exit 3, not a refusal).
    eve = procs.join(port, "Eve", "--code", "WRONG1")
    code, out, err = finish(eve)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "code" in err
    anna = procs.join(port, "Anna", "--code", "abc234", "--bot", "easy")
    bo = procs.join(port, "Bo", "--code", "ABC234", "--bot", "hard")
    results = [finish(p) for p in (host, anna, bo)]
    want = replayed(tmp_path / "match.json")
    assert want["finished"] is True
    for rc, out, err in results:
        assert rc == 0, err
        assert json.loads(out) == want


@slow  # processes (full run)
def test_three_joined_processes_two_seats_from_one_of_them(
    procs: Processes, tmp_path: Path
) -> None:
    host, port = procs.host(
        "--preset", "pub", "--seats", "cpu:easy," + ",".join(["remote"] * 4),
        "--code", "PUB234", "--save", "pub.json",
    )  # fmt: skip
    joined = [procs.join(port, "Pat", "--code", "PUB234", "--seats", "2")] + [
        procs.join(port, f"P{i}", "--code", "PUB234", "--seed", str(i)) for i in range(2)
    ]
    results = [finish(p) for p in (host, *joined)]
    want = replayed(tmp_path / "pub.json")
    assert [rc for rc, _, _ in results] == [0] * 4
    assert all(json.loads(out) == want for _, out, _ in results)


@slow  # processes (full run)
def test_a_joined_process_killed_mid_match_comes_back_with_its_token(
    procs: Processes, tmp_path: Path
) -> None:
    host, port = procs.host(
        "--preset", "basic", "--searches", "3", "--seats", "remote,remote",
        "--code", "BAS234", "--save", "basic.json",
    )  # fmt: skip
    slow = ("--think", "0.02", "--code", "BAS234")
    anna = procs.join(port, "Anna", *slow, "--token-file", "anna.token")
    bo = procs.join(port, "Bo", *slow)
    wait_for_actions(tmp_path / "basic.json", 2)
    anna.send_signal(signal.SIGKILL)
    anna.wait(timeout=10)
    assert host.poll() is None and bo.poll() is None  # the others wait for her seat (R75)
    # Back without pauses: only the kill needed her caught mid-match.
    again = procs.join(port, "Anna", "--code", "BAS234", "--token-file", "anna.token")
    results = [finish(p) for p in (host, bo, again)]
    want = replayed(tmp_path / "basic.json")
    for rc, out, err in results:
        assert rc == 0, err
        assert json.loads(out) == want


@slow  # processes (full run)
def test_the_host_killed_stops_everyone_and_the_party_resumes_from_its_record(
    procs: Processes, tmp_path: Path
) -> None:
    save = tmp_path / "party.json"
    host, port = procs.host(
        "--preset", "tschigg", "--seats", "remote,cpu:medium,remote",
        "--code", "RES234", "--save", "party.json",
    )  # fmt: skip
    slow = ("--think", "0.02", "--code", "RES234")
    anna = procs.join(port, "Anna", *slow, "--token-file", "anna.token")
    bo = procs.join(port, "Bo", *slow, "--token-file", "bo.token")
    # Conditions, not time: both computers hold their tokens and the match is under way.
    wait_for_files(tmp_path / "anna.token", tmp_path / "bo.token")
    wait_for_actions(save, 2)
    # The joined computers are paused, so the match cannot run on (nor end) while the host
    # is killed, however slowly this test is scheduled; they go on once it is gone.
    for proc in (anna, bo):
        proc.send_signal(signal.SIGSTOP)
    host.send_signal(signal.SIGKILL)
    host.wait(timeout=DEADLINE)
    for proc in (anna, bo):
        proc.send_signal(signal.SIGCONT)
    for proc in (anna, bo):
        rc, out, err = finish(proc)
        assert rc == 3 and out == ""
        assert len(err.strip().splitlines()) == 1
    before = json.loads(save.read_text())["actions"]
    assert replayed(save)["finished"] is False  # killed mid-match
    host, port = procs.host("--resume", "party.json", "--save", "party.json", "--code", "RES234")
    # Back without pauses: the rest of the match needs no one to be caught mid-turn.
    anna = procs.join(port, "Anna", "--code", "RES234", "--token-file", "anna.token")
    bo = procs.join(port, "Bo", "--code", "RES234", "--token-file", "bo.token")
    results = [finish(p) for p in (host, anna, bo)]
    after = json.loads(save.read_text())["actions"]
    assert after[: len(before)] == before and len(after) > len(before)
    want = replayed(save)
    assert want["finished"] is True
    for rc, out, err in results:
        assert rc == 0, err
        assert json.loads(out) == want


def test_classic_as_processes_every_computer_prints_the_host_record(
    procs: Processes, tmp_path: Path
) -> None:
    """With bavarian, pub, basic and tschigg above, every preset is played to its end over
    real processes (R70-R73)."""
    preset = "classic"
    host, port = procs.host(
        "--preset", preset, "--losses", "2", "--max-throws", "2",
        "--seats", "cpu:medium,remote,remote",
        "--code", "ALL234", "--save", f"{preset}.json",
    )  # fmt: skip
    joined = [procs.join(port, name, "--code", "ALL234", "--bot", "easy") for name in "AB"]
    results = [finish(p) for p in (host, *joined)]
    want = replayed(tmp_path / f"{preset}.json")
    assert want["finished"] is True
    for rc, out, err in results:
        assert rc == 0, err
        assert json.loads(out) == want


@slow  # processes (full run)
def test_chicago_2_12_as_processes_every_computer_prints_the_host_record(
    procs: Processes, tmp_path: Path
) -> None:
    """Chicago 2–12 at a party (R60, R71): a whole game, the bots simply throw; a wrong
    code is refused with one line."""
    host, port = procs.host(
        "--game", "2-12", "--reverse", "--seats", "cpu:easy,remote,remote",
        "--code", "TWL234", "--save", "twelve.json",
    )  # fmt: skip
    eve = procs.join(port, "Eve", "--code", "TWL999")  # alone first, as in the test above
    code, out, err = finish(eve)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "code" in err
    joined = [procs.join(port, name, "--code", "twl234") for name in ("Anna", "Bo")]
    results = [finish(p) for p in (host, *joined)]
    replay = procs.start("replay", str(tmp_path / "twelve.json"), "--json")
    rc, want, err = finish(replay)
    assert rc == 0, err
    assert json.loads(want)["finished"] is True
    assert json.loads(want)["rounds"][0]["target"] == 12  # Reverse: 12 down to 2 (R61)
    for rc, out, err in results:
        assert rc == 0, err
        assert json.loads(out) == json.loads(want)
