"""A message to word later: its catalogue id and the values it quotes.

Services, engines and the renderer decide *what* to say and return or raise a `Message`;
only the side that knows the reader (a reply, a channel post, a direct message) turns it
into text with `Words`. So one refusal raised deep in an engine reaches a German member
in German and the log in English, from the same object.
"""

from __future__ import annotations

from collections.abc import Mapping


class Message:
    """`Message("match-not-found", match=12)`: the id of a catalogue entry and its
    arguments. An argument may itself be a `Message` (a game's name inside a sentence),
    worded in the same language first. Immutable and comparable, so tests can assert on
    what was said without caring how it reads."""

    __slots__ = ("args", "id")

    id: str
    args: Mapping[str, object]

    def __init__(self, id: str, /, **args: object) -> None:
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "args", dict(args))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Message is immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Message) and (self.id, self.args) == (other.id, other.args)

    def __hash__(self) -> int:
        return hash((self.id, tuple(sorted((k, repr(v)) for k, v in self.args.items()))))

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled by its id and arguments (its own `__setattr__` refuses the default
        way), so a message can travel to a worker process, as a board's ending does."""
        return (_message, (self.id, dict(self.args)))

    def __repr__(self) -> str:
        shown = "".join(f", {key}={value!r}" for key, value in self.args.items())
        return f"Message({self.id!r}{shown})"


def _message(id: str, args: dict[str, object]) -> Message:
    return Message(id, **args)
