"""`LOG_FORMAT=json`: one JSON object a line, for a log collector: time, level, logger,
message, the server, match and interaction ids of what the line is about
(`bot/core/log_context.py`), and the traceback if there is one."""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime

from bot.core.log_context import current


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            **current(),
        }
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False)


def log_as_json(level: str) -> None:
    """Send every log line to standard error as JSON, from `level` up."""
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter())
    logging.basicConfig(level=level.upper(), handlers=[handler])


def start_logs(level: str, log_format: str) -> None:
    """The process's logs, as `LOG_LEVEL` and `LOG_FORMAT` say (`json`: `log_as_json`;
    otherwise plain lines), for the bot and its page process alike."""
    if log_format == "json":
        log_as_json(level)
    else:
        logging.basicConfig(
            level=level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s"
        )
