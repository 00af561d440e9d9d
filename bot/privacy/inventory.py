"""The data inventory: every table of the schema, every column, and what the bot does
with it when a member asks for their data (`/privacy export`), asks to be forgotten
(`/privacy forget`, `/mod forget`), or a server's data is purged.

It is a declared registry, not prose: the store builds its SQL from it
(`storage/privacy_store.py`), bot/README.md prints it, and
tests/bot/privacy/test_inventory_schema.py reads the live schema on SQLite and
PostgreSQL and fails on any column the inventory does not declare. So a new table or
column (a feature's migration) cannot forget the members' rights: its author must say
here whether it holds a member's id or text, and what export and forget do with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Holds(StrEnum):
    """What a column holds, as far as members' privacy goes."""

    NOTHING = "nothing of a member"
    MEMBER_ID = "a member's Discord id"
    MEMBER_ID_TEXT = "a member's Discord id, as text"
    MEMBER_IDS_JSON = "members' Discord ids inside JSON"
    MEMBER_TEXT = "words a member wrote or chose"


class Forget(StrEnum):
    """What forgetting a member does with the column."""

    KEEP = "kept"
    DELETE = "the member's rows are deleted"
    PSEUDONYM = "the member's id becomes the pseudonym"


@dataclass(frozen=True, slots=True)
class Column:
    name: str
    holds: Holds = Holds.NOTHING
    forget: Forget = Forget.KEEP
    exported: bool = False
    """In the member's export (of the rows that are theirs, `Table.owners`)."""

    @property
    def member_id(self) -> bool:
        """Whether forgetting looks the member up in this column."""
        return self.holds in (Holds.MEMBER_ID, Holds.MEMBER_ID_TEXT, Holds.MEMBER_IDS_JSON)


@dataclass(frozen=True, slots=True)
class Server:
    """How a table's rows name their server: its own `guild_id`, or (`through`) the
    row of a parent table whose id the row's `column` holds."""

    column: str = "guild_id"
    through: str | None = None


@dataclass(frozen=True, slots=True)
class Table:
    name: str
    why: str
    """Why the bot keeps it, and for how long (bot/README.md's inventory)."""
    columns: tuple[Column, ...]
    owners: tuple[str, ...] = ()
    """The member-id columns that make a row the member's own: what the export reads
    (a rating history row is its `user_id`'s, not its `opponent_id`'s)."""
    server: Server | None = None
    """How the table's rows name their server, for a purge and for a moderator's
    `/mod forget`; None: the table is no server's (a member's own choices, which
    follow them everywhere)."""
    key: tuple[str, ...] = ("id",)
    """The columns naming one row: a JSON column is rewritten row by row."""

    def column(self, name: str) -> Column:
        return next(column for column in self.columns if column.name == name)

    @property
    def exported(self) -> tuple[Column, ...]:
        return tuple(column for column in self.columns if column.exported)


def _plain(*names: str) -> tuple[Column, ...]:
    """Columns that hold nothing of a member: kept, not exported."""
    return tuple(Column(name) for name in names)


def _shown(*names: str) -> tuple[Column, ...]:
    """Columns that hold nothing of a member but describe the member's row: exported."""
    return tuple(Column(name, exported=True) for name in names)


_OF_SERVER = Server()
_OF_MATCH = Server("match_id", "matches")
_OF_TOURNAMENT = Server("tournament_id", "tournaments")
_OF_LEAGUE = Server("league_id", "leagues")
_OF_BATTLE = Server("battle_id", "team_battles")

