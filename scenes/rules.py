"""A rules reference: the goal, the turn, and every card and character, scrollable."""
from __future__ import annotations

import pygame

from game.cards import catalogue
from game.characters import BASE_CHARACTERS
from scenes import theme
from scenes.context import AppContext
from scenes.i18n import N_
from scenes.scene import Scene
from scenes.texts import card_text, character_text, role_goal, role_name
from scenes.widgets import Button, blit_text, draw_panel, wrap

SECTIONS = (
    N_("The goal"),
    N_("A turn"),
    N_("Cards"),
    N_("Characters"),
)
TURN_TEXT = N_(
    "1. Draw two cards. 2. Play any number of cards, but only one Bang! "
    "(a weapon's reach decides whom you can shoot). 3. Discard down to as many cards as you have life points. "
    "Dynamite and Jail are checked at the start of the turn with a \"draw!\": the top card of the deck decides."
)


class RulesScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.scroll = 0
        self.back: Button | None = None

    def paragraphs(self) -> list[tuple[str, str]]:
        """(style, text) pairs: headings and body text in the current language."""
        tr = self.ctx.tr
        out: list[tuple[str, str]] = [("h", tr.gettext(SECTIONS[0]))]
        for role in ("sheriff", "deputy", "outlaw", "renegade"):
            out.append(("p", f"{tr.gettext(role_name(role))}: {tr.gettext(role_goal(role))}"))
        out += [("h", tr.gettext(SECTIONS[1])), ("p", tr.gettext(TURN_TEXT)), ("h", tr.gettext(SECTIONS[2]))]
        seen: set[str] = set()
        for card in catalogue():
            if card.name in seen:
                continue
            seen.add(card.name)
            text = card_text(card.name)
            out.append(("p", f"{tr.gettext(text.name)} — {tr.gettext(text.full)}"))
        out.append(("h", tr.gettext(SECTIONS[3])))
        for character in BASE_CHARACTERS:
            about = character_text(character.name)
            out.append(("p", f"{tr.gettext(about.name)} ({character.hp}) — {tr.gettext(about.full)}"))
        return out

    def _button(self) -> Button:
        w, h = self.ctx.size
        s = theme.scale_for(self.ctx.size)
        rect = pygame.Rect(int(w * 0.06), int(h * 0.9), int(240 * s), int(56 * s))
        if self.back is None or self.back.rect != rect:
            self.back = Button(rect, self.ctx.tr.gettext("Back"), self.ctx.stack.pop, hotkey=pygame.K_ESCAPE)
        return self.back

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 3)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll += 3 if event.key == pygame.K_DOWN else 15
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll - (3 if event.key == pygame.K_UP else 15))
            return True
        return self._button().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        blit_text(surface, self.ctx.tr.gettext("Rules reference"), self.ctx.assets.font(int(56 * s), "title"),
                  (w // 2, int(h * 0.07)), theme.ACCENT, "center")
        panel = pygame.Rect(int(w * 0.06), int(h * 0.13), int(w * 0.88), int(h * 0.74))
        draw_panel(surface, panel)
        text_scale = s * self.ctx.text_scale
        body, heading = self.ctx.assets.font(int(22 * text_scale)), self.ctx.assets.font(int(30 * text_scale), "title")
        lines: list[tuple[pygame.font.Font, str, tuple[int, int, int]]] = []
        for style, text in self.paragraphs():
            font = heading if style == "h" else body
            color = theme.ACCENT if style == "h" else theme.TEXT
            lines.extend((font, line, color) for line in wrap(text, font, panel.width - int(40 * s)))
        self.scroll = min(self.scroll, max(0, len(lines) - 5))
        y = panel.top + int(16 * s)
        for font, line, color in lines[self.scroll:]:
            if y + font.get_linesize() > panel.bottom - int(10 * s):
                break
            blit_text(surface, line, font, (panel.left + int(20 * s), y), color)
            y += font.get_linesize()
        self._button().draw(surface, self.ctx.assets.font(int(26 * s)))
