"""Builds ``title.ttf`` ("Bang Slab") from Roboto Slab Bold, as shipped by Debian's fonts-roboto-slab.

Not run by the game or the tests: the built font is committed. To rebuild, in a virtualenv of its own
(not the game's)::

    apt-get install fonts-roboto-slab
    pip install fonttools          # 4.68 rebuilds the committed file byte for byte
    python assets/fonts/build_title_font.py

Changes made to Roboto Slab Bold (Apache License 2.0, see LICENSE-RobotoSlab.txt):

* the CFF outlines are converted to TrueType (quadratic) outlines with fontTools' cu2qu,
  so the file is a ``.ttf``; no glyph is redrawn;
* every glyph, its advance and the kerning are condensed to ``CONDENSE`` (86 %) of their width,
  then spaced out by ``TRACKING`` units on each side, so condensed letters stay apart at 7-11 px;
* the line's ascent and descent are those of the letters the game shows (Czech, Russian, the
  suits) instead of Roboto's room for stacked Vietnamese accents, so a line of a given height
  holds larger letters;
* the font gets a ``prep`` program and a ``gasp`` table: FreeType auto-hints a TrueType font that
  has no hinting program at all, and its auto-hinter wrecks these condensed letters below about
  20 px ("Bang!" read "Bag!"); with them it draws the outlines as they are, anti-aliased;
* the marker glyph ``.ttfautohint`` left over from Google's build is dropped (the font is not hinted);
* glyphs drawn here are added for characters Roboto Slab lacks and the game shows:
  the card suits ♠ ♣ ♥ ♦, the arrows ← → ↔ and the hyphens U+2010/U+2011/U+2012
  (copies of the hyphen and en dash);
* the family is renamed "Bang Slab", since "Roboto Slab" is a trademark of Google
  and this is a modified version.
"""
from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.recordingPen import DecomposingRecordingPen
from fontTools.pens.transformPen import TransformPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables import ttProgram
from fontTools.ttLib.tables._g_l_y_f import Glyph

SOURCE = Path("/usr/share/fonts/opentype/roboto/slab/RobotoSlab-Bold.otf")
TARGET = Path(__file__).resolve().parent / "title.ttf"
FAMILY = "Bang Slab"
MAX_ERR = 1.0
"""cu2qu tolerance in font units (of 2048 per em): invisible."""
CONDENSE = 0.86
"""Horizontal scale of every Roboto Slab glyph: a condensed poster face that fits long Russian and Czech names."""
TRACKING = 40
"""Font units (of 2048 per em) added on each side of every glyph: condensed bold letters touch at small sizes
without it ("Cole" read "Cde")."""
GAME_CHARACTERS = "".join(chr(code) for first, last in (
    (0x20, 0x7E), (0xA0, 0xFF), (0x400, 0x45F), (0x2010, 0x2026), (0x2190, 0x2194), (0x2660, 0x2666),
) for code in range(first, last + 1)) + "ČčĎďĚěŇňŘřŠšŤťŮůŽž№\N{MINUS SIGN}"
"""What titles show: Latin with Czech, Russian, typography, arrows and suits; the line is fitted to these."""

Point = tuple[float, float]
Pen = TTGlyphPen | Cu2QuPen


