"""The autosave of a Chicago 2–12 game (R60): resumed exactly, finished ones removed, bad
ones set aside with a notice."""

from __future__ import annotations

import json

from chicago_desktop.records import PlayerInfo, dumps_record
from chicago_desktop.storage.autosave import load_autosave, save_autosave
from chicago_desktop.storage.paths import autosave_path
from chicago_desktop.two_to_twelve import Game, Order, Rules
from chicago_desktop.two_to_twelve.records import TwelveRecord, record_to_json, replay_record

PLAYERS = (PlayerInfo("Anna"), PlayerInfo("Ben", "cpu"), PlayerInfo("Cleo"))


def _record(game: Game) -> str:
    players = PLAYERS[: game.players]
    return dumps_record(record_to_json(game.rules, players, game.actions, seed=game.seed))


def test_a_running_game_is_offered_for_resuming_exactly() -> None:
    game = Game(Rules(dice=3, order=Order.DOWN, elimination=True), 3, seed=4)
    for _ in range(7):
        game.throw()
    save_autosave(_record(game))
    loaded = load_autosave()
    record = loaded.value
    assert isinstance(record, TwelveRecord) and loaded.notice is None
    assert replay_record(record).game.state_key() == game.state_key()


def test_a_finished_game_is_not_offered_and_its_file_goes() -> None:
    game = Game(Rules(), 2, seed=1)
    while not game.is_over:
        game.throw()
    save_autosave(_record(game))
    assert load_autosave().value is None
    assert not autosave_path().exists()


def test_a_bad_game_record_is_set_aside_with_a_notice() -> None:
    bad = json.loads(_record(Game(Rules(), 2)))
    bad["actions"] = [{"throw": [1, 7]}]
    autosave_path().write_text(json.dumps(bad), "utf-8")
    loaded = load_autosave()
    assert loaded.value is None and loaded.notice is not None
    assert not autosave_path().exists()
