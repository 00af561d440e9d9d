"""The Discord side's words for what the tournament service reports: announcements
(`news.py`) and the lines of the moderator log, in the language given (a tournament's
posts are public: its channel's). The service hands over ids, numbers and datetimes;
mentions and timestamps are made here, and nowhere else. A player is a member's
mention, or the computer's level (`rated_player`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any

from bot.core.discord.markup import timestamp
from bot.core.discord.players import rated_player
from bot.core.rated_levels import level_name
from bot.tournaments.news import Cancelled, Finished, News, RoundBegun, Started
from bot.tournaments.records import ActionKind, ModeratorAction, Tournament
from i18n import Message, Words


def tournament_name(tournament: Tournament, said: Words) -> str:
    """The tournament's name, or for one created without a name the reader's word for
    a tournament (nothing in another language is stored for it)."""
    return tournament.name or said("tourney-unnamed")


def news_text(tournament: Tournament, news: News, said: Words) -> str:
    name = tournament_name(tournament, said)
    match news:
        case Started(players=players):
            return said("tourney-started", name=name, players=players)
        case RoundBegun(number=number, pairings=pairings):
            lines = [said("tourney-round-begun", name=name, round=number)]
            for pairing in pairings:
                first = rated_player(pairing.first_id, said)
                if pairing.second_id is None:
                    lines.append(said("tourney-bye", table=pairing.key, player=first))
                else:
                    second = rated_player(pairing.second_id, said)
                    lines.append(
                        said("tourney-pairing", table=pairing.key, first=first, second=second)
                    )
            return "\n".join(lines)
        case Finished(champion_id=int() as champion):
            return said("tourney-champion", name=name, champion=rated_player(champion, said))
        case Finished():
            return said("tourney-over", name=name)
        case Cancelled():
            return said("tourney-cancelled", name=name)


def format_name(kind: str) -> Message:
    """A pairing format as the command choices name it (`swiss`, `Schweizer System`)."""
    return Message(f"command-choice-{kind}")


def log_line(action: ModeratorAction, said: Words) -> str:
    """One line of `/tournament-mod log`: when, who, what."""
    message_id, values = _ACTION_WORDS[action.action](action.detail, said)
    return said(
        message_id,
        when=timestamp(action.at),
        moderator=rated_player(action.moderator_id, said),
        **values,
    )


def _create(detail: Mapping[str, Any], said: Words) -> tuple[str, dict[str, Any]]:
    values = {"game": detail["game_id"], "format": format_name(detail["format"])}
    if detail.get("swiss_rounds"):
        return "tourney-log-create-rounds", {**values, "rounds": detail["swiss_rounds"]}
    return "tourney-log-create", values


def _result(detail: Mapping[str, Any], said: Words) -> tuple[str, dict[str, Any]]:
    winner = detail["winner_id"]
    if winner is None:
        return "tourney-log-draw", {"table": detail["table"]}
    return "tourney-log-win", {"table": detail["table"], "winner": rated_player(winner, said)}


def _extend(detail: Mapping[str, Any], said: Words) -> tuple[str, dict[str, Any]]:
    deadline = datetime.fromisoformat(detail["deadline"])
    return "tourney-log-extend", {"round": detail["round"], "deadline": timestamp(deadline)}


ActionWords = Callable[[Mapping[str, Any], Words], tuple[str, dict[str, Any]]]
"""An action's message id and its values, from the facts the log stored."""

_ACTION_WORDS: dict[ActionKind, ActionWords] = {
    ActionKind.CREATE: _create,
    ActionKind.START: lambda detail, said: ("tourney-log-start", {"players": detail["players"]}),
    ActionKind.EXTEND: _extend,
    ActionKind.RESULT: _result,
    ActionKind.DROP: lambda detail, said: (
        "tourney-log-drop",
        {"player": rated_player(detail["user_id"], said)},
    ),
    ActionKind.SUBSTITUTE: lambda detail, said: (
        "tourney-log-substitute",
        {
            "joining": rated_player(detail["joining_id"], said),
            "leaving": rated_player(detail["leaving_id"], said),
        },
    ),
    ActionKind.CANCEL: lambda detail, said: ("tourney-log-cancel", {}),
    ActionKind.ADD_COMPUTER: lambda detail, said: (
        "tourney-log-add-computer",
        {"level": level_name(detail["level"])},
    ),
}
