"""The Renegade's stance: he wins only alone, with the Sheriff the last to fall.

While Outlaws are left he keeps the Sheriff alive. Where the Outlaws outnumber
the law from the start (four and six players: they win most all-normal games
there) he plays a Deputy's part and leaves the Deputies alone: the Outlaws are
the threat, and a Renegade who never hurt a Deputy still looks like one when
the Outlaws are gone (the Sheriff cannot tell him from his Deputy, and a Deputy
who attacks him looks the traitor). Elsewhere he helps whichever side is
weaker. When a single Outlaw is left, the Deputies come first (at seven players
only once one of the two is dead, see below):
the law finishes that Outlaw anyway, and a Deputy still standing at the end
makes it two against one. Once the Outlaws are gone the Deputies are his
targets, the Sheriff is spared but no longer healed (area attacks wear him
down), and alone with the Sheriff he goes for him.

At seven players, while he weakens the law (the law ahead), an Outlaw who
has the Sheriff in reach is an enemy too: the Sheriff's early death hands the
game to the Outlaws. His Gatling and Indians!, which nobody reads, count the
seats he otherwise leaves alone as targets and a Sheriff with four life points
or more as neither friend nor foe (``area_relation``).

Once the Outlaws are gone he fights the Deputies at once. Waiting is no use:
the law strikes only at whom it takes for the Renegade (``stance``), so a
Renegade who never strikes is never found and the table never ends; the stall
rules that once made him wait for the law to turn on itself made games of
hundreds of turns (``docs/ai.md``).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.ai.belief import CERTAIN, Probs, role_counts
from game.opentable import OpenTable
from game.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF, Role
from game.view import SeatView

UNKNOWN: Probs = (0.0, 0.0, 0.0)

GUARD = 0.6
"""His relation to the Sheriff while Outlaws are left: spared, healed, kept out of area attacks."""
SPARE = 0.25
"""...once they are gone: still spared (his death would hand the game to the dead Outlaws), not healed."""
WEAR_DOWN = -0.5
"""...and worn down by area attacks (Gatling, Indians!) while he has three life points or more: a weaker Sheriff
makes the last duel easier, and no one can read such an attack as the Renegade's."""
FINAL = -2.0
"""Alone with the Sheriff: the one target left."""
HIDDEN_DEPUTY = -0.1
"""A sure Deputy while the Outlaws outnumber the law: neither helped nor attacked."""
LAST_OUTLAW_DEPUTY = -2.0
"""A sure Deputy once a single Outlaw is left: the first target, before that Outlaw (-1.15)."""
STRONGER = 0.8
"""Outlaw-to-law life ratio from which the Outlaws count as the stronger side (the Sheriff's life weighs 1.3)."""
SHERIFF_THREAT = 1.0
"""While he weakens the law, how much more hostile he is to a likely Outlaw who has the Sheriff within his weapon's
reach (per point of Outlaw chance: a sure one comes to -1.05, as hostile as a sure Deputy's -1.15), at seven
players only (two Deputies, one Renegade): the Sheriff's early death hands the game to the Outlaws. At 5 and 8
players it tipped the table to the law (``docs/ai.md``)."""
AREA_GUARD = 2.5
"""How a guarded Sheriff counts in a Deputy's or the Renegade's area attack: this many times a friend."""
AREA_SHERIFF_LIFE = 4
"""Seven players, Outlaws left: from this many life points the Sheriff counts as neither friend nor foe in the
Renegade's Gatling and Indians! (elsewhere he is guarded: 2.5 times a friend, so the Renegade hardly ever played
them). Nobody reads an area attack (``belief``), so it wears down the Deputies, who end the games he loses, without
a trace."""
AREA_HIDDEN = -0.5
"""Seven players: in the Renegade's Gatling and Indians! a seat he leaves alone otherwise (relation between -0.35 and
0) counts this hostile."""
AREA_SPARED = -0.35
"""The lowest relation ``AREA_HIDDEN`` replaces (below it a seat is a target anyway)."""
RIVAL = 0.3
"""How much more hostile the Renegade is to the other Renegade (eight players) while others are left."""
RIVAL_FINAL = 1.8
RIVAL_SURE = 0.9


