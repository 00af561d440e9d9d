"""What a write transaction touches, and so which locks it takes on PostgreSQL
(bot/core/storage/database/locks.py takes them).

Several bot processes share one PostgreSQL database. A write transaction that reads a
row and writes it back must not let another process's writer slip in between; one
global lock for every writer would make two processes serving different servers wait
on each other for every move (adding a process would add no capacity). So each
transaction says what it touches, a `Scope`:

* a server (`Scope.server`): its settings, challenges, tournaments, new matches;
* a match (`Scope.match`): its moves, its clock and the clock's timers (moves in two
  matches of one server need not wait for each other either);
* members (`Scope.member`): what a member keeps across servers (notification choices,
  held notices, chosen language);
* the timers of shards (`Scope.timers_of`): claiming due timers, where two claimants
  reading the same earliest rows would leave one of them empty-handed;
* nothing (`Scope.rows_only()`): the statements guard themselves (one statement, or a
  conditional `UPDATE ... WHERE` that re-checks on the newest row);
* everything (no scope given): the safe default, as before scopes.

Each named thing is an advisory lock. Every transaction also holds one global lock,
shared by the scoped ones and taken exclusively by an "everything" one, so a
transaction that declares nothing still runs alone. The locks are always taken in one
fixed order (the global lock, then servers, matches, members and timer shards, each by
id), so two transactions can never wait for each other in a circle: a block that joins
an open transaction may add locks only after every lock already held (`Held.extend`),
and asking for an earlier one is a programming error (`LockOrderError`), caught on
SQLite too, where the single writer needs no lock at all. A store's own write declares
what it needs on its own (`Scope.alone`): inside a use case's transaction it adds
nothing, the use case having said what the whole touches.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

_GUILD, _MATCH, _MEMBER, _TIMERS = 1, 2, 3, 4  # ranks in the fixed order (global: 0)

LockName = tuple[int, int]
"""(rank, id): a lock's place in the fixed order."""


@dataclass(frozen=True, slots=True)
class Scope:
    """What a write transaction touches (see the module doc)."""

    guilds: frozenset[int] = frozenset()
    members: frozenset[int] = frozenset()
    everything: bool = False
    matches: frozenset[int] = frozenset()
    timer_shards: frozenset[int] = frozenset()
    joined_adds_nothing: bool = False

    @classmethod
    def of(
        cls,
        *,
        guild: int | None = None,
        members: Iterable[int | None] = (),
        matches: Iterable[int] = (),
    ) -> Scope:
        """A server (None: none), some members (Nones skipped) and matches."""
        return cls(
            frozenset() if guild is None else frozenset({guild}),
            frozenset(member for member in members if member is not None),
            matches=frozenset(matches),
        )

    @classmethod
    def server(cls, guild_id: int | None) -> Scope:
        """A server's records; everything when the server is not known (None)."""
        return EVERYTHING if guild_id is None else cls.of(guild=guild_id)

    @classmethod
    def match(cls, match_id: int) -> Scope:
        """A match: its moves, its clock and the clock's timers."""
        return cls(matches=frozenset({match_id}))

    @classmethod
    def member(cls, user_id: int) -> Scope:
        """What one member keeps across servers."""
        return cls.of(members=(user_id,))

    @classmethod
    def timers_of(cls, shards: Iterable[int]) -> Scope:
        """Claiming the due timers of `shards`."""
        return cls(timer_shards=frozenset(shards))

    @classmethod
    def rows_only(cls) -> Scope:
        """No lock but the shared global one: the statements guard themselves."""
        return cls()

    def alone(self) -> Scope:
        """This scope when the block opens the transaction; joining one, nothing more
        (a store's write inside a use case whose transaction declared the whole)."""
        return replace(self, joined_adds_nothing=True)

    def within(self, other: Scope) -> bool:
        """Whether holding the locks of `other` holds all of this scope's."""
        return other.everything or set(self.names()) <= set(other.names())

    def union(self, other: Scope) -> Scope:
        """The locks of both (a transaction begun again, having found it needs more)."""
        return Scope(
            self.guilds | other.guilds,
            self.members | other.members,
            self.everything or other.everything,
            self.matches | other.matches,
            self.timer_shards | other.timer_shards,
        )

    def names(self) -> tuple[LockName, ...]:
        """The locks of this scope, in the order they are taken."""
        ranked = (
            (_GUILD, self.guilds),
            (_MATCH, self.matches),
            (_MEMBER, self.members),
            (_TIMERS, self.timer_shards),
        )
        return tuple(sorted((rank, key) for rank, keys in ranked for key in keys))


EVERYTHING = Scope(everything=True)
