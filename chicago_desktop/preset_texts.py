"""What a player reads about each preset before choosing it (RULES.md R40-R46).

Plain Python (no Qt): the setup screen shows these texts, and the tutorial or another
front end may show the same. Each preset has one line that says what kind of game it is
and a few sentences of "game details", the rules a player needs before the first throw,
in the words players use at the table (coasters, tally marks, "matching is not beating").
"""

from __future__ import annotations

from typing import Final

from .i18n import N_, _

#: One line per preset for the list of games.
PRESET_DESCRIPTIONS: Final = {
    "classic": N_("Fixed scoring; the lowest result takes a loss. Be the last player left."),
    "basic": N_("The leader calls how dice count; lose a search and you take a tally mark."),
    "bavarian": N_("Called scoring with coasters; a Chicago takes you out of danger at once."),
    "tschigg": N_("Called scoring, or sand; coasters are passed from the best to the worst."),
    "pub": N_("Fixed scoring, fish and three sixes; fewer throws win ties; coasters."),
}

#: The rules of each preset in a few sentences, for "game details".
PRESET_DETAILS: Final = {
    "classic": (
        N_("A one counts 100, a six 60, the other dice their pips."),
        N_(
            "The leader may throw up to the maximum; the others may throw as often as the"
            " leader did."
        ),
        N_("Held dice may be thrown again later in the turn."),
        N_(
            "Every player with the lowest result takes a loss; with enough losses a player"
            " is out. The best leads the next round."
        ),
    ),
    "basic": (
        N_(
            "After their turn the leader calls the round: ones 100 or 1, sixes 60 or 6,"
            " high or low."
        ),
        N_("A die held for a throw stays held. Two sixes may be turned into a one."),
        N_("Three ones in one throw are a Chicago and beat everything."),
        N_("Matching is not beating: on equal results the earlier player is better."),
        N_(
            "The best of each round is safe; the last one left loses the search and takes a"
            " tally mark. Most tally marks after the last search loses the match."
        ),
    ),
    "bavarian": (
        N_(
            "After their turn the leader calls the round: ones 100 or 1, sixes 60 or 6,"
            " high or low."
        ),
        N_("A die held for a throw stays held. Two sixes may be turned into a one."),
        N_("Matching is not beating: on equal results the earlier player is better."),
        N_(
            "The worst of each round takes a coaster from the middle. Once the middle is"
            " empty, the best of each round puts one down; no coasters left, you have won."
        ),
        N_(
            "A Chicago (three ones in one throw) wins at once: its roller leaves with their"
            " coasters. The last player holding coasters loses."
        ),
    ),
    "tschigg": (
        N_(
            "After their turn the leader calls the round: ones 100 or 1, sixes 60 or 6,"
            " high or low, or sand."
        ),
        N_("Under sand only one thing counts: no one and no six makes sand."),
        N_("A die held for a throw stays held. Two sixes may be turned into a one."),
        N_("Matching is not beating: on equal results the earlier player is better."),
        N_(
            "The worst of each round takes a coaster from the middle; then the best passes"
            " one to the worst. The last player holding coasters loses."
        ),
    ),
    "pub": (
        N_("A one counts 100, a six 60, the other dice their pips."),
        N_("A result without a one or a six is a fish: all fish are equal and below everything."),
        N_("Two sixes may be turned into a one, three sixes into two ones."),
        N_("On equal results fewer throws are better, then the earlier player."),
        N_(
            "The worst of each round takes a coaster; once the middle is empty the best puts"
            " one down. A Chicago wins at once. The last player holding coasters loses."
        ),
    ),
}


#: Chicago 2–12 (R60, R61), offered beside the presets: its one line and its details.
TWELVE_DESCRIPTION: Final = N_(
    "Two dice, eleven rounds aiming at 2, 3, … 12; hit the target to score it."
)
TWELVE_DETAILS: Final = (
    N_("Every round has a target, from 2 up to 12. Each player throws both dice once."),
    N_("A throw that totals the target scores the target; any other throw scores nothing."),
    N_(
        "After the last round the highest total wins; tied leaders throw again, the higher"
        " throw wins."
    ),
    N_(
        "Variations: Reverse counts down from 12, Three dice aims at 3 … 18, Teams pools two"
        " equal teams, Elimination puts out whoever misses four rounds in a row."
    ),
)
_TWELVE: Final = "chicago-2-12"


def preset_description(preset: str) -> str:
    """The preset's one line (or Chicago 2–12's), in the current language."""
    if preset == _TWELVE:
        return _(TWELVE_DESCRIPTION)
    return _(PRESET_DESCRIPTIONS[preset])


def preset_details(preset: str) -> tuple[str, ...]:
    """The preset's rules (or Chicago 2–12's) in a few sentences, in the current language."""
    sentences = TWELVE_DETAILS if preset == _TWELVE else PRESET_DETAILS[preset]
    return tuple(_(sentence) for sentence in sentences)
