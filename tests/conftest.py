"""Test-wide hypothesis profiles: bounded so the suite's time stays predictable, and
reproducible, so a failure seen once can be seen again.

* `default`: random examples (new ones each run find new bugs); a failure prints the
  `@reproduce_failure` blob that replays it exactly.
* `ci` (loaded when the environment has `CI` set, as `.ci/run` does): the same bounds,
  derandomized, so a red CI run is red again on a developer's machine with `CI=true`.
* `thorough`: many more examples, for a deliberate long run
  (`HYPOTHESIS_PROFILE=thorough`).
"""

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "default",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.register_profile("ci", parent=settings.get_profile("default"), derandomize=True)
settings.register_profile(
    "thorough",
    parent=settings.get_profile("default"),
    max_examples=1000,
)
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "default")
)
