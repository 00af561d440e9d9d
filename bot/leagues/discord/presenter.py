"""The words and pictures of what the league service reports: its announcements, the
lines of `/league list` and `/league history`, and the `/league standings` image. The
service hands over ids, numbers, codes and datetimes; mentions and timestamps are made
here. A player is a member's mention in text, and their display name in the image
(drawn, never put in a message's text)."""

from __future__ import annotations

from bot.core.discord.markup import timestamp
from bot.core.discord.players import rated_player
from bot.core.worker_pool import run_off_loop
from bot.leagues.news import Ended, LeagueNews, Opened, Postponed, SeasonBegun, SeasonEnded
from bot.leagues.records import League, Moved, Place
from bot.leagues.standings import SeasonTable
from bot.tournaments.entrant_names import NameOf
from i18n import Words
from render.league import DivisionLines, describe_league, render_league
from render.standings import Line

MOVERS_SHOWN = 20
"""Members named per list of movers in a season's closing post; a big league's lists
end in a count of the rest (a message holds 2,000 characters)."""
_ARROWS = {Moved.UP: 1, Moved.DOWN: -1}
_CAME = {
    Moved.NEW: "league-came-new",
    Moved.UP: "league-came-up",
    Moved.DOWN: "league-came-down",
    Moved.STAY: "league-came-stay",
}


def league_name(league: League, said: Words) -> str:
    """The league's name, or the reader's word for an unnamed one."""
    return league.name or said("league-unnamed")


def news_text(league: League, news: LeagueNews, said: Words) -> str:
    name = league_name(league, said)
    match news:
        case Opened(starts=starts):
            plan = league.plan
            return said(
                "league-opened",
                name=name,
                id=str(league.id),
                game=said(f"command-choice-{plan.game_id}"),
                size=plan.division_size,
                days=plan.season_days,
                starts=timestamp(starts),
            )
        case SeasonBegun(season=season, players=players, divisions=divisions):
            return said(
                "league-season-begun",
                name=name,
                season=season,
                players=players,
                divisions=divisions,
            )
        case Postponed(starts=starts):
            return said("league-postponed", name=name, starts=timestamp(starts))
        case SeasonEnded():
            return _season_ended(name, news, said)
        case Ended():
            return said("league-ended", name=name)


def _season_ended(name: str, news: SeasonEnded, said: Words) -> str:
    lines = [said("league-season-ended", name=name, season=news.season)]
    if news.champion_id is not None:
        lines.append(said("league-champion", player=rated_player(news.champion_id, said)))
    for message, players in (("league-promoted", news.up), ("league-relegated", news.down)):
        if players:
            lines.append(said(message, players=_movers(players, said)))
    if news.next_start is None:
        lines.append(said("league-waits"))
    else:
        lines.append(said("league-next-season", starts=timestamp(news.next_start)))
    return "\n".join(lines)


def pinged(news: LeagueNews) -> list[int]:
    """The members a post of `news` names, and so pings: the season's champion and the
    movers it lists. Nobody else, whatever the league's name holds."""
    if not isinstance(news, SeasonEnded):
        return []
    champion = [] if news.champion_id is None else [news.champion_id]
    return [*champion, *news.up[:MOVERS_SHOWN], *news.down[:MOVERS_SHOWN]]


def _movers(players: tuple[int, ...], said: Words) -> str:
    named = [rated_player(user, said) for user in players[:MOVERS_SHOWN]]
    rest = len(players) - len(named)
    if rest:
        named.append(said("league-and-more", count=rest))
    return said.list(named)


def history_text(places: list[Place], member: str, said: Words) -> str:
    """`/league history`: one line a season, the latest first."""
    if not places:
        return said("league-history-none", member=member)
    lines = [said("league-history-of", member=member)]
    for place in places:
        line = said(
            "league-history-line",
            season=place.season,
            division=place.division,
            came=said(_CAME[place.moved]),
        )
        if place.final_rank is not None:
            points = said.number(place.points or 0.0)
            line += ", " + said("league-history-finish", rank=place.final_rank, points=points)
        lines.append(line)
    return "\n".join(lines)


async def standings_picture(
    league: League, table: SeasonTable, name_of: NameOf, said: Words
) -> tuple[bytes, str]:
    """The season's divisions as PNG and alt text, made in a worker."""
    title = said("league-standings-title", name=league_name(league, said), season=table.season)
    divisions = [
        DivisionLines(
            said("league-division", division=division.number),
            tuple(
                Line(
                    row.rank,
                    name_of(row.user_id),
                    row.points,
                    None,
                    row.wins,
                    row.draws,
                    row.losses,
                )
                for row in division.rows
            ),
            tuple(_ARROWS.get(row.heading, 0) for row in division.rows),
        )
        for division in table.shown
    ]
    return await run_off_loop(_picture, title, divisions, said.locale)


def _picture(title: str, divisions: list[DivisionLines], locale: str) -> tuple[bytes, str]:
    """The image and its alt text (runs in a worker)."""
    return (
        render_league(title, divisions, locale=locale),
        describe_league(title, divisions, locale=locale),
    )
