"""The player's settings: declared once, stored as versioned JSON in the config folder.

Every setting is a field of :class:`Settings` with its type, its default and a
:class:`FieldSpec` (how to check it, how to read and write it as JSON). The constructor and
the file reader use the same spec, so a value that could not be saved cannot be loaded and
the other way round.

Reading is forgiving field by field: an unknown key is ignored (a newer minor version may
add some), and a field with a bad value takes its default while the others keep theirs.
Only a file that cannot be read as a settings object at all, or that a newer schema wrote,
is set aside (see :mod:`.document`).

The file carries ``version`` (:data:`SCHEMA_VERSION`). An older file is brought up to date
one step at a time by :data:`UPGRADES` before its fields are read, so each step only knows
its neighbour versions.

Two running copies simply take turns: each save writes the whole file atomically, and the
last one wins. Settings are changed by hand, one at a time, so a merge would buy nothing.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Mapping
from dataclasses import Field, dataclass, field, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from ..i18n import N_
from ..json_text import is_writable_text, shown_value
from ..seats import LEVELS, MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS
from .atomic import write_atomic
from .document import BadDocument, FileKind, Loaded, decode_json, encode_json, load_document
from .paths import settings_path

if TYPE_CHECKING:  # the engine and records load on first use, not when settings are read
    from ..engine import Rules
    from ..records import PlayerInfo

SCHEMA_VERSION: Final = 1
MAX_SETTINGS_BYTES: Final = 1024 * 1024
MAX_GEOMETRY_CHARS: Final = 64 * 1024
MAX_FOLDER_CHARS: Final = 4096  # longer than any path a file dialog gives (PATH_MAX)
CPU_SPEEDS: Final = ("slow", "normal", "fast", "instant")
DARK_MODES: Final = ("system", "light", "dark")
#: The end of a rolling round: held until the player goes on, or going on by itself.
ROUND_END_PAUSES: Final = ("wait", "auto")
SEAT_TYPES: Final = ("human", "cpu")
_LANGUAGE = re.compile(r"[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]{1,8}){0,3}")

SETTINGS_FILE_KIND: Final = FileKind(
    # Translators: {file} is the full path where the unreadable settings file was kept.
    damaged=N_(
        "Your settings could not be read, so the defaults are used; "
        "the old file was kept as {file}."
    ),
    # Translators: {file} is the full path where the settings file was kept.
    newer=N_(
        "Your settings were saved by a newer version of Chicago, so the defaults are used; "
        "the file was kept as {file}."
    ),
)


def _is_int(value: object) -> bool:
    return type(value) is int  # a JSON true is not the number 1


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """One seat of the last match setup: a name, human or CPU, and the CPU's level."""

    name: str
    type: str  # "human" | "cpu"
    level: str = "medium"

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise ValueError("a seat needs a name")
        if len(self.name) > MAX_NAME_LENGTH:
            raise ValueError(f"a name has at most {MAX_NAME_LENGTH} characters")
        if not is_writable_text(self.name):  # it could never be saved (json_text)
            raise ValueError("a name cannot hold a lone surrogate")
        if self.type not in SEAT_TYPES:
            raise ValueError(
                f"a seat is one of {', '.join(SEAT_TYPES)}, not {shown_value(self.type)}"
            )
        if self.level not in LEVELS:
            raise ValueError(
                f"a level is one of {', '.join(LEVELS)}, not {shown_value(self.level)}"
            )

    def player(self) -> PlayerInfo:
        """The seat as a game record names it."""
        from ..records import PlayerInfo

        if self.type == "cpu":
            return PlayerInfo(self.name, "cpu", self.level)
        return PlayerInfo(self.name, "human")


#: The name the settings give Chicago 2–12 as the game of the last setup (R60).
TWELVE: Final = "chicago-2-12"
TWELVE_MAX_PLAYERS: Final = 8
TWELVE_MIN_TEAM_PLAYERS: Final = 4


@dataclass(frozen=True, slots=True)
class TwelveVariations:
    """The variations of Chicago 2–12 last chosen (R61), kept whichever game is played.

    Checked here by hand, as R61 combines them (never Teams with Elimination), so that
    reading the settings does not load the game itself.
    """

    dice: int = 2
    reverse: bool = False
    teams: bool = False
    elimination: bool = False

    def __post_init__(self) -> None:
        if not _is_int(self.dice) or self.dice not in (2, 3):
            raise ValueError("Chicago 2–12 is played with two or three dice")
        if not all(type(v) is bool for v in (self.reverse, self.teams, self.elimination)):
            raise ValueError("reverse, teams and elimination are true or false")
        if self.teams and self.elimination:
            raise ValueError("Teams and Elimination are not played together (R61)")


