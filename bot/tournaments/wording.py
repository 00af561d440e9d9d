"""The Discord side's words for what the tournament service reports: announcements
(`news.py`) and the lines of the moderator log. The service hands over ids, numbers
and datetimes; mentions and timestamps are made here, and nowhere else. A player is
a member's mention, or the computer's level (`rated_player`)."""

from __future__ import annotations

from datetime import datetime

from bot.computer.rated_levels import rated_player
from bot.core.discord_text import mention, timestamp
from bot.tournaments.news import Cancelled, Finished, News, RoundBegun, Started
from bot.tournaments.records import ActionKind, ModeratorAction, Tournament


def news_text(tournament: Tournament, news: News) -> str:
    name = f"**{tournament.name}**"
    match news:
        case Started(players=players):
            return f"{name} starts with {players} players."
        case RoundBegun(number=number, pairings=pairings):
            lines = [f"**Round {number}** of {tournament.name} is under way."]
            for pairing in pairings:
                first = rated_player(pairing.first_id)
                if pairing.second_id is None:
                    lines.append(f"`{pairing.key}` {first} has a bye")
                else:
                    lines.append(f"`{pairing.key}` {first} v {rated_player(pairing.second_id)}")
            return "\n".join(lines)
        case Finished(champion_id=None):
            return f"{name} is over."
        case Finished(champion_id=champion):
            return f"🏆 {rated_player(champion)} wins {name}!"
        case Cancelled():
            return f"{name} has been cancelled."


def log_line(action: ModeratorAction) -> str:
    """One line of `/tournament-mod log`: when, who, what."""
    what = _ACTION_WORDS[action.action](action.detail)
    return f"{timestamp(action.at)} {mention(action.moderator_id)} {what}"


def _create(detail: dict) -> str:
    rounds = f" of {detail['swiss_rounds']} rounds" if detail.get("swiss_rounds") else ""
    return f"created it: {detail['game_id']}, {detail['format']}{rounds}"


def _result(detail: dict) -> str:
    winner = detail["winner_id"]
    decided = "a draw" if winner is None else f"won by {rated_player(winner)}"
    return f"decided game `{detail['table']}`: {decided}"


def _extend(detail: dict) -> str:
    deadline = datetime.fromisoformat(detail["deadline"])
    return f"extended round {detail['round']} to {timestamp(deadline)}"


_ACTION_WORDS = {
    ActionKind.CREATE: _create,
    ActionKind.START: lambda detail: f"started it with {detail['players']} players",
    ActionKind.EXTEND: _extend,
    ActionKind.RESULT: _result,
    ActionKind.DROP: lambda detail: f"dropped {rated_player(detail['user_id'])}",
    ActionKind.SUBSTITUTE: lambda detail: (
        f"substituted {rated_player(detail['joining_id'])} for {rated_player(detail['leaving_id'])}"
    ),
    ActionKind.CANCEL: lambda detail: "cancelled it",
    ActionKind.ADD_COMPUTER: lambda detail: f"entered the computer ({detail['level']})",
}
