"""Roles, their distribution by player count, and who wins."""
from __future__ import annotations

from enum import Enum


class Role(Enum):
    """A secret role card (the Sheriff's is face up)."""

    SHERIFF = "sheriff"
    DEPUTY = "deputy"
    OUTLAW = "outlaw"
    RENEGADE = "renegade"


class Side(Enum):
    """Who a game ends in favour of."""

    LAW = "law"
    OUTLAWS = "outlaws"
    RENEGADE = "renegade"


ROLE_DISTRIBUTION: dict[int, tuple[Role, ...]] = {
    4: (Role.SHERIFF, Role.RENEGADE, Role.OUTLAW, Role.OUTLAW),
    5: (Role.SHERIFF, Role.RENEGADE, Role.OUTLAW, Role.OUTLAW, Role.DEPUTY),
    6: (Role.SHERIFF, Role.RENEGADE, Role.OUTLAW, Role.OUTLAW, Role.OUTLAW, Role.DEPUTY),
    7: (Role.SHERIFF, Role.RENEGADE, Role.OUTLAW, Role.OUTLAW, Role.OUTLAW, Role.DEPUTY, Role.DEPUTY),
}


def winning_side(roles: list[Role], alive: list[bool]) -> Side | None:
    """The side that has won, or None while the game goes on.

    The Sheriff's death ends the game for the Outlaws, unless the Renegade is the
    only player left alive; the death of every Outlaw and Renegade ends it for the law.
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
    """Seats that win with ``side``: the law and the Outlaws dead or alive, the Renegade alive."""
    if side is Side.LAW:
        return [i for i, role in enumerate(roles) if role in (Role.SHERIFF, Role.DEPUTY)]
    if side is Side.OUTLAWS:
        return [i for i, role in enumerate(roles) if role is Role.OUTLAW]
    return [i for i, role in enumerate(roles) if role is Role.RENEGADE and alive[i]]
