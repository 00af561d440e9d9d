"""Moves members make in the e2e tests, spelled once: challenge and accept, and play a
move the way a member does, by picking from the autocomplete list."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence

from pytest import MonkeyPatch
from simcord import ChannelHandle, Env, InteractionResult, MemberActor
from simcord.actors import _dispatch_actor_interaction, _visible_message
from simcord.backend import serializers
from simcord.enums import ComponentType, InteractionType

TO_MOVE = re.compile(r"<@(\d+)> \(\w+\) to move\.")
RESULT = re.compile(r"\*\*(?:<@\d+> \(\w+\) wins|Draw|Match aborted)\*\*")


async def start_match(
    lobby: ChannelHandle,
    challenger: MemberActor,
    opponent: MemberActor,
    game: str,
    *,
    seat: str,
    options: str | None = None,
) -> ChannelHandle:
    """Challenge, accept, and return the match's thread."""
    extra = {} if options is None else {"options": options}
    await challenger.slash(lobby, "challenge", game=game, opponent=opponent, seat=seat, **extra)
    await opponent.click(lobby.last_message, label="Accept")
    return lobby.threads[-1]


async def slash_together(
    env: Env, monkeypatch: MonkeyPatch, thread: ChannelHandle, calls: Sequence[tuple]
) -> list[InteractionResult]:
    """Deliver several slash commands in the same instant.

    SimCord's operations wait for the bot to settle after each interaction, so two of
    them never overlap. Here each interaction is emitted with settling switched off,
    then the bot settles once: its handlers for all of them run interleaved, as when
    two members press Enter at the same moment.
    """

    async def hold(**_options: object) -> None:
        return None

    with monkeypatch.context() as patch:
        patch.setattr(env, "_settle_internal", hold)
        results = [await member.slash(thread, name, **options) for member, name, options in calls]
    await env.settle()
    return results


async def choices(member: MemberActor, thread: ChannelHandle, typed: str = "") -> list[str]:
    offered = await member.autocomplete(thread, "move", "notation", typed)
    return [choice["value"] for choice in offered]


async def move_from_autocomplete(
    member: MemberActor,
    thread: ChannelHandle,
    pick: Callable[[Sequence[str]], str],
    typed: str = "",
) -> str:
    """Ask autocomplete for `member`'s moves, play the one `pick` chooses."""
    offered = await choices(member, thread, typed)
    assert offered, f"no legal move offered to {member.name}"
    move = pick(offered)
    await member.slash(thread, "move", notation=move)
    return move


def player_to_move(thread: ChannelHandle, members: Sequence[MemberActor]) -> MemberActor | None:
    """Whom the last board message asks to move (None once it states a result)."""
    found = TO_MOVE.search(thread.last_message.content)
    if found is None:
        return None
    return next(member for member in members if member.id == int(found.group(1)))


async def play_to_the_end(
    thread: ChannelHandle,
    members: Sequence[MemberActor],
    pick: Callable[[int, Sequence[str]], str],
    limit: int,
) -> int:
    """Play moves chosen by `pick(ply, offered)` until a result; returns the plies."""
    for ply in range(limit):
        member = player_to_move(thread, members)
        if member is None:
            return ply
        await move_from_autocomplete(member, thread, lambda offered, p=ply: pick(p, offered))
    raise AssertionError(f"no result after {limit} moves")


async def resign(member: MemberActor, thread: ChannelHandle) -> InteractionResult:
    """`/match resign` and the confirming click on the private question."""
    asked = await member.slash(thread, "match resign")
    return await member.click(
        asked.followups[-1] if asked.followups else asked.response, label="Resign"
    )


def private_answer(result: InteractionResult):
    """The last private message an interaction produced (a button's refusal arrives as
    a follow-up, since buttons defer before they look anything up)."""
    answers = [m for m in [result.response, *result.followups] if m is not None and m.ephemeral]
    assert answers, "no private answer"
    return answers[-1]


def final_answer(result: InteractionResult):
    """What the bot finally said to a command: its last follow-up (a deferred answer),
    or its response."""
    return result.followups[-1] if result.followups else result.response


async def bot_at_rest(env, *, rounds: int = 100) -> None:
    """Wait until the bot has finished everything it started, the computer's searches
    included: those run in worker processes, which SimCord's `settle` does not wait for.
    So settle and drain the bot's tracked background tasks in turn until a settle
    leaves none running (a drained turn may post a board that starts another)."""
    for _ in range(rounds):
        await env.settle()
        if not await env.bot.services.tasks.drain():
            return
    raise AssertionError(f"the bot was still busy after {rounds} rounds")


def custom_ids(message) -> list[str]:
    """The custom ids of a message's buttons, in order."""
    return [button.custom_id for row in message.components for button in row.children]


async def click_forged(
    member: MemberActor, post, forged_id: str, *, replacing: str | None = None
) -> InteractionResult:
    """Press a button of `post` as a modified client would: with its custom id
    `replacing` (the post's first button's by default) swapped for `forged_id`, on the
    message as sent too, since discord.py only routes a custom id the message carries."""
    original = replacing or custom_ids(post)[0]
    backend = member._env.backend
    stored = _visible_message(member, post)
    payload = json.dumps(serializers.message_payload(backend, stored))
    message = json.loads(payload.replace(f'"{original}"', f'"{forged_id}"'))
    channel = ChannelHandle(member._env, member.guild, backend.get_channel(stored.channel_id))
    return await _dispatch_actor_interaction(
        member,
        InteractionType.MESSAGE_COMPONENT,
        channel,
        {"custom_id": forged_id, "component_type": ComponentType.BUTTON},
        extra={"message": message},
        source_message_id=stored.id,
    )


async def open_tournament(moderator: MemberActor, lobby: ChannelHandle, members, **options) -> int:
    """A tournament created in `lobby` with `options` (named "Cup" unless given), every
    one of `members` joined by its button's id (its label is the channel's language);
    its id."""
    created = await moderator.slash(lobby, "tournament-mod create", **{"name": "Cup", **options})
    tournament = int(re.search(r"#(\d+)", private_answer(created).content).group(1))
    post = next(m for m in lobby.history() if f"** (#{tournament})" in m.content)
    for member in members:
        await member.click(post, custom_id=f"tournament:join:{tournament}")
    return tournament
