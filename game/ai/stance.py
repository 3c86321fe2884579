"""How a player stands towards every seat: its role's goals applied to what it believes.

A *relation* is a number per seat: positive for a friend, negative for an enemy,
near zero for someone not worth attacking. It encodes the role play:

- the Sheriff and his Deputies fight the likely Outlaws, then the Renegade; a
  Deputy's relation to the Sheriff is always strongly positive;
- Outlaws focus the Sheriff and go after players who look lawful;
- the Renegade keeps the Sheriff alive until everyone else is gone (see
  ``renegade``); alone with the Sheriff, the Sheriff is his target.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.ai.belief import CERTAIN, Probs, role_counts
from game.ai.renegade import living_with_role, renegade_relations
from game.opentable import OpenTable
from game.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF, SIDE_OF, THREE_PLAYER_TARGET, Role
from game.view import SeatView

SHERIFF_FOCUS = -1.5
"""An Outlaw's relation to the Sheriff: the one target that wins the game."""
FRIENDLY_FIRE = 2.5
"""How much worse hitting a teammate is than hitting an enemy is good: caution before the evidence."""
UNREAD = 0.25
"""The law's relation at least to a seat nothing has been read about yet, while he may be a teammate (or, to a
Sheriff without Deputies, the Renegade): a presumed friend (``presumed_friend``), not to be attacked on a prior."""
LONE_SHERIFF_ALLY = 0.3
"""A Sheriff without Deputies (four players), per point of Renegade chance while Outlaws are left: the Renegade is
his one ally until they fall (he needs the Sheriff alive to the end), so a likely Renegade is spared."""
ENDGAME_CAUTION = 1.5
"""Once the Outlaws are gone, how much more cautious the law is: every hidden player is a Deputy or the Renegade,
so a shot at the wrong one always hits a teammate, and the law waits to be surer."""
ENDGAME_PATIENCE = 4.0
"""Rounds since the last player fell (the Outlaws gone) after which that caution starts to wear off..."""
ENDGAME_RESOLVE = 0.4
"""...and what is left of it as many rounds later: the law then fires at a hidden player it takes rather for the
Renegade than for a Deputy (a Renegade chance of 52 % or more), as a table does when the fight between a Deputy and
the Renegade drags on and nothing more will tell them apart."""


def endgame_caution(rounds_since_a_fall: float) -> float:
    """The law's caution once the Outlaws are gone (``ENDGAME_CAUTION``), worn down as the endgame drags on."""
    worn = min(1.0, max(0.0, rounds_since_a_fall / ENDGAME_PATIENCE - 1.0))
    return ENDGAME_CAUTION + (ENDGAME_RESOLVE - ENDGAME_CAUTION) * worn


def relations(
    role: Role,
    me: int,
    seats: Sequence[SeatView],
    table: OpenTable,
    probs: Mapping[int, Probs],
    known: Sequence[Role | None],
    caution: float = FRIENDLY_FIRE,
    unread: Sequence[bool] | None = None,
    endgame: float = ENDGAME_CAUTION,
) -> list[float]:
    """The relation of ``me`` (playing ``role``) to every seat; 0 for self and the dead. ``table``: what the rules
    make of the seats (the Renegade reads who has the Sheriff in reach); ``unread``: the seats nothing has been read
    about yet, whom the law leaves alone while they may be a teammate (a prior is no evidence); ``endgame``: the
    law's caution once the Outlaws are gone (``endgame_caution``)."""
    count = len(seats)
    result = [0.0] * count
    outlaws_left = any(
        seats[s].alive and (known[s] == OUTLAW or (known[s] is None and probs.get(s, (0.0, 0.0, 0.0))[1] > 0.01))
        for s in range(count)
        if s != me
    )
    living_others = [s for s in range(count) if s != me and seats[s].alive]
    lone = role == SHERIFF and lone_sheriff(seats)
    if count == 3 and SHERIFF not in known:
        return _three_players(role, me, seats, known, living_others, result)
    if role == RENEGADE:
        return renegade_relations(me, seats, table, probs, known, living_others, result)
    for seat in living_others:
        truth = known[seat]
        if truth is not None:
            p_dep, p_out, p_ren = CERTAIN[truth]
        else:
            p_dep, p_out, p_ren = probs.get(seat, (0.0, 0.0, 0.0))
        if role in (SHERIFF, DEPUTY):
            blank = unread is not None and unread[seat]
            result[seat] = _lawful(role, truth, (p_dep, p_out, p_ren), caution, outlaws_left, lone, blank, endgame)
        elif truth == SHERIFF:
            result[seat] = SHERIFF_FOCUS
        else:
            result[seat] = caution * 0.6 * p_out - p_dep - 0.4 * p_ren
    return result


def _lawful(
    role: Role, truth: Role | None, chances: Probs, caution: float, outlaws_left: bool, lone: bool, unread: bool,
    endgame: float,
) -> float:
    """The Sheriff's or a Deputy's relation to one seat (``chances``: Deputy, Outlaw, Renegade; ``lone``: a Sheriff
    without Deputies; ``unread``: nothing read about the seat yet; ``endgame``: the caution once the Outlaws are
    gone)."""
    if truth == SHERIFF:
        return 1.0
    p_dep, p_out, p_ren = chances
    if not outlaws_left:
        return endgame * caution * p_dep - 1.2 * p_ren
    relation = caution * p_dep - p_out + (LONE_SHERIFF_ALLY if lone else -0.5) * p_ren
    teammate_possible = p_dep > 0.0 if role == DEPUTY else lone and p_ren > 0.0
    return max(relation, UNREAD) if unread and teammate_possible else relation


def _three_players(
    role: Role, me: int, seats: Sequence[SeatView], known: Sequence[Role | None], living_others: list[int],
    result: list[float],
) -> list[float]:
    """Three players: my target is the one enemy (eliminating him myself wins at once); the player hunting me
    is left alone, since weakening him only serves my target, who hunts him, unless I can finish him now
    (that denies my target his win). With two left, the other one is the enemy."""
    if len(living_others) == 1:
        result[living_others[0]] = THREE_TARGET
        return result
    wanted = THREE_PLAYER_TARGET.get(role)
    for seat in living_others:
        if known[seat] == wanted:
            result[seat] = THREE_TARGET
        else:
            result[seat] = THREE_HUNTER_LOW if seats[seat].hp <= 1 else THREE_HUNTER
    return result



THREE_TARGET = -1.5
THREE_HUNTER = 0.15
THREE_HUNTER_LOW = -1.2


def lone_sheriff(seats: Sequence[SeatView]) -> bool:
    """Whether the Sheriff has no Deputies at this table (four players; three have no Sheriff)."""
    return role_counts(len(seats))[DEPUTY] == 0


def sure_enemy(role: Role, seats: Sequence[SeatView], target: int) -> bool:
    """Whether ``target`` plays for another side than ``role`` whatever the hidden roles: his role is shown (the
    Sheriff's, every role at three players), or no teammate of that role is left alive but oneself (the dead show
    their roles). A Renegade has no teammate."""
    if role == RENEGADE:
        return True
    shown = seats[target].role
    if shown is not None:
        return SIDE_OF[shown] != SIDE_OF[role]
    mate = DEPUTY if role in (SHERIFF, DEPUTY) else OUTLAW
    return living_with_role(seats, mate) <= (1 if role == mate else 0)


def presumed_friend(relation: float) -> bool:
    """Whether a relation is friendly enough that attacking would be a role mistake."""
    return relation > 0.2