def _variations_from_json(raw: object) -> TwelveVariations:
    if raw is None:
        return TwelveVariations()
    if not isinstance(raw, dict):
        raise ValueError("the variations are an object")
    dice = raw.get("dice", 2)
    flags = [raw.get(k, False) for k in ("reverse", "teams", "elimination")]
    if not _is_int(dice) or not all(type(v) is bool for v in flags):
        raise ValueError("the variations are a number of dice and three switches")
    return TwelveVariations(dice, *flags)


@dataclass(frozen=True, slots=True)
class GameSetup:
    """The setup of a match: seats in clockwise order and the preset's settings.

    ``preset`` is one of the five presets (RULES.md R40) or :data:`TWELVE`, Chicago 2–12
    (R60) with its ``variations`` (R61); ``searches`` is basic's setting (R42), carried like
    classic's and the variations for the other games. A setup the game would refuse cannot
    be built (2–6 seats for three dice, 2–8 for Chicago 2–12, an even number of at least
    four in Teams).
    """

    seats: tuple[SeatSetup, ...]
    max_throws: int = 3
    losses_to_out: int = 3
    preset: str = "classic"
    searches: int = 3
    variations: TwelveVariations = field(default_factory=TwelveVariations)

    def __post_init__(self) -> None:
        object.__setattr__(self, "seats", tuple(self.seats))  # accept any sequence
        twelve = self.preset == TWELVE
        most = TWELVE_MAX_PLAYERS if twelve else MAX_PLAYERS
        if not MIN_PLAYERS <= len(self.seats) <= most:
            raise ValueError(f"a match has {MIN_PLAYERS} to {most} seats")
        if not all(isinstance(s, SeatSetup) for s in self.seats):
            raise ValueError("every seat is a SeatSetup")
        if not all(_is_int(n) for n in (self.max_throws, self.losses_to_out, self.searches)):
            raise ValueError("max_throws, losses_to_out and searches are whole numbers")
        if not isinstance(self.preset, str):
            raise ValueError("the preset is a name")
        if not isinstance(self.variations, TwelveVariations):
            raise ValueError("the variations are a TwelveVariations")
        if twelve:
            seats = len(self.seats)
            if self.variations.teams and (seats < TWELVE_MIN_TEAM_PLAYERS or seats % 2):
                raise ValueError("Teams need an even number of players, at least four (R61)")
            return
        from ..engine import InvalidRules

        try:
            self.rules()
        except InvalidRules as exc:
            raise ValueError(str(exc)) from None

    def rules(self) -> Rules:
        """The engine's rules for this setup."""
        from ..engine import preset

        return preset(
            self.preset,
            max_throws=self.max_throws,
            losses_to_out=self.losses_to_out,
            searches=self.searches,
        )

    def players(self) -> tuple[PlayerInfo, ...]:
        """The seats as a game record names them."""
        return tuple(s.player() for s in self.seats)


def _setup_to_json(setup: GameSetup | None) -> object:
    if setup is None:
        return None
    return {
        "preset": setup.preset,
        "seats": [{"name": s.name, "type": s.type, "level": s.level} for s in setup.seats],
        "max_throws": setup.max_throws,
        "losses_to_out": setup.losses_to_out,
        "searches": setup.searches,
        "two_to_twelve": {
            "dice": setup.variations.dice,
            "reverse": setup.variations.reverse,
            "teams": setup.variations.teams,
            "elimination": setup.variations.elimination,
        },
    }


