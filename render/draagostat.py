"""Draagostat boards: buildings by height and owner, citadels, builders, dragons, pools.

Buildings and pieces share squares, so they are told apart by shape, not only by colour:
a building is a square block (a second, smaller block on top for a two-story,
battlements for a citadel), a builder is a round token marked B and a dragon a diamond
marked D, the letters players type. A builder and dragon on one square stand side by
side; a captive builder is drawn behind vermillion bars. After a Dominion win the city's
five squares are framed.
"""

from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType

from PIL import Image, ImageDraw

from games.contract import Seat, State
from games.draagostat.board import Piece, Pool
from games.draagostat.moves import Attack, Build, Carry, Rescue, Step
from games.draagostat.state import DraagostatState
from i18n import Message, Words
from render.drawer import Drawer
from render.grid import Grid, algebraic, coordinate_margin, draw_coordinates, highlight
from render.lettering import write_fitted
from render.sprites import paste_centred, smooth
from render.status import STATUS_HEIGHT, Ending, draw_status, seat_title
from render.theme import (
    ALERT,
    DARK_SEAT,
    FRAME,
    GREEN,
    LIGHT_SEAT,
    PANEL,
    RGB,
    TEXT,
)
from render.typeface import font
from render.wording import NONE

CELL = 120
MARGIN = 16
LEFT = coordinate_margin(CELL) + MARGIN // 2
GRID = Grid(4, 4, CELL, LEFT, STATUS_HEIGHT + MARGIN)
POOL_ROW = 34
POOL_LABEL = 96
"""Pixels for a pool row's label ("Dark pool"); the pieces start after it."""
SQUARE_A: RGB = (176, 184, 166)
SQUARE_B: RGB = (160, 169, 150)

BUILDING_FILL: dict[Seat, RGB] = {"dark": (74, 80, 98), "light": (236, 228, 206)}
"""Buildings sit between the board's mid tone and the pieces' black and white, so a
piece standing on its own colour's building still shows."""
BUILDING_EDGE: dict[Seat, RGB] = {"dark": (18, 20, 26), "light": (120, 108, 84)}
PIECE = round(CELL * 0.5)
SHARED_PIECE = round(CELL * 0.42)

SEATS = MappingProxyType({"dark": DARK_SEAT, "light": LIGHT_SEAT})


