"""The tournament's own message: what it is, who is in, and the standings or bracket.

One message per tournament, edited as the event moves on, so the channel stays readable:
during registration it lists the players under Join / Leave buttons; once running it
carries the standings table (Swiss, round robin) or the bracket (elimination) as an
image. The images take plain names, so the renderers never see the bot's records.
"""

from __future__ import annotations

import games
from bot.core.discord.markup import timestamp
from bot.core.discord.players import rated_player
from bot.core.worker_pool import run_off_loop
from bot.tournaments.discord.wording import format_name, tournament_name
from bot.tournaments.entrant_names import NameOf
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
from i18n import Words
from render.bracket import Box, Slot, describe_bracket, render_bracket
from render.standings import Line, describe_standings, render_standings

_TIEBREAK_NAMES = {FormatKind.SWISS: "Buchholz", FormatKind.ROUND_ROBIN: "S-B"}
"""Tiebreaks are named after their inventors, in every language."""
_SECTIONS = {
    Section.WINNERS: "tourney-section-winners",
    Section.LOSERS: "tourney-section-losers",
    Section.FINAL: "tourney-section-final",
}


def post_text(snap: Snapshot, said: Words) -> str:
    tournament = snap.tournament
    plan = tournament.plan
    values = {
        "name": tournament_name(tournament, said),
        "id": str(tournament.id),
        "game": games.get(plan.game_id).title,
        "format": format_name(plan.format),
    }
    if plan.swiss_rounds:
        title = said("tourney-title-rounds", rounds=plan.swiss_rounds, **values)
    else:
        title = said("tourney-title", **values)
    lines = [title, _status_line(snap, said)]
    if tournament.status == TournamentStatus.REGISTRATION:
        players = said.list(rated_player(e.user_id, said) for e in snap.entrants)
        lines.append(
            said("tourney-players", count=len(snap.entrants), players=players)
            if snap.entrants
            else said("tourney-no-players")
        )
    return "\n".join(lines)


def _status_line(snap: Snapshot, said: Words) -> str:
    tournament = snap.tournament
    status = tournament.status
    if status == TournamentStatus.REGISTRATION:
        plan = tournament.plan
        extras = [said("tourney-rated" if plan.rated else "tourney-unrated")]
        if plan.time_control:
            extras.append(said("tourney-time-control", control=plan.time_control))
        if plan.duplicate_deals:
            extras.append(said("tourney-duplicate-deals"))
        closes = timestamp(tournament.registration_ends)
        return said("tourney-registration-open", closes=closes, terms=", ".join(extras))
    if status == TournamentStatus.RUNNING:
        assert tournament.round_deadline is not None
        closes = timestamp(tournament.round_deadline, "R")
        return said("tourney-round-on", round=tournament.current_round, closes=closes)
    if status == TournamentStatus.FINISHED:
        champion = tournament.champion_id
        if champion is None:
            return said("tourney-finished")
        return said("tourney-finished-champion", champion=rated_player(champion, said))
    return said("tourney-status-cancelled")


async def post_image(snap: Snapshot, name_of: NameOf, said: Words) -> tuple[bytes, str] | None:
    """The standings or bracket as PNG and its alt text (both made in a worker), in the
    language of `said`; None before the start, when there is nothing to draw yet."""
    if snap.tournament.status == TournamentStatus.REGISTRATION:
        return None
    bracket = snap.bracket()
    title = tournament_name(snap.tournament, said)
    if bracket is not None:
        boxes = bracket_boxes(snap, bracket, name_of, said)
        return await run_off_loop(bracket_picture, title, boxes, said.locale)
    lines = standing_lines(snap, name_of)
    tiebreak = _TIEBREAK_NAMES.get(snap.format.kind, "")
    return await run_off_loop(standings_picture, title, tiebreak, lines, said.locale)


def bracket_picture(title: str, boxes: list[Box], locale: str) -> tuple[bytes, str]:
    """The bracket's image and alt text (runs in a worker)."""
    return (
        render_bracket(title, boxes, locale=locale),
        describe_bracket(title, boxes, locale=locale),
    )


def standings_picture(
    title: str, tiebreak: str, lines: list[Line], locale: str
) -> tuple[bytes, str]:
    """The standings' image and alt text (runs in a worker)."""
    return (
        render_standings(title, tiebreak, lines, locale=locale),
        describe_standings(title, lines, locale=locale),
    )


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


def bracket_boxes(snap: Snapshot, bracket: Resolution, name_of: NameOf, said: Words) -> list[Box]:
    feeds = {
        str(source.ref): state.match.key
        for state in bracket.matches.values()
        for source in (state.match.top, state.match.bottom)
        if source.kind == SourceKind.WINNER
    }
    return [
        Box(
            key=key,
            section=said(_SECTIONS[state.match.section]),
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