def convert_to_truetype(font: TTFont, condense: float = 1.0, tracking: int = 0) -> None:
    """Replace the CFF table by glyf/loca with quadratic outlines (as fontTools' otf2ttf snippet does).

    Outlines, advances and positioning are scaled horizontally by ``condense``; then every outline and
    anchor moves ``tracking`` units right and every advance (but a mark's zero) grows by twice that.
    """
    glyph_order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyphs: dict[str, Glyph] = {}
    for name in glyph_order:
        tt_pen = TTGlyphPen(None)
        pen = Cu2QuPen(tt_pen, MAX_ERR, reverse_direction=True)
        recording = DecomposingRecordingPen(glyph_set)
        glyph_set[name].draw(recording)
        recording.replay(TransformPen(pen, (condense, 0, 0, 1, tracking, 0)))
        glyphs[name] = tt_pen.glyph()
    font["loca"] = newTable("loca")
    glyf = font["glyf"] = newTable("glyf")
    glyf.glyphOrder = glyph_order
    glyf.glyphs = glyphs
    del font["CFF "]
    if "VORG" in font:
        del font["VORG"]
    glyf.compile(font)
    font["head"].glyphDataFormat = 0
    maxp = font["maxp"]
    maxp.tableVersion = 0x00010000
    for attr in ("maxZones", "maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                 "maxStackElements", "maxSizeOfInstructions", "maxComponentElements"):
        setattr(maxp, attr, 0)
    maxp.maxZones = 1
    maxp.maxComponentDepth = 0
    post = font["post"]
    post.formatType = 2.0
    post.extraNames = []
    post.mapping = {}
    post.glyphOrder = glyph_order
    font.sfntVersion = "\x00\x01\x00\x00"
    hmtx = font["hmtx"]
    for name in glyph_order:
        glyph = glyphs[name]
        glyph.recalcBounds(glyf)
        advance, _ = hmtx[name]
        spaced = round(advance * condense) + 2 * tracking if advance else 0
        hmtx[name] = (spaced, getattr(glyph, "xMin", 0))
    if "GPOS" in font:
        _condense_positions(font["GPOS"].table, condense, tracking, set())
    font["OS/2"].recalcAvgCharWidth(font)


def _condense_positions(table: object, condense: float, tracking: int, seen: set[int]) -> None:
    """Scale every horizontal value of GPOS (kerning, anchors) by ``condense``; anchors move with the outlines."""
    if id(table) in seen:
        return
    seen.add(id(table))
    kind = type(table).__name__
    if kind == "ValueRecord":
        for attr in ("XPlacement", "XAdvance"):
            if hasattr(table, attr):
                setattr(table, attr, round(getattr(table, attr) * condense))
        return
    if kind == "Anchor" and hasattr(table, "XCoordinate"):
        table.XCoordinate = round(table.XCoordinate * condense) + tracking
    children = table if isinstance(table, list) else getattr(table, "__dict__", {}).values()
    for child in children:
        if isinstance(child, list) or hasattr(child, "__dict__"):
            _condense_positions(child, condense, tracking, seen)


# ------------------------------------------------------------------ new glyphs


def _scaled(points: Sequence[Point], box: tuple[float, float, float, float]) -> list[tuple[int, int]]:
    left, bottom, width, height = box
    return [(round(left + x * width), round(bottom + y * height)) for x, y in points]


def _path(pen: Pen, start: Point, segments: Sequence[Sequence[Point]], box: tuple[float, float, float, float]) -> None:
    """A closed contour in a unit box: each segment is a line (1 point) or a cubic curve (3 points)."""
    pen.moveTo(_scaled([start], box)[0])
    for segment in segments:
        points = _scaled(segment, box)
        if len(points) == 1:
            pen.lineTo(points[0])
        else:
            pen.curveTo(*points)
    pen.closePath()


def _circle(pen: Pen, cx: float, cy: float, r: float, box: tuple[float, float, float, float]) -> None:
    """A clockwise circle (y up) from four cubic quarter arcs."""
    k = 0.5523 * r
    _path(pen, (cx, cy + r), [
        ((cx + k, cy + r), (cx + r, cy + k), (cx + r, cy)),
        ((cx + r, cy - k), (cx + k, cy - r), (cx, cy - r)),
        ((cx - k, cy - r), (cx - r, cy - k), (cx - r, cy)),
        ((cx - r, cy + k), (cx - k, cy + r), (cx, cy + r)),
    ], box)


def _heart(pen: Pen, box: tuple[float, float, float, float]) -> None:
    _path(pen, (0.5, 0.0), [
        ((0.36, 0.2), (0.0, 0.42), (0.0, 0.7)),
        ((0.0, 0.88), (0.12, 1.0), (0.27, 1.0)),
        ((0.39, 1.0), (0.47, 0.93), (0.5, 0.83)),
        ((0.53, 0.93), (0.61, 1.0), (0.73, 1.0)),
        ((0.88, 1.0), (1.0, 0.88), (1.0, 0.7)),
        ((1.0, 0.42), (0.64, 0.2), (0.5, 0.0)),
    ], box)


def _diamond(pen: Pen, box: tuple[float, float, float, float]) -> None:
    _path(pen, (0.5, 0.0), [
        ((0.39, 0.2), (0.25, 0.36), (0.08, 0.5)),
        ((0.25, 0.64), (0.39, 0.8), (0.5, 1.0)),
        ((0.61, 0.8), (0.75, 0.64), (0.92, 0.5)),
        ((0.75, 0.36), (0.61, 0.2), (0.5, 0.0)),
    ], box)


def _stem(pen: Pen, box: tuple[float, float, float, float], top: float) -> None:
    """A flared foot under a spade or a club."""
    _path(pen, (0.45, top), [
        ((0.55, top),),
        ((0.55, 0.16), (0.62, 0.04), (0.74, 0.0)),
        ((0.26, 0.0),),
        ((0.38, 0.04), (0.45, 0.16), (0.45, top)),
    ], box)


def _spade(pen: Pen, box: tuple[float, float, float, float]) -> None:
    _path(pen, (0.5, 1.0), [
        ((0.64, 0.8), (1.0, 0.6), (1.0, 0.37)),
        ((1.0, 0.21), (0.88, 0.11), (0.74, 0.11)),
        ((0.63, 0.11), (0.55, 0.17), (0.5, 0.25)),
        ((0.45, 0.17), (0.37, 0.11), (0.26, 0.11)),
        ((0.12, 0.11), (0.0, 0.21), (0.0, 0.37)),
        ((0.0, 0.6), (0.36, 0.8), (0.5, 1.0)),
    ], box)
    _stem(pen, box, 0.4)


def _club(pen: Pen, box: tuple[float, float, float, float]) -> None:
    r = 0.225
    _circle(pen, 0.5, 1.0 - r, r, box)
    _circle(pen, r, 0.37, r, box)
    _circle(pen, 1.0 - r, 0.37, r, box)
    _circle(pen, 0.5, 0.48, 0.14, box)
    _stem(pen, box, 0.45)


def _arrow(left_head: bool, right_head: bool) -> Callable[[Pen, tuple[float, float, float, float]], None]:
    """A horizontal arrow with heads on the chosen ends (unit box: y 0..1, bar at 0.5)."""
    def draw(pen: Pen, box: tuple[float, float, float, float]) -> None:
        bar, head = 0.12, 0.3
        points: list[Point] = []
        # clockwise from the left end, lower edge first when going round
        if left_head:
            points += [(0.0, 0.5), (head, 1.0), (head + 0.05, 0.92), (head - 0.08, 0.5 + bar)]
        else:
            points += [(0.0, 0.5 + bar)]
        if right_head:
            points += [(1.0 - head + 0.08, 0.5 + bar), (1.0 - head - 0.05, 0.92), (1.0 - head, 1.0), (1.0, 0.5),
                       (1.0 - head, 0.0), (1.0 - head - 0.05, 0.08), (1.0 - head + 0.08, 0.5 - bar)]
        else:
            points += [(1.0, 0.5 + bar), (1.0, 0.5 - bar)]
        if left_head:
            points += [(head - 0.08, 0.5 - bar), (head + 0.05, 0.08), (head, 0.0)]
        else:
            points += [(0.0, 0.5 - bar)]
        _path(pen, points[0], [(p,) for p in points[1:]], box)
    return draw


def add_glyph(font: TTFont, name: str, codepoint: int, draw: Callable[[Pen, tuple[float, float, float, float]], None],
              box: tuple[float, float, float, float], advance: int) -> None:
    """Draw a new glyph (cubic curves converted to quadratic) and map ``codepoint`` to it."""
    tt_pen = TTGlyphPen(None)
    draw(Cu2QuPen(tt_pen, MAX_ERR), box)
    _install(font, name, codepoint, tt_pen.glyph(), advance)


def copy_glyph(font: TTFont, source: str, name: str, codepoint: int) -> None:
    """Map ``codepoint`` to a copy of an existing glyph (for hyphen variants)."""
    tt_pen = TTGlyphPen(font.getGlyphSet())
    font.getGlyphSet()[source].draw(tt_pen)
    _install(font, name, codepoint, tt_pen.glyph(), font["hmtx"][source][0])


def _install(font: TTFont, name: str, codepoint: int, glyph: Glyph, advance: int) -> None:
    glyf = font["glyf"]
    order = [*font.getGlyphOrder(), name]
    font.setGlyphOrder(order)
    glyf.glyphOrder = order
    glyf.glyphs[name] = glyph
    glyph.recalcBounds(glyf)
    font["hmtx"].metrics[name] = (advance, getattr(glyph, "xMin", 0))
    font["post"].glyphOrder = order
    for table in font["cmap"].tables:
        if table.isUnicode():
            table.cmap[codepoint] = name


def fit_line_to(font: TTFont, characters: str) -> None:
    """Ascent and descent (hhea, OS/2 typo and win) just hold the outlines of ``characters``.

    Taller or deeper glyphs (say a Latvian cedilla in a player's name) are still drawn whole: SDL_ttf
    makes the rendered line taller.
    """
    glyf, cmap = font["glyf"], font.getBestCmap()
    tops, bottoms = [], []
    for char in characters:
        glyph = glyf[cmap[ord(char)]] if ord(char) in cmap else None
        if glyph is not None and glyph.numberOfContours:
            glyph.recalcBounds(glyf)
            tops.append(glyph.yMax)
            bottoms.append(glyph.yMin)
    ascent, descent = max(tops), min(bottoms)
    hhea, os2 = font["hhea"], font["OS/2"]
    hhea.ascent, hhea.descent, hhea.lineGap = ascent, descent, 0
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = ascent, descent, 0
    os2.usWinAscent, os2.usWinDescent = ascent, -descent


def keep_from_autohinter(font: TTFont) -> None:
    """Give the font a hinting program (smart dropout control only) and a gasp table asking for smoothing.

    FreeType runs its auto-hinter on a TrueType font with neither ``fpgm``, ``prep`` nor glyph
    instructions, and at small sizes the auto-hinter merges and drops strokes of these condensed letters.
    With a ``prep`` table FreeType uses the font's own (empty) hints: the outlines are drawn unchanged.
    """
    prep = font["prep"] = newTable("prep")
    prep.program = ttProgram.Program()
    prep.program.fromAssembly(["PUSHW[ ]", "511", "SCANCTRL[ ]", "PUSHB[ ]", "4", "SCANTYPE[ ]"])
    gasp = font["gasp"] = newTable("gasp")
    gasp.version = 1
    gasp.gaspRange = {0xFFFF: 0x000A}  # smoothing, symmetric smoothing; no grid-fitting at any size
    font["maxp"].maxStackElements = max(font["maxp"].maxStackElements, 2)


def drop_glyph(font: TTFont, name: str) -> None:
    """Remove an unused, unmapped glyph (the ``.ttfautohint`` marker would claim hints the font lacks)."""
    order = [glyph for glyph in font.getGlyphOrder() if glyph != name]
    if len(order) == len(font.getGlyphOrder()):
        return
    del font["glyf"].glyphs[name]
    del font["hmtx"].metrics[name]
    font.setGlyphOrder(order)
    font["glyf"].glyphOrder = order
    font["post"].glyphOrder = order


def rename(font: TTFont) -> None:
    """Name the modified font "Bang Slab" and say what was changed (Apache 2.0, section 4b)."""
    name = font["name"]
    style = "Bold"
    records = {
        1: FAMILY,
        2: style,
        3: f"{FAMILY} {style}; derived from Roboto Slab Bold 1.100263",
        4: f"{FAMILY} {style}",
        6: FAMILY.replace(" ", "") + "-" + style,
        5: "Version 1.100263; Bang Slab (converted, condensed, spaced, with added glyphs)",
        10: ("Roboto Slab Bold by Christian Robertson (Google), converted to TrueType outlines, condensed and spaced, "
             "with a line fitted to Latin, Czech and Russian, a prep program that keeps FreeType's auto-hinter away, "
             "added suit, arrow and hyphen glyphs, and renamed, for the Bang! card game."),
    }
    name.names = [n for n in name.names if n.nameID not in (*records, 7, 16, 17, 21, 22)]
    for name_id, text in records.items():
        name.setName(text, name_id, 3, 1, 0x409)
        name.setName(text, name_id, 1, 0, 0)


def build(source: Path = SOURCE, target: Path = TARGET) -> None:
    font = TTFont(str(source), recalcTimestamp=False)
    convert_to_truetype(font, CONDENSE, TRACKING)
    drop_glyph(font, ".ttfautohint")
    os2 = font["OS/2"]
    cap = os2.sCapHeight
    side = 110
    suit_h = cap
    suit_w = round(cap * 0.86)
    for name, codepoint, draw in (("spade", 0x2660, _spade), ("club", 0x2663, _club),
                                  ("heart", 0x2665, _heart), ("diamond", 0x2666, _diamond)):
        add_glyph(font, name, codepoint, draw, (side, 0, suit_w, suit_h), suit_w + 2 * side)
    minus = font.getBestCmap()[0x2212]
    _, minus_bottom, _, minus_top = _bounds(font, minus)
    axis = (minus_bottom + minus_top) / 2
    arrow_h = round(cap * 0.62)
    arrow_w = round(cap * 1.1)
    for name, codepoint, heads in (("arrowleft", 0x2190, (True, False)), ("arrowright", 0x2192, (False, True)),
                                   ("arrowboth", 0x2194, (True, True))):
        add_glyph(font, name, codepoint, _arrow(*heads), (side, axis - arrow_h / 2, arrow_w, arrow_h),
                  arrow_w + 2 * side)
    cmap = font.getBestCmap()
    copy_glyph(font, cmap[ord("-")], "uni2010", 0x2010)
    copy_glyph(font, cmap[ord("-")], "uni2011", 0x2011)
    copy_glyph(font, cmap[0x2013], "figuredash", 0x2012)
    fit_line_to(font, GAME_CHARACTERS)
    keep_from_autohinter(font)
    rename(font)
    font["head"].fontRevision = 1.100263
    font.save(str(target))


def _bounds(font: TTFont, glyph_name: str) -> tuple[int, int, int, int]:
    glyph = font["glyf"][glyph_name]
    glyph.recalcBounds(font["glyf"])
    return glyph.xMin, glyph.yMin, glyph.xMax, glyph.yMax


if __name__ == "__main__":
    build(*(Path(arg) for arg in sys.argv[1:3]))
