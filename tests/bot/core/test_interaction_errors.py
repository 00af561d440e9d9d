"""Turning refusal reasons into the sentences members read."""

from __future__ import annotations

import pytest

from bot.core.discord.interaction_errors import as_sentence


@pytest.mark.parametrize(
    ("reason", "sentence"),
    [
        ("it is not your turn: light is to move", "It is not your turn: light is to move."),
        ("A jump needs a piece to jump.", "A jump needs a piece to jump."),
        ("really?", "Really?"),
    ],
)
def test_reasons_become_sentences(reason, sentence):
    assert as_sentence(reason) == sentence
