"""Discovery's pure parts: what a host announces and what a found service becomes.

No zeroconf instance is ever started here: mDNS traffic must not leave this machine.
"""

from __future__ import annotations

from chicago_desktop.engine import preset
from chicago_desktop.net import HostCore, parse_seats_spec
from chicago_desktop.net.discovery import (
    SERVICE_TYPE,
    PartyList,
    PartyListing,
    listing_from_service,
    service_name,
    service_properties,
)


def _props(**kw: str) -> dict[bytes, bytes | None]:
    return {k.encode(): v.encode() for k, v in kw.items()}


def test_a_host_announces_its_game_and_free_seats_and_is_listed_back() -> None:
    core = HostCore(preset("bavarian"), parse_seats_spec("cpu:easy,remote,remote"), "ABC234")
    props = service_properties(core.party_json(), "Kitchen table")
    assert props == {
        "v": "1",
        "preset": "bavarian",
        "seats": "3",
        "free": "2",
        "label": "Kitchen table",
    }
    raw = {k.encode(): v.encode() for k, v in props.items()}
    listing = listing_from_service(["fe80::1", "192.168.1.20"], 5000, raw)
    assert listing == PartyListing("Kitchen table", "192.168.1.20", 5000, "bavarian", 2, 3)


def test_a_chicago_2_12_party_announces_its_game_by_the_record_s_name() -> None:
    from chicago_desktop.two_to_twelve import Rules

    core = HostCore(Rules(), parse_seats_spec("remote,remote"), "ABC234")
    props = service_properties(core.party_json(), "Den")
    assert props["preset"] == "chicago-2-12" and props["free"] == "2"
    raw = {k.encode(): v.encode() for k, v in props.items()}
    listing = listing_from_service(["192.168.1.21"], 5001, raw)
    assert listing is not None and listing.preset == "chicago-2-12"


def test_services_that_are_not_joinable_parties_are_ignored() -> None:
    good = _props(v="1", preset="classic", seats="2", free="1", label="A")
    assert listing_from_service(["10.0.0.2"], 5000, good) is not None
    assert listing_from_service(["10.0.0.2"], 5000, {**good, b"v": b"2"}) is None
    assert listing_from_service(["10.0.0.2"], None, good) is None
    assert listing_from_service(["10.0.0.2"], 70000, good) is None
    assert listing_from_service(["224.0.0.251", "nonsense"], 5000, good) is None
    assert listing_from_service(["10.0.0.2"], 5000, {**good, b"free": b"-1"}) is None
    assert listing_from_service(["10.0.0.2"], 5000, {**good, b"label": b"\xff\xfe"}) is not None
    bad_label = listing_from_service(["10.0.0.2"], 5000, {**good, b"label": b"\xff"})
    assert bad_label is not None and bad_label.name == "10.0.0.2"


def test_service_names_are_printable_short_and_of_our_type() -> None:
    assert service_name("Anna's laptop") == f"Anna's laptop.{SERVICE_TYPE}"
    long = service_name("ä" * 100)
    assert long.endswith(SERVICE_TYPE) and len(long.removesuffix("." + SERVICE_TYPE).encode()) <= 63
    assert service_name("a.b\n") == f"ab.{SERVICE_TYPE}"


def test_the_party_list_follows_added_updated_and_removed_services() -> None:
    changes: list[int] = []
    parties = PartyList(lambda: changes.append(1))
    a = PartyListing("b", "10.0.0.2", 1, "classic", 1, 2)
    parties.update("x", a)
    parties.update("y", PartyListing("A", "10.0.0.3", 1, "pub", 1, 2))
    assert [p.name for p in parties.parties] == ["A", "b"]
    parties.update("x", None)
    parties.remove("gone")
    assert [p.name for p in parties.parties] == ["A"]
    assert len(changes) == 3
