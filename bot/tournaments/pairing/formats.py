"""The four formats behind one small interface, so the tournament service need not care.

A format answers three questions from the event's progress so far: which tables the
next round plays, who is champion (once there is one), and how a drawn game counts.
Everything is recomputed from the stored tables each time; nothing here keeps state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol

from bot.tournaments.pairing import elimination, round_robin, swiss
from bot.tournaments.pairing.model import Entry, Game, Table
from bot.tournaments.pairing.standings import Standing, rank
from bot.tournaments.pairing.tiebreaks import buchholz, sonneborn_berger


class FormatKind(StrEnum):
    SWISS = "swiss"
    ROUND_ROBIN = "round-robin"
    SINGLE_ELIMINATION = "single-elimination"
    DOUBLE_ELIMINATION = "double-elimination"


@dataclass(frozen=True, slots=True)
class Progress:
    """Where an event stands: its field in seed order, who dropped out, and every
    table given out so far (finished or not), with the finished ones' results."""

    entries: tuple[Entry, ...]
    withdrawn: frozenset[Entry] = frozenset()
    tables: tuple[Table, ...] = ()
    results: dict[str, Entry | None] = field(default_factory=dict)
    """Winner per finished table key; None is a draw."""
    rounds: dict[str, int] = field(default_factory=dict)
    """Round number per table key."""

    @property
    def active(self) -> list[Entry]:
        return [e for e in self.entries if e not in self.withdrawn]

    def games(self) -> list[Game]:
        """The finished tables as games, byes included."""
        return [
            Game(self.rounds[t.key], t.first, t.second, self.results[t.key])
            for t in self.tables
            if t.key in self.results
        ]


class TournamentFormat(Protocol):
    @property
    def kind(self) -> FormatKind: ...

    def planned_rounds(self) -> int | None:
        """How many rounds the event has, when that is known in advance."""

    def next_tables(self, round_number: int, progress: Progress) -> list[Table]:
        """The tables of round `round_number`; empty when the event is over."""

    def champion(self, progress: Progress) -> Entry | None:
        """The winner of the event; None while it goes on."""

    def standings(self, progress: Progress) -> list[Standing]: ...

    def settle_draw(self, table: Table) -> Entry | None:
        """Who a drawn game counts for: nobody (None) where draws score half a point."""


class _PointsDecide:
    """Swiss and round robin: a draw is half a point each, and once the last planned
    round is complete the top of the standings is champion."""

    __slots__ = ()

    def champion(self: TournamentFormat, progress: Progress) -> Entry | None:
        finished = all(t.key in progress.results for t in progress.tables)
        rounds_played = max(progress.rounds.values(), default=0)
        if not finished or rounds_played < (self.planned_rounds() or 0):
            return None
        return self.standings(progress)[0].entry

    def settle_draw(self, table: Table) -> Entry | None:
        del table
        return None


@dataclass(frozen=True, slots=True)
class SwissFormat(_PointsDecide):
    rounds: int
    kind: FormatKind = FormatKind.SWISS

    def planned_rounds(self) -> int:
        return self.rounds

    def next_tables(self, round_number: int, progress: Progress) -> list[Table]:
        if round_number > self.rounds:
            return []
        return swiss.pair_round(round_number, progress.active, progress.games())

    def standings(self, progress: Progress) -> list[Standing]:
        return rank(progress.entries, progress.withdrawn, progress.games(), buchholz)


@dataclass(frozen=True, slots=True)
class RoundRobinFormat(_PointsDecide):
    field: int
    kind: FormatKind = FormatKind.ROUND_ROBIN

    def planned_rounds(self) -> int:
        return self.field - 1 + self.field % 2

    def next_tables(self, round_number: int, progress: Progress) -> list[Table]:
        """The scheduled round, where a game against a withdrawn player becomes a bye
        for the one still in (the schedule itself never changes)."""
        if round_number > self.planned_rounds():
            return []
        tables = []
        for table in round_robin.schedule(progress.entries)[round_number - 1]:
            present = [e for e in table.entries if e not in progress.withdrawn]
            if len(present) == len(table.entries):
                tables.append(table)
            elif present:
                tables.append(Table(f"{table.key}-walkover", present[0], None))
        return tables

    def standings(self, progress: Progress) -> list[Standing]:
        return rank(progress.entries, progress.withdrawn, progress.games(), sonneborn_berger)


@dataclass(frozen=True, slots=True)
class EliminationFormat:
    """Single or double elimination; a drawn game goes to the better seed."""

    kind: FormatKind
    field: int

    def bracket(self) -> elimination.Bracket:
        if self.kind == FormatKind.DOUBLE_ELIMINATION:
            return elimination.double_elimination(self.field)
        return elimination.single_elimination(self.field)

    def resolve(self, progress: Progress) -> elimination.Resolution:
        results = {key: winner for key, winner in progress.results.items() if winner is not None}
        return elimination.resolve(self.bracket(), progress.entries, results, progress.withdrawn)

    def planned_rounds(self) -> int | None:
        return None

    def next_tables(self, round_number: int, progress: Progress) -> list[Table]:
        del round_number
        given_out = {t.key for t in progress.tables}
        return [
            Table(state.match.key, state.top, state.bottom)
            for state in self.resolve(progress).ready()
            if state.match.key not in given_out and state.top and state.bottom
        ]

    def champion(self, progress: Progress) -> Entry | None:
        return self.resolve(progress).champion

    def standings(self, progress: Progress) -> list[Standing]:
        """Games won decide; the bracket image tells the rest of the story."""
        return rank(progress.entries, progress.withdrawn, progress.games(), None)

    def settle_draw(self, table: Table) -> Entry | None:
        return min(table.entries)


def make_format(kind: FormatKind, field: int, swiss_rounds: int | None) -> TournamentFormat:
    """The format object for a stored tournament."""
    if kind == FormatKind.SWISS:
        return SwissFormat(swiss_rounds or 1)
    if kind == FormatKind.ROUND_ROBIN:
        return RoundRobinFormat(field)
    return EliminationFormat(kind, field)
