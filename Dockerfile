# The bot in a small image: slim Python, no build tools, an unprivileged user, and the
# SQLite database on a volume so it outlives the container (or, with DATABASE_URL set to
# a PostgreSQL URL, no local data at all: docker-compose.yml).
FROM python:3.11-slim AS base

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DATABASE_URL=sqlite:////app/data/boardroom.sqlite3

WORKDIR /app

COPY pyproject.toml README.md ./
COPY games ./games
COPY render ./render
COPY bot ./bot
RUN pip install .

RUN useradd --system --uid 10001 --home-dir /app boardroom \
    && mkdir -p /app/data \
    && chown boardroom /app/data
USER boardroom

VOLUME ["/app/data"]

CMD ["python", "-m", "bot"]
