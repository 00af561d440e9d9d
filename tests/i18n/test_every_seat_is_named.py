"""Every seat of every game has a name in every shipped language (`seat-<game>-<seat>`),
the seats of one game are told apart in each, a German or Russian reader never reads a
seat's id for its name, and the pictures name the seats as the posts beside them do."""

from __future__ import annotations

import pytest

import games
from games.contract import seat_name
from i18n import SHIPPED, Message, words
from i18n.catalogs import bundle


@pytest.mark.parametrize("locale", SHIPPED)
@pytest.mark.parametrize("game", games.all_games(), ids=lambda game: game.id)
def test_every_seat_is_named(game, locale):
    names = [seat_name(game.id, seat) for seat in game.seats]
    assert [n.id for n in names if not bundle(locale).has_message(n.id)] == []
    worded = [words(locale)(name) for name in names]
    assert len({name.casefold() for name in worded}) == len(game.seats)
    if locale in {"de", "ru"}:
        assert {name.casefold() for name in worded}.isdisjoint(s.casefold() for s in game.seats)


@pytest.mark.parametrize("locale", SHIPPED)
@pytest.mark.parametrize("game", games.all_games(), ids=lambda game: game.id)
def test_the_pictures_name_the_seats_as_the_texts_do(game, locale):
    """render/ names a seat with `render-seat` (it draws a state, whatever its game):
    the same word a post beside the picture uses."""
    said = words(locale)
    for seat in game.seats:
        assert said(Message("render-seat", seat=seat)) == said(seat_name(game.id, seat))
