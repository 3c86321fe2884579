"""Who a player is, in words: a role shown, what he did to whom (the public history), or that nothing is known yet.

A role is named as likely only when the player's own acts are cited and the
evidence, not the prior, makes it likely: two Outlaws among four hidden seats
say nothing about any one of them.
"""
from __future__ import annotations

from collections import Counter

from game.ai.hint.facts import LAW, Table
from game.ai.hint.line import ROLE_NAMES, Line, counted
from game.ai.situation import stall_limit
from game.messages import N_, Nn_
from game.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF, Role

LIKELY = 0.5
"""A hidden role this probable (from the public evidence and the player's own knowledge) may be named as likely..."""
EVIDENCE_MARGIN = 0.15
"""...when it is also this much more probable than before anybody did anything, and the player's own acts are
cited: a prior is not evidence (two Outlaws among four hidden seats are not a reason to suspect anyone)."""

CONCLUSIONS = {
    DEPUTY: N_("So {player} is probably on the Sheriff's side."),
    OUTLAW: N_("So {player} is probably an Outlaw."),
    RENEGADE: N_("So {player} is probably the Renegade."),
}
"""What a player's acts make him, when the evidence says so."""
MANY_RENEGADES = N_("So {player} is probably one of the Renegades.")
"""The same at eight players, where two Renegades are dealt."""


def who(t: Table, target: int) -> list[Line]:
    """Why ``target`` is someone to attack: a known role, or what he did; else that nothing is known yet."""
    name = t.names[target]
    seat = t.seats[target]
    my_role = t.view.role
    if t.three:
        return three_player(t, target)
    if seat.role == SHERIFF:
        if my_role == OUTLAW:
            return [counted(Nn_("{player} is the Sheriff, with {count} life point left: the Outlaws win when "
                                "the Sheriff is out.",
                                "{player} is the Sheriff, with {count} life points left: the Outlaws win when "
                                "the Sheriff is out."), seat.hp, {"player": name, "count": seat.hp})]
        if my_role == RENEGADE:
            if len(t.alive_others()) == 1:
                return [Line(N_("Only {player}, the Sheriff, is left between you and your win."),
                             {"player": name})]
            return [Line(N_("{player}, the Sheriff, is at {hp} of {max_hp} life points: as the Renegade you "
                            "keep both sides weak."), {"player": name, "hp": seat.hp, "max_hp": seat.max_hp})]
        return []
    if seat.role is not None:
        return [Line(N_("{player} is known to be the {role}."), {"player": name, "role": ROLE_NAMES[seat.role]},
                     words=("role",))]
    done = deeds(t, target)
    if done or any(act.actor == target for act in t.acts):
        return done
    lines = [Line(N_("Nothing is known yet about {player}'s role."), {"player": name})]
    if my_role != RENEGADE:
        lines += odds(t)
    return lines + stall(t)


def deeds(t: Table, target: int) -> list[Line]:
    """What ``target`` did, from the public history (the most telling attacks), and what it makes him, if the
    evidence says so."""
    victims = Counter(act.target for act in t.acts if act.actor == target and act.hostile)
    if not victims:
        return []
    name = t.names[target]
    role = reading(t, target)
    order = [t.sheriff, t.me] if t.view.role != OUTLAW else [t.me]
    victim = next((v for v in order if v >= 0 and victims[v]), None)
    if victim is None:
        victim = min(victims, key=lambda v: (-victims[v], v))
    count = victims[victim]
    params: dict[str, object] = {"player": name, "count": count}
    if victim == t.me:
        act = counted(Nn_("{player} attacked you {count} time.", "{player} attacked you {count} times."),
                      count, params)
    elif victim == t.sheriff:
        if role == OUTLAW:
            return [counted(Nn_("{player} attacked the Sheriff {count} time: probably an Outlaw.",
                                "{player} attacked the Sheriff {count} times: probably an Outlaw."),
                            count, params)]
        act = counted(Nn_("{player} attacked the Sheriff {count} time.",
                          "{player} attacked the Sheriff {count} times."), count, params)
    else:
        act = counted(Nn_("{player} attacked {victim} {count} time.", "{player} attacked {victim} {count} times."),
                      count, {**params, "victim": t.names[victim]})
    if role is None:
        return [act]
    return [act, Line(CONCLUSIONS[role] if role != RENEGADE or t.renegades() == 1 else MANY_RENEGADES,
                      {"player": name})]


def reading(t: Table, seat: int) -> Role | None:
    """The role the evidence about ``seat``'s own acts makes likely: probable, well above the prior, and in the
    direction his own evidence points; else None."""
    probs = t.probs.get(seat)
    if probs is None:
        return None
    hidden, counts = t.hidden_counts()
    if hidden <= 0:
        return None
    evidence = t.belief.evidence[seat] + t.belief.private[seat]
    for index, role in enumerate((DEPUTY, OUTLAW, RENEGADE)):
        prior = max(counts[role], 0) / hidden
        leans = {DEPUTY: evidence < 0, OUTLAW: evidence > 0, RENEGADE: True}[role]
        if probs[index] >= LIKELY and probs[index] - prior >= EVIDENCE_MARGIN and leans:
            return role
    return None


def odds(t: Table) -> list[Line]:
    """How many of the hidden roles are against me (the role cards dealt are public)."""
    hidden, counts = t.hidden_counts()
    against = t.against_me(counts)
    if hidden <= 0 or against <= 0:
        return []
    if against == hidden:
        return [counted(Nn_("The one player whose role is still hidden is against you.",
                            "All {count} players whose roles are still hidden are against you."),
                        against, {"count": against})]
    return [counted(Nn_("{count} of the {hidden} players whose roles are still hidden is against you.",
                        "{count} of the {hidden} players whose roles are still hidden are against you."),
                    against, {"count": against, "hidden": hidden})]


def stall(t: Table) -> list[Line]:
    """The table is stuck: the AI then treats everyone who is not a firm friend as more of an enemy."""
    quiet = t.belief.quiet_turns
    if quiet <= stall_limit(t.sit.alive):
        return []
    return [counted(Nn_("Nobody has lost a life point for {count} turn.",
                        "Nobody has lost a life point for {count} turns."), quiet, {"count": quiet})]


def three_player(t: Table, target: int) -> list[Line]:
    name = t.names[target]
    role = t.seats[target].role
    if len(t.alive_others()) == 1:
        return [Line(N_("Only {player} is left: the last one standing wins."), {"player": name})]
    params: dict[str, object] = {"player": name, "role": "" if role is None else ROLE_NAMES[role]}
    if target == t.sit.target:
        return [Line(N_("{player} is the {role}, your target: eliminate them yourself and you win at once."),
                     params, words=("role",))]
    if target == t.sit.hunter:
        return [Line(N_("{player} is the {role}, who hunts you."), params, words=("role",))]
    return []


def friend(t: Table, target: int) -> list[Line]:
    """Why ``target`` is someone to help: the Sheriff of my side, or what he did."""
    if t.seats[target].role == SHERIFF and t.view.role in LAW:
        return [Line(N_("{player} is the Sheriff, on your side."), {"player": t.names[target]})]
    return [] if t.three else deeds(t, target)
