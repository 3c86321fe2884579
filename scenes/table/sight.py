"""Who is at the screen of a table, and so what the table may show.

In a game against the AI the one human sees his own hand and role from the
first frame. At a hot-seat table private cards are covered as soon as the
next decision is not the same human's, and shown again only after the
handover screen, or, in a human's own turn, once the AI has answered him (the
others look away during his turn). When no human is left in the game, every
role and every hand is shown.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.cards import cards_in_game
from game.events import Event, TurnStarted, seen_by
from game.roles import Role
from game.state import NOBODY
from scenes.table.model import TableModel

if TYPE_CHECKING:
    from scenes.table.scene import TableScene



class TableSight:
    """The viewer of a TableScene, and the changes of viewer."""

    def __init__(self, scene: TableScene, humans: list[int]) -> None:
        self.scene = scene
        self.hot_seat = len(humans) >= 2
        self.viewer = NOBODY if self.hot_seat else (humans[0] if humans else 0)
        """Whose private cards the screen shows; NOBODY while they are covered."""
        self.anchor = humans[0] if humans else 0
        """The seat drawn at the bottom of the table."""
        self.revealed = False
        """Every role and hand is shown: no human is left in the game."""
        self.last_viewer = NOBODY
        """The human whose cards were covered last, while nobody else has looked since."""
        self.covered_at = 0
        """The length of the history when they were covered."""

    def opening_model(self) -> TableModel:
        """The table before the deal: the history then plays the deal as animation.

        The viewer knows his own role from the start; of the others only the Sheriff's is public (every
        role at three players). A game already under way (loaded, or set up for a test) is shown as it
        stands, without replaying its history.
        """
        game = self.scene.session.game
        order = self.scene.event_order
        if not self.scene.fresh_deal:
            model = TableModel.from_view(game.view_for(max(self.viewer, 0)), order)
            if self.viewer == NOBODY:
                model.cover(NOBODY)
            return model
        model = TableModel.from_view(game.view_for(max(self.viewer, 0)), order)
        model.viewer = self.viewer
        model.hand = []
        model.discard = []
        model.selection = []
        model.fresh = set()
        model.deck_count = len(cards_in_game(game.state.rules.expansions, game.state.rules.beginner))
        for seat, info in enumerate(model.seats):
            info.hand_count = 0
            info.in_play = []
            info.hp = info.max_hp
            if seat == self.viewer or model.open_roles:
                info.role = game.state.players[seat].role
            elif info.role is not Role.SHERIFF:
                info.role = None
        return model

    def redact(self, event: Event) -> Event:
        """The event as the screen may show it now (applied when its animation starts)."""
        return event if self.revealed else seen_by(event, self.viewer)

    def cover(self) -> None:
        """Hot-seat: the next decision is somebody else's; hide every private card at once."""
        scene = self.scene
        if self.viewer != NOBODY:
            self.last_viewer = self.viewer
            self.covered_at = len(scene.session.game.history)
        self.viewer = NOBODY
        scene.model.cover(NOBODY)
        scene.reset_choice()
        scene.rebuild_log()

    def become(self, seat: int) -> None:
        """``seat``'s player is at the screen (the handover is confirmed): show his private cards."""
        scene = self.scene
        self.last_viewer = NOBODY
        self.viewer = seat
        self.anchor = seat
        scene.model = TableModel.from_view(scene.session.game.view_for(seat), scene.event_order)
        scene.events.model = scene.model
        if self.revealed:  # a human back as a ghost (Ghost Town) after every human was out
            self.reveal()
            return
        scene.rebuild_log()

    def reveal(self) -> None:
        """No human is left in the game: show every role and every hand."""
        self.revealed = True
        players = self.scene.session.game.state.players
        self.scene.model.reveal([p.role for p in players], [list(p.hand) for p in players])
        self.scene.rebuild_log()

    def still_at_the_screen(self, human: int) -> bool:
        """Whether ``human`` has not left the screen since his cards were covered: it is his own turn,
        and only the AI has decided since (no other human, no new turn)."""
        if human != self.last_viewer or self.scene.model.turn != human:
            return False
        since = self.scene.session.game.history[self.covered_at:]
        return not any(isinstance(event, TurnStarted) for event in since)
