"""A match in a German or a French server reads in that language from the challenge to
the result, for everyone in the channel; a moderator's choice for a channel beats the
server's language; what only one member sees reads in that member's own language.

Each text is compared with the catalogue's (so a reworded translation does not break the
test) and, once per language, with the words themselves (so a catalogue that fell back
to English would)."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

import games
import render
from bot.core.discord.markup import mention
from games.contract import seat_name
from i18n import words
from tests.e2e.conftest import GUILD_ID
from tests.e2e.helpers import final_answer, private_answer

DARK, LIGHT = (seat_name("draughtnauts", seat) for seat in ("dark", "light"))

SAMPLES = {
    # locale: (a word of its challenge line, of its result line)
    "de": ("fordert", "gewinnt"),
    "fr": ("défie", "gagne"),
}


@pytest.fixture(params=sorted(SAMPLES))
def locale(request):
    return request.param


@pytest.fixture
def guild(env, locale):
    """The conftest's server (its lobby and members too), speaking `locale`."""
    return env.create_guild("Game Night", id=GUILD_ID, preferred_locale=locale)


async def challenge_and_accept(lobby, alice, bob, said):
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    await bob.click(lobby.last_message, label=said("challenge-accept-button"))
    return lobby.threads[-1]


async def test_a_match_reads_in_the_servers_language(locale, lobby, alice, bob):
    said = words(locale)
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    posted = lobby.last_message
    line = said(
        "challenge-to-member-with",
        challenger=mention(alice.id),
        opponent=mention(bob.id),
        game="Draughtnauts",
        details=said("challenge-detail-seat", seat=DARK),
    )
    assert posted.content.startswith(line)
    assert SAMPLES[locale][0] in line
    assert {button.label for row in posted.components for button in row.children} == {
        said("challenge-accept-button"),
        said("challenge-decline-button"),
    }

    await bob.click(posted, label=said("challenge-accept-button"))
    accepted = next(m for m in lobby.history() if m.id == posted.id)
    assert said("challenge-accepted-by", member=mention(bob.id)) in accepted.content
    thread = lobby.threads[-1]
    players = said(
        "match-players",
        first=mention(alice.id),
        first_seat=DARK,
        second=mention(bob.id),
        second_seat=LIGHT,
    )
    first_board = thread.last_message.content.splitlines()
    assert first_board[0] == said("challenge-match-heading", game="Draughtnauts", players=players)
    assert first_board[1] == said("match-to-move", player=mention(alice.id), seat=DARK)

    await alice.slash(thread, "move", notation="11-15")
    caption = thread.last_message.content.splitlines()
    assert caption[0] == said(
        "play-move-headline", number=1, player=mention(alice.id), seat=DARK, move="11-15"
    )
    assert caption[1] == said("match-to-move", player=mention(bob.id), seat=LIGHT)

    await bob.slash(thread, "match draw")
    offer = thread.last_message
    assert offer.content == said(
        "play-draw-offered", member=mention(bob.id), opponent=mention(alice.id)
    )
    await alice.click(offer, label=said("play-decline-draw-button"))
    declined = next(m for m in thread.history() if m.id == offer.id)
    assert declined.content == said("play-draw-declined", member=mention(alice.id))

    asked = await bob.slash(thread, "match resign")
    question = final_answer(asked)
    assert question.content == words("en-US")("play-resign-confirm")  # bob's own language
    await bob.click(question, label=words("en-US")("play-resign-button"))
    result = thread.last_message.content.splitlines()
    reason = said("match-reason-resigned", seat=LIGHT)
    assert result[0] == said("play-match-over", how="resignation")
    assert result[1] == said("match-result-win", player=mention(alice.id), seat=DARK, reason=reason)
    assert SAMPLES[locale][1] in result[1]


async def test_a_channel_choice_beats_the_servers_language(lobby, moderator, alice, bob):
    await moderator.slash(lobby, "language set", scope="channel", language="pl")
    said = words("pl")
    thread = await challenge_and_accept(lobby, alice, bob, said)
    await alice.slash(thread, "move", notation="11-15")
    caption = thread.last_message.content.splitlines()
    assert caption[1] == said("match-to-move", player=mention(bob.id), seat=LIGHT)
    assert caption[1].startswith("Ruch: ")


async def test_private_answers_read_in_the_members_own_language(
    member_locale, locale, lobby, alice, *, bob
):
    thread = await challenge_and_accept(lobby, alice, bob, words(locale))
    member_locale.tag = "es-ES"
    refused = await bob.slash(thread, "move", notation="11-15")
    assert private_answer(refused).content == words("es")("match-not-your-turn", seat=DARK)
    member_locale.tag = "ru"
    asked = await alice.slash(thread, "match resign")
    assert final_answer(asked).content == "Сдать эту партию?"
    confirmed = await alice.click(final_answer(asked), label="Сдаться")
    assert private_answer(confirmed).content == "Вы сдались."
    said = words(locale)
    assert thread.last_message.content.splitlines()[0] == said("play-match-over", how="resignation")


class Shouting(app_commands.Translator):
    """A translator that writes every German command name and description in capitals."""

    async def translate(self, string, locale, context):
        del context
        return string.message.upper() if locale is discord.Locale.german else None


async def test_help_reads_in_the_members_language_with_the_trees_words(
    env, member_locale, lobby, alice
):
    await env.bot.tree.set_translator(Shouting())
    member_locale.tag = "de"
    text = (await alice.slash(lobby, "help")).response.embeds[0].description
    assert text.startswith(words("de")("help-intro"))
    assert "`/MOVE`: PLAY YOUR MOVE IN THIS CHANNEL'S MATCH." in text  # the name too
    member_locale.tag = "en-US"
    text = (await alice.slash(lobby, "help")).response.embeds[0].description
    assert "`/move`: Play your move in this channel's match." in text


async def test_the_board_picture_is_drawn_in_the_servers_language(locale, lobby, alice, bob):
    """The image and its alt text come from the renderer in the channel's language (the
    alt text is the same words the picture draws, so it stands for them here)."""
    thread = await challenge_and_accept(lobby, alice, bob, words(locale))
    await alice.slash(thread, "move", notation="11-15")
    board = thread.last_message.attachments[0]
    state = games.get("draughtnauts").replay(["11-15"])
    assert board.description == render.describe(state, None, locale=locale)
    assert board.description != render.describe(state, None)
    assert await board.read() == render.render(state, None, locale=locale)
