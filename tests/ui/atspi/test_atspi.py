"""The game on the real accessibility tree (issue 15 item 9): the app runs under its own
Xvfb with a private D-Bus session bus and ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``; the
system's Python reads the tree with ``gi.repository.Atspi`` (read_tree.py), as a screen
reader would. See conftest.py for when these tests run.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .app import APP_NAME
from .conftest import SYSTEM_PYTHON, missing_tools

pytestmark = pytest.mark.atspi

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
XVFB_ARGS = ("-screen", "0", "1280x1024x24", "-nolisten", "tcp")
#: A hang watchdog for the processes started here, not a timing assertion.
DEADLINE_S = 60.0


def _wait_for(check: Any, what: str, procs: list[subprocess.Popen[Any]]) -> None:
    end = time.monotonic() + DEADLINE_S
    while time.monotonic() < end:
        if check():
            return
        for proc in procs:
            if proc.poll() is not None:
                out = proc.stdout.read() if proc.stdout else ""
                raise AssertionError(
                    f"{proc.args!r} ended ({proc.returncode}) before {what}: {out}"
                )
        time.sleep(0.05)  # polling other processes; nothing is timed
    raise AssertionError(f"no {what} within {DEADLINE_S} s")


class Session:
    """Xvfb, a private session bus and the app, and reading the app's tree."""

    def __init__(self, tmp: Path) -> None:
        missing = missing_tools()
        assert not missing, f"the AT-SPI test needs: {', '.join(missing)} (see conftest.py)"
        self.tmp = tmp
        self.procs: list[subprocess.Popen[Any]] = []
        read_fd, write_fd = os.pipe()
        xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_fd), *XVFB_ARGS],
            pass_fds=(write_fd,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self.procs.append(xvfb)
        os.close(write_fd)
        with os.fdopen(read_fd) as pipe:
            display = ":" + pipe.readline().strip()
        bus = subprocess.Popen(
            ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
            stdout=subprocess.PIPE,
            text=True,
        )
        self.procs.append(bus)
        assert bus.stdout is not None
        address = bus.stdout.readline().strip()
        home = tmp / "app-home"
        home.mkdir()
        self.env = {
            **os.environ,
            "DISPLAY": display,
            "DBUS_SESSION_BUS_ADDRESS": address,
            "QT_QPA_PLATFORM": "xcb",
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
            "CHICAGO_DESKTOP_HOME": str(home),
            "HOME": str(home),
            "XDG_RUNTIME_DIR": str(tmp),
        }
        self.env.pop("WAYLAND_DISPLAY", None)
        app = subprocess.Popen(
            [sys.executable, "-m", "tests.ui.atspi.app", str(tmp)],
            cwd=ROOT,
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        self.procs.append(app)
        _wait_for((tmp / "ready").exists, "the table ready", self.procs)

    def read(self) -> list[dict[str, Any]]:
        """The tree as it is now, one dict per object."""
        lines: list[dict[str, Any]] = []

        def attempt() -> bool:
            done = subprocess.run(
                [SYSTEM_PYTHON, str(HERE / "read_tree.py"), APP_NAME],
                env={**self.env, "PYTHONWARNINGS": "ignore"},
                capture_output=True,
                text=True,
                check=False,
            )
            if done.returncode == 3:  # not on the bus yet
                return False
            assert done.returncode == 0, done.stderr
            lines[:] = [json.loads(line) for line in done.stdout.splitlines()]
            return True

        _wait_for(attempt, "the app on the accessibility bus", self.procs)
        return [line for line in lines if "error" not in line]

    def change(self) -> None:
        """Ask the app to swap the held die and show a hint (app.py), and wait for it."""
        (self.tmp / "next").write_text("next", encoding="utf-8")
        _wait_for((self.tmp / "changed").exists, "the change made", self.procs)

    def close(self) -> None:
        for proc in reversed(self.procs):
            proc.terminate()
        for proc in reversed(self.procs):
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()


@pytest.fixture(scope="module")
def session(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Session]:
    """One Xvfb, session bus and app for the module: starting them is most of what these
    tests cost (about 2 s and 3 s of the children's CPU each time)."""
    started = Session(tmp_path_factory.mktemp("atspi"))
    try:
        yield started
    finally:
        started.close()


@pytest.fixture(scope="module")
def tree(session: Session) -> list[dict[str, Any]]:
    """The app's AT-SPI tree as the app starts, read once for the module (before any test
    asks the app for a change: :func:`test_names_and_states_follow_the_game` reads its
    first reading from here, so this is always read first)."""
    return session.read()


def _find(tree: list[dict[str, Any]], role: str, name: str | None = None) -> list[dict[str, Any]]:
    return [n for n in tree if n["role"] == role and (name is None or n["name"] == name)]


def _under(tree: list[dict[str, Any]], node: dict[str, Any]) -> list[dict[str, Any]]:
    path = node["path"]
    return [n for n in tree if n["path"][: len(path)] == path and n is not node]


def test_the_felts_lines_are_named_by_their_text(tree: list[dict[str, Any]]) -> None:
    labels = {n["name"]: n for n in _find(tree, "label")}
    assert "Anna, your turn" in labels
    assert labels["Anna, your turn"]["description"] == "Whose turn"
    value = [n for n in labels.values() if n["description"] == "Value of the dice"]
    assert value and value[0]["name"].endswith(" = " + value[0]["name"].split(" = ")[-1])
    assert any(n["name"].startswith("To beat:") for n in labels.values())
    cap = [n for n in labels.values() if n["description"] == "Throws and cap"]
    assert cap and cap[0]["name"].startswith("Throw 1 of 2")
    for node in labels.values():  # no line hides its text behind a fixed name
        assert node["name"] not in ("Whose turn", "Value of the dice", "Result to beat")


def test_the_dice_are_toggle_buttons_with_a_checked_state(tree: list[dict[str, Any]]) -> None:
    dice = [n for n in tree if n["name"].startswith("Die ")]
    assert [d["name"] for d in dice] == ["Die 1", "Die 2", "Die 3"]
    for die in dice:
        # Qt exposes a checkable button as a check box; its checked state is the hold.
        assert die["role"] == "check box", die
        assert "checkable" in die["states"] and "focusable" in die["states"]
    assert "checked" in dice[0]["states"] and "held" in dice[0]["description"]
    assert "checked" not in dice[1]["states"] and "not held" in dice[1]["description"]


def test_the_hold_actions_are_in_the_game_menu(tree: list[dict[str, Any]]) -> None:
    items = [n["name"] for n in tree if n["role"] in ("menu item", "check menu item")]
    for number in (1, 2, 3):
        assert f"Hold or release die {number}" in items  # the "&" is not read out


def test_focus_is_on_the_throw_button(tree: list[dict[str, Any]]) -> None:
    focused = [n for n in tree if "focused" in n["states"] and "showing" in n["states"]]
    named = [n for n in focused if n["role"] in ("push button", "table", "check box")]
    assert [n["name"] for n in named] == ["Throw"]


def test_the_setup_names_each_combo_by_its_seat(tree: list[dict[str, Any]]) -> None:
    combos = _find(tree, "combo box")
    kinds = [c for c in combos if "a human at this computer" in c["description"]]
    levels = [c for c in combos if "how well" in c["description"]]
    assert len(kinds) >= 3 and len(levels) >= 3
    assert kinds[1]["description"].startswith("Seat 2:")
    assert levels[1]["description"].startswith("Seat 2:")
    # The seat's number label labels its kind (Qt names a Linux combo by its value).
    assert ["labelled-by", "2."] in kinds[1]["relations"]


def test_the_home_screens_dice_are_not_in_the_tree(tree: list[dict[str, Any]]) -> None:
    frames = [n for n in tree if len(n["path"]) == 1 and n["name"] == "Home"]
    assert frames, "the home screen's window"
    inside = _under(tree, frames[0])
    # The dice were three unnamed leaves (fillers); now only named things and containers.
    leaves = [n for n in inside if not _under(inside, n)]
    unnamed = [(n["path"], n["role"]) for n in leaves if not n["name"] and n["role"] != "label"]
    assert unnamed == []
    assert not [n for n in inside if n["name"].startswith("Die ")]


def test_names_and_states_follow_the_game(session: Session, tree: list[dict[str, Any]]) -> None:
    """A second reading after the app held die 2 instead of die 1 and showed a hint: the
    tree says what the table shows now (Qt tells the bus of each change).

    The first reading is the module's (``tree``, taken as the app started, before this
    change); the second is read from the same running app after it, as a screen reader
    that stays on the bus reads it. The other tests read only that first reading."""
    before = tree
    session.change()
    after = session.read()

    def die(tree: list[dict[str, Any]], name: str) -> dict[str, Any]:
        return next(n for n in tree if n["name"] == name and n["role"] == "check box")

    assert "checked" in die(before, "Die 1")["states"]
    assert "checked" not in die(before, "Die 2")["states"]
    assert "checked" not in die(after, "Die 1")["states"]
    assert "checked" in die(after, "Die 2")["states"]
    hints = [n for n in after if n["role"] == "label" and n["description"] == "Hint"]
    assert hints and hints[0]["name"].startswith("Hint:")
    assert not [n for n in before if n["description"] == "Hint" and n["name"]]
