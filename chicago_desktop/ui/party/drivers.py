"""What the shared table needs from a party, whether this computer hosts it or joined it.

The host's table submits its people's actions straight into the host's session (through
:meth:`HostCore.submit_local`, the same checks as any other computer's); a joined
computer's table sends intentions and waits for the host's answer (R73). Either way the
table (through :class:`~.controller.PartyController`) draws the session this computer
holds and never applies an action itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...i18n import _
from ...net import ClientCore, HostCore, Rejection
from ...net.games import PartyAction, PartySession
from .words import rejection_text


@dataclass
class HostDriver:
    """The table at the host's computer."""

    core: HostCore
    last_refusal: str = ""

    is_host = True

    @property
    def session(self) -> PartySession | None:
        return self.core.session

    @property
    def mine(self) -> tuple[int, ...]:
        return self.core.local_seats

    @property
    def present(self) -> list[bool]:
        return self.core.present()

    @property
    def handed(self) -> list[int]:
        return self.core.handed()

    @property
    def waiting(self) -> int | None:
        return self.core.waiting

    @property
    def ended(self) -> str:
        """Why the party ended before its match did, as a sentence; empty while it runs."""
        return _("The match was ended at this computer.") if self.core.stopped else ""

    def send(self, seat: int, action: PartyAction) -> None:
        try:
            self.core.submit_local(seat, action)
            self.last_refusal = ""
        except Rejection as exc:
            self.last_refusal = rejection_text(exc.code, exc.rule, exc.reason)

    def continue_match(self) -> None:
        if self.core.waiting is not None:
            self.core.continue_match(self.core.waiting)


@dataclass
class ClientDriver:
    """The table at a joined computer; ``flush`` sends what the core queued."""

    core: ClientCore
    flush: Callable[[], None] | None = None

    is_host = False

    @property
    def session(self) -> PartySession | None:
        return self.core.session

    @property
    def mine(self) -> tuple[int, ...]:
        return self.core.you

    @property
    def present(self) -> list[bool]:
        return self.core.present

    @property
    def handed(self) -> list[int]:
        return self.core.cpu

    @property
    def waiting(self) -> int | None:
        return self.core.waiting

    @property
    def last_refusal(self) -> str:
        rejection = self.core.last_rejection
        if rejection is None:
            return ""
        return rejection_text(rejection.code, rejection.rule, rejection.reason)

    @property
    def ended(self) -> str:
        """Why the party ended before its match did, as a sentence; empty while it runs."""
        if self.core.phase == "stopped":
            return _("The host ended the match.")
        if self.core.phase == "lost":
            return _("The connection to the host was lost.")
        return ""

    def send(self, seat: int, action: PartyAction) -> None:
        self.core.last_rejection = None  # what comes back is the answer to this one
        self.core.act(seat, action)
        if self.flush is not None:
            self.flush()

    def continue_match(self) -> None:
        self.core.continue_match()
        if self.flush is not None:
            self.flush()


Driver = HostDriver | ClientDriver
