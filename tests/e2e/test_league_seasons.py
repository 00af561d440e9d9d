"""A league through SimCord over two seasons: created by a moderator, joined by members,
its seasons beginning and ending by themselves on the scheduler, each division a round
robin in threads of the channel, the best of the lower division moving up and the last
of the upper moving down, a newcomer placed by rating, a member leaving at a season's
end, the standings image with its arrows, a member's history, and a restart between
the seasons. Games end by resignation (the lower user id wins each): the league only
needs results."""

from __future__ import annotations

import re

import pytest

from tests.e2e.helpers import final_answer, resign

pytestmark = pytest.mark.postgres

HOUR = 3600


def players_of(thread) -> list[int]:
    first = thread.history()[0]
    return [int(user) for user in re.findall(r"<@(\d+)>", first.content)]


async def play_out_the_season(env, lobby, members_by_id, finished: set[int], season: int):
    """Resign every open game (the higher user id loses) until the season is over."""
    for _ in range(20):
        if said_in(lobby, f"season {season} is over"):
            return
        for thread in [t for t in lobby.threads if t.id not in finished]:
            finished.add(thread.id)
            first, second = players_of(thread)
            await resign(members_by_id[max(first, second)], thread)
        await env.advance_time(60)
    raise AssertionError(f"season {season} never ended")


def said_in(channel, text: str) -> str | None:
    return next((m.content for m in channel.history() if text in m.content), None)


async def test_two_seasons_with_promotion_relegation_a_newcomer_and_a_leaver(
    env, guild, lobby, moderator, make_bot
):
    members = [guild.add_member(env.create_user(f"p{n}")) for n in range(1, 7)]
    by_id = {m.user.id: m for m in members}
    ranked = sorted(members, key=lambda m: m.user.id)  # equal ratings: by id
    created = await moderator.slash(
        lobby,
        "league-mod create",
        game="draagostat",
        name="Ladder",
        division_size=3,
        promoted=1,
        relegated=1,
        season_days=3,
        registration_hours=1,
    )
    assert final_answer(created).content.startswith("League #1 is open")
    assert said_in(lobby, "**Ladder** (#1) is open")
    for member in members:
        joined = await member.slash(lobby, "league join", league=1)
        assert "You play from its next season on" in final_answer(joined).content
    early = final_answer(await members[0].slash(lobby, "league standings", league=1))
    assert early.content == "The first season of this league has not begun yet."

    await env.advance_time(HOUR + 60)
    assert said_in(lobby, "season 1 begins. Players: 6; divisions: 2")
    finished: set[int] = set()
    # The lowest ids play the top division (equal ratings: the first to be sorted).
    top, bottom = ranked[:3], ranked[3:]
    leaving = await bottom[2].slash(lobby, "league leave", league=1)
    assert "when the season under way ends" in final_answer(leaving).content
    await bottom[2].slash(lobby, "league join", league=1)  # changed their mind...
    await bottom[2].slash(lobby, "league leave", league=1)  # ...and back again
    await play_out_the_season(env, lobby, by_id, finished, 1)

    ended = said_in(lobby, "season 1 is over")
    assert f"Champion: <@{top[0].user.id}>" in ended
    assert f"Moving up: <@{bottom[0].user.id}>" in ended
    assert f"Moving down: <@{top[2].user.id}>" in ended

    standings = await top[2].slash(lobby, "league standings", league=1)
    answer = final_answer(standings)
    assert answer.content.startswith("Season 1, final")
    assert answer.attachments and answer.attachments[0].filename == "league.png"
    assert "Moving down" in answer.attachments[0].description

    newcomer = guild.add_member(env.create_user("newcomer"))
    await newcomer.slash(lobby, "league join", league=1)
    left = await newcomer.slash(lobby, "league leave", league=1)
    assert final_answer(left).content == "You have left Ladder."
    await newcomer.slash(lobby, "league join", league=1)
    listed = final_answer(await newcomer.slash(lobby, "league list")).content
    assert listed.startswith("#1 Ladder: Draagostat (A Game of Dominion), members: 6, season 1")
    await env.restart_bot(make_bot())  # the next season's start is a stored timer
    await env.advance_time(HOUR + 60)
    assert said_in(lobby, "season 2 begins. Players: 6; divisions: 2")
    await play_out_the_season(env, lobby, by_id | {newcomer.user.id: newcomer}, finished, 2)

    history = final_answer(await bottom[0].slash(lobby, "league history", league=1)).content
    assert "Season 2: division 1 (moved up)" in history
    assert "Season 1: division 2 (new), place 1" in history
    relegated = final_answer(await top[2].slash(lobby, "league history", league=1)).content
    assert "Season 2: division 2 (moved down)" in relegated
    newcomer_history = final_answer(await newcomer.slash(lobby, "league history", league=1))
    assert "Season 2: division 2 (new)" in newcomer_history.content
    gone = final_answer(await bottom[2].slash(lobby, "league leave", league=1)).content
    assert gone == "You are not in this league (or you already leave it when this season ends)."
