"""Action notation: a short text form for every action, and the judge's "what if" actions.

Two text forms name the same action. ``str(action)`` is canonical and names cards by their instance
number (``play #12 to bf 1``); :func:`format_action` is the readable form with card names
(``play Daring Poro to bf 1``), adding ``#cid`` to a name only where the name alone would not say
which card (``move Daring Poro#12 to base``). :func:`parse_action` reads both, resolving names
against the legal answers to the pending decision, so ``parse_action(game, format_action(game, a))
== a`` for every legal ``a``.

Grammar (case-insensitive; spaces are free; ``P1:`` before an action names who acts)::

    CARD    := NAME | NAME#cid | #cid            optionally followed by "at LOC" (where the unit is)
    CARDS   := CARD, CARD, ...                   (names may contain commas: "Garen, Rugged")
    LOC     := base | bf N | battlefield N

    mulligan CARDS | mulligan none | keep        rule 117
    play CARD [from hand|champion|facedown] [to LOC] [accelerate]     rules 354-359, 805, 811
                                                 (LOC: base; a facedown card needs "from facedown")
    play SPELL [from trash] [targeting TARGETS] [to LOC]    rules 354-359, 355.4-355.13 (a spell;
                                                 "from trash": for its Flow cost, 829)
    pay exhaust CARDS [recycle CARDS] | pay recycle CARDS | pay nothing     rule 357
        [spending N energy for R, DOMAIN for R, ...] [keeping N energy, DOMAIN, ...]
                                                 rule 166 (the pool's resources a card added only
                                                 for R that the payment spends; what it keeps)
    move CARDS [from LOC] to LOC                 rule 144 (a Standard Move)
    end turn                                     rule 316.9
    pass                                         rules 347.2 (Focus), 338.1.b (Priority)
    choose CARD | choose none                    rule 355.17 (a choice as an effect resolves;
                                                 none: decline a "you may")
    assign N to CARD, N to CARD, ... | assign nothing          rule 465.2.c

A spell's TARGETS are its chosen units (each best written with "at LOC"); when the spell has
several targets, ";" separates them (``play Challenge targeting Poro at base; Drake at bf 0``) and
"nothing" stands for an empty "up to" choice; a player it chooses (355.10) is written ``P1``
(``play Sabotage targeting P1``). ``to LOC`` is the destination of a move it makes (``base``: the
moved unit's base). A target on the chain is named as the chain names it (a spell by its card, an
ability by its source); where one source has several items on the chain, ``CARD ability N`` names
the Nth of them counting from the oldest, which is the plain ``CARD`` (ruling 116).
    battlefield N                                rules 323.12-323.13 (where a fight begins)
    opponent PN                                  rule 431.2.c (who gains the Burn Out point)
    invite PN                                    rule 489.8.a (a teammate plays with your Priority)
    order CARDS                                  rule 383.3.d (simultaneous triggers, first placed first)
    replace KEY | replace none                   rules 372, 371.2 (the replacement effect applied
                                                 first: "#cid" of its card or a rule's name)
    name NAME                                    rules 759-763 (a spell's name or a tag, as asked)
    hide CARD to bf N [recycle RUNE]             rules 421, 811.1.b (paying [A] with a rune, or
                                                 from the pool's Power when none is named)
    concede PN                                   rule 650

Judge actions (:func:`parse_judge`, :func:`apply_judge`) apply a primitive effect to a position::

    draw PN [N]   mill PN [N]   reveal PN N   look PN N   gain PN [N]   lose PN [N]
    win PN   lose-game PN   victory-score +N | -N | N   cleanup   end turn   next turn

The notation's parts live in :mod:`riftbound.formats`, a module per job: ``notation_parse``
(reading the text, syntax only), ``notation_describe`` (the game in messages),
``notation_match`` (matching text against legal actions), ``notation_resolve``
(:func:`parse_action`), ``notation_format`` (:func:`format_action`) and ``judge_actions``. This
module gathers their public names.
"""

from __future__ import annotations

from .judge_actions import JudgeAction, apply_judge, is_judge_text, parse_any, parse_judge
from .notation_describe import describe_decision
from .notation_format import format_action
from .notation_parse import NotationError
from .notation_resolve import parse_action

__all__ = [
    "JudgeAction", "NotationError", "apply_judge", "describe_decision", "format_action",
    "is_judge_text", "parse_action", "parse_any", "parse_judge",
]
