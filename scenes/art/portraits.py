"""The characters' portraits: a bust (backdrop, clothes, face, hair and beard, hat, the ability's attribute)
painted from the traits table at four times the size and scaled down, in three states: alive, a ghost (Ghost
Town: pale, see-through, fading into a wisp) and dead (sepia, with a grave's cross).

``portrait(name, size, state)`` paints a picture once per name, size and state; after that it comes from the
cache."""
from __future__ import annotations

from enum import StrEnum

import pygame

from scenes.art.attributes import ATTRIBUTE_PAINTERS
from scenes.art.brush import Brush
from scenes.art.cache import PictureCache
from scenes.art.traits import TRAITS, Traits
from scenes.cards.palette import INK, Colour, shade

SUPERSAMPLING = 4
FRAME: Colour = (120, 84, 44)
FRAME_LIGHT: Colour = (214, 170, 90)
WHITE: Colour = (246, 242, 232)
BANDAGE: Colour = (238, 234, 222)
UNKNOWN = Traits((220, 176, 136), (90, 60, 40), "short", "none", "stetson", (110, 80, 50), (100, 80, 60), "shirt",
                 (150, 130, 100))


class PortraitState(StrEnum):
    ALIVE = "alive"
    GHOST = "ghost"
    DEAD = "dead"


CACHE = PictureCache()


def portrait_state(alive: bool, ghost: bool) -> PortraitState:
    """How a seat's player is shown: a ghost (Ghost Town) is out of the game but back for his turn."""
    if ghost:
        return PortraitState.GHOST
    return PortraitState.ALIVE if alive else PortraitState.DEAD


def portrait(name: str, size: int, state: PortraitState = PortraitState.ALIVE) -> pygame.Surface:
    """The portrait of the character ``name``, ``size`` pixels square, from the cache when it was painted."""
    size = max(8, size)
    return CACHE.get(("portrait", name, size, state), lambda: paint_portrait(TRAITS.get(name, UNKNOWN), size, state))


def paint_portrait(traits: Traits, size: int, state: PortraitState) -> pygame.Surface:
    big = pygame.Surface((size * SUPERSAMPLING, size * SUPERSAMPLING), pygame.SRCALPHA)
    paint_bust(Brush(big), traits)
    picture = pygame.transform.smoothscale(big, (size, size))
    if state is PortraitState.GHOST:
        return ghostly(picture)
    if state is PortraitState.DEAD:
        return deceased(picture)
    return picture


# --- the bust ----------------------------------------------------------------------------------------------


def paint_bust(b: Brush, t: Traits) -> None:
    backdrop(b, t.backdrop)
    if t.hair_style in ("long", "curly") and t.mark != "blank":
        hair_behind(b, t)
    clothes(b, t)
    head(b, t)
    if t.mark != "blank":
        face(b, t)
    else:
        no_face(b, t)
    hair_front(b, t)
    hat(b, t)
    painter = ATTRIBUTE_PAINTERS.get(t.attribute)
    if painter is not None:
        painter(b)
    frame(b)


def backdrop(b: Brush, colour: Colour) -> None:
    """A vertical gradient in the backdrop's colour, light at the top like a sky, with a horizon line."""
    steps = 16
    for i in range(steps):
        b.rect(shade(colour, 1.25 - 0.5 * i / steps), (0, i / steps, 1, 1 / steps + 0.01))
    b.rect(shade(colour, 0.7), (0, 0.7, 1, 0.3))


def frame(b: Brush) -> None:
    b.rect(FRAME, (0, 0, 1, 1), 0.08, 0.05)
    b.rect(FRAME_LIGHT, (0.025, 0.025, 0.95, 0.95), 0.07, 0.012)


def hair_behind(b: Brush, t: Traits) -> None:
    if t.hair_style == "long":
        b.polygon(t.hair, [(0.3, 0.36), (0.7, 0.36), (0.76, 0.78), (0.24, 0.78)])
    else:
        for x, y in ((0.3, 0.5), (0.7, 0.5), (0.28, 0.64), (0.72, 0.64), (0.34, 0.72), (0.66, 0.72)):
            b.circle(t.hair, (x, y), 0.08)


