"""The rules reference's content in the player's language: groups of sections, as the list on the left shows them.

Basics (roles for 3 to 8 players, a turn, distance, life, rewards, card kinds and symbols), every card of both sets,
every character, the High Noon events, and the variants. Cards, characters and events carry the texts the table
shows in its tooltips, so the two never disagree.
"""
from __future__ import annotations

from scenes.app.i18n import N_, Translator
from scenes.text.rules_basics import basics_sections
from scenes.text.rules_blocks import Block as Block
from scenes.text.rules_blocks import Group as Group
from scenes.text.rules_blocks import Section as Section
from scenes.text.rules_entries import card_sections, character_sections
from scenes.text.rules_variants import event_sections, variant_sections

BASICS = N_("Basics")


def rules_groups(tr: Translator) -> list[Group]:
    """The whole reference, group by group; a group of one section takes that section's title."""
    cards_base, cards_dodge_city = card_sections(tr)
    characters_base, characters_dodge_city = character_sections(tr)
    groups = [Group(tr.gettext(BASICS), basics_sections(tr))]
    for section in (cards_base, cards_dodge_city, characters_base, characters_dodge_city, *event_sections(tr),
                    *variant_sections(tr)):
        groups.append(Group(section.title, (section,)))
    return groups


def rules_sections(tr: Translator) -> list[Section]:
    """Every section, in reading order."""
    return [section for group in rules_groups(tr) for section in group.sections]
