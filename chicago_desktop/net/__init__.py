"""Dice Round: a party over the local network, the host's game throwing the dice (R70-R75).

Plain Python, no Qt (tests/test_boundary.py): the protocol (:mod:`.protocol`,
:mod:`.framing`, :mod:`.events_json`), the host and joined-computer cores without I/O
(:mod:`.host`, :mod:`.client`), the asyncio transport for the headless mode (:mod:`.aio`)
and the service discovery's pure parts (:mod:`.discovery`). The window's QtNetwork
transport lives in ``chicago_desktop/ui/party``. docs/network.md describes the protocol.
"""

from .client import ClientCore, Refusal
from .host import HostCore, Limits, Rejection
from .protocol import PROTOCOL, new_code
from .seating import SeatPlan, parse_seats_spec

__all__ = [
    "PROTOCOL",
    "ClientCore",
    "HostCore",
    "Limits",
    "Refusal",
    "Rejection",
    "SeatPlan",
    "new_code",
    "parse_seats_spec",
]
