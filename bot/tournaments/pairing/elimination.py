"""Single- and double-elimination brackets, byes included, as a graph of matches.

A bracket is a fixed list of matches, each fed by two *sources*: a seed, the winner of an
earlier match, or (double elimination) its loser. Who actually sits where is never
stored; it is worked out from the seeds and the results so far (`resolve`), so a
corrected result or a walkover simply changes the inputs.

Byes: the field is padded to the next power of two with empty seeds, placed by the
standard seeding order so that the top seeds meet the empty slots. A match with one
empty side sends its player through without a game; one with two empty sides sends
nobody. The same rule covers the losers' bracket, where a bye "loser" is empty too, and
withdrawn players, who count as empty from the moment they drop.

Every match carries the wave (`round`) in which it can be played at the earliest, so a
tournament can move forward one round at a time like the other formats.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from bot.tournaments.pairing.model import Entry


class SourceKind(StrEnum):
    SEED = "seed"
    WINNER = "winner"
    LOSER = "loser"


@dataclass(frozen=True, slots=True)
class Source:
    kind: SourceKind
    ref: int | str
    """The seed number, or the key of the match whose winner or loser comes here."""


class Section(StrEnum):
    WINNERS = "W"
    LOSERS = "L"
    FINAL = "GF"


@dataclass(frozen=True, slots=True)
class BracketMatch:
    key: str
    """Section letter, stage and place: "W2-1" is the first match of the winners'
    second round; the grand final is "GF" and its reset "GF2"."""
    section: Section
    stage: int
    """The match's round within its section, from 1 (where a bracket image puts it)."""
    round: int
    top: Source
    bottom: Source
    reset: bool = False
    """The grand-final reset: played only if the losers' bracket champion won the final."""


@dataclass(frozen=True, slots=True)
class Bracket:
    matches: tuple[BracketMatch, ...]
    final_key: str
    """The match whose winner is champion (for double elimination, the first grand final)."""


def seeding_order(size: int) -> list[int]:
    """Seeds in bracket order for a power-of-two `size`: 1, 8, 4, 5, 2, 7, 3, 6 for 8.

    Each seed s meets size+1-s in the first round, and the top two seeds can only meet
    in the final."""
    order = [1]
    while len(order) < size:
        span = 2 * len(order) + 1
        order = [seed for top in order for seed in (top, span - top)]
    return order


def bracket_size(field: int) -> int:
    """The smallest power of two holding the whole field."""
    size = 1
    while size < field:
        size *= 2
    return size