def _setup_from_json(raw: object) -> GameSetup | None:
    """Raises ValueError for anything that is not a valid setup."""
    if raw is None:
        return None
    if not isinstance(raw, dict) or not isinstance(raw.get("seats"), list):
        raise ValueError("a setup is an object with a list of seats")
    seats: list[SeatSetup] = []
    for seat in raw["seats"]:
        if not isinstance(seat, dict):
            raise ValueError("a seat is an object")
        name, kind, level = seat.get("name"), seat.get("type"), seat.get("level", "medium")
        if not (isinstance(name, str) and isinstance(kind, str) and isinstance(level, str)):
            raise ValueError("a seat's name, type and level are text")
        seats.append(SeatSetup(name, kind, level))
    max_throws, losses = raw.get("max_throws", 3), raw.get("losses_to_out", 3)
    name, searches = raw.get("preset", "classic"), raw.get("searches", 3)
    if not (_is_int(max_throws) and _is_int(losses) and _is_int(searches)):
        raise ValueError("max_throws, losses_to_out and searches are whole numbers")
    if not isinstance(name, str):
        raise ValueError("the preset is a name")
    assert isinstance(max_throws, int) and isinstance(losses, int) and isinstance(searches, int)
    # Absent in files written before Chicago 2–12 (R60) was offered: the plain game.
    variations = _variations_from_json(raw.get("two_to_twelve"))
    return GameSetup(
        tuple(seats),
        max_throws=max_throws,
        losses_to_out=losses,
        preset=name,
        searches=searches,
        variations=variations,
    )


def _identity(value: Any) -> Any:
    return value


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """How one setting is checked and stored.

    ``check`` accepts exactly the values the field may hold. ``from_json`` turns the stored
    JSON value into such a value (raising ValueError or TypeError when it cannot);
    ``to_json`` is its inverse.
    """

    check: Callable[[object], bool]
    from_json: Callable[[object], object] = _identity
    to_json: Callable[[Any], object] = _identity


def _choice(options: tuple[str, ...]) -> FieldSpec:
    return FieldSpec(lambda v: isinstance(v, str) and v in options)


def _is_language(value: object) -> bool:
    return value is None or (isinstance(value, str) and _LANGUAGE.fullmatch(value) is not None)


def _is_geometry(value: object) -> bool:
    """None, or base64 text of at most MAX_GEOMETRY_CHARS (what QWidget.saveGeometry gives)."""
    if value is None:
        return True
    if not isinstance(value, str) or len(value) > MAX_GEOMETRY_CHARS:
        return False
    try:
        base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        return False
    return True


def _is_folder(value: object) -> bool:
    """None, or the text of a path: one line, writable, at most MAX_FOLDER_CHARS.

    Whether the folder still exists is the window's question when it opens a file dialog
    (it falls back to the documents folder); a folder that has gone is no bad setting.
    """
    if value is None:
        return True
    return (
        isinstance(value, str)
        and 0 < len(value) <= MAX_FOLDER_CHARS
        and "\x00" not in value
        and "\n" not in value
        and is_writable_text(value)
    )


_BOOL: Final = FieldSpec(lambda v: type(v) is bool)
_LANGUAGE_SPEC: Final = FieldSpec(_is_language)
_SETUP_SPEC: Final = FieldSpec(
    lambda v: v is None or isinstance(v, GameSetup), _setup_from_json, _setup_to_json
)
_GEOMETRY_SPEC: Final = FieldSpec(_is_geometry)
_FOLDER_SPEC: Final = FieldSpec(_is_folder)