def clothes(b: Brush, t: Traits) -> None:
    dark = shade(t.clothes, 0.7)
    width = 0.36 if t.woman or t.young else 0.44
    if t.garment == "poncho":
        b.polygon(t.clothes, [(0.5, 0.66), (0.98, 0.96), (0.98, 1.0), (0.02, 1.0), (0.02, 0.96)])
        for y, colour in ((0.86, shade(t.clothes, 1.5)), (0.93, dark)):
            b.polygon(colour, [(0.5 - (y - 0.66) * 1.6, y), (0.5 + (y - 0.66) * 1.6, y),
                               (0.5 + (y + 0.03 - 0.66) * 1.6, y + 0.03), (0.5 - (y + 0.03 - 0.66) * 1.6, y + 0.03)])
        b.polygon(dark, [(0.44, 0.7), (0.56, 0.7), (0.5, 0.78)])
        return
    b.ellipse(t.clothes, (0.5, 1.02), width * 2.2, 0.58)
    if t.garment == "dress":
        b.ellipse(t.skin, (0.5, 0.78), 0.26, 0.14)
        b.ellipse(shade(t.clothes, 1.3), (0.5, 0.86), 0.34, 0.05, 0.012)
    elif t.garment in ("coat", "suit"):
        shirt = WHITE if t.garment == "suit" else shade(t.clothes, 1.5)
        b.polygon(shirt, [(0.42, 0.74), (0.58, 0.74), (0.5, 0.96)])
        b.polygon(dark, [(0.42, 0.74), (0.5, 0.96), (0.36, 0.84)])
        b.polygon(dark, [(0.58, 0.74), (0.5, 0.96), (0.64, 0.84)])
        if t.garment == "suit":
            b.polygon(INK, [(0.46, 0.76), (0.54, 0.76), (0.5, 0.8)])
    elif t.garment == "vest":
        b.polygon(shade(t.clothes, 1.6), [(0.42, 0.74), (0.58, 0.74), (0.56, 1.0), (0.44, 1.0)])
        for y in (0.86, 0.94):
            b.circle(INK, (0.5, y), 0.012)
    else:
        b.polygon(dark, [(0.44, 0.74), (0.56, 0.74), (0.5, 0.82)])
        b.line(dark, (0.5, 0.82), (0.5, 1.0), 0.012)


def head(b: Brush, t: Traits) -> None:
    b.rect(shade(t.skin, 0.85), (0.44, 0.56, 0.12, 0.2))
    width, height = (0.3, 0.36) if t.young or t.woman else (0.32, 0.4)
    b.ellipse(shade(t.skin, 0.9), (0.335, 0.5), 0.06, 0.1)
    b.ellipse(shade(t.skin, 0.9), (0.665, 0.5), 0.06, 0.1)
    b.ellipse(t.skin, (0.5, 0.48), width, height)


def face(b: Brush, t: Traits) -> None:
    brow = shade(t.hair, 0.8) if t.hair_style != "bald" else shade(t.skin, 0.6)
    for side in (-1, 1):
        x = 0.5 + side * 0.065
        b.ellipse(WHITE, (x, 0.47), 0.05, 0.03)
        b.circle(INK, (x, 0.47), 0.014)
        b.line(brow, (x - 0.03, 0.43 - (0.008 if t.woman else 0)), (x + 0.03, 0.43), 0.014)
    b.line(shade(t.skin, 0.75), (0.5, 0.48), (0.49, 0.54), 0.014)
    lips = (170, 60, 60) if t.woman else shade(t.skin, 0.6)
    b.line(lips, (0.47, 0.59), (0.53, 0.59), 0.016 if t.woman else 0.012)
    if t.woman:
        for side in (-1, 1):
            b.circle(shade((230, 130, 120), 1.0), (0.5 + side * 0.09, 0.54), 0.02)
    beard(b, t)
    if t.mark == "scar":
        b.line((150, 50, 50), (0.58, 0.42), (0.62, 0.56), 0.012)
        for y in (0.46, 0.5):
            b.line((150, 50, 50), (0.575, y), (0.625, y + 0.01), 0.008)
    elif t.mark == "bandage":
        b.polygon(BANDAGE, [(0.34, 0.36), (0.66, 0.3), (0.67, 0.36), (0.34, 0.42)])
        b.circle((190, 40, 40), (0.6, 0.35), 0.018)
    elif t.mark == "glasses":
        for side in (-1, 1):
            b.circle(INK, (0.5 + side * 0.065, 0.47), 0.035, 0.008)
        b.line(INK, (0.47, 0.465), (0.53, 0.465), 0.008)
    elif t.mark == "freckles":
        for x, y in ((0.42, 0.52), (0.45, 0.54), (0.55, 0.54), (0.58, 0.52)):
            b.circle(shade(t.skin, 0.7), (x, y), 0.008)


