"""Domination (card game) images: the public table and each seat's private hand.

The table is unbounded, so the picture frames the cards in play plus one ring of empty
cells (where the next card may be explored) and scales the cells to fit, within bounds
that keep values legible; a very wide table makes a wider picture rather than unreadable
cards. The board image is drawn from a seat's view and only from its public fields
(table, hand sizes, deck size, discard pile): whoever asks, it is the same picture, so no
hand can leak through it. The hand is a separate image for its owner alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

from PIL import Image, ImageDraw

from games.contract import Seat, State
from games.domination_cards import CardsState, CardsView, Conquer, Explore, Fortify
from games.domination_cards.table import Cell, Table, frontier
from i18n import Message, Words
from render.card_faces import HORIZONTAL, VERTICAL, back, card
from render.drawer import Drawer, NoPrivateHand
from render.grid import Box, Grid, coordinate_margin, draw_coordinates, highlight
from render.lettering import write_fitted
from render.sprites import paste_centred
from render.status import STATUS_HEIGHT, Ending, draw_status, seat_title
from render.theme import FRAME, MUTED_TEXT, PANEL, RGB, TEXT
from render.wording import NONE

TABLE_PIXELS = 560
"""The table fits this square while cells stay between the bounds below."""
LARGEST_CELL = 112
SMALLEST_CELL = 36
MARGIN = 16
FOOTER_HEIGHT = 92
TABLE_CELL: RGB = (58, 65, 77)
TABLE_LINE: RGB = (74, 82, 96)
OPEN_CELL: RGB = (96, 106, 122)
LONG_SIDE = 0.9
SHORT_SIDE = 0.62
SEATS = MappingProxyType({"H": HORIZONTAL, "V": VERTICAL})
HAND_CARD = (92, 132)
HAND_MIN_WIDTH = 480
LABEL_ROOM = 110
"""Pixels for one label under the table (a seat's name, the deck)."""
"""Wide enough for the status line above the cards."""


@dataclass(frozen=True, slots=True)
class TableFrame:
    """The part of the unbounded table in the picture: `grid`, whose column 0, row 0 is
    the table cell (`left`, `bottom`)."""

    grid: Grid
    left: int
    bottom: int

    def box(self, cell: Cell) -> Box:
        return self.grid.box(cell[0] - self.left, cell[1] - self.bottom)

    def centre(self, cell: Cell) -> tuple[float, float]:
        return self.grid.centre(cell[0] - self.left, cell[1] - self.bottom)


def frame(table: Table, turned: bool = False) -> TableFrame:
    """The frame that shows every card of `table` plus one ring of empty cells (seen
    from V's side of the table when `turned`)."""
    xs = [x for x, _ in table]
    ys = [y for _, y in table]
    left, bottom = min(xs) - 1, min(ys) - 1
    columns, rows = max(xs) + 2 - left, max(ys) + 2 - bottom
    cell = max(SMALLEST_CELL, min(LARGEST_CELL, TABLE_PIXELS // max(columns, rows)))
    margin = coordinate_margin(cell)
    area = max(TABLE_PIXELS, columns * cell)
    offset = margin + MARGIN // 2 + (area - columns * cell) // 2
    grid = Grid(columns, rows, cell, offset, STATUS_HEIGHT + MARGIN, turned)
    return TableFrame(grid, left, bottom)


@lru_cache(maxsize=16)
def background(table_frame: TableFrame) -> Image.Image:
    """The empty table with its x labels below and y labels at the left, and the panel
    for hands, deck and discard."""
    grid, left, bottom = table_frame.grid, table_frame.left, table_frame.bottom
    margin = coordinate_margin(grid.cell)
    width = max(grid.right + MARGIN, TABLE_PIXELS + margin + MARGIN + MARGIN // 2)
    canvas = Image.new("RGB", (width, grid.bottom + margin + FOOTER_HEIGHT), FRAME)
    draw = ImageDraw.Draw(canvas)
    for column, row in grid.cells():
        x0, y0, x1, y1 = grid.box(column, row)
        draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=TABLE_CELL, outline=TABLE_LINE)
    xs = [str(left + column) for column in range(grid.columns)]
    ys = [str(bottom + row) for row in range(grid.rows)]
    draw_coordinates(draw, grid, xs, ys)
    panel_top = grid.bottom + margin
    draw.rounded_rectangle(
        (MARGIN // 2, panel_top, width - MARGIN // 2, panel_top + FOOTER_HEIGHT - MARGIN),
        8,
        fill=PANEL,
    )
    return canvas


def moved_cells(move: object) -> list[Cell]:
    """The cells the last move touched: the explored or fortified cell, or the anchor and
    every cell a conquest took."""
    if isinstance(move, Explore | Fortify):
        return [move.cell]
    if isinstance(move, Conquer):
        return [move.anchor, *move.taken]
    return []


class DominationCardsDrawer(Drawer):
    game_id = "domination-cards"
    seats = SEATS
    near_seat = "H"

    def draw(
        self, state: State, viewer: Seat | None, said: Words, ending: Ending | None = None
    ) -> Image.Image:
        view = self.own(state, CardsState).view(viewer)
        table_frame = frame(view.table, self.turned(viewer))
        grid = table_frame.grid
        canvas = background(table_frame).copy()
        highlight(canvas, [table_frame.box(cell) for cell in moved_cells(view.last_move)])
        draw = ImageDraw.Draw(canvas)
        inset = grid.cell * 0.2
        for cell in frontier(view.table):
            x0, y0, x1, y1 = table_frame.box(cell)
            draw.rounded_rectangle(
                (x0 + inset, y0 + inset, x1 - inset, y1 - inset), 6, outline=OPEN_CELL, width=2
            )
        long_side, short_side = round(grid.cell * LONG_SIDE), round(grid.cell * SHORT_SIDE)
        for cell, on_table in view.table.items():
            size = (long_side, short_side) if on_table.owner == "H" else (short_side, long_side)
            sprite = card(str(on_table.value), SEATS[on_table.owner], size, on_table.fortification)
            paste_centred(canvas, sprite, table_frame.centre(cell))
        self._draw_counts(canvas, draw, view, grid.bottom + coordinate_margin(grid.cell), said)
        draw_status(canvas, view, self.seats, said, ending)
        return canvas

    def _draw_counts(
        self,
        canvas: Image.Image,
        draw: ImageDraw.ImageDraw,
        view: CardsView,
        top: int,
        said: Words,
    ) -> None:
        """Hands as face-down cards with their size, then the deck and the discard pile;
        each label has a fixed room, so a long word shrinks instead of running on."""
        middle = top + (FOOTER_HEIGHT - MARGIN) // 2
        x: float = MARGIN + 6
        small = (26, 38)
        for seat in self.seats:
            count = view.hand_sizes[seat]
            name = said(seat_title(seat))
            x += write_fitted(draw, (x, middle), name, LABEL_ROOM, size=15, colour=TEXT) + 8
            for index in range(count):
                paste_centred(canvas, back(small), (x + 13 + index * 9, middle))
            x += 26 + max(count - 1, 0) * 9 + 6
            write_fitted(draw, (x, middle), said.number(count), 28, size=15, colour=MUTED_TEXT)
            x += 34
        paste_centred(canvas, back(small), (x + 13, middle))
        deck = said(Message("render-cards-deck", cards=view.deck_size))
        x += 32 + write_fitted(draw, (x + 32, middle), deck, LABEL_ROOM, size=15, colour=TEXT) + 18
        if view.discard:
            top_card = view.discard[-1]
            paste_centred(canvas, card(str(top_card), None, small), (x + 13, middle))
        discard = said(Message("render-cards-discard", cards=len(view.discard)))
        room = canvas.width - MARGIN - (x + 32)
        write_fitted(draw, (x + 32, middle), discard, room, size=15, colour=TEXT)

    def draw_hand(self, state: State, seat: Seat, said: Words) -> Image.Image:
        if seat not in self.seats:
            raise NoPrivateHand(f"there is no seat called '{seat}' in this game")
        view = self.own(state, CardsState).view(seat)
        hand = view.hand or ()
        gap = 12
        width = max(HAND_MIN_WIDTH, len(hand) * (HAND_CARD[0] + gap) + gap + 2 * MARGIN)
        title_height = 34
        height = STATUS_HEIGHT + title_height + HAND_CARD[1] + 2 * MARGIN
        canvas = Image.new("RGB", (width, height), FRAME)
        draw = ImageDraw.Draw(canvas)
        style = self.seats[seat]
        title = said(Message("render-cards-hand", seat=seat_title(seat), cards=len(hand)))
        write_fitted(
            draw,
            (MARGIN, STATUS_HEIGHT + 8),
            title,
            width - 2 * MARGIN,
            size=16,
            bold=True,
            colour=TEXT,
            anchor="la",
        )
        y = STATUS_HEIGHT + title_height + MARGIN + HAND_CARD[1] / 2
        x = (width - len(hand) * (HAND_CARD[0] + gap) + gap) / 2 + HAND_CARD[0] / 2
        for held in hand:
            owner = None if isinstance(held, str) else style
            paste_centred(canvas, card(str(held), owner, HAND_CARD), (x, y))
            x += HAND_CARD[0] + gap
        draw_status(canvas, view, self.seats, said)
        return canvas

    def hand_words(self, state: State, seat: Seat, said: Words) -> str:
        if seat not in self.seats:
            raise NoPrivateHand(f"there is no seat called '{seat}' in this game")
        hand = self.own(state, CardsState).view(seat).hand or ()
        listed = ", ".join(map(str, hand)) or NONE
        return said(
            Message(
                "render-cards-hand-words", seat=seat_title(seat), cards=len(hand), listed=listed
            )
        )

    def position_words(self, state: State, viewer: Seat | None, said: Words) -> str:
        view = self.own(state, CardsState).view(viewer)
        sentences = []
        for seat in self.seats:
            held = sorted(
                (cell, table_card) for cell, table_card in view.table.items()
                if table_card.owner == seat
            )  # fmt: skip
            cards = ", ".join(
                said(
                    Message(
                        "render-cards-table-card",
                        card=str(table_card.value),
                        cell=f"{x},{y}",
                        royal=table_card.fortification or NONE,
                    )
                )
                for (x, y), table_card in held
            )
            side = Message(
                "render-cards-side",
                seat=seat_title(seat),
                count=len(held),
                cards=cards,
                hand=view.hand_sizes[seat],
            )
            sentences.append(said(side))
        top_card = str(view.discard[-1]) if view.discard else NONE
        piles = Message(
            "render-cards-piles", deck=view.deck_size, discard=len(view.discard), top=top_card
        )
        sentences.append(said(piles))
        return " ".join(sentences)


DRAWER = DominationCardsDrawer()
