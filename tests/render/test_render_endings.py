"""A match can end where its game goes on (a resignation, a clock, a moderator, a round
deadline, an agreed draw, an abort): the bot hands the renderer that `Ending`, and the
picture and its alt text state the result and why instead of whose turn it is."""

from __future__ import annotations

import io
import pickle

import pytest
from PIL import Image
from render_pixels import decode

import games
import render
from games.contract import seat_name
from i18n import Message
from render import Ending

RESIGNED = Ending("light", Message("match-reason-resigned", seat=seat_name("draughtnauts", "dark")))


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_resignation_is_drawn_and_described_not_the_turn(game_id):
    game = games.get(game_id)
    state = game.start(seed=4).apply(game.start(seed=4).legal_moves()[0])
    winner, loser = game.seats[1], game.seats[0]
    ending = Ending(winner, Message("match-reason-resigned", seat=loser))
    said = render.describe(state, ending=ending)
    assert " to move" not in said
    assert f"{games.get(game_id).title}, move 1." in said
    assert said != render.describe(state)
    drawn, going_on = decode(render.render(state, ending=ending)), decode(render.render(state))
    assert drawn.size == going_on.size
    status = (0, 0, drawn.width, 44)
    assert drawn.crop(status).tobytes() != going_on.crop(status).tobytes()


@pytest.mark.parametrize(
    ("ending", "opening"),
    [
        (RESIGNED, "Draughtnauts, move 0. Light wins: Dark resigned."),
        (
            Ending(None, Message("match-reason-draw-agreed")),
            "Draughtnauts, move 0. Draw: the players agreed to a draw.",
        ),
        (
            Ending(None, Message("match-reason-aborted"), called_off=True),
            "Draughtnauts, move 0. Aborted: called off before the game got going.",
        ),
        (
            Ending(None, Message("match-reason-round-deadline")),
            "Draughtnauts, move 0. Draw: the round deadline passed.",
        ),
    ],
)
def test_the_alt_text_opens_with_the_result(ending, opening):
    state = games.get("draughtnauts").start()
    assert render.describe(state, ending=ending).startswith(opening)


def test_an_ending_reads_in_the_readers_language():
    state = games.get("draughtnauts").start()
    said = render.describe(state, ending=RESIGNED, locale="de")
    assert said.startswith("Draughtnauts, Zug 0. Hell gewinnt: Dunkel hat aufgegeben.")


def test_an_ending_travels_to_a_worker_process():
    assert pickle.loads(pickle.dumps(RESIGNED)) == RESIGNED


def test_a_replays_last_frame_states_the_ending():
    game = games.get("draughtnauts")
    moves = [str(game.start().legal_moves()[0])]
    plain = Image.open(io.BytesIO(render.replay_gif(game.id, {}, 0, moves)))
    ended = Image.open(io.BytesIO(render.replay_gif(game.id, {}, 0, moves, ending=RESIGNED)))
    assert plain.n_frames == ended.n_frames == 2
    # The GIFs' palettes differ a little; the last frame's status line differs in words.
    changed = [_status_pixels_changed(plain, ended, frame) for frame in (0, 1)]
    assert changed[1] > 10 * changed[0] + 100


def _status_pixels_changed(first: Image.Image, second: Image.Image, frame: int) -> int:
    lines = []
    for picture in (first, second):
        picture.seek(frame)
        shown = picture.convert("RGB")
        status = shown.crop((0, 0, shown.width, 44)).tobytes()
        lines.append([status[i : i + 3] for i in range(0, len(status), 3)])
    return sum(
        sum(abs(a - b) for a, b in zip(one, two, strict=True)) > 60
        for one, two in zip(*lines, strict=True)
    )
