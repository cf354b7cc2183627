"""Shared words: instructions, "choose_card" purposes and log lines that entries of any set use.

They are vocabulary, not cards: an entry names them (``SPEND_BUFF``, ``PREDICT``,
``PLAY_ME_FROM_TRASH``, ``WIN``, ``HIDDEN``) and the engine never imports this module.

- :data:`SPEND_BUFF` ("you may spend a buff to ..." where it is paid on resolution: a spell's, or a
  later part of a triggered ability, 740.4.a.1, 740.4.a.2.a): the controller picks a buffed unit
  they control and removes its buff (702.2.b, 702.2.b.1-2), or declines; the instructions marked
  ``linked`` after it execute only if a buff was spent (355.10.c.1: the buff is a cost within the
  instruction, not a target; 359.3.e.14.a). At the start of a triggered ability's effect the same
  words are its cost, paid as the ability is finalized (383.3.b, 740.4.a.2, 337.1): that is
  :class:`~riftbound.engine.may_triggers.MaySpendBuff`.
- :data:`PREDICT` (Vision, 817.1.b; Predict, 436.1): the controller looks at the top card of their
  Main Deck and may recycle it; with an empty deck nothing happens (436.4, no Burn Out, 436.4.a).
- :data:`PLAY_ME_FROM_TRASH`: the ability's source card is played from its owner's trash (419.3),
  its cost already paid as the ability's base cost (383.3.b); its controller chooses where it
  enters (355.2: their base or a battlefield they control); its Play Effect triggers (419.3.b).
- :data:`WIN`: the ability's controller wins the game (195).
- the purposes "cost_discard" and "cost_kill" of the optional and mandatory additional costs of
  :mod:`riftbound.effects.passives` (356), and the log lines of events the engine emits for entries.
"""

from __future__ import annotations

from ..engine.copies import printed_card
from ..engine.core import decide, emit, task
from ..engine.costs import cost_discard_options, cost_kill_options
from ..engine.decisions import CARD_CHOICE_TEXT, CARD_CHOICES, register_choice
from ..engine.events import count, fire
from ..engine.payment import RESTRICTIONS
from ..engine.play_origin import note_played_from
from ..engine.play_restrictions import cant_play_cards, units_barred_at
from ..engine.scoring import win_game
from ..engine.top_look import look_top
from ..engine.units import enters_ready, play_effect
from ..log_text import TEMPLATES, _name, _where
from ..state import ChainItem, GameState, Unit, base_of
from .spells import custom, record
from .vocabulary import Custom

__all__ = ["HIDDEN", "PLAY_ME_FROM_TRASH", "PREDICT", "SPEND_BUFF", "WIN"]

#: what Hidden lets a player do with the card (811.1.b), in the project's words: an entry's note
HIDDEN = ("Hidden: for one Power of any domain it may be hidden facedown at a battlefield you control, "
          "and played from there on a later turn at Reaction speed, ignoring its base cost.")


# --- spending a buff (702.2.b) ---------------------------------------------------------------------

SPEND_BUFF = Custom("spend_buff", text="you may remove the buff of one of your units (spend it)")


def spend_buff_options(g: GameState, player: int, ctx: tuple = ()) -> list[int]:
    """-1 (spend none), then one buffed unit ``player`` controls per interchangeable group
    (702.2.b.1: only a buffed unit; 702.2.b.2: only one they control)."""
    seen: dict[tuple, int] = {}
    for u in sorted(g.units.values(), key=lambda u: u.cid):
        if u.controller == player and u.buffs > 0:
            key = (g.cards[u.cid].index, u.loc, u.exhausted, u.damage, u.turn_might, u.base_might,
                   u.combat_might, u.stunned, u.role)
            seen.setdefault(key, u.cid)
    return [-1, *sorted(seen.values())] if seen else []


