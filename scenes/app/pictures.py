"""The session's picture caches, dropped together when the window changes size.

Texts, veils, scenery, card backdrops and portraits are cached by the size they are drawn at; after a resize
nothing asks for the old sizes again, and keeping them until each cache's bound pushes them out held tens of MB.
"""
from __future__ import annotations

from scenes.art.portraits import CACHE as PORTRAITS
from scenes.cards.art.materials import clear_backdrops
from scenes.ui import art, widgets


def forget_sized_pictures() -> None:
    """Drop every cached picture of the session's shared caches (each scene's own cards are its business)."""
    widgets.forget_pictures()
    art.cache.clear()
    clear_backdrops()
    PORTRAITS.clear()
