"""A tournament as loaded in one go, and what the formats need derived from it.

The store keeps members and seeds apart from results; formats speak only seeds. The
snapshot is the bridge: it knows who sits behind each seed right now, turns stored
tables into a format's `Progress`, and names the standings and bracket in user ids.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.tournaments.pairing.elimination import Resolution
from bot.tournaments.pairing.formats import (
    EliminationFormat,
    FormatKind,
    Progress,
    TournamentFormat,
    make_format,
)
from bot.tournaments.pairing.model import Table
from bot.tournaments.pairing.standings import Standing
from bot.tournaments.records import Entrant, TableRecord, Tournament


@dataclass(frozen=True, slots=True)
class Snapshot:
    tournament: Tournament
    entrants: list[Entrant]
    tables: list[TableRecord]

    @property
    def format(self) -> TournamentFormat:
        plan = self.tournament.plan
        field = sum(1 for e in self.entrants if e.seed is not None)
        return make_format(FormatKind(plan.format), field, plan.swiss_rounds)

    def user_of(self, seed: int) -> int:
        return next(e.user_id for e in self.entrants if e.seed == seed)

    def seed_of(self, user_id: int) -> int | None:
        return next((e.seed for e in self.entrants if e.user_id == user_id), None)

    def progress(self) -> Progress:
        seeded = sorted(e.seed for e in self.entrants if e.seed is not None)
        withdrawn = frozenset(e.seed for e in self.entrants if e.withdrawn and e.seed is not None)
        return Progress(
            entries=tuple(seeded),
            withdrawn=withdrawn,
            tables=tuple(Table(t.key, t.first_seed, t.second_seed) for t in self.tables),
            results={t.key: t.winner_seed for t in self.tables if t.finished},
            rounds={t.key: t.round for t in self.tables},
        )

    def current_tables(self) -> list[TableRecord]:
        return [t for t in self.tables if t.round == self.tournament.current_round]

    def open_table_of(self, user_id: int) -> TableRecord | None:
        """The unfinished table the member plays at, if any."""
        seed = self.seed_of(user_id)
        return next(
            (t for t in self.tables if not t.finished and seed in (t.first_seed, t.second_seed)),
            None,
        )

    def standings(self) -> list[Standing]:
        return self.format.standings(self.progress())

    def bracket(self) -> Resolution | None:
        """The resolved bracket of an elimination event; None for the other formats."""
        event = self.format
        if not isinstance(event, EliminationFormat) or not self.progress().entries:
            return None
        return event.resolve(self.progress())
