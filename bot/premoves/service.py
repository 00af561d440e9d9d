"""Conditional premoves as use cases: queue, list and clear a player's tree, and answer
the opponent's move from it inside that move's own transaction.

The tree is stored (`premove_trees`), never held in memory, so a restart or another
process loses none; a tree remembers the number of moves on record when it was
written, and expects the very next move only: anything else played meanwhile (a move
by hand, a takeback) makes it stale and it is dropped unread. The answer is played
through `MatchService` as a `MoveResponder`, so the opponent's move, the answer, both
clocks and their timers commit together or not at all.

Nothing here tells anybody but the tree's owner anything: the answer is an ordinary
move in the match's history; only its owner hears, privately, that a premove played it
(or was dropped). The computer never queues premoves (it plays no command), and a
tournament may forbid them (`allowed`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from bot.core.errors import Conflict, NotPermitted
from bot.core.events import MatchEnded, MatchStarted, MoveMade
from bot.core.matches import MatchService
from bot.core.protocols import Reply
from bot.core.records import Match
from bot.notifications.notices import MatchPlace, PremoveDropped, PremovePlayed
from bot.premoves.lines import checked_line, continuations, split_line
from bot.premoves.storage.premove_store import PlayedAnswer, SqlPremoveStore, StoredTree
from bot.premoves.tree import Line, Tree
from games import GameError, State

PremovePolicy = Callable[[Match], Awaitable[bool]]
"""Whether premoves may be queued in a match (a tournament may forbid them)."""
Teller = Callable[[int, PremovePlayed | PremoveDropped], Awaitable[None]]
"""Tells a member something privately (their direct messages, as they chose)."""
MAX_LINES = 1000
"""The most lines one tree holds."""


@dataclass(frozen=True, slots=True)
class Added:
    """A line is in the tree, which now has `lines` lines."""

    line: Line
    lines: int


@dataclass(frozen=True, slots=True)
class Contradicts:
    """`line` would replace the branch that answers `replaces` differently: asked
    before it does (`PremoveService.confirm`)."""

    line: Line
    replaces: Line


class PremoveService:
    def __init__(
        self,
        store: SqlPremoveStore,
        matches: MatchService,
        allowed: PremovePolicy,
        tell: Teller,
    ) -> None:
        self._store = store
        self._matches = matches
        self._allowed = allowed
        self._tell = tell
        self._asked: dict[tuple[int, int], tuple[int, Line]] = {}
        self._notes: dict[tuple[int, int], PremovePlayed | PremoveDropped] = {}

    # ------------------------------------------------------------ the member

    async def add(self, match: Match, user_id: int, text: str) -> Added | Contradicts:
        """Queue a typed line; a line that contradicts a branch is only asked about."""
        seat, state = await self._player(match, user_id)
        line = checked_line(state, seat, split_line(match.game_id, text))
        tree = await self._current(match, seat)
        replaces = tree.contradicted_by(line)
        if replaces is not None:
            self._asked[match.id, user_id] = (len(match.moves), line)
            return Contradicts(line, replaces)
        return await self._put(match, seat, tree, line)

    async def confirm(self, match: Match, user_id: int) -> Added:
        """The click that lets the asked line replace the branch it contradicts."""
        asked = self._asked.pop((match.id, user_id), None)
        if asked is None or asked[0] != len(match.moves):
            raise Conflict("premove-confirm-lapsed")
        seat, state = await self._player(match, user_id)
        line = checked_line(state, seat, asked[1])
        return await self._put(match, seat, await self._current(match, seat), line)

    async def lines(self, match: Match, user_id: int) -> list[Line]:
        seat = self._seat(match, user_id)
        return list((await self._current(match, seat)).lines())

    async def clear(self, match: Match, user_id: int) -> int:
        """Drop the member's tree here; how many lines it had."""
        seat = self._seat(match, user_id)
        lines = len(await self.lines(match, user_id))
        await self._store.clear(match.id, seat)
        return lines

    def suggest(self, match: Match, user_id: int, typed: str) -> list[str]:
        """Autocomplete for a line: the legal moves that may come next; the refusal
        `add` would give when the member can queue nothing now."""
        seat = self._seat(match, user_id)
        state = self._matches.state(match)
        if state.to_move in {None, seat}:
            raise NotPermitted("premove-your-turn")
        return continuations(state, seat, typed)

    async def _player(self, match: Match, user_id: int) -> tuple[str, State]:
        seat = self._seat(match, user_id)
        if not await self._allowed(match):
            raise NotPermitted("premove-forbidden")
        return seat, self._matches.state(match)

    @staticmethod
    def _seat(match: Match, user_id: int) -> str:
        seat = match.seat_of(user_id)
        if seat is None:
            raise NotPermitted("match-not-a-player")
        if not match.is_ongoing:
            raise Conflict("premove-match-over")
        return seat

    async def _current(self, match: Match, seat: str) -> Tree:
        """The member's tree, if it still expects the next move of `match`."""
        stored = await self._store.get(match.id, seat)
        if stored is None or stored.ply != len(match.moves):
            return Tree()
        return stored.tree

    async def _put(self, match: Match, seat: str, tree: Tree, line: Line) -> Added:
        grown = tree.with_line(line)
        count = sum(1 for _ in grown.lines())
        if count > MAX_LINES:
            raise Conflict("premove-too-many", limit=MAX_LINES)
        await self._store.put(match.id, seat, StoredTree(len(match.moves), grown))
        return Added(line, count)

    # ------------------------------------------- inside the move's transaction

    async def answer_to(self, made: MoveMade, reply: Reply) -> MoveMade | None:
        """Play the owner's answer to `made` if their tree expects it; the tree goes
        either way (a branch that no longer matches is discarded)."""
        match, seat = made.match, made.state.to_move
        if seat is None or not match.premoves:
            return None
        stored = await self._store.take(match.id, seat)
        if stored is None or stored.ply != made.move.number - 1:
            return None
        branch = stored.tree.branch(made.move.notation)
        if branch is None:
            return None
        place = MatchPlace.of(match)
        owner = match.seats[seat]
        try:
            made.state.play(branch.answer)
        except GameError:
            note = PremoveDropped(place, owner, made.move.notation, branch.answer)
            self._notes[match.id, made.move.number] = note
            return None
        number = made.move.number + 1
        if branch.then:
            await self._store.put(match.id, seat, StoredTree(number, branch.then))
        await self._store.keep_answer(match.id, PlayedAnswer(number, seat, stored))
        self._notes[match.id, number] = PremovePlayed(
            place, owner, made.move.notation, branch.answer
        )
        return await reply(branch.answer)

    async def match_started(self, event: MatchStarted) -> None:
        """Nothing to store for a new match."""

    async def move_made(self, event: MoveMade) -> None:
        """The tree is read by `answer_to`, after every participant."""

    async def match_ended(self, event: MatchEnded) -> None:
        await self._store.clear(event.match.id)
        await self._store.forget_answer(event.match.id)

    async def move_taken_back(self, match: Match, state: State) -> None:
        """A takeback that removes a premove answer together with the move it
        answered gives its owner the tree back as it was before."""
        answer = await self._store.answer(match.id)
        if answer is None or answer.number <= len(match.moves):
            return
        await self._store.forget_answer(match.id)
        if answer.before.ply == len(match.moves):
            await self._store.put(match.id, answer.seat, answer.before)

    # ------------------------------------------------------------- afterwards

    async def answered(self, match_id: int, number: int) -> bool:
        """Whether move `number` of the match was a premove's answer (a takeback of the
        move before it then takes both)."""
        answer = await self._store.answer(match_id)
        return answer is not None and answer.number == number

    async def on_move(self, event: MoveMade) -> None:
        """Tell a tree's owner, privately, what their premove did with this move."""
        note = self._notes.pop((event.match.id, event.move.number), None)
        played = note.answer if isinstance(note, PremovePlayed) else getattr(note, "condition", "")
        if note is not None and played == event.move.notation:  # not a rolled-back one's
            await self._tell(note.user_id, note)