@lru_cache(maxsize=2)
def background(grid: Grid) -> Image.Image:
    """The empty board with coordinates and an empty pool panel below it."""
    margin = coordinate_margin(CELL)
    width = grid.right + MARGIN
    canvas = Image.new("RGB", (width, grid.bottom + margin + 2 * POOL_ROW + MARGIN), FRAME)
    draw = ImageDraw.Draw(canvas)
    for column, row in grid.cells():
        left, top, right, bottom = grid.box(column, row)
        colour = SQUARE_A if (column + row) % 2 else SQUARE_B
        draw.rectangle((left, top, right - 1, bottom - 1), fill=colour)
    draw_coordinates(draw, grid, "abcd", "1234")
    panel_top = GRID.bottom + margin
    draw.rounded_rectangle(
        (MARGIN // 2, panel_top, width - MARGIN // 2, panel_top + 2 * POOL_ROW), 8, fill=PANEL
    )
    return canvas


@lru_cache(maxsize=32)
def building(owner: Seat, height: int, side: int) -> Image.Image:
    """A block of `height` seen from above: one block, two nested, or a citadel."""
    fill, edge = BUILDING_FILL[owner], BUILDING_EDGE[owner]

    def paint(draw: ImageDraw.ImageDraw, size: int) -> None:
        unit = size / 20
        width = round(unit * 0.7)
        draw.rounded_rectangle((unit, unit, size - unit, size - unit), unit * 1.5, fill=fill,
                               outline=edge, width=width)  # fmt: skip
        if height == 2:
            draw.rounded_rectangle((4 * unit, 4 * unit, size - 4 * unit, size - 4 * unit),
                                   unit, fill=fill, outline=edge, width=width)  # fmt: skip
        if height == 3:
            _battlements(draw, unit, edge, width)

    return smooth(side, paint)


def _battlements(draw: ImageDraw.ImageDraw, unit: float, edge: RGB, width: int) -> None:
    """Merlons along all four sides: the mark of a citadel."""
    for step in range(4):
        start = 2.5 * unit + step * 4.2 * unit
        for box in (
            (start, 2.5 * unit, start + 2.4 * unit, 4.9 * unit),
            (start, 15.1 * unit, start + 2.4 * unit, 17.5 * unit),
            (2.5 * unit, start, 4.9 * unit, start + 2.4 * unit),
            (15.1 * unit, start, 17.5 * unit, start + 2.4 * unit),
        ):
            draw.rectangle(box, fill=edge)
    draw.rectangle((6 * unit, 6 * unit, 14 * unit, 14 * unit), outline=edge, width=width)


@lru_cache(maxsize=32)
def token(owner: Seat, kind: str, side: int, captive: bool = False) -> Image.Image:
    """A builder (round, B) or a dragon (diamond, D) in its owner's colours."""
    style = SEATS[owner]

    def paint(draw: ImageDraw.ImageDraw, size: int) -> None:
        rim = size * 0.08
        if kind == "builder":
            draw.ellipse((0, 0, size - 1, size - 1), fill=style.ink)
            draw.ellipse((rim, rim, size - 1 - rim, size - 1 - rim), fill=style.fill)
        else:
            mid = size / 2
            draw.polygon([(mid, 0), (size, mid), (mid, size), (0, mid)], fill=style.ink)
            inner = rim * 1.5
            draw.polygon(
                [(mid, inner), (size - inner, mid), (mid, size - inner), (inner, mid)],
                fill=style.fill,
            )
        letter = "B" if kind == "builder" else "D"
        face = font(round(size * 0.42), bold=True)
        draw.text((size / 2, size / 2), letter, font=face, fill=style.ink, anchor="mm")
        if captive:
            for x in (0.3, 0.5, 0.7):
                draw.line((size * x, 0, size * x, size), fill=ALERT, width=round(size * 0.07))

    return smooth(side, paint)


class DraagostatDrawer(Drawer):
    game_id = "draagostat"
    seats = SEATS
    near_seat = "dark"

    def draw(
        self, state: State, viewer: Seat | None, said: Words, ending: Ending | None = None
    ) -> Image.Image:
        state = self.own(state, DraagostatState)
        grid = GRID.turned_for(self.turned(viewer))
        canvas = background(grid).copy()
        if (move := state.last_move) is not None:
            if not isinstance(move, Step | Attack | Rescue | Build | Carry):
                raise self.stranger(move)
            highlight(canvas, [grid.box(*algebraic(square)) for square in move.squares])
        for square, block in state.buildings.items():
            sprite = building(block.owner, block.height, round(CELL * 0.9))
            paste_centred(canvas, sprite, grid.centre(*algebraic(square)))
        self._draw_pieces(canvas, grid, state)
        draw = ImageDraw.Draw(canvas)
        for square in state.city or ():
            left, top, right, bottom = grid.box(*algebraic(square))
            draw.rectangle((left, top, right - 1, bottom - 1), outline=GREEN, width=6)
        self._draw_pools(canvas, draw, state, said)
        draw_status(canvas, state, self.seats, said, ending)
        return canvas

    def _draw_pieces(self, canvas: Image.Image, grid: Grid, state: DraagostatState) -> None:
        crowd: dict[str, list[Piece]] = {}
        for piece in state.pieces:
            crowd.setdefault(piece.square, []).append(piece)
        for square, pieces in crowd.items():
            x, y = grid.centre(*algebraic(square))
            if len(pieces) == 1:
                (piece,) = pieces
                paste_centred(canvas, token(piece.owner, piece.kind, PIECE, piece.captive), (x, y))
                continue
            shift = CELL * 0.22
            for piece, dx in zip(pieces, (-shift, shift), strict=True):
                sprite = token(piece.owner, piece.kind, SHARED_PIECE, piece.captive)
                paste_centred(canvas, sprite, (x + dx, y + dx * 0.35))

    def _draw_pools(
        self, canvas: Image.Image, draw: ImageDraw.ImageDraw, state: DraagostatState, said: Words
    ) -> None:
        top = GRID.bottom + coordinate_margin(CELL)
        for index, seat in enumerate(self.seats):
            middle = top + POOL_ROW * index + POOL_ROW // 2
            pool = state.pool(seat)
            x = MARGIN + 4
            label = said(Message("render-draagostat-pool", seat=seat_title(seat)))
            write_fitted(draw, (x, middle), label, POOL_LABEL - 6, size=15, colour=TEXT)
            x += POOL_LABEL
            for _ in range(pool.stories):
                paste_centred(canvas, building(seat, 1, 22), (x + 11, middle))
                x += 24
            x = max(x + 12, MARGIN + POOL_LABEL + 4 * 24 + 20)
            for _ in range(pool.citadels):
                paste_centred(canvas, building(seat, 3, 22), (x + 11, middle))
                x += 24
            right = canvas.width - MARGIN - 4
            words = said(_pool_words(pool))
            write_fitted(
                draw, (right, middle), words, right - x - 8, size=15, colour=TEXT, anchor="rm"
            )

    def position_words(self, state: State, viewer: Seat | None, said: Words) -> str:
        del viewer
        state = self.own(state, DraagostatState)
        sentences = []
        for seat in self.seats:
            where = ", ".join(
                said(
                    Message(
                        "render-draagostat-piece",
                        piece=piece.kind,
                        square=piece.square,
                        captive="yes" if piece.captive else "no",
                    )
                )
                for piece in state.pieces
                if piece.owner == seat
            )
            blocks = [
                said(Message("render-draagostat-building", height=block.height, square=square))
                for square, block in sorted(state.buildings.items())
                if block.owner == seat
            ]
            side = Message(
                "render-draagostat-side",
                seat=seat_title(seat),
                pieces=where,
                buildings=", ".join(blocks) or NONE,
                pool=_pool_words(state.pool(seat)),
            )
            sentences.append(said(side))
        if state.city:
            sentences.append(said(Message("render-draagostat-city", squares=", ".join(state.city))))
        return " ".join(sentences)


def _pool_words(pool: Pool) -> Message:
    """'4 stories, 2 citadels', with each language's plural forms."""
    return Message("render-draagostat-pool-count", stories=pool.stories, citadels=pool.citadels)


DRAWER = DraagostatDrawer()
