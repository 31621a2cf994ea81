"""The project's promises to newcomers: the README's commands, and CI running them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from chicago_desktop import __version__
from chicago_desktop.cli import main

ROOT = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```sh\n(.+?)\n```", text, flags=re.DOTALL)


def test_readme_starts_with_install_and_start_then_install_and_test() -> None:
    first, second = readme_commands()[:2]
    assert "python3 -m venv .venv" in first
    assert first.rstrip().endswith("chicago-desktop")
    assert "python3 -m venv .venv" in second
    assert '".[test]"' in second
    assert second.rstrip().endswith("python -m pytest")


def test_the_system_packages_come_before_the_first_command() -> None:
    """A newcomer on a minimal Linux reads which packages Qt needs before running anything."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    packages = text.index("sudo apt install libxcb-cursor0")
    assert packages < text.index("```sh")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for package in text[packages:].split("`")[0].split()[3:]:
        assert package.rstrip(".") in ci  # CI installs the same packages


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    test_command = readme_commands()[1].strip()
    runnable = [line.strip() for line in ci.splitlines() if not line.lstrip().startswith("#")]
    assert any(line.replace("--quiet ", "") == test_command for line in runnable)


def test_version_and_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert __version__ in capsys.readouterr().out
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "replay" in out
    assert "--smoke-test" in out


def test_opening_the_window_path_imports_no_subcommand() -> None:
    """Start-up: without a subcommand, neither the AI nor the records are imported."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from chicago_desktop.cli import build_parser\n"
        "build_parser(())\n"
        "print(sorted(m for m in sys.modules if m.startswith(('chicago_desktop.ai',"
        " 'chicago_desktop.records', 'chicago_desktop.commands.'))))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    assert proc.stdout.strip() == "[]"
