"""Roles, their distribution by player count, and who wins."""
from __future__ import annotations

from enum import StrEnum
from typing import Final


class Role(StrEnum):
    """A secret role card (the Sheriff's is face up; at three players all are)."""

    SHERIFF = "sheriff"
    DEPUTY = "deputy"
    OUTLAW = "outlaw"
    RENEGADE = "renegade"


class Side(StrEnum):
    """Who a game ends in favour of."""

    LAW = "law"
    OUTLAWS = "outlaws"
    RENEGADE = "renegade"


SHERIFF: Final = Role.SHERIFF
DEPUTY: Final = Role.DEPUTY
OUTLAW: Final = Role.OUTLAW
RENEGADE: Final = Role.RENEGADE
"""The roles as module constants, for code that compares roles at every decision: reading ``Role.OUTLAW`` is a
lookup on the enum class, several times slower than a global's (the ``signal.SIGINT`` pattern)."""

ROLE_DISTRIBUTION: dict[int, tuple[Role, ...]] = {
    3: (Role.DEPUTY, Role.OUTLAW, Role.RENEGADE),
    4: (Role.SHERIFF, Role.RENEGADE, Role.OUTLAW, Role.OUTLAW),
    5: (Role.SHERIFF, Role.RENEGADE, Role.OUTLAW, Role.OUTLAW, Role.DEPUTY),
    6: (Role.SHERIFF, Role.RENEGADE, Role.OUTLAW, Role.OUTLAW, Role.OUTLAW, Role.DEPUTY),
    7: (Role.SHERIFF, Role.RENEGADE, Role.OUTLAW, Role.OUTLAW, Role.OUTLAW, Role.DEPUTY, Role.DEPUTY),
    8: (Role.SHERIFF, Role.RENEGADE, Role.RENEGADE, Role.OUTLAW, Role.OUTLAW, Role.OUTLAW, Role.DEPUTY, Role.DEPUTY),
}

THREE_PLAYER_TARGET: dict[Role, Role] = {
    Role.DEPUTY: Role.RENEGADE,
    Role.RENEGADE: Role.OUTLAW,
    Role.OUTLAW: Role.DEPUTY,
}
"""The 3-player game: whom each role must eliminate (Dodge City)."""

SIDE_OF: dict[Role, Side] = {
    Role.SHERIFF: Side.LAW,
    Role.DEPUTY: Side.LAW,
    Role.OUTLAW: Side.OUTLAWS,
    Role.RENEGADE: Side.RENEGADE,
}
"""The side each role plays for (what a 3-player winner stands for in outcomes and statistics)."""

REASON_TARGET = "target"
"""3 players: a player eliminated his own target himself."""
REASON_LAST_ALIVE = "last_alive"
"""3 players: the last one alive after someone else's target fell."""


def is_three_player_game(roles: list[Role]) -> bool:
    """The Dodge City variant for three: Deputy, Outlaw and Renegade, no Sheriff."""
    return Role.SHERIFF not in roles


def first_seat(roles: list[Role]) -> int:
    """Whose turn opens every round: the Sheriff's; at three players, the Deputy's (both roles are public)."""
    return roles.index(Role.DEPUTY if is_three_player_game(roles) else Role.SHERIFF)


def winning_side(roles: list[Role], alive: list[bool]) -> Side | None:
    """The side that has won a game with a Sheriff, or None while it goes on.

    The Sheriff's death ends the game for the Outlaws, unless a Renegade is the
    only player left alive; the death of every Outlaw and Renegade ends it for
    the law. With two Renegades (8 players) each one wins only alone.
    """
    living = [role for role, is_alive in zip(roles, alive, strict=False) if is_alive]
    if Role.SHERIFF not in roles:
        return None
    if Role.SHERIFF not in living:
        if len(living) == 1 and living[0] is Role.RENEGADE:
            return Side.RENEGADE
        return Side.OUTLAWS
    if Role.OUTLAW not in living and Role.RENEGADE not in living:
        return Side.LAW
    return None


def winners_of(side: Side, roles: list[Role], alive: list[bool]) -> list[int]:
    """Seats that win with ``side``: the law and the Outlaws dead or alive, a Renegade alive."""
    if side is Side.LAW:
        return [i for i, role in enumerate(roles) if role in (Role.SHERIFF, Role.DEPUTY)]
    if side is Side.OUTLAWS:
        return [i for i, role in enumerate(roles) if role is Role.OUTLAW]
    return [i for i, role in enumerate(roles) if role is Role.RENEGADE and alive[i]]


def three_player_winner(
    roles: list[Role], alive: list[bool], victim: int, killer: int | None
) -> tuple[int, str] | None:
    """The winner of a 3-player game after ``victim`` fell, and why; None while it goes on.

    Whoever eliminates his own target himself, while all three were in the game,
    wins at once; otherwise the two left play on and the last one alive wins.
    """
    living = [seat for seat, is_alive in enumerate(alive) if is_alive]
    if len(living) == 1:
        return living[0], REASON_LAST_ALIVE
    first_blood = len(living) == len(roles) - 1
    if (
        first_blood
        and killer is not None
        and killer != victim
        and alive[killer]
        and THREE_PLAYER_TARGET[roles[killer]] is roles[victim]
    ):
        return killer, REASON_TARGET
    return None
