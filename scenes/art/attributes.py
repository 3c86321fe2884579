"""The attribute each portrait holds, taken from the character's ability: one small painter per attribute,
drawn in the picture's lower corner (or across the chest) in unit coordinates."""
from __future__ import annotations

import math
from collections.abc import Callable

from scenes.art.brush import Brush
from scenes.art.traits import Attribute
from scenes.cards.palette import BRASS, CREAM, INK, RED, STEEL, WOOD, Colour, shade

CARD_FACE: Colour = (246, 240, 226)
BLUE_CARD: Colour = (52, 96, 160)
GLASS: Colour = (200, 226, 236)
BEER: Colour = (226, 170, 60)
FOAM: Colour = (250, 246, 230)
GOLD: Colour = (232, 190, 70)
BONE: Colour = (236, 230, 210)
BRIGHT_STEEL: Colour = (176, 180, 190)


def _card(brush: Brush, x: float, y: float, angle: float, face: Colour = CARD_FACE, pip: Colour = RED) -> None:
    """A playing card 0.16 x 0.22 centred at (x, y), turned by ``angle`` degrees, with one pip."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    corners = [(x + dx * ca - dy * sa, y + dx * sa + dy * ca) for dx, dy in
               ((-0.08, -0.11), (0.08, -0.11), (0.08, 0.11), (-0.08, 0.11))]
    brush.polygon(face, corners)
    brush.polygon(INK, corners, 0.012)
    brush.circle(pip, (x, y), 0.03)


def _gun(brush: Brush, grip: tuple[float, float], angle: float, metal: Colour = STEEL) -> None:
    """A revolver with its grip at ``grip``, its barrel pointing ``angle`` degrees (0 = right, -90 = up)."""
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    px, py = -uy, ux
    gx, gy = grip
    body = (gx + ux * 0.06 - px * 0.03, gy + uy * 0.06 - py * 0.03)
    muzzle = (body[0] + ux * 0.2, body[1] + uy * 0.2)
    brush.line(metal, body, muzzle, 0.05)
    brush.line(shade(metal, 0.6), body, muzzle, 0.015)
    brush.circle(shade(metal, 0.8), body, 0.045)
    brush.line(WOOD, grip, (gx + px * 0.09 + ux * 0.02, gy + py * 0.09 + uy * 0.02), 0.055)


def barrel(b: Brush) -> None:
    b.ellipse(WOOD, (0.8, 0.82), 0.28, 0.32)
    for y in (0.72, 0.92):
        b.line(STEEL, (0.68, y), (0.92, y), 0.03)
    b.line(shade(WOOD, 0.7), (0.8, 0.67), (0.8, 0.97), 0.015)


def two_guns(b: Brush) -> None:
    _gun(b, (0.2, 0.98), -55, BRIGHT_STEEL)
    _gun(b, (0.8, 0.98), -125, BRIGHT_STEEL)


def mirror(b: Brush) -> None:
    b.line(BRASS, (0.78, 0.8), (0.86, 0.98), 0.05)
    b.ellipse(BRASS, (0.78, 0.72), 0.24, 0.28)
    b.ellipse(GLASS, (0.78, 0.72), 0.18, 0.22)
    b.line(CREAM, (0.73, 0.66), (0.76, 0.62), 0.02)


def bullets(b: Brush) -> None:
    for x in (0.74, 0.86):
        b.rect(BRASS, (x - 0.04, 0.74, 0.08, 0.2), 0.01)
        b.ellipse(shade(BRASS, 0.8), (x, 0.74), 0.08, 0.14)
        b.line(shade(BRASS, 0.6), (x - 0.04, 0.9), (x + 0.04, 0.9), 0.015)


def horseshoe(b: Brush) -> None:
    b.arc(STEEL, (0.8, 0.8), 0.1, 160, 380, 0.06)
    for angle in (190, 250, 290, 350):
        x = 0.8 + 0.1 * math.cos(math.radians(angle))
        y = 0.8 + 0.1 * math.sin(math.radians(angle))
        b.circle(INK, (x, y), 0.01)


def three_cards(b: Brush) -> None:
    for i, angle in enumerate((-20, 0, 20)):
        _card(b, 0.72 + i * 0.08, 0.82 - (0.02 if i == 1 else 0), angle, pip=RED if i != 1 else INK)


def card(b: Brush) -> None:
    _card(b, 0.8, 0.8, 12)
    b.polygon(RED, [(0.8, 0.76), (0.83, 0.8), (0.8, 0.84), (0.77, 0.8)])


def beer(b: Brush) -> None:
    b.rect(GLASS, (0.68, 0.7, 0.2, 0.28), 0.02)
    b.rect(BEER, (0.7, 0.74, 0.16, 0.24), 0.01)
    b.ellipse(FOAM, (0.78, 0.71), 0.24, 0.08)
    b.arc(GLASS, (0.9, 0.84), 0.06, -90, 90, 0.03)


def empty_hand(b: Brush) -> None:
    b.ellipse((236, 190, 150), (0.8, 0.84), 0.2, 0.16)
    for i in range(4):
        b.line((236, 190, 150), (0.73 + i * 0.045, 0.82), (0.72 + i * 0.05, 0.7), 0.035)
    b.line((236, 190, 150), (0.7, 0.88), (0.62, 0.8), 0.04)


def guns(b: Brush) -> None:
    for i, angle in enumerate((-50, -80, -110)):
        _gun(b, (0.66 + i * 0.12, 0.98), angle, BRIGHT_STEEL if i != 1 else BRASS)


def scope(b: Brush) -> None:
    b.circle(INK, (0.8, 0.8), 0.13)
    b.circle(GLASS, (0.8, 0.8), 0.1)
    b.line(RED, (0.7, 0.8), (0.9, 0.8), 0.015)
    b.line(RED, (0.8, 0.7), (0.8, 0.9), 0.015)


def horse(b: Brush) -> None:
    brown = (176, 116, 64)
    b.polygon(brown, [(0.72, 0.98), (0.7, 0.78), (0.8, 0.64), (0.94, 0.7), (0.96, 0.78), (0.86, 0.76),
                      (0.84, 0.98)])
    b.polygon((70, 44, 28), [(0.7, 0.78), (0.8, 0.64), (0.76, 0.62), (0.66, 0.76), (0.68, 0.9)])
    b.circle(INK, (0.86, 0.71), 0.012)
    b.polygon(brown, [(0.78, 0.66), (0.79, 0.58), (0.83, 0.65)])


def hand_card(b: Brush) -> None:
    _card(b, 0.8, 0.74, -8, pip=INK)
    b.ellipse((230, 180, 140), (0.78, 0.9), 0.18, 0.12)
    b.line((230, 180, 140), (0.72, 0.86), (0.76, 0.8), 0.035)


def vulture(b: Brush) -> None:
    feathers = (84, 66, 56)
    b.ellipse(feathers, (0.8, 0.86), 0.28, 0.24)
    b.polygon(feathers, [(0.66, 0.86), (0.6, 0.68), (0.76, 0.8)])
    b.ellipse(BONE, (0.85, 0.77), 0.12, 0.06)
    b.line((210, 140, 130), (0.86, 0.78), (0.86, 0.68), 0.035)
    b.circle((210, 140, 130), (0.86, 0.66), 0.04)
    b.polygon((220, 190, 90), [(0.89, 0.64), (0.95, 0.67), (0.89, 0.69)])


def diamond(b: Brush) -> None:
    b.polygon(RED, [(0.8, 0.64), (0.92, 0.8), (0.8, 0.96), (0.68, 0.8)])
    b.polygon(shade(RED, 1.4), [(0.8, 0.7), (0.85, 0.8), (0.8, 0.8)])


def star(b: Brush) -> None:
    points = []
    for i in range(10):
        r = 0.13 if i % 2 == 0 else 0.055
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((0.8 + r * math.cos(angle), 0.82 + r * math.sin(angle)))
    b.polygon(GOLD, points)
    b.polygon(shade(GOLD, 0.6), points, 0.012)


def nugget(b: Brush) -> None:
    b.polygon(GOLD, [(0.68, 0.9), (0.72, 0.76), (0.82, 0.72), (0.92, 0.8), (0.9, 0.94), (0.76, 0.96)])
    b.polygon(shade(GOLD, 1.4), [(0.74, 0.8), (0.8, 0.76), (0.78, 0.84)])
    b.polygon(shade(GOLD, 0.6), [(0.68, 0.9), (0.72, 0.76), (0.82, 0.72), (0.92, 0.8), (0.9, 0.94),
                                 (0.76, 0.96)], 0.012)


def bag(b: Brush) -> None:
    b.rect((60, 36, 26), (0.66, 0.76, 0.28, 0.22), 0.04)
    b.arc((60, 36, 26), (0.8, 0.76), 0.07, 180, 360, 0.03)
    b.rect(CREAM, (0.77, 0.81, 0.06, 0.12))
    b.rect(CREAM, (0.74, 0.84, 0.12, 0.06))


def rose(b: Brush) -> None:
    b.line((60, 120, 50), (0.78, 0.98), (0.8, 0.78), 0.025)
    b.circle((190, 30, 50), (0.8, 0.76), 0.07)
    b.arc((120, 14, 30), (0.8, 0.76), 0.035, 0, 300, 0.015)


def shovel(b: Brush) -> None:
    b.line(WOOD, (0.92, 0.58), (0.76, 0.86), 0.035)
    b.polygon(STEEL, [(0.72, 0.82), (0.82, 0.88), (0.74, 1.0), (0.64, 0.96)])


def skull(b: Brush) -> None:
    b.circle(BONE, (0.8, 0.78), 0.1)
    b.rect(BONE, (0.74, 0.82, 0.12, 0.1), 0.02)
    for x in (0.76, 0.84):
        b.circle(INK, (x, 0.78), 0.025)
    b.line(INK, (0.78, 0.9), (0.78, 0.93), 0.01)
    b.line(INK, (0.82, 0.9), (0.82, 0.93), 0.01)


def blue_card(b: Brush) -> None:
    _card(b, 0.8, 0.8, 10, BLUE_CARD, CREAM)


def two_cards(b: Brush) -> None:
    _card(b, 0.74, 0.82, -14, pip=INK)
    _card(b, 0.84, 0.8, 10)


def lasso(b: Brush) -> None:
    rope = (196, 160, 100)
    b.ellipse(rope, (0.8, 0.76), 0.26, 0.16, 0.025)
    b.line(rope, (0.72, 0.82), (0.7, 0.98), 0.025)


def deck(b: Brush) -> None:
    for i in range(4):
        b.rect(shade((150, 40, 36), 1 - i * 0.08), (0.68 + i * 0.02, 0.7 - i * 0.025, 0.16, 0.22), 0.015)
        b.rect(CREAM, (0.68 + i * 0.02, 0.7 - i * 0.025, 0.16, 0.22), 0.015, 0.008)


def fan(b: Brush) -> None:
    for i in range(6):
        _card(b, 0.8 + (i - 2.5) * 0.035, 0.82, (i - 2.5) * 14, pip=RED if i % 2 else INK)


def bottle(b: Brush) -> None:
    green = (150, 170, 90)
    b.rect(green, (0.72, 0.74, 0.14, 0.26), 0.03)
    b.rect(green, (0.76, 0.62, 0.06, 0.14), 0.01)
    b.rect((120, 80, 40), (0.755, 0.59, 0.07, 0.04))
    b.rect(CREAM, (0.73, 0.8, 0.12, 0.08))
    b.line(RED, (0.75, 0.84), (0.83, 0.84), 0.015)


ATTRIBUTE_PAINTERS: dict[Attribute, Callable[[Brush], None]] = {
    "barrel": barrel, "two_guns": two_guns, "mirror": mirror, "bullets": bullets, "horseshoe": horseshoe,
    "three_cards": three_cards, "card": card, "beer": beer, "empty_hand": empty_hand, "guns": guns,
    "scope": scope, "horse": horse, "hand_card": hand_card, "vulture": vulture, "diamond": diamond, "star": star,
    "nugget": nugget, "bag": bag, "rose": rose, "shovel": shovel, "skull": skull, "blue_card": blue_card,
    "two_cards": two_cards, "lasso": lasso, "deck": deck, "fan": fan, "bottle": bottle,
}