def _meta(spec: FieldSpec) -> dict[str, FieldSpec]:
    return {"spec": spec}


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the game remembers between runs, with the defaults of a first start.

    ``window_geometry`` is base64 text of ``QWidget.saveGeometry()``; ``cpu_speed`` is one
    of :data:`CPU_SPEEDS`, ``dark_mode`` one of :data:`DARK_MODES`; ``language`` None means
    the system's language. ``last_folder`` is the folder of the last record opened or
    saved through a file dialog (None: start in the documents folder); a file written
    before it existed simply lacks it, and an older version ignores it. ``round_end``
    (one of :data:`ROUND_END_PAUSES`) came later too: a file without it reads as
    ``"wait"``.
    """

    language: str | None = field(default=None, metadata=_meta(_LANGUAGE_SPEC))
    last_setup: GameSetup | None = field(default=None, metadata=_meta(_SETUP_SPEC))
    cpu_speed: str = field(default="normal", metadata=_meta(_choice(CPU_SPEEDS)))
    reduced_motion: bool = field(default=False, metadata=_meta(_BOOL))
    show_hints: bool = field(default=True, metadata=_meta(_BOOL))
    window_geometry: str | None = field(default=None, metadata=_meta(_GEOMETRY_SPEC))
    tutorial_offered: bool = field(default=False, metadata=_meta(_BOOL))
    dark_mode: str = field(default="system", metadata=_meta(_choice(DARK_MODES)))
    last_folder: str | None = field(default=None, metadata=_meta(_FOLDER_SPEC))
    round_end: str = field(default="wait", metadata=_meta(_choice(ROUND_END_PAUSES)))

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if not field_spec(f).check(value):
                raise ValueError(f"setting {f.name} cannot be {shown_value(value)}")


def field_spec(f: Field[Any]) -> FieldSpec:
    """The spec attached to a field of :class:`Settings`."""
    spec = f.metadata["spec"]
    assert isinstance(spec, FieldSpec)
    return spec


# ------------------------------------------------------------------ schema upgrades
def _v0_to_v1(doc: dict[str, object]) -> dict[str, object]:
    """Version 0, the first draft layout, had no ``version`` key and other names.

    ``speed`` became ``cpu_speed``; ``animations`` (on = full motion) became its opposite,
    ``reduced_motion``; ``hints`` became ``show_hints``; ``setup`` with ``players``
    (``cpu: true/false``) and ``losses`` became ``last_setup`` with ``seats``
    (``type``) and ``losses_to_out``. Values are carried over as they are; the field
    checks decide afterwards whether each is usable.
    """
    out = {k: v for k, v in doc.items() if k not in ("speed", "animations", "hints", "setup")}
    if "speed" in doc:
        out["cpu_speed"] = doc["speed"]
    if type(doc.get("animations")) is bool:
        out["reduced_motion"] = not doc["animations"]
    if "hints" in doc:
        out["show_hints"] = doc["hints"]
    setup = doc.get("setup")
    if isinstance(setup, dict) and isinstance(setup.get("players"), list):
        seats = [
            {
                "name": p.get("name"),
                "type": "cpu" if p.get("cpu") is True else "human",
                "level": p.get("level", "medium"),
            }
            if isinstance(p, dict)
            else p
            for p in setup["players"]
        ]
        out["last_setup"] = {
            "seats": seats,
            "max_throws": setup.get("max_throws", 3),
            "losses_to_out": setup.get("losses", 3),
        }
    return out


#: ``UPGRADES[n]`` turns a version-n document into a version n+1 document. It must accept
#: any content (the field checks run afterwards) and never raise.
UPGRADES: Final[Mapping[int, Callable[[dict[str, object]], dict[str, object]]]] = {
    0: _v0_to_v1,
}


def upgrade(doc: dict[str, object]) -> dict[str, object]:
    """Bring a settings document of any known version up to :data:`SCHEMA_VERSION`."""
    version = doc.get("version", 0)
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise BadDocument(f"settings version {shown_value(version)} is not a version number")
    if version > SCHEMA_VERSION:
        raise BadDocument(f"settings version {version} is newer than this program's", newer=True)
    while version < SCHEMA_VERSION:
        doc = UPGRADES[version](doc)
        version += 1
    return doc


# ------------------------------------------------------------------ file
def settings_from_json(obj: object) -> Settings:
    """Settings from a decoded JSON document; a bad field takes its default."""
    if not isinstance(obj, dict):
        raise BadDocument("the settings file is not a JSON object")
    doc = upgrade(obj)
    values: dict[str, Any] = {}
    for f in fields(Settings):
        if f.name not in doc:
            continue
        spec = field_spec(f)
        try:
            value = spec.from_json(doc[f.name])
        except (ValueError, TypeError):
            continue
        if spec.check(value):
            values[f.name] = value
    return replace(Settings(), **values)


def settings_to_json(settings: Settings) -> dict[str, object]:
    """The JSON document of ``settings``, ``version`` first."""
    out: dict[str, object] = {"version": SCHEMA_VERSION}
    for f in fields(settings):
        out[f.name] = field_spec(f).to_json(getattr(settings, f.name))
    return out


def load_settings(path: Path | None = None) -> Loaded[Settings]:
    """The saved settings, or the defaults (with a notice if a bad file was set aside)."""
    return load_document(
        path if path is not None else settings_path,
        lambda data: settings_from_json(decode_json(data)),
        Settings(),
        SETTINGS_FILE_KIND,
        max_bytes=MAX_SETTINGS_BYTES,
    )


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write ``settings`` atomically; raises OSError when the folder cannot be written."""
    target = path if path is not None else settings_path()
    write_atomic(target, encode_json(settings_to_json(settings)))
