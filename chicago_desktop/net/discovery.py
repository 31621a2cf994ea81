"""Finding parties on the local network: DNS-SD over mDNS (python-zeroconf), in two layers.

The pure layer — :func:`service_properties`, :func:`listing_from_service` and
:class:`PartyList` — turns a party into the TXT properties it announces and a found
service back into a :class:`PartyListing`, checking every field (a service on the network
is untrusted input). It is what the tests exercise.

The adapter layer — :class:`Announcer` and :class:`Browser` — imports zeroconf only when
started. mDNS sends multicast traffic onto the network, so nothing here starts on import,
the headless commands start it only with ``--discover``, and the tests never start it
(docs/network.md). Typing the host's address is always the fallback.
"""

from __future__ import annotations

import atexit
import ipaddress
import logging
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from ..seats import MAX_NAME_LENGTH
from .protocol import PROTOCOL

log = logging.getLogger(__name__)

SERVICE_TYPE: Final = "_chicago-dice._tcp.local."
#: Longest wait at exit for an announcement to be withdrawn (registering takes about 1.7 s).
_EXIT_WAIT: Final = 3.0
_MAX_VALUE: Final = 64


@dataclass(frozen=True, slots=True)
class PartyListing:
    """A party found on the network, as the join screen lists it."""

    name: str
    address: str
    port: int
    preset: str
    free: int
    seats: int


def service_name(label: str) -> str:
    """The DNS-SD instance name for a host's label (printable, at most 63 bytes)."""
    clean = "".join(c for c in label if c.isprintable() and c != ".").strip() or "Chicago"
    while len(clean.encode()) > 63:
        clean = clean[:-1]
    return f"{clean}.{SERVICE_TYPE}"


def service_properties(party: Mapping[str, object], label: str) -> dict[str, str]:
    """The TXT properties a host announces: protocol, game, seats, free seats, label."""
    rules = party.get("rules")
    seats = party.get("seats")
    # The game: a three-dice preset, or "chicago-2-12" (the record's own game name).
    preset = (rules.get("preset") or rules.get("game")) if isinstance(rules, dict) else None
    listed = seats if isinstance(seats, list) else []
    free = sum(1 for s in listed if isinstance(s, dict) and not s.get("taken"))
    return {
        "v": str(PROTOCOL),
        "preset": str(preset or ""),
        "seats": str(len(listed)),
        "free": str(free),
        "label": label[:MAX_NAME_LENGTH],
    }


def _text(properties: Mapping[bytes, bytes | None], key: str) -> str | None:
    raw = properties.get(key.encode())
    if raw is None or len(raw) > _MAX_VALUE:
        return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text if text.isprintable() else None


def listing_from_service(
    addresses: list[str], port: int | None, properties: Mapping[bytes, bytes | None]
) -> PartyListing | None:
    """A found service as a listing, or None if it is not a party this program can join."""
    if _text(properties, "v") != str(PROTOCOL) or port is None or not 0 < port < 65536:
        return None
    usable = []
    for address in addresses:
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            continue
        if ip.version == 4 and not ip.is_multicast and not ip.is_unspecified:
            usable.append(str(ip))
    seats, free = _text(properties, "seats"), _text(properties, "free")
    preset = _text(properties, "preset")
    if not usable or not seats or not free or not seats.isdigit() or not free.isdigit():
        return None
    label = _text(properties, "label") or usable[0]
    return PartyListing(label, usable[0], port, preset or "", int(free), int(seats))


class PartyList:
    """The parties found so far, kept up to date from the browser's callbacks."""

    def __init__(self, on_change: Callable[[], None] | None = None) -> None:
        self._found: dict[str, PartyListing] = {}
        self.on_change = on_change

    @property
    def parties(self) -> list[PartyListing]:
        """The parties, sorted by name."""
        return sorted(self._found.values(), key=lambda p: (p.name.casefold(), p.address))

    def update(self, service: str, listing: PartyListing | None) -> None:
        """A service was added or updated (None: it no longer qualifies)."""
        if listing is None:
            self.remove(service)
            return
        self._found[service] = listing
        if self.on_change is not None:
            self.on_change()

    def remove(self, service: str) -> None:
        """A service went away."""
        if self._found.pop(service, None) is not None and self.on_change is not None:
            self.on_change()


class Announcer:  # pragma: no cover - starts multicast traffic; never run in tests
    """Announce a party while it is open (zeroconf imported only here).

    Registering first probes the network for a name already taken and then announces,
    about 1.7 s of waiting for zeroconf's own thread; withdrawing sends goodbyes and
    closes zeroconf's threads, another 0.25 s. Done on the caller's thread, that froze the
    window for as long after "Open party" (measured: 1.69 s in one click of the monkey
    test) and when the party closed, and held a headless host's event loop, which serves
    its peers. The announcement therefore lives on a thread of its own, which registers,
    waits for :meth:`stop` and then withdraws: neither call waits. At the program's exit
    the thread is told to stop and waited for (at most :data:`_EXIT_WAIT` seconds), so a
    program that ends right after :meth:`stop`, or without it, still sends the goodbyes,
    as when the caller waited for them, and a thread never stopped cannot hold the exit.
    """

    def __init__(self, label: str, address: str, port: int, party: Mapping[str, object]) -> None:
        self._args = (label, address, port, dict(party))
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._announce, name="party-announcer", daemon=True
            )
            self._thread.start()
            atexit.register(self._at_exit)

    def stop(self) -> None:
        """Withdraw the announcement (on its thread; returns at once)."""
        self._stopping.set()

    def _at_exit(self) -> None:
        self._stopping.set()
        if self._thread is not None:
            self._thread.join(_EXIT_WAIT)

    def _announce(self) -> None:
        from zeroconf import ServiceInfo, Zeroconf

        label, address, port, party = self._args
        zc: Any = None
        try:
            info = ServiceInfo(
                SERVICE_TYPE,
                service_name(label),
                addresses=[ipaddress.ip_address(address).packed],
                port=port,
                properties=service_properties(party, label),
            )
            zc = Zeroconf(interfaces=[address])
            zc.register_service(info)
            self._stopping.wait()
            zc.unregister_service(info)
        except Exception:  # the party stays open; typing its address still works
            log.exception("announcing the party on the local network failed")
        finally:
            if zc is not None:
                zc.close()


class Browser:  # pragma: no cover - starts multicast traffic; never run in tests
    """Browse for parties into a :class:`PartyList` (zeroconf imported only here)."""

    def __init__(self, parties: PartyList) -> None:
        self.parties = parties
        self._zc: Any = None
        self._browser: Any = None

    def start(self) -> None:
        from zeroconf import ServiceBrowser, ServiceStateChange, Zeroconf

        self._zc = Zeroconf()

        def changed(zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
            if state_change is ServiceStateChange.Removed:
                self.parties.remove(name)
                return
            info = zeroconf.get_service_info(service_type, name, timeout=1000)
            if info is None:
                self.parties.remove(name)
                return
            self.parties.update(
                name, listing_from_service(info.parsed_addresses(), info.port, info.properties)
            )

        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[changed])

    def stop(self) -> None:
        if self._zc is not None:
            self._zc.close()
            self._zc = None
