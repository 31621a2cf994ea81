"""Building the round values of a preset in steps, before a CPU or a hint needs them.

:class:`~.round_values.RoundModel` computes what a decision needs on first use, which for
a leader of six takes seconds in pure Python. :func:`preset_table_steps` does the same work
in steps of one solved follower turn each (about a millisecond), followers nearest the end
of the round first, so that every step finds what it depends on already built; the window
can run them between its events like the classic tables (:mod:`.steps`,
``controller/warm_up.py``), and a decision afterwards is a look-up and at most one solve.
"""

from __future__ import annotations

from ..engine import ChicagoRule, Ranking, Rules
from .dice_space import STATES
from .round_keys import SAND, calls_of
from .round_values import AVOID, BEST, RoundModel, Setting, round_model, round_rules
from .steps import Steps, run_steps


def settings_of(rules: Rules, players: int) -> list[tuple[Setting, tuple[str, ...]]]:
    """Every round setting a match of ``players`` can reach, with the objectives played in
    it (docs/ai.md): the handing-out and clearing phases of the coaster presets."""
    removes = rules.chicago is ChicagoRule.REMOVES_ROLLER
    rules = round_rules(rules)
    out: list[tuple[Setting, tuple[str, ...]]] = []
    for n in range(2, players + 1):
        if rules.ranking is Ranking.CLASSIC:
            # Classic avoids the loss with its own tables (.tables); this is for p_best.
            out.append((Setting(rules, n, False, False), (BEST,)))
            continue
        out.append((Setting(rules, n, removes, False), (AVOID, BEST)))
        if removes:  # only R44 makes the clearing phase's rounds different (a cut)
            out.append((Setting(rules, n, removes, True), (AVOID, BEST)))
    return out


def _keys(model: RoundModel, call: object, cap: int) -> list[int]:
    key, _ = model.keys(call)  # type: ignore[arg-type]
    throws = range(1, cap + 1)
    chicagos = {model.chicago_key(t) for t in throws}
    return sorted({key(s, t) for s in range(len(STATES)) for t in throws} | chicagos)


def model_steps(
    model: RoundModel, modes: tuple[str, ...], *, largest: bool = False
) -> Steps[RoundModel]:
    """Build one setting's values for ``modes`` in steps; returns the model.

    ``largest``: no larger round of these rules follows (the match's own size), so the
    follower turns a round one seat larger would share are not prepared
    (:attr:`.RoundModel.twins`).
    """
    model.twins = not largest
    try:
        return (yield from _model_steps(model, modes))
    finally:
        model.twins = True


def _model_steps(model: RoundModel, modes: tuple[str, ...]) -> Steps[RoundModel]:
    n = model.setting.players
    for mode in modes:
        for call in calls_of(model.rules):
            for cap in range(1, model.max_throws + 1):
                if call == SAND:
                    for j in range(n - 1):
                        model.sand_chain(mode, j + 1, cap)
                        yield
                    continue
                keys = _keys(model, call, cap)
                line = (mode, call, cap)
                for j in range(n - 1):
                    # Chicagos so far (R44), at most one per earlier player; most collapse
                    # to one table (no cut possible any more), built once.
                    for c in model.follower_counts(j):
                        yield from model.follower_steps(line, keys, j, c)
        model.leader_turn(mode)
        yield
    return model


def preset_table_steps(rules: Rules, players: int) -> Steps[None]:
    """Every setting of a match of ``players`` (and fewer, as players leave), in steps."""
    for setting, modes in settings_of(rules, players):
        yield from model_steps(round_model(setting), modes, largest=setting.players == players)


def warm_up_preset(rules: Rules, players: int) -> None:
    """Build at once what :func:`preset_table_steps` builds in steps."""
    run_steps(preset_table_steps(rules, players))