@custom("spend_buff")
def _spend_buff(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rule 702.2.b: the controller may spend a buff; with no buffed unit they can't (702.2.b.1)."""
    if not spend_buff_options(g, item.controller):
        return False
    decide(g, item.controller, "choose_card", ("spend_buff", item.cid, i))
    return None


@task("spend_buff", "p", "c", "n", "ci")
def _spend_buff_pick(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The chosen unit loses one buff (702.2.b); -1: none is spent and the linked instructions
    that follow are skipped (359.3.e.14.a)."""
    u = g.units.get(card) if card >= 0 else None
    if u is None or u.buffs <= 0:
        record(g, cid, i, False)
        return
    u.buffs -= 1
    emit(g, "702.2.b", "spend_buff", player, card)
    record(g, cid, i, True)


# --- Predict (436) and Vision (817) ------------------------------------------------------------------

PREDICT = Custom("predict", text="you look at the top card of your Main Deck and may recycle it")


def predict_options(g: GameState, player: int, ctx: tuple = ()) -> list[int]:
    """-1 (keep it on top) and the top card (recycle it): the card is seen by its owner only, as
    their decision's options (436.1)."""
    deck = g.players[player].deck
    return [-1, deck[-1]] if deck else []


@custom("predict")
def _predict(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rule 436.1: look at the top card of the Main Deck; with none, nothing happens (436.4,
    436.4.a: no Burn Out)."""
    n = look_top(g, item.controller, item.cid, i, 1)  # "as you look at me" choices first
    if n is None:
        return None
    if not n or not g.players[item.controller].deck:
        return False
    emit(g, "436.1", "look", item.controller, 1)
    decide(g, item.controller, "choose_card", ("predict", item.cid, i))
    return None


@task("predict", "p", "c", "n", "ci")
def _predict_pick(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """Rule 436.1: the looked-at card is recycled (416.1: to the bottom of the Main Deck), or stays
    on top (-1)."""
    deck = g.players[player].deck
    if card >= 0 and deck and deck[-1] == card:
        deck.pop()
        deck.insert(0, card)
        emit(g, "416.1", "recycle", player, 1)
    record(g, cid, i, True)


# --- playing the source card from the trash (419.3) ----------------------------------------------

PLAY_ME_FROM_TRASH = Custom("play_me_from_trash",
                            text="you play it from your trash (its cost is what you paid to perform "
                                 "the ability) to your base or a battlefield you control")


def _where_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """Rule 355.2.a: the card itself stands for its controller's base; a battlefield's card for
    that battlefield, if they control it and units may be played there (engine/play_restrictions)."""
    cid = ctx[1]
    return [cid, *sorted(b.cid for k, b in enumerate(g.battlefields)
                         if b.controller == player and b.cid >= 0 and not units_barred_at(g, k))]


@custom("play_me_from_trash")
def _play_me_from_trash(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rule 419.3: played as part of the ability's resolution; if it is no longer in the trash
    there is nothing to play (419.3.c), nor for a player who can't play cards now."""
    if item.cid not in g.players[g.owner[item.cid]].trash or cant_play_cards(g, item.controller):
        return False
    decide(g, item.controller, "choose_card", ("play_from_trash", item.cid, i))
    return None


@task("play_from_trash", "p", "c", "n", "ci")
def _play_from_trash(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """Rules 419.3, 355.2, 359.2: the unit leaves the trash and enters the chosen location,
    exhausted (143.4) unless a passive lets it enter ready (143.4.a); it has been played
    ("when you play a card" abilities trigger, 383.1). ``card``: the unit itself (its base) or a
    battlefield card; -1: no choice (the player left the game)."""
    trash = g.players[g.owner[cid]].trash
    if card < 0 or cid not in trash:
        record(g, cid, i, False)
        return
    loc = base_of(player)
    for k, b in enumerate(g.battlefields):
        if b.cid == card:
            loc = k
    trash.remove(cid)
    note_played_from(g, cid, "trash")
    emit(g, "419.3", "play_from_trash", player, cid, loc)
    u = g.units[cid] = Unit(cid, player, loc, exhausted=True)
    g.quiet = None  # a unit joined: the cleanup looks again (state.GameState.quiet)
    if enters_ready(g, u):
        u.exhausted = False
    emit(g, "359.2.c", "enter", player, cid, loc, u.exhausted)
    record(g, cid, i, True)
    # 419.3.b, 419.4.a: its play is complete: its own Play Effect (and one an aura gives it) triggers
    # with the "when you play a card" abilities, counted first (419.4.b)
    count(g, "play_card", player)
    fire(g, "play_card", player, cid, counted=True, also=play_effect(g, player, cid))


# --- an effect wins the game (195) ----------------------------------------------------------------

WIN = Custom("win_game", text="you win the game")


@custom("win_game")
def _win(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 195: an effect instructs its controller to win; the game ends (196)."""
    win_game(g, item.controller)
    return True


# --- "choose_card" purposes and their texts ---------------------------------------------------------

CARD_CHOICES["spend_buff"] = spend_buff_options
CARD_CHOICES["predict"] = predict_options
CARD_CHOICES["cost_discard"] = cost_discard_options
CARD_CHOICES["cost_kill"] = cost_kill_options
CARD_CHOICE_TEXT.update({
    "spend_buff": "the ability of {card} is resolving: {p} may spend the buff of one of their units "
                  "(choose it), or choose none",
    "predict": "the ability of {card} is resolving: {p} looks at the top card of their Main Deck; "
               "choosing it recycles it, none keeps it on top",
    "cost_discard": "{card} is being played: {p} may discard a card as its additional cost (choose "
                    "it), or choose none",
    "cost_kill": "{card} is being played: {p} chooses the friendly unit its additional cost kills",
})
register_choice("play_from_trash", _where_options, (
    "{p} plays {card} from their trash: choose it to play it to their base, or a battlefield they "
    "control"))

# --- log lines of the events these words and the engine emit for entries ----------------------------

TEMPLATES.update({
    "optional_cost": lambda g, p, d: f"P{p} chooses to discard {g.cards[d[1]].name} as the additional "
                                     f"cost of {g.cards[d[0]].name}",
    "cost_kill": lambda g, p, d: f"P{p} kills {g.cards[d[0]].name} to pay a cost",
    "spend_buff": lambda g, p, d: f"P{p} spends the buff of {g.cards[d[0]].name}",
    "play_from_trash": lambda g, p, d: f"P{p} plays {_name(g, d[0])} from the trash to {_where(g, d[1])}",
    "trigger_cost": lambda g, p, d: f"P{p} pays with {_name(g, d[1])} to perform the ability of "
                                    f"{_name(g, d[0])}",
    "trigger_declined": lambda g, p, d: f"P{p} declines the ability of {_name(g, d[0])}",
    "activate": lambda g, p, d: f"P{p} activates an ability of {_name(g, d[0])}",
    "ganking": lambda g, p, d: f"{_name(g, d[0])} has Ganking this turn",
    "token": lambda g, p, d: f"P{p} plays a {printed_card(g, d[0]).name} token to {_where(g, d[1])}",
    "countered": lambda g, p, d: f"P{p} counters {'the ability of ' if len(d) > 1 else ''}{_name(g, d[0])}",
    "add": lambda g, p, d: f"P{p} adds {d[0]} Energy" + (f" and {', '.join(d[1])} Power" if d[1] else "")
    + (f", to be spent {RESTRICTIONS[d[2]][0]}" if len(d) > 2 else ""),
    "add_ability": lambda g, p, d: f"the Add ability of {_name(g, d[0])} resolves at once",
    "becomes_mighty": lambda g, p, d: f"{_name(g, d[0])} becomes Mighty",
    "delayed_created": lambda g, p, d: f"P{p} will get the delayed ability of {_name(g, d[0])} at "
                                       "the end of this turn",
    "delayed_not_generated": lambda g, p, d: f"the delayed ability of {_name(g, d[0])} is not "
                                             "created: the turn is ending",
    "trigger_condition_unmet": lambda g, p, d: f"the ability of {_name(g, d[0])} does not trigger "
                                               f"for P{p}: its condition is not met",
})
