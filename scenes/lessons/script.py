"""A lesson's script walked against the rules core: scripted seats, wanted decisions, checks.

``ScriptRun`` builds the game from the lesson's scenario and keeps the place in
the script. It knows which decision the script gives another seat, whether a
decision of the learner is the one the lesson wants (and, if not, the lesson's
words), and it runs the script's checks. Nothing here draws: the table scene
drives a run through ``LessonSession``, and ``play_through`` walks one without
any window (the first half of the lesson check).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.actions import (
    DECK,
    DISCARD,
    FROM_HAND,
    Action,
    ChooseCard,
    ChoosePlayer,
    ChooseSource,
    DiscardCard,
    EndTurn,
    KeepCards,
    Pass,
    PickCard,
    PlayCard,
    Respond,
    UseAbility,
)
from game.ai import Agent, make_agent
from game.engine import Game
from game.errors import IllegalActionError
from game.scenario import KINDS_OF_STEP, Scenario, ScenarioError, StepRefused
from game.state import GameState
from scenes.app.i18n import N_
from scenes.lessons.lesson import Lesson, Step

NAME_CHECKS = ("waiting_for", "turn")
"""Checks whose value is a player's name (``winners`` is a list of names)."""


class LessonBroken(Exception):
    """The lesson no longer matches the engine; the message names the step."""