def renegade_relations(
    me: int,
    seats: Sequence[SeatView],
    table: OpenTable,
    probs: Mapping[int, Probs],
    known: Sequence[Role | None],
    living_others: list[int],
    result: list[float],
) -> list[float]:
    """The Renegade's relation to every living seat but his own, written into ``result``; ``table``: what the rules
    make of the seats (reach)."""
    counts = role_counts(len(seats))
    outnumbered = counts[OUTLAW] > counts[SHERIFF] + counts[DEPUTY]
    outlaws = living_with_role(seats, OUTLAW)
    outlaws_left = outlaws > 0
    final = all(known[s] == SHERIFF for s in living_others)
    rivals_only = not final and all(
        known[s] in (SHERIFF, RENEGADE) or (known[s] is None and probs.get(s, UNKNOWN)[2] > RIVAL_SURE)
        for s in living_others
    )
    law_life, outlaw_life = (0.0, 0.0) if outlaws <= 1 or outnumbered else _life(seats, probs, known, living_others)
    outlaws_stronger = outlaws > 1 and not outnumbered and outlaw_life >= STRONGER * law_life
    sheriff = known.index(SHERIFF) if SHERIFF in known else -1
    # Two Deputies and one Renegade (seven players): he guards the Sheriff from threats.
    seven = sheriff >= 0 and two_deputies(len(seats))
    for seat in living_others:
        truth = known[seat]
        if truth == SHERIFF:
            result[seat] = FINAL if final else GUARD if outlaws_left else SPARE
            continue
        p_dep, p_out, p_ren = probs.get(seat, UNKNOWN) if truth is None else CERTAIN[truth]
        if not outlaws_left:
            result[seat] = -0.3 - p_dep
        elif outlaws == 1:
            result[seat] = -0.2 - 0.95 * p_out + (LAST_OUTLAW_DEPUTY + 0.2) * p_dep
        elif outnumbered:
            result[seat] = _among_the_law(p_dep, p_out)
        elif outlaws_stronger:
            result[seat] = -0.2 - 0.95 * p_out + 0.5 * p_dep
        else:
            result[seat] = -0.25 - 0.9 * p_dep + 0.2 * p_out
            if seven and table.in_turn_of(seat).in_reach(seat, sheriff):
                result[seat] -= SHERIFF_THREAT * p_out
        if p_ren > 0.0:
            # Eight players: the other Renegade wins only alone too; with the Sheriff left he is the target.
            result[seat] -= (RIVAL_FINAL if rivals_only else RIVAL) * p_ren
    return result


def _among_the_law(p_dep: float, p_out: float) -> float:
    """Hidden among the law: the likely Outlaws are the targets, a likely Deputy is neither helped nor attacked."""
    return -0.2 - 0.95 * p_out + (HIDDEN_DEPUTY + 0.2) * p_dep


def two_deputies(players: int) -> bool:
    """Whether the deal has two Deputies and one Renegade (seven players), where his seven-player rules hold."""
    counts = role_counts(players)
    return counts[DEPUTY] >= 2 and counts[RENEGADE] == 1


def area_relation(
    seats: Sequence[SeatView], seat: int, sheriff: int, rel: float, guarded: bool, seven: bool
) -> float:
    """How the Renegade counts ``seat`` in his own Gatling or Indians! (``rel``: his relation; ``guarded``: the
    Sheriff is one he spares; ``seven``: his seven-player rules hold, ``two_deputies``). The Sheriff he guards while
    Outlaws are left (at seven players only a weakened one) and wears down once they are gone."""
    if seat == sheriff:
        outlaws_left = living_with_role(seats, OUTLAW) > 0
        if seven and outlaws_left and seats[seat].hp >= AREA_SHERIFF_LIFE:
            return 0.0
        if not guarded:
            return rel
        return max(rel, 1.0) * AREA_GUARD if outlaws_left else WEAR_DOWN
    return AREA_HIDDEN if seven and AREA_SPARED < rel < 0.0 else rel


def living_with_role(seats: Sequence[SeatView], role: Role) -> int:
    """Players of ``role`` still alive: those dealt less those lying dead, their roles face up."""
    return role_counts(len(seats))[role] - sum(1 for seat in seats if not seat.alive and seat.role == role)


def _life(
    seats: Sequence[SeatView], probs: Mapping[int, Probs], known: Sequence[Role | None], living_others: list[int]
) -> tuple[float, float]:
    """The law's and the Outlaws' life points (one more each, the likely ones weighed by chance, the Sheriff's
    weighing 1.3)."""
    law = 0.0
    outlaws = 0.0
    for seat in living_others:
        life = max(seats[seat].hp, 0) + 1
        truth = known[seat]
        if truth == SHERIFF:
            law += life * 1.3
        elif truth == DEPUTY:
            law += life
        elif truth == OUTLAW:
            outlaws += life
        elif truth is None:
            p_dep, p_out, _ = probs.get(seat, UNKNOWN)
            law += p_dep * life
            outlaws += p_out * life
    return law, outlaws
