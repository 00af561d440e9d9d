"""A team battle between three roles through SimCord, to its final post: members join
with the button (one holding two team roles chooses), games are paired only across
teams as players become free, each in its thread, the post keeps the standings image
up to date, and when the time is up the winning team and its top scorers are
announced; a game still going then does not count. Games end by resignation (the
higher user id resigns)."""

from __future__ import annotations

import re

import pytest

from tests.e2e.helpers import final_answer, resign

pytestmark = pytest.mark.postgres


def players_of(thread) -> list[int]:
    return [int(user) for user in re.findall(r"<@(\d+)>", thread.history()[0].content)]


def post_of(lobby):
    return next(m for m in lobby.history() if m.content.startswith("**Team battle** (#1)"))


async def test_three_teams_battle_to_the_final_post(env, guild, lobby, moderator):
    teams = {name: guild.create_role(name) for name in ("Red", "Blue", "Green")}
    members = {
        f"{team}{n}": guild.add_member(env.create_user(f"{team}{n}"), roles=[role])
        for team, role in teams.items()
        for n in (1, 2)
    }
    both = guild.add_member(env.create_user("both"), roles=[teams["Red"], teams["Blue"]])
    outsider = guild.add_member(env.create_user("outsider"))
    team_of = {m.user.id: name[:-1] for name, m in members.items()} | {both.user.id: "Blue"}
    by_id = {m.user.id: m for m in [*members.values(), both]}

    created = await moderator.slash(
        lobby,
        "team-battle-mod create",
        game="draagostat",
        first=teams["Red"],
        second=teams["Blue"],
        third=teams["Green"],
        minutes=60,
        top=2,
    )
    assert final_answer(created).content.startswith("Team battle #1 has begun")
    post = post_of(lobby)
    assert post.attachments and post.attachments[0].filename == "battle.png"

    refused = await outsider.click(post, custom_id="team-battle:join:1")
    assert "none of this battle's team roles" in final_answer(refused).content
    for member in members.values():
        joined = await member.click(post_of(lobby), custom_id="team-battle:join:1")
        assert final_answer(joined).content.startswith("You play for")
    asked = await both.click(post_of(lobby), custom_id="team-battle:join:1")
    question = final_answer(asked)
    assert "which team do you play for?" in question.content
    picked = await both.click(question, custom_id=f"team-battle:team:1:{teams['Blue'].id}")
    assert final_answer(picked).content.startswith("You play for")

    played: set[int] = set()
    for _ in range(3):
        await env.advance_time(30)
        for thread in [t for t in lobby.threads if t.id not in played]:
            first, second = players_of(thread)
            assert team_of[first] != team_of[second], "a game within one team"
            played.add(thread.id)
            await resign(by_id[max(first, second)], thread)
    assert len(played) >= 4
    still = [t for t in lobby.threads if t.id not in played]  # going on at the end

    await env.advance_time(61 * 60)
    final = next(m.content for m in lobby.history() if "is over:" in m.content)
    winners = re.search(r"<@&(\d+)> wins with (\d+)", final)
    assert winners is not None
    points = await env.bot.services.team_battles.players(1)
    best = {}
    for player in points:
        best.setdefault(player.role_id, []).append(player.points)
    expected = max(sum(sorted(got, reverse=True)[:2]) for got in best.values())
    assert int(winners.group(2)) == expected
    assert "It is over." in post_of(lobby).content
    if still:  # a game finished after the end changes no score
        first, second = players_of(still[0])
        await resign(by_id[max(first, second)], still[0])
        assert await env.bot.services.team_battles.players(1) == points


async def test_a_battle_whose_post_fails_is_not_left_behind_and_running_ones_are_offered(
    env, guild, lobby, moderator
):
    red, blue = guild.create_role("Red"), guild.create_role("Blue")
    env.inject_error("POST", "/channels/*/messages")
    failed = await moderator.slash(
        lobby, "team-battle-mod create", game="draughtnauts", first=red, second=blue
    )
    assert "Something went wrong" in final_answer(failed).content
    offered = await moderator.autocomplete(lobby, "team-battle-mod cancel", "battle", "")
    assert offered == []
    created = await moderator.slash(
        lobby, "team-battle-mod create", game="draughtnauts", first=red, second=blue
    )
    number = int(re.search(r"#(\d+)", final_answer(created).content).group(1))
    offered = await moderator.autocomplete(lobby, "team-battle-mod cancel", "battle", "")
    assert [choice["value"] for choice in offered] == [number]
