"""Card illustrations: each card name's setting (the backdrop) and, for some, a drawn subject.

The picture sits in the art panel between a card's name and its text. Every card is set
in a scene (desert, saloon, street, tooled leather); cards whose pictogram is a symbol
rather than a thing (BANG!'s target, the weapons' reach disc, Stagecoach's cards) get a
drawn subject, and their pictogram moves to a small roundel in the panel's corner, where
its number (reach, cards drawn, distance) stays readable. One module per family, like
``scenes.cards.glyphs``; shared materials in ``materials``.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes.cards.art import equipment, shots, supplies, thefts
from scenes.cards.art.materials import backdrop
from scenes.cards.palette import Colour, shade
from scenes.cards.pen import Pen

Art = Callable[[Pen, float, float, float, float, int], None]

ART: dict[str, Art] = {}
for _family in (shots, supplies, thefts, equipment):
    for _name, _art in _family.ART.items():
        if _name in ART:
            raise ValueError(f"art {_name!r} is defined twice")
        ART[_name] = _art


@dataclass(frozen=True, slots=True)
class Illustration:
    """Where a card is set and what is drawn there (``None``: its emblem, large, is the subject)."""

    setting: str
    subject: str | None = None
    corner_right: bool = False
    """The pictogram sits in the top right corner (for subjects whose heads are at the top left)."""


def _set(setting: str, *names: str) -> dict[str, Illustration]:
    return {name: Illustration(setting) for name in names}


CARD_ART: dict[str, Illustration] = {
    **_set("desert", "Springfield", "Howitzer", "Knife", "Derringer", "Dodge",
           "Conestoga", "Pony Express", "Canteen"),
    **_set("saloon", "Beer", "Whisky", "Tequila", "Rag Time", "Brawl", "Can Can", "Punch", "Barrel"),
    **_set("street", "Pepperbox", "Jail", "Dynamite", "Hideout", "Bible"),
    **_set("dusk", "Buffalo Rifle"),
    **_set("leather", "Binocular", "Iron Plate", "Ten Gallon Hat", "Sombrero"),
    "Bang!": Illustration("desert", "revolver_firing"),
    "Gatling": Illustration("desert", "gatling_gun"),
    "Duel": Illustration("street", "gunmen_facing"),
    "Indians!": Illustration("desert", "arrows"),
    "Missed!": Illustration("desert", "holed_hat"),
    "Saloon": Illustration("street", "saloon_doors"),
    "General Store": Illustration("saloon", "store_counter"),
    "Stagecoach": Illustration("desert", "stagecoach"),
    "Wells Fargo": Illustration("street", "strongbox"),
    "Panic!": Illustration("street", "snatching_hand"),
    "Cat Balou": Illustration("desert", "rider", corner_right=True),
    "Scope": Illustration("leather", "spyglass"),
    "Mustang": Illustration("desert", "horse_head"),
    "Volcanic": Illustration("leather", "volcanic"),
    "Schofield": Illustration("leather", "schofield"),
    "Remington": Illustration("leather", "remington"),
    "Rev. Carabine": Illustration("leather", "carabine"),
    "Winchester": Illustration("leather", "winchester"),
}
"""Illustrations by English card name."""

DEFAULT = Illustration("desert")
EVENT_SETTING = "dusk"


def illustration_for(name: str) -> Illustration:
    """A card's illustration (a plain desert for a card without an entry)."""
    return CARD_ART.get(name, DEFAULT)


def paint_setting(pen: Pen, setting: str, rect: tuple[float, float, float, float], edge: Colour) -> None:
    """Blit the cached backdrop into ``rect`` (final pixels) and outline the panel."""
    x, y, w, h = rect
    scale = round(pen.scale)
    surface = backdrop(setting, max(1, round(w)), max(1, round(h)), scale)
    pen.surface.blit(surface, (round(x * pen.scale), round(y * pen.scale)))
    pen.rect(shade(edge, 0.8), (x, y, round(w), round(h)), max(0.5, w * 0.012), radius=max(1.0, w * 0.03))


def paint_subject(
    pen: Pen, illustration: Illustration, rect: tuple[float, float, float, float],
    clip_to: tuple[float, float, float, float], value: int,
) -> None:
    """Draw the illustration's subject inside ``rect``, clipped to ``clip`` (the whole panel)."""
    if illustration.subject is None:
        return
    x, y, w, h = rect
    cx, cy, cw, ch = clip_to
    clip = pen.surface.get_clip()
    pen.surface.set_clip(pygame.Rect(round(cx * pen.scale), round(cy * pen.scale), round(cw * pen.scale),
                                     round(ch * pen.scale)))
    ART[illustration.subject](pen, x, y, w, h, value)
    pen.surface.set_clip(clip)
