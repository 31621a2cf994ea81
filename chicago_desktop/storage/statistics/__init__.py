"""Statistics of finished matches: figures and chart data per human name, preset and level.

How it is kept (:mod:`.model`): a log with one entry per finished match that had at least
one human seat, each human seat with its own rounds; every figure is derived from the log
(:mod:`.queries`). Tutorial matches are never recorded.

Two running copies (:mod:`.store`): *compare and merge under an advisory lock*. Saving
takes the lock on ``statistics.json.lock``, reads the file again, merges it with the
copy in memory by match id and writes it atomically, so neither copy's matches are lost
and none is counted twice (a match's id is a hash of its record). A reset stores its
moment; a merge drops matches finished before the latest reset, so a copy that loaded the
statistics earlier cannot bring reset figures back; a reset in the future (a wrong clock)
is moved to the present with a notice, or it would drop every later match.

Never silently lost (:mod:`.pending`): a finished match the file cannot take (full disk,
lock held by a stuck copy) is queued beside it and recorded by the next successful save.

Typical use by the window::

    loaded = load_statistics()             # .value, and .notice to show once
    stats = save_statistics(record_match(loaded.value, match, players, now))
    figures(stats, "Anna", preset="classic", opponents="hard")
    wins_over_time(stats, "Anna"); result_histogram(stats, "Anna")
    twelve_figures(stats.twelve, "Anna")   # games of Chicago 2–12 (:mod:`.twelve`)
"""

from .codec import MAX_STATISTICS_BYTES, VERSION
from .model import (
    OPPONENTS_HUMANS,
    OPPONENTS_MIXED,
    LogEntry,
    MatchEntry,
    Outcome,
    RoundEntry,
    SeatEntry,
    Statistics,
    match_id,
    merge,
    record_match,
    record_twelve_game,
)
from .queries import (
    HISTOGRAM_WIDTH,
    OPPONENT_GROUPS,
    SPECIAL_CHICAGO,
    SPECIAL_FISH,
    DayPoint,
    Figures,
    PersonalBests,
    Play,
    PositionRate,
    ScoreBin,
    figures,
    figures_by_opponents,
    figures_by_preset,
    loss_rate_by_position,
    opponent_groups,
    personal_bests,
    player_names,
    plays,
    plays_twelve,
    presets_played,
    result_distribution,
    result_histogram,
    wins_over_time,
)
from .store import (
    STATISTICS_FILE_KIND,
    NotRecorded,
    load_statistics,
    record_and_save,
    reset_statistics,
    save_entries,
    save_statistics,
)
from .twelve import (
    TWELVE,
    TargetRate,
    TargetThrow,
    TwelveEntry,
    TwelveFigures,
    TwelveSeat,
    is_twelve,
    twelve_entry,
    twelve_figures,
)

__all__ = [
    "HISTOGRAM_WIDTH",
    "MAX_STATISTICS_BYTES",
    "OPPONENTS_HUMANS",
    "OPPONENTS_MIXED",
    "OPPONENT_GROUPS",
    "SPECIAL_CHICAGO",
    "SPECIAL_FISH",
    "STATISTICS_FILE_KIND",
    "TWELVE",
    "VERSION",
    "DayPoint",
    "Figures",
    "LogEntry",
    "MatchEntry",
    "NotRecorded",
    "Outcome",
    "PersonalBests",
    "Play",
    "PositionRate",
    "RoundEntry",
    "ScoreBin",
    "SeatEntry",
    "Statistics",
    "TargetRate",
    "TargetThrow",
    "TwelveEntry",
    "TwelveFigures",
    "TwelveSeat",
    "figures",
    "figures_by_opponents",
    "figures_by_preset",
    "is_twelve",
    "load_statistics",
    "loss_rate_by_position",
    "match_id",
    "merge",
    "opponent_groups",
    "personal_bests",
    "player_names",
    "plays",
    "plays_twelve",
    "presets_played",
    "record_and_save",
    "record_match",
    "record_twelve_game",
    "reset_statistics",
    "result_distribution",
    "result_histogram",
    "save_entries",
    "save_statistics",
    "twelve_entry",
    "twelve_figures",
    "wins_over_time",
]