class ScriptRun:
    """One lesson in progress: the game built from its scenario and the place in its script."""

    def __init__(self, lesson: Lesson, rename: Callable[[str], str] | None = None) -> None:
        if lesson.scenario is None:
            raise LessonBroken("a practice game has no script")
        self.lesson = lesson
        try:
            self.scenario = Scenario(lesson.scenario)
        except ScenarioError as error:
            raise LessonBroken(f"the scenario does not match the engine: {error}") from None
        self.game: Game = self.scenario.game
        self.learner = self.scenario.seats[lesson.learner]
        self.names: dict[str, str] = {}
        """Scenario name -> the name shown at the table (the lesson's names in the player's language)."""
        for player in self.game.state.players:
            shown = rename(player.name) if rename is not None else player.name
            self.names[player.name] = shown
            player.name = shown
        self.game.names_changed()
        self.index = 0
        self.agents: dict[int, Agent] = {}
        if lesson.others is not None:
            self.agents = {seat: make_agent(lesson.others, 1000 + seat)
                           for seat in range(len(self.game.state.players)) if seat != self.learner}

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def current(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    def where(self, step: Step) -> str:
        return f"step {step.number}"

    def advance(self) -> None:
        self.index += 1

    # --- checks ----------------------------------------------------------------------

    def run_checks(self) -> None:
        """Carry out the checks at the current place; raises LessonBroken when one fails."""
        step = self.current
        while step is not None and step.expect is not None:
            expect = {key: self._shown(key, value) for key, value in step.expect.items()}
            try:
                self.scenario.check(expect, self.where(step))
            except ScenarioError as error:
                raise LessonBroken(str(error)) from None
            self.advance()
            step = self.current

    def _shown(self, key: str, value: Any) -> Any:
        """A check's value with scenario names turned into the names at the table."""
        if key in NAME_CHECKS and isinstance(value, str):
            return self.names.get(value, value)
        if key == "winners" and isinstance(value, list):
            return [self.names.get(name, name) if isinstance(name, str) else name for name in value]
        return value

    # --- the other seats ----------------------------------------------------------------

    def scripted(self, seat: int) -> list[Action] | None:
        """The decisions the current step makes for ``seat``, or None if the step is not his.

        :raises LessonBroken: the step is his but does not fit what the engine waits for.
        """
        step = self.current
        if step is None or step.decision is None or self.scenario.seats[step.decision["by"]] != seat:
            return None
        self.check_waiting(step)
        try:
            return self.scenario.actions_for(step.decision, seat)
        except (ScenarioError, StepRefused) as error:
            raise LessonBroken(f"{self.where(step)}: {error}") from None

    def check_waiting(self, step: Step) -> None:
        """The engine waits for the decision ``step`` makes; raises LessonBroken naming the difference."""
        game = self.game
        decider, kind = game.decider, game.waiting_kind
        if step.decision is not None:
            seat, do = self.scenario.seats[step.decision["by"]], step.decision["do"]
        else:
            seat, do = self.learner, step.want[0]["do"]
        kinds = KINDS_OF_STEP.get(do, ("play", "respond", "pick", "discard"))
        if decider is None:
            raise LessonBroken(f"{self.where(step)}: the game is already over")
        if decider != seat or kind is None or kind.value not in kinds:
            waited = self.state.players[decider].name
            asked = kind.value if kind is not None else "?"
            raise LessonBroken(f"{self.where(step)}: the engine waits for {waited} to {asked}, "
                               f"the script has {self.state.players[seat].name} {do}")

    def agent_for(self, seat: int) -> Agent | None:
        """The AI that plays ``seat`` where the script leaves it free (lessons with ``others``)."""
        return self.agents.get(seat)

    def apply_scripted(self, seat: int, actions: list[Action]) -> list[Any]:
        """Carry out a scripted step's decisions and move on; raises LessonBroken if the engine refuses one."""
        step = self.current
        assert step is not None
        events: list[Any] = []
        try:
            for action in actions:
                events += self.game.apply(seat, action)
        except IllegalActionError as error:
            raise LessonBroken(f"{self.where(step)}: the engine refused it: {error}") from None
        self.advance()
        return events

    # --- the learner ----------------------------------------------------------------------

    def wants(self, action: Action) -> bool:
        """Whether ``action`` is a decision the current step asks of the learner."""
        step = self.current
        return step is not None and any(self.matches(want, action) for want in step.want)

    def objection(self, action: Action) -> str | None:
        """The lesson's words against a legal decision of the learner, or None when it is the one wanted.

        At a step that only has something to read, any decision waits for Next.
        """
        step = self.current
        if step is None:
            return None
        if step.kind != "task":
            return READ_FIRST
        if self.wants(action):
            return None
        return self.why(action) or step.wrong or TRY_AGAIN

    def why(self, action: Action) -> str:
        """Why ``action`` is wrong here, when the current step lists it among its mistakes with a reason."""
        step = self.current
        if step is None:
            return ""
        for mistake, why in zip(step.mistakes, step.whys, strict=True):
            if why and self._is_mistake(mistake, action):
                return why
        return ""

    def _is_mistake(self, mistake: Mapping[str, Any], action: Action) -> bool:
        try:
            return self.mistake_action(mistake) == action
        except LessonBroken:
            return False

    def wanted_actions(self) -> list[Action]:
        """The learner's legal decisions the current step accepts, in the core's order."""
        legal = self.game.legal_actions(self.learner)
        return [action for action in legal if self.wants(action)]

    def matches(self, want: Mapping[str, Any], action: Action) -> bool:
        """Whether ``action`` is the decision ``want`` describes (fields left out are free)."""
        do = want["do"]
        if do == "any":
            return True
        if do == "end":
            return isinstance(action, EndTurn)
        if do == "pass":
            return isinstance(action, Pass)
        if do == "play":
            return isinstance(action, PlayCard) and self._play_matches(want, action)
        if do == "respond":
            return isinstance(action, Respond) and self._card_is(want.get("card"), action.card)
        if do == "discard":
            return isinstance(action, DiscardCard) and self._card_is(want.get("card"), action.card)
        if do == "ability":
            return isinstance(action, UseAbility) and self._target_is(want.get("target"), action.target) and (
                "cards" not in want or self._cards_are(want["cards"], action.cards))
        return self._pick_matches(want, action)

    def _play_matches(self, want: Mapping[str, Any], action: PlayCard) -> bool:
        in_play = action.card in self.state.players[self.learner].in_play
        if (want.get("from") == "in_play") != in_play:
            return False
        if not self._card_is(want.get("card"), action.card) or not self._target_is(want.get("target"), action.target):
            return False
        if "target_card" in want:
            wanted = want["target_card"]
            if wanted == "hand":
                if action.target_card is not FROM_HAND:
                    return False
            elif not isinstance(action.target_card, int) or not self._card_is(wanted, action.target_card):
                return False
        return "cost" not in want or (action.cost is not None and self._card_is(want["cost"], action.cost))

    def _pick_matches(self, want: Mapping[str, Any], action: Action) -> bool:
        if set(want) == {"do"}:
            return isinstance(action, (PickCard, KeepCards, ChooseSource, ChoosePlayer, ChooseCard))
        if "from" in want and "card" not in want:
            source = want["from"]
            wanted = DECK if source == "deck" else DISCARD if source == "discard" else self.scenario.seats.get(source)
            return isinstance(action, ChooseSource) and action.source == wanted
        if "cards" in want:
            return isinstance(action, KeepCards) and self._cards_are(want["cards"], action.cards)
        if "target" in want:
            if isinstance(action, ChoosePlayer):
                return self._target_is(want["target"], action.seat)
            return isinstance(action, ChooseCard) and self._target_is(want["target"], action.target)
        return isinstance(action, PickCard) and self._card_is(want.get("card"), action.card)

    def _card_is(self, wanted: Any, card: int) -> bool:
        if wanted is None:
            return True
        try:
            return self.scenario.parse_card(wanted).matches(self.state.cards[card])
        except ScenarioError:
            return False

    def _cards_are(self, wanted: Any, cards: tuple[int, ...]) -> bool:
        if not isinstance(wanted, list) or len(wanted) != len(cards):
            return False
        left = list(cards)
        for name in wanted:
            match = next((c for c in left if self._card_is(name, c)), None)
            if match is None:
                return False
            left.remove(match)
        return True

    def _target_is(self, wanted: Any, target: int | None) -> bool:
        return wanted is None or (target is not None and self.scenario.seats.get(wanted) == target)

    def mistake_action(self, mistake: Mapping[str, Any]) -> Action:
        """The learner's decision a ``mistakes`` entry describes (it may be one the rules forbid).

        :raises LessonBroken: the entry names a card the learner does not hold, or is not a decision.
        """
        step = dict(mistake, by=self.lesson.learner)
        if step["do"] == "discard" and "card" in step:
            step["cards"] = [step.pop("card")]  # the learner discards one card at a time
        try:
            actions = self.scenario.actions_for(step, self.learner)
        except (ScenarioError, StepRefused) as error:
            raise LessonBroken(f"a mistake cannot be made: {error}") from None
        return actions[0]


READ_FIRST = N_("Read the text on the right, then press Next.")
TRY_AGAIN = N_("That is not what this step asks; read it again and try once more.")


@dataclass(frozen=True)
class Heard:
    """What the lesson answers to one listed mistake: the rules' refusal (if they refuse it) and its own words."""

    step: Step
    mistake: Mapping[str, Any]
    rules: str
    """The rules' refusal, untranslated and filled in; "" when the rules allow the decision."""
    lesson: str
    """The lesson's words (msgid): why this mistake is wrong, else the step's ``wrong`` or ``forbidden``."""


def play_through(lesson: Lesson, heard: list[Heard] | None = None) -> None:
    """Walk a lesson's script against the engine alone, the learner taking each wanted decision.

    Every mistake a step lists must be refused (by the rules or by the lesson) with words and
    without any change; every step that allows other decisions must say something to them.
    ``heard`` collects what the lesson answers to each listed mistake.

    :raises LessonBroken: naming the step where the lesson and the engine part.
    """
    run = ScriptRun(lesson)
    game = run.game
    for _ in range(10000):
        run.run_checks()
        step = run.current
        if step is None:
            return
        if step.kind == "say":
            run.advance()
            continue
        decider = game.decider
        if step.kind == "decision":
            assert step.decision is not None
            seat = run.scenario.seats[step.decision["by"]]
            actions = run.scripted(seat)
            assert actions is not None
            run.apply_scripted(seat, actions)
            continue
        if decider is not None and decider != run.learner and run.agent_for(decider) is not None:
            agent = run.agent_for(decider)
            assert agent is not None
            game.apply(decider, agent.choose(game.view_for(decider)))
            continue
        run.check_waiting(step)
        check_mistakes(run, step, heard)
        wanted = run.wanted_actions()
        if not wanted:
            raise LessonBroken(f"{run.where(step)}: no legal decision is the one the lesson wants")
        others = [a for a in game.legal_actions(run.learner) if not run.wants(a)]
        if others and not step.wrong:
            raise LessonBroken(f"{run.where(step)}: other decisions are allowed here, and the lesson says nothing "
                               f"to them (add 'wrong')")
        game.apply(run.learner, wanted[0])
        run.advance()
    raise LessonBroken("the script does not end")


def check_mistakes(run: ScriptRun, step: Step, heard: list[Heard] | None = None) -> None:
    """Every listed mistake is refused with a reason and changes nothing (and is ``heard``)."""
    game = run.game
    for number, mistake in enumerate(step.mistakes, start=1):
        action = run.mistake_action(mistake)
        before = game.state.to_dict()
        refusal = game.refusal(run.learner, action)
        words = run.objection(action) if refusal is None else str(refusal)
        if not words:
            raise LessonBroken(f"{run.where(step)}: mistake {number} would be accepted")
        if game.state.to_dict() != before:
            raise LessonBroken(f"{run.where(step)}: mistake {number} changed the game")
        if heard is not None:
            own = run.why(action) or (step.forbidden if refusal is not None else (step.wrong or TRY_AGAIN))
            heard.append(Heard(step, mistake, "" if refusal is None else str(refusal), own))
