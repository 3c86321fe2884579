"""How a kept game is described in lists and on the menu: when it was saved, who plays, what was played (the
expansions, the variant, the series game), how far it went."""
from __future__ import annotations

import time

from game.record import Summary
from game.roles import Side
from game.session import HUMAN
from scenes.app.i18n import N_, Translator
from scenes.text.lists import names_list

SIDE_WON: dict[Side, str] = {
    Side.LAW: N_("The Sheriff's side won"),
    Side.OUTLAWS: N_("The Outlaws won"),
    Side.RENEGADE: N_("The Renegade won"),
}
BASE_GAME = N_("Base game")
BEGINNER_GAME = N_("Beginner game")
THREE_PLAYER_VARIANT = N_("3-player variant")
LEVEL_NAMES = {"easy": N_("AI (easy)"), "normal": N_("AI (normal)"), "hard": N_("AI (hard)"),
               "random": N_("AI (random)")}


def when_text(tr: Translator, moment: float, now: float | None = None) -> str:
    """"today at 14:32", "yesterday at 09:05", or the date and time."""
    now = time.time() if now is None else now
    then, today = time.localtime(moment), time.localtime(now)
    clock = time.strftime("%H:%M", then)
    days = _day_number(today) - _day_number(then)
    if days == 0:
        return tr.gettext("today at {time}").format(time=clock)
    if days == 1:
        return tr.gettext("yesterday at {time}").format(time=clock)
    return time.strftime("%Y-%m-%d %H:%M", then)


def _day_number(moment: time.struct_time) -> int:
    return int(time.mktime((moment.tm_year, moment.tm_mon, moment.tm_mday, 12, 0, 0, 0, 0, -1)) // 86400)


def players_text(tr: Translator, summary: Summary) -> str:
    """The humans by name and how many AI players: "Ann, Bill and 3 AI players"."""
    humans = [name for name, kind in zip(summary.names, summary.kinds, strict=True) if kind == HUMAN]
    robots = len(summary.names) - len(humans)
    ai = tr.ngettext("{count} AI player", "{count} AI players", robots).format(count=robots)
    if not humans:
        return ai
    names = ", ".join(humans)
    return tr.gettext("{names} and {ai}").format(names=names, ai=ai) if robots else names_list(tr, humans)


def status_text(tr: Translator, summary: Summary) -> str:
    """"Round 3, Ann to play", or "The Outlaws won in 38 turns"."""
    if summary.side is not None:
        turns = tr.ngettext("{count} turn", "{count} turns", summary.turns).format(count=summary.turns)
        return tr.gettext("{result} ({turns})").format(result=tr.gettext(SIDE_WON[summary.side]), turns=turns)
    if summary.waiting is None:
        return tr.gettext("Round {round}").format(round=summary.round)
    return tr.gettext("Round {round}, {player} to play").format(round=summary.round, player=summary.waiting)


def kind_text(tr: Translator, kind: str) -> str:
    return tr.gettext("Human") if kind == HUMAN else tr.gettext(LEVEL_NAMES.get(kind, kind))


def expansion_name(tr: Translator, expansion: str) -> str:
    """An expansion's name as the set-up shows it."""
    if expansion == "dodge_city":
        return tr.pgettext("expansion", "Dodge City")
    if expansion == "high_noon":
        return tr.pgettext("expansion", "High Noon")
    return expansion


def game_text(tr: Translator, summary: Summary) -> str:
    """What was played: "Dodge City + High Noon · Beginner game · 3-player variant · Series game 2 of 3".

    A record of version 1 does not say its expansions or the beginner game: then only what it does say.
    """
    parts: list[str] = []
    if summary.expansions is not None:
        names = [expansion_name(tr, name) for name in summary.expansions]
        parts.append(" + ".join(names) if names else tr.gettext(BASE_GAME))
    if summary.beginner:
        parts.append(tr.gettext(BEGINNER_GAME))
    if len(summary.names) == 3:
        parts.append(tr.gettext(THREE_PLAYER_VARIANT))
    series = summary.series
    if series is not None:
        if series.planned is None:
            parts.append(tr.gettext("Series game {number}").format(number=series.number))
        else:
            parts.append(tr.gettext("Series game {number} of {total}").format(number=series.number,
                                                                            total=series.planned))
    return " · ".join(parts)
