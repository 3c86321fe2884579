"""What each character's portrait shows, as data: skin, hair, beard, hat, clothes, the backdrop's colour and an
attribute taken from the ability (Jourdonnais' barrel, Calamity Janet's two guns, Vera Custer's mirror...).

One painter reads this table (scenes/art/portraits.py); no two characters share hat, colours and attribute,
so that each is told from the others at a seat's size."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from scenes.cards.palette import Colour

Hat = Literal["stetson", "sombrero", "bowler", "top", "feather", "cap", "flat", "fur", "bare"]
Hair = Literal["short", "long", "bun", "bald", "curly"]
Beard = Literal["none", "moustache", "full", "goatee", "stubble", "long"]
Garment = Literal["shirt", "vest", "coat", "poncho", "dress", "suit"]
Mark = Literal["plain", "scar", "bandage", "blank", "glasses", "freckles"]
Attribute = Literal[
    "none", "barrel", "two_guns", "mirror", "bullets", "horseshoe", "three_cards", "card", "beer", "empty_hand",
    "guns", "scope", "horse", "hand_card", "vulture", "diamond", "star", "nugget", "bag", "rose", "shovel",
    "skull", "blue_card", "two_cards", "lasso", "deck", "fan", "bottle",
]

FAIR: Colour = (238, 196, 160)
LIGHT: Colour = (226, 178, 136)
TANNED: Colour = (198, 142, 98)
BROWN: Colour = (160, 108, 70)
DARK: Colour = (122, 80, 52)


@dataclass(frozen=True, slots=True)
class Traits:
    """How one character looks."""

    skin: Colour
    hair: Colour
    hair_style: Hair
    beard: Beard
    hat: Hat
    hat_colour: Colour
    clothes: Colour
    garment: Garment
    backdrop: Colour
    attribute: Attribute = "none"
    mark: Mark = "plain"
    woman: bool = False
    young: bool = False


def _t(skin: Colour, hair: Colour, hair_style: Hair, beard: Beard, hat: Hat, hat_colour: Colour, clothes: Colour,
       garment: Garment, backdrop: Colour, attribute: Attribute = "none", mark: Mark = "plain", *,
       woman: bool = False, young: bool = False) -> Traits:
    return Traits(skin, hair, hair_style, beard, hat, hat_colour, clothes, garment, backdrop, attribute, mark,
                  woman, young)


TRAITS: dict[str, Traits] = {
    # the base game
    "Bart Cassidy": _t(LIGHT, (96, 60, 34), "short", "moustache", "stetson", (120, 84, 50), (70, 96, 130), "vest",
                       (196, 150, 96), "none", "bandage"),
    "Black Jack": _t(FAIR, (30, 26, 24), "short", "goatee", "top", (28, 26, 28), (26, 26, 30), "suit",
                     (150, 40, 44), "card"),
    "Calamity Janet": _t(LIGHT, (170, 70, 34), "long", "none", "stetson", (176, 132, 80), (150, 110, 64), "shirt",
                         (110, 136, 92), "two_guns", woman=True),
    "El Gringo": _t(FAIR, (214, 180, 96), "short", "stubble", "flat", (96, 86, 74), (180, 60, 40), "poncho",
                    (214, 176, 110)),
    "Jesse Jones": _t(LIGHT, (70, 46, 30), "short", "moustache", "stetson", (40, 34, 30), (120, 70, 46), "coat",
                      (96, 120, 150), "hand_card"),
    "Jourdonnais": _t(LIGHT, (40, 32, 28), "short", "moustache", "cap", (60, 70, 110), (200, 190, 170), "vest",
                      (140, 104, 70), "barrel"),
    "Kit Carlson": _t(TANNED, (200, 200, 196), "short", "long", "stetson", (150, 120, 84), (90, 110, 70), "shirt",
                      (176, 120, 76), "three_cards"),
    "Lucky Duke": _t(FAIR, (150, 96, 50), "short", "none", "bowler", (96, 96, 100), (50, 110, 70), "suit",
                     (214, 196, 120), "horseshoe"),
    "Paul Regret": _t(LIGHT, (60, 40, 26), "short", "moustache", "stetson", (230, 222, 200), (60, 60, 70), "coat",
                      (120, 70, 60), "horse"),
    "Pedro Ramirez": _t(BROWN, (24, 20, 18), "short", "moustache", "sombrero", (200, 164, 96), (170, 40, 36),
                        "shirt", (226, 150, 70)),
    "Rose Doolan": _t(FAIR, (60, 36, 24), "long", "none", "stetson", (130, 40, 60), (200, 200, 210), "shirt",
                      (170, 100, 120), "scope", woman=True),
    "Sid Ketchum": _t(LIGHT, (170, 170, 170), "bald", "moustache", "bare", (0, 0, 0), (120, 40, 40), "vest",
                      (120, 150, 110), "beer"),
    "Slab the Killer": _t(TANNED, (30, 28, 26), "short", "stubble", "stetson", (20, 20, 22), (60, 50, 44), "coat",
                          (110, 50, 40), "bullets", "scar"),
    "Suzy Lafayette": _t(FAIR, (226, 196, 110), "bun", "none", "bare", (0, 0, 0), (200, 110, 140), "dress",
                         (150, 170, 200), "empty_hand", woman=True),
    "Vulture Sam": _t(TANNED, (90, 90, 90), "bald", "stubble", "top", (70, 66, 60), (44, 40, 40), "coat",
                      (170, 160, 120), "vulture"),
    "Willy the Kid": _t(FAIR, (200, 130, 60), "short", "none", "stetson", (210, 180, 130), (60, 90, 150), "vest",
                        (180, 196, 220), "guns", "freckles", young=True),
    # Dodge City
    "Apache Kid": _t(BROWN, (20, 18, 18), "long", "none", "feather", (190, 50, 40), (180, 140, 90), "shirt",
                     (220, 190, 150), "diamond", young=True),
    "Belle Star": _t(FAIR, (36, 26, 24), "curly", "none", "stetson", (30, 30, 34), (150, 30, 40), "dress",
                     (230, 200, 140), "star", woman=True),
    "Bill Noface": _t(LIGHT, (80, 60, 40), "short", "none", "stetson", (110, 96, 80), (80, 70, 60), "coat",
                      (100, 100, 104), "none", "blank"),
    "Chuck Wengam": _t(TANNED, (110, 70, 40), "short", "full", "fur", (120, 84, 50), (150, 90, 50), "shirt",
                       (100, 80, 60), "nugget"),
    "Doc Holyday": _t(FAIR, (80, 56, 36), "short", "moustache", "bowler", (40, 36, 34), (230, 230, 224), "suit",
                      (80, 110, 100), "bag", "glasses"),
    "Elena Fuente": _t(TANNED, (26, 20, 20), "long", "none", "bare", (0, 0, 0), (30, 26, 30), "dress",
                       (200, 90, 70), "rose", woman=True),
    "Greg Digger": _t(LIGHT, (130, 90, 50), "short", "stubble", "cap", (130, 110, 70), (110, 80, 50), "shirt",
                      (140, 150, 100), "shovel"),
    "Herb Hunter": _t(TANNED, (90, 60, 40), "short", "full", "fur", (90, 64, 40), (80, 100, 60), "coat",
                      (200, 200, 180), "skull"),
    "Jose Delgado": _t(BROWN, (40, 30, 24), "short", "moustache", "flat", (30, 30, 30), (70, 100, 160), "vest",
                       (200, 130, 90), "blue_card"),
    "Molly Stark": _t(FAIR, (180, 80, 40), "bun", "none", "bare", (0, 0, 0), (90, 120, 80), "dress",
                      (210, 180, 190), "two_cards", woman=True),
    "Pat Brennan": _t(LIGHT, (150, 110, 60), "short", "moustache", "stetson", (180, 120, 60), (150, 50, 40), "shirt",
                      (120, 150, 170), "lasso"),
    "Pixie Pete": _t(FAIR, (230, 200, 120), "curly", "none", "cap", (60, 110, 60), (210, 170, 60), "shirt",
                     (150, 110, 160), "deck", "freckles", young=True),
    "Sean Mallory": _t(FAIR, (190, 70, 30), "curly", "full", "bowler", (40, 90, 50), (90, 70, 50), "vest",
                       (120, 170, 110), "fan"),
    "Tequila Joe": _t(BROWN, (60, 40, 30), "short", "stubble", "stetson", (220, 196, 130), (220, 210, 180), "poncho",
                      (90, 140, 110), "bottle"),
    "Vera Custer": _t(FAIR, (226, 226, 232), "long", "none", "top", (70, 40, 90), (110, 60, 120), "dress",
                      (170, 190, 200), "mirror", woman=True),
}
