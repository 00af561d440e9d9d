"""The page asks the bot for an option's autocomplete choices as soon as the option gets
the focus, as Discord's client does, not only once something is typed.

SimCord's page (3.2: `static/commands.js`) asks only on a keystroke. On focus it shows
the choices it already holds for the option's text, and it forgets them after every
command and every switch of whom the visitor acts as: so the first list of each `/move`
read "No options match" until the visitor typed, although the bot had never been asked
(issue 27). The playground serves that script with one more line in the focus handler,
which asks when the page holds nothing for the text yet. Should SimCord change that
handler, the script is served as it is (`with_query_on_focus` leaves it alone) and the
playground's browser test says the first list is empty again.
"""

from __future__ import annotations

from typing import Any

from simcord.preview._server import PreviewServer

SCRIPT = "/commands.js"
ASKS_ON_FOCUS = "asks_on_focus"
SHOWN = (
    "            const choices = autocompleteResults.get("
    "autocompleteKey(currentDraft(), option.name, current)) || [];\n"
    "            renderPopup(field, `OPTIONS MATCHING ${current.toUpperCase()}`, choices, "
    "(choice) => chooseValue(option, choice));\n"
)
ASKED = (
    "            if (!autocompleteResults.has(autocompleteKey(currentDraft(), option.name, "
    "current))) queryAutocomplete(option, current);\n"
)


def with_query_on_focus(script: str) -> str:
    """SimCord's `commands.js` with the focus handler asking for choices it lacks."""
    return script.replace(SHOWN, SHOWN + ASKED, 1)


def ask_on_focus() -> None:
    """Serve every preview's page script with `with_query_on_focus` (once per process)."""
    served = PreviewServer._static
    if getattr(served, ASKS_ON_FOCUS, False):
        return

    async def static(server: PreviewServer, request: Any) -> Any:
        response = await served(server, request)
        if request.path == SCRIPT:
            response.text = with_query_on_focus(response.text)
        return response

    setattr(static, ASKS_ON_FOCUS, True)  # patched already: not twice
    setattr(PreviewServer, "_static", static)  # noqa: B010 (a monkeypatch, said as one)
