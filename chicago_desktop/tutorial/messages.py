"""Sentences kept untranslated until they are shown, so a language switch re-renders them.

A :class:`Message` holds a msgid (marked with ``N_`` where it is defined) and the values of
its named placeholders. Values are numbers, plain strings (dice, names) or other messages,
which are translated in turn. :meth:`Message.text` translates with the language in use *now*,
so the tutorial panel only has to call it again after a language change.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Union

from ..engine import Call, fixed_face_value
from ..i18n import N_, _, format_percent, join_sentences, ngettext

Param = Union[int, str, "Message", "Sentences", "Percent"]


@dataclass(frozen=True, slots=True)
class Message:
    """A translatable sentence with its placeholder values.

    With ``plural`` set, ``msgid`` and ``plural`` are the singular and plural forms and
    ``count`` chooses between them (``ngettext``); ``{count}`` is then available too.
    """

    msgid: str
    params: Mapping[str, Param] = field(default_factory=lambda: MappingProxyType({}))
    plural: str | None = None
    count: int = 1

    def text(self) -> str:
        """The sentence in the current language, placeholders filled."""
        values: dict[str, object] = {
            k: v if isinstance(v, int | str) else v.text() for k, v in self.params.items()
        }
        if self.plural is not None:
            values.setdefault("count", self.count)
            template = ngettext(self.msgid, self.plural, self.count)
        else:
            template = _(self.msgid) if self.msgid else ""
        return template.format_map(_Lenient(values))


class _Lenient(dict[str, object]):
    """A placeholder a translation names but the message lacks shows as itself, not a crash."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def message(msgid: str, **params: Param) -> Message:
    """A :class:`Message` from keyword placeholders."""
    return Message(msgid, MappingProxyType(dict(params)))


def plural_message(singular: str, plural: str, count: int, **params: Param) -> Message:
    """A :class:`Message` with singular and plural forms chosen by ``count``."""
    return Message(singular, MappingProxyType(dict(params)), plural, count)


@dataclass(frozen=True, slots=True)
class Sentences:
    """Whole sentences shown one after the other (never one sentence glued from pieces)."""

    parts: tuple[Message | Sentences, ...]

    def text(self) -> str:
        """The sentences in the current language, separated as the language does."""
        return join_sentences(p.text() for p in self.parts)


def join(*parts: Message | Sentences | None) -> Sentences:
    """Sentences from messages (None is skipped)."""
    return Sentences(tuple(p for p in parts if p is not None))


def dice_text(dice: Sequence[int]) -> str:
    """Dice written as players write them, ``1·6·3``."""
    return "·".join(str(f) for f in dice)


def sum_text(dice: Sequence[int]) -> str:
    """The value of each die added up, ``100 + 4 + 2`` (R6)."""
    return " + ".join(str(fixed_face_value(f)) for f in dice)


@dataclass(frozen=True, slots=True)
class Percent:
    """A whole percentage, written as the language in use writes it when shown ("56%",
    "56 %"): texts put no ``%`` of their own beside such a placeholder."""

    value: int

    def text(self) -> str:
        """The percentage in the current language."""
        return format_percent(self.value / 100)


def percent(p: float) -> Percent:
    """A probability as a whole percentage (0.5621 → 56%).

    Only a certainty reads 100% and only an impossibility 0%: 0.9992 is 99%, 0.0004 is 1%,
    so a lesson never calls a near-certain outcome certain.
    """
    if p >= 1 - 1e-9:
        return Percent(100)
    if p <= 1e-9:
        return Percent(0)
    return Percent(min(99, max(1, round(100 * p))))


def call_message(call: Call) -> Message:
    """The leader's call in words, as the table shows it: "ones 100 · sixes 60 · high"."""
    if call.sand:
        # Translators: the Tschigg call "sand" (R24), as a lesson names it.
        return message(N_("sand"))
    if call.high:
        # Translators: a leader's call (R7) in a lesson: how ones and sixes count, high.
        return message(N_("ones {ones} · sixes {sixes} · high"), ones=call.ones, sixes=call.sixes)
    # Translators: a leader's call (R7) in a lesson: how ones and sixes count, low.
    return message(N_("ones {ones} · sixes {sixes} · low"), ones=call.ones, sixes=call.sixes)
