"""Card drawing, split by job: colours, text fitting, the pen, frames, symbols, glyphs, emblems and faces.

``scenes.cards.renderer.CardRenderer`` is the public entry point; the modules here are its parts.
A card's picture is data: ``emblems`` says, per card name, which glyph it shows and which
symbols (BANG!, Missed!, the discard-a-card cost) it carries; ``glyphs`` holds the drawings,
one module per family; ``faces`` lays a face out around them.
"""
