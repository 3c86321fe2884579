"""The card colours and a shading helper."""
from __future__ import annotations

from game.cards import Kind, Suit
from game.roles import Role

Colour = tuple[int, int, int]
Point = tuple[float, float]

PARCHMENT: Colour = (244, 233, 204)
PARCHMENT_EDGE: Colour = (219, 199, 156)
INK: Colour = (54, 34, 20)
SOFT_INK: Colour = (74, 56, 42)
RED: Colour = (184, 36, 36)
BLACK_SUIT: Colour = (28, 26, 26)
CREAM: Colour = (248, 238, 214)
BRASS: Colour = (214, 170, 74)
COPPER: Colour = (176, 96, 52)
WOOD: Colour = (160, 104, 56)
STEEL: Colour = (92, 94, 102)

KIND_COLOURS: dict[Kind, Colour] = {
    Kind.BROWN: (131, 80, 40),
    Kind.BLUE: (42, 88, 146),
    Kind.GREEN: (48, 118, 60),
}
CHARACTER_FRAME: Colour = (170, 134, 76)
BANNER: Colour = (128, 34, 28)
BACK_RED: Colour = (112, 30, 24)
ROLE_COLOURS: dict[str, Colour] = {
    Role.SHERIFF.value: (186, 146, 58),
    Role.DEPUTY.value: (104, 116, 130),
    Role.OUTLAW.value: (116, 40, 32),
    Role.RENEGADE.value: (72, 60, 96),
}
SUIT_COLOURS: dict[Suit, Colour] = {
    Suit.HEARTS: RED,
    Suit.DIAMONDS: RED,
    Suit.CLUBS: BLACK_SUIT,
    Suit.SPADES: BLACK_SUIT,
}
EVENT_FRAME: Colour = (150, 58, 30)
"""High Noon event cards: a sunset-red frame, unlike any playing card, role or back."""
EVENT_BANNER: Colour = (62, 34, 22)
EVENT_FACE: Colour = (247, 226, 184)
SUN: Colour = (238, 190, 86)
GOLD: Colour = (226, 178, 60)
LEATHER: Colour = (120, 72, 40)
SKY: Colour = (120, 158, 196)
LIME: Colour = (132, 176, 52)
AMBER: Colour = (196, 120, 40)
SKIN: Colour = (228, 178, 132)


def shade(colour: Colour, factor: float) -> Colour:
    """Darker (factor < 1) or lighter (factor > 1, towards white) version of a colour."""
    if factor <= 1:
        return (round(colour[0] * factor), round(colour[1] * factor), round(colour[2] * factor))
    t = factor - 1
    return (
        round(colour[0] + (255 - colour[0]) * t),
        round(colour[1] + (255 - colour[1]) * t),
        round(colour[2] + (255 - colour[2]) * t),
    )

