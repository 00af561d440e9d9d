"""The tournament's own message: what it is, who is in, and the standings or bracket.

One message per tournament, edited as the event moves on, so the channel stays readable:
during registration it lists the players under Join / Leave buttons; once running it
carries the standings table (Swiss, round robin) or the bracket (elimination) as an
image. The images take plain names, so the renderers never see the bot's records.
"""

from __future__ import annotations

from collections.abc import Callable

import games
from bot.computer.rated_levels import rated_player
from bot.core.discord_text import timestamp
from bot.core.worker_pool import run_off_loop
from bot.tournaments.pairing.elimination import (
    MatchState,
    Resolution,
    Section,
    SourceKind,
    Status,
)
from bot.tournaments.pairing.formats import FormatKind
from bot.tournaments.records import TournamentStatus
from bot.tournaments.snapshot import Snapshot
from render.bracket import Box, Slot, render_bracket
from render.standings import Line, render_standings

NameOf = Callable[[int], str]
"""A member's display name from their user id."""

_TIEBREAK_NAMES = {FormatKind.SWISS: "Buchholz", FormatKind.ROUND_ROBIN: "S-B"}
_SECTIONS = {Section.WINNERS: "Winners", Section.LOSERS: "Losers", Section.FINAL: "Final"}


def post_text(snap: Snapshot) -> str:
    tournament = snap.tournament
    plan = tournament.plan
    title = games.get(plan.game_id).title
    rounds = f", {plan.swiss_rounds} rounds" if plan.swiss_rounds else ""
    lines = [
        f"**{tournament.name}** (#{tournament.id}): {title}, {plan.format}{rounds}",
        _status_line(snap),
    ]
    if tournament.status == TournamentStatus.REGISTRATION:
        players = ", ".join(rated_player(e.user_id) for e in snap.entrants) or "nobody yet"
        lines.append(f"Players ({len(snap.entrants)}): {players}")
    return "\n".join(lines)


def _status_line(snap: Snapshot) -> str:
    tournament = snap.tournament
    status = tournament.status
    if status == TournamentStatus.REGISTRATION:
        extras = ["rated" if tournament.plan.rated else "unrated"]
        if tournament.plan.time_control:
            extras.append(f"time control {tournament.plan.time_control}")
        if tournament.plan.duplicate_deals:
            extras.append("duplicate deals")
        closes = timestamp(tournament.registration_ends)
        return f"Registration open until {closes} ({', '.join(extras)})."
    if status == TournamentStatus.RUNNING:
        assert tournament.round_deadline is not None
        closes = timestamp(tournament.round_deadline, "R")
        return f"Round {tournament.current_round} is on; it closes {closes}."
    if status == TournamentStatus.FINISHED:
        champion = tournament.champion_id
        return "Finished." if champion is None else f"Finished: champion {rated_player(champion)}."
    return "Cancelled."


async def post_image(snap: Snapshot, name_of: NameOf) -> bytes | None:
    """The standings or bracket as PNG (rendered in a worker); None before the
    start, when there is nothing to draw yet."""
    if snap.tournament.status == TournamentStatus.REGISTRATION:
        return None
    bracket = snap.bracket()
    title = snap.tournament.name
    if bracket is not None:
        boxes = bracket_boxes(snap, bracket, name_of)
        return await run_off_loop(render_bracket, title, boxes)
    lines = standing_lines(snap, name_of)
    tiebreak = _TIEBREAK_NAMES.get(snap.format.kind, "")
    return await run_off_loop(render_standings, title, tiebreak, lines)


def standing_lines(snap: Snapshot, name_of: NameOf) -> list[Line]:
    return [
        Line(
            rank=row.rank,
            name=name_of(snap.user_of(row.entry)),
            points=row.points,
            tiebreak=row.tiebreak if snap.format.kind in _TIEBREAK_NAMES else None,
            wins=row.wins,
            draws=row.draws,
            losses=row.losses,
            withdrawn=row.withdrawn,
        )
        for row in snap.standings()
    ]


def bracket_boxes(snap: Snapshot, bracket: Resolution, name_of: NameOf) -> list[Box]:
    feeds = {
        str(source.ref): state.match.key
        for state in bracket.matches.values()
        for source in (state.match.top, state.match.bottom)
        if source.kind == SourceKind.WINNER
    }
    return [
        Box(
            key=key,
            section=_SECTIONS[state.match.section],
            column=state.match.stage,
            top=_slot(snap, state, state.top, name_of),
            bottom=_slot(snap, state, state.bottom, name_of),
            feeds=feeds.get(key),
        )
        for key, state in bracket.matches.items()
    ]


def _slot(snap: Snapshot, state: MatchState, seed: int | None, name_of: NameOf) -> Slot:
    if state.status == Status.WAITING:
        return Slot("")
    if seed is None:
        return Slot(None)
    return Slot(name_of(snap.user_of(seed)), won=state.winner == seed)