def beard(b: Brush, t: Traits) -> None:
    colour = t.hair
    if t.beard == "moustache":
        b.polygon(colour, [(0.44, 0.575), (0.5, 0.555), (0.56, 0.575), (0.58, 0.6), (0.5, 0.575), (0.42, 0.6)])
    elif t.beard == "goatee":
        b.polygon(colour, [(0.46, 0.57), (0.54, 0.57), (0.53, 0.58), (0.47, 0.58)])
        b.polygon(colour, [(0.47, 0.62), (0.53, 0.62), (0.5, 0.7)])
    elif t.beard == "stubble":
        b.polygon(shade(t.skin, 0.8), [(0.37, 0.52), (0.63, 0.52), (0.58, 0.64), (0.5, 0.67), (0.42, 0.64)])
        b.line(shade(t.skin, 0.55), (0.47, 0.6), (0.53, 0.6), 0.012)
    elif t.beard in ("full", "long"):
        bottom = 0.8 if t.beard == "long" else 0.7
        b.polygon(colour, [(0.35, 0.48), (0.4, 0.6), (0.5, 0.58), (0.6, 0.6), (0.65, 0.48), (0.64, 0.6),
                           (0.5, bottom), (0.36, 0.6)])
        b.polygon(colour, [(0.43, 0.57), (0.57, 0.57), (0.6, 0.62), (0.5, 0.6), (0.4, 0.62)])
        b.line(shade(t.skin, 0.6), (0.47, 0.615), (0.53, 0.615), 0.012)


def no_face(b: Brush, t: Traits) -> None:
    """Bill Noface: a head wrapped in cloth, no eyes, no mouth."""
    cloth = (214, 206, 186)
    b.ellipse(cloth, (0.5, 0.48), 0.32, 0.4)
    for y in (0.38, 0.46, 0.54, 0.62):
        b.line(shade(cloth, 0.75), (0.37, y), (0.63, y + 0.02), 0.01)
    b.ellipse(INK, (0.56, 0.47), 0.05, 0.03)


def hair_front(b: Brush, t: Traits) -> None:
    if t.hair_style == "bald" or t.mark == "blank":
        if t.hair_style == "bald":
            b.ellipse(t.hair, (0.34, 0.44), 0.04, 0.1)
            b.ellipse(t.hair, (0.66, 0.44), 0.04, 0.1)
        return
    b.polygon(t.hair, [(0.34, 0.44), (0.37, 0.32), (0.5, 0.28), (0.63, 0.32), (0.66, 0.44), (0.6, 0.36),
                       (0.5, 0.35), (0.4, 0.36)])
    if t.hair_style == "bun" and t.hat == "bare":
        b.circle(t.hair, (0.5, 0.25), 0.08)
    if t.hair_style == "curly":
        for x in (0.36, 0.44, 0.52, 0.6):
            b.circle(t.hair, (x + 0.02, 0.32), 0.05)


