"""A game's rules page (Markdown written for GitHub) turned into text Discord shows well.

Discord's Markdown is not GitHub's: it keeps a file's line breaks inside a paragraph,
has no tables and cannot show an image named by a relative path. So the page is read
block by block: its first heading becomes the title (the embed shows it once), the
diagram's image line goes (the bot attaches the diagram), a paragraph or a list item is
joined into one line, a heading becomes a bold line, and a table becomes rows aligned
in a code block (where Markdown is not read, so its inline marks are dropped). The
blocks are then packed, whole, into parts no longer than an embed's description.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_HEADING = re.compile(r"^(#+)\s+(.*)$")
_IMAGE = re.compile(r"^!\[[^\]]*\]\([^)]*\)$")
_ITEM = re.compile(r"^(\s*)([-*]|\d+\.)\s+(.*)$")
_TABLE_SEPARATOR = re.compile(r"^\|[\s|:-]+\|?$")
_FENCE = "```"
_CODE_INDENT = "    "


@dataclass(frozen=True, slots=True)
class RulesText:
    title: str
    parts: list[str]
    """The page's text, each part at most the limit it was made for."""


@dataclass(slots=True)
class _Block:
    kind: str
    """"paragraph", "item", "heading", "table" or "code"."""
    lines: list[str] = field(default_factory=list)
    indent: str = ""

    def text(self) -> str:
        if self.kind == "heading":
            return f"**{self.lines[0]}**"
        if self.kind == "item":
            return self.indent + " ".join(self.lines)
        if self.kind == "table":
            return _code(_aligned([_cells(line) for line in self.lines]))
        if self.kind == "code":
            return _code(self.lines)
        return " ".join(self.lines)


def for_discord(page: str, limit: int) -> RulesText:
    """`page` as a title and parts of at most `limit` characters."""
    title, blocks = _blocks(page)
    return RulesText(title, _packed(blocks, limit))


def _blocks(page: str) -> tuple[str, list[_Block]]:
    title = ""
    blocks: list[_Block] = []
    current: _Block | None = None
    after_blank = True
    for line in page.splitlines():
        stripped = line.strip()
        if current is not None and current.kind == "code" and current.lines[0] == _FENCE:
            current.lines.append(line)
            if stripped == _FENCE and len(current.lines) > 1:
                current.lines = current.lines[1:-1]
                current = None
            continue
        if not stripped:
            if current is not None and current.kind != "code":
                current = None
            after_blank = True
            continue
        heading = _HEADING.match(line)
        item = _ITEM.match(line)
        if stripped.startswith(_FENCE):
            current = _Block("code", [_FENCE])
            blocks.append(current)
        elif line.startswith(_CODE_INDENT) and (
            after_blank or (current is not None and current.kind == "code")
        ):
            if current is None or current.kind != "code":
                current = _Block("code")
                blocks.append(current)
            current.lines.append(line[len(_CODE_INDENT) :])
        elif heading is not None:
            if not title and len(heading.group(1)) == 1:
                title = heading.group(2).strip()
            else:
                blocks.append(_Block("heading", [heading.group(2).strip()]))
            current = None
        elif _IMAGE.match(stripped):
            current = None
        elif stripped.startswith("|"):
            if current is None or current.kind != "table":
                current = _Block("table")
                blocks.append(current)
            if not _TABLE_SEPARATOR.match(stripped):
                current.lines.append(stripped)
        elif item is not None:
            current = _Block("item", [f"{item.group(2)} {item.group(3)}"], item.group(1))
            blocks.append(current)
        elif current is not None and current.kind in {"paragraph", "item"}:
            current.lines.append(stripped)
        else:
            current = _Block("paragraph", [stripped])
            blocks.append(current)
        after_blank = False
    return title, blocks


def _cells(row: str) -> list[str]:
    return [_unmarked(cell) for cell in row.strip().strip("|").split("|")]


def _unmarked(cell: str) -> str:
    """A cell's words without the inline marks a code block would show as they are."""
    return cell.replace("`", "").replace("**", "").strip()


def _aligned(rows: list[list[str]]) -> list[str]:
    """Rows with each column as wide as its widest cell, two spaces between columns."""
    widths = [max(len(row[i]) for row in rows if i < len(row)) for i in range(len(rows[0]))]
    return [
        "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=False)).rstrip()
        for row in rows
    ]


def _code(lines: list[str]) -> str:
    return "```\n" + "\n".join(lines) + "\n```"


def _packed(blocks: list[_Block], limit: int) -> list[str]:
    """The blocks' texts in parts of at most `limit` characters, never cutting a block
    (a block longer than a part on its own is cut at line ends, then anywhere). List
    items follow each other on the next line, other blocks after a blank line."""
    parts: list[str] = []
    current = ""
    previous: _Block | None = None
    for block in blocks:
        together = previous is not None and previous.kind == block.kind == "item"
        joint = "\n" if together else "\n\n"
        for piece in _pieces(block.text(), limit):
            if current and len(current) + len(joint) + len(piece) <= limit:
                current += joint + piece
            else:
                if current:
                    parts.append(current)
                current = piece
            joint = "\n"
        previous = block
    if current:
        parts.append(current)
    return parts


def _pieces(text: str, limit: int) -> list[str]:
    """`text` itself when it fits in `limit`, else cut at line ends (and a line longer
    than `limit` anywhere)."""
    if len(text) <= limit:
        return [text]
    pieces: list[str] = []
    for line in text.splitlines():
        for start in range(0, max(len(line), 1), limit):
            cut = line[start : start + limit]
            if pieces and len(pieces[-1]) + 1 + len(cut) <= limit:
                pieces[-1] += "\n" + cut
            else:
                pieces.append(cut)
    return pieces