class _Builder:
    def __init__(self) -> None:
        self.matches: list[BracketMatch] = []
        self.rounds: dict[str, int] = {}

    def add(self, section: Section, stage: int, place: int, top: Source, bottom: Source) -> Source:
        """Add a match one wave after the later of its feeders; return its winner."""
        key = f"{section}{stage}-{place}" if section != Section.FINAL else _final_key(stage)
        feeder_rounds = [
            self.rounds[str(source.ref)]
            for source in (top, bottom)
            if source.kind != SourceKind.SEED
        ]
        wave = max(feeder_rounds, default=0) + 1
        reset = section == Section.FINAL and stage == 2
        self.matches.append(BracketMatch(key, section, stage, wave, top, bottom, reset))
        self.rounds[key] = wave
        return Source(SourceKind.WINNER, key)

    def pair_off(self, section: Section, stage: int, sources: list[Source]) -> list[Source]:
        """One round of neighbours meeting: 1st v 2nd, 3rd v 4th, ..."""
        return [
            self.add(section, stage, place, sources[2 * place - 2], sources[2 * place - 1])
            for place in range(1, len(sources) // 2 + 1)
        ]


def _final_key(stage: int) -> str:
    return "GF" if stage == 1 else "GF2"


def _winners_bracket(builder: _Builder, field: int) -> list[list[str]]:
    """Build the winners' side; return the match keys of each of its rounds."""
    size = max(bracket_size(field), 2)
    sources = [Source(SourceKind.SEED, seed) for seed in seeding_order(size)]
    rounds = []
    number = 1
    while len(sources) > 1:
        sources = builder.pair_off(Section.WINNERS, number, sources)
        rounds.append([str(source.ref) for source in sources])
        number += 1
    return rounds


def single_elimination(field: int) -> Bracket:
    """The bracket of a knockout for `field` players (at least two)."""
    builder = _Builder()
    winners = _winners_bracket(builder, field)
    return Bracket(tuple(builder.matches), winners[-1][0])


def double_elimination(field: int) -> Bracket:
    """A bracket where a player is out after a second loss.

    Losers of the first winners' round meet each other; after that each losers' round
    first takes in the players just dropped from the winners' side (in reversed order,
    which keeps early rematches apart) and then halves itself. The winners' champion and
    the losers' champion meet in the grand final; if the losers' champion wins it, both
    have lost once and a reset match decides.
    """
    builder = _Builder()
    winners = _winners_bracket(builder, field)
    alive = [Source(SourceKind.LOSER, key) for key in winners[0]]
    number = 1
    if len(alive) > 1:
        alive = builder.pair_off(Section.LOSERS, number, alive)
        number += 1
    for depth, keys in enumerate(winners[1:], start=1):
        dropped = [Source(SourceKind.LOSER, key) for key in keys]
        if depth % 2:
            dropped.reverse()
        alive = [
            builder.add(Section.LOSERS, number, index, survivor, newcomer)
            for index, (survivor, newcomer) in enumerate(zip(alive, dropped, strict=True), 1)
        ]
        number += 1
        if len(alive) > 1:
            alive = builder.pair_off(Section.LOSERS, number, alive)
            number += 1
    champion_side = Source(SourceKind.WINNER, winners[-1][0])
    builder.add(Section.FINAL, 1, 1, champion_side, alive[0])
    builder.add(
        Section.FINAL, 2, 1, Source(SourceKind.WINNER, "GF"), Source(SourceKind.LOSER, "GF")
    )
    return Bracket(tuple(builder.matches), "GF")


# ------------------------------------------------------------------------ resolving


class Status(StrEnum):
    WAITING = "waiting"
    """A feeder match is still undecided."""
    READY = "ready"
    """Both players are known: the game can be played."""
    DECIDED = "decided"
    """Played, or settled without a game (a bye or a walkover)."""
    SKIPPED = "skipped"
    """Not needed: an empty match, or a grand-final reset after the favourite won."""


@dataclass(frozen=True, slots=True)
class MatchState:
    match: BracketMatch
    top: Entry | None
    bottom: Entry | None
    status: Status
    winner: Entry | None = None
    loser: Entry | None = None

    @property
    def is_played(self) -> bool:
        """Decided over the board (not by bye or walkover)."""
        return self.status == Status.DECIDED and self.loser is not None


@dataclass(frozen=True, slots=True)
class Resolution:
    matches: dict[str, MatchState]
    champion: Entry | None

    def ready(self) -> list[MatchState]:
        return [state for state in self.matches.values() if state.status == Status.READY]


_PENDING = object()


def resolve(
    bracket: Bracket,
    seeds: Sequence[Entry],
    results: Mapping[str, Entry],
    withdrawn: Collection[Entry] = (),
) -> Resolution:
    """Who sits where, who went through, and the champion once there is one.

    `seeds` lists the entries best first; `results` maps a match key to its winner.
    A withdrawn player is treated as an empty slot in every match not yet decided.
    """
    outcome: dict[str, tuple[object, object]] = {}
    states: dict[str, MatchState] = {}

    def occupant(source: Source) -> object:
        if source.kind == SourceKind.SEED:
            index = int(source.ref) - 1
            return seeds[index] if index < len(seeds) else None
        winner, loser = outcome[str(source.ref)]
        return winner if source.kind == SourceKind.WINNER else loser

    for match in bracket.matches:
        top, bottom = occupant(match.top), occupant(match.bottom)
        if match.reset and _favourite_won(states[str(match.top.ref)]):
            state = MatchState(match, None, None, Status.SKIPPED)
        else:
            state = _settle(match, top, bottom, results.get(match.key), withdrawn)
        states[match.key] = state
        if state.status in (Status.WAITING, Status.READY):
            outcome[match.key] = (_PENDING, _PENDING)
        else:
            outcome[match.key] = (state.winner, state.loser)
    return Resolution(states, _champion(bracket, states))


def _settle(
    match: BracketMatch,
    top: object,
    bottom: object,
    result: Entry | None,
    withdrawn: Collection[Entry],
) -> MatchState:
    if top is _PENDING or bottom is _PENDING:
        return MatchState(match, None, None, Status.WAITING)
    top_entry, bottom_entry = _entry(top), _entry(bottom)
    if result is not None and top_entry is not None and bottom_entry is not None:
        loser = bottom_entry if result == top_entry else top_entry
        return MatchState(match, top_entry, bottom_entry, Status.DECIDED, result, loser)
    present = [e for e in (top_entry, bottom_entry) if e is not None and e not in withdrawn]
    if len(present) == 2:
        return MatchState(match, top_entry, bottom_entry, Status.READY)
    if not present:
        return MatchState(match, top_entry, bottom_entry, Status.SKIPPED)
    return MatchState(match, top_entry, bottom_entry, Status.DECIDED, present[0], None)


def _entry(occupant: object) -> Entry | None:
    return occupant if isinstance(occupant, int) else None


def _favourite_won(final: MatchState) -> bool:
    """The grand final went to the winners' side, whose champion had not lost before."""
    return final.status == Status.DECIDED and final.winner == final.top


def _champion(bracket: Bracket, states: Mapping[str, MatchState]) -> Entry | None:
    final = states[bracket.final_key]
    if final.status != Status.DECIDED:
        return None
    reset = states.get("GF2")
    if reset is None or final.winner == final.top:
        return final.winner
    return reset.winner if reset.status == Status.DECIDED else None
