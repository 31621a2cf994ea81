"""Issue 11, items 1, 2 and 6: what the command line prints for hostile records and options.

Names are shown with control characters escaped; error lines are one short line; a FIFO is
refused instead of read; a pipe closed early ends the program quietly; options that would
be ignored are refused. Subprocess tests run the program as a user does (real pipes, the
real encoding of standard output); the others call ``main`` directly.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from chicago_desktop.cli import main
from chicago_desktop.records import RecordError, load_record, parse_record

GOLDEN = Path(__file__).parent / "golden"
MID = GOLDEN / "cut_mid_round.json"  # stops where a player is to decide: hint works


def _run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, PYTHONIOENCODING="utf-8", QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "chicago_desktop", *args],
        capture_output=True,
        timeout=timeout,
        env=env,
        check=False,
    )


def _record_with_name(tmp_path: Path, name_json: str, source: Path = MID) -> Path:
    """The record of ``source`` with every seat renamed; ``name_json`` is raw JSON string
    text, and seat ``i`` gets ``i`` appended to it."""
    obj = json.loads(source.read_text("utf-8"))
    for i, seat in enumerate(obj["players"]):
        seat["name"] = f"@name{i}@"
    text = json.dumps(obj)
    for i in range(len(obj["players"])):
        text = text.replace(f'"@name{i}@"', name_json[:-1] + str(i) + '"')
    path = tmp_path / "named.json"
    path.write_text(text, "utf-8")
    return path


# ------------------------------------------------------------------ item 1: surrogates
@pytest.mark.parametrize("command", ["replay", "hint"])
def test_a_lone_surrogate_name_is_a_one_line_error_not_a_traceback(
    tmp_path: Path, command: str
) -> None:
    path = _record_with_name(tmp_path, '"Anna\\ud800"')
    done = _run(command, str(path))
    assert done.returncode == 2
    assert b"Traceback" not in done.stderr
    lines = done.stderr.decode("utf-8").strip().splitlines()
    assert len(lines) == 1
    assert "surrogate" in lines[0]
    assert done.stdout == b""


def test_raw_surrogate_bytes_are_refused_too(tmp_path: Path) -> None:
    path = _record_with_name(tmp_path, '"Anna"')
    path.write_bytes(path.read_bytes().replace(b'"Anna0"', b'"Anna\xed\xa0\x80"', 1))
    with pytest.raises(RecordError, match="UTF-8"):
        load_record(path)


def test_a_record_given_as_decoded_object_is_checked_as_well() -> None:
    obj = json.loads(MID.read_text("utf-8"))
    obj["players"][0]["name"] = "Anna\udc80"  # what surrogateescape makes of a bad byte
    with pytest.raises(RecordError, match="surrogate"):
        parse_record(obj)


@pytest.mark.parametrize(
    "encoding", ["utf-8-sig", "utf-16", "utf-16-le", "utf-32"], ids=lambda e: e
)
def test_records_are_plain_utf8_as_the_autosave_loader_requires(
    tmp_path: Path, encoding: str
) -> None:
    path = tmp_path / "other.json"
    path.write_bytes(MID.read_text("utf-8").encode(encoding))
    with pytest.raises(RecordError):
        load_record(path)


# ------------------------------------------------------------------ item 2: FIFOs
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX feature")
@pytest.mark.parametrize("command", ["replay", "hint"])
def test_a_fifo_is_refused_at_once(tmp_path: Path, command: str) -> None:
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    done = _run(command, str(fifo), timeout=30)  # before the fix: blocked until the timeout
    assert done.returncode == 2
    assert b"not a regular file" in done.stderr


def test_a_folder_is_refused_with_a_message(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="not a regular file"):
        load_record(tmp_path)


# ------------------------------------------------------------------ item 6: names
def test_escape_sequences_in_names_reach_the_terminal_escaped(tmp_path: Path) -> None:
    path = _record_with_name(tmp_path, '"Anna\\u001b]0;owned\\u0007\\u001b[2J\\r\\u202e"')
    for command in ("replay", "hint"):
        done = _run(command, str(path))
        assert done.returncode == 0, done.stderr
        out = done.stdout.decode("utf-8")
        assert "\x1b" not in out and "\x07" not in out and "\r" not in out
        assert "\u202e" not in out
        assert "Anna\\x1b]0;owned\\x07\\x1b[2J\\x0d\\u202e" in out  # then the seat


def test_ordinary_names_of_any_script_are_printed_as_they_are(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _record_with_name(tmp_path, '"Zoë 山田 👩\\u200d👩"')
    assert main(["replay", str(path)]) == 0
    assert "Zoë 山田 👩\u200d👩" in capsys.readouterr().out


# ------------------------------------------------------------------ item 6: error lines
def test_a_huge_bad_value_gives_a_short_error_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    obj = json.loads(MID.read_text("utf-8"))
    obj["version"] = list(range(200_000))
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(obj), "utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert len(err) <= 301
    assert "version" in err


def test_a_path_with_a_newline_is_quoted_on_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "two\nlines\x1b[2J.json"
    assert main(["replay", str(missing)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "\x1b" not in err
    assert "two\\x0alines\\x1b[2J.json'" in err


# ------------------------------------------------------------------ item 6: pipes
@pytest.mark.parametrize(
    "args",
    [
        ("replay", str(GOLDEN / "e3_e4_winner.json")),
        ("replay", str(GOLDEN / "e3_e4_winner.json"), "--json"),
        ("simulate", "--players", "easy,easy", "--games", "40", "--json"),
    ],
    ids=["replay", "replay --json", "simulate --json"],
)
def test_a_reader_that_stops_early_gets_no_traceback(args: tuple[str, ...]) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with subprocess.Popen(
        [sys.executable, "-m", "chicago_desktop", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    ) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.close()  # like a reader that quits before the output is written
        err = proc.stderr.read()
        code = proc.wait(timeout=60)
    assert b"Traceback" not in err
    assert b"BrokenPipe" not in err
    assert code in (0, 1)


# ------------------------------------------------------------------ item 6: options
def test_an_unknown_command_lists_the_real_ones(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["frobnicate"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert "choose from )" not in err
    assert "replay" in err and "hint" in err and "simulate" in err


def test_an_unknown_language_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--lang", "xx", "simulate", "--players", "easy,easy", "--games", "1"])
    assert done.value.code == 2
    assert "xx" in capsys.readouterr().err


def test_a_known_language_in_another_spelling_is_accepted(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from chicago_desktop.i18n import current_language, set_language

    try:
        assert main(["--lang", "de-AT", "simulate", "--players", "easy,easy", "--games", "1"]) == 0
        assert current_language() == "de"
    finally:
        set_language("en")
    capsys.readouterr()


def test_quit_at_end_without_demo_is_refused() -> None:
    # Run apart: before the fix this opened the game window and never returned.
    done = _run("--quit-at-end", timeout=30)
    assert done.returncode == 2
    assert b"--demo" in done.stderr


@pytest.mark.parametrize("players", ["expert,,easy", "expert,easy,", ",expert,easy"])
def test_an_empty_seat_in_players_is_refused(
    players: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as done:
        main(["simulate", "--players", players, "--games", "1"])
    assert done.value.code == 2
    assert "empty" in capsys.readouterr().err


def test_level_names_are_accepted_in_any_case(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "Expert,EASY", "--games", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["players"] == ["expert", "easy"]


def test_the_command_line_has_a_console_entry_point() -> None:
    """On Windows a gui-scripts entry has no console: replay/hint/simulate need this one."""
    import tomllib

    project = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text("utf-8"))[
        "project"
    ]
    assert project["scripts"]["chicago-desktop-cli"] == "chicago_desktop.cli:main"
    assert project["gui-scripts"]["chicago-desktop"] == "chicago_desktop.cli:main"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX feature")
def test_a_fifo_settings_file_does_not_hang_the_start(tmp_path: Path) -> None:
    """The reported case: a FIFO settings.json hung even --smoke-test."""
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    os.mkfifo(home / "config" / "settings.json")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CHICAGO_DESKTOP_HOME=str(home))
    done = subprocess.run(
        [sys.executable, "-m", "chicago_desktop", "--smoke-test"],
        capture_output=True,
        timeout=60,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr
    assert list((home / "config").glob("settings.json.bad-*"))
