"""Where the files go: the override folder, the platform folders, distinct names."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from chicago_desktop.storage import paths


def test_override_puts_each_kind_in_its_own_subfolder(home: Path) -> None:
    assert paths.config_dir() == home / "config"
    assert paths.data_dir() == home / "data"
    assert paths.state_dir() == home / "state"
    assert paths.settings_path() == home / "config" / "settings.json"
    assert paths.statistics_path() == home / "data" / "statistics.json"
    assert paths.autosave_path() == home / "state" / "autosave.chicago.json"
    assert paths.tutorial_progress_path() == home / "state" / "tutorial-progress.json"


def test_folders_are_created_on_demand_not_before(home: Path) -> None:
    assert not home.exists()
    folder = paths.state_dir()
    assert folder.is_dir()
    assert not (home / "config").exists()


def test_file_names_differ_so_one_shared_folder_is_safe() -> None:
    names = [
        paths.SETTINGS_FILE,
        paths.STATISTICS_FILE,
        paths.AUTOSAVE_FILE,
        paths.TUTORIAL_PROGRESS_FILE,
    ]
    assert len(set(names)) == len(names)


@pytest.mark.parametrize("value", ["", "   "])
def test_empty_override_means_platform_folders(
    value: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(paths.ENV_VAR, value)
    assert paths.home_override() is None
    expected = platformdirs.user_config_path(paths.APP_NAME, appauthor=False)
    assert paths.config_dir() == expected
    assert expected.is_relative_to(tmp_path)  # the conftest moved the platform folders too


def test_platform_folders_without_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(paths.ENV_VAR)
    assert paths.data_dir() == platformdirs.user_data_path(paths.APP_NAME, appauthor=False)
    assert paths.state_dir() == platformdirs.user_state_path(paths.APP_NAME, appauthor=False)
    assert paths.state_dir().is_relative_to(tmp_path)


def test_relative_override_is_made_absolute(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(paths.ENV_VAR, "portable")
    assert paths.config_dir() == tmp_path / "portable" / "config"
    assert paths.config_dir().is_absolute()
