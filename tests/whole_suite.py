"""Whether this pytest run is the whole suite (`python -m pytest`, as `.ci/run` runs it):
the checks that judge what every test did together (every SQL statement ran on
PostgreSQL, nothing was skipped) mean something only then, not for a file or a `-k`."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def whole_suite(config: pytest.Config) -> bool:
    options = config.option
    narrowed = (
        options.keyword
        or options.markexpr
        or getattr(options, "deselect", None)
        or getattr(options, "ignore", None)
        or getattr(options, "lf", False)
    )
    here = config.invocation_params.dir
    paths = {Path(here, arg.split("::")[0]).resolve() for arg in config.args}
    return not narrowed and paths <= {ROOT, ROOT / "tests"}
