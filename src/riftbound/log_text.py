"""Readable text for game log events. Rendering happens only when asked, never on the hot path."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final

from .actions import CHAIN_NTH, chain_suffix, special_target_text
from .state import Event, GameState


def _where(g: GameState, loc: int) -> str:
    if 0 <= loc < len(g.battlefields):
        return f"battlefield {loc} ({_name(g, g.battlefields[loc].cid)})"
    return f"P{-loc - 1}'s base"


def _name(g: GameState, cid: int) -> str:
    return "a blank battlefield" if cid < 0 else g.cards[cid].name


def _cards(g: GameState, cids: Iterable[int]) -> str:
    return ", ".join(_name(g, c) for c in cids)


TEMPLATES: Final[dict[str, Callable[[GameState, int | None, tuple], str]]] = {
    "first_player": lambda g, p, d: f"P{p} will take the first turn",
    "battlefield": lambda g, p, d: f"P{p} puts {_name(g, d[0])} into play",
    "draw": lambda g, p, d: f"P{p} draws {d[0]}",
    "mill": lambda g, p, d: f"P{p} puts {d[0]} from the Main Deck into the trash",
    "look": lambda g, p, d: f"P{p} looks at {d[0]} card(s) of the Main Deck",
    "reveal": lambda g, p, d: f"P{p} reveals {_cards(g, d[0]) or 'nothing'}",
    "burn_out": lambda g, p, d: f"P{p} burns out (#{d[0]} in this sequence)",
    "recycle": lambda g, p, d: f"P{p} recycles {d[0]} card(s) to the bottom of the deck",
    "mulligan": lambda g, p, d: f"P{p} mulligans {d[0]} card(s)",
    "turn": lambda g, p, d: f"--- turn {d[0]}: P{p} ---",
    "channel": lambda g, p, d: f"P{p} channels {d[0]} rune(s)",
    "skip_draw": lambda g, p, d: f"P{p} skips the first draw",
    "play": lambda g, p, d: f"P{p} plays {_name(g, d[0])} to {_where(g, d[1])}"
                           + (" paying Accelerate" if d[2] else ""),
    "pay": lambda g, p, d: f"P{p} exhausts {d[0]} and recycles {d[1]} rune(s) to pay",
    "enter": lambda g, p, d: f"{_name(g, d[0])} enters {_where(g, d[1])}"
                            + (" exhausted" if d[2] else " ready"),
    "move": lambda g, p, d: f"P{p} moves {_cards(g, d[0])} to {_where(g, d[1])}",
    "contest": lambda g, p, d: f"P{p} contests battlefield {d[0]}",
    "uncontested": lambda g, p, d: f"battlefield {d[0]} is no longer contested",
    "showdown": lambda g, p, d: f"a showdown begins at battlefield {d[0]}; P{p} has Focus",
    "combat": lambda g, p, d: f"combat at battlefield {d[0]}: P{p} attacks, P{d[1]} defends",
    "pass": lambda g, p, d: f"P{p} passes",
    "showdown_end": lambda g, p, d: f"the showdown at battlefield {d[0]} ends",
    "assign": lambda g, p, d: f"P{p} assigns "
                             + ", ".join(f"{a} to {_name(g, c)}" for c, a in d[0]),
    "deal": lambda g, p, d: "combat damage is dealt",
    "kill": lambda g, p, d: f"{_name(g, d[0])} dies",
    "recall": lambda g, p, d: f"{_name(g, d[0])} is recalled to base",
    "combat_result": lambda g, p, d: (f"P{p} wins the combat at battlefield {d[0]}" if p is not None
                                      else f"combat at battlefield {d[0]}: no result"),
    "uncontrolled": lambda g, p, d: f"battlefield {d[0]} becomes uncontrolled",
    "combat_end": lambda g, p, d: f"combat at battlefield {d[0]} ends",
    "control": lambda g, p, d: f"P{p} takes control of battlefield {d[0]}",
    "lose_control": lambda g, p, d: f"P{p} loses control of battlefield {d[0]}",
    "conquer": lambda g, p, d: f"P{p} conquers battlefield {d[0]}",
    "hold": lambda g, p, d: f"P{p} holds battlefield {d[0]}",
    "score_disqualified": lambda g, p, d: f"P{p} can't score battlefield {d[0]}: a teammate's",
    "score_forbidden": lambda g, p, d: f"P{p} can't score battlefield {d[0]}: its own ability forbids it",
    "points_forbidden": lambda g, p, d: f"P{p} can't gain points: {_name(g, d[0])} forbids it",
    "disqualified": lambda g, p, d: f"P{p}'s team can't conquer battlefield {d[0]} this turn: "
                                    "a teammate controls it",
    "excused": lambda g, p, d: f"battlefield {d[0]} is excused from P{p}'s final point: "
                               "a teammate holds it",
    "final_point": lambda g, p, d: f"P{p} scored every battlefield: the final point counts",
    "final_point_denied": lambda g, p, d: f"P{p} has not scored every battlefield this turn: "
                                         "draws 1 instead of the final point",
    "gain_points": lambda g, p, d: f"P{p} gains {d[0]} point(s) by {d[1].replace('_', ' ')} "
                                   f"(now {d[2]})",
    "lose_points": lambda g, p, d: f"P{p} loses {d[0]} point(s) (now {d[1]})",
    "victory_score": lambda g, p, d: f"the Victory Score becomes {d[0]}",
    "end_turn": lambda g, p, d: f"P{p} ends the turn",
    "removed": lambda g, p, d: f"P{p} is removed from the game",
    "banish_all": lambda g, p, d: f"P{p}'s cards are banished",
    "win": lambda g, p, d: f"P{p} wins ({d[0]})",
    "position_shuffle": lambda g, p, d: f"P{p}'s {'Main' if d[0] == 'deck' else 'Rune'} Deck order "
                                       "was not in the position: shuffled",
    "play_spell": lambda g, p, d: f"P{p} plays {_name(g, d[0])}" + _targets(g, d[1])
                                 + (f", moving to {_dest(g, d[2])}" if d[2] is not None else ""),
    "play_undone": lambda g, p, d: f"P{p}'s play of {_name(g, d[0])} is undone: its choices are no "
                                  "longer legal",
    "finalize": lambda g, p, d: f"{_name(g, d[0])} is finalized on the chain",
    "pass_priority": lambda g, p, d: f"P{p} passes Priority",
    "resolve": lambda g, p, d: f"{_name(g, d[0])} resolves",
    "spell_done": lambda g, p, d: f"{_name(g, d[0])} goes to its owner's trash",
    "focus_passes": lambda g, p, d: f"the chain is closed: Focus passes to P{p}",
    "damage": lambda g, p, d: f"{_name(g, d[0])} takes {d[1]} damage from {_name(g, d[2])}",
    "discard": lambda g, p, d: f"P{p} discards {_name(g, d[0])}",
    "might": lambda g, p, d: f"{_name(g, d[0])} gets {d[1]:+d} Might this {d[2]}",
    "to_hand": lambda g, p, d: f"{_name(g, d[0])} returns to its owner's hand",
    "effect_move": lambda g, p, d: f"{_name(g, d[0])} is moved to {_where(g, d[1])}",
    "kill_choice": lambda g, p, d: f"P{p} picks {_name(g, d[0])} to kill",
    "instruction_skipped": lambda g, p, d: f"instruction {d[1] + 1} of {_name(g, d[0])} does nothing",
    "ready": lambda g, p, d: f"{_name(g, d[0])} readies",
    "exhaust": lambda g, p, d: f"{_name(g, d[0])} exhausts",
    "stun": lambda g, p, d: f"{_name(g, d[0])} is stunned",
    "trigger": lambda g, p, d: f"the ability of {_name(g, d[0])} triggers and goes on the chain",
    "trigger_no_target": lambda g, p, d: f"the ability of {_name(g, d[0])} has no legal target: it "
                                         "does nothing",
    "ability_done": lambda g, p, d: f"the ability of {_name(g, d[0])} leaves the chain",
    "from_trash": lambda g, p, d: f"P{p} returns {_name(g, d[0])} from the trash to their hand",
    "buff": lambda g, p, d: f"{_name(g, d[0])} gets a buff (+1 Might)",
    "hide": lambda g, p, d: f"P{p} hides {_name(g, d[0])} facedown at {_where(g, d[1])}",
    "reveal_facedown": lambda g, p, d: f"P{p} reveals {_name(g, d[0])}, facedown at {_where(g, d[1])}, "
                                       "to play it",
    "facedown_lost": lambda g, p, d: f"P{p} no longer controls {_where(g, d[1])}: {_name(g, d[0])}, "
                                     "facedown there, goes to its owner's trash",
    "facedown_banished": lambda g, p, d: f"{_name(g, d[0])}, facedown at {_where(g, d[1])}, is banished",
    "temporary": lambda g, p, d: f"{_name(g, d[0])} gains Temporary",
    "enter_gear": lambda g, p, d: f"{_name(g, d[0])} enters the board in P{p}'s base",
    "exhaust_gear": lambda g, p, d: f"P{p} exhausts {_name(g, d[0])}",
    "kill_gear": lambda g, p, d: f"{_name(g, d[0])} is killed and goes to its owner's trash",
    "token_gone": lambda g, p, d: f"{_name(g, d[0])}, a token, ceases to exist",
    "alone": lambda g, p, d: f"{_name(g, d[0])} {'attacks' if d[1] == 'attack' else 'defends'} alone",
    "replaced": lambda g, p, d: f"for P{p}, {_replaceable(d[0])} is replaced by "
                                f"{_replacement(g, d[1])}",
    "replacement_declined": lambda g, p, d: f"P{p} declines to replace {_replaceable(d[0])}",
}

#: what each replaceable event of :mod:`riftbound.engine.replacements` is, in words
REPLACEABLE: Final = {"deck_short": "moving cards from a Main Deck without enough of them"}


def _replaceable(event: str) -> str:
    return REPLACEABLE.get(event, event.replace("_", " "))


def _replacement(g: GameState, key: str) -> str:
    """A replacement's key: a card's ("#12") by its name, a rule's by its own (e.g. "burn out")."""
    if key.startswith("#") and key[1:].isdigit() and int(key[1:]) < len(g.cards):
        return f"the ability of {_name(g, int(key[1:]))}"
    return key


def _targets(g: GameState, targets: tuple) -> str:
    names = [_name(g, c % CHAIN_NTH) + chain_suffix(c) if c >= 0  # an older chain item (ruling 116)
             else "(gone)" if c == -1 else special_target_text(c)  # a player (355.10), ruling 117
             for t in targets for c in t]
    return f" targeting {', '.join(names)}" if names else ""


def _dest(g: GameState, dest: int) -> str:
    return "its base" if dest < 0 else _where(g, dest)


def render(g: GameState, e: Event) -> str:
    """One event as a line of text, ending with the rule that caused it."""
    fn = TEMPLATES.get(e.kind)
    # Every kind has a template (tests/test_event_templates.py); the fallback shows no raw data.
    body = fn(g, e.player, e.data) if fn else e.kind.replace("_", " ") + (
        f" (P{e.player})" if e.player is not None else "")
    return f"[T{e.turn}] {body}  (rule {e.rule})"


def render_log(g: GameState, events: Iterable[Event]) -> str:
    return "\n".join(render(g, e) for e in events)
