"""Loading the Fluent catalogues: one bundle per shipped language, built once.

Each language's folder holds several `.ftl` files (one per part of the project, so two
people translating different features do not edit the same file); all of them go into
that language's one bundle, so a message id is unique per language, not per file.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable

from fluent.runtime import FluentBundle, FluentResource

from i18n.locales import SHIPPED


@cache
def bundle(locale: str) -> FluentBundle:
    """The bundle of shipped `locale`, every `.ftl` file of its folder added. Isolation
    marks are off: Discord shows them as stray characters around every value."""
    if locale not in SHIPPED:
        raise ValueError(f"{locale!r} is not a shipped locale")
    built = FluentBundle([locale], use_isolating=False)
    for resource in sorted(catalogue_files(locale), key=lambda entry: entry.name):
        built.add_resource(FluentResource(resource.read_text(encoding="utf-8")))
    return built


def catalogue_files(locale: str) -> list[Traversable]:
    """The `.ftl` files of `locale`'s folder (importlib resources, so an installed
    package finds them as well as a checkout)."""
    folder = files("i18n") / "catalogs" / locale
    return [entry for entry in folder.iterdir() if entry.name.endswith(".ftl")]