TABLES: tuple[Table, ...] = (
    Table(
        "matches",
        "Every match, so it can be played, replayed and rated; kept for good. A forgotten "
        "member's seat holds the pseudonym; the seed and position (which deal every hidden "
        "hand) are never exported.",
        (
            *_shown("id", "guild_id", "channel_id", "game_id", "options", "status", "origin"),
            Column("seats", Holds.MEMBER_IDS_JSON, Forget.PSEUDONYM, exported=True),
            *_plain("seed", "position", "draw_offer", "version"),
            *_shown("winner", "end_how"),
            Column("end_reason", Holds.MEMBER_TEXT, exported=True),
            *_shown("created_at", "updated_at", "time_control"),
        ),
        owners=("seats",),
        server=_OF_SERVER,
    ),
    Table(
        "moves",
        "Each match's moves, with who played them; kept with the match. Only the member's "
        "own moves are exported (an opponent's card shows what the member never held).",
        (
            *_shown("match_id", "number", "seat"),
            Column("user_id", Holds.MEMBER_ID, Forget.PSEUDONYM, exported=True),
            *_shown("notation", "played_at"),
            *_plain("trail"),
        ),
        owners=("user_id",),
        server=_OF_MATCH,
        key=("match_id", "number"),
    ),
    Table(
        "challenges",
        "Invitations to a match, until answered or expired; kept for the record. A "
        "forgotten member's own challenges are deleted.",
        (
            *_shown("id", "guild_id", "channel_id"),
            *_plain("message_id"),
            Column("challenger_id", Holds.MEMBER_ID, Forget.DELETE, exported=True),
            Column("challenged_id", Holds.MEMBER_ID, Forget.PSEUDONYM, exported=True),
            *_shown("game_id", "options", "seat", "status", "created_at", "expires_at"),
            *_shown("time_control"),
        ),
        owners=("challenger_id", "challenged_id"),
        server=_OF_SERVER,
    ),
    Table(
        "guild_settings",
        "A server's settings, chosen by its moderators.",
        _plain(
            "guild_id",
            "allowed_games",
            "use_threads",
            "moderator_role_id",
            "challenge_expiry_hours",
        ),
        server=_OF_SERVER,
        key=("guild_id",),
    ),
    Table(
        "guild_game_defaults",
        "A server's default options per game.",
        _plain("guild_id", "game_id", "options"),
        server=_OF_SERVER,
        key=("guild_id", "game_id"),
    ),
    Table(
        "pace_clocks",
        "Each timed match's clock; kept with the match.",
        _plain(
            "match_id",
            "control",
            "to_move",
            "used_seconds",
            "running_since",
            "reserves",
            "reminders_sent",
            "ply",
            "out_of_time_told",
        ),
        server=_OF_MATCH,
        key=("match_id",),
    ),
    Table(
        "pace_timers",
        "Every future wake-up (clocks, expiry, digests, held messages), until it fires. A "
        "member's own timers (digest, held messages) are keyed by their id.",
        (
            *_plain("id", "kind"),
            Column("key", Holds.MEMBER_ID_TEXT, Forget.DELETE, exported=True),
            *_shown("due_at"),
            Column("payload", Holds.MEMBER_IDS_JSON, Forget.PSEUDONYM),
            *_plain("guild_id", "shard", "failures"),
        ),
        owners=("key",),
        server=_OF_SERVER,
    ),
    Table(
        "pace_guild_settings",
        "A server's pace settings, chosen by its moderators.",
        _plain(
            "guild_id",
            "default_control",
            "reminder_shares",
            "automatic_timeout",
            "vacation_days_per_month",
        ),
        server=_OF_SERVER,
        key=("guild_id",),
    ),
    Table(
        "pace_members",
        "A member's notification choices, time zone and quiet hours, until they forget.",
        (
            Column("user_id", Holds.MEMBER_ID, Forget.DELETE, exported=True),
            *_shown("notify", "digest"),
            Column("time_zone", Holds.MEMBER_TEXT, Forget.DELETE, exported=True),
            *_shown("quiet_start", "quiet_end", "digest_at"),
        ),
        owners=("user_id",),
        key=("user_id",),
    ),
    Table(
        "pace_held_messages",
        "Direct messages held through a member's quiet hours, until delivered.",
        (
            *_shown("id"),
            Column("user_id", Holds.MEMBER_ID, Forget.DELETE, exported=True),
            Column("notice", Holds.MEMBER_IDS_JSON, Forget.PSEUDONYM, exported=True),
        ),
        owners=("user_id",),
    ),
    Table(
        "pace_vacations",
        "A member's vacations per server, for the monthly allowance.",
        (
            *_shown("id", "guild_id"),
            Column("user_id", Holds.MEMBER_ID, Forget.DELETE, exported=True),
            *_shown("starts_at", "ends_at"),
        ),
        owners=("user_id",),
        server=_OF_SERVER,
    ),
    Table(
        "pace_offers",
        "A standing takeback or rematch request, by seat; until answered.",
        _plain("match_id", "kind", "seat", "ply"),
        server=_OF_MATCH,
        key=("kind", "match_id"),
    ),
    Table(
        "premove_trees",
        "A player's queued premoves (moves, by seat) in an ongoing match, never shown to "
        "anyone else; deleted when the match ends.",
        _plain("match_id", "seat", "ply", "tree"),
        server=_OF_MATCH,
        key=("match_id", "seat"),
    ),
    Table(
        "premove_answers",
        "The tree a player's latest premove answer came from, by seat, for a takeback to "
        "restore; deleted when the match ends.",
        _plain("match_id", "number", "seat", "ply", "tree"),
        server=_OF_MATCH,
        key=("match_id",),
    ),
    Table(
        "ratings",
        "A member's rating and record per server and game: the leaderboard. Deleted "
        "when the member is forgotten.",
        (
            *_shown("guild_id", "game_id"),
            Column("user_id", Holds.MEMBER_ID, Forget.DELETE, exported=True),
            *_shown("mu", "sigma", "wins", "draws", "losses", "updated_at"),
        ),
        owners=("user_id",),
        server=_OF_SERVER,
        key=("guild_id", "game_id", "user_id"),
    ),
    Table(
        "rating_history",
        "Each rated result and the rating after it. A forgotten member's own rows are "
        "deleted; as an opponent they become the pseudonym.",
        (
            *_shown("match_id"),
            Column("user_id", Holds.MEMBER_ID, Forget.DELETE, exported=True),
            *_shown("guild_id", "game_id"),
            Column("opponent_id", Holds.MEMBER_ID, Forget.PSEUDONYM, exported=True),
            *_shown("result", "mu_before", "mu", "sigma", "rated_at"),
        ),
        owners=("user_id",),
        server=_OF_SERVER,
        key=("match_id", "user_id"),
    ),
    Table(
        "tournaments",
        "Tournaments, named by their moderators; kept for the server's history.",
        (
            *_shown("id", "guild_id", "channel_id"),
            Column("name", Holds.MEMBER_TEXT, exported=True),
            *_shown("game_id", "options", "format"),
            *_plain("swiss_rounds", "time_control", "round_days", "rated", "duplicate_deals"),
            *_plain("seed", "premoves"),
            *_shown("status"),
            *_plain("registration_ends", "current_round", "round_deadline"),
            Column("champion_id", Holds.MEMBER_ID, Forget.PSEUDONYM, exported=True),
            *_plain("message_id"),
            Column("created_by", Holds.MEMBER_ID, Forget.PSEUDONYM, exported=True),
            *_shown("created_at"),
        ),
        owners=("champion_id", "created_by"),
        server=_OF_SERVER,
    ),
    Table(
        "tournament_entries",
        "Who entered each tournament, with their seed; kept for its bracket and "
        "standings (a forgotten member withdraws and becomes the pseudonym).",
        (
            *_shown("tournament_id"),
            Column("user_id", Holds.MEMBER_ID, Forget.PSEUDONYM, exported=True),
            *_shown("joined_at", "seed", "withdrawn"),
        ),
        owners=("user_id",),
        server=_OF_TOURNAMENT,
        key=("tournament_id", "user_id"),
    ),
    Table(
        "tournament_tables",
        "Each round's pairings, by seed.",
        _plain(
            "tournament_id",
            "key",
            "round",
            "first_seed",
            "second_seed",
            "match_id",
            "finished",
            "winner_seed",
            "rowid",
        ),
        server=_OF_TOURNAMENT,
        key=("tournament_id", "key"),
    ),
    Table(
        "tournament_actions",
        "The moderators' log of each tournament; ids of members it names are inside its detail.",
        (
            *_shown("id", "tournament_id"),
            Column("moderator_id", Holds.MEMBER_ID, Forget.PSEUDONYM, exported=True),
            *_shown("action"),
            Column("detail", Holds.MEMBER_IDS_JSON, Forget.PSEUDONYM, exported=True),
            *_shown("at"),
        ),
        owners=("moderator_id",),
        server=_OF_TOURNAMENT,
    ),
    Table(
        "leagues",
        "Leagues, named by their moderators; kept for the server's history of seasons.",
        (
            *_shown("id", "guild_id", "channel_id"),
            Column("name", Holds.MEMBER_TEXT, exported=True),
            *_shown("game_id", "options"),
            *_plain("time_control", "season_days", "division_size", "promoted", "relegated"),
            *_plain("break_hours"),
            *_shown("status", "season"),
            *_plain("next_start", "season_ends"),
            Column("created_by", Holds.MEMBER_ID, Forget.PSEUDONYM, exported=True),
            *_shown("created_at"),
        ),
        owners=("created_by",),
        server=_OF_SERVER,
    ),
    Table(
        "league_members",
        "Who is in each league, to place them in its next season; a forgotten member leaves it.",
        (
            *_shown("league_id"),
            Column("user_id", Holds.MEMBER_ID, Forget.DELETE, exported=True),
            *_shown("joined_at", "leaving"),
        ),
        owners=("user_id",),
        server=_OF_LEAGUE,
        key=("league_id", "user_id"),
    ),
    Table(
        "league_divisions",
        "Each season's divisions and the tournament each is played as.",
        _plain("league_id", "season", "division", "tournament_id"),
        server=_OF_LEAGUE,
        key=("league_id", "season", "division"),
    ),
    Table(
        "league_places",
        "Where each member played each season and how they finished; kept for the "
        "league's history and the next season's promotions (a forgotten member becomes "
        "the pseudonym).",
        (
            *_shown("league_id", "season"),
            Column("user_id", Holds.MEMBER_ID, Forget.PSEUDONYM, exported=True),
            *_shown("division", "moved", "final_rank", "points"),
        ),
        owners=("user_id",),
        server=_OF_LEAGUE,
        key=("league_id", "season", "user_id"),
    ),
    Table(
        "team_battles",
        "Team battles between roles (role ids, no member's); kept for the server's history.",
        (
            *_shown("id", "guild_id", "channel_id", "game_id", "options"),
            *_plain("time_control", "teams", "top"),
            *_shown("status", "ends_at"),
            *_plain("message_id"),
            Column("created_by", Holds.MEMBER_ID, Forget.PSEUDONYM, exported=True),
            *_shown("created_at"),
        ),
        owners=("created_by",),
        server=_OF_SERVER,
    ),
    Table(
        "team_battle_players",
        "Who played each team battle, for which team, and their points; kept for its "
        "standings (a forgotten member becomes the pseudonym).",
        (
            *_shown("battle_id"),
            Column("user_id", Holds.MEMBER_ID, Forget.PSEUDONYM, exported=True),
            *_shown("role_id", "points"),
            *_plain("free_since"),
            Column("last_opponent", Holds.MEMBER_ID, Forget.PSEUDONYM),
        ),
        owners=("user_id",),
        server=_OF_BATTLE,
        key=("battle_id", "user_id"),
    ),
    Table(
        "team_battle_games",
        "Each team battle game's players, to count its result once.",
        (
            *_plain("match_id", "battle_id"),
            Column("first_id", Holds.MEMBER_ID, Forget.PSEUDONYM),
            Column("second_id", Holds.MEMBER_ID, Forget.PSEUDONYM),
            *_plain("finished"),
        ),
        server=_OF_BATTLE,
        key=("match_id",),
    ),
    Table(
        "computer_matches",
        "The computer's level in a match against it.",
        _plain("match_id", "level", "rated"),
        server=_OF_MATCH,
        key=("match_id",),
    ),
    Table(
        "computer_settings",
        "Whether a server rates matches against the computer.",
        _plain("guild_id", "rated"),
        server=_OF_SERVER,
        key=("guild_id",),
    ),
    Table(
        "computer_seat_levels",
        "The computer's level per seat at a tournament table.",
        _plain("match_id", "seat", "level"),
        server=_OF_MATCH,
        key=("match_id", "seat"),
    ),
    Table(
        "match_reviews",
        "The computer's review of a finished match: seats, moves and chances, no member's "
        "id; kept with the match.",
        _plain("match_id", "review"),
        server=_OF_MATCH,
        key=("match_id",),
    ),
    Table(
        "ongoing_seats",
        "A member's ongoing matches (an index the database keeps), until each ends.",
        (
            Column("user_id", Holds.MEMBER_ID, Forget.DELETE, exported=True),
            *_shown("match_id", "guild_id"),
        ),
        owners=("user_id",),
        server=_OF_SERVER,
        key=("user_id", "match_id"),
    ),
    Table(
        "match_pages",
        "The unguessable token a match's page is addressed by (bot/web/); kept with the match.",
        _plain("match_id", "token"),
        server=_OF_MATCH,
        key=("match_id",),
    ),
    Table(
        "page_places",
        "Where a match's page reads its language from (the channel whose choice applies and "
        "the server's Discord language), for the page process; kept with the match.",
        _plain("match_id", "channel_id", "server_locale"),
        server=_OF_MATCH,
        key=("match_id",),
    ),
    Table(
        "web_settings",
        "Whether a server's moderators turned its match pages off.",
        _plain("guild_id", "pages_on"),
        server=_OF_SERVER,
        key=("guild_id",),
    ),
    Table(
        "private_link_revocations",
        "When a player last revoked their private links to a match's page (`/match link "
        "revoke:True`); kept with the match.",
        (
            *_shown("match_id"),
            Column("user_id", Holds.MEMBER_ID, Forget.DELETE, exported=True),
            *_shown("revoked_before"),
        ),
        owners=("user_id",),
        server=_OF_MATCH,
        key=("match_id", "user_id"),
    ),
    Table(
        "web_keys",
        "The key private page links are signed with: the bot's own, no member's or server's.",
        _plain("name", "secret"),
        key=("name",),
    ),
    Table(
        "server_languages",
        "The language a server's moderators chose for its posts.",
        _plain("guild_id", "locale"),
        server=_OF_SERVER,
        key=("guild_id",),
    ),
    Table(
        "channel_languages",
        "The language moderators chose for a channel's posts.",
        _plain("guild_id", "channel_id", "locale"),
        server=_OF_SERVER,
        key=("guild_id", "channel_id"),
    ),
    Table(
        "member_languages",
        "The Discord language a member last used, for their direct messages.",
        (
            Column("user_id", Holds.MEMBER_ID, Forget.DELETE, exported=True),
            *_shown("locale"),
        ),
        owners=("user_id",),
        key=("user_id",),
    ),
    Table(
        "entrant_names",
        "A tournament entrant's display name in a server, to draw brackets with.",
        (
            *_shown("guild_id"),
            Column("user_id", Holds.MEMBER_ID, Forget.DELETE, exported=True),
            Column("display_name", Holds.MEMBER_TEXT, Forget.DELETE, exported=True),
        ),
        owners=("user_id",),
        server=_OF_SERVER,
        key=("guild_id", "user_id"),
    ),
)
"""Parents before the tables that point at them: a purge deletes in reverse."""

BOOKKEEPING = frozenset({"applied_migrations"})
"""Tables of the database's own machinery (PostgreSQL's applied migrations), holding
nothing of members or servers."""

BY_NAME = {table.name: table for table in TABLES}


def markdown() -> str:
    """The inventory as bot/README.md prints it (a test keeps the two the same): per
    table, why it is kept, and each column that holds a member's id or words, with what
    export and forget do with it."""
    lines = []
    for table in TABLES:
        server = (
            "Purged with its server."
            if table.server
            else "No server's: kept until the member is forgotten."
        )
        lines += ["", f"* **`{table.name}`**: {table.why} *{server}*"]
        lines += [
            f"  * `{column.name}`: {column.holds}; export: "
            f"{'yes' if column.exported else 'no'}; forget: {column.forget}"
            for column in table.columns
            if column.holds is not Holds.NOTHING
        ]
    return "\n".join(lines[1:])
