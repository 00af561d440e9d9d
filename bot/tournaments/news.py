"""What a tournament tells its channel, as facts: the service decides that something is
worth announcing and hands one of these to the host; the Discord side words it
(`wording.py`), so no markup is ever written by the service."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Started:
    players: int


@dataclass(frozen=True, slots=True)
class Pairing:
    """One table of a round as members know it: user ids, `second_id` None for a bye."""

    key: str
    first_id: int
    second_id: int | None


@dataclass(frozen=True, slots=True)
class RoundBegun:
    number: int
    pairings: tuple[Pairing, ...]


@dataclass(frozen=True, slots=True)
class Finished:
    champion_id: int | None


@dataclass(frozen=True, slots=True)
class Cancelled:
    pass


News = Started | RoundBegun | Finished | Cancelled
