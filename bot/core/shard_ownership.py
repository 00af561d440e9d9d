"""Which servers this process owns when several bot processes share one database.

Discord splits a bot's servers into shards by `(guild_id >> 22) % shard_count`, and a
process that runs shards S of N hears only the servers of S: their commands, their
buttons, their channels in its cache. So it must also be the one that fires their
timers (a clock's time-out posts in the match's channel, which only the owner can see).
A timer without a server (a member's held direct messages, the daily digest) belongs
to shard 0, so exactly one process fires it.

One process without shard settings owns everything: shard 0 of 1.
"""

from __future__ import annotations

from dataclasses import dataclass

SNOWFLAKE_TIME_SHIFT = 22
"""A Discord id keeps its creation time above its low 22 bits; shards split by it."""


@dataclass(frozen=True, slots=True)
class ShardOwnership:
    count: int
    ids: frozenset[int]

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError("the shard count must be at least 1")
        if not self.ids or any(not 0 <= shard < self.count for shard in self.ids):
            raise ValueError(f"shard ids must be between 0 and {self.count - 1}")

    @classmethod
    def whole(cls) -> ShardOwnership:
        """One process, every server."""
        return cls(1, frozenset({0}))

    @property
    def owns_all(self) -> bool:
        """Whether no other process shares the work (and the timers table)."""
        return len(self.ids) == self.count

    def shard_of(self, guild_id: int | None) -> int:
        """The shard a server's events arrive on; 0 for what belongs to no server."""
        return 0 if guild_id is None else (guild_id >> SNOWFLAKE_TIME_SHIFT) % self.count

    def owns(self, guild_id: int | None) -> bool:
        return self.shard_of(guild_id) in self.ids
