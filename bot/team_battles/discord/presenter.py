"""The words and the picture of a team battle: its post (the terms, the teams' scores
and, once over, the result), the standings image and the final announcement. Teams are
role mentions in text (which ping nobody: the posts allow no role mentions) and role
names in the image; players are mentions in text and display names in the image."""

from __future__ import annotations

from collections.abc import Callable

from bot.core.discord.markup import mention, timestamp
from bot.core.worker_pool import run_off_loop
from bot.team_battles.arena import TeamScore
from bot.team_battles.records import Battle, BattleStatus
from bot.tournaments.entrant_names import NameOf
from i18n import Words
from render.team_battle import TeamLine, describe_battle, render_battle

RoleName = Callable[[int], str]
SCORERS_SHOWN = 5


def role_mention(role_id: int) -> str:
    return f"<@&{role_id}>"


def post_text(battle: Battle, standings: list[TeamScore], said: Words) -> str:
    plan = battle.plan
    lines = [
        said(
            "battle-title",
            id=str(battle.id),
            game=said(f"command-choice-{plan.game_id}"),
            teams=said.list(role_mention(team) for team in plan.teams),
            top=plan.top,
        )
    ]
    if battle.status == BattleStatus.RUNNING:
        lines.append(said("battle-running", ends=timestamp(battle.ends_at, "R")))
    elif battle.status == BattleStatus.FINISHED:
        lines.append(said("battle-finished"))
    else:
        lines.append(said("battle-cancelled"))
    lines += [
        said("battle-score-line", rank=rank, team=role_mention(team.team), score=team.score)
        for rank, team in enumerate(standings, start=1)
    ]
    return "\n".join(lines)


def final_text(battle: Battle, standings: list[TeamScore], said: Words) -> str:
    best = standings[0]
    if best.score == 0:
        return said("battle-over-no-points", id=str(battle.id))
    scorers = said.list(mention(user) for user, _ in best.scorers[:SCORERS_SHOWN])
    return said(
        "battle-won",
        id=str(battle.id),
        team=role_mention(best.team),
        score=best.score,
        scorers=scorers,
    )


async def standings_picture(
    battle: Battle, standings: list[TeamScore], role_name: RoleName, name_of: NameOf, said: Words
) -> tuple[bytes, str]:
    """The teams' standings as PNG and alt text, made in a worker."""
    title = said("battle-standings-title", id=str(battle.id))
    lines = [
        TeamLine(
            rank,
            role_name(team.team),
            team.score,
            tuple(name_of(user) for user, _ in team.scorers[:SCORERS_SHOWN]),
        )
        for rank, team in enumerate(standings, start=1)
    ]
    return await run_off_loop(_picture, title, lines, said.locale)


def _picture(title: str, lines: list[TeamLine], locale: str) -> tuple[bytes, str]:
    return render_battle(title, lines, locale=locale), describe_battle(title, lines, locale=locale)