def hat(b: Brush, t: Traits) -> None:
    c, dark, light = t.hat_colour, shade(t.hat_colour, 0.65), shade(t.hat_colour, 1.3)
    match t.hat:
        case "stetson":
            b.polygon(c, [(0.34, 0.3), (0.36, 0.14), (0.44, 0.1), (0.5, 0.14), (0.56, 0.1), (0.64, 0.14), (0.66, 0.3)])
            b.rect(dark, (0.345, 0.25, 0.31, 0.05))
            b.ellipse(c, (0.5, 0.31), 0.64, 0.1)
            b.ellipse(light, (0.5, 0.3), 0.5, 0.04, 0.008)
        case "sombrero":
            b.ellipse(c, (0.5, 0.3), 0.96, 0.16)
            b.ellipse(dark, (0.5, 0.3), 0.96, 0.16, 0.02)
            b.polygon(c, [(0.38, 0.3), (0.42, 0.08), (0.5, 0.04), (0.58, 0.08), (0.62, 0.3)])
            b.rect((170, 40, 36), (0.39, 0.23, 0.22, 0.04))
        case "bowler":
            b.ellipse(c, (0.5, 0.24), 0.3, 0.24)
            b.rect(c, (0.35, 0.23, 0.3, 0.07))
            b.ellipse(c, (0.5, 0.3), 0.42, 0.06)
            b.rect(dark, (0.35, 0.25, 0.3, 0.03))
        case "top":
            b.rect(c, (0.36, 0.02, 0.28, 0.28))
            b.rect(light, (0.36, 0.02, 0.28, 0.28), 0, 0.008)
            b.rect((150, 30, 40) if t.woman else dark, (0.36, 0.22, 0.28, 0.05))
            b.ellipse(c, (0.5, 0.3), 0.46, 0.06)
        case "feather":
            b.rect(c, (0.34, 0.31, 0.32, 0.04))
            b.polygon((240, 236, 220), [(0.6, 0.32), (0.7, 0.08), (0.74, 0.1), (0.64, 0.33)])
            b.polygon(INK, [(0.7, 0.08), (0.74, 0.1), (0.73, 0.14), (0.69, 0.12)])
        case "cap":
            b.ellipse(c, (0.5, 0.31), 0.34, 0.2)
            b.polygon(c, [(0.34, 0.31), (0.66, 0.31), (0.66, 0.35), (0.34, 0.35)])
            b.polygon(dark, [(0.5, 0.34), (0.76, 0.33), (0.74, 0.37), (0.5, 0.37)])
        case "flat":
            b.rect(c, (0.37, 0.17, 0.26, 0.13))
            b.rect(light, (0.37, 0.25, 0.26, 0.03))
            b.rect(c, (0.12, 0.29, 0.76, 0.035), 0.015)
        case "fur":
            b.ellipse(c, (0.5, 0.27), 0.38, 0.22)
            for x in (0.38, 0.46, 0.54, 0.62):
                b.line(dark, (x, 0.2), (x + 0.02, 0.34), 0.012)
            b.polygon(c, [(0.64, 0.28), (0.78, 0.5), (0.72, 0.54), (0.62, 0.34)])
            b.line(dark, (0.7, 0.42), (0.76, 0.48), 0.02)
        case "bare":
            pass


# --- the states --------------------------------------------------------------------------------------------


GHOST_LIGHT = (150, 190, 230)
GHOST_ALPHA = 150
SEPIA = (255, 214, 160)


def ghostly(picture: pygame.Surface) -> pygame.Surface:
    """Pale blue-white, see-through, the bottom fading into a wavy wisp."""
    ghost = pygame.transform.grayscale(picture)
    ghost.fill((70, 80, 90, 0), special_flags=pygame.BLEND_RGBA_ADD)
    ghost.fill((*GHOST_LIGHT, 255), special_flags=pygame.BLEND_RGBA_MULT)
    ghost.fill((60, 70, 80, 0), special_flags=pygame.BLEND_RGBA_ADD)
    width, height = ghost.get_size()
    fade = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        alpha = GHOST_ALPHA if y < height * 0.6 else int(GHOST_ALPHA * (1 - (y - height * 0.6) / (height * 0.4)))
        pygame.draw.line(fade, (255, 255, 255, max(0, alpha)), (0, y), (width, y))
    ghost.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return ghost


def deceased(picture: pygame.Surface) -> pygame.Surface:
    """Sepia and darker, like an old photograph, with a grave's cross in the top corner."""
    dead = pygame.transform.grayscale(picture)
    dead.fill((*SEPIA, 255), special_flags=pygame.BLEND_RGBA_MULT)
    dead.fill((200, 190, 180, 255), special_flags=pygame.BLEND_RGBA_MULT)
    size = dead.get_width()
    big = pygame.Surface((size * SUPERSAMPLING, size * SUPERSAMPLING), pygame.SRCALPHA)
    b = Brush(big)
    b.rect(INK, (0.74, 0.06, 0.08, 0.3), 0.01)
    b.rect(INK, (0.66, 0.13, 0.24, 0.07), 0.01)
    b.rect((236, 226, 206), (0.755, 0.075, 0.05, 0.27), 0.01)
    b.rect((236, 226, 206), (0.675, 0.145, 0.21, 0.04), 0.01)
    dead.blit(pygame.transform.smoothscale(big, (size, size)), (0, 0))
    return dead
